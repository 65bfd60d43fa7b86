// GameSession: moves with validation, undo/redo (two plies against an AI),
// score, loading a position, saving and restoring a game (redo tail
// included), and the clean state that tells a saved position.
#include "core/games/connectfour/connectfourrules.h"
#include "ui/session/gamesession.h"

#include "core/games/connectfour/connectfour.h"
#include "ui/savedgame/savedgame.h"

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
        GameSession session{connectFourOptions()};
        QVERIFY(session.start(connectFourOptions(8, 9), {Seat::person(), greedy()}, 1));
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
        GameSession session{connectFourOptions()};
        QVERIFY(session.start(connectFourOptions(6, 7), {Seat::person(), Seat::person()}, 0));
        QVERIFY(session.play(3));
        QString error;
        QVERIFY(!session.start(connectFourOptions(3, 7), {Seat::person(), Seat::person()}, 0, &error));
        QVERIFY(!error.isEmpty());
        QCOMPARE(session.game().plyCount(), 1);
        QCOMPARE(session.game().rows(), 6);
    }

    void illegalMoveIsRefusedWithAReason()
    {
        GameSession session{connectFourOptions()};
        session.start(connectFourOptions(4, 4), {Seat::person(), Seat::person()}, 0);
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
        GameSession session{connectFourOptions()};
        session.start(connectFourOptions(6, 7), {Seat::person(), greedy()}, 0);
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
        GameSession session{connectFourOptions()};
        session.start(connectFourOptions(6, 7), {Seat::person(), Seat::person()}, 0);
        session.play(3);
        session.play(2);
        session.undo();
        QCOMPARE(session.game().plyCount(), 1);
        session.redo();
        QCOMPARE(session.game().plyCount(), 2);
    }

    void scoreCountsResultsAndFollowsUndo()
    {
        GameSession session{connectFourOptions()};
        session.start(connectFourOptions(6, 7), {Seat::person(), Seat::person()}, 1);
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
        session.start(connectFourOptions(4, 4), {Seat::person(), Seat::person()}, 0);
        QVERIFY(session.loadMoves(QStringLiteral("2234114322434311")));
        QVERIFY(session.isOver());
        QCOMPARE(session.outcome(), Outcome::Draw);
        QCOMPARE(session.score().draws, 1);
    }

    void theScoreBelongsToOneGameAndTwoPlayers()
    {
        GameSession session{connectFourOptions()};
        const std::array<Seat, 2> people{Seat::person(), Seat::person()};
        const auto winForSeat1 = [&] {
            QVERIFY(session.loadMoves(QStringLiteral("1212121")));
            QVERIFY(session.isOver());
        };
        session.start(connectFourOptions(6, 7), people, 0);
        winForSeat1();
        session.start(connectFourOptions(6, 7), people, 0); // the same sitting: the tally goes on
        winForSeat1();
        QCOMPARE(session.score().wins[0], 2);
        session.start(connectFourOptions(5, 7), people, 0); // another board
        QCOMPARE(session.score().games(), 0);
        winForSeat1();
        AiConfig expert;
        expert.level = AiLevel::Expert;
        session.start(connectFourOptions(5, 7), {Seat::person(), Seat::computer(expert)}, 0); // another player
        QCOMPARE(session.score().games(), 0);
        // A demo: the same two AIs with a new seed each game keep one tally.
        AiConfig greedy;
        greedy.level = AiLevel::Greedy;
        session.start(connectFourOptions(5, 7), {Seat::computer(greedy), Seat::computer(expert)}, 0);
        winForSeat1();
        greedy.seed = 99;
        expert.seed = 98;
        session.start(connectFourOptions(5, 7), {Seat::computer(greedy), Seat::computer(expert)}, 0);
        QCOMPARE(session.score().wins[0], 1);
    }

    void malformedMovesAreRefusedWithTheirPosition()
    {
        GameSession session{connectFourOptions()};
        session.start(connectFourOptions(6, 7), {Seat::person(), Seat::person()}, 0);
        session.play(3);
        QString error;
        QVERIFY(!session.loadMoves(QStringLiteral("44x5"), &error));
        QVERIFY2(error.contains(QLatin1String("3")), qPrintable(error));
        QCOMPARE(session.movesText(), QStringLiteral("4"));
        QVERIFY(!session.loadMoves(QStringLiteral("1111111"), &error)); // the seventh overflows
        QCOMPARE(session.movesText(), QStringLiteral("4"));
    }

    void savedGameHoldsTheRedoTail()
    {
        GameSession session{connectFourOptions()};
        session.start(connectFourOptions(6, 7), {Seat::person(), greedy()}, 0);
        QVERIFY(session.loadMoves(QStringLiteral("445362")));
        session.undo(); // back to the person's turn: two plies
        const GameRecord saved = session.record();
        QCOMPARE(saved.options, session.options());
        QCOMPARE(saved.seats, session.seats());
        QCOMPARE(saved.firstSeat, 0);
        QCOMPARE(saved.moves, (std::vector<Move>{3, 3, 4, 2}));
        QCOMPARE(saved.redo, (std::vector<Move>{5, 1}));
    }

    void restoreReplaysEveryMoveUndoably()
    {
        SavedGame saved;
        saved.options = connectFourOptions(5, 8);
        saved.seats = {greedy(), Seat::person()};
        saved.firstSeat = 1;
        saved.moves = {0, 1, 0, 1};
        saved.redo = {0};
        GameSession session{connectFourOptions()};
        session.start(connectFourOptions(6, 7), {Seat::person(), Seat::person()}, 0);
        QSignalSpy started(&session, &GameSession::gameStarted);
        QSignalSpy played(&session, &GameSession::movePlayed);
        QString error;
        QVERIFY2(session.restore(saved, &error), qPrintable(error));
        QCOMPARE(started.count(), 1);
        QCOMPARE(played.count(), 0); // a reloaded position, not four moves to animate
        QCOMPARE(session.game().columns(), 8);
        QCOMPARE(session.movesText(), QStringLiteral("1212"));
        QCOMPARE(session.seatToMove(), 1);
        QVERIFY(session.isClean());
        QVERIFY(session.canRedo());
        session.redo();
        QCOMPARE(session.movesText(), QStringLiteral("12121"));
        QVERIFY(!session.isClean());
        session.undo();
        QVERIFY(session.isClean());
        session.undo(); // against the AI: back to the person's turn, two plies
        QCOMPARE(session.game().plyCount(), 2);
        QCOMPARE(session.record().redo, (std::vector<Move>{0, 1, 0}));
    }

    void restoreRefusesAnUnplayableGame()
    {
        GameSession session{connectFourOptions()};
        session.start(connectFourOptions(6, 7), {Seat::person(), Seat::person()}, 0);
        session.play(3);
        SavedGame saved;
        saved.options = connectFourOptions();
        saved.moves = {0, 0, 0, 0, 0, 0, 0}; // the seventh overflows the column
        QString error;
        QVERIFY(!session.restore(saved, &error));
        QVERIFY(!error.isEmpty());
        saved.moves = {};
        saved.options.setValue("rows", 2);
        QVERIFY(!session.restore(saved, &error));
        QCOMPARE(session.movesText(), QStringLiteral("4"));
    }

    void cleanFollowsTheSavedPosition()
    {
        GameSession session{connectFourOptions()};
        QSignalSpy clean(&session, &GameSession::cleanChanged);
        session.start(connectFourOptions(6, 7), {Seat::person(), Seat::person()}, 0);
        QVERIFY(session.isClean());
        session.play(3);
        QVERIFY(!session.isClean());
        session.setClean(true);
        QVERIFY(session.isClean());
        session.play(2);
        QVERIFY(!session.isClean());
        session.undo();
        QVERIFY(session.isClean());
        session.setClean(false); // the file is older than this position
        QVERIFY(!session.isClean());
        QVERIFY(clean.count() >= 4);
    }
};

QTEST_MAIN(TestGameSession)
#include "tst_gamesession.moc"
