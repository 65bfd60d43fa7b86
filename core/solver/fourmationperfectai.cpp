#include "solver/fourmationperfectai.h"

#include "ai/searchais.h"
#include "games/fourmation/fourmationevaluation.h"

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

    if (!m_solver || m_solver->size() != board.size() || m_solver->officialRule() != board.officialRule())
        m_solver = std::make_unique<FourMationSolver>(board.size(), board.officialRule());
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
        for (Move m = 0; m < board.size() * board.size(); ++m) {
            const auto &score = (*scores)[static_cast<std::size_t>(m)];
            if (!score)
                continue;
            // Among moves of equal value, the one Expert's evaluation likes
            // best: among draws it keeps the most chances for the opponent to err.
            FourMation after = board;
            after.play(m);
            const int tieBreak = after.isOver() ? 0 : -evaluateThreats(after);
            if (*score > bestScore || (*score == bestScore && tieBreak > bestTieBreak)) {
                bestScore = *score;
                bestTieBreak = tieBreak;
                d.move = m;
            }
        }
        d.score = bestScore;
        d.verdict = FourMationSolver::verdictOf(board, bestScore);
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
        m_fallback = std::make_unique<ExpertAi<FourMation, FourMationExpertTraits>>(expert);
    AiDecision d = m_fallback->chooseMove(board, control);
    d.exact = false;
    d.verdict.reset();
    return d;
}

} // namespace quatre
