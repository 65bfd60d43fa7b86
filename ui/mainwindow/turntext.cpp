#include "ui/mainwindow/turntext.h"

#include "ui/ai/aicontroller.h"
#include "ui/board/boardview.h"
#include "ui/session/gamesession.h"
#include "ui/session/seattext.h"

namespace quatre::ui {

TurnText::TurnText(const GameSession &session, const BoardView &board, const AiController &ai, const GameText &game,
                   std::optional<int> resignedSeat)
    : m_session(session)
    , m_board(board)
    , m_ai(ai)
    , m_game(game)
    , m_resigned(resignedSeat)
{}

bool TurnText::youPlay() const
{
    return m_session.localPersonCount() == 1;
}

QString TurnText::remoteName(int seat) const
{
    const QString name = m_session.seat(seat).name;
    return name.isEmpty() ? m_board.seatName(seat) : name;
}

QString TurnText::player(int seat) const
{
    const Seat &s = m_session.seat(seat);
    if (s.isLocalPerson() && youPlay())
        return tr("You");
    return SeatText::describe(s, m_game);
}

QString TurnText::end() const
{
    if (m_resigned) {
        const int seat = *m_resigned;
        if (m_session.seat(seat).isLocalPerson())
            return tr("You resigned");
        return tr("%1 resigned: you win!").arg(remoteName(seat));
    }
    if (!m_session.isOver())
        return {};
    const int winner = m_session.winnerSeat();
    if (winner < 0)
        return tr("It's a TIE");
    if (youPlay())
        return m_session.seat(winner).isLocalPerson() ? tr("Winner!!! Good Job") : tr("Game OVER! - You've lost!");
    return tr("%1 wins!").arg(m_board.seatName(winner));
}

QString TurnText::turn() const
{
    const int seat = m_session.seatToMove();
    const Seat &s = m_session.seat(seat);
    if (s.remote)
        return tr("Waiting for %1…").arg(remoteName(seat));
    if (s.human)
        return youPlay() ? tr("Your turn") : tr("%1 to play").arg(m_board.seatName(seat));
    if (m_ai.isPaused())
        return tr("Paused");
    return m_ai.isThinking() ? tr("Thinking…") : QString();
}

QString TurnText::accessibleTurn() const
{
    // Unlike the seat card, which sits beside its colour, this names the seat.
    const int seat = m_session.seatToMove();
    const Seat &s = m_session.seat(seat);
    const QString name = m_board.seatName(seat);
    if (s.remote)
        return tr("%1 to play, waiting for %2").arg(name, remoteName(seat));
    if (s.human)
        return youPlay() ? tr("Your turn, you play %1").arg(name) : tr("%1 to play").arg(name);
    if (m_ai.isPaused())
        return tr("%1 to play, paused").arg(name);
    return tr("%1 to play, the computer is thinking").arg(name);
}

} // namespace quatre::ui
