#include "core/games/quarto/quartoexpert.h"

#include <cassert>

namespace quatre {

AiConfig QuartoExpertAi::exactConfig(const AiConfig &config)
{
    AiConfig exact = config;
    exact.maxDepth = kSquareCount + 1; // the longest game: one give, sixteen placements
    return exact;
}

QuartoExpertAi::QuartoExpertAi(const AiConfig &config)
    : Ai(config)
    , m_capped(config)
    , m_random(config.seed)
{}

void QuartoExpertAi::setBudget(std::chrono::milliseconds budget)
{
    keepBudget(budget);
    m_capped.setBudget(budget);
    if (m_exact)
        m_exact->setBudget(budget);
}

AiDecision QuartoExpertAi::chooseMove(const Game &game, SearchControl &control)
{
    assert(dynamic_cast<const Quarto *>(&game));
    const auto &quarto = static_cast<const Quarto &>(game);
    if (quarto.pieceInHand() == kNoPiece) {
        AiDecision d;
        d.move = Quarto::firstMove(static_cast<Piece>(m_random() % kPieceCount));
        d.reason = MoveReason::Search;
        return d;
    }
    const bool capped = config().maxDepth > 0;
    if (capped && quarto.emptySquareCount() <= kExactSolveEmptySquares) {
        if (!m_exact)
            m_exact = std::make_unique<ExpertAi<Quarto, QuartoExpertTraits>>(exactConfig(config()));
        return m_exact->chooseMove(quarto, control);
    }
    return m_capped.chooseMove(quarto, control);
}

} // namespace quatre
