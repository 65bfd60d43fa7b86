// A person at the real window, in a process of its own, for the tests that
// kill Quatre or run two of it at once: it starts the window as main() does
// (its settings, data folder, statistics and autosave), then clicks random
// legal moves against the AI the settings name, finishing <games> games
// (each counted in the statistics), and leaves one more game unfinished when
// it quits. With "save", the game is also saved to a file after every move.
//
//   quatre-test-player <settings.ini> <games> <seed> [save]
//
// Prints "ready" once the window is up and "finished N" at the end.
#include "ui/games/gamelist.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/document/gamedocument.h"
#include "ui/session/gamesession.h"
#include "ui/startup/startup.h"

#include <QApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QTimer>

#include <cstdio>
#include <random>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    const QStringList arguments = app.arguments();
    if (arguments.size() < 4) {
        std::fprintf(stderr, "usage: quatre-test-player <settings.ini> <games> <seed> [save]\n");
        return 2;
    }
    const QString ini = arguments[1];
    const int games = arguments[2].toInt();
    const unsigned seed = arguments[3].toUInt();
    const bool saveEveryMove = arguments.value(4) == QLatin1String("save");
    const QString savePath = QFileInfo(ini).absoluteDir().filePath(QStringLiteral("game-%1.quatre").arg(seed));

    // As main() opens them (a lock file a kill left behind is cleared first).
    std::unique_ptr<QSettings> store = quatre::ui::openSettings(ini);
    if (!store)
        return 2;
    quatre::ui::MainWindow window(std::move(store), quatre::ui::builtInGames());
    window.show();
    quatre::ui::GameSession *session = window.session();
    std::mt19937 random(seed);
    int finished = 0;
    QObject::connect(session, &quatre::ui::GameSession::gameOver, &window, [&] {
        ++finished;
        QTimer::singleShot(0, &window, &quatre::ui::MainWindow::newGame);
    });
    QTimer clicks;
    clicks.setInterval(1);
    QObject::connect(&clicks, &QTimer::timeout, &window, [&] {
        if (session->isOver() || !session->isHumanToMove())
            return;
        if (finished >= games && session->game().plyCount() >= 2) {
            clicks.stop();
            window.close(); // keeps the unfinished game, as Quit does
            QCoreApplication::quit();
            return;
        }
        const std::vector<quatre::Move> moves = session->game().legalMoves();
        std::uniform_int_distribution<std::size_t> pick(0, moves.size() - 1);
        session->play(moves[pick(random)]);
        if (saveEveryMove)
            window.document()->saveGame(savePath);
    });
    clicks.start();
    std::printf("ready\n");
    std::fflush(stdout);
    const int code = app.exec();
    std::printf("finished %d\n", finished);
    return code;
}
