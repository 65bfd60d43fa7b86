#include "ui/session/movecommand.h"

#include "ui/session/gamesession.h"

namespace quatre::ui {

MoveCommand::MoveCommand(GameSession *session, Move move)
    : m_session(session)
    , m_move(move)
{
    setText(QString::fromStdString(session->game().moveToText(move)));
}

void MoveCommand::redo()
{
    m_session->applyMove(m_move);
}

void MoveCommand::undo()
{
    m_session->revertMove(m_move);
}

} // namespace quatre::ui
