// Level 5, Perfect, for any game with an exact solver: the opening book's
// move where the game has one, else the solver's wherever it reaches the end
// of the game within the time budget, and Expert's ("not sure") where neither
// does. The solver and Expert search side by side (see exactorexpert.h).
//
// What differs between the games is in a small traits class:
//
//     struct Traits {
//         using Game = ...;    // the concrete game
//         using Solver = ...;  // its exact solver
//         // The book's decision for `game`, or nullopt.
//         static std::optional<AiDecision> fromBook(const Game &game);
//         // True where the position is left to Expert alone (no exact answer wanted).
//         static bool leftToExpert(const Game &game);
//         static std::unique_ptr<Ai> makeExpert(const AiConfig &config);
//         // Whether `solver` was made for this board and rule; a new one for `game`.
//         static bool fits(const Solver &solver, const Game &game);
//         static std::unique_ptr<Solver> makeSolver(const Game &game);
//         // How long Expert searches beside the solver, at most `budget` (see exactorexpert.h).
//         static std::chrono::milliseconds expertTime(const Game &game, std::chrono::milliseconds budget);
//         // The exact decision (its `nodes` left to the caller) on up to `threads` threads, or
//         // nullopt when stopped.
//         static std::optional<AiDecision> solve(Solver &solver, const Game &game, SearchControl &control,
//                                                std::chrono::steady_clock::time_point deadline, int threads);
//     };
#pragma once

#include "core/ai/ai.h"
#include "core/solver/exactorexpert.h"

#include <cassert>
#include <memory>
#include <optional>

namespace quatre {

template <class Traits>
class PerfectAi final : public Ai {
public:
    explicit PerfectAi(const AiConfig &config)
        : Ai(config)
    {}
    void setBudget(std::chrono::milliseconds budget) override
    {
        keepBudget(budget);
        if (m_expert)
            m_expert->setBudget(budget);
    }

    // `exact` in the decision says whether the answer is proven: the book's
    // or the solver's (its score in the solver's convention), or now and then
    // Expert's, when its search reached the end of every line (its score in
    // Expert's units). The verdict is the same form for all.
    AiDecision chooseMove(const Game &game, SearchControl &control) override
    {
        assert(dynamic_cast<const typename Traits::Game *>(&game) && !game.isOver());
        const auto &position = static_cast<const typename Traits::Game &>(game);
        // The book first: its positions are the ones the solver cannot finish
        // within a move's budget.
        if (std::optional<AiDecision> fromBook = Traits::fromBook(position))
            return *fromBook;
        if (!m_expert) {
            AiConfig expert = config();
            expert.level = AiLevel::Expert;
            expert.maxDepth = 0;
            m_expert = Traits::makeExpert(expert);
        }
        if (Traits::leftToExpert(position)) {
            AiDecision decision = m_expert->chooseMove(position, control);
            decision.exact = false;
            decision.verdict.reset();
            return decision;
        }
        // Of the first call: an answer of the second call (on every core,
        // see exactorexpert.h) counts the nodes of both.
        std::optional<std::uint64_t> nodesBefore;
        const auto solveExactly = [&](std::chrono::steady_clock::time_point deadline,
                                      int threads) -> std::optional<AiDecision> {
            // Made here, while Expert already searches: a first table takes a
            // few milliseconds to allocate. Kept between moves: its table's
            // results stay true for every later position of the game.
            if (!m_solver || !Traits::fits(*m_solver, position))
                m_solver = Traits::makeSolver(position);
            if (!nodesBefore)
                nodesBefore = m_solver->nodes();
            std::optional<AiDecision> decision = Traits::solve(*m_solver, position, control, deadline, threads);
            if (decision)
                decision->nodes = m_solver->nodes() - *nodesBefore;
            return decision;
        };
        return exactOrExpert(position, control, config().budget, *m_expert, solveExactly,
                             Traits::expertTime(position, config().budget));
    }

private:
    std::unique_ptr<typename Traits::Solver> m_solver;
    std::unique_ptr<Ai> m_expert;
};

} // namespace quatre
