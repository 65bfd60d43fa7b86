// A pairing strategy: a bound on a 4Mation position proved without a search,
// as claimeven.h is for Connect Four.
//
// Take disjoint pairs of free cells, the two cells of a pair next to each
// other (sharing a side or a corner). The defender follows a fixed strategy:
//   - when the attacker puts a cube on one cell of a pair, answer on the
//     other (always legal: it is next to the cube just placed, and free,
//     since the cells of a pair fill together);
//   - otherwise play anything legal (or, stuck under the official rule,
//     next to any of the attacker's cubes).
// The attacker then never holds both cells of a pair. So if every line of
// four the attacker can still complete (no cube of the defender's in it)
// holds both cells of some pair, the attacker can never win: no line ever
// gets past two free cells short while its pair is whole, and the defender's
// cube in it once the pair is broken blocks it for good. Who moves first
// does not matter, nor does the defender's own chance to win: the bound is
// "the attacker does not win", a score of at most 0 for it.
//
// The two cells of a pair in one line of four are next to each other along
// that line (two cells of a straight line two apart are not neighbours), so
// a line can only use the pairs of its own direction, and a line with a
// free cell that completes it at once (a winning cell) can use none.
//
// Finding the pairs is a small exact cover: lines are taken one at a time,
// a line with a single pair left first; each pair tried marks every line
// of its direction that holds it. A search of more than `budget` steps
// answers false, which is always safe.
//
// Bit layout: games/fourmation/fourmationboard.h. B is the bitboard type;
// `shifts` are the layout's four line directions (right, down, down-right,
// down-left), and a line is marked at its first cell, the lowest bit.
#pragma once

#include <array>
#include <cstddef>

namespace quatre {

namespace pairing_detail {

template <class B>
B lowest(B cells)
{
    return cells & (~cells + 1);
}

// `pairs[d]` marks a pair of direction d at its first cell; `used` are the
// cells of the pairs chosen so far.
template <class B>
bool cover(std::array<B, 4> lines, const std::array<B, 4> &pairs, B used, const std::array<int, 4> &shifts, int &budget)
{
    if (--budget < 0)
        return false;
    std::size_t chosenDirection = 4;
    B chosenLine = 0;
    for (std::size_t d = 0; d < 4; ++d) {
        const int s = shifts[d];
        // The pairs still free to take, seen from the first cell of each
        // line that holds them (a line holds the pairs at its cells 0, 1, 2).
        const B free = pairs[d] & ~used & ~(used >> s);
        const B atFirst = free, atSecond = free >> s, atThird = free >> (2 * s);
        if (lines[d] & ~(atFirst | atSecond | atThird))
            return false; // a line that no pair can cover any more
        const B single = lines[d] & (atFirst ^ atSecond ^ atThird) & ~(atFirst & atSecond & atThird);
        if (single && chosenDirection == 4) {
            chosenDirection = d;
            chosenLine = lowest(single);
        }
    }
    if (chosenDirection == 4) { // no line is down to one pair: take the first line left
        chosenDirection = 0;
        while (chosenDirection < 4 && !lines[chosenDirection])
            ++chosenDirection;
        if (chosenDirection == 4)
            return true; // every line holds a pair
        chosenLine = lowest(lines[chosenDirection]);
    }
    const std::size_t d = chosenDirection;
    const int s = shifts[d];
    B candidates = (chosenLine | (chosenLine << s) | (chosenLine << (2 * s))) & pairs[d] & ~used & ~(used >> s);
    for (; candidates; candidates &= candidates - 1) {
        const B pair = lowest(candidates);
        std::array<B, 4> rest = lines;
        rest[d] &= ~(pair | (pair >> s) | (pair >> (2 * s)));
        if (cover(rest, pairs, used | pair | (pair << s), shifts, budget))
            return true;
    }
    return false;
}

} // namespace pairing_detail

// Whether a pairing strategy keeps the attacker from ever completing one of
// `lines` (per direction, the first cells of the lines of four with none of
// the defender's cubes), `empty` being the free cells.
template <class B>
bool pairingBlocks(const std::array<B, 4> &lines, B empty, const std::array<int, 4> &shifts, int budget = 64)
{
    std::array<B, 4> pairs;
    for (std::size_t d = 0; d < 4; ++d) {
        const int s = shifts[d];
        pairs[d] = empty & (empty >> s);
        if (lines[d] & ~(pairs[d] | (pairs[d] >> s) | (pairs[d] >> (2 * s))))
            return false; // the quick test that settles most positions
    }
    return pairing_detail::cover(lines, pairs, B{0}, shifts, budget);
}

} // namespace quatre
