#include "ui/registry/gametext.h"

#include "ui/text/leveltext.h"

namespace quatre::ui {

QString GameText::optionToolTip(std::string_view) const
{
    return {};
}

QString GameText::optionValueName(std::string_view) const
{
    return QStringLiteral("N");
}

QString GameText::levelName(const AiLevel &level) const
{
    return LevelText::name(level);
}

QString GameText::remark(const AiLevel &, MoveReason) const
{
    return {};
}

} // namespace quatre::ui
