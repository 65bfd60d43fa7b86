// Hosting and joining over the loopback interface (127.0.0.1 only): the
// right code joins, the code itself never crosses the wire, a second joiner
// hears "game full", three wrong codes stop hosting, a version mismatch is
// told on both sides, and hostile peers (garbage, a 100 MB length, 65 KiB,
// deep JSON, invalid UTF-8, a flood, silence, messages out of order) are
// each disconnected while the host keeps running and a real joiner still
// gets in afterwards. Every sending loop here is bounded.
#include "ui/network/connection.h"
#include "ui/network/host.h"
#include "ui/network/joiner.h"
#include "ui/network/joinproof.h"
#include "ui/network/messagereader.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTest>
#include <QtEndian>

using namespace quatre::ui::net;

namespace {

constexpr int kWaitMs = 5000;
const QHostAddress kLoopback = QHostAddress(QHostAddress::LocalHost);

QByteArray frameOf(const QByteArray &json)
{
    QByteArray frame(4, '\0');
    qToBigEndian(quint32(json.size()), frame.data());
    return frame + json;
}

// A raw peer that sends whatever a test wants, and reads what comes back.
struct RawPeer {
    QTcpSocket socket;
    MessageReader reader;
    std::vector<Message> received;

    bool connectTo(quint16 port)
    {
        socket.connectToHost(kLoopback, port);
        return socket.waitForConnected(kWaitMs);
    }
    void readAll()
    {
        if (socket.bytesAvailable() > 0)
            reader.feed(socket.readAll(), received);
    }
    // Whether the host closed the connection within the wait.
    bool closedByHost()
    {
        // Waits with the event loop running: the host lives in this thread.
        const bool closed =
            QTest::qWaitFor([this] { return socket.state() == QAbstractSocket::UnconnectedState; }, kWaitMs);
        readAll();
        return closed;
    }
    QString byeReason() const
    {
        for (const Message &message : received)
            if (const auto *bye = std::get_if<Bye>(&message))
                return bye->reason;
        return {};
    }
};

bool joinWithCode(Host &host, const QString &code, QString *failure = nullptr)
{
    Joiner joiner(QStringLiteral("Joana"));
    QSignalSpy joined(&joiner, &Joiner::joined);
    QSignalSpy failed(&joiner, &Joiner::failed);
    joiner.join(QStringLiteral("127.0.0.1"), host.port(), code);
    if (!QTest::qWaitFor([&] { return joined.count() + failed.count() > 0; }, kWaitMs))
        return false;
    if (failure && failed.count() > 0)
        *failure = failed.at(0).at(0).toString();
    if (joined.count() > 0)
        joined.at(0).at(0).value<Connection *>()->close();
    return joined.count() > 0;
}

} // namespace

