#include "ui/startup/startup.h"

#include "ui/about/aboutdialog.h"
#include "ui/document/gamedocument.h"
#include "ui/language/translation.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/noticebar.h"
#include "ui/rules/firsttimetip.h"
#include "ui/rules/rulesdialog.h"
#include "ui/settings/settingsdialog.h"
#include "ui/statistics/statisticsdialog.h"
#include "ui/storage/datafile.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPixmap>
#include <QSettings>
#include <QTimer>

#include <cstdio>

namespace quatre::ui {

namespace {

class StartupText {
    Q_DECLARE_TR_FUNCTIONS(StartupText)
public:
    static void fail(const QString &message)
    {
        std::fprintf(stderr, "%s: %s\n", qPrintable(QCoreApplication::applicationName().toLower()),
                     qPrintable(message));
    }
};

bool parseSize(const QString &text, int *width, int *height)
{
    const QStringList parts = text.split(QLatin1Char('x'));
    if (parts.size() != 2)
        return false;
    bool okWidth = false;
    bool okHeight = false;
    *width = parts[0].toInt(&okWidth);
    *height = parts[1].toInt(&okHeight);
    return okWidth && okHeight && *width >= 200 && *height >= 200 && *width <= 8000 && *height <= 8000;
}

// What --screenshot-dialog may show instead of the bare window.
const QStringList &pictureTargets()
{
    static const QStringList targets{QStringLiteral("settings"), QStringLiteral("about"), QStringLiteral("statistics"),
                                     QStringLiteral("rules"), QStringLiteral("game-menu")};
    return targets;
}

// The window with its open menu drawn over it, where the screen shows it.
QPixmap windowWithMenu(QWidget &window, QWidget *menu)
{
    QPixmap picture = window.grab();
    if (!menu || !menu->isVisible())
        return picture;
    QPainter painter(&picture);
    painter.drawPixmap(window.mapFromGlobal(menu->mapToGlobal(QPoint(0, 0))), menu->grab());
    return picture;
}

} // namespace

bool isInformationRequest(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        if (argument == "--help" || argument == "-h" || argument == "--help-all" || argument == "--version"
            || argument == "-v" || argument == "-?")
            return true;
    }
    return false;
}

QString settingsFileArgument(int argc, char *argv[])
{
    const QByteArray option("--settings-file");
    for (int i = 1; i < argc; ++i) {
        const QByteArray argument(argv[i]);
        if (argument == option && i + 1 < argc)
            return QString::fromLocal8Bit(argv[i + 1]);
        if (argument.startsWith(option + '='))
            return QString::fromLocal8Bit(argument.mid(option.size() + 1));
    }
    return {};
}

