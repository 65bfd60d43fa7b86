// quatre-cli bench --solver: the exact solvers of the three games on named
// sets of positions, each position with a fresh transposition table and one
// search thread, as the published solvers are measured.
#include "ui/cli/bench.h"
#include "ui/cli/cli.h"
#include "ui/cli/commandparser.h"

#include "core/solver/connectfoursolver.h"
#include "core/solver/fourmationsolver.h"
#include "core/solver/quartosolver.h"

#include <QCoreApplication>
#include <QFile>
#include <QRegularExpression>
#include <QTextStream>

#include <ctime>
#include <functional>
#include <optional>

namespace quatre::cli {

namespace {

// A set ready to run: its positions, what is known of their values, and a
// solver that starts from an empty table for every position.
struct SolverSet {
    QString name;
    std::vector<std::unique_ptr<Game>> positions;
    std::vector<int> expected; // per position, when known: its score, or only its sign
    bool expectedIsSign = false;
    std::function<std::optional<int>(const Game &)> solve;
    std::function<std::uint64_t()> nodes;
    std::size_t tableBytes = 0;
};

// The known values of 4Mation's empty boards for the side to move (the first
// player): every board up to 6 x 6 is a draw under seed 003's rule; the
// official rule makes 5 x 5 and 6 x 6 first-player wins through the centre.
std::optional<int> knownFourMationSign(int size, bool official)
{
    if (size < 3 || size > 6)
        return std::nullopt;
    return official && size >= 5 ? 1 : 0;
}

// A solver for `set` that starts from an empty table for every position.
template <class Solver, class G>
void attachSolver(SolverSet &set, std::shared_ptr<Solver> solver)
{
    set.solve = [solver](const Game &g) {
        solver->clearTable();
        return solver->solve(static_cast<const G &>(g));
    };
    set.nodes = [solver] { return solver->nodes(); };
    set.tableBytes = solver->tableBytes();
}

// The first `count` lines of a Connect Four reference file, "<moves> <score>".
bool readReferenceFile(SolverSet &set, const QString &path, int count, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QCoreApplication::translate("Cli", "cannot read %1").arg(file.fileName());
        return false;
    }
    QTextStream lines(&file);
    QString line;
    while (static_cast<int>(set.positions.size()) < count && lines.readLineInto(&line)) {
        const QStringList parts = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (parts.isEmpty())
            continue;
        auto parsed = gameFromText(GameOptions{}, parts.at(0).toStdString());
        bool scoreOk = false;
        const int score = parts.value(1).toInt(&scoreOk);
        if (!std::holds_alternative<std::unique_ptr<Game>>(parsed) || !scoreOk) {
            *error = QCoreApplication::translate("Cli", "%1: bad line '%2'").arg(set.name, line);
            return false;
        }
        set.positions.push_back(std::move(std::get<std::unique_ptr<Game>>(parsed)));
        set.expected.push_back(score);
    }
    return true;
}

// Builds the set `spec` ("name" or "name:count"; see the bench command's
// --sets help), or explains in `error` why it cannot.
std::optional<SolverSet> makeSet(const QString &spec, const SolverBenchOptions &options, QString *error)
{
    static const QRegularExpression countSuffix(QStringLiteral("^(.+):(\\d+)$"));
    static const QRegularExpression connectFourName(QStringLiteral("^connect4-(\\d+)$"));
    static const QRegularExpression quartoName(QStringLiteral("^quarto(-square)?-(\\d+)$"));
    static const QRegularExpression fourMationName(QStringLiteral("^4mation(-official)?-(\\d+)(?:-(\\d+))?$"));

    SolverSet set;
    set.name = spec.trimmed();
    std::optional<int> count;
    if (const auto m = countSuffix.match(set.name); m.hasMatch()) {
        set.name = m.captured(1);
        count = m.captured(2).toInt();
    }
    // How many positions: the set's own count, or `byDefault`; never more than --limit.
    auto wanted = [&](int byDefault) { return std::min(count.value_or(byDefault), options.limit); };
    auto unknown = [&] {
        *error = QCoreApplication::translate("Cli", "unknown set '%1'").arg(spec);
        return std::nullopt;
    };

    if (set.name.startsWith(QLatin1String("Test_"))) {
        // A Connect Four 6 x 7 reference file.
        if (!readReferenceFile(set, options.folder + QLatin1Char('/') + set.name, wanted(options.limit), error))
            return std::nullopt;
        attachSolver<ConnectFourSolver, ConnectFour>(set, std::make_shared<ConnectFourSolver>(6, 7, options.connectFourTableBits));
        return set;
    }
    if (const auto m = connectFourName.match(set.name); m.hasMatch()) {
        // Connect Four 6 x 7 after D plies: what an opening book's entries cost.
        const int plies = m.captured(1).toInt();
        if (plies >= 6 * 7)
            return unknown();
        set.positions = quietPositions(GameOptions{}, wanted(20), plies, options.seed);
        attachSolver<ConnectFourSolver, ConnectFour>(set, std::make_shared<ConnectFourSolver>(6, 7, options.connectFourTableBits));
        return set;
    }
    if (const auto m = quartoName.match(set.name); m.hasMatch()) {
        // Quarto with E empty squares and a piece in hand: the opening give
        // and 16 - E placements played.
        const int empty = m.captured(2).toInt();
        if (empty < 1 || empty > 16)
            return unknown();
        GameOptions quarto;
        quarto.kind = GameKind::Quarto;
        quarto.squareRule = !m.captured(1).isEmpty();
        set.positions = quietPositions(quarto, wanted(20), 1 + 16 - empty, options.seed);
        attachSolver<QuartoSolver, Quarto>(set, std::make_shared<QuartoSolver>(quarto.squareRule));
        return set;
    }
    if (const auto m = fourMationName.match(set.name); m.hasMatch()) {
        // 4Mation on S x S: the empty board, or after C cubes.
        GameOptions fourMation;
        fourMation.kind = GameKind::FourMation;
        fourMation.officialRule = !m.captured(1).isEmpty();
        fourMation.size = m.captured(2).toInt();
        const int cubes = m.captured(3).isEmpty() ? 0 : m.captured(3).toInt();
        if (!validate(fourMation).empty() || cubes >= fourMation.size * fourMation.size)
            return unknown();
        if (cubes > 0) {
            set.positions = quietPositions(fourMation, wanted(20), cubes, options.seed);
        } else if (wanted(1) > 0) {
            set.positions.push_back(newGame(fourMation));
            if (const auto sign = knownFourMationSign(fourMation.size, fourMation.officialRule)) {
                set.expected.push_back(*sign);
                set.expectedIsSign = true;
            }
        }
        attachSolver<FourMationSolver, FourMation>(
            set, std::make_shared<FourMationSolver>(fourMation.size, fourMation.officialRule));
        return set;
    }
    return unknown();
}

// One run over a set.
struct RunFigures {
    Stats wall;             // milliseconds per position
    double cpuMs = 0;       // process CPU time per position
    double nodes = 0;       // per position
    double nodesPerMs = 0;
    int wrong = 0;
};

RunFigures runSet(const SolverSet &set)
{
    RunFigures figures;
    std::vector<double> times;
    const std::uint64_t nodesBefore = set.nodes();
    const std::clock_t cpuBefore = std::clock();
    for (std::size_t i = 0; i < set.positions.size(); ++i) {
        const auto start = BenchClock::now();
        const std::optional<int> score = set.solve(*set.positions[i]);
        times.push_back(milliseconds(BenchClock::now() - start));
        if (i < set.expected.size()) {
            const int got = set.expectedIsSign && score ? (*score > 0) - (*score < 0) : score.value_or(-1000);
            figures.wrong += got != set.expected[i];
        }
    }
    const double n = std::max<double>(1, static_cast<double>(times.size()));
    figures.cpuMs = 1000.0 * static_cast<double>(std::clock() - cpuBefore) / CLOCKS_PER_SEC / n;
    figures.nodes = static_cast<double>(set.nodes() - nodesBefore) / n;
    figures.wall = statsOf(times);
    figures.nodesPerMs = figures.wall.mean > 0 ? figures.nodes / figures.wall.mean : 0;
    return figures;
}

} // namespace

