#include "ui/rules/rulespicture.h"

#include "ui/board/boardview.h"
#include "ui/registry/gameentry.h"
#include "ui/registry/rulespage.h"
#include "ui/session/gamesession.h"

#include <memory>

namespace quatre::ui {

QPixmap renderRulesPicture(const GameEntry &game, const RulesPicture &picture)
{
    if (!game.createBoardView || optionsError(picture.options))
        return {};
    // Two people at the board: nobody thinks, and the views draw no AI's speech.
    GameSession session(picture.options);
    QString error;
    if (!picture.moves.isEmpty() && !session.loadMoves(picture.moves, &error)) {
        qWarning("A rules picture's moves do not play: %s", qPrintable(error));
        return {};
    }
    // Declared after the session, so destroyed before it.
    const std::unique_ptr<BoardView> view(game.createBoardView(nullptr));
    view->setAnimationMs(0);
    view->setSession(&session);
    view->finishAnimation();
    view->setHighlightedCells(picture.marked.empty() && session.isOver() ? session.winningCells() : picture.marked);
    view->resize(picture.size);
    return view->grab();
}

} // namespace quatre::ui
