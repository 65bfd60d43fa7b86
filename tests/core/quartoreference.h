// Test support for Quarto's solver: the slow, obvious searches its answers are
// checked against, and seeded random positions to check them on.
#pragma once

#include "core/games/quarto/quarto.h"

#include <algorithm>
#include <cstdint>
#include <random>
#include <unordered_map>
#include <vector>

namespace quatre::testing {

// Whole-tree negamax in the solver's score convention (quartosolver.h), each
// position's value remembered by its hash (one position per memo): no
// pruning, no ordering, nothing clever. A finished game was won by the player
// who just moved.
inline int referenceScore(Quarto &g, std::unordered_map<std::uint64_t, int> &memo)
{
    if (g.isOver())
        return winnerOf(g.outcome()) < 0 ? 0 : -(g.emptySquareCount() + 1);
    if (auto it = memo.find(g.hash()); it != memo.end())
        return it->second;
    int best = -1000;
    for (Move m : g.legalMoves()) {
        g.play(m);
        best = std::max(best, -referenceScore(g, memo));
        g.undo();
    }
    memo[g.hash()] = best;
    return best;
}

inline int referenceScore(Quarto g)
{
    std::unordered_map<std::uint64_t, int> memo;
    return referenceScore(g, memo);
}

// Only the sign, with a cut on the first win: fast enough for 9 empty squares.
inline int referenceSign(Quarto &g, std::unordered_map<std::uint64_t, int> &memo)
{
    if (g.isOver())
        return winnerOf(g.outcome()) < 0 ? 0 : -1;
    if (auto it = memo.find(g.hash()); it != memo.end())
        return it->second;
    int best = -1;
    for (Move m : g.legalMoves()) {
        g.play(m);
        best = std::max(best, -referenceSign(g, memo));
        g.undo();
        if (best == 1)
            break;
    }
    memo[g.hash()] = best;
    return best;
}

inline int referenceSign(Quarto g)
{
    std::unordered_map<std::uint64_t, int> memo;
    return referenceSign(g, memo);
}

// True if `m` lets the opponent win with their next placement.
inline bool handsOverAWin(Quarto g, Move m)
{
    g.play(m);
    return !g.isOver() && ((g.winningPieces() >> g.pieceInHand()) & 1u);
}

// Positions with `empty` empty squares, reached by seeded random play that
// neither wins nor hands over a win while it can avoid it, so that the
// positions are not all decided at once.
inline std::vector<Quarto> randomPositions(int count, std::uint64_t seed, int minEmpty, int maxEmpty, bool squareRule)
{
    std::mt19937_64 random(seed);
    std::vector<Quarto> positions;
    while (static_cast<int>(positions.size()) < count) {
        const int empty = minEmpty + static_cast<int>(random() % static_cast<std::uint64_t>(maxEmpty - minEmpty + 1));
        Quarto g(squareRule);
        g.play(Quarto::firstMove(static_cast<Piece>(random() % kPieceCount)));
        bool ok = true;
        while (ok && g.emptySquareCount() > empty) {
            std::vector<Move> quiet;
            for (Move m : g.legalMoves())
                if (Quarto::pieceGivenBy(m) != Quarto::kNoGive && !handsOverAWin(g, m))
                    quiet.push_back(m);
            ok = !quiet.empty();
            if (ok)
                g.play(quiet[random() % quiet.size()]);
        }
        if (ok && !g.isOver())
            positions.push_back(g);
    }
    return positions;
}

} // namespace quatre::testing
