// The window evaluation of a Connect Four position, and the traits that plug
// Connect Four into the generic searches (ai/alphabeta.h).
#pragma once

#include "core/games/connectfour/connectfour.h"

#include <vector>

namespace quatre {

// Every line of four cells of a board, and every line of five cells whose
// middle three make an "open three" when both ends are free.
struct ConnectFourWindows {
    struct OpenThree {
        Bits middle; // the three cells that must be one player's
        Bits ends; // the two end cells that must both be playable now
    };
    std::vector<Bits> fours;
    std::vector<OpenThree> openThrees;

    // Built once per board size and shared (thread-safe static initialisation).
    static const ConnectFourWindows &forSize(int rows, int columns);
};

// The window evaluation of the original Haskell program: over each window of four cells holding discs of one colour
// only, +1/+2/+3 for one/two/three of the side to move's discs and minus the same for the opponent's; +500 for each
// open three of the side to move (three in a row with both ends playable now), -500 for each of the opponent's.
int evaluateWindows(const ConnectFour &game);

// The cells where a disc dropped now would land: the playable cells.
Bits playableCells(const ConnectFour &game);

// Expert's evaluation: the same windows (without the open-three bonus, which
// the search sees for itself) plus the threats each side holds: empty cells
// that would complete four. A threat counts double on the rows where it tends
// to decide the game once the board fills up: odd rows (counted from 1 at the
// bottom) for the first player, even rows for the second. The weights were
// chosen by matches against minimax:4.
int evaluateThreats(const ConnectFour &game);

// Levels 3 (seed evaluation) and 4 (threat-aware evaluation) plug in here.
struct ConnectFourTraits {
    static int evaluate(const ConnectFour &game) { return evaluateWindows(game); }
    // Centre columns first: they take part in the most lines.
    static void orderMoves(const ConnectFour &game, std::vector<Move> &moves);
    static Move immediateWin(const ConnectFour &game);
};

struct ConnectFourExpertTraits : ConnectFourTraits {
    static int evaluate(const ConnectFour &game) { return evaluateThreats(game); }
};

} // namespace quatre
