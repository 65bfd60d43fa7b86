#include "core/games/quarto/quartosolver.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <utility>

// The table is keyed by a canonical form of the position under the symmetries
// of the game, so that positions equal up to symmetry share their entry:
//  - board symmetries (quartosymmetries.h): permutations of the squares that
//    map lines onto lines, so wins and draws are preserved;
//  - piece symmetries: permuting the four attributes and flipping any of them
//    (dark <-> light, ...) maps every set of pieces sharing an attribute to
//    another such set, so again wins are preserved.
// For each board symmetry the pieces are normalised in two steps. First the
// flips: every attribute is flipped so that the first occupied square, in
// square order of the mapped board, holds piece 0 (the piece in hand when the
// board is empty). Then the permutation: an attribute is a column of bits over
// the squares (plus a bit for the piece in hand), and permuting attributes
// permutes these columns, so sorting the four columns gives the same result for
// every attribute permutation. Two positions that differ by a piece symmetry
// thus normalise to the same columns, and the key is the smallest (mapped
// occupied squares, sorted columns) over the board symmetries. The remaining
// pieces are not in the key: they are those neither on the board nor in hand.

namespace quatre {

namespace {

// The four columns in increasing order (a sorting network).
void sort4(std::array<std::uint32_t, kAttributeCount> &c)
{
    auto order = [&](std::size_t i, std::size_t j) {
        if (c[i] > c[j])
            std::swap(c[i], c[j]);
    };
    order(0, 1);
    order(2, 3);
    order(0, 2);
    order(1, 3);
    order(1, 2);
}

} // namespace

QuartoSolver::Key QuartoSolver::canonicalKey(const Node &node) const
{
    auto map = [&](std::size_t sym, SquareSet x) {
        const auto &bytes = m_mapBytes[sym];
        return static_cast<SquareSet>(bytes[0][x & 0xFF] | bytes[1][x >> 8]);
    };
    // First the board symmetries that make the occupied squares smallest;
    // only those compete on the pieces.
    std::array<std::uint8_t, 32> candidates{};
    std::size_t candidateCount = 0;
    unsigned bestOccupied = 1u << kSquareCount;
    for (std::size_t i = 0; i < m_symmetries.size(); ++i) {
        const unsigned occupied = map(i, node.occupied);
        if (occupied < bestOccupied) {
            bestOccupied = occupied;
            candidateCount = 0;
        }
        if (occupied == bestOccupied)
            candidates[candidateCount++] = static_cast<std::uint8_t>(i);
    }
    Key best{~std::uint64_t{0}, ~std::uint64_t{0}};
    for (std::size_t k = 0; k < candidateCount; ++k) {
        const std::size_t sym = candidates[k];
        // The piece that becomes 0: on the first occupied square of the mapped
        // board, i.e. on the square the symmetry sends there.
        Piece first = node.hand;
        if (bestOccupied != 0) {
            const auto target = static_cast<std::uint8_t>(std::countr_zero(bestOccupied));
            const auto &perm = m_symmetries[sym];
            const auto from = static_cast<int>(std::find(perm.begin(), perm.end(), target) - perm.begin());
            first = 0;
            for (int a = 0; a < kAttributeCount; ++a)
                first |= ((node.attribute[static_cast<std::size_t>(a)] >> from) & 1) << a;
        }
        std::array<std::uint32_t, kAttributeCount> columns{};
        for (int a = 0; a < kAttributeCount; ++a) {
            const bool flip = (first >> a) & 1;
            std::uint32_t column = map(sym, node.attribute[static_cast<std::size_t>(a)]);
            if (flip)
                column ^= bestOccupied;
            column |= static_cast<std::uint32_t>(((node.hand >> a) & 1) ^ static_cast<int>(flip)) << kSquareCount;
            columns[static_cast<std::size_t>(a)] = column;
        }
        sort4(columns);
        const Key key{(std::uint64_t{bestOccupied} << 34) | (std::uint64_t{columns[0]} << 17) | columns[1],
                      (std::uint64_t{columns[2]} << 17) | columns[3]};
        if (key.high < best.high || (key.high == best.high && key.low < best.low))
            best = key;
    }
    return best;
}

} // namespace quatre
