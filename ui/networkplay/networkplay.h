// The window's network game, from hosting or joining to the end: it owns
// the host or the joiner, the connection and the match (NetworkMatch), and
// puts the game on the window's session with the remote person in their
// seat. When the connection is lost the game stays: the host listens on
// for the same person with the same code, the joiner may reconnect, and
// either may go on against an AI. Nothing here listens or sends unless the
// person chose to host or to join.
#pragma once

#include "core/ai/ai.h"
#include "core/games/gamerules.h"
#include "ui/network/connection.h"
#include "ui/network/protocol.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QStringList>

namespace quatre::ui {

class GameRegistry;
class GameSession;

namespace net {
class Host;
class Joiner;
class LanAnnouncer;
class NetworkMatch;
} // namespace net

// What the person hosting chose (the Host dialog).
struct HostChoice {
    GameOptions options;
    int localSeat = 0; // the seat the person hosting plays
    int firstSeat = 0;
    quint16 port = net::kDefaultPort;
    QString name; // shown to the other player
    // Every address of the machine for a real game; the tests give loopback.
    QHostAddress listenAddress = QHostAddress::Any;
    // Where the game is announced to the local network while nobody plays
    // it (the setting network/announceAddress; the tests give loopback).
    QHostAddress announceTo = QHostAddress(QHostAddress::Broadcast);
    quint16 announcePort = net::kDiscoveryPort;
};

// What the person joining typed (the Join dialog).
struct JoinChoice {
    QString address;
    quint16 port = net::kDefaultPort;
    QString code;
    QString name;
};

class NetworkPlay : public QObject {
    Q_OBJECT

public:
    enum class State {
        Idle, // no network game
        Hosting, // listening; nobody has joined yet
        Joining, // connecting to a host, proving the code, waiting for its game
        Playing, // the game is on with the other player
        Lost, // the connection ended in the middle of the game, which is kept
    };
    Q_ENUM(State)

    // `session` is the window's; `session` and `games` must outlive this.
    NetworkPlay(GameSession *session, const GameRegistry &games, QObject *parent = nullptr);
    ~NetworkPlay() override;

    State state() const { return m_state; }
    bool isHost() const { return m_isHost; }
    // A network game holds the session (playing, or lost and kept).
    bool holdsGame() const { return m_state == State::Playing || m_state == State::Lost; }
    // Whether the person at this screen may move now: only while connected, on their turn.
    bool allowsLocalMove() const;
    int localSeat() const { return m_localSeat; }
    QString peerName() const { return m_peerName; }
    QString joinCode() const;
    quint16 port() const;
    QStringList addresses() const;
    // Why the connection ended (State::Lost), in words.
    QString lostReason() const { return m_lostReason; }
    net::NetworkMatch *match() const { return m_match; }
    // The seat that gave up this game, if one did (kept while the game is).
    std::optional<int> resignedSeat() const { return m_resigned; }
    // The other player's request waiting for an answer, if any.
    std::optional<net::RequestKind> pendingRequest() const;
    // This side's request waiting for the other's answer, if any.
    std::optional<net::RequestKind> askedRequest() const { return m_asked; }

    // Starts listening; the game begins when someone joins. False and a
    // message if the port cannot be had.
    bool host(const HostChoice &choice, QString *error = nullptr);
    void join(const JoinChoice &choice);
    // The joiner's side after a lost connection: joins again with the same
    // address and code, and resumes the game if the host holds the same one.
    void reconnect();
    // Ends the network game (goodbye to the other player, hosting stops);
    // the game stays on the board, the remote seat becomes a person here.
    void leave();
    // Ends the network game and lets `ai` play the remote seat.
    void continueAgainstAi(const AiConfig &ai);

    void request(net::RequestKind kind);
    void answer(bool accepted);
    void resign();
    void sendChat(const QString &text);

signals:
    // The game of these options is about to be put on the session (the
    // window makes its board first).
    void gameComing(const quatre::GameOptions &options);
    void stateChanged(quatre::ui::NetworkPlay::State state);
    // Something to tell the person (an attempt refused, an answer, a failed join).
    void message(const QString &text);
    // A chat line: `mine` is this side's, `author` the name to show.
    void chatLine(const QString &author, const QString &text, bool mine);
    void requestReceived(quatre::ui::net::RequestKind kind);
    // A request was made, received, answered or heard back from.
    void requestsChanged();
    void requestAnswered(quatre::ui::net::RequestKind kind, bool accepted);
    void resigned(int seat);

private:
    void setState(State state);
    void onHostJoined(net::Connection *connection, const QString &peerName);
    void onJoined(net::Connection *connection, const QString &hostName);
    void startMatch(net::NetworkMatch *match);
    void onDisconnected(net::CloseReason reason, const QString &detail);
    void dropMatch();
    void seatPeer();
    void stopHosting();
    // Announces the game on the local network while the host waits for a player.
    void updateAnnouncing();

    GameSession *m_session;
    const GameRegistry &m_games;
    State m_state = State::Idle;
    bool m_isHost = false;
    HostChoice m_hostChoice;
    JoinChoice m_joinChoice;
    net::Host *m_host = nullptr;
    net::Joiner *m_joiner = nullptr;
    net::LanAnnouncer *m_announcer = nullptr;
    QPointer<net::Connection> m_connection;
    net::NetworkMatch *m_match = nullptr;
    int m_localSeat = -1;
    QString m_peerName;
    QString m_lostReason;
    std::optional<net::RequestKind> m_asked;
    std::optional<int> m_resigned;
};

} // namespace quatre::ui
