#include "ui/network/host.h"

#include "ui/network/connection.h"
#include "ui/network/joinproof.h"
#include "ui/network/joiner.h"

#include <QCoreApplication>
#include <QNetworkInterface>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

namespace quatre::ui::net {

Host::Host(const QString &name, QObject *parent)
    : QObject(parent)
    , m_name(name.left(kMaxNameLength))
    , m_server(new QTcpServer(this))
{
    connect(m_server, &QTcpServer::newConnection, this, &Host::onNewConnection);
}

Host::~Host() = default;

bool Host::listen(const QHostAddress &address, quint16 port, QString *error)
{
    stop();
    if (!m_server->listen(address, port)) {
        if (error)
            *error = m_server->errorString();
        return false;
    }
    m_code = newJoinCode();
    m_wrongProofs.clear();
    return true;
}

void Host::stop()
{
    m_server->close();
    if (m_joining)
        m_joining->close();
}

bool Host::isListening() const
{
    return m_server->isListening();
}

quint16 Host::port() const
{
    return m_server->serverPort();
}

QStringList Host::addresses() const
{
    const QHostAddress bound = m_server->serverAddress();
    if (bound != QHostAddress::Any && bound != QHostAddress::AnyIPv4 && bound != QHostAddress::AnyIPv6)
        return {bound.toString()};
    QStringList found, loopback;
    for (const QHostAddress &address : QNetworkInterface::allAddresses()) {
        if (address.isLinkLocal())
            continue;
        (address.isLoopback() ? loopback : found) << address.toString();
    }
    return found + loopback;
}

void Host::onNewConnection()
{
    while (QTcpSocket *socket = m_server->nextPendingConnection()) {
        auto *connection = new Connection(socket, this);
        connect(connection, &Connection::closed, connection, &QObject::deleteLater);
        if (m_opponent || m_joining) {
            connection->close(QLatin1String(kGameFullReason));
            emit attemptRefused(QCoreApplication::translate("Network", "%1 tried to join, but the game is full.")
                                    .arg(connection->peerAddress()));
            continue;
        }
        m_joining = connection;
        m_challenge.clear();
        m_joiningName.clear();
        connect(connection, &Connection::messageReceived, this,
                [this, connection](const Message &message) { onHandshakeMessage(connection, message); });
        connect(connection, &Connection::closed, this, [this, connection] {
            if (m_joining == connection)
                m_joining = nullptr;
        });
        QTimer::singleShot(m_handshakeLimitMs, connection, [this, connection] {
            if (m_joining == connection)
                connection->refuse(QStringLiteral("no join proof in time"));
        });
    }
}

void Host::onHandshakeMessage(Connection *connection, const Message &message)
{
    if (connection != m_joining)
        return;
    if (const auto *hello = std::get_if<Hello>(&message); hello && m_challenge.isEmpty()) {
        if (hello->protocol != kProtocolVersion) {
            connection->close(QStringLiteral("protocol %1 needed").arg(kProtocolVersion));
            emit attemptRefused(versionMismatchText(hello->protocol, hello->app));
            return;
        }
        m_joiningName = hello->name;
        m_challenge = newChallenge();
        connection->send(Hello{kProtocolVersion, QCoreApplication::applicationVersion(), m_name});
        connection->send(Challenge{m_challenge});
        return;
    }
    const auto *proof = std::get_if<Proof>(&message);
    if (!proof || m_challenge.isEmpty()) {
        connection->refuse(QStringLiteral("a %1 message before joining").arg(QLatin1String(messageTypeName(message))));
        return;
    }
    const QString address = connection->peerAddress();
    if (!isValidProof(m_code, m_challenge, proof->hmac)) {
        connection->close(QLatin1String(kWrongCodeReason));
        const int wrong = ++m_wrongProofs[address];
        emit attemptRefused(QCoreApplication::translate("Network", "%1 tried to join with a wrong code.").arg(address));
        if (wrong >= kMaxWrongProofs) {
            stop();
            emit stoppedListening(
                QCoreApplication::translate("Network", "Hosting stopped: %1 gave a wrong join code %2 times.")
                    .arg(address)
                    .arg(wrong));
        }
        return;
    }
    m_joining = nullptr;
    m_opponent = connection;
    disconnect(connection, &Connection::messageReceived, this, nullptr);
    connect(connection, &Connection::closed, this, [this, connection] {
        if (m_opponent == connection)
            m_opponent = nullptr;
    });
    connection->send(Welcome{});
    emit joined(connection, m_joiningName);
}

} // namespace quatre::ui::net
