#include "core/games/connectfour/connectfourevaluation.h"

#include <algorithm>
#include <array>
#include <cstdlib>

namespace quatre {

namespace {

ConnectFourWindows buildWindows(int rows, int columns)
{
    const BitboardLayout layout(rows, columns);
    ConnectFourWindows w;
    auto inside = [&](int r, int c) { return r >= 0 && r < rows && c >= 0 && c < columns; };
    // Directions as (row step, column step), rows counted from the bottom.
    const int directions[4][2] = {{0, 1}, {1, 0}, {1, 1}, {-1, 1}};
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < columns; ++c) {
            for (const auto &d : directions) {
                if (inside(r + 3 * d[0], c + 3 * d[1])) {
                    Bits four = 0;
                    for (int i = 0; i < 4; ++i)
                        four |= layout.cellBit(r + i * d[0], c + i * d[1]);
                    w.fours.push_back(four);
                }
                // A vertical open three cannot exist: its lower end is filled.
                if (d[0] != 1 || d[1] != 0) {
                    if (inside(r + 4 * d[0], c + 4 * d[1])) {
                        Bits middle = 0;
                        for (int i = 1; i <= 3; ++i)
                            middle |= layout.cellBit(r + i * d[0], c + i * d[1]);
                        w.openThrees.push_back(
                            {middle, layout.cellBit(r, c) | layout.cellBit(r + 4 * d[0], c + 4 * d[1])});
                    }
                }
            }
        }
    }
    return w;
}

} // namespace

const ConnectFourWindows &ConnectFourWindows::forSize(int rows, int columns)
{
    constexpr int n = ConnectFour::kMaxSize - ConnectFour::kMinSize + 1;
    constexpr std::size_t sizes = n * n;
    static const std::array<ConnectFourWindows, sizes> all = [] {
        std::array<ConnectFourWindows, sizes> a;
        for (int r = 0; r < n; ++r)
            for (int c = 0; c < n; ++c)
                a[static_cast<std::size_t>(r * n + c)] =
                    buildWindows(r + ConnectFour::kMinSize, c + ConnectFour::kMinSize);
        return a;
    }();
    return all[static_cast<std::size_t>((rows - ConnectFour::kMinSize) * n + (columns - ConnectFour::kMinSize))];
}

Bits playableCells(const ConnectFour &game)
{
    const BitboardLayout &layout = game.layout();
    return (game.allDiscs() + layout.bottomRow()) & layout.board();
}

namespace {

int windowScore(const ConnectFourWindows &windows, Bits own, Bits opponent)
{
    int score = 0;
    for (Bits w : windows.fours) {
        const int mine = popcount(own & w);
        const int theirs = popcount(opponent & w);
        if (theirs == 0)
            score += mine;
        else if (mine == 0)
            score -= theirs;
    }
    return score;
}

} // namespace

int evaluateWindows(const ConnectFour &game)
{
    const ConnectFourWindows &windows = ConnectFourWindows::forSize(game.rows(), game.columns());
    const Bits own = game.currentDiscs();
    const Bits opponent = game.allDiscs() ^ own;
    int score = windowScore(windows, own, opponent);
    const Bits playable = playableCells(game);
    for (const auto &t : windows.openThrees) {
        if ((t.ends & playable) != t.ends)
            continue;
        if ((own & t.middle) == t.middle)
            score += 500;
        else if ((opponent & t.middle) == t.middle)
            score -= 500;
    }
    return score;
}

int evaluateThreats(const ConnectFour &game)
{
    const BitboardLayout &layout = game.layout();
    const Bits own = game.currentDiscs();
    const Bits opponent = game.allDiscs() ^ own;
    // Rows 1, 3, 5... from the bottom are bit rows 0, 2, 4...
    Bits oddRows = 0;
    for (int c = 0; c < game.columns(); ++c)
        for (int r = 0; r < game.rows(); r += 2)
            oddRows |= layout.cellBit(r, c);
    auto threatValue = [&](Bits discs, int seat) {
        const Bits threats = layout.winningCells(discs, game.allDiscs());
        const Bits goodRows = seat == kFirstPlayer ? oddRows : (layout.board() & ~oddRows);
        return 30 * popcount(threats) + 30 * popcount(threats & goodRows);
    };
    const int me = game.sideToMove();
    const ConnectFourWindows &windows = ConnectFourWindows::forSize(game.rows(), game.columns());
    return windowScore(windows, own, opponent) + threatValue(own, me) - threatValue(opponent, 1 - me);
}

void ConnectFourTraits::orderMoves(const ConnectFour &game, std::vector<Move> &moves)
{
    const int twiceCentre = game.columns() - 1;
    std::stable_sort(moves.begin(), moves.end(), [twiceCentre](Move a, Move b) {
        return std::abs(2 * a - twiceCentre) < std::abs(2 * b - twiceCentre);
    });
}

Move ConnectFourTraits::immediateWin(const ConnectFour &game)
{
    for (int c = 0; c < game.columns(); ++c)
        if (!game.isColumnFull(c) && game.isWinningMove(c))
            return c;
    return kNoMove;
}

} // namespace quatre
