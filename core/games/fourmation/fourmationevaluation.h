// Heuristic values of 4Mation positions, and the traits that plug 4Mation
// into the generic searches (ai/alphabeta.h): level 3 (Minimax) and level 4
// (Expert).
#pragma once

#include "core/games/fourmation/fourmation.h"

#include <vector>

namespace quatre {

// Every line of four cells of an N x N board, in all four directions.
struct FourMationWindows {
    std::vector<CellSet> fours;

    // Built once per board size and shared (thread-safe static initialisation).
    static const FourMationWindows &forSize(int size);
};

// Connect Four's window evaluation, as DESIGN.md asks for 4Mation: over each line of four
// cells holding cubes of one colour only, +1/+2/+3 for one/two/three of the
// side to move's cubes and minus the same for the opponent's.
int evaluateWindows(const FourMation &game);

// Expert's evaluation: the windows, plus the winning cells each side holds
// (free cells that would complete four) and the free cells next to them,
// which the other side can never safely play on (the adjacency rule would
// give the winning cell away). Those squeeze the opponent's choices, which is
// how 4Mation games are won.
int evaluateThreats(const FourMation &game);

struct FourMationTraits {
    static int evaluate(const FourMation &game) { return evaluateWindows(game); }
    // Winning cells first, cells that hand the opponent a win last, and in
    // between the cells that make the most winning cells or block one.
    static void orderMoves(const FourMation &game, std::vector<Move> &moves);
    static Move immediateWin(const FourMation &game);
};

struct FourMationExpertTraits : FourMationTraits {
    static int evaluate(const FourMation &game) { return evaluateThreats(game); }
};

} // namespace quatre
