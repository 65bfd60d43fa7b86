#include "core/games/fourmation/fourmationtactics.h"

namespace quatre {

Move immediateWin(const FourMation &game)
{
    if (game.isOver())
        return kNoMove;
    const CellSet wins = game.legalCells() & winningCellsOf(game, game.sideToMove());
    return wins != 0 ? game.geometry().firstMove(wins) : kNoMove;
}

Move blockingMove(const FourMation &game)
{
    if (game.isOver())
        return kNoMove;
    const CellSet blocks = game.legalCells() & winningCellsOf(game, 1 - game.sideToMove());
    return blocks != 0 ? game.geometry().firstMove(blocks) : kNoMove;
}

bool handsOverWin(const FourMation &game, Move move, CellSet opponentWins)
{
    if (game.isWinningMove(move))
        return false;
    // The cube on `move` fills that cell and leaves the opponent's other
    // winning cells as they were.
    return (game.legalCellsAfter(move) & opponentWins & ~game.geometry().bit(move)) != 0;
}

} // namespace quatre
