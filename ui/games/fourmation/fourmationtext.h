// 4Mation's words (see gametext.h), with those of its Hardcore bot and the
// bot-against-bot matches of the original Prolog program.
#pragma once

#include "ui/registry/gametext.h"

namespace quatre::ui {

const GameText &fourMationText();

} // namespace quatre::ui
