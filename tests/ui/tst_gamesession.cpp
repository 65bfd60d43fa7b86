// GameSession: moves with validation, undo/redo (two plies against an AI),
// score, loading a position.
#include "session/gamesession.h"

#include "games/connectfour/connectfour.h"

#include <QSignalSpy>
#include <QTest>

using namespace quatre;
using namespace quatre::ui;

namespace {

Seat greedy()
{
    AiConfig config;
    config.level = AiLevel::Greedy;
    return Seat::computer(config);
}

} // namespace

class TestGameSession : public QObject {
    Q_OBJECT

private slots:
    void startsEmptyWithTheGivenSeats()
    {
        GameSession session;
        QVERIFY(session.start({GameKind::ConnectFour, 8, 9}, {Seat::person(), greedy()}, 1));
        QCOMPARE(session.game().rows(), 8);
        QCOMPARE(session.game().columns(), 9);
        QCOMPARE(session.game().plyCount(), 0);
        QCOMPARE(session.firstSeat(), 1);
        QCOMPARE(session.seatToMove(), 1);
        QVERIFY(session.isAiToMove());
        QVERIFY(!session.canUndo());
    }

    void badOptionsChangeNothing()
    {
        GameSession session;
        QVERIFY(session.start({GameKind::ConnectFour, 6, 7}, {Seat::person(), Seat::person()}, 0));
        QVERIFY(session.play(3));
        QString error;
        QVERIFY(!session.start({GameKind::ConnectFour, 3, 7}, {Seat::person(), Seat::person()}, 0, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(session.game().plyCount(), 1);
        QCOMPARE(session.game().rows(), 6);
    }

    void illegalMoveIsRefusedWithAReason()
    {
        GameSession session;
        session.start({GameKind::ConnectFour, 4, 4}, {Seat::person(), Seat::person()}, 0);
        for (int i = 0; i < 4; ++i)
            QVERIFY(session.play(0));
        QSignalSpy changed(&session, &GameSession::positionChanged);
        QString error;
        QVERIFY(!session.play(0, &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(!session.play(17, &error));
        QCOMPARE(session.game().plyCount(), 4);
        QCOMPARE(changed.count(), 0);
    }

    void undoAgainstAnAiTakesBackTwoPlies()
    {
        GameSession session;
        session.start({GameKind::ConnectFour, 6, 7}, {Seat::person(), greedy()}, 0);
        QVERIFY(session.play(3)); // the person
        QVERIFY(session.play(2)); // standing in for the AI's reply
        QVERIFY(session.play(4));
        QVERIFY(session.play(4));
        session.undo();
        QCOMPARE(session.game().plyCount(), 2);
        QVERIFY(session.isHumanToMove());
        session.undo();
        QCOMPARE(session.game().plyCount(), 0);
        QVERIFY(!session.canUndo());
        session.redo();
        QCOMPARE(session.game().plyCount(), 2);
        QCOMPARE(session.movesText(), QStringLiteral("43"));
    }

    void undoBetweenPeopleTakesBackOnePly()
    {
        GameSession session;
        session.start({GameKind::ConnectFour, 6, 7}, {Seat::person(), Seat::person()}, 0);
        session.play(3);
        session.play(2);
        session.undo();
        QCOMPARE(session.game().plyCount(), 1);
        session.redo();
        QCOMPARE(session.game().plyCount(), 2);
    }

    void scoreCountsResultsAndFollowsUndo()
    {
        GameSession session;
        session.start({GameKind::ConnectFour, 6, 7}, {Seat::person(), Seat::person()}, 1);
        QSignalSpy over(&session, &GameSession::gameOver);
        QVERIFY(session.loadMoves(QStringLiteral("121212")));
        QVERIFY(session.play(0)); // seat 2 moved first, so seat 2 wins
        QCOMPARE(over.count(), 1);
        QCOMPARE(session.winnerSeat(), 1);
        QCOMPARE(session.score().wins[1], 1);
        QCOMPARE(session.winningCells().size(), std::size_t(4));
        session.undo();
        QCOMPARE(session.score().games(), 0);
        session.redo();
        QCOMPARE(session.score().wins[1], 1);
        session.start({GameKind::ConnectFour, 4, 4}, {Seat::person(), Seat::person()}, 0);
        QVERIFY(session.loadMoves(QStringLiteral("2234114322434311")));
        QVERIFY(session.isOver());
        QCOMPARE(session.outcome(), Outcome::Draw);
        QCOMPARE(session.score().draws, 1);
    }

    void malformedMovesAreRefusedWithTheirPosition()
    {
        GameSession session;
        session.start({GameKind::ConnectFour, 6, 7}, {Seat::person(), Seat::person()}, 0);
        session.play(3);
        QString error;
        QVERIFY(!session.loadMoves(QStringLiteral("44x5"), &error));
        QVERIFY2(error.contains(QLatin1String("3")), qPrintable(error));
        QCOMPARE(session.movesText(), QStringLiteral("4"));
        QVERIFY(!session.loadMoves(QStringLiteral("1111111"), &error)); // the seventh overflows
        QCOMPARE(session.movesText(), QStringLiteral("4"));
    }
};

QTEST_MAIN(TestGameSession)
#include "tst_gamesession.moc"
