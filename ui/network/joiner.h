// Joining a network game: connect to the host's address and port, say
// hello, answer its challenge with the join code's proof (the code itself
// is never sent), and hand over the connection once the host welcomes us.
#pragma once

#include "ui/network/protocol.h"

#include <QObject>
#include <QString>

namespace quatre::ui::net {

class Connection;

class Joiner : public QObject {
    Q_OBJECT

public:
    static constexpr int kConnectLimitMs = 10000;

    explicit Joiner(const QString &name, QObject *parent = nullptr);
    ~Joiner() override;

    // Starts joining; the answer is joined() or failed(), once.
    void join(const QString &host, quint16 port, const QString &code);
    void cancel();

signals:
    // The connection is the joiner's child; the host's setup comes next on it.
    void joined(quatre::ui::net::Connection *connection, const QString &hostName);
    void failed(const QString &text);

private:
    void onMessage(const Message &message);
    // Ends the joining; the host hears `byeReason`, the person `text`.
    void fail(const QString &text, const QString &byeReason = {});

    QString m_name;
    QString m_code;
    Connection *m_connection = nullptr;
    QString m_hostName;
    bool m_done = true;
};

// The words for a peer whose protocol is not ours.
QString versionMismatchText(int theirs, const QString &theirApp);

} // namespace quatre::ui::net
