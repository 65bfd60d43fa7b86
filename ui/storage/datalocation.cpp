#include "ui/storage/datalocation.h"

#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

namespace quatre::ui {

QString dataDirectory(const QSettings *store)
{
    if (!store)
        return {};
    if (store->format() == QSettings::IniFormat)
        return QFileInfo(store->fileName()).absolutePath();
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
}

} // namespace quatre::ui
