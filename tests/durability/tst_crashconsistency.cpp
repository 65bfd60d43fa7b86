// Killed at any moment (SIGKILL: no handler runs), Quatre leaves every file
// it writes either as it was or as it was to be, never half-written: the
// autosaves, a saved game written after every move, and the statistics. And
// the next start offers each game left, no more and no fewer.
//
// Half of the kills hit the real program playing a game between two AIs
// (an autosave after every move); the other half hit quatre-test-player,
// a person clicking at the real window against an AI, saving after every
// move and counting every game. QUATRE_TEST_SEED replays a run.
#include "processes.h"
#include "samplesize.h"
#include "testpaths.h"

#include "ui/document/gamedocument.h"
#include "ui/savedgame/savedgame.h"
#include "ui/session/gamesession.h"

#include <csignal>
#include <random>

using namespace quatre;
using namespace quatre::ui;

class TestCrashConsistency : public QObject {
    Q_OBJECT

private slots:
    void killedAtRandomMomentsLosesNothing();
};

void TestCrashConsistency::killedAtRandomMomentsLosesNothing()
{
    const unsigned seed =
        qEnvironmentVariableIsSet("QUATRE_TEST_SEED") ? qEnvironmentVariable("QUATRE_TEST_SEED").toUInt() : 20261126u;
    const int kills = quatre::test::sampleSize(200);
    std::mt19937 random(seed);
    QTemporaryDir dir;
    const QString aiSettings =
        ui::test::writeProcessSettings(dir, ui::test::aiSeat(AiLevel::Random), ui::test::aiSeat(AiLevel::Random));
    QVERIFY(QFile::rename(aiSettings, dir.filePath(QStringLiteral("demo.ini"))));
    const QString demo = dir.filePath(QStringLiteral("demo.ini"));
    const QString person = ui::test::writeProcessSettings(dir, Seat::person(), ui::test::aiSeat(AiLevel::Random));
    int countedBefore = 0;
    int offered = 0;

    for (int kill = 0; kill < kills; ++kill) {
        const QString context = QStringLiteral("seed %1, kill %2").arg(seed).arg(kill);
        std::unique_ptr<QProcess> process;
        if (kill % 2 == 0) {
            process = ui::test::startProcess(quatre::testpaths::appProgram(),
                                             {QStringLiteral("--settings-file"), demo, QStringLiteral("--moves"),
                                              QString::number(1 + int(random() % 7))});
            QVERIFY2(process->waitForStarted(), qPrintable(context));
            QTest::qWait(150 + int(random() % 400));
        } else {
            process = ui::test::startProcess(
                quatre::testpaths::playerProgram(),
                {person, QStringLiteral("100000"), QString::number(random()), QStringLiteral("save")});
            QVERIFY2(ui::test::waitForLine(*process, "ready"), qPrintable(context));
            QTest::qWait(int(random() % 300));
        }
        ::kill(pid_t(process->processId()), SIGKILL);
        QVERIFY2(process->waitForFinished(30000), qPrintable(context));

        // Every file is whole.
        const QStringList left = ui::test::autosaveFiles(dir);
        QStringList leftMoves;
        for (const QString &path : left) {
            QString error;
            const std::optional<SavedGame> saved = AutosaveSlot(path).read(builtInGames(), &error);
            QVERIFY2(saved, qPrintable(context + QLatin1String(": ") + error));
            leftMoves << QString::number(saved->moves.size());
        }
        const QStringList games = QDir(dir.path()).entryList({QStringLiteral("game-*.quatre")}, QDir::Files);
        for (const QString &name : games) {
            QString error;
            const std::optional<QByteArray> data = DataFile::read(dir.filePath(name), &error);
            QVERIFY2(data && SavedGame::fromJson(*data, builtInGames(), &error),
                     qPrintable(context + QLatin1String(": ") + error));
            QFile::remove(dir.filePath(name));
        }
        if (QFileInfo::exists(dir.filePath(QStringLiteral("statistics.json")))) {
            QString error;
            const std::optional<QByteArray> data = DataFile::read(dir.filePath(QStringLiteral("statistics.json")));
            QVERIFY(data);
            const std::optional<Statistics> statistics = Statistics::fromJson(*data, builtInGames(), &error);
            QVERIFY2(statistics, qPrintable(context + QLatin1String(": ") + error));
            // Counted games are never lost: old or new, never less.
            QVERIFY2(ui::test::countedGames(*statistics) >= countedBefore, qPrintable(context));
            countedBefore = ui::test::countedGames(*statistics);
        }
        QVERIFY2(QDir(dir.path()).entryList({QStringLiteral("*.unreadable*"), QStringLiteral("*.corrupt*")}).isEmpty(),
                 qPrintable(context));

        // The next start offers each game left, newest first; No forgets
        // it, so the next kill starts from a clean folder.
        auto window = ui::test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        ui::test::MessageBoxAnswers no({QMessageBox::No});
        QVERIFY(!window->document()->offerToContinue());
        QCOMPARE(no.details.size(), left.size());
        QStringList offeredMoves;
        for (const QString &details : no.details)
            offeredMoves << QRegularExpression(QStringLiteral("after (\\d+) move")).match(details).captured(1);
        offeredMoves.sort();
        leftMoves.sort();
        QCOMPARE(offeredMoves, leftMoves);
        QVERIFY2(ui::test::autosaveFiles(dir).isEmpty(), qPrintable(context));
        offered += int(left.size());
    }
    qInfo("%d kills, %d games offered afterwards, %d games counted", kills, offered, countedBefore);
    QVERIFY(offered > kills / 4); // most kills hit a game in progress
    QVERIFY(countedBefore > 0);
}

QTEST_MAIN(TestCrashConsistency)
#include "tst_crashconsistency.moc"
