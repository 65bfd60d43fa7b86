// Level 2 for Connect Four, the greedy player of the original terminal game:
// win now if possible; else block the opponent's immediate win; else the
// column that makes the longest run of own discs, ties to the leftmost.
#pragma once

#include "core/ai/ai.h"
#include "core/games/connectfour/connectfour.h"

namespace quatre {

// The longest line of the side to move's discs through the cell a disc dropped
// in `column` would land in, counting that disc. Precondition: column not full.
int longestRunThrough(const ConnectFour &game, int column);

class ConnectFourGreedyAi final : public Ai {
public:
    explicit ConnectFourGreedyAi(const AiConfig &config)
        : Ai(config)
    {}
    AiDecision chooseMove(const Game &game, SearchControl &control) override;
};

} // namespace quatre
