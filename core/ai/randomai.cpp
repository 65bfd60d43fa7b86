#include "core/ai/randomai.h"

namespace quatre {

AiDecision RandomAi::chooseMove(const Game &game, SearchControl &)
{
    const std::vector<Move> moves = game.legalMoves();
    AiDecision decision;
    if (moves.empty())
        return decision;
    std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
    decision.move = moves[pick(m_random)];
    decision.nodes = 1;
    return decision;
}

} // namespace quatre
