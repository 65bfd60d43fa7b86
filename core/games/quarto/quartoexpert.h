// Level 4 for Quarto: the generic Expert search (alpha-beta, transposition
// table, iterative deepening; QuartoExpertTraits prune the gives that lose at
// once), with two Quarto facts on top that keep it fast:
//  - the opening give needs no search: flipping attributes maps any piece to
//    any other and preserves every line, so all sixteen gives are equal;
//  - the game tree shrinks steeply: with at most kExactSolveEmptySquares
//    empty squares the whole rest of the game is searched in milliseconds, so
//    there a depth cap (expert:dN) is lifted and the move is exact. Above it
//    the cap holds, which keeps capped play deterministic and a 20-game ladder
//    within seconds. Without a cap the time budget governs as usual.
#pragma once

#include "core/ai/searchais.h"
#include "core/games/quarto/quartoevaluation.h"

#include <memory>
#include <random>

namespace quatre {

class QuartoExpertAi final : public Ai {
public:
    static constexpr int kExactSolveEmptySquares = 9;

    explicit QuartoExpertAi(const AiConfig &config);
    void setBudget(std::chrono::milliseconds budget) override;
    AiDecision chooseMove(const Game &game, SearchControl &control) override;

private:
    static AiConfig exactConfig(const AiConfig &config);

    ExpertAi<Quarto, QuartoExpertTraits> m_capped; // as configured
    // The same with no cap short of the end; made on first use, as only capped
    // configurations need it and each engine owns a sizeable table.
    std::unique_ptr<ExpertAi<Quarto, QuartoExpertTraits>> m_exact;
    std::mt19937_64 m_random;
};

} // namespace quatre
