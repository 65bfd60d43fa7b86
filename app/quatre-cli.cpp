// quatre-cli: the Quatre core without a window (see ui/cli/); only
// `bench --window` opens one, off screen, to measure it.
#include "ui/benchmark/windowbenchmark.h"
#include "ui/books/openingbook.h"
#include "ui/cli/cli.h"
#include "ui/games/gamelist.h"
#include "ui/language/translation.h"
#include "ui/networkpeer/networkpeer.h"

#include <QApplication>
#include <QTextStream>

#include <cstdio>
#include <memory>
#include <optional>
#include <string>

int main(int argc, char *argv[])
{
    quatre::cli::guardStandardStreams();
    // Only the window benchmark needs widgets; it runs off screen unless
    // QT_QPA_PLATFORM says otherwise, so it needs no display either.
    std::unique_ptr<QCoreApplication> app;
    if (quatre::cli::needsWidgets(argc, argv)) {
        if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    QCoreApplication::setApplicationName(QStringLiteral("quatre-cli"));
    QCoreApplication::setApplicationVersion(QStringLiteral(QUATRE_VERSION));
    // Messages in the system's language; the machine-readable output never changes.
    quatre::ui::installTranslations(*app, QString());
    QTextStream in(stdin), out(stdout), err(stderr);
    const quatre::ui::GameRegistry &games = quatre::ui::builtInGames();
    QString bookError;
    if (const std::optional<std::string> books = quatre::cli::openingBooksNeeded(argc, argv);
        books && !quatre::ui::installOpeningBooks(games, &bookError, *books))
        err << bookError << '\n';
    const quatre::cli::Context context{
        games,
        [&games](const quatre::cli::WindowBenchOptions &options, QTextStream &output, QTextStream &errors) {
            return quatre::ui::windowBenchmark(games, options, output, errors);
        },
        [&games](const QString &command, const QStringList &arguments, QTextStream &output, QTextStream &errors) {
            return command == QLatin1String("host") ? quatre::ui::hostCommand(games, arguments, output, errors)
                                                    : quatre::ui::joinCommand(games, arguments, output, errors);
        }};
    return quatre::cli::run(context, QCoreApplication::arguments(), in, out, err);
}
