// Level 5 for 4Mation: exact play from the opening table (fourmationbook.h)
// or wherever the solver reaches the end of the game within the time budget,
// Expert (searching beside it, see exactorexpert.h; "not sure") where neither
// does.
#pragma once

#include "core/ai/ai.h"
#include "core/solver/fourmationsolver.h"

#include <memory>

namespace quatre {

class FourMationPerfectAi final : public Ai {
public:
    explicit FourMationPerfectAi(const AiConfig &config);
    ~FourMationPerfectAi() override;
    const AiConfig &config() const override { return m_config; }

    // `exact` in the decision says whether the answer is proven: the
    // solver's (its score in the solver's convention, see fourmationsolver.h), or
    // now and then Expert's, when its search reached the end of every line
    // (its score in Expert's units). The verdict is the same form for both.
    AiDecision chooseMove(const Game &game, SearchControl &control) override;

private:
    AiConfig m_config;
    // Made on first use for the board size and rule met, and kept between
    // moves: its table's results stay true for every later position.
    std::unique_ptr<FourMationSolver> m_solver;
    std::unique_ptr<Ai> m_fallback;
};

} // namespace quatre
