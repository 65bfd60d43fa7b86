// One end of a network game's TCP connection: it frames and reads messages
// (messagereader.h) and enforces what a peer may do to us, whoever it is:
// a bounded rate of messages, a sign of life at least every
// silenceLimitMs() (the other end's pings keep an idle but alive peer
// within it; bytes that never complete a message do not), and the first
// problem ends the connection with its reason. It never reads or buffers
// more than one frame.
#pragma once

#include "ui/network/protocol.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <deque>

class QTcpSocket;
class QTimer;

namespace quatre::ui::net {

class MessageReader;

// Why a connection ended, as the person is told.
enum class CloseReason {
    ClosedHere, // this side closed it
    PeerLeft, // the peer said goodbye or closed its socket
    Lost, // the network failed (reset, unreachable)
    Silent, // no message for too long: the peer crashed or vanished
    BadMessage, // the peer sent something the protocol refuses (see the detail)
    TooFast, // more messages than any game needs
    Refused, // the peer broke the game's rules (a move out of turn, an illegal move...)
};

class Connection : public QObject {
    Q_OBJECT

public:
    static constexpr int kPingIntervalMs = 10000;
    static constexpr int kSilenceLimitMs = 30000;
    // Per second, over a sliding second: far above what two people, or two
    // AIs with their pacing, send; far below a flood.
    static constexpr int kMaxMessagesPerSecond = 50;

    // Takes over `socket` (connected), which becomes the connection's child.
    explicit Connection(QTcpSocket *socket, QObject *parent = nullptr);
    ~Connection() override;

    bool isOpen() const { return m_open; }
    QString peerAddress() const;

    // For tests: shorter times than a real network needs.
    void setTimes(int pingIntervalMs, int silenceLimitMs);

    void send(const Message &message);
    // Says goodbye (with `reason` for the peer), then closes.
    void close(const QString &reason = {});
    // Ends the connection because the peer broke a rule; `detail` says which.
    void refuse(const QString &detail);
    // The same for a rule named in the catalogue (QT_TRANSLATE_NOOP("Network",
    // ...)): the peer hears it in English, this side's person in their language.
    void refuse(const char *rule);

signals:
    void messageReceived(const quatre::ui::net::Message &message);
    // Once, when the connection ends for any reason; `detail` is the peer's
    // goodbye reason, the protocol problem or the rule broken (may be empty).
    void closed(quatre::ui::net::CloseReason reason, const QString &detail);

private:
    void onReadyRead();
    void finish(CloseReason reason, const QString &detail);
    bool withinRate();

    QTcpSocket *m_socket;
    std::unique_ptr<MessageReader> m_reader;
    QTimer *m_ping;
    QTimer *m_silence;
    std::deque<qint64> m_recent; // when the messages of the last second came, ms on m_clock
    QElapsedTimer m_clock;
    bool m_open = true;
};

// The reason in words, for the person ("The other player left the game.").
QString closeReasonText(CloseReason reason, const QString &detail);
// A protocol problem in words, for a BadMessage's detail.
QString protocolProblemText(const ProtocolError &error);

} // namespace quatre::ui::net
