// `quatre-cli bench --perfect`: the Perfect level in whole games, as the
// window plays it (one AI per game, its table kept between moves, the
// default 1 s budget), with the game's opening books installed and without
// them. What it shows is the claim the books exist for: every Perfect move
// exact, and none of them slow.
#include "ui/cli/bench.h"

#include "core/ai/ai.h"

#include <QStringList>
#include <QTextStream>

namespace quatre::cli {

namespace {

struct PerfectMoves {
    std::vector<double> times;
    int exact = 0;
};

// One game of Perfect (in seat `perfectSeat`) against `opponent`.
void playGame(const GameOptions &options, const AiConfig &opponent, int perfectSeat, PerfectMoves &moves)
{
    const std::unique_ptr<Game> game = newGame(options);
    const auto perfect = options.rules->makeAi(*aiConfigFromText("perfect"));
    const auto other = options.rules->makeAi(opponent);
    while (!game->isOver()) {
        SearchControl control;
        if (game->sideToMove() == perfectSeat) {
            const auto start = BenchClock::now();
            const AiDecision d = perfect->chooseMove(*game, control);
            moves.times.push_back(milliseconds(BenchClock::now() - start));
            moves.exact += d.exact;
            game->play(d.move);
        } else {
            game->play(other->chooseMove(*game, control).move);
        }
    }
}

} // namespace

int benchPerfect(const GameOptions &game, int games, std::uint64_t seed, const std::function<void()> &reinstallBooks,
                 QTextStream &out)
{
    const std::unique_ptr<Game> board = newGame(game);
    QStringList books;
    for (std::string_view file : game.rules->bookFiles())
        books << QString::fromLatin1(file.data(), qsizetype(file.size()));
    out << "# The Perfect level in " << QString::fromLatin1(game.rules->id().data(), qsizetype(game.rules->id().size()))
        << ' ' << board->rows() << 'x' << board->columns() << " games (budget 1 s a move; " << games
        << " games a seat against each opponent but itself; seed " << seed << ")\n\n"
        << "Opening books: " << (books.isEmpty() ? QStringLiteral("none") : books.join(QStringLiteral(", ")))
        << "\n\n| book | opponent | Perfect's moves | exact | median ms | mean ms | max ms |\n"
           "|---|---|---:|---:|---:|---:|---:|\n";
    for (const bool withBook : {true, false}) {
        if (withBook && books.isEmpty())
            continue;
        if (!withBook)
            game.rules->uninstallBooks();
        for (const char *text : {"random", "greedy", "minimax:4", "expert:250", "perfect"}) {
            PerfectMoves moves;
            const bool itself = QLatin1String(text) == QLatin1String("perfect");
            for (int i = 0; i < (itself ? 1 : games); ++i) {
                for (int seat : {0, 1}) {
                    AiConfig opponent = *aiConfigFromText(QString::fromLatin1(text).toStdString());
                    opponent.seed = seed + static_cast<std::uint64_t>(2 * i + seat);
                    playGame(game, opponent, seat, moves);
                }
            }
            const Stats t = statsOf(moves.times);
            out << "| " << (withBook ? "yes" : "no") << " | " << text << " | " << moves.times.size() << " | "
                << fixed(100.0 * moves.exact / static_cast<double>(moves.times.size()), 1) << " % | "
                << fixed(t.median, 2) << " | " << fixed(t.mean, 2) << " | " << fixed(t.max, 1) << " |\n";
            out.flush();
        }
    }
    reinstallBooks();
    return 0;
}

} // namespace quatre::cli
