// Connect Four's words (see gametext.h).
#pragma once

#include "ui/registry/gametext.h"

namespace quatre::ui {

const GameText &connectFourText();

} // namespace quatre::ui
