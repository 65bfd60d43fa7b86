// Hosting a network game: listening on a port the person chose, one
// opponent at a time. A joiner proves it knows the join code before
// anything else happens (joinproof.h); a second connection while one is
// there hears "game full" and is closed; after kMaxWrongProofs wrong codes
// from one address the host stops listening and says so. When the opponent
// leaves, the host goes on listening, so that the same person can come back
// with the same code.
#pragma once

#include "ui/network/protocol.h"

#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QString>

class QTcpServer;

namespace quatre::ui::net {

class Connection;

class Host : public QObject {
    Q_OBJECT

public:
    // A joiner that has not proved the code within this long is closed.
    static constexpr int kHandshakeLimitMs = 10000;

    explicit Host(const QString &name, QObject *parent = nullptr);
    ~Host() override;

    // Listens on `address` (any address of the machine for a real game; the
    // tests give the loopback one) and `port` (0: any free one), with a new
    // join code. False and `error` if the port cannot be had.
    bool listen(const QHostAddress &address, quint16 port, QString *error = nullptr);
    void stop();
    bool isListening() const;
    quint16 port() const;
    QString joinCode() const { return m_code; }
    // Where a friend may reach this host: the machine's own addresses
    // (loopback ones last), or the one address it listens on.
    QStringList addresses() const;
    // The opponent who proved the code, while connected.
    Connection *opponent() const { return m_opponent; }

    void setHandshakeLimitMs(int milliseconds) { m_handshakeLimitMs = milliseconds; }

signals:
    // An opponent proved the code; the connection is theirs (the host's child).
    void joined(quatre::ui::net::Connection *connection, const QString &peerName);
    // A joining that went wrong, in words for the person hosting.
    void attemptRefused(const QString &text);
    // Hosting ended by itself (too many wrong codes).
    void stoppedListening(const QString &text);

private:
    void onNewConnection();
    void onHandshakeMessage(Connection *connection, const Message &message);

    QString m_name;
    QString m_code;
    QTcpServer *m_server;
    Connection *m_opponent = nullptr;
    Connection *m_joining = nullptr; // one handshake at a time
    QByteArray m_challenge;
    QString m_joiningName;
    QHash<QString, int> m_wrongProofs; // by address
    int m_handshakeLimitMs = kHandshakeLimitMs;
};

} // namespace quatre::ui::net
