// A game between this window's person and a friend over the network. The
// session's moves made here go out as they are played; the friend's come in
// and are played only when the rules allow them, in turn and at the right
// place in the game (anything else ends the connection, and the board keeps
// its position); undo, a new game and a rematch need the other's consent; a
// resignation ends the game; chat passes as plain text. Both sides hold the
// same moves at every step.
#pragma once

#include "core/games/gamerules.h"
#include "ui/network/connection.h"
#include "ui/network/protocol.h"

#include <QObject>

#include <optional>

namespace quatre::ui {
class GameRegistry;
class GameSession;
} // namespace quatre::ui

namespace quatre::ui::net {

class NetworkMatch : public QObject {
    Q_OBJECT

public:
    // The host's side: plays `localSeat` of the game on `session` and tells
    // the joiner of it (its options, who began, its moves). The joiner's
    // side: waits for that setup, then plays the other seat. `session`,
    // `connection` and `games` must outlive the match.
    static NetworkMatch *host(GameSession *session, Connection *connection, int localSeat, const GameRegistry &games,
                              QObject *parent = nullptr);
    static NetworkMatch *join(GameSession *session, Connection *connection, const GameRegistry &games,
                              QObject *parent = nullptr);
    // The joiner's side after a lost connection: the host's setup must be
    // the game on `session`, with the same moves, played from `localSeat`
    // (anything else is refused: the two sides no longer hold one game).
    static NetworkMatch *resume(GameSession *session, Connection *connection, int localSeat, const GameRegistry &games,
                                QObject *parent = nullptr);

    // Whether the setup is known (always on the host's side).
    bool isReady() const { return m_localSeat >= 0; }
    int localSeat() const { return m_localSeat; }
    int remoteSeat() const { return 1 - m_localSeat; }
    bool isConnected() const { return m_connection && m_connection->isOpen(); }
    bool isLocalTurn() const;
    // The seat that resigned this game, if one did.
    std::optional<int> resignedSeat() const { return m_resigned; }

    // Asks the friend; the answer comes as answered().
    void request(RequestKind kind);
    // The friend's pending request, if any.
    std::optional<RequestKind> pendingRequest() const;
    // Answers it; accepted, it is carried out on both sides at once.
    void answer(bool accepted);
    void resign();
    void sendChat(const QString &text);
    // Says goodbye: the window is closing, or the person left the match.
    void leave();

signals:
    // The joiner's side: the host's game, checked, is about to be put on
    // the session (the window makes its board first).
    void setupComing(const quatre::GameOptions &options);
    // The joiner's side: the host's game is on the session now.
    void ready();
    void requestReceived(quatre::ui::net::RequestKind kind);
    void answered(quatre::ui::net::RequestKind kind, bool accepted);
    void resigned(int seat);
    void chatReceived(const QString &text);
    // The connection ended; the game stays on the session.
    void disconnected(quatre::ui::net::CloseReason reason, const QString &detail);

private:
    NetworkMatch(GameSession *session, Connection *connection, const GameRegistry &games, QObject *parent);
    void onMessage(const Message &message);
    void onMovePlayed();
    void receiveSetup(const Setup &setup);
    void receiveMove(const MovePlayed &move);
    void receiveAnswer(const Answer &answer);
    // Carries out an agreed request on this side's session.
    void carryOut(RequestKind kind, int requester);
    int plies() const;

    GameSession *m_session;
    Connection *m_connection;
    const GameRegistry &m_games;
    int m_localSeat = -1;
    int m_sentPlies = 0; // the moves of the game the friend knows of
    bool m_applying = false; // the session changes for the friend's or an agreed reason: nothing to send
    std::optional<Request> m_asked; // ours, unanswered
    std::optional<Request> m_pending; // the friend's, unanswered
    std::optional<int> m_resigned;
    int m_resumedSeat = -1; // resume(): the seat this side played before the connection was lost
};

} // namespace quatre::ui::net
