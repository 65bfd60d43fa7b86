#include "ui/network/lanbrowser.h"

#include <QCoreApplication>
#include <QNetworkDatagram>
#include <QTimer>
#include <QUdpSocket>

#include <algorithm>

namespace quatre::ui::net {

namespace {

// Datagrams read in one go; the rest wait for the next turn of the event
// loop, so that a flood cannot hold the window still.
constexpr int kBatch = 64;

// "::ffff:192.168.1.20", as a socket bound to any address may report an
// IPv4 sender, is "192.168.1.20" to the person and to the joiner.
QString addressText(const QHostAddress &address)
{
    bool isIpv4 = false;
    const quint32 ipv4 = address.toIPv4Address(&isIpv4);
    return isIpv4 ? QHostAddress(ipv4).toString() : address.toString();
}

} // namespace

LanBrowser::LanBrowser(QObject *parent)
    : QObject(parent)
    , m_socket(new QUdpSocket(this))
    , m_expiry(new QTimer(this))
{
    setExpiryMs(kExpiryMs);
    connect(m_socket, &QUdpSocket::readyRead, this, &LanBrowser::onReadyRead);
    connect(m_expiry, &QTimer::timeout, this, &LanBrowser::expire);
}

bool LanBrowser::listen(const QHostAddress &address, quint16 port, QString *error)
{
    stop();
    if (!m_socket->bind(address, port, QAbstractSocket::ShareAddress | QAbstractSocket::ReuseAddressHint)) {
        if (error)
            *error = QCoreApplication::translate("Network", "Cannot look for games on port %1: %2")
                         .arg(port)
                         .arg(m_socket->errorString());
        return false;
    }
    m_clock.start();
    m_rateSecond = -1;
    m_dropped = 0;
    m_expiry->start();
    return true;
}

void LanBrowser::stop()
{
    m_socket->close();
    m_expiry->stop();
    if (!m_games.isEmpty()) {
        m_games.clear();
        emit gamesChanged();
    }
}

bool LanBrowser::isListening() const
{
    return m_socket->state() == QAbstractSocket::BoundState;
}

quint16 LanBrowser::port() const
{
    return m_socket->localPort();
}

void LanBrowser::setExpiryMs(int milliseconds)
{
    m_expiryMs = milliseconds;
    // A game leaves the list at most a quarter late.
    m_expiry->setInterval(std::max(10, milliseconds / 4));
}

void LanBrowser::onReadyRead()
{
    for (int i = 0; i < kBatch && m_socket->hasPendingDatagrams(); ++i) {
        // One byte more than an announcement may have: a longer datagram is
        // cut there (the rest never reaches memory) and refused as too large.
        const QNetworkDatagram datagram = m_socket->receiveDatagram(kMaxAnnouncementBytes + 1);
        if (withinRate())
            take(datagram.senderAddress(), datagram.data());
        else
            ++m_dropped;
    }
    if (m_socket->hasPendingDatagrams())
        QTimer::singleShot(0, this, &LanBrowser::onReadyRead);
}

bool LanBrowser::withinRate()
{
    const qint64 second = m_clock.elapsed() / 1000;
    if (second != m_rateSecond) {
        m_rateSecond = second;
        m_rateCount = 0;
    }
    return ++m_rateCount <= kMaxDatagramsPerSecond;
}

void LanBrowser::take(const QHostAddress &sender, const QByteArray &datagram)
{
    const auto decoded = decodeAnnouncement(datagram);
    const auto *announcement = std::get_if<LanAnnouncement>(&decoded);
    if (!announcement || sender.isNull()) {
        ++m_dropped;
        return;
    }
    const QString address = addressText(sender);
    const auto known = std::find_if(m_games.begin(), m_games.end(), [&](const LanGame &game) {
        return game.address == address && game.port == announcement->port;
    });
    if (known != m_games.end()) {
        known->lastSeenMs = m_clock.elapsed();
        if (known->game != announcement->game || known->name != announcement->name
            || known->protocol != announcement->protocol) {
            known->game = announcement->game;
            known->name = announcement->name;
            known->protocol = announcement->protocol;
            emit gamesChanged();
        }
        return;
    }
    // Full: the games already there stay, a newcomer waits for a place.
    if (m_games.size() >= kMaxGames) {
        ++m_dropped;
        return;
    }
    m_games.append(LanGame{address, announcement->port, announcement->game, announcement->name, announcement->protocol,
                           m_clock.elapsed()});
    emit gamesChanged();
}

void LanBrowser::expire()
{
    const qint64 now = m_clock.elapsed();
    const qsizetype removed = m_games.removeIf([&](const LanGame &game) { return now - game.lastSeenMs > m_expiryMs; });
    if (removed > 0)
        emit gamesChanged();
}

} // namespace quatre::ui::net
