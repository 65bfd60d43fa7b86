// StatisticsStore: results persist in their file, written on the store's
// thread and finished by closing; a corrupt file (or a named pipe in its
// place) is set aside with a warning, never over an earlier one, and the
// statistics start empty; a failed write keeps the old file and says so.
#include "ui/games/gamelist.h"
#include "ui/statistics/statisticsstore.h"
#include "ui/scheduling/backgroundpriority.h"

#include "filefaults.h"
#include "threadpriority.h"
#include "namedpipe.h"

#include <QFile>
#include <QFileInfo>
#include <QLockFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#if defined(Q_OS_LINUX)
#include <sched.h>
#include <unistd.h> // gettid()
#endif

using namespace quatre;
using namespace quatre::ui;
using quatre::ui::test::contents;

namespace {

// Counts a game and waits for its write: whether it reached the file.
bool recordAndWrite(StatisticsStore &store, std::string_view game, const AiLevel &opponent, GameResult result,
                    QString *error = nullptr)
{
    store.record(game, opponent, result);
    return store.finish(error);
}

} // namespace

class TestStatisticsStore : public QObject {
    Q_OBJECT

private slots:
    void itsThreadGivesWayToTheWindows()
    {
#if !defined(Q_OS_LINUX)
        QSKIP("per-thread scheduling classes and nice values are Linux's");
#else
        const std::map<int, test::ThreadPriority> before = test::threadPriorities();
        QVERIFY(!before.empty());
        QTemporaryDir dir;
        StatisticsStore store(dir.filePath(QStringLiteral("statistics.json")), builtInGames());
        QVERIFY(recordAndWrite(store, "connect4", AiLevel::Expert, GameResult::Win)); // its thread has run
        const std::map<int, test::ThreadPriority> after = test::threadPriorities();
        QVERIFY(
            test::prioritiesOfNewThreads(before, after).contains(test::ThreadPriority{SCHED_BATCH, kBackgroundNice}));
        QCOMPARE(after.at(static_cast<int>(gettid())), before.at(static_cast<int>(gettid())));
#endif
    }

    void noFileIsNoGames()
    {
        QTemporaryDir dir;
        StatisticsStore store(dir.filePath(QStringLiteral("statistics.json")), builtInGames());
        QCOMPARE(store.load(), QString());
        QVERIFY(store.statistics().isEmpty());
    }

