// Connect Four's entry in the game list (see gameentry.h).
#pragma once

#include "ui/registry/gameentry.h"

namespace quatre::ui {

GameEntry connectFourEntry();

} // namespace quatre::ui
