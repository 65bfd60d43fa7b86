// What the AI seats say: a seat's verdict stays on its card while the game
// stays on the line it was said on, and a remark on the board is told again
// in the language the interface changes to.
#include "core/games/fourmation/fourmationhardcore.h"
#include "ui/board/boardview.h"
#include "ui/games/gamelist.h"
#include "ui/language/translation.h"
#include "ui/mainwindow/seatvoices.h"
#include "ui/registry/gameregistry.h"
#include "ui/session/gamesession.h"
#include "uitestsupport.h"

#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace quatre;
using namespace quatre::ui;

class TestSeatVoices : public QObject {
    Q_OBJECT

private slots:
    // English too has a translation: the plural forms of "Wins in %n move(s)".
    void init() { QVERIFY(installTranslations(*QCoreApplication::instance(), QStringLiteral("en"))); }

    void aVerdictHoldsWhileTheGameStaysOnItsLine()
    {
        GameSession session(test::boardOptions("connect4", 7));
        QVERIFY(session.start(test::boardOptions("connect4", 7), {Seat::person(), test::aiSeat(AiLevel::Perfect)}, 0));
        SeatVoices voices(&session, builtInGames());
        QSignalSpy changed(&voices, &SeatVoices::verdictChanged);
        QVERIFY(session.play(3));
        QVERIFY(session.play(3)); // the Perfect seat's move, and what it said of it
        AiDecision decision;
        decision.move = 3;
        decision.exact = true;
        decision.verdict = Verdict{1, 9};
        voices.hear(1, decision);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(voices.verdict(1), QStringLiteral("Wins in 4 moves"));
        QVERIFY(voices.verdict(0).isEmpty()); // the person said nothing

        QVERIFY(session.play(2)); // further on the same line
        QCOMPARE(voices.verdict(1), QStringLiteral("Wins in 4 moves"));
        session.undo();
        session.undo(); // back before the move it was said on
        QVERIFY(voices.verdict(1).isEmpty());
        QVERIFY(session.play(4));
        QVERIFY(session.play(3)); // the same number of moves, another line
        QVERIFY(voices.verdict(1).isEmpty());

        // A Perfect seat that fell back to the heuristic search says so.
        voices.hear(1, AiDecision{});
        QCOMPARE(changed.count(), 2);
        QCOMPARE(voices.verdict(1), QStringLiteral("Not sure"));
        // Expert speaks only of what it proved, and takes back what it said before.
        QVERIFY(session.start(session.options(), {Seat::person(), test::aiSeat(AiLevel::Expert)}, 0));
        QVERIFY(session.play(3));
        QVERIFY(session.play(3));
        voices.hear(1, decision);
        QCOMPARE(voices.verdict(1), QStringLiteral("Wins in 4 moves"));
        voices.hear(1, AiDecision{});
        QCOMPARE(changed.count(), 4);
        QVERIFY(voices.verdict(1).isEmpty());
    }

    void aRemarkIsToldAgainInANewLanguage()
    {
        const GameOptions options = test::boardOptions("4mation", 7);
        GameSession session(options);
        QVERIFY(session.start(options, {Seat::person(), test::aiSeat(kHardcoreLevel)}, 0));
        const GameEntry *game = builtInGames().find(options);
        QVERIFY(game);
        std::unique_ptr<BoardView> board(game->createBoardView(nullptr));
        board->setSession(&session);
        SeatVoices voices(&session, builtInGames());
        voices.setBoard(board.get());
        QSignalSpy remarked(&voices, &SeatVoices::remarked);
        QVERIFY(session.play(session.game().legalMoves().front()));
        QVERIFY(session.play(session.game().legalMoves().front()));
        AiDecision decision;
        decision.reason = MoveReason::Block;
        voices.hear(1, decision);
        QCOMPARE(remarked.count(), 1);
        QCOMPARE(remarked.at(0).at(0).toInt(), 1);
        QCOMPARE(remarked.at(0).at(1).toString(), QStringLiteral("Too easy m8."));
        QCOMPARE(board->speech(), QStringLiteral("Too easy m8."));
        QCOMPARE(board->speechSeat(), 1);

        QVERIFY(installTranslations(*QCoreApplication::instance(), QStringLiteral("ca")));
        voices.retranslate();
        QCOMPARE(board->speech(), QStringLiteral("Massa fàcil, nano."));
        QCOMPARE(board->speechSeat(), 1);

        // A move without words leaves the last remark where it was said.
        voices.hear(1, AiDecision{});
        QCOMPARE(remarked.count(), 1);
        QCOMPARE(board->speech(), QStringLiteral("Massa fàcil, nano."));
        board->setSession(nullptr);
    }
};

QTEST_MAIN(TestSeatVoices)
#include "tst_seatvoices.moc"
