#include "core/games/fourmation/fourmationevaluation.h"

#include "core/games/fourmation/fourmationtactics.h"

#include <algorithm>
#include <array>

namespace quatre {

namespace {

FourMationWindows buildWindows(int size)
{
    const FourMationGeometry &geometry = FourMationGeometry::forSize(size);
    FourMationWindows w;
    auto inside = [size](int r, int c) { return r >= 0 && r < size && c >= 0 && c < size; };
    const int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (int r = 0; r < size; ++r)
        for (int c = 0; c < size; ++c)
            for (const auto &d : directions) {
                if (!inside(r + 3 * d[0], c + 3 * d[1]))
                    continue;
                CellSet four = 0;
                for (int i = 0; i < 4; ++i)
                    four |= geometry.bit((r + i * d[0]) * size + c + i * d[1]);
                w.fours.push_back(four);
            }
    return w;
}

int windowScore(const FourMationWindows &windows, CellSet own, CellSet opponent)
{
    int score = 0;
    for (CellSet w : windows.fours) {
        const int mine = countCells(own & w);
        const int theirs = countCells(opponent & w);
        if (theirs == 0)
            score += mine;
        else if (mine == 0)
            score -= theirs;
    }
    return score;
}

} // namespace

const FourMationWindows &FourMationWindows::forSize(int size)
{
    static const std::array<FourMationWindows, FourMationGeometry::kMaxSize + 1> all = [] {
        std::array<FourMationWindows, FourMationGeometry::kMaxSize + 1> a;
        for (int n = FourMation::kImpossibleSize; n <= FourMationGeometry::kMaxSize; ++n)
            a[static_cast<std::size_t>(n)] = buildWindows(n);
        return a;
    }();
    return all[static_cast<std::size_t>(size)];
}

int evaluateWindows(const FourMation &game)
{
    const int me = game.sideToMove();
    return windowScore(FourMationWindows::forSize(game.size()), game.cubes(me), game.cubes(1 - me));
}

int evaluateThreats(const FourMation &game)
{
    const FourMationGeometry &geometry = game.geometry();
    const int me = game.sideToMove();
    const CellSet empty = geometry.board() & ~game.occupied();
    auto squeeze = [&](int seat) {
        const CellSet wins = winningCellsOf(game, seat);
        const CellSet poisoned = geometry.neighboursOfSet(wins) & empty & ~wins;
        return 30 * countCells(wins) + 4 * countCells(poisoned);
    };
    return evaluateWindows(game) + squeeze(me) - squeeze(1 - me);
}

void FourMationTraits::orderMoves(const FourMation &game, std::vector<Move> &moves)
{
    const FourMationGeometry &geometry = game.geometry();
    const int me = game.sideToMove();
    const CellSet own = game.cubes(me);
    const CellSet occupied = game.occupied();
    const CellSet myWins = winningCellsOf(game, me);
    const CellSet theirWins = winningCellsOf(game, 1 - me);
    std::array<int, FourMationGeometry::kMaxCells> key{};
    for (Move m : moves) {
        const CellSet bit = geometry.bit(m);
        int k;
        if (bit & myWins)
            k = 1'000'000;
        else if (handsOverWin(game, m, theirWins))
            k = -1'000'000;
        else
            k = 8 * countCells(geometry.completingCells(own | bit, occupied | bit)) + ((bit & theirWins) ? 6 : 0)
                + countCells(geometry.neighboursOf(m) & own);
        key[static_cast<std::size_t>(m)] = k;
    }
    std::stable_sort(moves.begin(), moves.end(), [&key](Move a, Move b) {
        return key[static_cast<std::size_t>(a)] > key[static_cast<std::size_t>(b)];
    });
}

Move FourMationTraits::immediateWin(const FourMation &game)
{
    return quatre::immediateWin(game);
}

} // namespace quatre
