// Quarto's words (see gametext.h); the words of its pieces are in quartowords.h.
#pragma once

#include "ui/registry/gametext.h"

namespace quatre::ui {

const GameText &quartoText();

} // namespace quatre::ui
