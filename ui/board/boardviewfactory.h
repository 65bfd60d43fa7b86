// The board widget that draws a given game.
#pragma once

#include "core/game.h"

class QWidget;

namespace quatre::ui {

class BoardView;

// nullptr for a game without a view yet; the caller owns the result through `parent`.
BoardView *createBoardView(GameKind kind, QWidget *parent);

} // namespace quatre::ui
