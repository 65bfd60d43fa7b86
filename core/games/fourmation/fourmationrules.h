// 4Mation as the rest of the program sees it (see gamerules.h): the board
// size and the official rule, the five shared AI levels and its own Hardcore
// bot, the solver and the 7 x 7 opening tables.
#pragma once

#include "core/games/gamerules.h"

namespace quatre {

const GameRules &fourMationRules();

// 4Mation's options for an N x N board, under the draw-when-stuck rule or the official one.
GameOptions fourMationOptions(int size = 7, bool officialRule = false);

} // namespace quatre
