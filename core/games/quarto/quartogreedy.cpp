#include "core/games/quarto/quartogreedy.h"

#include "core/games/quarto/quartoevaluation.h"

#include <bit>
#include <cassert>

namespace quatre {

AiDecision QuartoGreedyAi::chooseMove(const Game &game, SearchControl &)
{
    assert(dynamic_cast<const Quarto *>(&game));
    const auto &quarto = static_cast<const Quarto &>(game);
    AiDecision decision;
    decision.reason = MoveReason::Greedy;
    if (const Move win = quartoImmediateWin(quarto); win != kNoMove) {
        decision.move = win;
        decision.reason = MoveReason::ImmediateWin;
        return decision;
    }
    std::vector<Move> moves = quarto.legalMoves();
    decision.nodes = moves.size();
    if (quarto.pieceInHand() != kNoPiece) {
        const PlacementOutlook outlook(quarto);
        keepSafeGives(outlook, moves);
        // Among the moves left, only those on the squares that keep the most
        // pieces safe to give.
        int mostSafe = -1;
        for (Move m : moves)
            mostSafe = std::max(
                mostSafe, std::popcount(static_cast<unsigned>(outlook.safeGivesAfterPlacing(Quarto::squareOf(m)))));
        std::erase_if(moves, [&](Move m) {
            return std::popcount(static_cast<unsigned>(outlook.safeGivesAfterPlacing(Quarto::squareOf(m)))) < mostSafe;
        });
        decision.score = mostSafe;
    }
    std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
    decision.move = moves[pick(m_random)];
    return decision;
}

} // namespace quatre
