// The 4Mation board as the exact solver (fourmationsearch.h) reasons about
// it: the game's geometry (games/fourmation/fourmationboard.h, whose bit
// layout this shares) narrowed to the solver's bitboard type B, with the
// sets a node asks for on all lines at once: the lines a side can still
// complete, its winning cells, how far its best line is from four.
//
// B is a 64-bit word where the board fits (up to 7 x 7), which is much
// faster than the 128-bit CellSet the larger boards need. FixedSize, when
// not 0, is the board size as a constant, so that every shift below folds
// to one; the loops over the four line directions are unrolled with a
// pragma for the same reason, as GCC's -O2 leaves them loops (a fifth fewer
// instructions a node on 7 x 7, 15 % faster).
#pragma once

#include "core/games/fourmation/fourmationboard.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstdlib>

namespace quatre {

// Counts and lowest bits on the solver's two bitboard types: one
// instruction each on a word, a few on CellSet.
namespace fourmation_bits {

inline int bitCount(std::uint64_t b)
{
    return std::popcount(b);
}
inline int bitCount(CellSet b)
{
    return countCells(b);
}
inline int lowestBit(std::uint64_t b)
{
    return std::countr_zero(b);
}
inline int lowestBit(CellSet b)
{
    return lowestBitIndex(b);
}

} // namespace fourmation_bits

template <class B, int FixedSize = 0>
class FourMationBitGeometry {
public:
    // The lines of four that hold none of some side's cubes (those the
    // other side can still complete), per direction (right, down,
    // down-right, down-left), each marked at its first cell, and the cells
    // they cover (where a cube of that side is live). A child's opponent is
    // its parent's side to move, with the same lines, so each node makes one
    // and is handed the other.
    struct OpenLines {
        std::array<B, 4> starts;
        B covered;
    };

    explicit FourMationBitGeometry(int n)
        : m_size(n)
    {
        using fourmation_bits::lowestBit;
        const FourMationGeometry &geometry = FourMationGeometry::forSize(n);
        m_board = static_cast<B>(geometry.board());
        for (int move = 0; move < n * n; ++move) {
            const auto at = static_cast<std::size_t>(lowestBitIndex(geometry.bit(move)));
            m_neighbours[at] = static_cast<B>(geometry.neighboursOf(move));
            // Doubled distances to the centre, so that even sizes stay whole.
            const int dr = std::abs(2 * (move / n) - (n - 1)), dc = std::abs(2 * (move % n) - (n - 1));
            m_centrality[at] = 2 * n - std::max(dr, dc) - (dr + dc) / 4;
            const std::array<int, 4> shifts = {1, n + 1, n + 2, n};
            const B cell = B{1} << at;
            for (std::size_t d = 0; d < 4; ++d) {
                const int step = shifts[d];
                m_linesThrough[d][at] = (cell | (cell >> step) | (cell >> (2 * step)) | (cell >> (3 * step))) & m_board;
            }
            // The images of the cell under the 8 symmetries of the square, identity first.
            const int r = move / n, c = move % n, e = n - 1;
            const int images[8][2] = {{r, c},     {c, e - r}, {e - r, e - c}, {e - c, r},
                                      {r, e - c}, {e - r, c}, {c, r},         {e - c, e - r}};
            for (std::size_t g = 0; g < 8; ++g) {
                const auto image =
                    static_cast<std::uint8_t>(lowestBitIndex(geometry.bit(images[g][0] * n + images[g][1])));
                m_symmetric[g][at] = image;
                m_inverse[g][image] = static_cast<std::uint8_t>(at);
            }
        }
    }

    int n() const { return FixedSize ? FixedSize : m_size; }
    B board() const { return m_board; }

    // By bit index: the cells around it.
    B neighbours(int at) const { return m_neighbours[static_cast<std::size_t>(at)]; }

    // By direction, then bit index: the cells where a line of four through
    // the cell would start (the line itself may not fit the board; the
    // lines of OpenLines mark only those that do).
    using LinesThrough = std::array<std::array<B, 128>, 4>;
    const LinesThrough &linesThrough() const { return m_linesThrough; }
    // By bit index: higher nearer the centre.
    using Centrality = std::array<int, 128>;
    const Centrality &centrality() const { return m_centrality; }

    // The bit index of the image of bit index `at` under symmetry `g` of
    // the square (0 the identity), and back.
    int symmetric(std::size_t g, int at) const { return m_symmetric[g][static_cast<std::size_t>(at)]; }
    int inverse(std::size_t g, int at) const { return m_inverse[g][static_cast<std::size_t>(at)]; }

    // The image of `cells` under symmetry `g` (a loop over the cells: for
    // the positions near the root, which have few cubes).
    B image(B cells, std::size_t g) const
    {
        B result = 0;
        for (; cells; cells &= cells - 1)
            result |= B{1} << m_symmetric[g][static_cast<std::size_t>(fourmation_bits::lowestBit(cells))];
        return result;
    }

    // The layout's four line directions: right, down, down-right, down-left.
    std::array<int, 4> lineShifts() const { return {1, n() + 1, n() + 2, n()}; }

