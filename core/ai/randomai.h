// Level 1: a uniformly random legal move, from a seeded generator so that a
// match replays exactly.
#pragma once

#include "core/ai/ai.h"

#include <random>

namespace quatre {

class RandomAi final : public Ai {
public:
    explicit RandomAi(const AiConfig &config)
        : Ai(config)
        , m_random(config.seed)
    {}
    AiDecision chooseMove(const Game &game, SearchControl &control) override;

private:
    std::mt19937_64 m_random;
};

} // namespace quatre
