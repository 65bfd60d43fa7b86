#include "solver/connectfourperfectai.h"

#include "ai/searchais.h"
#include "solver/exactchoice.h"
#include "games/connectfour/connectfourevaluation.h"
#include "solver/connectfourbook.h"

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
    const Clock::time_point start = Clock::now();

    // The opening book first: its positions are the ones the solver cannot
    // finish within a move's budget.
    if (const std::shared_ptr<const ConnectFourBook> book = ConnectFourBook::installed()) {
        if (const auto choice = book->find(board))
            return exactDecision(board, choice->move, choice->score, ConnectFourSolver::verdictOf(board, choice->score), 0);
    }
    if (!m_solver || m_solver->rows() != board.rows() || m_solver->columns() != board.columns())
        m_solver = std::make_unique<ConnectFourSolver>(board.rows(), board.columns());
    // Half the budget for the exact answer; if it is not there by then, the
    // rest goes to the heuristic search.
    const auto solverDeadline = start + m_config.budget / 2;
    const std::uint64_t nodesBefore = m_solver->nodes();
    if (const auto choice = m_solver->bestMove(board, &control, solverDeadline))
        return exactDecision(board, choice->move, choice->score, ConnectFourSolver::verdictOf(board, choice->score),
                             m_solver->nodes() - nodesBefore);
    if (control.isCancelled()) {
        AiDecision d;
        d.cancelled = true;
        return d;
    }
    AiConfig expert = m_config;
    expert.level = AiLevel::Expert;
    expert.maxDepth = 0;
    expert.budget = std::max(std::chrono::milliseconds(1),
                             std::chrono::duration_cast<std::chrono::milliseconds>(start + m_config.budget - Clock::now()));
    if (!m_fallback || m_fallback->config() != expert)
        m_fallback = std::make_unique<ExpertAi<ConnectFour, ConnectFourExpertTraits>>(expert);
    AiDecision d = m_fallback->chooseMove(board, control);
    d.exact = d.exact && d.depth >= board.pliesLeftAtMost();
    if (!d.exact)
        d.verdict.reset();
    return d;
}

} // namespace quatre
