#include "core/solver/quartoperfectai.h"

#include "core/games/quarto/quartoevaluation.h"
#include "core/games/quarto/quartoexpert.h"
#include "core/solver/exactorexpert.h"

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
    if (!m_fallback) {
        AiConfig expert = m_config;
        expert.level = AiLevel::Expert;
        expert.maxDepth = 0;
        m_fallback = std::make_unique<QuartoExpertAi>(expert);
    }
    // The opening give is left to Expert: every piece is as good as any other
    // (a flip of attributes maps one to another), but the value of the whole
    // game is far beyond any budget.
    if (quarto.pieceInHand() == kNoPiece) {
        AiDecision d = m_fallback->chooseMove(quarto, control);
        d.exact = false;
        d.verdict.reset();
        return d;
    }
    const auto solveExactly = [&](std::chrono::steady_clock::time_point deadline) -> std::optional<AiDecision> {
        // Made here, while Expert already searches: a first table takes a few
        // milliseconds to allocate.
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
        const std::uint64_t nodesBefore = m_solver->nodes();
        const auto best = m_solver->firstBestMove(quarto, preference, &control, deadline);
        if (!best)
            return std::nullopt;
        AiDecision d;
        d.exact = true;
        d.reason = MoveReason::Search;
        d.nodes = m_solver->nodes() - nodesBefore;
        d.depth = quarto.pliesLeftAtMost();
        d.score = best->score;
        d.verdict = QuartoSolver::verdictOf(quarto, best->score);
        d.move = best->moves.front();
        return d;
    };
    return exactOrExpert(quarto, control, m_config.budget, *m_fallback, solveExactly);
}

} // namespace quatre
