// Browsing the game from its move list: the board shows earlier positions
// while the game stays as it is, the keys step through them, the AI never
// plays meanwhile, and "Play from here" keeps the moves before the position.
#include "ui/board/boardview.h"
#include "ui/browse/gamebrowser.h"
#include "ui/language/translation.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/sidepanel.h"
#include "ui/session/gamesession.h"

#include "uitestsupport.h"

#include <QAction>
#include <QHeaderView>
#include <QStatusBar>
#include <QTest>
#include <QTreeWidget>

using namespace quatre;
using namespace quatre::ui;
using quatre::ui::test::aiSeat;

namespace {

QTreeWidget *moveList(MainWindow &window)
{
    return window.findChild<QTreeWidget *>(QStringLiteral("moveList"));
}

// Clicks the cell of a move (0 is the first) in the move list.
void clickMove(MainWindow &window, int ply)
{
    QTreeWidget *list = moveList(window);
    QTreeWidgetItem *item = list->topLevelItem(ply / 2);
    QVERIFY(item);
    const QRect cell = list->visualItemRect(item);
    const int column = 1 + ply % 2;
    const int x = list->header()->sectionViewportPosition(column) + list->header()->sectionSize(column) / 2;
    QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, QPoint(x, cell.center().y()));
}

std::vector<Move> moves(std::initializer_list<Move> list)
{
    return list;
}

} // namespace

class TestGameBrowser : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }

    void theBoardShowsEarlierPositionsAndTheGameStays()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        QVERIFY(window->loadMoves(QStringLiteral("44536")));
        GameSession *game = window->session();
        const std::vector<Move> played = game->game().history();
        BoardView *board = window->boardView();

        clickMove(*window, 2); // the third move: the position after it
        QVERIFY(window->browser()->isBrowsing());
        QCOMPARE(board->session()->game().history(), moves({3, 3, 4}));
        QCOMPARE(window->sidePanel()->shownMove(), 2);
        QVERIFY(!board->isInteractive());
        QVERIFY(window->findChild<QAction *>(QStringLiteral("actionPlayFromHere"))->isEnabled());
        QVERIFY(!window->findChild<QAction *>(QStringLiteral("actionHint"))->isEnabled());
        // Named as the list shows it: the third move is Red's in row 2.
        QCOMPARE(window->statusBar()->currentMessage(),
                 QStringLiteral("Browsing the game: the position after Red's move 2 (3 of the game's 5 moves)"));

        QTreeWidget *list = moveList(*window);
        QTest::keyClick(list, Qt::Key_Left);
        QCOMPARE(board->session()->game().history(), moves({3, 3}));
        QTest::keyClick(list, Qt::Key_Home);
        QCOMPARE(board->session()->game().plyCount(), 0);
        QCOMPARE(window->sidePanel()->shownMove(), -1);
        QCOMPARE(window->statusBar()->currentMessage(),
                 QStringLiteral("Browsing the game: the start, before the first move"));
        QTest::keyClick(list, Qt::Key_Left); // nothing before the start
        QCOMPARE(board->session()->game().plyCount(), 0);
        QTest::keyClick(list, Qt::Key_Right);
        QCOMPARE(board->session()->game().history(), moves({3}));
        // Browsing changed nothing of the game.
        QCOMPARE(game->game().history(), played);

        QTest::keyClick(list, Qt::Key_End);
        QVERIFY(!window->browser()->isBrowsing());
        QCOMPARE(board->session(), game);
        QVERIFY(board->isInteractive());

        // Stepping past the last move is the game itself again.
        clickMove(*window, 3);
        QVERIFY(window->browser()->isBrowsing());
        QTest::keyClick(list, Qt::Key_Right);
        QVERIFY(!window->browser()->isBrowsing());
        QCOMPARE(game->game().history(), played);
    }

    // When the second seat (Yellow) starts, the list's first column is
    // Yellow's, and so are the odd moves.
    void theMoveIsNamedForTheSeatThatMadeIt()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        GameSession *game = window->session();
        QVERIFY(game->start(game->options(), {Seat::person(), Seat::person()}, 1));
        for (const Move column : {3, 3, 4})
            QVERIFY(game->play(column));
        clickMove(*window, 0);
        QVERIFY(window->browser()->isBrowsing());
        QCOMPARE(window->statusBar()->currentMessage(),
                 QStringLiteral("Browsing the game: the position after Yellow's move 1 (1 of the game's 3 moves)"));
        clickMove(*window, 1);
        QCOMPARE(window->statusBar()->currentMessage(),
                 QStringLiteral("Browsing the game: the position after Red's move 1 (2 of the game's 3 moves)"));
    }

    void theAiNeverPlaysWhileAPersonBrowses()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), aiSeat(AiLevel::Greedy));
        QVERIFY(window);
        GameSession *game = window->session();
        QVERIFY(game->play(3));
        // Before the AI's answer can arrive (it comes through the event loop).
        window->browser()->show(0);
        QTest::qWait(600);
        QCOMPARE(game->game().plyCount(), 1);
        window->browser()->leave();
        QTRY_COMPARE(game->game().plyCount(), 2);
    }

    void playFromHereKeepsTheMovesBeforeIt()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        QVERIFY(window->loadMoves(QStringLiteral("444333")));
        GameSession *game = window->session();
        QAction *playFromHere = window->findChild<QAction *>(QStringLiteral("actionPlayFromHere"));

        window->browser()->show(3);
        {
            test::MessageBoxAnswers cancel({QMessageBox::Cancel});
            playFromHere->trigger();
            QCOMPARE(cancel.details.size(), 1);
        }
        QVERIFY(window->browser()->isBrowsing());
        QCOMPARE(game->game().plyCount(), 6);

        test::MessageBoxAnswers yes({QMessageBox::Yes});
        playFromHere->trigger();
        QCOMPARE(yes.details.size(), 1);
        QVERIFY(yes.details.first().contains(QStringLiteral("The 3 later move")));
        QVERIFY(!window->browser()->isBrowsing());
        QCOMPARE(game->game().history(), moves({3, 3, 3}));
        QCOMPARE(window->boardView()->session(), game);
        // The moves before it stay undoable, and play goes on from there.
        QVERIFY(game->canUndo());
        QVERIFY(window->boardView()->isInteractive());
    }

    void undoWhileBrowsingReturnsToTheGame()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        QVERIFY(window->loadMoves(QStringLiteral("4453")));
        window->browser()->show(1);
        window->findChild<QAction *>(QStringLiteral("actionUndo"))->trigger();
        QVERIFY(!window->browser()->isBrowsing());
        QCOMPARE(window->session()->game().plyCount(), 3);
        QCOMPARE(window->boardView()->session(), window->session());
    }
};

QTEST_MAIN(TestGameBrowser)
#include "tst_gamebrowser.moc"
