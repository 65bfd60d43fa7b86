// Finding games on the local network, over the loopback interface only
// (127.0.0.1: never the broadcast address, never another one): an announcer
// is seen by a browser with its game, name and port, and without the join
// code; its entry expires once it stops; two announcers make two entries;
// the decoder refuses every malformed datagram; a flood neither grows the
// list past its cap nor holds the browser; the announcer stops by itself
// after its bound, and sends nothing before start(). Every wait is bounded.
#include "ui/network/host.h"
#include "ui/network/lanannouncement.h"
#include "ui/network/lanannouncer.h"
#include "ui/network/lanbrowser.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QNetworkDatagram>
#include <QSignalSpy>
#include <QTest>
#include <QUdpSocket>

using namespace quatre::ui::net;

Q_DECLARE_METATYPE(quatre::ui::net::ProtocolProblem)

namespace {

constexpr int kWaitMs = 5000;
constexpr int kFastIntervalMs = 50;
const QHostAddress kLoopback = QHostAddress(QHostAddress::LocalHost);

LanAnnouncement announcementOf(quint16 port, const QString &name = QStringLiteral("Horia"))
{
    return {kProtocolVersion, QStringLiteral("connect4"), name, port};
}

QJsonObject validObject()
{
    return {{QStringLiteral("quatre"), QStringLiteral("lan")},
            {QStringLiteral("protocol"), kProtocolVersion},
            {QStringLiteral("game"), QStringLiteral("connect4")},
            {QStringLiteral("name"), QStringLiteral("Horia")},
            {QStringLiteral("port"), 42424}};
}

QByteArray jsonOf(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QByteArray with(const char *key, const QJsonValue &value)
{
    QJsonObject object = validObject();
    object[QString::fromLatin1(key)] = value;
    return jsonOf(object);
}

QByteArray without(const char *key)
{
    QJsonObject object = validObject();
    object.remove(QString::fromLatin1(key));
    return jsonOf(object);
}

// A UDP socket on 127.0.0.1 that keeps every datagram it hears.
struct RawReceiver {
    QUdpSocket socket;
    QList<QByteArray> received;

    bool bind()
    {
        QObject::connect(&socket, &QUdpSocket::readyRead, [this] {
            while (socket.hasPendingDatagrams())
                received << socket.receiveDatagram().data();
        });
        return socket.bind(kLoopback, 0);
    }
};

} // namespace

class TestLan : public QObject {
    Q_OBJECT

private slots:
    void anAnnouncementRoundTrips()
    {
        const LanAnnouncement sent{kProtocolVersion, QStringLiteral("4mation"), QStringLiteral("Ana Maria Șerban"), 1};
        const QByteArray bytes = encodeAnnouncement(sent);
        QVERIFY(bytes.size() <= kMaxAnnouncementBytes);
        const auto back = decodeAnnouncement(bytes);
        QVERIFY(std::holds_alternative<LanAnnouncement>(back));
        QCOMPARE(std::get<LanAnnouncement>(back), sent);
    }

    // The largest announcement, every character of its name escaped in the
    // JSON, still fits in one datagram.
    void theLargestAnnouncementFits()
    {
        const LanAnnouncement sent{1000000, QString(kMaxGameIdLength, QLatin1Char('a')),
                                   QString(kMaxNameLength + 10, QChar(1)), 65535};
        const QByteArray bytes = encodeAnnouncement(sent);
        QVERIFY2(bytes.size() <= kMaxAnnouncementBytes, QByteArray::number(bytes.size()).constData());
        const auto back = decodeAnnouncement(bytes);
        QVERIFY(std::holds_alternative<LanAnnouncement>(back));
        QCOMPARE(std::get<LanAnnouncement>(back).name.size(), kMaxNameLength);
    }

    // Kept, so that the Join dialog can say that the game needs another version.
    void anotherProtocolIsKeptAndMarked()
    {
        const auto decoded = decodeAnnouncement(with("protocol", 2));
        QVERIFY(std::holds_alternative<LanAnnouncement>(decoded));
        QCOMPARE(std::get<LanAnnouncement>(decoded).protocol, 2);
        LanGame game;
        QVERIFY(game.isCompatible());
        game.protocol = 2;
        QVERIFY(!game.isCompatible());
    }

    void unknownFieldsAreIgnored()
    {
        QVERIFY(std::holds_alternative<LanAnnouncement>(decodeAnnouncement(with("later", QStringLiteral("x")))));
        // Exactly at the limit.
        QByteArray padded = with("pad", QString());
        padded = with("pad", QString(kMaxAnnouncementBytes - padded.size(), QLatin1Char('p')));
        QCOMPARE(padded.size(), kMaxAnnouncementBytes);
        QVERIFY(std::holds_alternative<LanAnnouncement>(decodeAnnouncement(padded)));
    }