StartupOptions parseCommandLine(QCoreApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(StartupText::tr("Quatre: four-in-a-row games against people and AI players."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption settingsFile(QStringLiteral("settings-file"),
                                          StartupText::tr("Read and save the settings in the INI file <path>."),
                                          StartupText::tr("path"));
    const QCommandLineOption moves(QStringLiteral("moves"),
                                   StartupText::tr("Start from the position after <moves>, e.g. 4453."),
                                   StartupText::tr("moves"));
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        StartupText::tr("Save a picture of the window as PNG <file>, then quit."),
                                        StartupText::tr("file"));
    const QCommandLineOption delay(QStringLiteral("screenshot-delay"),
                                   StartupText::tr("Wait <ms> milliseconds before the picture (default 1500)."),
                                   StartupText::tr("ms"), QStringLiteral("1500"));
    const QCommandLineOption dialog(
        QStringLiteral("screenshot-dialog"),
        StartupText::tr("Take the picture of a dialog or a menu instead: <name> is \"settings\", "
                        "\"about\", \"statistics\", \"rules\" or \"game-menu\"."),
        StartupText::tr("name"));
    const QCommandLineOption size(QStringLiteral("size"), StartupText::tr("Window size, e.g. 1100x760."),
                                  StartupText::tr("WxH"));
    parser.addOptions({settingsFile, moves, screenshot, delay, dialog, size});
    parser.addPositionalArgument(StartupText::tr("file"),
                                 StartupText::tr("A saved game to open (desktop launchers pass the file chosen)."),
                                 StartupText::tr("[file]"));
    // parse() rather than process(): process() ends an unknown option with
    // exit code 1, and every argument error of Quatre's ends with 2.
    if (!parser.parse(app.arguments())) {
        StartupText::fail(parser.errorText());
        std::exit(2);
    }
    if (parser.isSet(QStringLiteral("help")) || parser.isSet(QStringLiteral("help-all")))
        parser.showHelp(0);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();

    StartupOptions options;
    options.settingsFile = parser.value(settingsFile);
    options.moves = parser.value(moves);
    options.screenshotFile = parser.value(screenshot);
    options.screenshotDialog = parser.value(dialog);
    const QStringList files = parser.positionalArguments();
    if (files.size() > 1) {
        StartupText::fail(StartupText::tr("Quatre opens one saved game at a time, not %1.").arg(files.size()));
        std::exit(2);
    }
    options.gameFile = files.value(0);
    if (!options.gameFile.isEmpty() && !options.moves.isEmpty()) {
        StartupText::fail(StartupText::tr("Give either a saved game or --moves, not both."));
        std::exit(2);
    }
    bool ok = false;
    options.screenshotDelayMs = parser.value(delay).toInt(&ok);
    if (!ok || options.screenshotDelayMs < 0) {
        StartupText::fail(
            StartupText::tr("--screenshot-delay needs a number of milliseconds, not \"%1\".").arg(parser.value(delay)));
        std::exit(2);
    }
    if (!options.screenshotDialog.isEmpty() && !pictureTargets().contains(options.screenshotDialog)) {
        StartupText::fail(
            StartupText::tr("Unknown dialog \"%1\": it is \"settings\", \"about\", \"statistics\", \"rules\" or "
                            "\"game-menu\".")
                .arg(options.screenshotDialog));
        std::exit(2);
    }
    if (parser.isSet(size) && !parseSize(parser.value(size), &options.width, &options.height)) {
        StartupText::fail(
            StartupText::tr("--size needs WIDTHxHEIGHT, e.g. 1100x760, not \"%1\".").arg(parser.value(size)));
        std::exit(2);
    }
    return options;
}

QString settingsFileProblem(const QString &path)
{
    QString problem;
    const QFileInfo info(path);
    if (!info.exists() && !info.isSymLink())
        return {}; // made by the first save
    if (!DataFile::isRegularFile(path, &problem))
        return problem;
    // QSettings reads a whole file into memory, several times over.
    if (info.size() > DataFile::kMaxBytes)
        return StartupText::tr("\"%1\" is too large for a settings file (%2 KiB; at most %3 KiB).")
            .arg(QDir::toNativeSeparators(path))
            .arg((info.size() + 1023) / 1024)
            .arg(DataFile::kMaxBytes / 1024);
    if (!info.isReadable())
        return StartupText::tr("\"%1\" cannot be read: no permission.").arg(QDir::toNativeSeparators(path));
    return {};
}

std::unique_ptr<QSettings> openSettings(const QString &iniFile, QString *error, std::function<QString()> *notice)
{
    // QSettings locks its file for every save and would wait 30 s, at the
    // first one, for a lock a kill left behind.
    DataFile::removeAbandonedLock((iniFile.isEmpty() ? QSettings().fileName() : iniFile) + QStringLiteral(".lock"));
    if (!iniFile.isEmpty()) {
        if (const QString problem = settingsFileProblem(iniFile); !problem.isEmpty()) {
            if (error)
                *error = problem;
            return nullptr;
        }
        return std::make_unique<QSettings>(iniFile, QSettings::IniFormat);
    }
    const QString path = QSettings().fileName();
    const QString problem = settingsFileProblem(path);
    if (problem.isEmpty())
        return std::make_unique<QSettings>();
    // The person's own settings, unusable: kept aside, never deleted, and
    // the program starts with its defaults (and can save them again).
    QString moveError;
    const QString kept = DataFile::keepAside(path, QStringLiteral("unreadable"), &moveError);
    if (kept.isEmpty()) {
        if (error)
            *error = problem + QLatin1Char(' ') + moveError;
        return nullptr;
    }
    const QString where = QDir::toNativeSeparators(kept);
    const auto text = [problem, where] {
        return StartupText::tr("Your settings could not be read: %1 They are kept as %2, and Quatre starts with its "
                               "defaults.")
            .arg(problem, where);
    };
    qWarning("%s", qPrintable(text()));
    if (notice)
        *notice = text;
    return std::make_unique<QSettings>();
}

std::unique_ptr<QSettings> openSettingsOrFail(QCoreApplication &app, const QString &iniFile,
                                              std::function<QString()> *notice)
{
    if (auto store = openSettings(iniFile, nullptr, notice))
        return store;
    installTranslations(app, QString());
    QString error;
    openSettings(iniFile, &error); // asked again for the words in that language
    StartupText::fail(error);
    return nullptr;
}

bool applyStartupOptions(MainWindow &window, const StartupOptions &options)
{
    if (options.width > 0)
        window.resize(options.width, options.height);
    // The position posed for a picture is not the player's game: nothing of
    // it is kept, from its first move on.
    // Nor is it anybody's first game, whose tip would stand over the picture.
    if (!options.screenshotFile.isEmpty()) {
        window.document()->setAutosaveEnabled(false);
        window.firstTimeTip()->withdraw();
    }
    if (!options.moves.isEmpty()) {
        QString error;
        if (!window.loadMoves(options.moves, &error)) {
            StartupText::fail(error);
            return false;
        }
    }
    bool openedFile = false;
    if (!options.gameFile.isEmpty()) {
        QString error;
        openedFile = window.document()->openGame(options.gameFile, &error);
        if (!openedFile) {
            const auto text = [path = QDir::toNativeSeparators(options.gameFile), error] {
                return StartupText::tr("Cannot open the saved game %1: %2").arg(path, error);
            };
            StartupText::fail(text());
            // A picture is asked for by a script, which wants the exit code.
            // A person who opened the file from a file manager sees the
            // window start as usual, with the reason above the board.
            if (!options.screenshotFile.isEmpty())
                return false;
            window.noticeBar()->addNotice(text);
        }
    }
    QMenu *gameMenu = window.menuBar()->actions().value(0) ? window.menuBar()->actions().value(0)->menu() : nullptr;
    if (options.screenshotDialog == QLatin1String("settings"))
        window.showSettings();
    else if (options.screenshotDialog == QLatin1String("about"))
        window.showAbout();
    else if (options.screenshotDialog == QLatin1String("statistics"))
        window.showStatistics();
    else if (options.screenshotDialog == QLatin1String("rules"))
        window.showRules();
    else if (options.screenshotDialog == QLatin1String("game-menu") && gameMenu)
        QTimer::singleShot(0, &window,
                           [&window] { window.menuBar()->setActiveAction(window.menuBar()->actions().value(0)); });
    // The games left unfinished by earlier runs are offered back, unless the
    // command line asks for a position, a file or a picture (which must not
    // wait for an answer); such a run keeps its own game in a file of its
    // own (Autosave), so the next ordinary start offers both.
    if (options.moves.isEmpty() && !openedFile && options.screenshotFile.isEmpty())
        QTimer::singleShot(0, &window, [&window] { window.document()->offerToContinue(); });
    if (!options.screenshotFile.isEmpty()) {
        const QString file = options.screenshotFile;
        QTimer::singleShot(
            options.screenshotDelayMs, &window, [&window, file, gameMenu, dialog = options.screenshotDialog] {
                QPixmap picture;
                if (dialog == QLatin1String("settings") && window.settingsDialog())
                    picture = window.settingsDialog()->grab();
                else if (dialog == QLatin1String("about") && window.findChild<AboutDialog *>())
                    picture = window.findChild<AboutDialog *>()->grab();
                else if (dialog == QLatin1String("statistics") && window.statisticsDialog())
                    picture = window.statisticsDialog()->grab();
                else if (auto *rules = window.findChild<RulesDialog *>(); dialog == QLatin1String("rules") && rules)
                    picture = rules->grab();
                else
                    picture = windowWithMenu(window, dialog == QLatin1String("game-menu") ? gameMenu : nullptr);
                if (picture.save(file, "PNG")) {
                    QCoreApplication::quit();
                    return;
                }
                StartupText::fail(StartupText::tr("Cannot write the picture %1.").arg(QDir::toNativeSeparators(file)));
                QCoreApplication::exit(1);
            });
    }
    return true;
}

} // namespace quatre::ui
