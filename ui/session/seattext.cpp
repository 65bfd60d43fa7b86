#include "ui/session/seattext.h"

#include "ui/language/translation.h"
#include "ui/registry/gametext.h"

namespace quatre::ui {

QString SeatText::describe(const Seat &seat, const GameText &game)
{
    if (seat.remote) {
        //: the seat card of a person playing from another computer; %1 is the name they chose
        return seat.name.isEmpty() ? tr("Opponent (network)") : tr("%1 — Opponent (network)").arg(seat.name);
    }
    if (seat.human)
        return tr("Human");
    const QString level = game.levelName(seat.ai.level);
    switch (seat.ai.level.tuning()) {
    case LevelTuning::Depth: return tr("%1 (depth %2)").arg(level).arg(seat.ai.depth);
    case LevelTuning::Budget:
        return tr("%1 (%2 s)").arg(level, interfaceLocale().toString(double(seat.ai.budget.count()) / 1000.0, 'f', 1));
    case LevelTuning::None: break;
    }
    return level;
}

} // namespace quatre::ui
