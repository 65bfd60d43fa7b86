// The positions a Connect Four opening book must hold (see perfectlines.h).
#pragma once

#include "core/games/connectfour/connectfoursolver.h"

#include <functional>
#include <optional>

namespace quatre {

// Visits, ply by ply and each position once (a position and its mirror image
// count as one), the positions with at most `maxPlies` plies played where the
// Perfect level playing seat `side` (0 first, 1 second) is to move. `choose`
// gives its choice in each; the walk follows that move and every move of the
// opponent. Returns false if `choose` returned nullopt (the walk stops there).
using BookChooser = std::function<std::optional<ConnectFourSolver::Choice>(const ConnectFour &game)>;
bool walkPerfectLines(int rows, int columns, int side, int maxPlies, const BookChooser &choose);

class ConnectFourBook;

// agreesWithChildrenOf() and completeBookOf() (core/solver/completebook.h)
// for Connect Four's book: whether a choice agrees with its children's
// entries, and making the book hold every position of its first plies.
// Where the book holds the ply above, a deepest position's known score lets
// ConnectFourSolver::bestMoveOfScore() search less: about a quarter of the
// positions are such at ply 10 of 6 x 7.
std::optional<bool> agreesWithChildren(const ConnectFourBook &book, const ConnectFour &game,
                                       ConnectFourSolver::Choice choice);
using DeepestChooser =
    std::function<std::optional<ConnectFourSolver::Choice>(const ConnectFour &game, std::optional<int> knownScore)>;
bool completeBook(ConnectFourBook &book, int plies, const DeepestChooser &solve, int part = 0, int parts = 1);

} // namespace quatre
