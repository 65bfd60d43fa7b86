// The words people see for AI levels and seats.
#pragma once

#include "core/ai/ai.h"
#include "ui/session/seat.h"

#include <QCoreApplication>
#include <QString>

namespace quatre::ui {

class SeatText {
    Q_DECLARE_TR_FUNCTIONS(SeatText)

public:
    static QString levelName(AiLevel level);
    // Every level, in the order menus list them.
    static constexpr AiLevel kLevels[] = {AiLevel::Random, AiLevel::Greedy,   AiLevel::Minimax,
                                          AiLevel::Expert, AiLevel::Hardcore, AiLevel::Perfect};
    // Whether the level is played within a time budget (else by depth or at once).
    static bool usesBudget(AiLevel level)
    {
        return level == AiLevel::Expert || level == AiLevel::Hardcore || level == AiLevel::Perfect;
    }
    // "Human", "Minimax (depth 4)", "Expert (1.0 s)"...
    static QString describe(const Seat &seat);
};

} // namespace quatre::ui
