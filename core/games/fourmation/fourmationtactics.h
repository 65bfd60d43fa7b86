// One-move tactics of 4Mation shared by the AIs: winning at once, blocking the
// opponent's winning cell, and not handing the opponent a win. The adjacency
// rule makes the last one special: the cube placed now decides where the
// opponent may play next, so a cube next to an opponent's winning cell loses
// at once.
#pragma once

#include "core/games/fourmation/fourmation.h"

namespace quatre {

// The free cells where a cube of `seat` would complete four in a line
// (whether or not they can be played now).
inline CellSet winningCellsOf(const FourMation &game, int seat)
{
    return game.geometry().completingCells(game.cubes(seat), game.occupied());
}

// A legal cell that wins at once for the side to move (the first in cell
// order), or kNoMove.
Move immediateWin(const FourMation &game);

// A legal cell where the opponent of the side to move would complete four (the
// first in cell order), or kNoMove: playing there takes that cell away.
Move blockingMove(const FourMation &game);

// True if, after the side to move plays `move` (legal, not itself a win), the
// opponent has a winning cell among its legal cells. `opponentWins` is
// winningCellsOf(game, opponent), passed in so a caller testing every move
// computes it once.
bool handsOverWin(const FourMation &game, Move move, CellSet opponentWins);

} // namespace quatre
