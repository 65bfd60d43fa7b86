// StatisticsStore: results persist in their file; a corrupt file is set
// aside with a warning and the statistics start empty; a failed write keeps
// the old file and says so.
#include "ui/statistics/statisticsstore.h"

#include "filefaults.h"

#include <QFile>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace quatre;
using namespace quatre::ui;

namespace {

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

class TestStatisticsStore : public QObject {
    Q_OBJECT

private slots:
    void noFileIsNoGames()
    {
        QTemporaryDir dir;
        StatisticsStore store(dir.filePath(QStringLiteral("statistics.json")));
        QCOMPARE(store.load(), QString());
        QVERIFY(store.statistics().isEmpty());
    }

    void resultsPersist()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("data/statistics.json")); // the folder is made
        {
            StatisticsStore store(path);
            store.load();
            QSignalSpy changed(&store, &StatisticsStore::changed);
            QString error;
            QVERIFY2(store.record(GameKind::ConnectFour, AiLevel::Expert, GameResult::Win, &error), qPrintable(error));
            QVERIFY(store.record(GameKind::ConnectFour, AiLevel::Expert, GameResult::Draw));
            QCOMPARE(changed.count(), 2);
        }
        StatisticsStore store(path);
        QCOMPARE(store.load(), QString());
        QCOMPARE(store.statistics().of(GameKind::ConnectFour, AiLevel::Expert), (StatisticsRecord{1, 0, 1}));
    }

    void resetForgetsEverything()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        StatisticsStore store(path);
        store.record(GameKind::Quarto, AiLevel::Greedy, GameResult::Loss);
        QVERIFY(store.reset());
        QVERIFY(store.statistics().isEmpty());
        StatisticsStore reread(path);
        reread.load();
        QVERIFY(reread.statistics().isEmpty());
    }

    void aCorruptFileIsSetAsideWithAWarning_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::newRow("garbage") << QByteArray("\x01\x02 not json");
        QTest::newRow("cut short") << QByteArray("{\"format\": \"quatre-statistics\", \"version\": 1, \"records\": [{\"ga");
        QTest::newRow("negative") << QByteArray("{\"format\": \"quatre-statistics\", \"version\": 1, \"records\": [\n"
            "            {\"game\": \"connect4\", \"opponent\": \"expert\", \"wins\": -4, \"losses\": 0, \"draws\": 0}]}");
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
        StatisticsStore store(path);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^The statistics could not be read")));
        const QString warning = store.load();
        QVERIFY2(warning.contains(QLatin1String("start again from zero")), qPrintable(warning));
        QVERIFY2(warning.contains(QLatin1String("statistics.json.corrupt")), qPrintable(warning));
        QVERIFY(store.statistics().isEmpty());
        // Nothing lost: the bad file is kept aside, and new results go to a fresh file.
        QCOMPARE(contents(path + QStringLiteral(".corrupt")), data);
        QVERIFY(store.record(GameKind::FourMation, AiLevel::Random, GameResult::Win));
        StatisticsStore reread(path);
        QCOMPARE(reread.load(), QString());
        QCOMPARE(reread.statistics().of(GameKind::FourMation, AiLevel::Random).wins, 1);
    }

    void aFailedWriteKeepsTheOldFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        StatisticsStore store(path);
        QVERIFY(store.record(GameKind::ConnectFour, AiLevel::Random, GameResult::Win));
        const QByteArray before = contents(path);
        QString error;
        {
            test::FileSizeLimit limit(16);
            QVERIFY(limit.isActive());
            QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^Cannot write")));
            QVERIFY(!store.record(GameKind::ConnectFour, AiLevel::Random, GameResult::Loss, &error));
        }
        QVERIFY2(error.contains(QLatin1String("statistics.json")), qPrintable(error));
        QCOMPARE(contents(path), before);
        // The count is not lost: it is in memory, and the next write saves it.
        QCOMPARE(store.statistics().of(GameKind::ConnectFour, AiLevel::Random), (StatisticsRecord{1, 1, 0}));
        QVERIFY(store.record(GameKind::ConnectFour, AiLevel::Random, GameResult::Draw));
        StatisticsStore reread(path);
        reread.load();
        QCOMPARE(reread.statistics().of(GameKind::ConnectFour, AiLevel::Random), (StatisticsRecord{1, 1, 1}));
    }

    void aFileWhereTheFolderShouldBeIsReported()
    {
        QTemporaryDir dir;
        {
            QFile blocker(dir.filePath(QStringLiteral("data")));
            QVERIFY(blocker.open(QIODevice::WriteOnly));
        }
        StatisticsStore store(dir.filePath(QStringLiteral("data/statistics.json")));
        QString error;
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^Cannot write")));
        QVERIFY(!store.record(GameKind::Quarto, AiLevel::Expert, GameResult::Win, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(store.statistics().of(GameKind::Quarto, AiLevel::Expert).wins, 1);
    }
};

QTEST_GUILESS_MAIN(TestStatisticsStore)
#include "tst_statisticsstore.moc"
