// A kill (SIGTERM), Ctrl+C (SIGINT) or a closed terminal or session (SIGHUP)
// closes the real program as Quit does: exit code 0, the game kept, and the
// next start offers it. A kill while the start's question waits loses
// neither the game it offers nor the one on the board.
#include "processes.h"
#include "testpaths.h"

#include "ui/document/gamedocument.h"
#include "ui/session/gamesession.h"

#include <csignal>

using namespace quatre;
using namespace quatre::ui;

namespace {

bool waitForFile(const QString &path, int timeoutMs = 30000)
{
    QElapsedTimer clock;
    clock.start();
    while (!QFileInfo::exists(path)) {
        if (clock.elapsed() > timeoutMs)
            return false;
        QTest::qWait(20);
    }
    return true;
}

// Sends `signalNumber` and returns the exit code; -1 if the program did not
// end by itself with a normal exit.
int stopWith(QProcess &process, int signalNumber)
{
    ::kill(pid_t(process.processId()), signalNumber);
    if (!process.waitForFinished(30000) || process.exitStatus() != QProcess::NormalExit)
        return -1;
    return process.exitCode();
}

} // namespace

class TestTerminationSignals : public QObject {
    Q_OBJECT

private slots:
    void aSignalKeepsTheGame_data()
    {
        QTest::addColumn<int>("signalNumber");
        QTest::newRow("SIGTERM") << SIGTERM;
        QTest::newRow("SIGINT") << SIGINT;
        QTest::newRow("SIGHUP") << SIGHUP;
    }

    void aSignalKeepsTheGame()
    {
        QFETCH(int, signalNumber);
        QTemporaryDir dir;
        const QString settings = test::writeProcessSettings(dir, Seat::person(), Seat::person());
        auto quatre = test::startProcess(
            quatre::testpaths::appProgram(),
            {QStringLiteral("--settings-file"), settings, QStringLiteral("--moves"), QStringLiteral("4453")});
        QVERIFY(waitForFile(dir.filePath(QStringLiteral("autosave.quatre"))));
        QCOMPARE(stopWith(*quatre, signalNumber), 0);
        QVERIFY2(!QFileInfo::exists(dir.filePath(QStringLiteral("autosave.quatre.lock"))),
                 "the program ended without releasing its autosave");

        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        test::MessageBoxAnswers yes({QMessageBox::Yes});
        QVERIFY(window->document()->offerToContinue());
        QCOMPARE(yes.details.size(), 1);
        QCOMPARE(window->session()->movesText(), QStringLiteral("4453"));
    }

    void aSignalDuringTheStartQuestionLosesNothing()
    {
        QTemporaryDir dir;
        const QString settings = test::writeProcessSettings(dir, Seat::person(), Seat::person());
        {
            auto first = test::startProcess(
                quatre::testpaths::appProgram(),
                {QStringLiteral("--settings-file"), settings, QStringLiteral("--moves"), QStringLiteral("123")});
            QVERIFY(waitForFile(dir.filePath(QStringLiteral("autosave.quatre"))));
            QCOMPARE(stopWith(*first, SIGTERM), 0);
        }
        // An ordinary start: it asks whether to continue "123", and is
        // killed before anyone answers.
        auto second =
            test::startProcess(quatre::testpaths::appProgram(), {QStringLiteral("--settings-file"), settings});
        QVERIFY(waitForFile(dir.filePath(QStringLiteral("autosave.quatre.lock"))));
        QTest::qWait(500); // the question is up
        QCOMPARE(stopWith(*second, SIGTERM), 0);

        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        test::MessageBoxAnswers yes({QMessageBox::Yes});
        QVERIFY(window->document()->offerToContinue());
        QCOMPARE(window->session()->movesText(), QStringLiteral("123"));
    }
};

QTEST_MAIN(TestTerminationSignals)
#include "tst_terminationsignals.moc"
