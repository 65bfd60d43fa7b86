// The names people read for the AI levels every game offers. A game's own
// levels are named by the game (GameText::levelName).
#pragma once

#include "core/ai/ai.h"

#include <QCoreApplication>
#include <QString>

namespace quatre::ui {

class LevelText {
    Q_DECLARE_TR_FUNCTIONS(LevelText)

public:
    // "Random", "Minimax"...; empty for a level that is not one of the shared five.
    static QString name(const AiLevel &level);
};

} // namespace quatre::ui