class TestHost : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { qRegisterMetaType<Connection *>(); }

    void theRightCodeJoinsAndMessagesFlow()
    {
        Host host(QStringLiteral("Horia"));
        QVERIFY(host.listen(kLoopback, 0));
        QVERIFY(host.port() != 0);
        QCOMPARE(host.addresses(), QStringList{QStringLiteral("127.0.0.1")});
        QCOMPARE(host.joinCode().size(), kJoinCodeLength);
        Joiner joiner(QStringLiteral("Joana"));
        QSignalSpy hostJoined(&host, &Host::joined);
        QSignalSpy joined(&joiner, &Joiner::joined);
        // As a person might type it.
        joiner.join(QStringLiteral("127.0.0.1"), host.port(), host.joinCode().toLower().insert(3, QLatin1Char('-')));
        QTRY_COMPARE_WITH_TIMEOUT(joined.count(), 1, kWaitMs);
        QTRY_COMPARE_WITH_TIMEOUT(hostJoined.count(), 1, kWaitMs);
        QCOMPARE(hostJoined.at(0).at(1).toString(), QStringLiteral("Joana"));
        QCOMPARE(joined.at(0).at(1).toString(), QStringLiteral("Horia"));
        auto *atJoiner = joined.at(0).at(0).value<Connection *>();
        Connection *atHost = host.opponent();
        QVERIFY(atHost);

        std::vector<Message> heard;
        connect(atHost, &Connection::messageReceived, this, [&heard](const Message &m) { heard.push_back(m); });
        atJoiner->send(Chat{QStringLiteral("<i>salut</i>")});
        atJoiner->send(MovePlayed{0, QStringLiteral("4")});
        QTRY_COMPARE_WITH_TIMEOUT(heard.size(), std::size_t(2), kWaitMs);
        QCOMPARE(std::get<Chat>(heard[0]).text, QStringLiteral("<i>salut</i>"));

        // Goodbye: the host hears who left and why, and listens on.
        QSignalSpy closed(atHost, &Connection::closed);
        atJoiner->close(QStringLiteral("window closed"));
        QTRY_COMPARE_WITH_TIMEOUT(closed.count(), 1, kWaitMs);
        QCOMPARE(closed.at(0).at(0).value<CloseReason>(), CloseReason::PeerLeft);
        QCOMPARE(closed.at(0).at(1).toString(), QStringLiteral("window closed"));
        QTRY_VERIFY_WITH_TIMEOUT(!host.opponent(), kWaitMs);
        QVERIFY(host.isListening());
        QVERIFY(joinWithCode(host, host.joinCode())); // the same person comes back
    }

    // What crosses the wire proves the code without holding it.
    void theCodeNeverCrossesTheWire()
    {
        Host host(QStringLiteral("Horia"));
        QVERIFY(host.listen(kLoopback, 0));
        RawPeer peer;
        QVERIFY(peer.connectTo(host.port()));
        peer.socket.write(frameMessage(Hello{kProtocolVersion, QStringLiteral("test"), QStringLiteral("Raw")}));
        QTRY_VERIFY_WITH_TIMEOUT((peer.readAll(), peer.received.size() >= 2), kWaitMs);
        const QByteArray nonce = std::get<Challenge>(peer.received[1]).nonce;
        const QByteArray proof = joinProof(host.joinCode(), nonce);
        QVERIFY(!proof.contains(host.joinCode().toUtf8()));
        QByteArray sent = frameMessage(Proof{proof});
        QVERIFY(!sent.contains(host.joinCode().toUtf8()));
        peer.socket.write(sent);
        QTRY_VERIFY_WITH_TIMEOUT(host.opponent(), kWaitMs);
        QTRY_VERIFY_WITH_TIMEOUT((peer.readAll(), peer.received.size() >= 3), kWaitMs);
        QVERIFY(std::holds_alternative<Welcome>(peer.received[2]));
    }

    void aSecondJoinerHearsGameFull()
    {
        Host host(QStringLiteral("Horia"));
        QVERIFY(host.listen(kLoopback, 0));
        Joiner first(QStringLiteral("Joana"));
        QSignalSpy joined(&first, &Joiner::joined);
        first.join(QStringLiteral("127.0.0.1"), host.port(), host.joinCode());
        QTRY_COMPARE_WITH_TIMEOUT(joined.count(), 1, kWaitMs);
        QSignalSpy refused(&host, &Host::attemptRefused);
        QString failure;
        QVERIFY(!joinWithCode(host, host.joinCode(), &failure));
        QCOMPARE(failure, QStringLiteral("The host already has an opponent: the game is full."));
        QCOMPARE(refused.count(), 1);
        QVERIFY(host.opponent() && host.opponent()->isOpen());
    }

    void threeWrongCodesStopHosting()
    {
        Host host(QStringLiteral("Horia"));
        QVERIFY(host.listen(kLoopback, 0));
        QSignalSpy stopped(&host, &Host::stoppedListening);
        const QString wrong =
            host.joinCode() == QLatin1String("AAAAAA") ? QStringLiteral("BBBBBB") : QStringLiteral("AAAAAA");
        for (int attempt = 1; attempt <= kMaxWrongProofs; ++attempt) {
            QString failure;
            QVERIFY(!joinWithCode(host, wrong, &failure));
            QCOMPARE(failure, QStringLiteral("The host did not accept the join code."));
            QCOMPARE(host.isListening(), attempt < kMaxWrongProofs);
        }
        QCOMPARE(stopped.count(), 1);
        QVERIFY(stopped.at(0).at(0).toString().contains(QStringLiteral("127.0.0.1")));
        QTcpSocket late;
        late.connectToHost(kLoopback, host.port());
        QVERIFY(!late.waitForConnected(1000));
    }

    void aVersionMismatchIsToldOnBothSides()
    {
        Host host(QStringLiteral("Horia"));
        QVERIFY(host.listen(kLoopback, 0));
        QSignalSpy refused(&host, &Host::attemptRefused);
        RawPeer peer;
        QVERIFY(peer.connectTo(host.port()));
        peer.socket.write(frameMessage(Hello{2, QStringLiteral("9.0"), QStringLiteral("Future")}));
        QVERIFY(peer.closedByHost());
        QCOMPARE(peer.byeReason(), QStringLiteral("protocol 1 needed"));
        QTRY_COMPARE_WITH_TIMEOUT(refused.count(), 1, kWaitMs);
        QVERIFY(refused.at(0).at(0).toString().contains(QStringLiteral("Quatre 9.0")));

        // A host of another version, as the joiner sees it.
        QTcpServer future;
        QVERIFY(future.listen(kLoopback, 0));
        connect(&future, &QTcpServer::newConnection, this, [&future] {
            QTcpSocket *socket = future.nextPendingConnection();
            socket->write(frameMessage(Hello{2, QStringLiteral("9.0"), QStringLiteral("Future")}));
        });
        Joiner joiner(QStringLiteral("Joana"));
        QSignalSpy failed(&joiner, &Joiner::failed);
        joiner.join(QStringLiteral("127.0.0.1"), future.serverPort(), QStringLiteral("ABCDEF"));
        QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, kWaitMs);
        QVERIFY(failed.at(0).at(0).toString().contains(QStringLiteral("protocol 2; this one speaks 1")));
    }

    void hostilePeersAreDisconnected_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("reason");
        QByteArray huge(4, '\0');
        qToBigEndian(quint32(100 * 1024 * 1024), huge.data());
        QByteArray flood;
        for (int i = 0; i < 10000; ++i)
            flood += frameMessage(Ping{});
        QTest::newRow("garbage") << QByteArray("GET / HTTP/1.1\r\nHost: x\r\n\r\n") << QStringLiteral("bad message");
        QTest::newRow("a 100 MB length") << huge << QStringLiteral("bad message");
        QTest::newRow("65 KiB") << frameOf(QByteArray(65 * 1024, 'x')) << QStringLiteral("bad message");
        QTest::newRow("deep JSON") << frameOf(QByteArray(1000, '[') + QByteArray(1000, ']'))
                                   << QStringLiteral("bad message");
        QTest::newRow("invalid UTF-8") << frameOf("{\"type\": \"hello\", \"protocol\": 1, \"app\": \"\xc3\x28\", "
                                                  "\"name\": \"x\"}")
                                       << QStringLiteral("bad message");
        QTest::newRow("a flood of 10,000 messages") << flood << QStringLiteral("too many messages");
        QTest::newRow("a move before joining")
            << frameMessage(MovePlayed{0, QStringLiteral("4")}) << QStringLiteral("a move message before joining");
        QTest::newRow("a proof before hello")
            << frameMessage(Proof{QByteArray(32, 'p')}) << QStringLiteral("a proof message before joining");
        QTest::newRow("nothing at all") << QByteArray() << QStringLiteral("no join proof in time");
    }
    void hostilePeersAreDisconnected()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, reason);
        Host host(QStringLiteral("Horia"));
        host.setHandshakeLimitMs(1500); // short for the silent row, long enough for a loaded machine
        QVERIFY(host.listen(kLoopback, 0));
        RawPeer peer;
        QVERIFY(peer.connectTo(host.port()));
        peer.socket.write(bytes);
        QVERIFY(peer.closedByHost());
        QCOMPARE(peer.byeReason(), reason);
        QVERIFY(host.isListening());
        QVERIFY(!host.opponent());
        QVERIFY(joinWithCode(host, host.joinCode())); // the host keeps running
    }

    // A joined peer that falls silent (crashed, unplugged) is noticed; one
    // that only pings stays.
    void aSilentPeerIsNoticed()
    {
        QTcpServer server;
        QVERIFY(server.listen(kLoopback, 0));
        QTcpSocket silent, alive;
        silent.connectToHost(kLoopback, server.serverPort());
        QVERIFY(server.waitForNewConnection(kWaitMs));
        Connection watchingSilent(server.nextPendingConnection());
        alive.connectToHost(kLoopback, server.serverPort());
        QVERIFY(server.waitForNewConnection(kWaitMs));
        Connection watchingAlive(server.nextPendingConnection());
        watchingSilent.setTimes(100, 1000);
        watchingAlive.setTimes(100, 1000);
        QSignalSpy silentClosed(&watchingSilent, &Connection::closed);
        QSignalSpy aliveClosed(&watchingAlive, &Connection::closed);
        QElapsedTimer clock;
        clock.start();
        while (clock.elapsed() < 2500) {
            alive.write(frameMessage(Ping{}));
            QTest::qWait(100);
        }
        QCOMPARE(silentClosed.count(), 1);
        QCOMPARE(silentClosed.at(0).at(0).value<CloseReason>(), CloseReason::Silent);
        QCOMPARE(aliveClosed.count(), 0);
        // The pings of the watching side reached the silent peer all along.
        QVERIFY(silent.bytesAvailable() > 0);
    }
};

QTEST_MAIN(TestHost)
#include "tst_host.moc"
