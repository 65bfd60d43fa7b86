// What one legal move is worth to the player who makes it: the analysis
// board shows it on the move's place, the review compares the move played
// with the best.
#pragma once

#include "core/ai/ai.h"
#include "core/game.h"

namespace quatre {

struct MoveValue {
    Move move = kNoMove;
    // True when `score` is the game's exact value after the move (from the
    // opening book, the solver, or the end of the game); false when it is the
    // Expert search's estimate, or a bound (atMost).
    bool exact = false;
    // For the player who moves. Exact: in the solver's convention (see the
    // game's solver header; sooner wins are higher, 0 a draw). Estimate: in
    // the Expert evaluation's units, only its sign and order meaning much.
    int score = 0;
    // Exact only: how the game ends after the move with perfect play, the
    // move itself counted among the plies.
    Verdict verdict;
    // Not exact, but a bound the solver proved: the move is worth at most
    // `score` (the solver's convention). Only Analyst::analyse()'s reports of
    // values as they are found hold bounds (a group's other moves, once its
    // best is known), never its result.
    bool atMost = false;

    friend bool operator==(const MoveValue &, const MoveValue &) = default;
};

} // namespace quatre
