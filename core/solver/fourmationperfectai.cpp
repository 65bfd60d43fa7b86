#include "core/solver/fourmationperfectai.h"

#include "core/ai/searchais.h"
#include "core/solver/exactchoice.h"
#include "core/solver/exactorexpert.h"
#include "core/games/fourmation/fourmationevaluation.h"
#include "core/solver/fourmationbook.h"

#include <cassert>

namespace quatre {

FourMationPerfectAi::FourMationPerfectAi(const AiConfig &config)
    : m_config(config)
{
}

FourMationPerfectAi::~FourMationPerfectAi() = default;

AiDecision FourMationPerfectAi::chooseMove(const Game &game, SearchControl &control)
{
    assert(game.kind() == GameKind::FourMation && !game.isOver());
    const auto &board = static_cast<const FourMation &>(game);
    using Clock = std::chrono::steady_clock;

    // The opening table first: the first plies are the ones the solver
    // cannot finish within a move's budget.
    if (const std::shared_ptr<const FourMationBook> book = FourMationBook::installed(board.size(), board.officialRule())) {
        if (const auto choice = book->find(board))
            return exactDecision(board, choice->move, choice->score, FourMationSolver::verdictOf(board, choice->score), 0);
    }
    if (!m_fallback) {
        AiConfig expert = m_config;
        expert.level = AiLevel::Expert;
        expert.maxDepth = 0;
        m_fallback = std::make_unique<ExpertAi<FourMation, FourMationExpertTraits>>(expert);
    }
    const auto solveExactly = [&](Clock::time_point deadline) -> std::optional<AiDecision> {
        // Made here, while Expert already searches: a first table takes a few
        // milliseconds to allocate.
        if (!m_solver || m_solver->size() != board.size() || m_solver->officialRule() != board.officialRule())
            m_solver = std::make_unique<FourMationSolver>(board.size(), board.officialRule());
        const std::uint64_t nodesBefore = m_solver->nodes();
        const auto choice = m_solver->bestMove(board, &control, deadline);
        if (!choice)
            return std::nullopt;
        return exactDecision(board, choice->move, choice->score, FourMationSolver::verdictOf(board, choice->score),
                             m_solver->nodes() - nodesBefore);
    };
    return exactOrExpert(board, control, m_config.budget, *m_fallback, solveExactly);
}

} // namespace quatre
