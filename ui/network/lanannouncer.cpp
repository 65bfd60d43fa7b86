#include "ui/network/lanannouncer.h"

#include <QTimer>
#include <QUdpSocket>

namespace quatre::ui::net {

LanAnnouncer::LanAnnouncer(const QHostAddress &destination, quint16 port, QObject *parent)
    : QObject(parent)
    , m_socket(new QUdpSocket(this))
    , m_timer(new QTimer(this))
    , m_destination(destination)
    , m_port(port)
{
    m_timer->setInterval(m_intervalMs);
    connect(m_timer, &QTimer::timeout, this, &LanAnnouncer::announce);
}

QHostAddress LanAnnouncer::destinationFrom(const QString &text)
{
    const QHostAddress address(text.trimmed());
    return address.isNull() ? QHostAddress(QHostAddress::Broadcast) : address;
}

void LanAnnouncer::setDestination(const QHostAddress &destination, quint16 port)
{
    m_destination = destination;
    m_port = port;
}

void LanAnnouncer::setIntervalMs(int milliseconds)
{
    m_intervalMs = milliseconds;
    m_timer->setInterval(milliseconds);
}

void LanAnnouncer::start(const LanAnnouncement &announcement)
{
    setAnnouncement(announcement);
    m_sent = 0;
    m_timer->start();
    // At once, so that a Join dialog already open shows the game without
    // waiting a whole interval.
    announce();
}

void LanAnnouncer::setAnnouncement(const LanAnnouncement &announcement)
{
    m_datagram = encodeAnnouncement(announcement);
}

void LanAnnouncer::stop()
{
    m_timer->stop();
}

bool LanAnnouncer::isActive() const
{
    return m_timer->isActive();
}

void LanAnnouncer::announce()
{
    if (m_sent < m_maxDatagrams) {
        // A failure (no route to the broadcast address, a network going
        // down) is not the person's concern: the next tick tries again, and
        // counts.
        m_socket->writeDatagram(m_datagram, m_destination, m_port);
        ++m_sent;
    }
    if (m_sent >= m_maxDatagrams) {
        stop();
        emit finished();
    }
}

} // namespace quatre::ui::net
