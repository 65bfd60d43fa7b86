// Icons for the actions: the desktop theme's when it has one, else ours
// (offscreen and bare X servers have no icon theme).
#pragma once

#include <QIcon>

namespace quatre::ui {

QIcon themedIcon(const QString &themeName, const QString &ownName);
QIcon appIcon();

} // namespace quatre::ui
