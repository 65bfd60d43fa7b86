// Loads the interface translation at start-up.
#pragma once

#include <QString>

class QCoreApplication;

namespace quatre::ui {

// `language` is a locale name such as "ca" or "pt_PT"; empty means the
// system's. Installs Quatre's and Qt's own translations when they exist and
// returns whether Quatre's was found (English needs none).
bool installTranslations(QCoreApplication &app, const QString &language);

} // namespace quatre::ui