    void theDecoderRefuses_data()
    {
        QTest::addColumn<QByteArray>("datagram");
        QTest::addColumn<ProtocolProblem>("problem");
        QTest::addColumn<QString>("field");
        const auto bad = [](const char *tag, const QByteArray &datagram, const char *field) {
            QTest::newRow(tag) << datagram << ProtocolProblem::BadField << QString::fromLatin1(field);
        };
        const auto refused = [](const char *tag, const QByteArray &datagram, ProtocolProblem problem) {
            QTest::newRow(tag) << datagram << problem << QString();
        };

        refused("empty", QByteArray(), ProtocolProblem::NotJson);
        refused("garbage", QByteArray("\x01\x02quatre lan\x7f", 13), ProtocolProblem::NotJson);
        refused("a NUL", QByteArray("{\"quatre\":\"lan\"\0}", 17), ProtocolProblem::NotJson);
        refused("trailing bytes", jsonOf(validObject()) + " x", ProtocolProblem::NotJson);
        refused("an array", "[1,2]", ProtocolProblem::NotJson);
        refused("a string", "\"lan\"", ProtocolProblem::NotJson);
        refused("a number", "42424", ProtocolProblem::NotJson);
        refused("one byte too many", with("pad", QString(kMaxAnnouncementBytes, QLatin1Char('p'))).left(513),
                ProtocolProblem::TooLarge);
        refused("oversized", with("pad", QString(4000, QLatin1Char('p'))), ProtocolProblem::TooLarge);
        refused("65 KiB", QByteArray(65 * 1024, '{'), ProtocolProblem::TooLarge);
        refused("invalid UTF-8", with("name", QStringLiteral("XX")).replace("XX", "\xc3\x28"),
                ProtocolProblem::NotUtf8);
        refused("overlong UTF-8", with("name", QStringLiteral("XX")).replace("XX", "\xc0\xaf"),
                ProtocolProblem::NotUtf8);
        refused("a lone surrogate", with("name", QStringLiteral("XXX")).replace("XXX", "\xed\xa0\x80"),
                ProtocolProblem::NotUtf8);
        refused("nested", with("extra", QJsonObject{}), ProtocolProblem::TooDeep);
        refused("nested array", with("name", QJsonArray{}), ProtocolProblem::TooDeep);

        refused("no magic", without("quatre"), ProtocolProblem::UnknownType);
        refused("another magic", with("quatre", QStringLiteral("game")), ProtocolProblem::UnknownType);
        refused("magic in capitals", with("quatre", QStringLiteral("LAN")), ProtocolProblem::UnknownType);
        refused("magic a number", with("quatre", 1), ProtocolProblem::UnknownType);

        bad("no protocol", without("protocol"), "protocol");
        bad("protocol a string", with("protocol", QStringLiteral("1")), "protocol");
        bad("protocol 0", with("protocol", 0), "protocol");
        bad("protocol 1.5", with("protocol", 1.5), "protocol");
        bad("protocol huge", with("protocol", 1e12), "protocol");
        bad("no game", without("game"), "game");
        bad("game a number", with("game", 4), "game");
        bad("game empty", with("game", QString()), "game");
        bad("game in capitals", with("game", QStringLiteral("Connect4")), "game");
        bad("game with a space", with("game", QStringLiteral("connect 4")), "game");
        bad("game markup", with("game", QStringLiteral("<b>x</b>")), "game");
        bad("game too long", with("game", QString(kMaxGameIdLength + 1, QLatin1Char('a'))), "game");
        bad("no name", without("name"), "name");
        bad("name null", with("name", QJsonValue::Null), "name");
        bad("name a number", with("name", 7), "name");
        bad("name too long", with("name", QString(kMaxNameLength + 1, QLatin1Char('n'))), "name");
        bad("no port", without("port"), "port");
        bad("port 0", with("port", 0), "port");
        bad("port 65536", with("port", 65536), "port");
        bad("port negative", with("port", -1), "port");
        bad("port fractional", with("port", 42424.5), "port");
        bad("port a string", with("port", QStringLiteral("42424")), "port");
        bad("port a boolean", with("port", true), "port");
        bad("port huge", with("port", 1e10), "port");
    }

    void theDecoderRefuses()
    {
        QFETCH(QByteArray, datagram);
        QFETCH(ProtocolProblem, problem);
        QFETCH(QString, field);
        const auto decoded = decodeAnnouncement(datagram);
        QVERIFY(std::holds_alternative<ProtocolError>(decoded));
        QCOMPARE(std::get<ProtocolError>(decoded).problem, problem);
        if (!field.isEmpty())
            QCOMPARE(std::get<ProtocolError>(decoded).detail, field);
    }

