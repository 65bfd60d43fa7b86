#include "core/games/connectfour/connectfourgreedy.h"

#include <cassert>

namespace quatre {

int longestRunThrough(const ConnectFour &game, int column)
{
    const Cell landing = game.landingCell(column);
    const int me = game.sideToMove();
    const int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    int longest = 1;
    for (const auto &d : directions) {
        int run = 1;
        for (int sign : {1, -1}) {
            Cell c{landing.row + sign * d[0], landing.column + sign * d[1]};
            while (c.row >= 0 && c.row < game.rows() && c.column >= 0 && c.column < game.columns()
                   && game.discAt(c) == me) {
                ++run;
                c = {c.row + sign * d[0], c.column + sign * d[1]};
            }
        }
        longest = std::max(longest, run);
    }
    return longest;
}

AiDecision ConnectFourGreedyAi::chooseMove(const Game &game, SearchControl &)
{
    assert(dynamic_cast<const ConnectFour *>(&game));
    const auto &board = static_cast<const ConnectFour &>(game);
    const std::vector<Move> moves = board.legalMoves();
    AiDecision decision;
    decision.reason = MoveReason::Greedy;
    decision.nodes = moves.size();
    for (Move c : moves) {
        if (board.isWinningMove(c)) {
            decision.move = c;
            decision.reason = MoveReason::ImmediateWin;
            return decision;
        }
    }
    // Would the opponent win by dropping in c? Ask the position with a pass:
    // the opponent's discs are allDiscs ^ currentDiscs.
    const BitboardLayout &layout = board.layout();
    const Bits opponent = board.allDiscs() ^ board.currentDiscs();
    for (Move c : moves) {
        const Bits landing = (board.allDiscs() + layout.bottomBit(c)) & layout.columnMask(c);
        if (layout.hasFour(opponent | landing)) {
            decision.move = c;
            decision.reason = MoveReason::Block;
            return decision;
        }
    }
    int bestRun = 0;
    for (Move c : moves) {
        const int run = longestRunThrough(board, c);
        if (run > bestRun) {
            bestRun = run;
            decision.move = c;
        }
    }
    decision.score = bestRun;
    return decision;
}

} // namespace quatre
