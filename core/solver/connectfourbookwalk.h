// The positions a Connect Four opening book must hold (see perfectlines.h).
#pragma once

#include "solver/connectfoursolver.h"

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

} // namespace quatre
