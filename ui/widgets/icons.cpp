#include "ui/widgets/icons.h"

namespace quatre::ui {

QIcon themedIcon(const QString &themeName, const QString &ownName)
{
    return QIcon::fromTheme(themeName, QIcon(QStringLiteral(":/art/icons/%1.svg").arg(ownName)));
}

QIcon appIcon()
{
    return QIcon(QStringLiteral(":/art/icons/quatre.svg"));
}

} // namespace quatre::ui
