#include "ui/networkplay/networkplay.h"

#include "ui/network/host.h"
#include "ui/network/joiner.h"
#include "ui/network/lanannouncer.h"
#include "ui/network/networkmatch.h"
#include "ui/session/gamesession.h"

#include <QCoreApplication>

namespace quatre::ui {

using net::NetworkMatch;

NetworkPlay::NetworkPlay(GameSession *session, const GameRegistry &games, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_games(games)
{
    connect(m_session, &GameSession::gameStarted, this, [this] { m_resigned.reset(); });
}

NetworkPlay::~NetworkPlay()
{
    // A goodbye only, heard by nobody here: the session and the window may
    // be gone already (the window's leave() on closing did the rest).
    if (m_match) {
        m_match->disconnect(this);
        if (m_match->isConnected())
            m_match->leave();
    }
}

bool NetworkPlay::allowsLocalMove() const
{
    return m_state == State::Playing && m_match && m_match->isLocalTurn();
}

QString NetworkPlay::joinCode() const
{
    return m_host ? m_host->joinCode() : QString();
}

quint16 NetworkPlay::port() const
{
    return m_host ? m_host->port() : m_joinChoice.port;
}

QStringList NetworkPlay::addresses() const
{
    return m_host && m_host->isListening() ? m_host->addresses() : QStringList();
}

std::optional<net::RequestKind> NetworkPlay::pendingRequest() const
{
    return m_match ? m_match->pendingRequest() : std::nullopt;
}

void NetworkPlay::setState(State state)
{
    if (state == m_state)
        return;
    m_state = state;
    updateAnnouncing();
    emit stateChanged(state);
}

void NetworkPlay::updateAnnouncing()
{
    const bool waiting = m_host && m_host->isListening() && (m_state == State::Hosting || m_state == State::Lost);
    if (!waiting) {
        if (m_announcer)
            m_announcer->stop();
        return;
    }
    if (!m_announcer)
        m_announcer = new net::LanAnnouncer(m_hostChoice.announceTo, m_hostChoice.announcePort, this);
    const std::string_view game = m_hostChoice.options.rules->id();
    m_announcer->start({net::kProtocolVersion, QString::fromLatin1(game.data(), qsizetype(game.size())),
                        m_hostChoice.name, m_host->port()});
}

bool NetworkPlay::host(const HostChoice &choice, QString *error)
{
    leave();
    m_host = new net::Host(choice.name, this);
    if (!m_host->listen(choice.listenAddress, choice.port, error)) {
        m_host->deleteLater();
        m_host = nullptr;
        return false;
    }
    m_isHost = true;
    m_hostChoice = choice;
    m_localSeat = choice.localSeat;
    connect(m_host, &net::Host::joined, this, &NetworkPlay::onHostJoined);
    connect(m_host, &net::Host::attemptRefused, this, &NetworkPlay::message);
    connect(m_host, &net::Host::stoppedListening, this, [this](const QString &text) {
        updateAnnouncing();
        emit message(text);
        if (m_state == State::Hosting)
            setState(State::Idle);
        else
            emit stateChanged(m_state); // a lost game can no longer be resumed
    });
    setState(State::Hosting);
    return true;
}

void NetworkPlay::join(const JoinChoice &choice)
{
    leave();
    m_isHost = false;
    m_joinChoice = choice;
    m_localSeat = -1;
    m_joiner = new net::Joiner(choice.name, this);
    connect(m_joiner, &net::Joiner::joined, this, &NetworkPlay::onJoined);
    connect(m_joiner, &net::Joiner::failed, this, [this](const QString &text) {
        // A failed reconnection keeps the game it was for.
        setState(m_localSeat >= 0 ? State::Lost : State::Idle);
        emit message(text);
    });
    setState(State::Joining);
    m_joiner->join(choice.address, choice.port, choice.code);
}

void NetworkPlay::reconnect()
{
    if (m_isHost || m_state != State::Lost || !m_joiner)
        return;
    setState(State::Joining);
    m_joiner->join(m_joinChoice.address, m_joinChoice.port, m_joinChoice.code);
}

void NetworkPlay::onHostJoined(net::Connection *connection, const QString &peerName)
{
    m_connection = connection;
    m_peerName = peerName;
    if (m_state == State::Hosting) {
        std::array<Seat, 2> seats;
        seats[std::size_t(m_localSeat)] = Seat::person();
        seats[std::size_t(1 - m_localSeat)] = Seat::remotePerson(peerName);
        emit gameComing(m_hostChoice.options);
        QString error;
        if (!m_session->start(m_hostChoice.options, seats, m_hostChoice.firstSeat, &error)) {
            connection->close(QStringLiteral("the game cannot be set up"));
            emit message(error);
            return;
        }
    } else {
        seatPeer(); // a resumed game: the setup below carries its moves
    }
    startMatch(NetworkMatch::host(m_session, connection, m_localSeat, m_games, this));
    setState(State::Playing);
}

void NetworkPlay::onJoined(net::Connection *connection, const QString &hostName)
{
    m_connection = connection;
    m_peerName = hostName;
    NetworkMatch *match = m_localSeat >= 0 ? NetworkMatch::resume(m_session, connection, m_localSeat, m_games, this)
                                           : NetworkMatch::join(m_session, connection, m_games, this);
    connect(match, &NetworkMatch::setupComing, this, &NetworkPlay::gameComing);
    connect(match, &NetworkMatch::ready, this, [this] {
        m_localSeat = m_match->localSeat();
        seatPeer();
        setState(State::Playing);
    });
    startMatch(match);
}

void NetworkPlay::startMatch(NetworkMatch *match)
{
    m_match = match;
    m_asked.reset();
    connect(match, &NetworkMatch::disconnected, this, &NetworkPlay::onDisconnected);
    connect(match, &NetworkMatch::requestReceived, this, [this](net::RequestKind kind) {
        emit requestReceived(kind);
        emit requestsChanged();
    });
    connect(match, &NetworkMatch::answered, this, [this](net::RequestKind kind, bool accepted) {
        m_asked.reset();
        emit requestAnswered(kind, accepted);
        emit requestsChanged();
    });
    connect(match, &NetworkMatch::resigned, this, [this](int seat) {
        m_resigned = seat;
        emit resigned(seat);
    });
    connect(match, &NetworkMatch::chatReceived, this,
            [this](const QString &text) { emit chatLine(m_peerName, text, false); });
}

void NetworkPlay::seatPeer()
{
    std::array<Seat, 2> seats = m_session->seats();
    seats[std::size_t(m_localSeat)] = Seat::person();
    seats[std::size_t(1 - m_localSeat)] = Seat::remotePerson(m_peerName);
    m_session->setSeats(seats);
}

void NetworkPlay::onDisconnected(net::CloseReason reason, const QString &detail)
{
    const bool hadGame = m_match && m_match->isReady();
    m_lostReason = net::closeReasonText(reason, detail);
    dropMatch();
    if (hadGame || (m_localSeat >= 0 && !m_isHost)) {
        setState(State::Lost); // its words say why
        return;
    }
    leave(); // joining ended before any game: nothing to keep
    emit message(m_lostReason);
}

void NetworkPlay::dropMatch()
{
    if (m_match) {
        m_match->disconnect(this);
        m_match->deleteLater();
        m_match = nullptr;
    }
    // The host deletes its own connections; the joiner's stays its child.
    if (m_connection && !m_isHost)
        m_connection->deleteLater();
    m_connection = nullptr;
    m_asked.reset();
}

void NetworkPlay::stopHosting()
{
    if (m_announcer) {
        m_announcer->stop();
        m_announcer->deleteLater();
        m_announcer = nullptr;
    }
    if (m_host) {
        m_host->disconnect(this);
        m_host->stop();
        m_host->deleteLater();
        m_host = nullptr;
    }
    if (m_joiner) {
        m_joiner->disconnect(this);
        m_joiner->cancel();
        m_joiner->deleteLater();
        m_joiner = nullptr;
    }
}

void NetworkPlay::leave()
{
    if (m_match) {
        m_match->disconnect(this);
        if (m_match->isConnected())
            m_match->leave();
    }
    dropMatch();
    stopHosting();
    const bool heldGame = holdsGame() || (m_state == State::Joining && m_localSeat >= 0);
    if (heldGame) {
        // The game stays on the board, for the people at this screen.
        std::array<Seat, 2> seats = m_session->seats();
        for (Seat &seat : seats) {
            if (seat.remote)
                seat = Seat::person();
        }
        m_session->setSeats(seats);
    }
    m_localSeat = -1;
    m_peerName.clear();
    m_resigned.reset(); // the game goes on here, if the people want
    setState(State::Idle);
}

void NetworkPlay::continueAgainstAi(const AiConfig &ai)
{
    if (!holdsGame())
        return;
    const int remote = 1 - m_localSeat;
    leave();
    std::array<Seat, 2> seats = m_session->seats();
    seats[std::size_t(remote)] = Seat::computer(ai);
    m_session->setSeats(seats);
}

void NetworkPlay::request(net::RequestKind kind)
{
    if (m_state != State::Playing || !m_match || m_asked)
        return;
    m_asked = kind;
    m_match->request(kind);
    emit requestsChanged();
}

void NetworkPlay::answer(bool accepted)
{
    if (m_match)
        m_match->answer(accepted);
    emit requestsChanged();
}

void NetworkPlay::resign()
{
    if (m_state == State::Playing && m_match)
        m_match->resign();
}

void NetworkPlay::sendChat(const QString &text)
{
    const QString line = text.trimmed().left(net::kMaxChatLength);
    if (m_state != State::Playing || !m_match || line.isEmpty())
        return;
    m_match->sendChat(line);
    emit chatLine(m_isHost ? m_hostChoice.name : m_joinChoice.name, line, true);
}

} // namespace quatre::ui
