#include "text/qtstrings.h"

#include <QtGlobal>

namespace quatre::ui {

const std::vector<QtString> &translatedQtStrings()
{
    // QT_TRANSLATE_NOOP only marks the strings for lupdate; Qt translates
    // them itself at run time under these contexts.
    static const std::vector<QtString> strings = {
        // Standard dialog buttons (QDialogButtonBox, QMessageBox).
        {"QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "OK")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Save")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Save All")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Open")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "&Yes")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Yes to &All")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "&No")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "N&o to All")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Abort")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Retry")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Ignore")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Close")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Cancel")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Discard")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Help")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Apply")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Reset")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP("QPlatformTheme", "Restore Defaults")},
        // The same buttons under GNOME, which gives them mnemonics.
        {"QGnomeTheme", QT_TRANSLATE_NOOP("QGnomeTheme", "&OK")},
        {"QGnomeTheme", QT_TRANSLATE_NOOP("QGnomeTheme", "&Save")},
        {"QGnomeTheme", QT_TRANSLATE_NOOP("QGnomeTheme", "&Cancel")},
        {"QGnomeTheme", QT_TRANSLATE_NOOP("QGnomeTheme", "&Close")},
        {"QGnomeTheme", QT_TRANSLATE_NOOP("QGnomeTheme", "Close without Saving")},
        // `quatre --help`.
        {"QCommandLineParser", QT_TRANSLATE_NOOP("QCommandLineParser", "Displays help on commandline options.")},
        {"QCommandLineParser", QT_TRANSLATE_NOOP("QCommandLineParser", "Displays help including Qt specific options.")},
        {"QCommandLineParser", QT_TRANSLATE_NOOP("QCommandLineParser", "Displays version information.")},
        {"QCommandLineParser", QT_TRANSLATE_NOOP("QCommandLineParser", "Usage: %1")},
        {"QCommandLineParser", QT_TRANSLATE_NOOP("QCommandLineParser", "Options:")},
        {"QCommandLineParser", QT_TRANSLATE_NOOP("QCommandLineParser", "Arguments:")},
        {"QCommandLineParser", QT_TRANSLATE_NOOP("QCommandLineParser", "[options]")},
    };
    return strings;
}

} // namespace quatre::ui
