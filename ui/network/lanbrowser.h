// The games hosted on the local network, for the Join dialog: listens for
// announcements (lanannouncement.h) on a UDP port, kDiscoveryPort unless
// told otherwise, and keeps a list of the hosts heard, by address and port.
// A host not heard for expiryMs() leaves the list. Whatever arrives on the
// port, it costs bounded memory and time: bad datagrams are counted and
// dropped, the list holds at most kMaxGames, and past kMaxDatagramsPerSecond
// datagrams are dropped unread.
#pragma once

#include "ui/network/lanannouncement.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QString>

class QTimer;
class QUdpSocket;

namespace quatre::ui::net {

struct LanGame {
    QString address; // the sender's, as connecting to it takes it ("192.168.1.20")
    quint16 port = 0; // the host's TCP port, as announced
    QString game; // the game's id; perhaps one this version does not know
    QString name; // the host's name; shown as plain text
    int protocol = kProtocolVersion; // another one: the host needs another version of Quatre
    qint64 lastSeenMs = 0; // when last heard, on the browser's steady clock (ms since it started listening)

    bool isCompatible() const { return protocol == kProtocolVersion; }
};

class LanBrowser : public QObject {
    Q_OBJECT

public:
    static constexpr int kExpiryMs = 7000; // three announcements missed, and a half
    static constexpr int kMaxGames = 32;
    // Far above what kMaxGames hosts send (one every 2 s each), far below a flood.
    static constexpr int kMaxDatagramsPerSecond = 100;

    explicit LanBrowser(QObject *parent = nullptr);

    // Listens on `address` (AnyIPv4 for a real network, 127.0.0.1 in tests)
    // and `port`, shared with other programs (and other Quatre windows) on
    // it. False and `error` (in words for the person) if it cannot.
    bool listen(const QHostAddress &address = QHostAddress(QHostAddress::AnyIPv4), quint16 port = kDiscoveryPort,
                QString *error = nullptr);
    // Stops listening and empties the list.
    void stop();
    bool isListening() const;
    quint16 port() const;

    // For tests: a shorter time than a real network needs.
    void setExpiryMs(int milliseconds);
    int expiryMs() const { return m_expiryMs; }

    // The games heard, in the order they were first heard.
    QList<LanGame> games() const { return m_games; }
    // Datagrams dropped since listen(): not announcements, or past the rate.
    int droppedCount() const { return m_dropped; }

signals:
    // A game came, went or changed what it says; not for each repetition.
    void gamesChanged();

private:
    void onReadyRead();
    void take(const QHostAddress &sender, const QByteArray &datagram);
    bool withinRate();
    void expire();

    QUdpSocket *m_socket;
    QTimer *m_expiry;
    QElapsedTimer m_clock;
    QList<LanGame> m_games;
    qint64 m_rateSecond = -1; // the second (on m_clock) m_rateCount counts in
    int m_rateCount = 0;
    int m_dropped = 0;
    int m_expiryMs = kExpiryMs;
};

} // namespace quatre::ui::net
