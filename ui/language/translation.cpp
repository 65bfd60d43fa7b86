#include "ui/language/translation.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

namespace quatre::ui {

namespace {

// The installed translators are the application's children under this name,
// so that the next switch finds and replaces them.
const QString kTranslatorName = QStringLiteral("quatreTranslator");

void removeInstalledTranslators(QCoreApplication &app)
{
    for (QTranslator *old : app.findChildren<QTranslator *>(kTranslatorName, Qt::FindDirectChildrenOnly)) {
        QCoreApplication::removeTranslator(old);
        old->setObjectName(QString());
        old->deleteLater();
    }
}

QTranslator *newTranslator(QCoreApplication &app)
{
    auto *translator = new QTranslator(&app); // parented: lives until replaced or the application ends
    translator->setObjectName(kTranslatorName);
    return translator;
}

} // namespace

const std::vector<InterfaceLanguage> &interfaceLanguages()
{
    static const std::vector<InterfaceLanguage> languages{
        {QStringLiteral("en"), QStringLiteral("English")},
        {QStringLiteral("ca"), QStringLiteral("Català")},
        {QStringLiteral("pt_PT"), QStringLiteral("Português")},
        {QStringLiteral("ro"), QStringLiteral("Română")},
    };
    return languages;
}

QString interfaceLanguageFor(const QString &code)
{
    // Quatre speaks one variant of each language, so the part before the
    // country decides (and before the encoding or the variant that POSIX
    // locale names may add: "ro_RO.UTF-8", "ca@valencia").
    const QString bare = code.section(QLatin1Char('.'), 0, 0)
                             .section(QLatin1Char('@'), 0, 0)
                             .section(QLatin1Char('-'), 0, 0)
                             .section(QLatin1Char('_'), 0, 0);
    if (bare.isEmpty())
        return {};
    for (const InterfaceLanguage &language : interfaceLanguages()) {
        if (language.code.section(QLatin1Char('_'), 0, 0).compare(bare, Qt::CaseInsensitive) == 0)
            return language.code;
    }
    return {};
}

QString effectiveLanguage(const QString &choice)
{
    for (const InterfaceLanguage &language : interfaceLanguages())
        if (language.code == choice)
            return choice;
    // The system's preferred languages in order.
    for (const QString &name : QLocale().uiLanguages()) {
        if (const QString code = interfaceLanguageFor(name); !code.isEmpty())
            return code;
    }
    return QStringLiteral("en");
}

namespace {

QLocale &shownLocale()
{
    static QLocale locale(QLocale::English);
    return locale;
}

} // namespace

QLocale interfaceLocale()
{
    return shownLocale();
}

bool installTranslations(QCoreApplication &app, const QString &language)
{
    removeInstalledTranslators(app);
    const QLocale locale(language.isEmpty() ? effectiveLanguage(language) : language);
    shownLocale() = locale;
    QTranslator *qtTranslator = newTranslator(app);
    if (qtTranslator->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                           QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);
    QTranslator *translator = newTranslator(app);
    // Falls back from e.g. pt_PT to quatre_pt. A language without a catalogue
    // shows the English source texts, with English's plural forms ("1 move",
    // "2 moves") from quatre_en, which holds only those.
    const bool found =
        translator->load(locale, QStringLiteral("quatre"), QStringLiteral("_"), QStringLiteral(":/i18n"));
    if (found || translator->load(QStringLiteral(":/i18n/quatre_en.qm")))
        QCoreApplication::installTranslator(translator);
    return found;
}

} // namespace quatre::ui
