// Closing the window while the AI searches at its deepest level: the window
// must be gone, its AI thread stopped and joined, at once, and nothing
// may leak (the sanitizer build runs this with LeakSanitizer on).
//
// What is timed is what the program does between the close and the end of
// main(): closeEvent(), the last events, and ~MainWindow(), which cancels the
// search and waits for the AI thread. A search that did not notice the
// cancel would hold the window's destructor for minutes.
//
// The bound asserted is 2 s, far below the minute a search that missed the
// cancel would hold on, and far above the few milliseconds a close takes
// (printed each time): the window's own files are written on the way out,
// and one write waiting on a disk busy with a build has taken 0.6 s. How
// fast a close is belongs to the benchmark, not to an assertion here. The
// test runs alone (RUN_SERIAL) so that other tests do not take its core.
#include "ui/games/gamelist.h"
#include "ui/ai/aicontroller.h"
#include "ui/language/translation.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/session/gamesession.h"

#include "testpaths.h"
#include "uitestsupport.h"

#include <QElapsedTimer>
#include <QPointer>
#include <QProcess>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

using namespace quatre;
using namespace quatre::ui;

Q_DECLARE_METATYPE(quatre::GameOptions)
Q_DECLARE_METATYPE(quatre::AiLevel)

namespace {

constexpr qint64 kBoundMs = 2000;

Settings deepSearchSettings(const GameOptions &game, AiLevel level)
{
    Settings settings(builtInGames());
    settings.choose(game);
    AiConfig config;
    config.level = level;
    // The longest budget the settings allow: the search would run for a minute.
    config.budget = std::chrono::milliseconds(Seat::kMaxBudgetMs);
    settings.seats = {Seat::computer(config), Seat::person()};
    settings.pacingMs = 0;
    settings.language = QStringLiteral("en");
    return settings;
}

} // namespace

class TestCloseWhileSearching : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }

    void closesAtOnce_data()
    {
        QTest::addColumn<GameOptions>("game");
        QTest::addColumn<AiLevel>("level");
        QTest::addColumn<QString>("moves");
        const GameOptions c4 = test::boardOptions("connect4", 7), quarto = test::boardOptions("quarto", 4),
                          fourMation = test::boardOptions("4mation", 7);
        // The empty 7 x 7 boards are far beyond the exact solvers; Quarto's
        // first move is only a give, so its search starts from the second.
        QTest::newRow("connect4 7x7 perfect") << c4 << AiLevel::Perfect << QString();
        QTest::newRow("connect4 7x7 expert") << c4 << AiLevel::Expert << QString();
        QTest::newRow("connect4 10x10 expert") << test::boardOptions("connect4", 10) << AiLevel::Expert << QString();
        QTest::newRow("quarto perfect") << quarto << AiLevel::Perfect << QStringLiteral("DTRH a1LSQF");
        QTest::newRow("quarto expert") << quarto << AiLevel::Expert << QStringLiteral("DTRH a1LSQF");
        QTest::newRow("4mation 7x7 perfect") << fourMation << AiLevel::Perfect << QString();
        QTest::newRow("4mation 7x7 expert") << fourMation << AiLevel::Expert << QString();
    }

    void closesAtOnce()
    {
        QFETCH(GameOptions, game);
        QFETCH(AiLevel, level);
        QFETCH(QString, moves);
        QTemporaryDir dir;
        auto window =
            std::make_unique<MainWindow>(test::settingsStore(dir, deepSearchSettings(game, level)), builtInGames());
        window->resize(900, 700);
        window->show();
        QVERIFY(QTest::qWaitForWindowExposed(window.get()));
        if (!moves.isEmpty())
            QVERIFY(window->loadMoves(moves));
        QVERIFY(window->aiController()->isThinking());

        // Let it get deep: the searches that report progress have finished a
        // few iterations, the exact solvers have run for a while.
        QSignalSpy progress(window->aiController(), &AiController::progressed);
        QTest::qWait(300);
        QVERIFY(window->aiController()->isThinking());
        const int depth = progress.isEmpty() ? 0 : progress.last().at(0).toInt();

        QPointer<QThread> aiThread = window->aiController()->findChild<QThread *>();
        QVERIFY(aiThread && aiThread->isRunning());

        QElapsedTimer clock;
        clock.start();
        window->close();
        QCoreApplication::processEvents(); // what the event loop still does before main() returns
        window.reset();
        const qint64 elapsed = clock.elapsed();

        QVERIFY(!aiThread); // deleted with the window, after it finished
        qInfo("closed %lld ms after the close, the search at depth %d", elapsed, depth);
        QVERIFY2(elapsed < kBoundMs, qPrintable(QStringLiteral("%1 ms").arg(elapsed)));
    }

    void theProgramExitsWhileTheAiThinks()
    {
        // The real program, end to end: it starts with the AI searching on the
        // empty 8 x 8 4Mation board (the 7 x 7 one it would answer from its
        // opening table), saves a screenshot after 300 ms and quits
        // from its event loop. It must exit cleanly (under the sanitizer build
        // LeakSanitizer checks its whole exit at the same time), and its AI
        // log must show that the search was still running when it did.
        QTemporaryDir dir;
        const QString ini = dir.filePath(QStringLiteral("quatre.ini"));
        {
            QSettings store(ini, QSettings::IniFormat);
            deepSearchSettings(test::boardOptions("4mation", 8), AiLevel::Perfect).save(store);
        }
        const QString shot = dir.filePath(QStringLiteral("shot.png"));
        QProcess program;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("QT_LOGGING_RULES"), QStringLiteral("quatre.ai.debug=true"));
        program.setProcessEnvironment(environment);
        QElapsedTimer clock;
        clock.start();
        program.start(quatre::testpaths::appProgram(),
                      {QStringLiteral("--settings-file"), ini, QStringLiteral("--screenshot"), shot,
                       QStringLiteral("--screenshot-delay"), QStringLiteral("300")});
        QVERIFY(program.waitForStarted());
        QVERIFY2(program.waitForFinished(60000), "the program did not exit");
        const QString log = QString::fromLocal8Bit(program.readAllStandardError());
        qInfo("the program ran %lld ms (300 ms of them searching before it quit); its AI log:\n%s", clock.elapsed(),
              qPrintable(log.trimmed()));
        QCOMPARE(program.exitStatus(), QProcess::NormalExit);
        QCOMPARE(program.exitCode(), 0);
        QVERIFY(QFile::exists(shot));
        // One search, for the first move, never answered: the window's close cancelled it.
        const QRegularExpression started(
            QStringLiteral("quatre\\.ai: search (\\d+) started: a move, 0 plies played\\n"));
        QCOMPARE(log.count(started), 1);
        QCOMPARE(log.count(QStringLiteral(" started: ")), 1);
        const QString search = started.match(log).captured(1);
        QVERIFY2(log.contains(QRegularExpression(
                     QStringLiteral("quatre\\.ai: search %1 cancelled after \\d+ ms\\n").arg(search))),
                 qPrintable(log));
        QVERIFY2(!log.contains(QStringLiteral(" decided after ")), qPrintable(log));
    }
};

QTEST_MAIN(TestCloseWhileSearching)
#include "tst_closewhilesearching.moc"