    // `starts` (lines per direction, marked at their first cell) less the
    // lines through `cell`.
    std::array<B, 4> linesAvoiding(const std::array<B, 4> &starts, B cell) const
    {
        const auto at = static_cast<std::size_t>(fourmation_bits::lowestBit(cell));
        std::array<B, 4> rest;
#pragma GCC unroll 4
        for (std::size_t d = 0; d < 4; ++d)
            rest[d] = starts[d] & ~m_linesThrough[d][at];
        return rest;
    }

    // The free cells where one more of `cubes` completes four (as
    // FourMationGeometry::completingCells).
    [[gnu::always_inline]] B winningCells(B cubes, B occupied) const
    {
        B result = 0;
        const int shifts[4] = {1, n() + 1, n() + 2, n()};
#pragma GCC unroll 4
        for (int s : shifts) {
            // Around the free cell: xxx. / xx.x on a pair one and two cells
            // back, .xxx / x.xx on a pair one and two cells ahead.
            const B back1 = cubes << s;
            const B pairs = cubes & back1; // a cube with one more a cell back
            result |= ((pairs << s) & ((cubes << (3 * s)) | (cubes >> s)))
                | ((pairs >> (2 * s)) & ((cubes >> (3 * s)) | back1));
        }
        return result & m_board & ~occupied;
    }

    // The lines that hold none of `blockers`.
    OpenLines openLines(B blockers) const
    {
        const B open = m_board & ~blockers;
        const int shifts[4] = {1, n() + 1, n() + 2, n()};
        OpenLines lines;
        lines.covered = 0;
#pragma GCC unroll 4
        for (std::size_t d = 0; d < 4; ++d) {
            const int s = shifts[d];
            const B pairs = open & (open >> s); // cells 0 and 1 open
            const B starts = pairs & (pairs >> (2 * s));
            const B firstTwo = starts | (starts << s);
            lines.starts[d] = starts;
            lines.covered |= firstTwo | (firstTwo << (2 * s));
        }
        return lines;
    }

    // How many more of `cubes` it takes at least to complete one of
    // `lines` (openLines() of the other side's cubes), for cubes that have
    // no winning cell (else it is 1): 2 to 4, or 5 when every line is cut.
    // (An open line holding three of them would have a winning cell, its
    // fourth, so the first line with two answers.) Counted on all lines at
    // once, bit-sliced: which of a line's first two cells hold one of
    // `cubes` (any, both), and of its last two (the same shifted by two).
    [[gnu::always_inline]] int cubesToComplete(B cubes, const OpenLines &lines) const
    {
        const int shifts[4] = {1, n() + 1, n() + 2, n()};
        int fewest = 5;
#pragma GCC unroll 4
        for (std::size_t d = 0; d < 4; ++d) {
            const B starts = lines.starts[d];
            if (!starts)
                continue;
            const int s = shifts[d];
            const B anyOfFirst = cubes | (cubes >> s), bothOfFirst = cubes & (cubes >> s);
            const B anyOfLast = anyOfFirst >> (2 * s), bothOfLast = bothOfFirst >> (2 * s);
            if (starts & (bothOfFirst | bothOfLast | (anyOfFirst & anyOfLast)))
                return 2;
            if (starts & (anyOfFirst | anyOfLast))
                fewest = std::min(fewest, 3);
            else
                fewest = std::min(fewest, 4);
        }
        return fewest;
    }

    // The cells of those of `lines` (openLines() of the other side's cubes)
    // that hold two or more of `cubes`.
    B cellsOfLinesWithTwo(B cubes, const OpenLines &lines) const
    {
        const int shifts[4] = {1, n() + 1, n() + 2, n()};
        B cells = 0;
#pragma GCC unroll 4
        for (std::size_t d = 0; d < 4; ++d) {
            const int s = shifts[d];
            const B anyOfFirst = cubes | (cubes >> s), bothOfFirst = cubes & (cubes >> s);
            const B anyOfLast = anyOfFirst >> (2 * s), bothOfLast = bothOfFirst >> (2 * s);
            const B starts = lines.starts[d] & (bothOfFirst | bothOfLast | (anyOfFirst & anyOfLast));
            const B firstTwo = starts | (starts << s);
            cells |= firstTwo | (firstTwo << (2 * s));
        }
        return cells;
    }

    // The cells around `cells`, not counting `cells` themselves.
    B around(B cells) const
    {
        const B across = cells | (cells << 1) | (cells >> 1);
        return (across | (across << (n() + 1)) | (across >> (n() + 1))) & m_board & ~cells;
    }

    // The cells next to some cell of `cells`, a cell of `cells` included
    // when another one is next to it (unlike around()): the cubes placed on
    // these, and only these, leave a cell of `cells` among the next cells.
    B adjacentTo(B cells) const
    {
        const B sideways = (cells << 1) | (cells >> 1);
        const B across = cells | sideways;
        return (sideways | (across << (n() + 1)) | (across >> (n() + 1))) & m_board;
    }

private:
    int m_size;
    B m_board = 0;
    std::array<B, 128> m_neighbours{};
    Centrality m_centrality{};
    LinesThrough m_linesThrough{};
    std::array<std::array<std::uint8_t, 128>, 8> m_symmetric{}, m_inverse{};
};

} // namespace quatre
