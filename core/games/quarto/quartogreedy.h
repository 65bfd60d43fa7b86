// Level 2 for Quarto: win at once when the piece in hand allows it; otherwise
// place it where the most pieces stay safe to give, and give one of those
// (never a piece the opponent wins with at once, if a safe one exists). Ties
// are broken by the seeded generator, so a match replays exactly.
#pragma once

#include "core/ai/ai.h"
#include "core/games/quarto/quarto.h"

#include <random>

namespace quatre {

class QuartoGreedyAi final : public Ai {
public:
    explicit QuartoGreedyAi(const AiConfig &config)
        : Ai(config)
        , m_random(config.seed)
    {}
    AiDecision chooseMove(const Game &game, SearchControl &control) override;

private:
    std::mt19937_64 m_random;
};

} // namespace quatre