    void nothingIsSentBeforeStart()
    {
        RawReceiver receiver;
        QVERIFY(receiver.bind());
        LanAnnouncer announcer(kLoopback, receiver.socket.localPort());
        announcer.setIntervalMs(kFastIntervalMs);
        QTest::qWait(5 * kFastIntervalMs);
        QVERIFY(receiver.received.isEmpty());
        QVERIFY(!announcer.isActive());
    }

    // The host's own announcement: what it says crosses the wire, the join
    // code does not.
    void anAnnouncerIsSeenByABrowser()
    {
        Host host(QStringLiteral("Horia"));
        QVERIFY(host.listen(kLoopback, 0));
        RawReceiver receiver;
        QVERIFY(receiver.bind());
        LanAnnouncer announcer(kLoopback, receiver.socket.localPort());
        announcer.setIntervalMs(kFastIntervalMs);
        announcer.start(announcementOf(host.port()));
        QVERIFY(QTest::qWaitFor([&] { return receiver.received.size() >= 2; }, kWaitMs));
        for (const QByteArray &datagram : std::as_const(receiver.received)) {
            QVERIFY(!datagram.contains(host.joinCode().toUtf8()));
            QVERIFY(!datagram.toLower().contains(host.joinCode().toLower().toUtf8()));
            QVERIFY(!datagram.contains("code"));
        }

        LanBrowser browser;
        QVERIFY(browser.listen(kLoopback, 0));
        QVERIFY(browser.isListening());
        QSignalSpy changed(&browser, &LanBrowser::gamesChanged);
        announcer.setDestination(kLoopback, browser.port());
        QVERIFY(QTest::qWaitFor([&] { return !browser.games().isEmpty(); }, kWaitMs));
        const LanGame game = browser.games().at(0);
        QCOMPARE(game.address, QStringLiteral("127.0.0.1"));
        QCOMPARE(game.port, host.port());
        QCOMPARE(game.game, QStringLiteral("connect4"));
        QCOMPARE(game.name, QStringLiteral("Horia"));
        QVERIFY(game.isCompatible());
        // Repetitions refresh the entry without a signal each.
        QTest::qWait(5 * kFastIntervalMs);
        QCOMPARE(browser.games().size(), 1);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(browser.droppedCount(), 0);

        // A change of what the host says reaches the list.
        announcer.setAnnouncement(announcementOf(host.port(), QStringLiteral("Horia B.")));
        QVERIFY(QTest::qWaitFor([&] { return browser.games().at(0).name == QStringLiteral("Horia B."); }, kWaitMs));
        QCOMPARE(changed.count(), 2);
        browser.stop();
        QVERIFY(browser.games().isEmpty());
    }

    void theEntryExpiresAfterTheAnnouncerStops()
    {
        LanBrowser browser;
        browser.setExpiryMs(300);
        QVERIFY(browser.listen(kLoopback, 0));
        LanAnnouncer announcer(kLoopback, browser.port());
        announcer.setIntervalMs(kFastIntervalMs);
        announcer.start(announcementOf(5000));
        QVERIFY(QTest::qWaitFor([&] { return browser.games().size() == 1; }, kWaitMs));
        // Announced, it stays well past the expiry time.
        QTest::qWait(3 * browser.expiryMs());
        QCOMPARE(browser.games().size(), 1);
        announcer.stop();
        QElapsedTimer clock;
        clock.start();
        QVERIFY(QTest::qWaitFor([&] { return browser.games().isEmpty(); }, kWaitMs));
        // Gone no sooner than the expiry time (less the interval between the
        // last datagram and stop()), and at most a quarter late (plus slack).
        QVERIFY2(clock.elapsed() >= browser.expiryMs() - 2 * kFastIntervalMs, QByteArray::number(clock.elapsed()));
#ifndef QUATRE_SANITIZED_BUILD
        QVERIFY2(clock.elapsed() < 3 * browser.expiryMs(), QByteArray::number(clock.elapsed()));
#endif
    }

    void twoAnnouncersMakeTwoEntries()
    {
        LanBrowser browser;
        QVERIFY(browser.listen(kLoopback, 0));
        LanAnnouncer first(kLoopback, browser.port());
        LanAnnouncer second(kLoopback, browser.port());
        for (LanAnnouncer *announcer : {&first, &second})
            announcer->setIntervalMs(kFastIntervalMs);
        first.start(announcementOf(5001, QStringLiteral("Ana")));
        second.start(announcementOf(5002, QStringLiteral("Bogdan")));
        QVERIFY(QTest::qWaitFor([&] { return browser.games().size() == 2; }, kWaitMs));
        QTest::qWait(5 * kFastIntervalMs);
        QCOMPARE(browser.games().size(), 2);
        QStringList names;
        for (const LanGame &game : browser.games()) {
            QCOMPARE(game.address, QStringLiteral("127.0.0.1"));
            names << game.name + QLatin1Char(':') + QString::number(game.port);
        }
        names.sort();
        QCOMPARE(names, (QStringList{QStringLiteral("Ana:5001"), QStringLiteral("Bogdan:5002")}));
    }

