#include "app/translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace quatre::ui {

bool installTranslations(QCoreApplication &app, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    // Parented to the application, so they live exactly as long as it.
    auto *qtTranslator = new QTranslator(&app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
    auto *translator = new QTranslator(&app);
    // Falls back from e.g. pt_PT to quatre_pt. A language without a catalogue
    // shows the English source texts, with English's plural forms ("1 move",
    // "2 moves") from quatre_en, which holds only those.
    const bool found = translator->load(locale, QStringLiteral("quatre"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    if (found || translator->load(QStringLiteral(":/i18n/quatre_en.qm")))
        QCoreApplication::installTranslator(translator);
    return found;
}

} // namespace quatre::ui
