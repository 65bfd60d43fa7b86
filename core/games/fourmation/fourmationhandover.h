// The hand-over of 4Mation, the tactic the exact solver
// (fourmationsearch.h) cuts most with: the cube placed now decides where
// the opponent plays next (the free cells around it; when there are none,
// under the official rule next to any of our cubes, under the
// draw-when-stuck rule nowhere, a draw). So a cube next to one of the
// opponent's winning cells hands it the win, and a cube after which every
// reply hands us one wins with the cube after next.
//
// Free functions of the solver's geometry and rule (`officialRule`), not a
// class holding them: GCC compiled the solver's node 1 % longer with the
// two held by an object made at each use, even with every call inlined.
// Declared inline, as member functions defined in their class are: GCC
// inlines a plain function template only when it is small, and the solver's
// node then took 7 % more instructions.
//
// Bit layout: games/fourmation/fourmationboard.h; B is the bitboard type.
#pragma once

#include "core/games/fourmation/fourmationbitgeometry.h"

namespace quatre::fourmation_handover {

// Where the opponent may play after the side to move (cubes `own`) puts a
// cube on `move` (bit index `at`); 0 means the game is drawn there.
template <class B, int N>
inline B repliesAfter(const FourMationBitGeometry<B, N> &geometry, bool officialRule, B move, int at, B own, B empty)
{
    const B emptyAfter = empty & ~move;
    const B replies = geometry.neighbours(at) & emptyAfter;
    if (replies || !officialRule)
        return replies;
    return geometry.around(own | move) & emptyAfter;
}

// The moves of `legal` that do not hand over. A move hands over when one of
// the opponent's winning cells is among its next cells, the free cells
// around it: as theirWins are free cells, when it is next to one
// (adjacentTo()). Only a move with no free cell around it sends the
// opponent elsewhere: under the official rule next to any of our cubes
// (repliesAfter() says where), under the draw-when-stuck rule nowhere.
template <class B, int N>
inline B safeMoves(const FourMationBitGeometry<B, N> &geometry, bool officialRule, B legal, B own, B empty, B theirWins)
{
    B safe = legal & ~geometry.adjacentTo(theirWins);
    if (officialRule && theirWins) {
        for (B rest = safe & ~geometry.adjacentTo(empty); rest; rest &= rest - 1) {
            const B move = rest & (~rest + 1);
            if (repliesAfter(geometry, officialRule, move, fourmation_bits::lowestBit(move), own, empty) & theirWins)
                safe &= ~move;
        }
    }
    return safe;
}

// Whether the opponent (cubes `opp`) must hand us a win after our safe
// `move` (`wins`: our winning cells once it is played): it has somewhere to
// go, and wherever it goes our next cells hold one of `wins`. `replies` are
// the opponent's cells after it (repliesAfter()) and `nextToWins`
// adjacentTo(wins), which the caller has at hand.
template <class B, int N>
inline bool forcesHandOver(const FourMationBitGeometry<B, N> &geometry, bool officialRule, B move, B replies, B opp,
                           B empty, B wins, B nextToWins)
{
    if (!replies)
        return false;
    // A reply with one of `wins` (free cells) next to it hands us a win.
    // One without sends us elsewhere only when it has no free cell around
    // it, under the official rule, where repliesAfter() says.
    const B escapes = replies & ~nextToWins;
    if (escapes && !officialRule)
        return false;
    for (B rest = escapes; rest; rest &= rest - 1) {
        const B reply = rest & (~rest + 1);
        // Our cells after it, as the opponent's repliesAfter() sees them.
        if (!(repliesAfter(geometry, officialRule, reply, fourmation_bits::lowestBit(reply), opp, empty & ~move)
              & wins))
            return false;
    }
    return true;
}

// Whether, after our safe `move` (our winning cells then `ourWins`), the
// opponent has a reply that does not hand us a win and after which we must
// hand it one: forcesHandOver() with the sides swapped.
template <class B, int N>
inline bool opponentForces(const FourMationBitGeometry<B, N> &geometry, bool officialRule, B move, B own, B opp,
                           B empty, B ourWins)
{
    using fourmation_bits::lowestBit;
    const B emptyAfterMove = empty & ~move;
    const B replies = repliesAfter(geometry, officialRule, move, lowestBit(move), own, empty);
    for (B rest = replies; rest; rest &= rest - 1) {
        const B reply = rest & (~rest + 1);
        // Our cells after it, as the opponent's repliesAfter() sees them.
        const B ourReplies = repliesAfter(geometry, officialRule, reply, lowestBit(reply), opp, emptyAfterMove);
        if (ourReplies & ourWins)
            continue; // hands us a win
        const B theirWins = geometry.winningCells(opp | reply, ~emptyAfterMove | reply);
        if (theirWins
            && forcesHandOver(geometry, officialRule, reply, ourReplies, own | move, emptyAfterMove, theirWins,
                              geometry.adjacentTo(theirWins)))
            return true;
    }
    return false;
}

} // namespace quatre::fourmation_handover
