// Where the player's data lives (the statistics, the autosave).
#pragma once

#include <QString>

class QSettings;

namespace quatre::ui {

// Beside the settings when they are an INI file (one given with
// --settings-file, or a test's temporary one), so that such a run never reads
// or changes the player's own data; else the application's data folder
// (QStandardPaths::AppDataLocation). Empty without a store: nothing is kept.
QString dataDirectory(const QSettings *store);

} // namespace quatre::ui
