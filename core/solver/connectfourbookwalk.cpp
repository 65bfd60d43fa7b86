#include "solver/connectfourbookwalk.h"

#include "solver/connectfourbook.h"
#include "solver/perfectlines.h"

namespace quatre {

bool walkPerfectLines(int rows, int columns, int side, int maxPlies, const BookChooser &choose)
{
    return walkPerfectLinesOf(ConnectFour(rows, columns), side, maxPlies, ConnectFourBook::canonicalKey, [&](const ConnectFour &game) {
        const std::optional<ConnectFourSolver::Choice> choice = choose(game);
        return choice ? std::optional<Move>(choice->move) : std::nullopt;
    });
}

} // namespace quatre
