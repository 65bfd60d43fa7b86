// AiController: the GUI thread stays responsive while the AI thinks, new
// games cancel searches and drop their late answers, moves wait for the
// pacing delay, pause/step, hints.
#include "core/games/connectfour/connectfourrules.h"
#include "ui/ai/aicontroller.h"

#include "ui/session/gamesession.h"
#include "uitestsupport.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

#if defined(Q_OS_LINUX)
#include "threadpriority.h"

#include <sched.h>
#endif

using namespace quatre;
using namespace quatre::ui;
using quatre::ui::test::aiSeat;

namespace {
const GameOptions kStandard = connectFourOptions(6, 7);
constexpr int kLongBudgetMs = 60000; // far longer than any test waits
} // namespace

class TestAiController : public QObject {
    Q_OBJECT

private slots:
    // The search yields to the window's thread: the worker thread (named
    // "ai") runs at the search priority (see ui/scheduling/searchpriority.h),
    // which it takes only when it is to search, so that a priority chosen
    // before then is not held back by one it could not leave.
    void theSearchThreadGivesWayToTheWindow()
    {
#if !defined(Q_OS_LINUX)
        QSKIP("the thread's scheduling class is looked up in Linux's /proc");
#else
        GameSession session{connectFourOptions()};
        AiController ai(&session);
        session.start(kStandard, {Seat::person(), Seat::person()}, 0);
        const auto aiThread = [] { return test::namedThreadPriority("ai"); };
        QTRY_VERIFY_WITH_TIMEOUT(aiThread().has_value(), 5000);
        QCOMPARE(aiThread(), std::optional(test::currentThreadPriority()));

        QSignalSpy hint(&ai, &AiController::hintReady);
        AiConfig config = AiController::defaultHintConfig();
        config.budget = std::chrono::milliseconds(50);
        ai.requestHint(config);
        QTRY_COMPARE_WITH_TIMEOUT(hint.count(), 1, 10000);
        QCOMPARE(aiThread(), std::optional(test::defaultSearchThreadPriority()));

        // Any thread may go down to the idle class (only a privileged one
        // may also take its nice value back to 0, so that is not compared).
        ai.setSearchPriority(SearchPriority::Idle);
        ai.requestHint(config);
        QTRY_COMPARE_WITH_TIMEOUT(hint.count(), 2, 10000);
        QCOMPARE(aiThread().value_or(test::ThreadPriority{}).policy, SCHED_IDLE);
#endif
    }

    void playsAnAiMoveWhenItIsTheAisTurn()
    {
        GameSession session{connectFourOptions()};
        AiController ai(&session);
        ai.setPacingMs(1);
        session.start(kStandard, {Seat::person(), aiSeat(AiLevel::Greedy)}, 0);
        QVERIFY(!ai.isThinking());
        QVERIFY(session.play(3));
        QTRY_COMPARE(session.game().plyCount(), 2);
        QVERIFY(session.isHumanToMove());
        QVERIFY(!ai.isThinking());
    }

    void eventsAreProcessedWhileTheAiSearches()
    {
        GameSession session{connectFourOptions()};
        AiController ai(&session);
        QSignalSpy thinking(&ai, &AiController::thinkingChanged);
        session.start(kStandard, {aiSeat(AiLevel::Expert, 4, kLongBudgetMs), Seat::person()}, 0);
        QVERIFY(ai.isThinking());
        int ticks = 0;
        QTimer timer;
        connect(&timer, &QTimer::timeout, &timer, [&ticks] { ++ticks; });
        timer.start(5);
        QTRY_VERIFY_WITH_TIMEOUT(ticks >= 20, 20000);
        QVERIFY(ai.isThinking());
        QCOMPARE(session.game().plyCount(), 0);
        ai.cancel();
        QVERIFY(!ai.isThinking());
        QCOMPARE(thinking.count(), 2);
    }

    void newGameCancelsTheSearchAndDropsItsAnswer()
    {
        GameSession session{connectFourOptions()};
        AiController ai(&session);
        ai.setPacingMs(0);
        session.start(kStandard, {aiSeat(AiLevel::Expert, 4, kLongBudgetMs), Seat::person()}, 0);
        QVERIFY(ai.isThinking());
        QTest::qWait(50); // let the search get going on its thread
        // A new game where the person moves first: nothing may be played now.
        session.start(kStandard, {Seat::person(), aiSeat(AiLevel::Expert, 4, kLongBudgetMs)}, 0);
        QVERIFY(!ai.isThinking());
        QTRY_COMPARE_WITH_TIMEOUT(ai.staleAnswers(), 1, 10000);
        QCoreApplication::processEvents();
        QCOMPARE(session.game().plyCount(), 0);
        QVERIFY(session.isHumanToMove());
    }

    void undoDuringASearchCancelsIt()
    {
        GameSession session{connectFourOptions()};
        AiController ai(&session);
        session.start(kStandard, {Seat::person(), aiSeat(AiLevel::Expert, 4, kLongBudgetMs)}, 0);
        QVERIFY(session.play(3));
        QVERIFY(ai.isThinking());
        QTest::qWait(30);
        session.undo();
        QVERIFY(!ai.isThinking());
        QTRY_COMPARE_WITH_TIMEOUT(ai.staleAnswers(), 1, 10000);
        QCOMPARE(session.game().plyCount(), 0);
    }

