// The exact score of a Quarto position with four empty squares, found without
// a search: for the Quarto solver, whose nodes of four empty squares (with
// their subtrees) took more than two fifths of its time.
//
// The four pieces left (the one in hand and three others) fill the four squares
// in one of 24 ways, and each way is reached in one of the 6 orders of the three
// others. Which lines of four a filling makes depends on the filling alone; who
// wins depends on when the first of them is completed, that is on the order.
// So the game's tree over the 144 endings is folded on bit masks over the 24
// fillings, a mask a question, with no move made.
#pragma once

#include "core/games/quarto/quartolines.h"
#include "core/games/quarto/quartopiece.h"

#include <array>

namespace quatre {

struct QuartoLastFour {
    // The position: for each attribute the squares whose piece has its bit
    // set, the occupied squares (all but four), the piece in hand and the
    // three pieces left besides it. `lineCount`: the rule's lines, a prefix of
    // kQuartoLines. Precondition (the solver's invariant): the piece in hand
    // does not win at once.
    QuartoLastFour(const std::array<SquareSet, kAttributeCount> &attribute, SquareSet occupied, Piece hand,
                   PieceSet remaining, int lineCount);

    // The score in the solver's convention (quartosolver.h), fail-soft within
    // the window (alpha, beta): exact inside it, else a bound beyond it.
    int score(int alpha, int beta) const;
    // Whether the score is at least `threshold` (-1, 0 or 2: the scores a
    // position of four empty squares can have are -3, -1, 0 and 2).
    bool scoreAtLeast(int threshold) const;

private:
    // Bit masks over the 24 fillings (see the .cpp): those with a line of
    // four; those with one whose empty squares hold only pieces other than
    // the k-th (completed by the third placement at the latest, whichever the
    // last piece is); those with one whose empty squares hold only the hand and
    // the k-th (completed by the second placement). Index k is 1..3.
    unsigned m_anyLine = 0;
    std::array<unsigned, 4> m_lineWithout{};
    std::array<unsigned, 4> m_lineOfHandAnd{};
};

} // namespace quatre
