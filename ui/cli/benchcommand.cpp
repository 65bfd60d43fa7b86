#include "cli/cli.h"
#include "cli/clioptions.h"
#include "cli/commandparser.h"
#include "cli/commands.h"

#include "ai/ai.h"
#include "games/gamefactory.h"
#include "solver/connectfoursolver.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <algorithm>
#include <chrono>
#include <random>
#include <thread>

namespace quatre::cli {

namespace {

using Clock = std::chrono::steady_clock;

double milliseconds(Clock::duration d)
{
    return std::chrono::duration<double, std::milli>(d).count();
}

struct Stats {
    double median = 0, mean = 0, max = 0;
};

Stats statsOf(std::vector<double> values)
{
    Stats s;
    if (values.empty())
        return s;
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    s.median = n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
    for (double v : values)
        s.mean += v / static_cast<double>(n);
    s.max = values.back();
    return s;
}

// Quiet positions reached by seeded random play with at most `maxPlies`:
// nobody can win at once, so every search has real work to do (a position
// with a win in one would be answered instantly and flatter the figures).
std::vector<std::unique_ptr<Game>> randomPositions(const GameOptions &options, int count, int maxPlies, std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    std::vector<std::unique_ptr<Game>> positions;
    auto anyWinInOne = [](Game &game) {
        for (Move m : game.legalMoves()) {
            game.play(m);
            const bool won = winnerOf(game.outcome()) >= 0;
            game.undo();
            if (won)
                return true;
        }
        return false;
    };
    while (static_cast<int>(positions.size()) < count) {
        std::unique_ptr<Game> game = newGame(options);
        const int plies = static_cast<int>(random() % static_cast<std::uint64_t>(maxPlies + 1));
        for (int i = 0; i < plies && !game->isOver() && !anyWinInOne(*game); ++i) {
            const std::vector<Move> moves = game->legalMoves();
            game->play(moves[random() % moves.size()]);
        }
        if (!game->isOver() && !anyWinInOne(*game))
            positions.push_back(std::move(game));
    }
    return positions;
}

QString fixed(double value, int decimals = 2)
{
    return QString::number(value, 'f', decimals);
}

// The exact solver on the published sets: a fresh (emptied) table for every
// position, one thread, as the published figures are measured.
int benchSolver(const QString &folder, const QStringList &sets, int limit, QTextStream &out, QTextStream &err)
{
    ConnectFourSolver solver(6, 7);
    out << "## Connect Four 6x7 exact solver (table " << solver.tableBytes() / (1024 * 1024) << " MiB, cleared per position)\n\n"
        << "| set | positions | mean | median | nodes/position | Mnodes/s | wrong |\n|---|---:|---:|---:|---:|---:|---:|\n";
    for (const QString &set : sets) {
        QFile file(folder + QLatin1Char('/') + set);
        if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
            return usageError(err, QCoreApplication::translate("Cli", "cannot read %1").arg(file.fileName()));
        QTextStream lines(&file);
        std::vector<double> times;
        double nodes = 0, seconds = 0;
        int wrong = 0;
        QString line;
        while (static_cast<int>(times.size()) < limit && lines.readLineInto(&line)) {
            const QStringList parts = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            if (parts.size() < 2)
                continue;
            auto parsed = ConnectFour::fromText(6, 7, parts.at(0).toStdString());
            if (!std::holds_alternative<ConnectFour>(parsed))
                return usageError(err, QCoreApplication::translate("Cli", "%1: bad line '%2'").arg(set, line));
            solver.clearTable();
            const std::uint64_t before = solver.nodes();
            const auto start = Clock::now();
            const std::optional<int> score = solver.solve(std::get<ConnectFour>(parsed));
            const double ms = milliseconds(Clock::now() - start);
            times.push_back(ms);
            seconds += ms / 1000;
            nodes += static_cast<double>(solver.nodes() - before);
            wrong += score != parts.at(1).toInt();
        }
        const Stats t = statsOf(times);
        const double n = static_cast<double>(times.size());
        auto duration = [](double ms) {
            return ms < 1 ? QStringLiteral("%1 us").arg(ms * 1000, 0, 'f', 1) : ms < 1000 ? QStringLiteral("%1 ms").arg(ms, 0, 'f', 2)
                                                                                         : QStringLiteral("%1 s").arg(ms / 1000, 0, 'f', 2);
        };
        out << "| " << set << " | " << times.size() << " | " << duration(t.mean) << " | " << duration(t.median) << " | "
            << fixed(nodes / n, 0) << " | " << fixed(nodes / seconds / 1e6, 2) << " | " << wrong << " |\n";
        out.flush();
    }
    return kExitOk;
}

} // namespace

int benchCommand(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandParser parser(QStringLiteral("bench"), QCoreApplication::translate("Cli",
        "Measures the AI: time per move of each level on seeded random positions, how soon a search stops "
        "once cancelled, and how far an Expert move overruns its time budget. Prints medians over the runs."));
    addGameOptions(parser);
    parser.addOptions({
        {QStringLiteral("runs"), QCoreApplication::translate("Cli", "Positions (or cancellations) per measurement, 1 to 1000."), QStringLiteral("N"), QStringLiteral("20")},
        {QStringLiteral("seed"), QCoreApplication::translate("Cli", "The seed of the random positions."), QStringLiteral("S"), QStringLiteral("1")},
        {QStringLiteral("solver"), QCoreApplication::translate("Cli", "Instead, run the exact solver on the reference sets (Test_L*) in folder <dir>, e.g. tests/data."), QStringLiteral("dir")},
        {QStringLiteral("limit"), QCoreApplication::translate("Cli", "With --solver: at most this many positions of each set, 1 to 1000."), QStringLiteral("N"), QStringLiteral("1000")},
        {QStringLiteral("sets"), QCoreApplication::translate("Cli", "With --solver: the sets to run, comma-separated."), QStringLiteral("names"),
         QStringLiteral("Test_L3_R1,Test_L2_R1,Test_L2_R2,Test_L1_R1,Test_L1_R2,Test_L1_R3")},
    });
    int exitCode = kExitOk;
    if (!parser.parseArguments(arguments, out, err, &exitCode))
        return exitCode;
    QString error;
    const auto game = gameOptions(parser, &error);
    const auto runs = game ? intOption(parser, QStringLiteral("runs"), 1, 1000, &error) : std::nullopt;
    if (!runs)
        return usageError(err, error);
    if (game->kind != GameKind::ConnectFour)
        return usageError(err, QCoreApplication::translate("Cli", "bench measures connect4 only for now"));
    if (parser.isSet(QStringLiteral("solver"))) {
        const auto limit = intOption(parser, QStringLiteral("limit"), 1, 1000, &error);
        if (!limit)
            return usageError(err, error);
        return benchSolver(parser.value(QStringLiteral("solver")), parser.value(QStringLiteral("sets")).split(QLatin1Char(',')), *limit, out, err);
    }
    const std::uint64_t seed = parser.value(QStringLiteral("seed")).toULongLong();
    const auto positions = randomPositions(*game, *runs, game->rows * game->columns / 2, seed);

    out << "# " << QString::fromStdString(std::string(gameName(game->kind))) << ' ' << game->rows << 'x' << game->columns
        << ", " << *runs << " seeded random positions (seed " << seed << ")\n\n";
    out << "## Time per move\n\n| level | median ms | mean ms | max ms | median nodes |\n|---|---:|---:|---:|---:|\n";
    for (const char *text : {"random", "greedy", "minimax:4", "minimax:6", "expert:d8", "expert:250"}) {
        auto config = *aiConfigFromText(text);
        std::vector<double> times, nodes;
        for (const auto &position : positions) {
            const auto ai = makeAi(game->kind, config);
            SearchControl control;
            const auto start = Clock::now();
            const AiDecision d = ai->chooseMove(*position, control);
            times.push_back(milliseconds(Clock::now() - start));
            nodes.push_back(static_cast<double>(d.nodes));
        }
        const Stats t = statsOf(times);
        out << "| " << text << " | " << fixed(t.median, 3) << " | " << fixed(t.mean, 3) << " | " << fixed(t.max, 3)
            << " | " << fixed(statsOf(nodes).median, 0) << " |\n";
        out.flush();
    }

    out << "\n## Cancellation latency (from setting the flag to the search returning)\n\n"
           "| level | runs still searching when cancelled | median ms | max ms |\n|---|---:|---:|---:|\n";
    std::mt19937_64 random(seed);
    for (const char *text : {"minimax:9", "expert:600000"}) {
        auto config = *aiConfigFromText(text);
        std::vector<double> latencies;
        for (int i = 0; i < *runs; ++i) {
            const auto ai = makeAi(game->kind, config);
            SearchControl control;
            Clock::time_point returned;
            std::thread worker([&] {
                ai->chooseMove(*positions[static_cast<std::size_t>(i) % positions.size()], control);
                returned = Clock::now();
            });
            std::this_thread::sleep_for(std::chrono::milliseconds(20 + static_cast<int>(random() % 60)));
            const auto cancelled = Clock::now();
            control.cancel = true;
            worker.join();
            // A search that ended on its own before the flag was set says nothing.
            if (returned > cancelled)
                latencies.push_back(milliseconds(returned - cancelled));
        }
        const Stats l = statsOf(latencies);
        out << "| " << text << " | " << latencies.size() << " | " << fixed(l.median, 3) << " | " << fixed(l.max, 3) << " |\n";
        out.flush();
    }

    out << "\n## Expert time budget overrun (elapsed - budget, searches that used their whole budget)\n\n"
           "| budget ms | searches | median ms | max ms |\n|---:|---:|---:|---:|\n";
    for (int budget : {100, 500}) {
        AiConfig config = *aiConfigFromText("expert");
        config.budget = std::chrono::milliseconds(budget);
        std::vector<double> overruns;
        for (const auto &position : positions) {
            const auto ai = makeAi(game->kind, config);
            SearchControl control;
            const auto start = Clock::now();
            const AiDecision d = ai->chooseMove(*position, control);
            // A proven result ends the search early: no budget to overrun.
            if (!d.exact)
                overruns.push_back(milliseconds(Clock::now() - start) - budget);
        }
        const Stats o = statsOf(overruns);
        out << "| " << budget << " | " << overruns.size() << " | " << fixed(o.median, 3) << " | " << fixed(o.max, 3) << " |\n";
        out.flush();
    }
    return kExitOk;
}

} // namespace quatre::cli
