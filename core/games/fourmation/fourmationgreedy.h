// Level 2 for 4Mation, as the original game's bot plays: win now if possible; else block
// the opponent's winning cell; else the legal cell of highest weight.
#pragma once

#include "core/ai/ai.h"
#include "core/games/fourmation/fourmation.h"

namespace quatre {

// The original bot's weight of a cell for the side to move: along each of the four
// lines through the cell, walk outwards both ways counting 2 per own cube and
// 1 per empty cell until an opponent cube or the edge; the weight is the best
// line's count (the maximum over the 4 lines, each line summing its two
// directions). The original game's example gives 5 and 6 this way, and it
// speaks of the "maximum weight". Precondition: the cell is empty.
int greedyWeight(const FourMation &game, Move move);
// The same for the player owning `own` against `opponent`, on any cubes.
int greedyWeight(const FourMationGeometry &geometry, CellSet own, CellSet opponent, Move move);

// The legal cell of highest greedyWeight among `candidates` (a subset of the
// legal cells); ties go to the first in cell order (row by row from the top).
Move heaviestCell(const FourMation &game, CellSet candidates, int *weight = nullptr);

class FourMationGreedyAi final : public Ai {
public:
    explicit FourMationGreedyAi(const AiConfig &config)
        : Ai(config)
    {}
    AiDecision chooseMove(const Game &game, SearchControl &control) override;
};

} // namespace quatre
