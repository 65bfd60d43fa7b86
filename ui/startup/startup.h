// What the GUI's command line asks for, and the start-up steps main() wires.
#pragma once

#include <QString>

#include <functional>
#include <memory>

class QCoreApplication;
class QSettings;
class QWidget;

namespace quatre::ui {

class MainWindow;

struct StartupOptions {
    QString settingsFile; // an INI file instead of the user's settings
    QString moves; // a position to start from, in the game's notation
    QString gameFile; // a saved game to open, as a desktop launcher passes it
    QString screenshotFile; // save a picture of the window and quit
    QString screenshotDialog; // "settings", "statistics", "game-menu": picture that instead
    int screenshotDelayMs = 1500;
    int width = 0; // window size for pictures; 0 = default
    int height = 0;
};

// True for --help or --version: they need no window (nor a display), so
// main() answers them with a QCoreApplication.
bool isInformationRequest(int argc, char *argv[]);

// The --settings-file argument, read before the parser runs, so that --help
// already speaks the language stored there; empty if not given.
QString settingsFileArgument(int argc, char *argv[]);

// Handles --help and --version itself (and exits); a bad option prints an
// error and exits with code 2.
StartupOptions parseCommandLine(QCoreApplication &app);

// The user's settings, or the INI file given. That INI file must be a
// regular file (a named pipe would block the first read for ever) of at
// most DataFile::kMaxBytes that can be read, or not exist yet: else null,
// with `error` set. The user's own settings file, if unusable, is moved
// aside (<file>.unreadable) and the settings start from the defaults;
// `notice` then says so, for the window's notice bar (null, with `error`,
// only when it cannot be moved either).
std::unique_ptr<QSettings> openSettings(const QString &iniFile, QString *error = nullptr,
                                        std::function<QString()> *notice = nullptr);
// The same, but on failure it says why on standard error, in the desktop's
// language (the file that names the person's cannot be read), and main()
// exits with code 2.
std::unique_ptr<QSettings> openSettingsOrFail(QCoreApplication &app, const QString &iniFile,
                                              std::function<QString()> *notice = nullptr);

// Applies the options to a shown window: loads the moves or the saved game,
// schedules the screenshot, and otherwise offers to continue the game left
// unfinished at the last close. Returns false (with a message on stderr) on
// bad input; a saved game that cannot be opened is only that when a picture is
// asked for: else the window starts as usual and says why in its notice bar.
bool applyStartupOptions(MainWindow &window, const StartupOptions &options);

} // namespace quatre::ui
