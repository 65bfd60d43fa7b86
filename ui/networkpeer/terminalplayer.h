// A person at the terminal playing a network game (`quatre-cli host` and
// `join` without --level): the board after each move in the text of `quatre-cli
// play` (GameTerminal), moves typed in the game's notation, and the requests,
// chat and resignation of the protocol as words at a prompt. The standard
// input is read as it comes (StandardInputLines), so that the connection keeps
// pinging and receiving while the person thinks.
#pragma once

#include "ui/network/connection.h"
#include "ui/network/protocol.h"

#include <QEventLoop>
#include <QObject>
#include <QString>

class QTextStream;

namespace quatre::ui {

class GameSession;
class GameTerminal;
class StandardInputLines;

namespace net {
class NetworkMatch;
}

class TerminalPlayer : public QObject {
    Q_OBJECT

public:
    // `peerName`: the other player's, as their program gave it. Everything
    // must outlive the player.
    TerminalPlayer(net::NetworkMatch &match, GameSession &session, const GameTerminal &terminal,
                   const QString &peerName, QTextStream &out, QTextStream &err, QObject *parent = nullptr);

    // Plays until the game ends (prints the moves and the result as the AI
    // mode does; 0), or the person leaves or the connection ends first (1).
    int run();

private:
    void onLine(const QString &line);
    void onInputEnded();
    void onPositionChanged();
    void showPosition();
    void onRequest(net::RequestKind kind);
    void onAnswered(net::RequestKind kind, bool accepted);
    void onResigned(int seat);
    void onChat(const QString &text);
    void onDisconnected(net::CloseReason reason, const QString &detail);

    void answerRequest(const QString &line);
    void ask(net::RequestKind kind);
    void playMove(const QString &text);
    void showHelp();
    // A line of its own, even while a prompt waits for an answer.
    void say(const QString &text);
    // The question the next line answers, if any: the peer's request, or the
    // move on this side's turn.
    void prompt();
    void stop(int exitCode);

    net::NetworkMatch &m_match;
    GameSession &m_session;
    const GameTerminal &m_terminal;
    QString m_peerName;
    QTextStream &m_out;
    QTextStream &m_err;
    StandardInputLines *m_input;
    QEventLoop m_loop;
    bool m_echo; // the input is no terminal: what is read is shown after its prompt
    QString m_result; // the end's machine-readable word (matchResult())
    int m_shownSerial = -1; // the game and the moves last shown
    int m_shownPlies = 0;
    bool m_promptOpen = false; // a prompt waits at the end of the last line
    bool m_showQueued = false;
    bool m_asking = false; // our request waits for its answer
    bool m_leaving = false; // the person left: goodbye
    bool m_stopped = false;
    int m_exitCode = 1;
};

} // namespace quatre::ui
