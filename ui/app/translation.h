// Loads the interface translation at start-up.
#pragma once

#include <QString>

class QCoreApplication;

namespace quatre::ui {

// `language` is a locale name such as "ca" or "pt_PT"; empty means the
// system's. Installs Quatre's and Qt's own translations when they exist and
// returns whether Quatre's was found for that language ("en" has one, for
// its plural forms only; any other language without one gets it too).
bool installTranslations(QCoreApplication &app, const QString &language);

} // namespace quatre::ui
