// The bitboard layout of 4Mation, explained once.
//
// An N x N board (N = 3..10) is stored row by row, each row taking N + 1
// bits: N bits for its cells, left column first, and one spare bit at the end
// of the row that is always 0. Row 0 is the top row, as drawn. For N = 7 the
// bit indices are
//
//       a  b  c  d  e  f  g  (spare)
//    1  0  1  2  3  4  5  6   7
//    2  8  9 10 11 12 13 14  15
//    3 16 17 18 19 20 21 22  23
//    ...
//    7 48 49 50 51 52 53 54  55
//
// so cell (row, column) is bit row * (N + 1) + column. The spare column stops
// shifts from wrapping a line from the end of one row into the next: shifting
// by 1 moves one cell right, by N + 1 one cell down, by N + 2 one cell
// down-right and by N one cell down-left, and anything that lands on a spare
// bit or beyond the last row is masked off with board(). That gives line
// detection, "cells adjacent to a set" and "cells that would complete four"
// with a handful of shifts. A 10 x 10 board needs 10 * 11 = 110 bits, hence a
// 128-bit integer (a GCC/Clang extension, hence __extension__ under -Wpedantic).
//
// A move (the game's `Move`) is NOT the bit index but the dense cell index
// row * N + column, so that the UI and the notation never see the spare bits;
// the geometry converts between the two with small tables.
#pragma once

#include <array>
#include <bit>
#include <cstdint>

namespace quatre {

__extension__ typedef unsigned __int128 CellSet;

constexpr int countCells(CellSet cells)
{
    return std::popcount(static_cast<std::uint64_t>(cells)) + std::popcount(static_cast<std::uint64_t>(cells >> 64));
}

// Precondition: cells != 0.
constexpr int lowestBitIndex(CellSet cells)
{
    const auto low = static_cast<std::uint64_t>(cells);
    return low != 0 ? std::countr_zero(low) : 64 + std::countr_zero(static_cast<std::uint64_t>(cells >> 64));
}

class FourMationGeometry {
public:
    static constexpr int kMaxSize = 10;
    static constexpr int kMaxCells = kMaxSize * kMaxSize;

    // One shared geometry per board size (3..10), built once.
    static const FourMationGeometry &forSize(int size);

    explicit FourMationGeometry(int size);

    int size() const { return m_size; }
    int cellCount() const { return m_size * m_size; }
    CellSet board() const { return m_board; }

    CellSet bit(int move) const { return CellSet{1} << m_bitOfMove[static_cast<std::size_t>(move)]; }
    int moveOfBitIndex(int bitIndex) const { return m_moveOfBit[static_cast<std::size_t>(bitIndex)]; }
    // The move of the lowest cell of a non-empty set, i.e. the first in cell order.
    int firstMove(CellSet cells) const { return moveOfBitIndex(lowestBitIndex(cells)); }

    // The up to 8 cells sharing a side or a corner with `move`.
    CellSet neighboursOf(int move) const { return m_neighbours[static_cast<std::size_t>(move)]; }
    // Every cell sharing a side or a corner with some cell of `cells`, other
    // than the cells of `cells` themselves.
    CellSet neighboursOfSet(CellSet cells) const
    {
        const int down = m_size + 1;
        const CellSet across = cells | (cells << 1) | (cells >> 1);
        return (across | (across << down) | (across >> down)) & m_board & ~cells;
    }

    // True if `cubes` holds four in a line in any direction.
    bool hasFour(CellSet cubes) const
    {
        for (int s : m_shifts) {
            const CellSet pairs = cubes & (cubes >> s);
            if (pairs & (pairs >> (2 * s)))
                return true;
        }
        return false;
    }

    // The free cells where one more cube would give `cubes` four in a line.
    CellSet completingCells(CellSet cubes, CellSet occupied) const
    {
        CellSet result = 0;
        for (int s : m_shifts) {
            // Around the free cell: xxx. / .xxx / xx.x / x.xx in direction s.
            const CellSet up1 = cubes << s, up2 = cubes << (2 * s), up3 = cubes << (3 * s);
            const CellSet dn1 = cubes >> s, dn2 = cubes >> (2 * s), dn3 = cubes >> (3 * s);
            result |= (up1 & up2 & up3) | (dn1 & dn2 & dn3) | (up1 & up2 & dn1) | (up1 & dn1 & dn2);
        }
        return result & m_board & ~occupied;
    }

    // Shifts of the four line directions: right, down, down-right, down-left.
    const std::array<int, 4> &lineShifts() const { return m_shifts; }

private:
    int m_size;
    CellSet m_board = 0;
    std::array<int, 4> m_shifts{};
    std::array<std::uint8_t, kMaxCells> m_bitOfMove{};
    std::array<std::uint8_t, 128> m_moveOfBit{};
    std::array<CellSet, kMaxCells> m_neighbours{};
};

} // namespace quatre