    // Many hosts and much garbage at once: the list stops at its cap, what
    // cannot be read is dropped, and the browser keeps up.
    void aFloodDoesNotGrowTheList()
    {
        LanBrowser browser;
        QVERIFY(browser.listen(kLoopback, 0));
        qsizetype largest = 0;
        connect(&browser, &LanBrowser::gamesChanged, this,
                [&] { largest = std::max(largest, browser.games().size()); });
        QUdpSocket flooder;
        // Pairs of a real-looking host on a new port and a bad datagram,
        // several times what the cap and the rate allow, in bursts that the
        // system's buffer takes whole (it would drop a single burst's excess
        // before the browser saw it).
        constexpr int kBursts = 20, kPairsPerBurst = 25;
        const QByteArray garbage = QByteArray(600, '\xff');
        int sent = 0;
        for (int burst = 0; burst < kBursts; ++burst) {
            for (int i = 0; i < kPairsPerBurst; ++i) {
                const auto port = quint16(10000 + burst * kPairsPerBurst + i);
                sent += flooder.writeDatagram(encodeAnnouncement(announcementOf(port)), kLoopback, browser.port()) > 0;
                sent += flooder.writeDatagram(garbage, kLoopback, browser.port()) > 0;
            }
            QTest::qWait(5);
        }
        QVERIFY(sent > 0);
        // Reads what the system kept of it (it may drop some), in bounded time.
        QVERIFY(QTest::qWaitFor([&] { return browser.games().size() == LanBrowser::kMaxGames; }, kWaitMs));
        QTest::qWait(300);
        QCOMPARE(browser.games().size(), LanBrowser::kMaxGames);
        QCOMPARE(largest, qsizetype(LanBrowser::kMaxGames));
        // At least the garbage and the hosts past the cap of the first second.
        QVERIFY2(browser.droppedCount() >= LanBrowser::kMaxDatagramsPerSecond - LanBrowser::kMaxGames,
                 QByteArray::number(browser.droppedCount()));
        // The first hosts heard are the ones kept.
        QCOMPARE(browser.games().at(0).port, quint16(10000));
    }

    void theAnnouncerStopsByItself()
    {
        RawReceiver receiver;
        QVERIFY(receiver.bind());
        LanAnnouncer announcer(kLoopback, receiver.socket.localPort());
        announcer.setIntervalMs(20);
        announcer.setMaxDatagrams(3);
        QSignalSpy finished(&announcer, &LanAnnouncer::finished);
        announcer.start(announcementOf(5000));
        QVERIFY(announcer.isActive());
        QVERIFY(QTest::qWaitFor([&] { return finished.count() == 1; }, kWaitMs));
        QVERIFY(!announcer.isActive());
        QCOMPARE(announcer.sentCount(), 3);
        QTest::qWait(10 * announcer.intervalMs());
        QCOMPARE(receiver.received.size(), 3);
        QCOMPARE(finished.count(), 1);
    }

    void theDefaultsAreTheDocumentedOnes()
    {
        QCOMPARE(kDiscoveryPort, quint16(42425));
        QCOMPARE(LanAnnouncer::kIntervalMs, 2000);
        QCOMPARE(LanAnnouncer::kMaxDatagrams * LanAnnouncer::kIntervalMs, 3600 * 1000);
        QCOMPARE(LanBrowser::kExpiryMs, 7000);
        LanAnnouncer announcer(QHostAddress(QHostAddress::Broadcast), kDiscoveryPort);
        QCOMPARE(announcer.destination().toString(), QStringLiteral("255.255.255.255"));
        QCOMPARE(announcer.intervalMs(), LanAnnouncer::kIntervalMs);
        QCOMPARE(announcer.maxDatagrams(), LanAnnouncer::kMaxDatagrams);
        QVERIFY(!announcer.isActive()); // and never started: nothing sent
        QCOMPARE(QLatin1String(kAnnounceAddressKey), QLatin1String("network/announceAddress"));
        QCOMPARE(LanAnnouncer::destinationFrom(QString()), QHostAddress(QHostAddress::Broadcast));
        QCOMPARE(LanAnnouncer::destinationFrom(QStringLiteral("not an address")),
                 QHostAddress(QHostAddress::Broadcast));
        QCOMPARE(LanAnnouncer::destinationFrom(QStringLiteral(" 127.0.0.1 ")), kLoopback);
        QCOMPARE(LanAnnouncer::destinationFrom(QStringLiteral("192.168.1.255")),
                 QHostAddress(QStringLiteral("192.168.1.255")));
    }
};

QTEST_MAIN(TestLan)
#include "tst_lan.moc"
