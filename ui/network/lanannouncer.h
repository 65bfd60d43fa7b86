// While a person hosts, tells the local network so: the host's announcement
// (lanannouncement.h) goes out as one UDP datagram every intervalMs() to one
// destination, the IPv4 broadcast address by default (the setting
// network/announceAddress; the tests give 127.0.0.1). Nothing is sent before
// start(). It is bounded: after maxDatagrams() datagrams (an hour at the
// default pace) it stops by itself, as it does on stop() and destruction, so
// that a window forgotten while hosting does not announce for days.
#pragma once

#include "ui/network/lanannouncement.h"

#include <QHostAddress>
#include <QObject>

class QTimer;
class QUdpSocket;

namespace quatre::ui::net {

// The setting that names where announcements go (an address, as text).
inline constexpr char kAnnounceAddressKey[] = "network/announceAddress";

class LanAnnouncer : public QObject {
    Q_OBJECT

public:
    static constexpr int kIntervalMs = 2000;
    static constexpr int kMaxDatagrams = 1800; // one hour at kIntervalMs

    LanAnnouncer(const QHostAddress &destination, quint16 port, QObject *parent = nullptr);

    // The destination the setting's `text` names: the IPv4 broadcast address
    // when it is empty or no address, so that a mistyped setting still
    // reaches the local network rather than nowhere.
    static QHostAddress destinationFrom(const QString &text);

    void setDestination(const QHostAddress &destination, quint16 port);
    QHostAddress destination() const { return m_destination; }
    quint16 destinationPort() const { return m_port; }
    // For tests: a faster pace and a smaller bound than a real network needs.
    void setIntervalMs(int milliseconds);
    int intervalMs() const { return m_intervalMs; }
    void setMaxDatagrams(int count) { m_maxDatagrams = count; }
    int maxDatagrams() const { return m_maxDatagrams; }

    // Announces `announcement` now and then every intervalMs(), counting
    // afresh up to maxDatagrams().
    void start(const LanAnnouncement &announcement);
    // What the next datagrams say (a new game chosen while hosting), without
    // counting afresh.
    void setAnnouncement(const LanAnnouncement &announcement);
    void stop();
    bool isActive() const;
    // Datagrams sent since start(), whether or not the network took them.
    int sentCount() const { return m_sent; }

signals:
    // The bound was reached: announcing stopped by itself.
    void finished();

private:
    void announce();

    QUdpSocket *m_socket;
    QTimer *m_timer;
    QHostAddress m_destination;
    quint16 m_port;
    QByteArray m_datagram;
    int m_intervalMs = kIntervalMs;
    int m_maxDatagrams = kMaxDatagrams;
    int m_sent = 0;
};

} // namespace quatre::ui::net
