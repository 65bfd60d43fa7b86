#include "ui/session/levelkeys.h"

#include "ui/session/seattext.h"

namespace quatre::ui {

QLatin1String levelKey(AiLevel level)
{
    switch (level) {
    case AiLevel::Random: return QLatin1String("random");
    case AiLevel::Greedy: return QLatin1String("greedy");
    case AiLevel::Minimax: return QLatin1String("minimax");
    case AiLevel::Expert: return QLatin1String("expert");
    case AiLevel::Perfect: return QLatin1String("perfect");
    case AiLevel::Hardcore: return QLatin1String("hardcore");
    }
    return QLatin1String("greedy");
}

std::optional<AiLevel> levelFromKey(QStringView key)
{
    for (AiLevel level : SeatText::kLevels)
        if (key == levelKey(level))
            return level;
    return std::nullopt;
}

} // namespace quatre::ui
