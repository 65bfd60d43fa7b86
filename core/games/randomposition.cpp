#include "core/games/randomposition.h"

#include <vector>

namespace quatre {

std::unique_ptr<Game> randomPosition(const GameOptions &options, int plies, std::mt19937_64 &random)
{
    std::unique_ptr<Game> game = newGame(options);
    while (game->plyCount() < plies) {
        std::vector<Move> going;
        for (Move move : game->legalMoves()) {
            game->play(move);
            if (!game->isOver())
                going.push_back(move);
            game->undo();
        }
        if (going.empty())
            return nullptr;
        game->play(going[random() % going.size()]);
    }
    return game;
}

} // namespace quatre
