// Test support: the exact score of a 4Mation position the slow, obvious way,
// to check the solver and its static bounds against.
#pragma once

#include "core/games/fourmation/fourmation.h"
#include "core/games/fourmation/fourmationsolver.h"

#include <algorithm>
#include <cstdint>
#include <unordered_map>

namespace quatre::testing {

// Negamax over the whole tree, remembering each position's value: no pruning,
// no ordering, nothing clever. Score convention as the solver's. The game's
// hash covers the cubes and the last cube's cell; one board and rule per memo.
inline int referenceScore(FourMation &g, std::unordered_map<std::uint64_t, int> &memo)
{
    if (auto it = memo.find(g.hash()); it != memo.end())
        return it->second;
    int best = -1000;
    for (Move m : g.legalMoves()) {
        int score;
        if (g.isWinningMove(m)) {
            score = FourMationSolver::winScore(g.size(), g.plyCount() + 1);
        } else {
            g.play(m);
            score = g.isOver() ? 0 : -referenceScore(g, memo); // over without a win: a draw
            g.undo();
        }
        best = std::max(best, score);
    }
    memo[g.hash()] = best;
    return best;
}

} // namespace quatre::testing
