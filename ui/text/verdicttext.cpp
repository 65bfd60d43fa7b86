#include "ui/text/verdicttext.h"

#include <QCoreApplication>

namespace quatre::ui {

QString verdictAfterMoveText(const std::optional<Verdict> &verdict)
{
    if (!verdict)
        return QCoreApplication::translate("VerdictText", "Not sure");
    if (verdict->outcome == 0)
        return QCoreApplication::translate("VerdictText", "Draw with perfect play");
    // The same end seen by the opponent, now to move, one ply nearer.
    const Verdict after{-verdict->outcome, verdict->plies - 1};
    if (after.plies <= 0)
        return {}; // the move ended the game
    const int moves = after.winnerMoves();
    return verdict->outcome > 0 ? QCoreApplication::translate("VerdictText", "Wins in %n move(s)", nullptr, moves)
                                : QCoreApplication::translate("VerdictText", "Loses in %n move(s)", nullptr, moves);
}

} // namespace quatre::ui
