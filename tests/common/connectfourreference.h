// Test support: the exact score of a Connect Four position the slow, obvious
// way, to check the solver and its static bounds against.
#pragma once

#include "core/games/connectfour/connectfour.h"
#include "core/games/connectfour/connectfoursolver.h"

#include <algorithm>
#include <cstdint>
#include <unordered_map>

namespace quatre::testing {

// Negamax over the whole tree, remembering each position's value: no pruning,
// no ordering, nothing clever. Score convention as the solver's. `memo` must
// hold positions of one board size only.
inline int referenceScore(ConnectFour &g, std::unordered_map<std::uint64_t, int> &memo)
{
    const std::uint64_t key = g.hash();
    if (auto it = memo.find(key); it != memo.end())
        return it->second;
    int best = -1000;
    for (Move m : g.legalMoves()) {
        int score;
        if (g.isWinningMove(m)) {
            score = ConnectFourSolver::winScore(g.rows(), g.columns(), g.plyCount() / 2 + 1);
        } else {
            g.play(m);
            score = g.isOver() ? 0 : -referenceScore(g, memo);
            g.undo();
        }
        best = std::max(best, score);
    }
    memo[key] = best;
    return best;
}

} // namespace quatre::testing
