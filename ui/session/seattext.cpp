#include "ui/session/seattext.h"

namespace quatre::ui {

QString SeatText::levelName(AiLevel level)
{
    switch (level) {
    case AiLevel::Random: return tr("Random");
    case AiLevel::Greedy: return tr("Greedy");
    case AiLevel::Minimax: return tr("Minimax");
    case AiLevel::Expert: return tr("Expert");
    case AiLevel::Perfect: return tr("Perfect");
    case AiLevel::Hardcore: return tr("Hardcore");
    }
    return {};
}

QString SeatText::describe(const Seat &seat)
{
    if (seat.human)
        return tr("Human");
    switch (seat.ai.level) {
    case AiLevel::Minimax:
        return tr("Minimax (depth %1)").arg(seat.ai.depth);
    case AiLevel::Expert:
    case AiLevel::Hardcore:
    case AiLevel::Perfect:
        return tr("%1 (%2 s)").arg(levelName(seat.ai.level)).arg(double(seat.ai.budget.count()) / 1000.0, 0, 'f', 1);
    default:
        return levelName(seat.ai.level);
    }
}

} // namespace quatre::ui
