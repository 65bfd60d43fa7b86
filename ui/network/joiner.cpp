#include "ui/network/joiner.h"

#include "ui/network/connection.h"
#include "ui/network/joinproof.h"

#include <QCoreApplication>
#include <QTcpSocket>
#include <QTimer>

namespace quatre::ui::net {

Joiner::Joiner(const QString &name, QObject *parent)
    : QObject(parent)
    , m_name(name.left(kMaxNameLength))
{}

Joiner::~Joiner() = default;

void Joiner::join(const QString &host, quint16 port, const QString &code)
{
    cancel();
    m_done = false;
    m_code = normalisedJoinCode(code);
    m_hostName.clear();
    auto *socket = new QTcpSocket(this);
    connect(socket, &QTcpSocket::connected, this, [this, socket] {
        socket->disconnect(this);
        m_connection = new Connection(socket, this);
        connect(m_connection, &Connection::messageReceived, this, &Joiner::onMessage);
        connect(m_connection, &Connection::closed, this, [this](CloseReason reason, const QString &detail) {
            // The host's two usual refusals, in words of our own rather than its.
            if (reason == CloseReason::PeerLeft && detail == QLatin1String(kWrongCodeReason))
                fail(QCoreApplication::translate("Network", "The host did not accept the join code."));
            else if (reason == CloseReason::PeerLeft && detail == QLatin1String(kGameFullReason))
                fail(QCoreApplication::translate("Network", "The host already has an opponent: the game is full."));
            else
                fail(closeReasonText(reason, detail));
        });
        m_connection->send(Hello{kProtocolVersion, QCoreApplication::applicationVersion(), m_name});
    });
    connect(socket, &QTcpSocket::errorOccurred, this, [this, socket, host, port] {
        fail(QCoreApplication::translate("Network", "Could not reach %1, port %2: %3")
                 .arg(host)
                 .arg(port)
                 .arg(socket->errorString()));
        socket->deleteLater();
    });
    QTimer::singleShot(kConnectLimitMs, socket, [this, socket, host, port] {
        if (m_connection || m_done)
            return;
        socket->abort();
        fail(QCoreApplication::translate("Network", "Could not reach %1, port %2: no answer.").arg(host).arg(port));
    });
    socket->connectToHost(host, port);
}

void Joiner::cancel()
{
    m_done = true;
    if (m_connection) {
        m_connection->disconnect(this);
        m_connection->close();
        m_connection->deleteLater();
        m_connection = nullptr;
    }
}

void Joiner::fail(const QString &text, const QString &byeReason)
{
    if (m_done)
        return;
    m_done = true;
    if (m_connection) {
        m_connection->disconnect(this);
        m_connection->close(byeReason);
        m_connection->deleteLater();
        m_connection = nullptr;
    }
    emit failed(text);
}

void Joiner::onMessage(const Message &message)
{
    if (const auto *hello = std::get_if<Hello>(&message); hello && m_hostName.isNull()) {
        if (hello->protocol != kProtocolVersion) {
            fail(versionMismatchText(hello->protocol, hello->app),
                 QStringLiteral("protocol %1 needed").arg(kProtocolVersion));
            return;
        }
        m_hostName = hello->name.isNull() ? QStringLiteral("") : hello->name;
        return;
    }
    if (const auto *challenge = std::get_if<Challenge>(&message); challenge && !m_hostName.isNull()) {
        m_connection->send(Proof{joinProof(m_code, challenge->nonce)});
        return;
    }
    if (std::holds_alternative<Welcome>(message) && !m_hostName.isNull()) {
        Connection *connection = m_connection;
        connection->disconnect(this);
        m_connection = nullptr;
        m_done = true;
        emit joined(connection, m_hostName);
        return;
    }
    m_connection->refuse(QStringLiteral("a %1 message before joining").arg(QLatin1String(messageTypeName(message))));
}

QString versionMismatchText(int theirs, const QString &theirApp)
{
    return QCoreApplication::translate("Network",
                                       "The other program (Quatre %1) speaks network protocol %2; this one speaks %3. "
                                       "Both players need versions of Quatre that speak the same protocol.")
        .arg(theirApp.left(kMaxTextLength))
        .arg(theirs)
        .arg(kProtocolVersion);
}

} // namespace quatre::ui::net
