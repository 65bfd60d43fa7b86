// The game review in the window: each move's judgement is the core review's,
// it is dropped when the game leaves the reviewed moves and kept when the
// game goes on, and the chart and the marks in the move list follow it.
#include "core/analysis/review.h"
#include "core/games/connectfour/connectfourrules.h"
#include "ui/browse/gamebrowser.h"
#include "ui/language/translation.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/sidepanel.h"
#include "ui/review/reviewchart.h"
#include "ui/review/reviewcontroller.h"
#include "ui/session/gamesession.h"

#include "ui/savedgame/savedgame.h"

#include "threadpriority.h"
#include "uitestsupport.h"

#include <QAction>
#include <QLabel>
#include <QTest>
#include <QTreeWidget>

#include <random>

using namespace quatre;
using namespace quatre::ui;

namespace {

// 4 x 5 Connect Four: every position is solved at once.
const GameOptions kSmall = connectFourOptions(4, 5);

// A seeded random game of 4 x 5 that someone won after at least 8 moves:
// random play makes mistakes and blunders.
std::vector<Move> playedGame()
{
    std::mt19937 random(20261126);
    for (;;) {
        std::unique_ptr<Game> game = newGame(kSmall);
        while (!game->isOver()) {
            const std::vector<Move> moves = game->legalMoves();
            game->play(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)]);
        }
        if (game->outcome() == Outcome::SecondPlayerWins && game->plyCount() >= 8)
            return game->history();
    }
}

} // namespace

class TestReviewController : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }

    // Its search gives way to the window's thread as the AI's does.
    void itSearchesAtTheSearchPriority()
    {
#if !defined(Q_OS_LINUX)
        QSKIP("the thread's priority is looked up in Linux's /proc");
#else
        GameSession session{kSmall};
        ReviewController review(&session);
        QTRY_COMPARE_WITH_TIMEOUT(test::namedThreadPriority("review"),
                                  std::optional(test::defaultSearchThreadPriority()), 5000);
#endif
    }

    void eachMoveGetsTheCoreReviewsJudgement()
    {
        GameSession session{kSmall};
        session.start(kSmall, {Seat::person(), Seat::person()}, 0);
        for (Move move : playedGame())
            QVERIFY(session.play(move));
        ReviewController review(&session);
        review.start();
        QVERIFY(review.isRunning());
        QTRY_VERIFY_WITH_TIMEOUT(!review.isRunning(), 30000);

        Analyst analyst(kSmall);
        SearchControl control;
        const auto expected = reviewGame(analyst, playedGame(), control, ReviewController::defaultBudget());
        QVERIFY(expected);
        QCOMPARE(review.reviews().size(), expected->size());
        ReviewSummary first;
        for (std::size_t i = 0; i < expected->size(); ++i) {
            QVERIFY(review.reviews()[i]);
            QCOMPARE(review.reviews()[i]->moveClass, (*expected)[i].moveClass);
            QCOMPARE(review.reviews()[i]->bestValue, (*expected)[i].bestValue);
            QVERIFY(review.playedValues()[i] && review.playedValues()[i]->exact);
            if (i % 2 == 0)
                first.add((*expected)[i].moveClass);
        }
        QCOMPARE(review.summary(0).counts, first.counts);
        QCOMPARE(review.summary(0).analysed(), int(playedGame().size() + 1) / 2);
    }

    void theReviewFollowsTheGamesMoves()
    {
        GameSession session{kSmall};
        session.start(kSmall, {Seat::person(), Seat::person()}, 0);
        for (Move move : {2, 2, 1, 3})
            QVERIFY(session.play(move));
        ReviewController review(&session);
        review.start();
        QTRY_VERIFY_WITH_TIMEOUT(!review.isRunning(), 30000);
        QVERIFY(session.play(0)); // the game goes on: the review of its first moves stays
        QVERIFY(review.hasReview());
        QCOMPARE(review.moves().size(), std::size_t(4));
        session.undo();
        session.undo(); // back before a reviewed move: another line of play
        QVERIFY(!review.hasReview());
        review.start();
        session.start(kSmall, {Seat::person(), Seat::person()}, 0); // a new game, mid-review
        QVERIFY(!review.hasReview());
        QVERIFY(!review.isRunning());
    }

    void theWindowShowsTheReviewAndItsChartBrowses()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person(), 4, 5);
        QVERIFY(window);
        QString moves;
        for (Move move : playedGame())
            moves += QString::number(move + 1);
        QVERIFY(window->loadMoves(moves));
        QVERIFY(window->session()->isOver());
        QWidget *offer = window->findChild<QWidget *>(QStringLiteral("reviewButton"));
        QVERIFY(offer && offer->isVisible());
        window->findChild<QAction *>(QStringLiteral("actionReview"))->trigger();
        QTRY_VERIFY_WITH_TIMEOUT(!window->reviewController()->isRunning(), 30000);
        QVERIFY(!offer->isVisible());
        ReviewChart *chart = window->sidePanel()->reviewChart();
        QVERIFY(chart->isVisible());
        for (int ply = 0; ply < int(playedGame().size()); ++ply)
            QVERIFY(chart->pointValue(ply));
        // The last move won for the second player: its point is a loss for the first.
        QVERIFY(*chart->pointValue(int(playedGame().size()) - 1) < 0);
        const QString summary = window->findChild<QLabel *>(QStringLiteral("reviewSummary"))->text();
        QVERIFY2(summary.contains(QStringLiteral("accuracy")), qPrintable(summary));

        // A mistake or a blunder is marked in the move list, with the best move in its tooltip.
        auto *list = window->findChild<QTreeWidget *>(QStringLiteral("moveList"));
        int marked = 0;
        for (std::size_t i = 0; i < playedGame().size(); ++i) {
            const MoveClass moveClass = window->reviewController()->reviews()[i]->moveClass;
            QTreeWidgetItem *item = list->topLevelItem(int(i / 2));
            const int column = 1 + int(i % 2);
            if (moveClass == MoveClass::Mistake || moveClass == MoveClass::Blunder) {
                ++marked;
                QVERIFY(item->text(column).endsWith(QLatin1Char('?')));
                QVERIFY(item->toolTip(column).contains(QStringLiteral("best:")));
            }
        }
        QVERIFY(marked > 0);

        // A click on the chart shows that position.
        QTest::mouseClick(chart, Qt::LeftButton, {}, chart->pointPosition(3).toPoint());
        QVERIFY(window->browser()->isBrowsing());
        QCOMPARE(window->browser()->shownPlies(), 4);
        QCOMPARE(window->session()->game().plyCount(), int(playedGame().size()));
        window->browser()->leave();

        // The summary goes into the saved file, a line per player as shown,
        // and comes back with the file; the file of a new game has none.
        const QString path = dir.filePath(QStringLiteral("reviewed.quatre"));
        QVERIFY(window->document()->saveGame(path));
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const auto saved = SavedGame::fromJson(file.readAll(), window->games());
        QVERIFY(saved);
        QCOMPARE(saved->reviewedMoves, int(playedGame().size()));
        QCOMPARE(saved->reviewSummary.join(QLatin1Char('\n')), summary);
        QVERIFY(saved->reviewSummary.at(0).startsWith(QStringLiteral("Red: ")));
        window->newGame();
        QVERIFY(window->loadMoves(QStringLiteral("1")));
        QCOMPARE(window->document()->savedGame().reviewedMoves, 0);
        QVERIFY(window->document()->openGame(path));
        QCOMPARE(window->document()->savedGame().reviewSummary, saved->reviewSummary);
    }
};

QTEST_MAIN(TestReviewController)
#include "tst_reviewcontroller.moc"
