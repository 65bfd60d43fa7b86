// quatre-cli bench --solver: the exact solvers of the three games on named
// sets of positions, each position with a fresh transposition table and one
// search thread, as the published solvers are measured.
#include "ui/cli/bench.h"
#include "ui/cli/cli.h"
#include "ui/cli/commandparser.h"
#include "ui/cli/linereader.h"

#include "ui/registry/gameregistry.h"
#include "ui/storage/datafile.h"

#include "core/games/gamerules.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTextStream>

#include <ctime>
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
    std::unique_ptr<ExactSolver> solver;
};

// The first `count` lines of a reference file, "<moves> <score>".
bool readReferenceFile(SolverSet &set, const GameOptions &game, const QString &path, int count, QString *error)
{
    if (QFileInfo::exists(path) && !ui::DataFile::isRegularFile(path, error))
        return false;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QCoreApplication::translate("Cli", "cannot read %1").arg(file.fileName());
        return false;
    }
    QTextStream in(&file);
    LineReader lines(in);
    QString line;
    for (LineReader::Result result;
         static_cast<int>(set.positions.size()) < count && (result = lines.next(&line)) != LineReader::Result::End;) {
        if (result == LineReader::Result::TooLong) {
            *error = QCoreApplication::translate("Cli", "%1: line %2 is longer than %3 KiB")
                         .arg(set.name)
                         .arg(lines.lineNumber())
                         .arg(lines.maxLineBytes() / 1024);
            return false;
        }
        const QStringList parts = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (parts.isEmpty())
            continue;
        auto parsed = gameFromText(game, parts.at(0).toStdString());
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
// --sets help), the set of whichever game knows the name, or explains in
// `error` why it cannot.
std::optional<SolverSet> makeSet(const QString &spec, const SolverBenchOptions &options, QString *error)
{
    static const QRegularExpression countSuffix(QStringLiteral("^(.+):(\\d+)$"));
    SolverSet set;
    set.name = spec.trimmed();
    std::optional<int> count;
    if (const auto m = countSuffix.match(set.name); m.hasMatch()) {
        set.name = m.captured(1);
        count = m.captured(2).toInt();
    }
    std::optional<SolverBenchSet> found;
    for (const ui::GameEntry &game : options.games->games())
        if (!found)
            found = game.rules->solverBenchSet(set.name.toStdString());
    if (!found) {
        *error = QCoreApplication::translate("Cli", "unknown set '%1'").arg(spec);
        return std::nullopt;
    }
    // How many positions: the set's own count, or its default (0: as many as
    // there are); never more than --limit.
    const int wanted =
        std::min(count.value_or(found->defaultCount > 0 ? found->defaultCount : options.limit), options.limit);
    if (found->fromReferenceFile) {
        if (!readReferenceFile(set, found->options, options.folder + QLatin1Char('/') + set.name, wanted, error))
            return std::nullopt;
    } else {
        set.positions = quietPositions(found->options, wanted, found->plies, options.seed);
        if (found->knownSign) {
            set.expected.assign(set.positions.size(), *found->knownSign);
            set.expectedIsSign = true;
        }
    }
    set.solver = found->options.rules->makeSolver(found->options, found->usesTableBits ? options.tableBits : 0);
    if (set.solver)
        set.solver->setThreads(options.threads);
    return set;
}

// One run over a set.
struct RunFigures {
    Stats wall; // milliseconds per position
    double cpuMs = 0; // process CPU time per position
    double nodes = 0; // per position
    double nodesPerMs = 0;
    int wrong = 0;
    // The sum of the scores found (the score itself for a set of one), so
    // that two runs, or two builds, can be checked against each other.
    long long scoreSum = 0;
    int unsolved = 0;
};

RunFigures runSet(const SolverSet &set)
{
    RunFigures figures;
    std::vector<double> times;
    const std::uint64_t nodesBefore = set.solver->nodes();
    const std::clock_t cpuBefore = std::clock();
    for (std::size_t i = 0; i < set.positions.size(); ++i) {
        const auto start = BenchClock::now();
        set.solver->clearTable();
        const std::optional<int> score = set.solver->solve(*set.positions[i]);
        times.push_back(milliseconds(BenchClock::now() - start));
        if (score)
            figures.scoreSum += *score;
        else
            ++figures.unsolved;
        if (i < set.expected.size()) {
            const int got = set.expectedIsSign && score ? (*score > 0) - (*score < 0) : score.value_or(-1000);
            figures.wrong += got != set.expected[i];
        }
    }
    const double n = std::max<double>(1, static_cast<double>(times.size()));
    figures.cpuMs = 1000.0 * static_cast<double>(std::clock() - cpuBefore) / CLOCKS_PER_SEC / n;
    figures.nodes = static_cast<double>(set.solver->nodes() - nodesBefore) / n;
    figures.wall = statsOf(times);
    figures.nodesPerMs = figures.wall.mean > 0 ? figures.nodes / figures.wall.mean : 0;
    return figures;
}

} // namespace

int benchSolvers(const SolverBenchOptions &options, QTextStream &out, QTextStream &err)
{
    out << "## Exact solvers: a fresh table per position, " << options.threads << " search thread(s)";
    if (options.runs > 1)
        out << "; every figure is the median over " << options.runs << " runs";
    out << "\n\n| set | positions | mean | median | max | CPU mean | nodes/position | Mnodes/s | table | wrong | score "
           "(sum) |\n"
           "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
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
            << fixed(static_cast<double>(set->solver->tableBytes()) / (1024 * 1024), 1) << " MiB | "
            << (set->expected.empty() ? QStringLiteral("-") : QString::number(wrong)) << " | " << figures.scoreSum
            << (figures.unsolved ? QStringLiteral(" (%1 unsolved)").arg(figures.unsolved) : QString()) << " |\n";
        out.flush();
    }
    if (const std::uint64_t peak = peakResidentBytes())
        out << "\nPeak resident memory of the process (VmHWM): " << fixed(static_cast<double>(peak) / (1024 * 1024), 1)
            << " MiB\n";
    return kExitOk;
}

} // namespace quatre::cli
