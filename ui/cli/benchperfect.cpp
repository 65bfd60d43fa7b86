// `quatre-cli bench --perfect`: the Perfect level in whole 6 x 7 games, as
// the window plays it (one AI per game, its table kept between moves, the
// default 1 s budget), with the opening book installed and without it. What
// it shows is the claim the book exists for: every Perfect move exact, and
// none of them slow.
#include "ui/cli/bench.h"

#include "core/ai/ai.h"
#include "core/solver/connectfourbook.h"

#include <QTextStream>

namespace quatre::cli {

namespace {

struct PerfectMoves {
    std::vector<double> times;
    int exact = 0;
};

// One game of Perfect (in seat `perfectSeat`) against `opponent`.
void playGame(const AiConfig &opponent, int perfectSeat, PerfectMoves &moves)
{
    ConnectFour game;
    const auto perfect = makeAi(GameKind::ConnectFour, *aiConfigFromText("perfect"));
    const auto other = makeAi(GameKind::ConnectFour, opponent);
    while (!game.isOver()) {
        SearchControl control;
        if (game.sideToMove() == perfectSeat) {
            const auto start = BenchClock::now();
            const AiDecision d = perfect->chooseMove(game, control);
            moves.times.push_back(milliseconds(BenchClock::now() - start));
            moves.exact += d.exact;
            game.play(d.move);
        } else {
            game.play(other->chooseMove(game, control).move);
        }
    }
}

} // namespace

int benchPerfect(int games, std::uint64_t seed, QTextStream &out)
{
    const std::shared_ptr<const ConnectFourBook> book = ConnectFourBook::installed();
    out << "# The Perfect level in 6x7 games (budget 1 s a move; " << games << " games a seat against each opponent but itself; seed "
        << seed << ")\n\n"
        << "Opening book: " << (book ? QStringLiteral("%1 positions, %2 plies").arg(book->size()).arg(book->maxPlies()) : QStringLiteral("none installed"))
        << "\n\n| book | opponent | Perfect's moves | exact | median ms | mean ms | max ms |\n|---|---|---:|---:|---:|---:|---:|\n";
    for (const bool withBook : {true, false}) {
        if (withBook && !book)
            continue;
        ConnectFourBook::install(withBook ? book : nullptr);
        for (const char *text : {"random", "greedy", "minimax:4", "expert:250", "perfect"}) {
            PerfectMoves moves;
            const bool itself = QLatin1String(text) == QLatin1String("perfect");
            for (int i = 0; i < (itself ? 1 : games); ++i) {
                for (int seat : {0, 1}) {
                    AiConfig opponent = *aiConfigFromText(QString::fromLatin1(text).toStdString());
                    opponent.seed = seed + static_cast<std::uint64_t>(2 * i + seat);
                    playGame(opponent, seat, moves);
                }
            }
            const Stats t = statsOf(moves.times);
            out << "| " << (withBook ? "yes" : "no") << " | " << text << " | " << moves.times.size() << " | "
                << fixed(100.0 * moves.exact / static_cast<double>(moves.times.size()), 1) << " % | " << fixed(t.median, 2) << " | "
                << fixed(t.mean, 2) << " | " << fixed(t.max, 1) << " |\n";
            out.flush();
        }
    }
    ConnectFourBook::install(book);
    return 0;
}

} // namespace quatre::cli
