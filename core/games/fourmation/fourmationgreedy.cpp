#include "core/games/fourmation/fourmationgreedy.h"

#include "core/games/fourmation/fourmationtactics.h"

#include <algorithm>
#include <cassert>

namespace quatre {

int greedyWeight(const FourMationGeometry &geometry, CellSet own, CellSet opponent, Move move)
{
    const int n = geometry.size();
    const int row = move / n, column = move % n;
    const int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    int best = 0;
    for (const auto &d : directions) {
        int weight = 0;
        for (int sign : {1, -1}) {
            int r = row + sign * d[0], c = column + sign * d[1];
            for (; r >= 0 && r < n && c >= 0 && c < n; r += sign * d[0], c += sign * d[1]) {
                const CellSet bit = geometry.bit(r * n + c);
                if (opponent & bit)
                    break;
                weight += (own & bit) ? 2 : 1;
            }
        }
        best = std::max(best, weight);
    }
    return best;
}

int greedyWeight(const FourMation &game, Move move)
{
    const int me = game.sideToMove();
    return greedyWeight(game.geometry(), game.cubes(me), game.cubes(1 - me), move);
}

Move heaviestCell(const FourMation &game, CellSet candidates, int *weight)
{
    Move best = kNoMove;
    int bestWeight = -1;
    for (CellSet rest = candidates; rest != 0; rest &= rest - 1) {
        const Move m = game.geometry().firstMove(rest);
        const int w = greedyWeight(game, m);
        if (w > bestWeight) {
            bestWeight = w;
            best = m;
        }
    }
    if (weight)
        *weight = bestWeight;
    return best;
}

AiDecision FourMationGreedyAi::chooseMove(const Game &game, SearchControl &)
{
    assert(dynamic_cast<const FourMation *>(&game));
    const auto &board = static_cast<const FourMation &>(game);
    AiDecision decision;
    decision.nodes = static_cast<std::uint64_t>(countCells(board.legalCells()));
    if (const Move win = immediateWin(board); win != kNoMove) {
        decision.move = win;
        decision.reason = MoveReason::ImmediateWin;
        return decision;
    }
    if (const Move block = blockingMove(board); block != kNoMove) {
        decision.move = block;
        decision.reason = MoveReason::Block;
        return decision;
    }
    decision.move = heaviestCell(board, board.legalCells(), &decision.score);
    decision.reason = MoveReason::Greedy;
    return decision;
}

} // namespace quatre
