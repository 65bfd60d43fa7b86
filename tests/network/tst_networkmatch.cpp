// Two sessions in one process play over 127.0.0.1: whole games of each of
// the three games with seeded random moves, both ending with the same
// moves; undo by consent (and a refusal that changes nothing), a rematch
// that swaps who begins, resign and chat; and a friend's program that sends
// a move out of turn, an illegal move or a move for another position is
// disconnected while the board keeps its position.
#include "ui/games/gamelist.h"
#include "ui/network/connection.h"
#include "ui/network/host.h"
#include "ui/network/joiner.h"
#include "ui/network/networkmatch.h"
#include "ui/registry/gameregistry.h"
#include "ui/session/gamesession.h"

#include "testseed.h"

#include <QSignalSpy>
#include <QTest>

#include <random>

using namespace quatre;
using namespace quatre::ui;
using namespace quatre::ui::net;

namespace {

constexpr int kWaitMs = 5000;

// A host's session and a joiner's, connected and set up.
struct Pair {
    Host host{QStringLiteral("Horia")};
    Joiner joiner{QStringLiteral("Joana")};
    std::unique_ptr<GameSession> hostSession;
    GameSession joinerSession{builtInGames().first().rules->defaultOptions()};
    NetworkMatch *atHost = nullptr;
    NetworkMatch *atJoiner = nullptr;
    Connection *joinerConnection = nullptr;

    bool connect(const GameOptions &options, int hostSeat, int firstSeat)
    {
        hostSession = std::make_unique<GameSession>(options);
        hostSession->start(options, {Seat::person(), Seat::person()}, firstSeat);
        if (!host.listen(QHostAddress(QHostAddress::LocalHost), 0))
            return false;
        QObject::connect(&host, &Host::joined, &host, [this, hostSeat](Connection *connection) {
            atHost = NetworkMatch::host(hostSession.get(), connection, hostSeat, builtInGames(), &host);
        });
        QObject::connect(&joiner, &Joiner::joined, &joiner, [this](Connection *connection) {
            joinerConnection = connection;
            atJoiner = NetworkMatch::join(&joinerSession, connection, builtInGames(), &joiner);
        });
        joiner.join(QStringLiteral("127.0.0.1"), host.port(), host.joinCode());
        return QTest::qWaitFor([this] { return atHost && atJoiner && atJoiner->isReady(); }, kWaitMs);
    }
    bool inStep() const { return hostSession->moveTexts() == joinerSession.moveTexts(); }
    // The session of the player to move.
    GameSession &toMove() { return atHost->isLocalTurn() ? *hostSession : joinerSession; }
};

} // namespace

class TestNetworkMatch : public QObject {
    Q_OBJECT

private slots:
    void wholeGamesEndAlike_data()
    {
        QTest::addColumn<QString>("game");
        for (const GameEntry &game : builtInGames().games())
            QTest::newRow(game.id().data()) << QString::fromLatin1(game.id().data(), qsizetype(game.id().size()));
    }
    void wholeGamesEndAlike()
    {
        QFETCH(QString, game);
        const GameOptions options = builtInGames().find(game.toStdString())->rules->defaultOptions();
        Pair pair;
        QVERIFY(pair.connect(options, 1, 0));
        QCOMPARE(pair.atJoiner->localSeat(), 0);
        QCOMPARE(pair.joinerSession.options(), options);
        std::mt19937 random(test::testSeed(3));
        int moves = 0;
        while (!pair.hostSession->isOver()) {
            QVERIFY(pair.atHost->isLocalTurn() != pair.atJoiner->isLocalTurn());
            GameSession &mover = pair.toMove();
            const std::vector<Move> legal = mover.game().legalMoves();
            QVERIFY(mover.play(legal[random() % legal.size()]));
            QTRY_VERIFY_WITH_TIMEOUT(pair.inStep(), kWaitMs);
            QVERIFY(++moves <= 200);
        }
        QVERIFY(pair.joinerSession.isOver());
        QCOMPARE(pair.joinerSession.outcome(), pair.hostSession->outcome());
        QCOMPARE(pair.joinerSession.winnerSeat(), pair.hostSession->winnerSeat());
    }

