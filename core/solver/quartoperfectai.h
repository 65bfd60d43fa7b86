// Level 5 for Quarto: exact play wherever the solver reaches the end of the
// game within the time budget, Expert (and "not sure") where it does not.
#pragma once

#include "core/ai/ai.h"
#include "core/solver/quartosolver.h"

#include <memory>

namespace quatre {

class QuartoPerfectAi final : public Ai {
public:
    explicit QuartoPerfectAi(const AiConfig &config);
    ~QuartoPerfectAi() override;
    const AiConfig &config() const override { return m_config; }

    // `exact` in the decision says whether the answer is proven: the
    // solver's (its score in the solver's convention, see quartosolver.h), or
    // now and then Expert's, when its search reached the end of every line
    // (its score in Expert's units). The verdict is the same form for both.
    AiDecision chooseMove(const Game &game, SearchControl &control) override;

private:
    AiConfig m_config;
    // Made on first use for the rule met, and kept between moves: its table's
    // results stay true for every later position of the game.
    std::unique_ptr<QuartoSolver> m_solver;
    std::unique_ptr<Ai> m_fallback;
};

} // namespace quatre
