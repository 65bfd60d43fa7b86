#include "ui/network/connection.h"

#include "ui/network/messagereader.h"

#include <QCoreApplication>
#include <QTcpSocket>
#include <QTimer>

namespace quatre::ui::net {

Connection::Connection(QTcpSocket *socket, QObject *parent)
    : QObject(parent)
    , m_socket(socket)
    , m_reader(std::make_unique<MessageReader>())
    , m_ping(new QTimer(this))
    , m_silence(new QTimer(this))
{
    m_socket->setParent(this);
    // A frame is read as it arrives; the kernel's buffer, not ours, holds the rest.
    m_socket->setReadBufferSize(4 + kMaxMessageBytes);
    m_clock.start();
    m_ping->setInterval(kPingIntervalMs);
    m_silence->setInterval(kSilenceLimitMs);
    m_silence->setSingleShot(true);
    connect(m_ping, &QTimer::timeout, this, [this] { send(Ping{}); });
    connect(m_silence, &QTimer::timeout, this, [this] { finish(CloseReason::Silent, {}); });
    connect(m_socket, &QTcpSocket::readyRead, this, &Connection::onReadyRead);
    connect(m_socket, &QTcpSocket::disconnected, this, [this] { finish(CloseReason::PeerLeft, {}); });
    connect(m_socket, &QTcpSocket::errorOccurred, this, [this](QAbstractSocket::SocketError error) {
        if (error == QAbstractSocket::RemoteHostClosedError)
            finish(CloseReason::PeerLeft, {});
        else
            finish(CloseReason::Lost, m_socket->errorString());
    });
    m_ping->start();
    m_silence->start();
    // Bytes that came with the connection itself.
    QTimer::singleShot(0, this, &Connection::onReadyRead);
}

Connection::~Connection() = default;

QString Connection::peerAddress() const
{
    return m_socket->peerAddress().toString();
}

void Connection::setTimes(int pingIntervalMs, int silenceLimitMs)
{
    m_ping->start(pingIntervalMs);
    m_silence->start(silenceLimitMs);
}

void Connection::send(const Message &message)
{
    if (m_open)
        m_socket->write(frameMessage(message));
}

void Connection::close(const QString &reason)
{
    if (!m_open)
        return;
    send(Bye{reason.left(kMaxTextLength)});
    finish(CloseReason::ClosedHere, reason);
}

void Connection::refuse(const QString &detail)
{
    if (!m_open)
        return;
    send(Bye{detail.left(kMaxTextLength)});
    finish(CloseReason::Refused, detail);
}

void Connection::refuse(const char *rule)
{
    if (!m_open)
        return;
    send(Bye{QString::fromLatin1(rule)});
    finish(CloseReason::Refused, QCoreApplication::translate("Network", rule));
}

bool Connection::withinRate()
{
    const qint64 now = m_clock.elapsed();
    while (!m_recent.empty() && now - m_recent.front() >= 1000)
        m_recent.pop_front();
    m_recent.push_back(now);
    return int(m_recent.size()) <= kMaxMessagesPerSecond;
}

void Connection::onReadyRead()
{
    while (m_open && m_socket->bytesAvailable() > 0) {
        // At most one frame's worth at a time, so that a flood is seen (and
        // stopped) before it is all read.
        const QByteArray bytes = m_socket->read(4 + kMaxMessageBytes);
        std::vector<Message> messages;
        const std::optional<ProtocolError> error = m_reader->feed(bytes, messages);
        for (const Message &message : messages) {
            if (!m_open)
                return;
            if (!withinRate()) {
                send(Bye{QStringLiteral("too many messages")});
                finish(CloseReason::TooFast, {});
                return;
            }
            m_silence->start();
            if (const auto *bye = std::get_if<Bye>(&message)) {
                finish(CloseReason::PeerLeft, bye->reason);
                return;
            }
            if (std::holds_alternative<Ping>(message)) {
                send(Pong{});
                continue;
            }
            if (std::holds_alternative<Pong>(message))
                continue;
            emit messageReceived(message);
        }
        if (error && m_open) {
            send(Bye{QStringLiteral("bad message")});
            finish(CloseReason::BadMessage, protocolProblemText(*error));
            return;
        }
    }
}

void Connection::finish(CloseReason reason, const QString &detail)
{
    if (!m_open)
        return;
    m_open = false;
    m_ping->stop();
    m_silence->stop();
    m_socket->disconnect(this);
    m_socket->flush();
    m_socket->disconnectFromHost();
    emit closed(reason, detail);
}

QString protocolProblemText(const ProtocolError &error)
{
    switch (error.problem) {
    case ProtocolProblem::TooLarge:
        return QCoreApplication::translate("Network", "a message of %1 bytes, over the limit of 64 KiB")
            .arg(error.detail);
    case ProtocolProblem::NotUtf8: return QCoreApplication::translate("Network", "text that is not UTF-8");
    case ProtocolProblem::NotJson: return QCoreApplication::translate("Network", "bytes that are no message");
    case ProtocolProblem::TooDeep: return QCoreApplication::translate("Network", "a message nested too deep");
    case ProtocolProblem::UnknownType:
        return QCoreApplication::translate("Network", "a message of unknown type \"%1\"").arg(error.detail.left(40));
    case ProtocolProblem::BadField:
        return QCoreApplication::translate("Network", "a message with a bad field \"%1\"").arg(error.detail.left(40));
    }
    return {};
}

QString closeReasonText(CloseReason reason, const QString &detail)
{
    // The peer's own words come last and plainly, never as the sentence's frame.
    const QString because =
        detail.isEmpty() ? QString() : QCoreApplication::translate("Network", " (%1)").arg(detail.left(kMaxTextLength));
    switch (reason) {
    case CloseReason::ClosedHere: return QCoreApplication::translate("Network", "You closed the connection.");
    case CloseReason::PeerLeft:
        return QCoreApplication::translate("Network", "The other player left the game%1.").arg(because);
    case CloseReason::Lost: return QCoreApplication::translate("Network", "The connection was lost%1.").arg(because);
    case CloseReason::Silent:
        return QCoreApplication::translate("Network", "The other player's program stopped answering.");
    case CloseReason::BadMessage:
        return QCoreApplication::translate("Network", "The other player's program sent %1; the connection was closed.")
            .arg(detail);
    case CloseReason::TooFast:
        return QCoreApplication::translate(
            "Network", "The other player's program sent messages too fast; the connection was closed.");
    case CloseReason::Refused:
        return QCoreApplication::translate("Network",
                                           "The other player's program broke the rules%1; the connection was closed.")
            .arg(because);
    }
    return {};
}

} // namespace quatre::ui::net
