// The interface languages and the translators that speak them. Switching
// replaces the installed translators, upon which Qt sends every widget a
// LanguageChange event and each retranslates its own texts: the game in
// progress is untouched.
#pragma once

#include <QLocale>
#include <QString>

#include <vector>

class QCoreApplication;

namespace quatre::ui {

struct InterfaceLanguage {
    QString code; // as stored in the settings: "en", "ca", "pt_PT", "ro"
    QString nativeName; // in its own language, never translated: "Català"
};

// English (the source language), Catalan, European Portuguese, Romanian.
const std::vector<InterfaceLanguage> &interfaceLanguages();

// The code of interfaceLanguages() that `code` names, written as people
// write it: any case, '-' or '_', with or without a country ("pt", "pt-BR",
// "RO_ro" and "ca_ES" all name one). A Portuguese of any country reads the
// European catalogue. Empty when Quatre does not speak the language.
QString interfaceLanguageFor(const QString &code);

// The language to show for a stored choice: the choice itself when it is one
// of interfaceLanguages(); if it is empty (the first start), the system's
// language when Quatre speaks it, else English.
QString effectiveLanguage(const QString &choice);

// Installs Quatre's and Qt's own translations of effectiveLanguage(language),
// replacing those installed by an earlier call. Returns whether Quatre has a
// catalogue for that language ("en" has one, for its plural forms only; any
// other language without one gets it too).
bool installTranslations(QCoreApplication &app, const QString &language);

// The locale of the interface's language (the last installTranslations()'s),
// for the numbers it shows: "1,5 s" in Catalan. The program's default locale
// is left alone: it is the desktop's, which a first start's language follows.
QLocale interfaceLocale();

} // namespace quatre::ui
