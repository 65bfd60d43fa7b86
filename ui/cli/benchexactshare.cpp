// `quatre-cli bench --exact-share`: how often the Perfect level is exact.
// On one board, or on every board of a game up to a size (each of its
// numbered options, rows and columns for instance, from its least value to
// --up-to), seeded random positions from the empty board to a third of the
// game (or --plies) are given to the Perfect level as the window plays it
// (its default 1 s budget, the shipped books installed, one AI a board so its
// table is kept between positions). The table gives the share of them it
// answered with an exact score rather than the Expert's fallback, and the
// deepest ply where it did not: what a book for that board would have to
// cover, unless the solver gets faster.
#include "ui/cli/bench.h"

#include "core/ai/ai.h"
#include "core/games/randomposition.h"

#include <QTextStream>

#include <algorithm>
#include <optional>
#include <random>

namespace quatre::cli {

namespace {

// Every combination of `base`'s numbered options from each one's least
// value to min(its greatest, upTo), the first option varying slowest; its
// switches stay as given. Combinations a game refuses (optionsError) are left
// out. With `upTo` 0, `base` alone.
std::vector<GameOptions> boardsUpTo(const GameOptions &base, int upTo)
{
    std::vector<GameOptions> boards{base};
    if (upTo == 0)
        return boards;
    const std::vector<OptionSpec> &specs = base.rules->options();
    for (std::size_t i = 0; i < specs.size(); ++i) {
        if (specs[i].kind != OptionSpec::Kind::Number)
            continue;
        std::vector<GameOptions> next;
        for (const GameOptions &board : boards)
            for (int value = specs[i].minimum; value <= std::min(specs[i].maximum, upTo); ++value) {
                GameOptions options = board;
                options.values[i] = value;
                next.push_back(options);
            }
        boards = std::move(next);
    }
    std::erase_if(boards, [](const GameOptions &board) { return optionsError(board).has_value(); });
    return boards;
}

} // namespace

int benchExactShare(const GameOptions &game, int upTo, int count, int minPlies, std::optional<int> plies,
                    std::uint64_t seed, QTextStream &out)
{
    QStringList books;
    for (std::string_view file : game.rules->bookFiles())
        books << QString::fromLatin1(file.data(), qsizetype(file.size()));
    out << "# The Perfect level's exact answers: "
        << QString::fromLatin1(game.rules->id().data(), qsizetype(game.rules->id().size()))
        << (upTo ? QStringLiteral(" boards up to %1").arg(upTo) : QStringLiteral(" board")) << ", " << count
        << " seeded random positions each (seed " << seed << "), from "
        << (minPlies ? QStringLiteral("%1 plies").arg(minPlies) : QStringLiteral("the empty board")) << " to "
        << (plies ? QStringLiteral("%1 plies").arg(*plies) : QStringLiteral("a third of the game's plies"))
        << "; budget 1 s a move\n\n"
        << "Opening books: " << (books.isEmpty() ? QStringLiteral("none") : books.join(QStringLiteral(", ")))
        << "\n\n| board | plies | positions | exact | share | deepest not exact | median ms | max ms |\n"
           "|---|---|---:|---:|---:|---|---:|---:|\n";
    for (const GameOptions &options : boardsUpTo(game, upTo)) {
        const std::unique_ptr<Game> board = newGame(options);
        const int maxPlies = std::min(plies.value_or(board->pliesLeftAtMost() / 3), board->pliesLeftAtMost() - 1);
        if (minPlies > maxPlies)
            continue;
        const auto perfect = options.rules->makeAi(*aiConfigFromText("perfect"));
        std::mt19937_64 random(seed);
        std::vector<double> times;
        int exact = 0;
        int deepestInexactPly = -1; // what a book would have to cover
        for (int attempts = 0; static_cast<int>(times.size()) < count && attempts < 100 * count; ++attempts) {
            const int played =
                minPlies + static_cast<int>(random() % static_cast<std::uint64_t>(maxPlies - minPlies + 1));
            const std::unique_ptr<Game> position = randomPosition(options, played, random);
            if (!position)
                continue;
            SearchControl control;
            const auto start = BenchClock::now();
            const AiDecision d = perfect->chooseMove(*position, control);
            times.push_back(milliseconds(BenchClock::now() - start));
            exact += d.exact;
            if (!d.exact)
                deepestInexactPly = std::max(deepestInexactPly, played);
        }
        if (times.empty())
            continue;
        const auto positions = static_cast<double>(times.size());
        out << "| " << board->rows() << 'x' << board->columns() << " | " << minPlies << '-' << maxPlies << " | "
            << times.size() << " | " << exact << " | " << fixed(100.0 * exact / positions, 0) << " % | "
            << (deepestInexactPly < 0 ? QStringLiteral("-") : QString::number(deepestInexactPly)) << " | "
            << fixed(medianOf(times), 1) << " | " << fixed(statsOf(times).max, 0) << " |\n";
        out.flush();
    }
    return 0;
}

} // namespace quatre::cli