    void undoNeedsConsent()
    {
        Pair pair;
        QVERIFY(pair.connect(builtInGames().find("connect4")->rules->defaultOptions(), 0, 0));
        for (Move move : {3, 3, 4}) {
            QVERIFY(pair.toMove().play(move));
            QTRY_VERIFY_WITH_TIMEOUT(pair.inStep(), kWaitMs);
        }
        // The host (seat 1) moved last: its undo takes back that one move, once the joiner agrees.
        QSignalSpy asked(pair.atJoiner, &NetworkMatch::requestReceived);
        QSignalSpy answered(pair.atHost, &NetworkMatch::answered);
        pair.atHost->request(RequestKind::Undo);
        QTRY_COMPARE_WITH_TIMEOUT(asked.count(), 1, kWaitMs);
        pair.atJoiner->answer(false);
        QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 1, kWaitMs);
        QCOMPARE(answered.at(0).at(1).toBool(), false);
        QCOMPARE(pair.hostSession->game().plyCount(), 3);
        pair.atHost->request(RequestKind::Undo);
        QTRY_COMPARE_WITH_TIMEOUT(asked.count(), 2, kWaitMs);
        pair.atJoiner->answer(true);
        QTRY_COMPARE_WITH_TIMEOUT(answered.count(), 2, kWaitMs);
        QCOMPARE(answered.at(1).at(1).toBool(), true);
        QCOMPARE(pair.hostSession->movesText(), QStringLiteral("44"));
        QVERIFY(pair.inStep());
        QVERIFY(pair.atHost->isLocalTurn());
        // The joiner asks on its own turn: the host's reply and the joiner's move before it go.
        for (Move move : {1, 1, 6}) {
            QVERIFY(pair.toMove().play(move));
            QTRY_VERIFY_WITH_TIMEOUT(pair.inStep(), kWaitMs);
        }
        QVERIFY(pair.atJoiner->isLocalTurn());
        QSignalSpy hostAsked(pair.atHost, &NetworkMatch::requestReceived);
        pair.atJoiner->request(RequestKind::Undo);
        QTRY_COMPARE_WITH_TIMEOUT(hostAsked.count(), 1, kWaitMs);
        QCOMPARE(pair.atHost->pendingRequest(), RequestKind::Undo);
        pair.atHost->answer(true);
        QTRY_COMPARE_WITH_TIMEOUT(pair.joinerSession.movesText(), QStringLiteral("442"), kWaitMs);
        QVERIFY(pair.inStep());
        QVERIFY(pair.atJoiner->isLocalTurn());
        QVERIFY(!pair.atHost->pendingRequest());
    }

    void rematchResignAndChat()
    {
        Pair pair;
        QVERIFY(pair.connect(builtInGames().find("4mation")->rules->defaultOptions(), 0, 0));
        QVERIFY(pair.toMove().play(pair.toMove().game().legalMoves().front()));
        QTRY_VERIFY_WITH_TIMEOUT(pair.inStep(), kWaitMs);

        QSignalSpy chat(pair.atHost, &NetworkMatch::chatReceived);
        pair.atJoiner->sendChat(QStringLiteral("  <a href=\"x\">bună</a>  ") + QString(600, QLatin1Char('!')));
        QTRY_COMPARE_WITH_TIMEOUT(chat.count(), 1, kWaitMs);
        const QString line = chat.at(0).at(0).toString();
        QVERIFY(line.startsWith(QStringLiteral("<a href=\"x\">bună</a>")));
        QCOMPARE(line.size(), kMaxChatLength);

        QSignalSpy resigned(pair.atHost, &NetworkMatch::resigned);
        pair.atJoiner->resign();
        QTRY_COMPARE_WITH_TIMEOUT(resigned.count(), 1, kWaitMs);
        QCOMPARE(resigned.at(0).at(0).toInt(), pair.atJoiner->localSeat());
        QCOMPARE(pair.atHost->resignedSeat(), pair.atJoiner->localSeat());
        QVERIFY(!pair.atHost->isLocalTurn());

        QSignalSpy asked(pair.atHost, &NetworkMatch::requestReceived);
        pair.atJoiner->request(RequestKind::Rematch);
        QTRY_COMPARE_WITH_TIMEOUT(asked.count(), 1, kWaitMs);
        pair.atHost->answer(true);
        QTRY_VERIFY_WITH_TIMEOUT(pair.joinerSession.game().plyCount() == 0, kWaitMs);
        QCOMPARE(pair.hostSession->firstSeat(), 1);
        QCOMPARE(pair.joinerSession.firstSeat(), 1);
        QVERIFY(!pair.atHost->resignedSeat());
        QVERIFY(pair.atJoiner->isLocalTurn()); // seat 2 begins: the joiner's
    }

    void aCheatingPeerIsDisconnected_data()
    {
        QTest::addColumn<QString>("reason");
        QTest::addColumn<int>("pliesKept");
        QTest::newRow("out of turn") << QStringLiteral("a move out of turn") << 2;
        QTest::newRow("for another position") << QStringLiteral("a move for another position") << 1;
        QTest::newRow("illegal") << QStringLiteral("an illegal move") << 1;
    }
    void aCheatingPeerIsDisconnected()
    {
        QFETCH(QString, reason);
        QFETCH(int, pliesKept);
        Pair pair;
        QVERIFY(pair.connect(builtInGames().find("connect4")->rules->defaultOptions(), 0, 0));
        QVERIFY(pair.hostSession->play(3)); // the host's first move; the joiner is to move
        QTRY_VERIFY_WITH_TIMEOUT(pair.inStep(), kWaitMs);
        QSignalSpy gone(pair.atHost, &NetworkMatch::disconnected);
        const QByteArray tag = QTest::currentDataTag();
        if (tag == "out of turn") {
            // The joiner's program plays twice in a row.
            QVERIFY(pair.joinerSession.play(3));
            pair.joinerConnection->send(MovePlayed{2, QStringLiteral("4")});
        } else if (tag == "for another position") {
            pair.joinerConnection->send(MovePlayed{0, QStringLiteral("4")});
        } else {
            pair.joinerConnection->send(MovePlayed{1, QStringLiteral("9")}); // no column 9 on 6 x 7
        }
        QTRY_COMPARE_WITH_TIMEOUT(gone.count(), 1, kWaitMs);
        QCOMPARE(gone.at(0).at(0).value<CloseReason>(), CloseReason::Refused);
        QCOMPARE(gone.at(0).at(1).toString(), reason);
        QCOMPARE(pair.hostSession->game().plyCount(), pliesKept);
        QVERIFY(pair.host.isListening()); // the same friend may come back
    }

    void aResumedGameMustBeTheOneInterrupted_data()
    {
        QTest::addColumn<QStringList>("joinerMoves");
        QTest::addColumn<bool>("resumed");
        QTest::newRow("the same moves") << QStringList{QStringLiteral("4"), QStringLiteral("5")} << true;
        QTest::newRow("another move") << QStringList{QStringLiteral("4"), QStringLiteral("6")} << false;
        QTest::newRow("a move fewer") << QStringList{QStringLiteral("4")} << false;
    }
    void aResumedGameMustBeTheOneInterrupted()
    {
        QFETCH(QStringList, joinerMoves);
        QFETCH(bool, resumed);
        Pair pair;
        const GameOptions options = builtInGames().find("connect4")->rules->defaultOptions();
        QVERIFY(pair.connect(options, 0, 0));
        QVERIFY(pair.hostSession->play(3));
        QTRY_VERIFY_WITH_TIMEOUT(pair.inStep(), kWaitMs);
        QVERIFY(pair.joinerSession.play(4));
        QTRY_VERIFY_WITH_TIMEOUT(pair.hostSession->game().plyCount() == 2, kWaitMs);
        NetworkMatch *first = pair.atHost;
        QSignalSpy lost(first, &NetworkMatch::disconnected);
        pair.joinerConnection->close(QStringLiteral("lost"));
        QTRY_COMPARE_WITH_TIMEOUT(lost.count(), 1, kWaitMs);

        // The joiner comes back holding `joinerMoves`; the host sends its game.
        GameSession held(options);
        held.start(options, {Seat::person(), Seat::person()}, 0);
        QVERIFY(held.loadMoves(joinerMoves.join(QString())));
        Joiner again{QStringLiteral("Joana")};
        NetworkMatch *resuming = nullptr;
        QString refusal;
        QObject::connect(&again, &Joiner::joined, &again, [&](Connection *connection) {
            resuming = NetworkMatch::resume(&held, connection, 1, builtInGames(), &again);
            // The host's setup may be read at once, in the same delivery as the welcome.
            QObject::connect(resuming, &NetworkMatch::disconnected, &again,
                             [&](CloseReason, const QString &detail) { refusal = detail; });
        });
        again.join(QStringLiteral("127.0.0.1"), pair.host.port(), pair.host.joinCode());
        QTRY_VERIFY_WITH_TIMEOUT(resuming && (resuming->isReady() || !refusal.isEmpty()), kWaitMs);
        QCOMPARE(resuming->isReady(), resumed);
        QCOMPARE(held.moveTexts(), joinerMoves); // never rewritten by the host's game
        if (resumed) {
            QCOMPARE(resuming->localSeat(), 1);
            QVERIFY(resuming->isLocalTurn() == false && pair.atHost->isLocalTurn());
        } else {
            QCOMPARE(refusal, QStringLiteral("a game other than the one interrupted"));
        }
    }
};

QTEST_MAIN(TestNetworkMatch)
#include "tst_networkmatch.moc"
