#include "core/games/fourmation/fourmationboard.h"

#include <cassert>

namespace quatre {

FourMationGeometry::FourMationGeometry(int size)
    : m_size(size)
    , m_shifts{1, size + 1, size + 2, size}
{
    assert(size >= 1 && size <= kMaxSize);
    const int stride = size + 1;
    m_moveOfBit.fill(0xff);
    for (int row = 0; row < size; ++row) {
        for (int column = 0; column < size; ++column) {
            const int move = row * size + column;
            const int bitIndex = row * stride + column;
            m_bitOfMove[static_cast<std::size_t>(move)] = static_cast<std::uint8_t>(bitIndex);
            m_moveOfBit[static_cast<std::size_t>(bitIndex)] = static_cast<std::uint8_t>(move);
            m_board |= CellSet{1} << bitIndex;
        }
    }
    for (int move = 0; move < size * size; ++move)
        m_neighbours[static_cast<std::size_t>(move)] = neighboursOfSet(bit(move));
}

const FourMationGeometry &FourMationGeometry::forSize(int size)
{
    static const std::array<FourMationGeometry, kMaxSize> all = [] {
        return std::array<FourMationGeometry, kMaxSize>{
            FourMationGeometry(1), FourMationGeometry(2), FourMationGeometry(3), FourMationGeometry(4),
            FourMationGeometry(5), FourMationGeometry(6), FourMationGeometry(7), FourMationGeometry(8),
            FourMationGeometry(9), FourMationGeometry(10)};
    }();
    assert(size >= 1 && size <= kMaxSize);
    return all[static_cast<std::size_t>(size - 1)];
}

} // namespace quatre
