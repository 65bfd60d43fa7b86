// Connect Four in the terminal (see gameterminal.h), after the original
// Haskell program: its board, "Choose column:", and its four strategies.
#pragma once

#include "ui/terminal/gameterminal.h"

namespace quatre::ui {

const GameTerminal &connectFourTerminal();

} // namespace quatre::ui
