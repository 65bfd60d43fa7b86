// One ply on the undo stack. The session owns the position; the command only
// asks it to replay or take back its move, so undo/redo stay in step with the
// session's signals and score.
#pragma once

#include "core/game.h"

#include <QUndoCommand>

namespace quatre::ui {

class GameSession;

class MoveCommand final : public QUndoCommand {
public:
    MoveCommand(GameSession *session, Move move);

    void redo() override;
    void undo() override;

    Move move() const { return m_move; }

private:
    GameSession *m_session;
    Move m_move;
};

} // namespace quatre::ui
