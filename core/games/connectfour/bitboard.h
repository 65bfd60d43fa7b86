// The bitboard layout of Connect Four, explained once.
//
// A board of R rows and C columns is stored column by column, each column
// taking R + 1 bits: R bits for its cells, bottom row first, and one spare bit
// on top that is always 0. For the default 6 x 7 board the bit indices are
//
//      .  .  .  .  .  .  .      <- spare row (always 0)
//      5 12 19 26 33 40 47      <- top row
//      4 11 18 25 32 39 46
//      3 10 17 24 31 38 45
//      2  9 16 23 30 37 44
//      1  8 15 22 29 36 43
//      0  7 14 21 28 35 42      <- bottom row
//
// The spare bit stops a shift from carrying a line out of one column into the
// next, so four in a row in a direction is found with shifts alone: shifting by
// 1 moves one cell up, by R + 1 one column right, by R one cell down-right and
// by R + 2 one cell up-right. A position is two bit sets: `mask`, every disc,
// and `current`, the discs of the side to move. Adding the bottom bit of a
// column to `mask` carries up to the first empty cell of that column, which is
// how a disc "falls".
//
// Boards up to 10 x 10 need 10 * 11 = 110 bits, so the general type is a
// 128-bit integer (a GCC/Clang extension, hence __extension__ under -Wpedantic).
// The perfect-play solver keeps its own 64-bit path for boards that fit.
#pragma once

#include <bit>
#include <cstdint>

namespace quatre {

__extension__ typedef unsigned __int128 Bits;

constexpr int popcount(Bits bits)
{
    return std::popcount(static_cast<std::uint64_t>(bits)) + std::popcount(static_cast<std::uint64_t>(bits >> 64));
}

class BitboardLayout {
public:
    constexpr BitboardLayout(int rows, int columns)
        : m_rows(rows)
        , m_columns(columns)
    {
        for (int c = 0; c < columns; ++c) {
            m_bottom |= bottomBit(c);
            m_board |= columnMask(c);
        }
    }

    constexpr int rows() const { return m_rows; }
    constexpr int columns() const { return m_columns; }

    // `rowFromBottom` counts from 0 at the bottom, as in the picture above.
    constexpr Bits cellBit(int rowFromBottom, int column) const
    {
        return Bits{1} << (column * (m_rows + 1) + rowFromBottom);
    }
    constexpr Bits bottomBit(int column) const { return cellBit(0, column); }
    constexpr Bits topBit(int column) const { return cellBit(m_rows - 1, column); }
    constexpr Bits columnMask(int column) const { return ((Bits{1} << m_rows) - 1) << (column * (m_rows + 1)); }
    // One bit at the bottom of every column / every cell of the board.
    constexpr Bits bottomRow() const { return m_bottom; }
    constexpr Bits board() const { return m_board; }

    // True if `discs` holds four in a line in any direction.
    constexpr bool hasFour(Bits discs) const
    {
        const int shifts[4] = {1, m_rows + 1, m_rows, m_rows + 2};
        for (int s : shifts) {
            const Bits pairs = discs & (discs >> s);
            if (pairs & (pairs >> (2 * s)))
                return true;
        }
        return false;
    }

    // The empty cells that would complete four in a line for `discs`
    // (whether or not they can be played now). Used to count threats.
    constexpr Bits winningCells(Bits discs, Bits occupied) const
    {
        Bits result = 0;
        const int shifts[4] = {1, m_rows + 1, m_rows, m_rows + 2};
        for (int s : shifts) {
            // For each direction: xxx. / .xxx / xx.x / x.xx around the empty cell.
            const Bits up1 = discs << s, up2 = discs << (2 * s), up3 = discs << (3 * s);
            const Bits dn1 = discs >> s, dn2 = discs >> (2 * s), dn3 = discs >> (3 * s);
            result |= up1 & up2 & up3;
            result |= dn1 & dn2 & dn3;
            result |= up1 & up2 & dn1;
            result |= up1 & dn1 & dn2;
        }
        return result & m_board & ~occupied;
    }

private:
    int m_rows;
    int m_columns;
    Bits m_bottom = 0;
    Bits m_board = 0;
};

} // namespace quatre