    void aMoveWaitsForThePacingDelay()
    {
        GameSession session{connectFourOptions()};
        AiController ai(&session);
        ai.setPacingMs(300);
        QElapsedTimer clock;
        clock.start();
        session.start(kStandard, {aiSeat(AiLevel::Random), Seat::person()}, 0);
        QTRY_COMPARE_WITH_TIMEOUT(session.game().plyCount(), 1, 10000);
        QVERIFY2(clock.elapsed() >= 300, qPrintable(QString::number(clock.elapsed())));
    }

    void heldMovesWaitForTheBoard()
    {
        GameSession session{connectFourOptions()};
        AiController ai(&session);
        ai.setPacingMs(0);
        ai.setHeld(true);
        session.start(kStandard, {aiSeat(AiLevel::Greedy), Seat::person()}, 0);
        QTest::qWait(200);
        QCOMPARE(session.game().plyCount(), 0);
        ai.setHeld(false);
        QTRY_COMPARE(session.game().plyCount(), 1);
    }

    void aHeldAnswerIsNeverPlayedOnAnotherPosition_data()
    {
        QTest::addColumn<QString>("operation");
        QTest::newRow("undo") << QStringLiteral("undo");
        QTest::newRow("restart") << QStringLiteral("restart");
        QTest::newRow("load") << QStringLiteral("load");
        // The monkey again: pasting the very same moves is a new game, and the
        // old game's answer must not be played in it.
        QTest::newRow("load the same moves") << QStringLiteral("same");
    }
    void aHeldAnswerIsNeverPlayedOnAnotherPosition()
    {
        // Found by the monkey test (tst_monkey): the AI's answer waits while
        // the person's disc still falls; Undo, Restart or a loaded position
        // ends that animation in the middle of the operation (the board's
        // animationFinished releases the hold) before positionChanged has
        // cancelled the answer. It was then played on the new position,
        // possibly for the person's seat.
        QFETCH(QString, operation);
        GameSession session{connectFourOptions()};
        AiController ai(&session);
        ai.setPacingMs(0);
        // As the window's board does: a move or a new position ends the
        // animation at once, and that releases a held AI move.
        connect(&session, &GameSession::moveUndone, &ai, [&ai] { ai.setHeld(false); });
        connect(&session, &GameSession::gameStarted, &ai, [&ai] { ai.setHeld(false); });
        QSignalSpy aiPlayed(&ai, &AiController::aiMovePlayed);
        session.start(kStandard, {Seat::person(), aiSeat(AiLevel::Greedy)}, 0);
        ai.setHeld(true); // the person's disc is falling
        QVERIFY(session.play(3));
        QTRY_VERIFY(!ai.isThinking()); // the answer is there, held
        QCOMPARE(session.game().plyCount(), 1);

        QSignalSpy played(&session, &GameSession::movePlayed);
        if (operation == QLatin1String("undo"))
            session.undo();
        else if (operation == QLatin1String("restart"))
            session.restart();
        else if (operation == QLatin1String("load"))
            QVERIFY(session.loadMoves(QStringLiteral("11")));
        else
            QVERIFY(session.loadMoves(QStringLiteral("4")));
        QCOMPARE(played.count(), 0);
        QCOMPARE(aiPlayed.count(), 0);
        const bool same = operation == QLatin1String("same");
        QCOMPARE(session.game().plyCount(), operation == QLatin1String("load") ? 2 : same ? 1 : 0);
        QCOMPARE(session.isHumanToMove(), !same);
        QCOMPARE(ai.staleAnswers(), 1);
    }

    void pauseStopsAndStepPlaysExactlyOneMove()
    {
        GameSession session{connectFourOptions()};
        AiController ai(&session);
        ai.setPacingMs(1);
        ai.setPaused(true);
        session.start(kStandard, {aiSeat(AiLevel::Greedy), aiSeat(AiLevel::Random)}, 0);
        QTest::qWait(200);
        QCOMPARE(session.game().plyCount(), 0);
        ai.step();
        QTRY_COMPARE(session.game().plyCount(), 1);
        QTest::qWait(200);
        QCOMPARE(session.game().plyCount(), 1);
        ai.step();
        QTRY_COMPARE(session.game().plyCount(), 2);
        ai.setPaused(false);
        QTRY_VERIFY_WITH_TIMEOUT(session.isOver(), 20000);
    }

    void hintSuggestsTheWinningMove()
    {
        GameSession session{connectFourOptions()};
        AiController ai(&session);
        session.start(kStandard, {Seat::person(), Seat::person()}, 0);
        QVERIFY(session.loadMoves(QStringLiteral("121212")));
        QSignalSpy hint(&ai, &AiController::hintReady);
        AiConfig config = AiController::defaultHintConfig();
        config.budget = std::chrono::milliseconds(300);
        ai.requestHint(config);
        QTRY_COMPARE_WITH_TIMEOUT(hint.count(), 1, 10000);
        QCOMPARE(hint.first().first().value<Move>(), 0);
        QCOMPARE(session.game().plyCount(), 6); // a hint is not played
    }

    void destroyingDuringASearchPlaysNothing()
    {
        auto session = std::make_unique<GameSession>(connectFourOptions());
        auto ai = std::make_unique<AiController>(session.get());
        session->start(kStandard, {aiSeat(AiLevel::Expert, 4, kLongBudgetMs), Seat::person()}, 0);
        QVERIFY(ai->isThinking());
        QTest::qWait(30);
        ai.reset(); // cancels the search and joins the thread (a hang fails by timeout)
        QCoreApplication::processEvents();
        QCOMPARE(session->game().plyCount(), 0);
    }
};

QTEST_MAIN(TestAiController)
#include "tst_aicontroller.moc"
