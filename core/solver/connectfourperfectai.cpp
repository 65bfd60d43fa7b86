#include "solver/connectfourperfectai.h"

#include "ai/searchais.h"
#include "games/connectfour/connectfourevaluation.h"

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

    if (!m_solver || m_solver->rows() != board.rows() || m_solver->columns() != board.columns())
        m_solver = std::make_unique<ConnectFourSolver>(board.rows(), board.columns());
    // Half the budget for the exact answer; if it is not there by then, the
    // rest goes to the heuristic search.
    const auto solverDeadline = start + m_config.budget / 2;
    const std::uint64_t nodesBefore = m_solver->nodes();
    const auto scores = m_solver->scoreMoves(board, &control, solverDeadline);
    if (scores) {
        AiDecision d;
        d.exact = true;
        d.reason = MoveReason::Search;
        d.nodes = m_solver->nodes() - nodesBefore;
        d.depth = board.pliesLeftAtMost();
        int bestScore = -1000, bestTieBreak = 0;
        for (Move c = 0; c < board.columns(); ++c) {
            const auto &score = (*scores)[static_cast<std::size_t>(c)];
            if (!score)
                continue;
            // Among moves of equal value, the one Expert's evaluation likes
            // best: among draws it keeps the most chances for the opponent to err.
            ConnectFour after = board;
            after.play(c);
            const int tieBreak = after.isOver() ? 0 : -evaluateThreats(after);
            if (*score > bestScore || (*score == bestScore && tieBreak > bestTieBreak)) {
                bestScore = *score;
                bestTieBreak = tieBreak;
                d.move = c;
            }
        }
        d.score = bestScore;
        d.verdict = ConnectFourSolver::verdictOf(board, bestScore);
        return d;
    }
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
