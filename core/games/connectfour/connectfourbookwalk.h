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

// Whether `choice` is a best choice in `game` by its children's entries in
// `book`: its score is the best of theirs and its move has that score. (Among
// moves of equal score any will do: the solver's own preference is not
// mirror-symmetric, so a book made for the mirror image may hold another.)
// nullopt if a child is missing from the book.
std::optional<bool> agreesWithChildren(const ConnectFourBook &book, const ConnectFour &game,
                                       ConnectFourSolver::Choice choice);

// Makes `book` hold every position with at most `plies` plies played,
// whoever played them, and says so (setCompletePlies). Only the deepest
// ply's positions missing from the book are solved, by `solve` (the choice
// of ConnectFourSolver::bestMove); each shallower one is chosen from its
// children's entries (chooseFromChildren), which costs nearly nothing, unless
// the book already holds a choice that agrees with them.
//
// Where the book already holds the ply above (a book made one ply shallower
// before), a deepest position that one of those entries' moves leads to has
// minus that entry's score, and `solve` is told it (`knownScore`, for
// ConnectFourSolver::bestMoveOfScore); about a quarter of the positions are
// such at ply 10 of 6 x 7.
//
// The deepest ply is where nearly all the time goes, so it can be shared
// among runs: with `parts` > 1 only the positions whose index in the sorted
// ply is `part` modulo `parts` are solved, and the book is not completed
// (a later run with parts = 1, given every run's results, completes it).
// Returns false if `solve` returned nullopt (the book is then not complete).
// A book that promised more plies keeps its promise.
using DeepestChooser =
    std::function<std::optional<ConnectFourSolver::Choice>(const ConnectFour &game, std::optional<int> knownScore)>;
bool completeBook(ConnectFourBook &book, int plies, const DeepestChooser &solve, int part = 0, int parts = 1);

} // namespace quatre
