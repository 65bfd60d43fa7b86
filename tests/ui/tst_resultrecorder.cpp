// ResultRecorder, in the window: a game against an AI counts once in the
// statistics, the first time it ends (not again after an undo, a redo, or
// when reopened from a file), and only a game of one person against an AI
// counts. (A network game's count, a resignation included, is tested in
// tst_networkplay.)
#include "ui/mainwindow/mainwindow.h"

#include "ui/board/boardview.h"
#include "ui/document/gamedocument.h"
#include "ui/language/translation.h"
#include "ui/session/gamesession.h"
#include "ui/statistics/statisticsstore.h"
#include "uitestsupport.h"

#include <QTest>

using namespace quatre;
using namespace quatre::ui;
using quatre::ui::test::aiSeat;
using quatre::ui::test::clickColumn;

namespace {

StatisticsRecord recorded(MainWindow &window, AiLevel level, std::string_view game = "connect4")
{
    return window.statistics()->statistics().of(game, level);
}

} // namespace

class TestResultRecorder : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }

    void aGameCountsOnceInTheStatistics()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), aiSeat(AiLevel::Greedy));
        QVERIFY(window);
        QVERIFY(window->loadMoves(QStringLiteral("121212")));
        clickColumn(*window, 0);
        QVERIFY(window->session()->isOver());
        QCOMPARE(recorded(*window, AiLevel::Greedy), (StatisticsRecord{1, 0, 0}));

        // Undo and redo, or the same end played again: still one game.
        window->undo();
        QVERIFY(!window->session()->isOver());
        window->redo();
        QVERIFY(window->session()->isOver());
        window->undo();
        clickColumn(*window, 0);
        QVERIFY(window->session()->isOver());
        QCOMPARE(recorded(*window, AiLevel::Greedy), (StatisticsRecord{1, 0, 0}));

        // Saved before its end was played again, it still counts once after reopening.
        window->undo();
        const QString path = dir.filePath(QStringLiteral("won.quatre"));
        QVERIFY(window->document()->saveGame(path));
        window->newGame();
        QVERIFY(window->document()->openGame(path));
        window->redo();
        QVERIFY(window->session()->isOver());
        QCOMPARE(recorded(*window, AiLevel::Greedy), (StatisticsRecord{1, 0, 0}));

        // A new game counts again: the AI wins this one.
        window->newGame();
        QVERIFY(window->loadMoves(QStringLiteral("1212123")));
        QTRY_VERIFY_WITH_TIMEOUT(window->session()->isOver(), 10000);
        QCOMPARE(recorded(*window, AiLevel::Greedy), (StatisticsRecord{1, 1, 0}));

        // Kept in the data folder between runs.
        window.reset();
        auto next = test::makeWindow(dir, aiSeat(AiLevel::Greedy), Seat::person());
        QVERIFY(next);
        QCOMPARE(recorded(*next, AiLevel::Greedy), (StatisticsRecord{1, 1, 0}));
    }

    void gamesWithoutExactlyOnePersonDoNotCount()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        QVERIFY(window->loadMoves(QStringLiteral("121212")));
        clickColumn(*window, 0);
        QVERIFY(window->session()->isOver());
        QVERIFY(window->statistics()->statistics().isEmpty());

        // Nor a demo: two AIs.
        QTemporaryDir demoDir;
        auto demo = test::makeWindow(demoDir, aiSeat(AiLevel::Greedy), aiSeat(AiLevel::Random), 4, 4);
        QVERIFY(demo);
        QTRY_VERIFY_WITH_TIMEOUT(demo->session()->isOver(), 20000);
        QVERIFY(demo->statistics()->statistics().isEmpty());
    }
};

QTEST_MAIN(TestResultRecorder)
#include "tst_resultrecorder.moc"