    void resultsPersist()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("data/statistics.json")); // the folder is made
        {
            StatisticsStore store(path, builtInGames());
            store.load();
            QSignalSpy changed(&store, &StatisticsStore::changed);
            QString error;
            QVERIFY2(recordAndWrite(store, "connect4", AiLevel::Expert, GameResult::Win, &error), qPrintable(error));
            QVERIFY(QFileInfo::exists(path));
            // Shown at once; closing the store finishes its write.
            store.record("connect4", AiLevel::Expert, GameResult::Draw);
            QCOMPARE(store.statistics().of("connect4", AiLevel::Expert), (StatisticsRecord{1, 0, 1}));
            QVERIFY(changed.count() >= 2);
        }
        StatisticsStore store(path, builtInGames());
        QCOMPARE(store.load(), QString());
        QCOMPARE(store.statistics().of("connect4", AiLevel::Expert), (StatisticsRecord{1, 0, 1}));
    }

    void resetForgetsEverything()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        StatisticsStore store(path, builtInGames());
        store.record("quarto", AiLevel::Greedy, GameResult::Loss);
        QVERIFY(store.reset());
        QVERIFY(store.statistics().isEmpty());
        StatisticsStore reread(path, builtInGames());
        reread.load();
        QVERIFY(reread.statistics().isEmpty());
    }

    void aCorruptFileIsSetAsideWithAWarning_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::newRow("garbage") << QByteArray("\x01\x02 not json");
        QTest::newRow("cut short") << QByteArray(
            "{\"format\": \"quatre-statistics\", \"version\": 1, \"records\": [{\"ga");
        QTest::newRow("negative") << QByteArray("{\"format\": \"quatre-statistics\", \"version\": 1, \"records\": [\n"
                                                "            {\"game\": \"connect4\", \"opponent\": \"expert\", "
                                                "\"wins\": -4, \"losses\": 0, \"draws\": 0}]}");
        QTest::newRow("huge") << QByteArray(2 * 1024 * 1024, '[');
    }
    void aCorruptFileIsSetAsideWithAWarning()
    {
        QFETCH(QByteArray, data);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(data);
        }
        StatisticsStore store(path, builtInGames());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^The statistics could not be read")));
        const QString warning = store.load();
        QVERIFY2(warning.contains(QLatin1String("start again from zero")), qPrintable(warning));
        QVERIFY2(warning.contains(QLatin1String("statistics.json.corrupt")), qPrintable(warning));
        QVERIFY(store.statistics().isEmpty());
        // Nothing lost: the bad file is kept aside, and new results go to a fresh file.
        QCOMPARE(contents(path + QStringLiteral(".corrupt")), data);
        QVERIFY(recordAndWrite(store, "4mation", AiLevel::Random, GameResult::Win));
        StatisticsStore reread(path, builtInGames());
        QCOMPARE(reread.load(), QString());
        QCOMPARE(reread.statistics().of("4mation", AiLevel::Random).wins, 1);
    }

    void anEarlierCorruptCopyIsKept()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        for (const QByteArray &data : {QByteArray("first bad file"), QByteArray("second bad file")}) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(data);
            file.close();
            StatisticsStore store(path, builtInGames());
            QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^The statistics could not be read")));
            QVERIFY(!store.load().isEmpty());
        }
        QCOMPARE(contents(path + QStringLiteral(".corrupt")), QByteArray("first bad file"));
        QCOMPARE(contents(path + QStringLiteral(".corrupt.2")), QByteArray("second bad file"));
    }

    void aNamedPipeIsSetAsideUnopened()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        const quatre::testing::NamedPipe pipe(path);
        QVERIFY(pipe.isMade());
        StatisticsStore store(path, builtInGames());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^The statistics could not be read")));
        const QString warning = store.load();
        QVERIFY2(warning.contains(QLatin1String("is not a regular file")), qPrintable(warning));
        QVERIFY2(warning.contains(QLatin1String("statistics.json.corrupt")), qPrintable(warning));
        QVERIFY(store.statistics().isEmpty());
        QVERIFY(recordAndWrite(store, "quarto", AiLevel::Greedy, GameResult::Draw));
        QVERIFY(QFileInfo(path).isFile());
    }

    void aFailedWriteKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        StatisticsStore store(path, builtInGames());
        QVERIFY(recordAndWrite(store, "connect4", AiLevel::Random, GameResult::Win));
        const QByteArray before = contents(path);
        QString error;
        {
            test::FileSizeLimit limit(16);
            QVERIFY(limit.isActive());
            QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^Cannot write")));
            QVERIFY(!recordAndWrite(store, "connect4", AiLevel::Random, GameResult::Loss, &error));
        }
        QVERIFY2(error.contains(QLatin1String("statistics.json")), qPrintable(error));
        QCOMPARE(contents(path), before);
        // The count is not lost: it is in memory, and the next write saves it.
        QCOMPARE(store.statistics().of("connect4", AiLevel::Random), (StatisticsRecord{1, 1, 0}));
        QVERIFY(recordAndWrite(store, "connect4", AiLevel::Random, GameResult::Draw));
        StatisticsStore reread(path, builtInGames());
        reread.load();
        QCOMPARE(reread.statistics().of("connect4", AiLevel::Random), (StatisticsRecord{1, 1, 1}));
    }

    // Two windows of the same person: each count reads the file again
    // under the lock, so neither overwrites the other's games.
    void twoWindowsCountEveryGame()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        StatisticsStore first(path, builtInGames());
        StatisticsStore second(path, builtInGames());
        first.load();
        second.load();
        for (int i = 0; i < 3; ++i) {
            QVERIFY(recordAndWrite(first, "connect4", AiLevel::Greedy, GameResult::Win));
            QVERIFY(recordAndWrite(second, "connect4", AiLevel::Greedy, GameResult::Loss));
        }
        QCOMPARE(second.statistics().of("connect4", AiLevel::Greedy), (StatisticsRecord{3, 3, 0}));
        StatisticsStore reread(path, builtInGames());
        reread.load();
        QCOMPARE(reread.statistics().of("connect4", AiLevel::Greedy), (StatisticsRecord{3, 3, 0}));
    }

    // While another window holds the lock, the caller does not wait for
    // it: the count shows at once, failed() says why it is not in the file
    // once the writer gives up, and the next count writes both.
    void aHeldLockDelaysTheCountButNotTheCaller()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        StatisticsStore store(path, builtInGames());
        QSignalSpy failed(&store, &StatisticsStore::failed);
        {
            QLockFile other(path + QStringLiteral(".lock"));
            QVERIFY(other.tryLock(0));
            QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("in use by another Quatre")));
            store.record("quarto", AiLevel::Random, GameResult::Draw);
            QCOMPARE(store.statistics().of("quarto", AiLevel::Random), (StatisticsRecord{0, 0, 1}));
            QVERIFY(failed.isEmpty()); // the writer is still waiting for the lock
            QVERIFY(failed.wait(20000));
            QCOMPARE(failed.count(), 1);
            const QString error = failed.first().first().toString();
            QVERIFY2(error.contains(QLatin1String("in use by another Quatre")), qPrintable(error));
            QVERIFY(!QFileInfo::exists(path));
            QCOMPARE(store.statistics().of("quarto", AiLevel::Random), (StatisticsRecord{0, 0, 1}));
            QString finishError;
            QVERIFY(!store.finish(&finishError));
            QCOMPARE(finishError, error);
        }
        QVERIFY(recordAndWrite(store, "quarto", AiLevel::Random, GameResult::Win));
        QCOMPARE(failed.count(), 1);
        StatisticsStore reread(path, builtInGames());
        reread.load();
        QCOMPARE(reread.statistics().of("quarto", AiLevel::Random), (StatisticsRecord{1, 0, 1}));
    }

    // A count a failed write left waiting is tried once more at closing.
    void closingTriesAWaitingCountAgain()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        {
            StatisticsStore store(path, builtInGames());
            QVERIFY(recordAndWrite(store, "connect4", AiLevel::Random, GameResult::Win));
            {
                test::FileSizeLimit limit(16);
                QVERIFY(limit.isActive());
                QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^Cannot write")));
                QVERIFY(!recordAndWrite(store, "connect4", AiLevel::Random, GameResult::Loss));
            }
        }
        StatisticsStore reread(path, builtInGames());
        reread.load();
        QCOMPARE(reread.statistics().of("connect4", AiLevel::Random), (StatisticsRecord{1, 1, 0}));
    }

    // Another window's games, read again for a count, show in this one.
    void anotherWindowsGamesShowAfterACount()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        StatisticsStore mine(path, builtInGames());
        StatisticsStore other(path, builtInGames());
        mine.load();
        QVERIFY(recordAndWrite(other, "4mation", AiLevel::Greedy, GameResult::Win));
        QCOMPARE(mine.statistics().of("4mation", AiLevel::Greedy).wins, 0);
        QSignalSpy changed(&mine, &StatisticsStore::changed);
        mine.record("4mation", AiLevel::Greedy, GameResult::Loss);
        QCOMPARE(mine.statistics().of("4mation", AiLevel::Greedy), (StatisticsRecord{0, 1, 0}));
        QTRY_COMPARE(mine.statistics().of("4mation", AiLevel::Greedy), (StatisticsRecord{1, 1, 0}));
        QCOMPARE(changed.count(), 2); // the count, then the file's table
    }

    void aFileWhereTheFolderShouldBeIsReported()
    {
        QTemporaryDir dir;
        {
            QFile blocker(dir.filePath(QStringLiteral("data")));
            QVERIFY(blocker.open(QIODevice::WriteOnly));
        }
        StatisticsStore store(dir.filePath(QStringLiteral("data/statistics.json")), builtInGames());
        QString error;
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^Cannot write")));
        QVERIFY(!recordAndWrite(store, "quarto", AiLevel::Expert, GameResult::Win, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(store.statistics().of("quarto", AiLevel::Expert).wins, 1);
    }
};

QTEST_GUILESS_MAIN(TestStatisticsStore)
#include "tst_statisticsstore.moc"
