#include "ui/text/leveltext.h"

namespace quatre::ui {

QString LevelText::name(const AiLevel &level)
{
    if (level == AiLevel::Random)
        return tr("Random");
    if (level == AiLevel::Greedy)
        return tr("Greedy");
    if (level == AiLevel::Minimax)
        return tr("Minimax");
    if (level == AiLevel::Expert)
        return tr("Expert");
    if (level == AiLevel::Perfect)
        return tr("Perfect");
    return {};
}

} // namespace quatre::ui
