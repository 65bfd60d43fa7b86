// The words people see for a seat: "Human", "Minimax (depth 4)", "Expert (1.0 s)".
#pragma once

#include "ui/session/seat.h"

#include <QCoreApplication>
#include <QString>

namespace quatre::ui {

class GameText;

class SeatText {
    Q_DECLARE_TR_FUNCTIONS(SeatText)

public:
    // `game` names the levels (its own ones included).
    static QString describe(const Seat &seat, const GameText &game);
};

} // namespace quatre::ui
