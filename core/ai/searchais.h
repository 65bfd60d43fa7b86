// Levels 3 (Minimax) and 4 (Expert) for any game with search traits (see
// alphabeta.h). The game is passed as the abstract Game and checked to be G.
#pragma once

#include "core/ai/alphabeta.h"

#include <cassert>

namespace quatre {

// Level 3: the seeds' plain depth-limited minimax. Alpha-beta without move
// ordering or a table visits the moves in the same order and keeps the first
// of equal scores, so it returns exactly the move plain minimax returns, only
// sooner. A win is worth 1000 at the horizon and a little more when sooner.
template <class G, class Traits>
class MinimaxAi final : public Ai {
public:
    explicit MinimaxAi(const AiConfig &config)
        : Ai(config)
    {}

    static AlphaBetaOptions options(int depth)
    {
        AlphaBetaOptions o;
        o.winScore = 1000 + depth;
        o.useTranspositions = false;
        o.orderMoves = false;
        o.shortcutImmediateWins = false;
        return o;
    }

    AiDecision chooseMove(const Game &game, SearchControl &control) override
    {
        assert(dynamic_cast<const G *>(&game));
        const int depth = std::clamp(config().depth, AiConfig::kMinDepth, AiConfig::kMaxDepth);
        AlphaBeta<G, Traits> search(options(depth));
        search.setControl(&control, std::nullopt);
        AiDecision decision;
        const auto result = search.searchDepth(static_cast<const G &>(game), depth);
        decision.nodes = search.nodes();
        decision.depth = depth;
        if (!result) {
            decision.cancelled = true;
            return decision;
        }
        decision.move = result->move;
        decision.score = result->score;
        decision.reason = MoveReason::Search;
        return decision;
    }
};

// Level 4: negamax with alpha-beta, move ordering, a transposition table and
// iterative deepening until the time budget runs out (or a depth cap, which
// makes it deterministic for tests and matches).
template <class G, class Traits>
class ExpertAi final : public Ai {
public:
    explicit ExpertAi(const AiConfig &config)
        : Ai(config)
        , m_search(AlphaBetaOptions{})
    {}
    void setBudget(std::chrono::milliseconds budget) override { keepBudget(budget); }

    AiDecision chooseMove(const Game &game, SearchControl &control) override
    {
        assert(dynamic_cast<const G *>(&game));
        const G &g = static_cast<const G &>(game);
        if (const Move win = Traits::immediateWin(g); win != kNoMove) {
            AiDecision d;
            d.move = win;
            d.score = AlphaBetaOptions{}.winScore - 1;
            d.exact = true;
            d.verdict = Verdict{1, 1};
            d.depth = 1;
            d.reason = MoveReason::ImmediateWin;
            return d;
        }
        const int cap = config().maxDepth > 0 ? config().maxDepth : 64;
        std::optional<std::chrono::steady_clock::time_point> deadline;
        if (config().maxDepth <= 0)
            deadline = std::chrono::steady_clock::now() + config().budget;
        AiDecision d = m_search.iterate(g, cap, deadline, control);
        d.reason = MoveReason::Search;
        return d;
    }

private:
    // Kept between moves: the table's entries from the previous search still
    // hold for the positions that follow.
    AlphaBeta<G, Traits> m_search;
};

} // namespace quatre
