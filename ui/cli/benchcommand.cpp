// quatre-cli bench: the AI levels' time per move, cancellation latency and
// budget overrun; --solver and --window hand over to benchsolvers.cpp and
// benchwindow.cpp.
#include "ui/cli/bench.h"
#include "ui/cli/cli.h"
#include "ui/cli/clioptions.h"
#include "ui/cli/commandparser.h"
#include "ui/cli/commands.h"

#include "ui/books/openingbook.h"
#include "ui/registry/gameregistry.h"
#include "ui/registry/gametext.h"

#include "core/ai/ai.h"
#include "core/games/gamerules.h"

#include <QCoreApplication>
#include <QFile>
#include <QTextStream>

#include <algorithm>
#include <chrono>
#include <random>
#include <thread>

namespace quatre::cli {

namespace {

// The sets `bench --solver` runs unless told otherwise: every game's own
// (GameRules::defaultSolverBenchSets(), the figures of core/solver/README.md)
// in a few minutes.
QString defaultSolverSets(const ui::GameRegistry &games)
{
    QStringList sets;
    for (const ui::GameEntry &game : games.games())
        for (std::string_view set : game.rules->defaultSolverBenchSets())
            sets << QString::fromLatin1(set.data(), qsizetype(set.size()));
    return sets.join(QLatin1Char(','));
}

// The names of every game's sets, explained, for --sets' help.
QString solverSetsHelp(const ui::GameRegistry &games)
{
    QStringList help;
    for (const ui::GameEntry &game : games.games())
        if (const QString text = game.text->solverSetsHelp(); !text.isEmpty())
            help << text;
    return help.join(QStringLiteral("; "));
}

void addBenchOptions(CommandParser &parser, const ui::GameRegistry &games)
{
    addGameOptions(parser, games);
    parser.addOptions({
        {QStringLiteral("runs"),
         QCoreApplication::translate("Cli",
                                     "Positions (or cancellations) per measurement, 1 to 1000 "
                                     "(default 20); with --solver, how many times every set is "
                                     "measured, medians reported (default 1)."),
         QStringLiteral("N")},
        {QStringLiteral("seed"), QCoreApplication::translate("Cli", "The seed of the random positions."),
         QStringLiteral("S"), QStringLiteral("1")},
        {QStringLiteral("solver"),
         QCoreApplication::translate("Cli",
                                     "Instead, run the exact solvers on the sets of --sets; "
                                     "the reference sets (Test_L*) are read from folder <dir>, e.g. tests/data."),
         QStringLiteral("dir")},
        {QStringLiteral("limit"),
         QCoreApplication::translate("Cli", "With --solver: at most this many positions of each set, 1 to 1000."),
         QStringLiteral("N"), QStringLiteral("1000")},
        {QStringLiteral("sets"),
         QCoreApplication::translate("Cli",
                                     "With --solver: the sets to run, comma-separated, each optionally "
                                     "followed by :N for its first N positions. %1. Random positions "
                                     "are seeded and nobody can win in one move.")
             .arg(solverSetsHelp(games)),
         QStringLiteral("names"), defaultSolverSets(games)},
        {QStringLiteral("table-bits"),
         QCoreApplication::translate(
             "Cli",
             "With --solver: the table of the solvers that take a size (Connect Four's) has 2^N slots, 18 to 26."),
         QStringLiteral("N"), QStringLiteral("20")},
        {QStringLiteral("window"),
         QCoreApplication::translate("Cli",
                                     "Instead, measure the main window (off screen) while AI players "
                                     "think: the longest event-loop stall, the frame interval while a "
                                     "piece moves, the budget overrun; with --game, that game's match-ups only.")},
        {QStringLiteral("perfect"),
         QCoreApplication::translate(
             "Cli",
             "Instead, play games of the Perfect level (of --game) against other levels, "
             "with the game's opening books and without: time per move, share of exact moves.")},
        {QStringLiteral("analysis"),
         QCoreApplication::translate(
             "Cli",
             "Instead, time the analysis of every legal move (as analyse does it) on seeded random positions: "
             "6x7 Connect Four from the empty board to 30 plies, Quarto with 12 empty squares, 4Mation 7x7 "
             "(official rule) after 8 cubes; with --game, that game's positions only.")},
        {QStringLiteral("exact-share"),
         QCoreApplication::translate(
             "Cli",
             "Instead, give the Perfect level seeded random positions, from the empty board to a third of the "
             "game, on the board of the game options: the share it answers exactly within its budget.")},
        {QStringLiteral("up-to"),
         QCoreApplication::translate("Cli",
                                     "With --exact-share: every board of --game up to this size instead, 3 to 10 "
                                     "(each of the game's numbered options, the rows and the columns for instance)."),
         QStringLiteral("N")},
        {QStringLiteral("plies"),
         QCoreApplication::translate("Cli",
                                     "With --exact-share: positions of 0 to this many plies, 0 to 99 (default: a "
                                     "third of each board's game)."),
         QStringLiteral("N")},
        {QStringLiteral("min-plies"),
         QCoreApplication::translate("Cli",
                                     "With --exact-share: positions of at least this many plies, 0 to "
                                     "--plies (default 0)."),
         QStringLiteral("N")},
        {QStringLiteral("count"),
         QCoreApplication::translate("Cli",
                                     "With --analysis: Connect Four positions, 1 to 10000; the other games get a "
                                     "tenth as many. With --exact-share: positions a board (default 100)."),
         QStringLiteral("N"), QStringLiteral("300")},
        {QStringLiteral("games"),
         QCoreApplication::translate("Cli", "With --perfect: games a seat against each opponent, 1 to 100."),
         QStringLiteral("N"), QStringLiteral("5")},
        {QStringLiteral("seconds"),
         QCoreApplication::translate("Cli", "With --window: how many seconds each match-up is watched, 2 to 600."),
         QStringLiteral("S"), QStringLiteral("10")},
        {QStringLiteral("long-line"),
         QCoreApplication::translate("Cli",
                                     "Instead, give solve a line of this many MiB (1 to 1024), made as it is read, "
                                     "then a position: the peak resident memory before and after shows whether the "
                                     "line was held."),
         QStringLiteral("MiB")},
        {QStringLiteral("search-priority"),
         QCoreApplication::translate("Cli",
                                     "With --window: the AI search threads' priorities to compare, comma-separated, "
                                     "each match-up run with each: nice (the window's own), idle or normal."),
         QStringLiteral("names")},
        {QStringLiteral("helper-share"),
         QCoreApplication::translate("Cli",
                                     "With --window: the shares of a core (0.05 to 1) that each search thread "
                                     "beside the first may use, to compare, comma-separated, each match-up run with "
                                     "each (the window's own: 0.7)."),
         QStringLiteral("shares")},
        {QStringLiteral("analysis-board"),
         QCoreApplication::translate("Cli",
                                     "With --window: the analysis board on in every match-up, valuing every move "
                                     "of each position while the players think.")},
        {QStringLiteral("trace-stalls"),
         QCoreApplication::translate("Cli",
                                     "With --window: print to the error output every stall of the event "
                                     "loop, every timer tick in which the window's thread worked over 6 ms, "
                                     "and every frame over 20 ms while a piece moves, each with the events "
                                     "delivered during it.")},
    });
    addThreadsOption(parser, ThreadsUse::Bench);
}

using Positions = std::vector<std::unique_ptr<Game>>;

void measureTimePerMove(const GameOptions &game, const Positions &positions, QTextStream &out)
{
    out << "## Time per move\n\n| level | median ms | mean ms | max ms | median nodes |\n|---|---:|---:|---:|---:|\n";
    for (const char *text : {"random", "greedy", "minimax:4", "minimax:6", "expert:d8", "expert:250"}) {
        auto config = *aiConfigFromText(text);
        std::vector<double> times, nodes;
        for (const auto &position : positions) {
            const auto ai = game.rules->makeAi(config);
            SearchControl control;
            const auto start = BenchClock::now();
            const AiDecision d = ai->chooseMove(*position, control);
            times.push_back(milliseconds(BenchClock::now() - start));
            nodes.push_back(static_cast<double>(d.nodes));
        }
        const Stats t = statsOf(times);
        out << "| " << text << " | " << fixed(t.median, 3) << " | " << fixed(t.mean, 3) << " | " << fixed(t.max, 3)
            << " | " << fixed(statsOf(nodes).median, 0) << " |\n";
        out.flush();
    }
}

void measureCancellation(const GameOptions &game, const Positions &positions, std::uint64_t seed, QTextStream &out)
{
    out << "\n## Cancellation latency (from setting the flag to the search returning)\n\n"
           "| level | runs still searching when cancelled | median ms | max ms |\n|---|---:|---:|---:|\n";
    std::mt19937_64 random(seed);
    for (const char *text : {"minimax:9", "expert:600000"}) {
        auto config = *aiConfigFromText(text);
        std::vector<double> latencies;
        for (int i = 0; i < static_cast<int>(positions.size()); ++i) {
            const auto ai = game.rules->makeAi(config);
            SearchControl control;
            BenchClock::time_point returned;
            std::thread worker([&] {
                ai->chooseMove(*positions[static_cast<std::size_t>(i) % positions.size()], control);
                returned = BenchClock::now();
            });
            std::this_thread::sleep_for(std::chrono::milliseconds(20 + static_cast<int>(random() % 60)));
            const auto cancelled = BenchClock::now();
            control.cancel = true;
            worker.join();
            // A search that ended on its own before the flag was set says nothing.
            if (returned > cancelled)
                latencies.push_back(milliseconds(returned - cancelled));
        }
        const Stats l = statsOf(latencies);
        out << "| " << text << " | " << latencies.size() << " | " << fixed(l.median, 3) << " | " << fixed(l.max, 3)
            << " |\n";
        out.flush();
    }
}

void measureBudgetOverrun(const GameOptions &game, const Positions &positions, QTextStream &out)
{
    out << "\n## Expert time budget overrun (elapsed - budget, searches that used their whole budget)\n\n"
           "| budget ms | searches | median ms | max ms |\n|---:|---:|---:|---:|\n";
    for (int budget : {100, 500}) {
        AiConfig config = *aiConfigFromText("expert");
        config.budget = std::chrono::milliseconds(budget);
        std::vector<double> overruns;
        for (const auto &position : positions) {
            const auto ai = game.rules->makeAi(config);
            SearchControl control;
            const auto start = BenchClock::now();
            const AiDecision d = ai->chooseMove(*position, control);
            // A proven result ends the search early: no budget to overrun.
            if (!d.exact)
                overruns.push_back(milliseconds(BenchClock::now() - start) - budget);
        }
        const Stats o = statsOf(overruns);
        out << "| " << budget << " | " << overruns.size() << " | " << fixed(o.median, 3) << " | " << fixed(o.max, 3)
            << " |\n";
        out.flush();
    }
}

} // namespace

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

double medianOf(std::vector<double> values)
{
    return statsOf(std::move(values)).median;
}

Stats medianOfRuns(const std::vector<Stats> &runs)
{
    std::vector<double> medians, means, maxima;
    for (const Stats &s : runs) {
        medians.push_back(s.median);
        means.push_back(s.mean);
        maxima.push_back(s.max);
    }
    return {medianOf(medians), medianOf(means), medianOf(maxima)};
}

QString fixed(double value, int decimals)
{
    return QString::number(value, 'f', decimals);
}

QString duration(double ms)
{
    if (ms < 1)
        return QStringLiteral("%1 us").arg(ms * 1000, 0, 'f', 1);
    if (ms < 1000)
        return QStringLiteral("%1 ms").arg(ms, 0, 'f', 2);
    return QStringLiteral("%1 s").arg(ms / 1000, 0, 'f', 2);
}

namespace {

bool canWinAtOnce(Game &game)
{
    for (Move m : game.legalMoves()) {
        game.play(m);
        const bool won = winnerOf(game.outcome()) >= 0;
        game.undo();
        if (won)
            return true;
    }
    return false;
}

// Quiet positions reached by seeded random play with at most `maxPlies`:
// nobody can win at once, so every search has real work to do (a position
// with a win in one would be answered instantly and flatter the figures).
std::vector<std::unique_ptr<Game>> randomPositions(const GameOptions &options, int count, int maxPlies,
                                                   std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    std::vector<std::unique_ptr<Game>> positions;
    while (static_cast<int>(positions.size()) < count) {
        std::unique_ptr<Game> game = newGame(options);
        const int plies = static_cast<int>(random() % static_cast<std::uint64_t>(maxPlies + 1));
        for (int i = 0; i < plies && !game->isOver() && !canWinAtOnce(*game); ++i) {
            const std::vector<Move> moves = game->legalMoves();
            game->play(moves[random() % moves.size()]);
        }
        if (!game->isOver() && !canWinAtOnce(*game))
            positions.push_back(std::move(game));
    }
    return positions;
}

} // namespace

std::vector<std::unique_ptr<Game>> quietPositions(const GameOptions &options, int count, int plies, std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    std::vector<std::unique_ptr<Game>> positions;
    // Each attempt plays a random move among those after which the game goes
    // on and the opponent cannot win at once; a dead end starts over.
    for (int attempt = 0; static_cast<int>(positions.size()) < count && attempt < 100 * count; ++attempt) {
        std::unique_ptr<Game> game = newGame(options);
        bool stuck = false;
        while (game->plyCount() < plies && !stuck) {
            std::vector<Move> moves = game->legalMoves();
            std::shuffle(moves.begin(), moves.end(), random);
            stuck = true;
            for (Move m : moves) {
                game->play(m);
                if (!game->isOver() && !canWinAtOnce(*game)) {
                    stuck = false;
                    break;
                }
                game->undo();
            }
        }
        if (!stuck)
            positions.push_back(std::move(game));
    }
    return positions;
}

std::uint64_t peakResidentBytes()
{
    QFile status(QStringLiteral("/proc/self/status"));
    if (!status.open(QIODevice::ReadOnly | QIODevice::Text))
        return 0;
    // A line such as "VmHWM:     58324 kB", among some fifty; the file is a
    // few KiB, read with room to spare.
    for (const QByteArray &line : status.read(64 * 1024).split('\n')) {
        if (line.startsWith("VmHWM:"))
            return line.mid(6).trimmed().split(' ').value(0).toULongLong() * 1024;
    }
    return 0;
}

int benchCommand(const Context &context, const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const ui::GameRegistry &games = context.games;
    CommandParser parser(
        QStringLiteral("bench"),
        QCoreApplication::translate(
            "Cli",
            "Measures the program. By default the AI levels: time per move on seeded random positions, how soon a "
            "search stops once cancelled, and how far an Expert move overruns its time budget. With --solver: the "
            "exact solvers of the games. With --window: the main window while AI players think. With --perfect: "
            "the Perfect level in whole games, with and without the game's opening books. With --analysis: the value "
            "of every move of random positions, as analyse finds it. With --exact-share: how often the Perfect level "
            "is exact on a board, or on each board up to a size. With --long-line: how much "
            "memory solve's input reader takes for one enormous line."));
    addBenchOptions(parser, games);
    int exitCode = kExitOk;
    if (!parser.parseArguments(arguments, out, err, &exitCode))
        return exitCode;
    QString error;
    const auto game = gameOptions(parser, games, &error);
    if (!game)
        return usageError(err, error);
    const bool solver = parser.isSet(QStringLiteral("solver"));
    // --runs counts positions for the AI levels, repetitions for the solvers.
    std::optional<int> runs = solver ? 1 : 20;
    if (parser.isSet(QStringLiteral("runs")))
        runs = intOption(parser, QStringLiteral("runs"), 1, 1000, &error);
    if (!runs)
        return usageError(err, error);
    const std::uint64_t seed = parser.value(QStringLiteral("seed")).toULongLong();

    if (parser.isSet(QStringLiteral("window"))) {
        const auto seconds = intOption(parser, QStringLiteral("seconds"), 2, 600, &error);
        if (!seconds)
            return usageError(err, error);
        if (!context.benchWindow)
            return usageError(err, QCoreApplication::translate("Cli", "--window needs a program with the window"));
        WindowBenchOptions window;
        window.seconds = *seconds;
        window.traceStalls = parser.isSet(QStringLiteral("trace-stalls"));
        window.analysisBoard = parser.isSet(QStringLiteral("analysis-board"));
        if (parser.isSet(QStringLiteral("game")))
            window.game = QString::fromStdString(std::string(game->rules->id()));
        if (parser.isSet(QStringLiteral("search-priority")))
            window.searchPriorities =
                parser.value(QStringLiteral("search-priority")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        if (parser.isSet(QStringLiteral("helper-share")))
            window.helperShares =
                parser.value(QStringLiteral("helper-share")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        return context.benchWindow(window, out, err);
    }
    if (parser.isSet(QStringLiteral("long-line"))) {
        const auto lineMebibytes = intOption(parser, QStringLiteral("long-line"), 1, 1024, &error);
        if (!lineMebibytes)
            return usageError(err, error);
        return benchLongLine(games, *lineMebibytes, out);
    }
    if (parser.isSet(QStringLiteral("perfect"))) {
        const auto gamesPerSeat = intOption(parser, QStringLiteral("games"), 1, 100, &error);
        if (!gamesPerSeat)
            return usageError(err, error);
        const auto reinstall = [&games, &game] { ui::installOpeningBooks(games, nullptr, game->rules->id()); };
        return benchPerfect(*game, *gamesPerSeat, seed, reinstall, out);
    }
    if (parser.isSet(QStringLiteral("exact-share"))) {
        // Without --up-to, the one board of the game options.
        const auto upTo = parser.isSet(QStringLiteral("up-to"))
            ? intOption(parser, QStringLiteral("up-to"), 3, 10, &error)
            : std::optional<int>(0);
        const auto count = !upTo                    ? std::nullopt
            : parser.isSet(QStringLiteral("count")) ? intOption(parser, QStringLiteral("count"), 1, 10000, &error)
                                                    : std::optional<int>(100);
        std::optional<int> plies;
        if (count && parser.isSet(QStringLiteral("plies")))
            plies = intOption(parser, QStringLiteral("plies"), 0, 99, &error);
        const auto minPlies = !count || (parser.isSet(QStringLiteral("plies")) && !plies) ? std::nullopt
            : parser.isSet(QStringLiteral("min-plies"))
            ? intOption(parser, QStringLiteral("min-plies"), 0, plies.value_or(99), &error)
            : std::optional<int>(0);
        if (!minPlies)
            return usageError(err, error);
        return benchExactShare(*game, *upTo, *count, *minPlies, plies, seed, out);
    }
    if (parser.isSet(QStringLiteral("analysis"))) {
        const auto count = intOption(parser, QStringLiteral("count"), 1, 10000, &error);
        const auto threads = count ? threadsOption(parser, &error) : std::nullopt;
        if (!threads)
            return usageError(err, error);
        return benchAnalysis(games, parser.isSet(QStringLiteral("game")) ? game->rules : nullptr, *count, *threads,
                             seed, out);
    }
    if (solver) {
        SolverBenchOptions options;
        options.games = &games;
        const auto limit = intOption(parser, QStringLiteral("limit"), 1, 1000, &error);
        const auto tableBits = limit ? intOption(parser, QStringLiteral("table-bits"), 18, 26, &error) : std::nullopt;
        const auto threads = tableBits ? threadsOption(parser, &error) : std::nullopt;
        if (!threads)
            return usageError(err, error);
        options.threads = *threads;
        options.folder = parser.value(QStringLiteral("solver"));
        options.sets = parser.value(QStringLiteral("sets")).split(QLatin1Char(','), Qt::SkipEmptyParts);
        options.limit = *limit;
        options.runs = *runs;
        options.tableBits = *tableBits;
        options.seed = seed;
        return benchSolvers(options, out, err);
    }
    const std::unique_ptr<Game> board = newGame(*game);
    const auto positions = randomPositions(*game, *runs, board->pliesLeftAtMost() / 2, seed);

    out << "# " << QString::fromStdString(std::string(game->rules->id())) << ' ' << board->rows() << 'x'
        << board->columns() << ", " << *runs << " seeded random positions (seed " << seed << ")\n\n";
    measureTimePerMove(*game, positions, out);
    measureCancellation(*game, positions, seed, out);
    measureBudgetOverrun(*game, positions, out);
    return kExitOk;
}

} // namespace quatre::cli
