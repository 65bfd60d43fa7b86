// Claimeven: a bound on a Connect Four position's score proved without a
// search (Victor Allis's rule, as strong solvers use it; written afresh).
//
// On a board with an even number of rows, when an even number of discs has
// been played (the first player to move), the second player can follow a
// fixed strategy:
//   - when the first player plays in a column of even height, answer on top
//     of that disc;
//   - when the first player plays in a column of odd height, answer in
//     another column of odd height (there is one: with an even number of
//     discs on the board, the columns of odd height come in pairs).
// Rows counted from 1 at the bottom, this gives the second player every
// empty cell of an even row except those that can be played right now.
// Everything else may go to the first player: its discs, the empty cells of
// odd rows and the playable cells of even rows.
//
// So the first player cannot win if none of its possible fours can be
// completed. A vertical four of its cells might be, so any of those and
// there is no bound. A horizontal or diagonal four of its cells is harmless
// when a four of the second player's cells in the same direction lies lower
// in the same columns: each of the first player's cells has one of the
// second player's below it, so the second player's four is complete first.
// If every four of the first player's is harmless, its score is at most 0 (a
// draw); at most -1 (a loss with the last disc) if the second player's cells
// also hold a four, which it will then complete.
//
// Bit layout: games/connectfour/bitboard.h. B is the bitboard type.
#pragma once

#include <optional>

namespace quatre {

// The first cell (the lowest bit) of every four in a line of `cells` along
// `shift` (see the layout's shifts).
template <class B>
constexpr B foursOf(B cells, int shift)
{
    return cells & (cells >> shift) & (cells >> (2 * shift)) & (cells >> (3 * shift));
}

// The claimeven bound on the score of the side to move, which must be the
// first player: `current` its discs, `mask` all discs, `board` every cell,
// `bottom` the bottom cell of each column, `evenRows` the cells of rows 2, 4,
// 6... counted from 1, `rows` the (even) number of rows. nullopt if the rule
// proves nothing.
template <class B>
constexpr std::optional<int> claimevenBound(B current, B mask, B board, B bottom, B evenRows, int rows)
{
    const B playable = (mask + bottom) & board;
    const B opponent = current ^ mask;
    const B claimed = evenRows & board & ~mask & ~playable; // the second player's by the strategy
    const B firstsCells = board & ~claimed & ~opponent;
    const B secondsCells = opponent | claimed;
    if (foursOf(firstsCells, 1))
        return std::nullopt;
    bool secondWins = false;
    for (const int shift : {rows + 1, rows, rows + 2}) {
        const B secondsFours = foursOf(secondsCells, shift);
        // Every cell above the first cell of one of the second player's fours.
        B above = (secondsFours << 1) & board;
        for (int i = 2; i < rows; ++i)
            above |= (above << 1) & board;
        if (foursOf(firstsCells, shift) & ~above)
            return std::nullopt;
        secondWins = secondWins || secondsFours != 0;
    }
    return secondWins ? -1 : 0;
}

} // namespace quatre
