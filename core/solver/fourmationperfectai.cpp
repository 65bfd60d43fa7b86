#include "solver/fourmationperfectai.h"

#include "ai/searchais.h"
#include "solver/exactchoice.h"
#include "games/fourmation/fourmationevaluation.h"
#include "solver/fourmationbook.h"

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
    const Clock::time_point start = Clock::now();

    // The opening table first: the first plies are the ones the solver
    // cannot finish within a move's budget.
    if (const std::shared_ptr<const FourMationBook> book = FourMationBook::installed(board.size(), board.officialRule())) {
        if (const auto choice = book->find(board))
            return exactDecision(board, choice->move, choice->score, FourMationSolver::verdictOf(board, choice->score), 0);
    }
    if (!m_solver || m_solver->size() != board.size() || m_solver->officialRule() != board.officialRule())
        m_solver = std::make_unique<FourMationSolver>(board.size(), board.officialRule());
    // Half the budget for the exact answer; if it is not there by then, the
    // rest goes to the heuristic search.
    const auto solverDeadline = start + m_config.budget / 2;
    const std::uint64_t nodesBefore = m_solver->nodes();
    if (const auto choice = m_solver->bestMove(board, &control, solverDeadline))
        return exactDecision(board, choice->move, choice->score, FourMationSolver::verdictOf(board, choice->score),
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
        m_fallback = std::make_unique<ExpertAi<FourMation, FourMationExpertTraits>>(expert);
    AiDecision d = m_fallback->chooseMove(board, control);
    d.exact = false;
    d.verdict.reset();
    return d;
}

} // namespace quatre
