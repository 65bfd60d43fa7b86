#include "solver/quartoperfectai.h"

#include "games/quarto/quartoevaluation.h"
#include "games/quarto/quartoexpert.h"

#include <algorithm>
#include <cassert>
#include <utility>
#include <vector>

namespace quatre {

QuartoPerfectAi::QuartoPerfectAi(const AiConfig &config)
    : m_config(config)
{
}

QuartoPerfectAi::~QuartoPerfectAi() = default;

AiDecision QuartoPerfectAi::chooseMove(const Game &game, SearchControl &control)
{
    assert(game.kind() == GameKind::Quarto && !game.isOver());
    const auto &quarto = static_cast<const Quarto &>(game);
    using Clock = std::chrono::steady_clock;
    const Clock::time_point start = Clock::now();

    // The opening give is left to Expert: every piece is as good as any other
    // (a flip of attributes maps one to another), but the value of the whole
    // game is far beyond any budget.
    if (quarto.pieceInHand() != kNoPiece) {
        if (!m_solver || m_solver->squareRule() != quarto.squareRule())
            m_solver = std::make_unique<QuartoSolver>(quarto.squareRule());
        // Among moves of equal value, the one Expert's evaluation likes best:
        // among draws it keeps the most chances for the opponent to err. So
        // the moves are tried in that order and the first that keeps the
        // exact value is played.
        std::vector<std::pair<int, Move>> ranked;
        for (Move m : quarto.legalMoves()) {
            Quarto after = quarto;
            after.play(m);
            ranked.emplace_back(after.isOver() ? 0 : evaluateSeed002(after), m);
        }
        std::stable_sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        std::vector<Move> preference;
        for (const auto &[value, m] : ranked)
            preference.push_back(m);
        // Half the budget for the exact answer; if it is not there by then,
        // the rest goes to the heuristic search.
        const std::uint64_t nodesBefore = m_solver->nodes();
        const auto best = m_solver->firstBestMove(quarto, preference, &control, start + m_config.budget / 2);
        if (best) {
            AiDecision d;
            d.exact = true;
            d.reason = MoveReason::Search;
            d.nodes = m_solver->nodes() - nodesBefore;
            d.depth = quarto.pliesLeftAtMost();
            d.score = best->score;
            d.verdict = QuartoSolver::verdictOf(quarto, best->score);
            d.move = best->moves.front();
            return d;
        }
        if (control.isCancelled()) {
            AiDecision d;
            d.cancelled = true;
            return d;
        }
    }
    AiConfig expert = m_config;
    expert.level = AiLevel::Expert;
    expert.maxDepth = 0;
    expert.budget = std::max(std::chrono::milliseconds(1),
                             std::chrono::duration_cast<std::chrono::milliseconds>(start + m_config.budget - Clock::now()));
    if (!m_fallback || m_fallback->config() != expert)
        m_fallback = std::make_unique<QuartoExpertAi>(expert);
    AiDecision d = m_fallback->chooseMove(quarto, control);
    d.exact = d.exact && d.depth >= quarto.pliesLeftAtMost();
    if (!d.exact)
        d.verdict.reset();
    return d;
}

} // namespace quatre
