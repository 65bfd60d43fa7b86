#include "app/startup.h"

#include "about/aboutdialog.h"
#include "mainwindow/mainwindow.h"
#include "settings/settingsdialog.h"

#include <QApplication>
#include <QCommandLineParser>
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
        std::fprintf(stderr, "%s: %s\n", qPrintable(QCoreApplication::applicationName().toLower()), qPrintable(message));
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
    const QCommandLineOption dialog(QStringLiteral("screenshot-dialog"),
                                    StartupText::tr("Take the picture of a dialog instead: <name> is \"settings\" or \"about\"."),
                                    StartupText::tr("name"));
    const QCommandLineOption size(QStringLiteral("size"), StartupText::tr("Window size, e.g. 1100x760."),
                                  StartupText::tr("WxH"));
    parser.addOptions({settingsFile, moves, screenshot, delay, dialog, size});
    parser.process(app);

    StartupOptions options;
    options.settingsFile = parser.value(settingsFile);
    options.moves = parser.value(moves);
    options.screenshotFile = parser.value(screenshot);
    options.screenshotDialog = parser.value(dialog);
    bool ok = false;
    options.screenshotDelayMs = parser.value(delay).toInt(&ok);
    if (!ok || options.screenshotDelayMs < 0) {
        StartupText::fail(StartupText::tr("--screenshot-delay needs a number of milliseconds, not \"%1\".")
                              .arg(parser.value(delay)));
        std::exit(2);
    }
    if (!options.screenshotDialog.isEmpty() && options.screenshotDialog != QLatin1String("settings")
        && options.screenshotDialog != QLatin1String("about")) {
        StartupText::fail(StartupText::tr("Unknown dialog \"%1\": use \"settings\" or \"about\".")
                              .arg(options.screenshotDialog));
        std::exit(2);
    }
    if (parser.isSet(size) && !parseSize(parser.value(size), &options.width, &options.height)) {
        StartupText::fail(StartupText::tr("--size needs WIDTHxHEIGHT, e.g. 1100x760, not \"%1\".").arg(parser.value(size)));
        std::exit(2);
    }
    return options;
}

std::unique_ptr<QSettings> openSettings(const QString &iniFile)
{
    if (iniFile.isEmpty())
        return std::make_unique<QSettings>();
    return std::make_unique<QSettings>(iniFile, QSettings::IniFormat);
}

bool applyStartupOptions(MainWindow &window, const StartupOptions &options)
{
    if (options.width > 0)
        window.resize(options.width, options.height);
    if (!options.moves.isEmpty()) {
        QString error;
        if (!window.loadMoves(options.moves, &error)) {
            StartupText::fail(error);
            return false;
        }
    }
    if (options.screenshotDialog == QLatin1String("settings"))
        window.showSettings();
    else if (options.screenshotDialog == QLatin1String("about"))
        window.showAbout();
    if (!options.screenshotFile.isEmpty()) {
        const QString file = options.screenshotFile;
        QTimer::singleShot(options.screenshotDelayMs, &window, [&window, file, dialog = options.screenshotDialog] {
            QWidget *target = &window;
            if (dialog == QLatin1String("settings") && window.settingsDialog())
                target = window.settingsDialog();
            else if (dialog == QLatin1String("about") && window.findChild<AboutDialog *>())
                target = window.findChild<AboutDialog *>();
            if (!target->grab().save(file, "PNG"))
                StartupText::fail(StartupText::tr("Cannot write the picture %1.").arg(file));
            QCoreApplication::quit();
        });
    }
    return true;
}

} // namespace quatre::ui
