// Two Quatre windows of the same person at once, each finishing games
// against an AI and leaving one unfinished: the statistics count every game
// of both (each count is a read-modify-write under a lock), and the next
// start offers both unfinished games (each window keeps its own autosave).
#include "processes.h"
#include "testpaths.h"

#include "ui/document/gamedocument.h"

using namespace quatre;
using namespace quatre::ui;

class TestTwoInstances : public QObject {
    Q_OBJECT

private slots:
    void bothWindowsKeepEverything();
};

void TestTwoInstances::bothWindowsKeepEverything()
{
    constexpr int kGamesEach = 6;
    QTemporaryDir dir;
    const QString settings = test::writeProcessSettings(dir, Seat::person(), test::aiSeat(AiLevel::Random));
    auto first = test::startProcess(quatre::testpaths::playerProgram(),
                                    {settings, QString::number(kGamesEach), QStringLiteral("1")});
    auto second = test::startProcess(quatre::testpaths::playerProgram(),
                                     {settings, QString::number(kGamesEach), QStringLiteral("2")});
    for (QProcess *process : {first.get(), second.get()}) {
        QVERIFY(process->waitForFinished(120000));
        QCOMPARE(process->exitStatus(), QProcess::NormalExit);
        QCOMPARE(process->exitCode(), 0);
        QVERIFY(process->readAllStandardOutput().contains(QByteArray("finished ") + QByteArray::number(kGamesEach)));
    }

    const std::optional<QByteArray> data = DataFile::read(dir.filePath(QStringLiteral("statistics.json")));
    QVERIFY(data);
    const std::optional<Statistics> statistics = Statistics::fromJson(*data, builtInGames());
    QVERIFY(statistics);
    QCOMPARE(test::countedGames(*statistics), 2 * kGamesEach);
    QCOMPARE(test::autosaveFiles(dir).size(), 2);

    auto window = test::makeWindow(dir, Seat::person(), Seat::person());
    QVERIFY(window);
    test::MessageBoxAnswers no({QMessageBox::No});
    QVERIFY(!window->document()->offerToContinue());
    QCOMPARE(no.details.size(), 2);
    // The first question says that another game waits.
    QVERIFY2(no.details[0].contains(QLatin1String("1 more unfinished game")), qPrintable(no.details[0]));
    QVERIFY(test::autosaveFiles(dir).isEmpty());
}

QTEST_MAIN(TestTwoInstances)
#include "tst_twoinstances.moc"
