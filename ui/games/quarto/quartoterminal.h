// Quarto in the terminal (see gameterminal.h): the board with each piece's
// code, the pieces left, and the two questions of a turn (where to place the
// piece in hand, then which piece to give).
#pragma once

#include "ui/terminal/gameterminal.h"

namespace quatre::ui {

const GameTerminal &quartoTerminal();

} // namespace quatre::ui
