// The Quatre window: everything is in the quatre_ui library; this only wires it.
#include "ui/books/openingbook.h"
#include "ui/games/gamelist.h"
#include "ui/language/translation.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/noticebar.h"
#include "ui/settings/settings.h"
#include "ui/sound/soundboard.h"
#include "ui/startup/startup.h"
#include "ui/startup/terminationsignals.h"

#include <QApplication>
#include <QSettings>

namespace {

void nameApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("Quatre"));
    QCoreApplication::setApplicationName(QStringLiteral("Quatre"));
    QCoreApplication::setApplicationVersion(QStringLiteral(QUATRE_VERSION));
}

} // namespace

int main(int argc, char *argv[])
{
    if (quatre::ui::isInformationRequest(argc, argv)) {
        QCoreApplication app(argc, argv);
        nameApplication();
        // --help speaks the language the window would.
        const std::unique_ptr<QSettings> store =
            quatre::ui::openSettingsOrFail(app, quatre::ui::settingsFileArgument(argc, argv));
        if (!store)
            return 2;
        quatre::ui::Settings settings(quatre::ui::builtInGames());
        settings.load(*store, quatre::ui::builtInGames());
        quatre::ui::installTranslations(app, settings.language);
        quatre::ui::parseCommandLine(app); // prints and exits
        return 0;
    }

    QApplication app(argc, argv);
    nameApplication();
    // The settings first, for their language: the option errors
    // parseCommandLine() prints speak it, as --help does.
    std::function<QString()> settingsNotice;
    std::unique_ptr<QSettings> store =
        quatre::ui::openSettingsOrFail(app, quatre::ui::settingsFileArgument(argc, argv), &settingsNotice);
    if (!store)
        return 2;
    const quatre::ui::GameRegistry &games = quatre::ui::builtInGames();
    quatre::ui::Settings settings(games);
    settings.load(*store, games);
    quatre::ui::installTranslations(app, settings.language);
    const quatre::ui::StartupOptions options = quatre::ui::parseCommandLine(app);

    QString bookError;
    if (!quatre::ui::installOpeningBooks(games, &bookError))
        qWarning("%s", qPrintable(bookError));

    // Before the window, which plays on it until it closes.
    quatre::ui::SoundBoard speakers;
    quatre::ui::MainWindow window(std::move(store), games);
    window.setSoundOutput(&speakers);
    // A kill or a logout closes like Quit: the game is kept, the exit code is 0.
    quatre::ui::TerminationSignals termination;
    QObject::connect(&termination, &quatre::ui::TerminationSignals::received, &window,
                     &quatre::ui::MainWindow::closeUnattended);
    if (settingsNotice)
        window.noticeBar()->addNotice(settingsNotice);
    window.show();
    if (!quatre::ui::applyStartupOptions(window, options))
        return 2;
    return app.exec();
}
