// Quarto as the rest of the program sees it (see gamerules.h): the square
// rule as its one option, the five shared AI levels and the solver.
#pragma once

#include "core/games/gamerules.h"

namespace quatre {

const GameRules &quartoRules();

// Quarto's options, with or without the square rule.
GameOptions quartoOptions(bool squareRule = false);

} // namespace quatre
