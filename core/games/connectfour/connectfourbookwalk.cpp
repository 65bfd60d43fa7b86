#include "core/games/connectfour/connectfourbookwalk.h"

#include "core/games/connectfour/connectfourevaluation.h"
#include "core/games/connectfour/connectfourbook.h"
#include "core/solver/completebook.h"
#include "core/solver/perfectlines.h"

namespace quatre {

bool walkPerfectLines(int rows, int columns, int side, int maxPlies, const BookChooser &choose)
{
    return walkPerfectLinesOf(ConnectFour(rows, columns), side, maxPlies, ConnectFourBook::canonicalKey,
                              [&](const ConnectFour &game) {
                                  const std::optional<ConnectFourSolver::Choice> choice = choose(game);
                                  return choice ? std::optional<Move>(choice->move) : std::nullopt;
                              });
}

namespace {

int winScoreNow(const ConnectFour &game)
{
    return ConnectFourSolver::winScore(game.rows(), game.columns(), game.plyCount() / 2 + 1);
}

} // namespace

std::optional<bool> agreesWithChildren(const ConnectFourBook &book, const ConnectFour &game,
                                       ConnectFourSolver::Choice choice)
{
    return agreesWithChildrenOf(book, game, choice, winScoreNow(game));
}

bool completeBook(ConnectFourBook &book, int plies, const DeepestChooser &solve, int part, int parts)
{
    return completeBookOf<ConnectFourBook, ConnectFour, ConnectFourSolver::Choice>(
        book, ConnectFour(book.rows(), book.columns()), plies, ConnectFourBook::canonicalKey, winScoreNow, solve, part,
        parts);
}

} // namespace quatre
