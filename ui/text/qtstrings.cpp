#include "ui/text/qtstrings.h"

#include <QtGlobal>

namespace quatre::ui {

const std::vector<QtString> &translatedQtStrings()
{
    // QT_TRANSLATE_NOOP3 only marks the strings for lupdate (with Qt's own
    // disambiguation where Qt passes one); Qt translates them itself at run
    // time under these contexts.
    static const std::vector<QtString> strings = {
        // Standard dialog buttons (QDialogButtonBox, QMessageBox).
        {"QPlatformTheme", QT_TRANSLATE_NOOP3("QPlatformTheme", "OK", "")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP3("QPlatformTheme", "Save", "")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP3("QPlatformTheme", "Save All", "")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP3("QPlatformTheme", "Open", "")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP3("QPlatformTheme", "&Yes", "")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP3("QPlatformTheme", "Yes to &All", "")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP3("QPlatformTheme", "&No", "")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP3("QPlatformTheme", "N&o to All", "")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP3("QPlatformTheme", "Abort", "")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP3("QPlatformTheme", "Retry", "")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP3("QPlatformTheme", "Ignore", "")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP3("QPlatformTheme", "Close", "")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP3("QPlatformTheme", "Cancel", "")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP3("QPlatformTheme", "Discard", "")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP3("QPlatformTheme", "Help", "")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP3("QPlatformTheme", "Apply", "")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP3("QPlatformTheme", "Reset", "")},
        {"QPlatformTheme", QT_TRANSLATE_NOOP3("QPlatformTheme", "Restore Defaults", "")},
        // The same buttons under GNOME, which gives them mnemonics.
        {"QGnomeTheme", QT_TRANSLATE_NOOP3("QGnomeTheme", "&OK", "")},
        {"QGnomeTheme", QT_TRANSLATE_NOOP3("QGnomeTheme", "&Save", "")},
        {"QGnomeTheme", QT_TRANSLATE_NOOP3("QGnomeTheme", "&Cancel", "")},
        {"QGnomeTheme", QT_TRANSLATE_NOOP3("QGnomeTheme", "&Close", "")},
        {"QGnomeTheme", QT_TRANSLATE_NOOP3("QGnomeTheme", "Close without Saving", "")},
        // The Open and Save dialogs (Qt's own, when the desktop has none).
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "Look in:", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "File &name:", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "Files of type:", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "&Open", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "&Save", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "&Delete", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "&Rename", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "&New Folder", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "New Folder", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "Show &hidden files", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "All Files (*)", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "Back", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "Forward", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "Parent Directory", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "Create New Folder", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "Create a New Folder", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "List View", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "Detail View", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "Go back", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "Go forward", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "Go to the parent directory", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "Change to list view mode", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "Change to detail view mode", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "List of places and bookmarks", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "Sidebar", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "Files", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "Recent Places", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "%1 already exists.\nDo you want to replace it?", "")},
        {"QFileDialog",
         QT_TRANSLATE_NOOP3("QFileDialog", "%1\nFile not found.\nPlease verify the correct file name was given.", "")},
        {"QFileDialog", QT_TRANSLATE_NOOP3("QFileDialog", "Are you sure you want to delete '%1'?", "")},
        {"QFileSystemModel", QT_TRANSLATE_NOOP3("QFileSystemModel", "Name", "")},
        {"QFileSystemModel", QT_TRANSLATE_NOOP3("QFileSystemModel", "Size", "")},
        {"QFileSystemModel", QT_TRANSLATE_NOOP3("QFileSystemModel", "Type", "All other platforms")},
        {"QFileSystemModel", QT_TRANSLATE_NOOP3("QFileSystemModel", "Date Modified", "")},
        {"QFileSystemModel", QT_TRANSLATE_NOOP3("QFileSystemModel", "Computer", "")},
        {"QAbstractFileIconProvider", QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Folder", "All other platforms")},
        {"QAbstractFileIconProvider", QT_TRANSLATE_NOOP3("QAbstractFileIconProvider", "Drive", "")},
        // `quatre --help`.
        {"QCommandLineParser", QT_TRANSLATE_NOOP3("QCommandLineParser", "Displays help on commandline options.", "")},
        {"QCommandLineParser",
         QT_TRANSLATE_NOOP3("QCommandLineParser", "Displays help including Qt specific options.", "")},
        {"QCommandLineParser", QT_TRANSLATE_NOOP3("QCommandLineParser", "Displays version information.", "")},
        {"QCommandLineParser", QT_TRANSLATE_NOOP3("QCommandLineParser", "Usage: %1", "")},
        {"QCommandLineParser", QT_TRANSLATE_NOOP3("QCommandLineParser", "Options:", "")},
        {"QCommandLineParser", QT_TRANSLATE_NOOP3("QCommandLineParser", "Arguments:", "")},
        {"QCommandLineParser", QT_TRANSLATE_NOOP3("QCommandLineParser", "[options]", "")},
        // Its errors (`quatre --bogus`).
        {"QCommandLineParser", QT_TRANSLATE_NOOP3("QCommandLineParser", "Unknown option '%1'.", "")},
        {"QCommandLineParser", QT_TRANSLATE_NOOP3("QCommandLineParser", "Unknown options: %1.", "")},
        {"QCommandLineParser", QT_TRANSLATE_NOOP3("QCommandLineParser", "Missing value after '%1'.", "")},
        {"QCommandLineParser", QT_TRANSLATE_NOOP3("QCommandLineParser", "Unexpected value after '%1'.", "")},
    };
    return strings;
}

} // namespace quatre::ui
