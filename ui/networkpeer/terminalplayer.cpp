#include "ui/networkpeer/terminalplayer.h"

#include "ui/cli/cli.h"
#include "ui/network/networkmatch.h"
#include "ui/networkpeer/matchending.h"
#include "ui/networkpeer/printabletext.h"
#include "ui/networkpeer/standardinputlines.h"
#include "ui/session/gamesession.h"
#include "ui/terminal/gameterminal.h"
#include "ui/text/parseerrortext.h"

#include "core/games/gamerules.h"

#include <QCoreApplication>
#include <QTextStream>
#include <QTimer>

#include <unistd.h>

namespace quatre::ui {

using net::NetworkMatch;
using net::RequestKind;

TerminalPlayer::TerminalPlayer(NetworkMatch &match, GameSession &session, const GameTerminal &terminal,
                               const QString &peerName, QTextStream &out, QTextStream &err, QObject *parent)
    : QObject(parent)
    , m_match(match)
    , m_session(session)
    , m_terminal(terminal)
    , m_peerName(printableText(peerName))
    , m_out(out)
    , m_err(err)
    , m_input(new StandardInputLines(this))
    // A terminal shows what is typed; lines from a pipe or a file are shown
    // after their prompt, so that a transcript reads the same.
    , m_echo(::isatty(0) != 1)
{
    connect(m_input, &StandardInputLines::lineRead, this, &TerminalPlayer::onLine);
    connect(m_input, &StandardInputLines::ended, this, &TerminalPlayer::onInputEnded);
    // Shown once the session has settled, and after what the match says of
    // it (an accepted undo is announced before its board).
    connect(&m_session, &GameSession::positionChanged, this, &TerminalPlayer::onPositionChanged);
    connect(&m_match, &NetworkMatch::requestReceived, this, &TerminalPlayer::onRequest);
    connect(&m_match, &NetworkMatch::answered, this, &TerminalPlayer::onAnswered);
    connect(&m_match, &NetworkMatch::resigned, this, &TerminalPlayer::onResigned);
    connect(&m_match, &NetworkMatch::chatReceived, this, &TerminalPlayer::onChat);
    connect(&m_match, &NetworkMatch::disconnected, this, &TerminalPlayer::onDisconnected);
}

int TerminalPlayer::run()
{
    say(QCoreApplication::translate("Cli", "You are player %1, playing against %2. Type a move, or help.")
            .arg(m_match.localSeat() + 1)
            .arg(m_peerName));
    m_out << m_terminal.legend();
    showPosition();
    if (!m_stopped)
        m_loop.exec();
    if (m_exitCode == cli::kExitOk) {
        endMatch(m_match, m_session, m_result, m_out);
    } else if (m_leaving) {
        say(QCoreApplication::translate("Cli", "Goodbye."));
        leaveMatch(m_match);
    }
    return m_exitCode;
}

void TerminalPlayer::onLine(const QString &line)
{
    if (m_stopped)
        return;
    if (m_echo)
        m_out << line << '\n';
    m_promptOpen = false; // the line typed or echoed ended it
    const QString text = line.trimmed();
    if (m_match.pendingRequest()) {
        answerRequest(text);
    } else if (!text.isEmpty()) {
        const QString command = text.section(QLatin1Char(' '), 0, 0).toLower();
        if (command == QLatin1String("help")) {
            showHelp();
        } else if (command == QLatin1String("undo")) {
            ask(RequestKind::Undo);
        } else if (command == QLatin1String("new")) {
            ask(RequestKind::NewGame);
        } else if (command == QLatin1String("resign")) {
            m_match.resign();
        } else if (command == QLatin1String("say")) {
            const QString message = text.section(QLatin1Char(' '), 1).trimmed();
            if (message.isEmpty())
                say(QCoreApplication::translate("Cli", "Type say and your message."));
            else
                m_match.sendChat(message);
        } else if (command == QLatin1String("quit") || command == QLatin1String("leave")) {
            m_leaving = true;
            return stop(cli::kExitInputFailed);
        } else {
            playMove(text);
        }
    }
    prompt();
}

void TerminalPlayer::onInputEnded()
{
    if (m_stopped)
        return;
    // Ctrl-D or the end of a script: the person has gone.
    m_leaving = true;
    stop(cli::kExitInputFailed);
}

void TerminalPlayer::onPositionChanged()
{
    if (m_showQueued)
        return;
    m_showQueued = true;
    QTimer::singleShot(0, this, [this] {
        m_showQueued = false;
        showPosition();
    });
}

void TerminalPlayer::showPosition()
{
    if (m_stopped)
        return;
    const Game &game = m_session.game();
    const int plies = game.plyCount();
    if (m_session.gameSerial() != m_shownSerial) {
        if (m_shownSerial >= 0)
            say(QCoreApplication::translate("Cli", "A new game begins."));
        m_shownSerial = m_session.gameSerial();
        m_shownPlies = plies;
    }
    if (plies == m_shownPlies + 1 && m_session.seatForSide((plies - 1) % 2) == m_match.remoteSeat())
        say(QCoreApplication::translate("Cli", "%1 played %2.").arg(m_peerName, m_session.moveTexts().constLast()));
    m_shownPlies = plies;
    say(m_terminal.board(game).chopped(1)); // say() ends the line
    if (m_session.isOver()) {
        const int winner = m_session.winnerSeat();
        say(winner < 0                          ? QCoreApplication::translate("Cli", "The game is a draw.")
                : winner == m_match.localSeat() ? QCoreApplication::translate("Cli", "You won.")
                                                : QCoreApplication::translate("Cli", "%1 won.").arg(m_peerName));
        m_result = matchResult(m_session, std::nullopt);
        return stop(cli::kExitOk);
    }
    if (!m_match.isLocalTurn())
        say(QCoreApplication::translate("Cli", "Waiting for %1 to move.").arg(m_peerName));
    prompt();
}

void TerminalPlayer::onRequest(RequestKind kind)
{
    (void)kind; // the question names it (prompt())
    if (m_stopped)
        return;
    if (m_promptOpen) {
        m_out << '\n';
        m_promptOpen = false;
    }
    prompt();
}

void TerminalPlayer::onAnswered(RequestKind kind, bool accepted)
{
    m_asking = false;
    if (m_stopped)
        return;
    if (kind == RequestKind::Undo)
        say(accepted ? QCoreApplication::translate("Cli", "%1 accepted: your move is taken back.").arg(m_peerName)
                     : QCoreApplication::translate("Cli", "%1 declined to undo.").arg(m_peerName));
    else
        say(accepted ? QCoreApplication::translate("Cli", "%1 accepted a new game.").arg(m_peerName)
                     : QCoreApplication::translate("Cli", "%1 declined a new game.").arg(m_peerName));
    prompt();
}

void TerminalPlayer::onResigned(int seat)
{
    if (m_stopped)
        return;
    say(seat == m_match.localSeat() ? QCoreApplication::translate("Cli", "You resigned.")
                                    : QCoreApplication::translate("Cli", "%1 resigned.").arg(m_peerName));
    m_result = matchResult(m_session, seat);
    stop(cli::kExitOk);
}

void TerminalPlayer::onChat(const QString &text)
{
    if (m_stopped)
        return;
    // Plain text, never a command or markup: the peer's words as they are.
    say(QStringLiteral("%1: %2").arg(m_peerName, printableText(text)));
    prompt();
}

void TerminalPlayer::onDisconnected(net::CloseReason reason, const QString &detail)
{
    if (m_stopped)
        return; // our own goodbye after the end
    if (m_session.isOver())
        return showPosition(); // the peer's last move came with its goodbye
    if (m_promptOpen) {
        m_out << '\n';
        m_out.flush();
        m_promptOpen = false;
    }
    m_err << net::closeReasonText(reason, detail) << Qt::endl;
    stop(cli::kExitInputFailed);
}

void TerminalPlayer::answerRequest(const QString &line)
{
    const QString answer = line.toLower();
    if (answer == QLatin1String("yes") || answer == QLatin1String("y"))
        m_match.answer(true);
    else if (answer == QLatin1String("no") || answer == QLatin1String("n"))
        m_match.answer(false);
    else
        say(QCoreApplication::translate("Cli", "Please answer yes or no."));
}

void TerminalPlayer::ask(RequestKind kind)
{
    if (m_asking)
        return say(QCoreApplication::translate("Cli", "Your last request is still waiting for an answer."));
    if (kind == RequestKind::Undo) {
        // The match takes back the requester's last move: there must be one.
        const int plies = m_session.game().plyCount();
        if (plies == 0 || (plies == 1 && m_session.seatForSide(0) != m_match.localSeat()))
            return say(QCoreApplication::translate("Cli", "You have no move to undo."));
    }
    m_match.request(kind);
    m_asking = true;
    say(kind == RequestKind::Undo
            ? QCoreApplication::translate("Cli", "Asked %1 to undo; waiting for the answer.").arg(m_peerName)
            : QCoreApplication::translate("Cli", "Asked %1 for a new game; waiting for the answer.").arg(m_peerName));
}

void TerminalPlayer::playMove(const QString &text)
{
    if (!m_match.isLocalTurn())
        return say(QCoreApplication::translate("Cli", "Not your turn: waiting for %1.").arg(m_peerName));
    const auto parsed = moveFromText(m_session.game(), text.toStdString());
    if (const auto *error = std::get_if<ParseError>(&parsed))
        return say(QCoreApplication::translate("Cli", "'%1' is not a move here: %2").arg(text, parseErrorText(*error)));
    QString error;
    if (!m_session.play(std::get<Move>(parsed), &error))
        say(QCoreApplication::translate("Cli", "'%1' is not a move here: %2").arg(text, error));
}

void TerminalPlayer::showHelp()
{
    say(QCoreApplication::translate("Cli",
                                    "Type a move in the game's notation on your turn, or:\n"
                                    "  undo         ask the other player to take back your last move\n"
                                    "  new          ask the other player for a new game\n"
                                    "  resign       give up this game\n"
                                    "  say TEXT     send TEXT to the other player\n"
                                    "  quit, leave  leave the game\n"
                                    "  help         show this list"));
}

void TerminalPlayer::say(const QString &text)
{
    if (m_promptOpen) {
        m_out << '\n';
        m_promptOpen = false;
    }
    m_out << text << '\n';
    m_out.flush();
}

void TerminalPlayer::prompt()
{
    // A board about to be shown asks after it.
    if (m_stopped || m_promptOpen || m_showQueued)
        return;
    if (const auto kind = m_match.pendingRequest()) {
        m_out << (*kind == RequestKind::Undo
                      ? QCoreApplication::translate("Cli", "The other player asks to undo. Accept? (yes/no) ")
                      : *kind == RequestKind::NewGame
                      ? QCoreApplication::translate("Cli", "The other player asks for a new game. Accept? (yes/no) ")
                      : QCoreApplication::translate("Cli", "The other player asks for a rematch. Accept? (yes/no) "));
    } else if (m_match.isLocalTurn()) {
        m_out << QCoreApplication::translate("Cli", "Your move: ");
    } else {
        return;
    }
    m_out.flush();
    m_promptOpen = true;
}

void TerminalPlayer::stop(int exitCode)
{
    if (m_stopped)
        return;
    m_stopped = true;
    m_exitCode = exitCode;
    m_loop.quit();
}

} // namespace quatre::ui
