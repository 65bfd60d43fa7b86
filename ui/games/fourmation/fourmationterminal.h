// 4Mation in the terminal (see gameterminal.h), after the original Prolog
// program: its board with column letters and row numbers, and its menu of
// strategies, "impossible" (the 3 x 3 board) included.
#pragma once

#include "ui/terminal/gameterminal.h"

namespace quatre::ui {

const GameTerminal &fourMationTerminal();

} // namespace quatre::ui
