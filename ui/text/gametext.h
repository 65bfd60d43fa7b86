// The names of the games as people read them.
#pragma once

#include "core/game.h"

#include <QCoreApplication>
#include <QString>

namespace quatre::ui {

class GameText {
    Q_DECLARE_TR_FUNCTIONS(GameText)

public:
    static QString name(GameKind kind);
};

} // namespace quatre::ui
