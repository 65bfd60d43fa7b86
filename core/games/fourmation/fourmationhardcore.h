// 4Mation's own "hardcore" level, after the second-level bot of the original
// Prolog program, which says which of its three strategies chose each move:
//   1. block the opponent's winning cell            -> MoveReason::Block  ("Too easy m8.")
//   2. a bounded search finds a forced win          -> MoveReason::Search ("Careful. I've got everything under
//   control.")
//   3. otherwise the greedy cell weight             -> MoveReason::Greedy ("I'm tired of thinking. I'll just go with
//   the most obvious one.")
// A win at once is a forced win the search finds at its first depth, so it is
// tried before blocking (the original bot would otherwise block instead of
// winning) and reported as Search. The greedy step skips the cells that hand
// the opponent a win at once whenever another cell exists: the search has
// just looked at them.
//
// The original limited its search by a count of steps (1000 iterations, to answer
// within ~2 s); here it is limited by the number of own moves and a node
// budget, never by the clock, so the bot plays the same move on every machine.
#pragma once

#include "core/ai/ai.h"
#include "core/games/fourmation/fourmation.h"

#include <cstdint>

namespace quatre {

// The settings show a time budget for it, as for Expert, although its search
// is bounded by moves and nodes alone.
inline constexpr AiLevel kHardcoreLevel{"hardcore", LevelTuning::Budget};

struct ForcedWinLimits {
    int maxOwnMoves = 4; // wins within 2 * maxOwnMoves - 1 plies
    std::uint64_t nodeBudget = 300'000; // positions expanded over all depths
};

struct ForcedWin {
    Move move = kNoMove; // kNoMove: none found within the limits
    int ownMoves = 0; // the win comes with the side to move's ownMoves-th cube
    std::uint64_t nodes = 0;
};

// The first move (shortest win first, then cell order) with which the side to
// move wins whatever the opponent replies, within the limits; stops early if
// `control` is cancelled. Precondition: the game is not over.
ForcedWin findForcedWin(const FourMation &game, const ForcedWinLimits &limits, const SearchControl *control = nullptr);

class FourMationHardcoreAi final : public Ai {
public:
    explicit FourMationHardcoreAi(const AiConfig &config)
        : Ai(config)
    {}
    AiDecision chooseMove(const Game &game, SearchControl &control) override;
};

} // namespace quatre