int benchSolvers(const SolverBenchOptions &options, QTextStream &out, QTextStream &err)
{
    out << "## Exact solvers: a fresh table per position, one search thread";
    if (options.runs > 1)
        out << "; every figure is the median over " << options.runs << " runs";
    out << "\n\n| set | positions | mean | median | max | CPU mean | nodes/position | Mnodes/s | table | wrong |\n"
           "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    for (const QString &spec : options.sets) {
        QString error;
        std::optional<SolverSet> set = makeSet(spec, options, &error);
        if (!set)
            return usageError(err, error);
        std::vector<Stats> walls;
        std::vector<double> cpu, speed;
        RunFigures figures;
        int wrong = 0;
        for (int run = 0; run < options.runs; ++run) {
            figures = runSet(*set);
            walls.push_back(figures.wall);
            cpu.push_back(figures.cpuMs);
            speed.push_back(figures.nodesPerMs);
            wrong = std::max(wrong, figures.wrong);
        }
        const Stats wall = medianOfRuns(walls);
        out << "| " << set->name << " | " << set->positions.size() << " | " << duration(wall.mean) << " | "
            << duration(wall.median) << " | " << duration(wall.max) << " | " << duration(medianOf(cpu)) << " | "
            << fixed(figures.nodes, 0) << " | " << fixed(medianOf(speed) / 1000, 2) << " | "
            << fixed(static_cast<double>(set->tableBytes) / (1024 * 1024), 1) << " MiB | "
            << (set->expected.empty() ? QStringLiteral("-") : QString::number(wrong)) << " |\n";
        out.flush();
    }
    if (const std::uint64_t peak = peakResidentBytes())
        out << "\nPeak resident memory of the process (VmHWM): " << fixed(static_cast<double>(peak) / (1024 * 1024), 1)
            << " MiB\n";
    return kExitOk;
}

} // namespace quatre::cli
