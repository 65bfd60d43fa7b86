#include "core/solver/connectfourperfectai.h"

#include "core/ai/searchais.h"
#include "core/solver/exactchoice.h"
#include "core/solver/exactorexpert.h"
#include "core/games/connectfour/connectfourevaluation.h"
#include "core/solver/connectfourbook.h"

#include <cassert>

namespace quatre {

ConnectFourPerfectAi::ConnectFourPerfectAi(const AiConfig &config)
    : m_config(config)
{
}

ConnectFourPerfectAi::~ConnectFourPerfectAi() = default;

AiDecision ConnectFourPerfectAi::chooseMove(const Game &game, SearchControl &control)
{
    assert(game.kind() == GameKind::ConnectFour && !game.isOver());
    const auto &board = static_cast<const ConnectFour &>(game);
    using Clock = std::chrono::steady_clock;

    // The opening book first: its positions are the ones the solver cannot
    // finish within a move's budget.
    if (const std::shared_ptr<const ConnectFourBook> book = ConnectFourBook::installed()) {
        if (const auto choice = book->find(board))
            return exactDecision(board, choice->move, choice->score, ConnectFourSolver::verdictOf(board, choice->score), 0);
    }
    if (!m_fallback) {
        AiConfig expert = m_config;
        expert.level = AiLevel::Expert;
        expert.maxDepth = 0;
        m_fallback = std::make_unique<ExpertAi<ConnectFour, ConnectFourExpertTraits>>(expert);
    }
    const auto solveExactly = [&](Clock::time_point deadline) -> std::optional<AiDecision> {
        // Made here, while Expert already searches: a first table takes a few
        // milliseconds to allocate.
        if (!m_solver || m_solver->rows() != board.rows() || m_solver->columns() != board.columns())
            m_solver = std::make_unique<ConnectFourSolver>(board.rows(), board.columns());
        const std::uint64_t nodesBefore = m_solver->nodes();
        const auto choice = m_solver->bestMove(board, &control, deadline);
        if (!choice)
            return std::nullopt;
        return exactDecision(board, choice->move, choice->score, ConnectFourSolver::verdictOf(board, choice->score),
                             m_solver->nodes() - nodesBefore);
    };
    return exactOrExpert(board, control, m_config.budget, *m_fallback, solveExactly);
}

} // namespace quatre
