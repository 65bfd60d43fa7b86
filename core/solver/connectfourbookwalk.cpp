#include "solver/connectfourbookwalk.h"

#include "games/connectfour/connectfourevaluation.h"
#include "solver/connectfourbook.h"
#include "solver/exactchoice.h"
#include "solver/perfectlines.h"

#include <cassert>

namespace quatre {

bool walkPerfectLines(int rows, int columns, int side, int maxPlies, const BookChooser &choose)
{
    return walkPerfectLinesOf(ConnectFour(rows, columns), side, maxPlies, ConnectFourBook::canonicalKey, [&](const ConnectFour &game) {
        const std::optional<ConnectFourSolver::Choice> choice = choose(game);
        return choice ? std::optional<Move>(choice->move) : std::nullopt;
    });
}

bool completeBook(ConnectFourBook &book, int plies, const BookChooser &solve, int part, int parts)
{
    assert(parts >= 1 && part >= 0 && part < parts && plies >= 0);
    const ConnectFour empty(book.rows(), book.columns());
    const std::vector<std::vector<ConnectFour>> levels = everyPositionByPly(empty, plies, ConnectFourBook::canonicalKey);
    const std::vector<ConnectFour> &deepest = levels.back();
    for (std::size_t i = static_cast<std::size_t>(part); i < deepest.size(); i += static_cast<std::size_t>(parts)) {
        if (book.find(deepest[i]))
            continue;
        const std::optional<ConnectFourSolver::Choice> choice = solve(deepest[i]);
        if (!choice)
            return false;
        book.insert(deepest[i], *choice);
    }
    if (parts > 1)
        return true;
    // Upwards, so that every child of a position is in the book before it.
    for (std::size_t ply = levels.size() - 1; ply-- > 0;) {
        for (const ConnectFour &game : levels[ply]) {
            const int winNow = ConnectFourSolver::winScore(game.rows(), game.columns(), game.plyCount() / 2 + 1);
            book.insert(game, chooseFromChildren<ConnectFourSolver::Choice>(game, winNow, [&](const ConnectFour &child) {
                const std::optional<ConnectFourSolver::Choice> entry = book.find(child);
                assert(entry);
                return entry->score;
            }));
        }
    }
    book.setCompletePlies(plies);
    return true;
}

} // namespace quatre
