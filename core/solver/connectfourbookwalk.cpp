#include "solver/connectfourbookwalk.h"

#include "solver/connectfourbook.h"
#include "solver/perfectlines.h"

namespace quatre {

bool walkPerfectLines(int rows, int columns, int side, int maxPlies, const BookChooser &choose)
{
    // A position's key shared with its mirror image: the smaller of the two.
    const auto canonicalKey = [](const ConnectFour &game) {
        ConnectFour mirror(game.rows(), game.columns());
        for (Move column : game.history())
            mirror.play(game.columns() - 1 - column);
        return std::min(ConnectFourBook::keyOf(game), ConnectFourBook::keyOf(mirror));
    };
    return walkPerfectLinesOf(ConnectFour(rows, columns), side, maxPlies, canonicalKey, [&](const ConnectFour &game) {
        const std::optional<ConnectFourSolver::Choice> choice = choose(game);
        return choice ? std::optional<Move>(choice->move) : std::nullopt;
    });
}

} // namespace quatre
