// The words people see for AI levels and seats.
#pragma once

#include "ai/ai.h"
#include "session/seat.h"

#include <QCoreApplication>
#include <QString>

namespace quatre::ui {

class SeatText {
    Q_DECLARE_TR_FUNCTIONS(SeatText)

public:
    static QString levelName(AiLevel level);
    // "Human", "Minimax (depth 4)", "Expert (1.0 s)"...
    static QString describe(const Seat &seat);
};

} // namespace quatre::ui
