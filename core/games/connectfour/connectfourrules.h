// Connect Four as the rest of the program sees it (see gamerules.h): rows
// and columns from 4 to 10, the five shared AI levels, the solver and the
// 6 x 7 opening book.
#pragma once

#include "core/games/gamerules.h"

namespace quatre {

const GameRules &connectFourRules();

// Connect Four's options for a board of `rows` x `columns`.
GameOptions connectFourOptions(int rows = 6, int columns = 7);

} // namespace quatre
