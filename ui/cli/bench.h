// What the parts of `quatre-cli bench` share: timing, statistics and the
// measurements other than the AI levels' (benchcommand.cpp), each in its own
// file. The tables they print are technical output for people measuring the
// program, in English like the rest of the machine-readable output.
#pragma once

#include "core/games/gamerules.h"

#include <QString>
#include <QStringList>

#include <chrono>
#include <functional>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

class QTextStream;

namespace quatre::ui {
class GameRegistry;
}

namespace quatre::cli {

using BenchClock = std::chrono::steady_clock;

inline double milliseconds(BenchClock::duration d)
{
    return std::chrono::duration<double, std::milli>(d).count();
}

struct Stats {
    double median = 0, mean = 0, max = 0;
};

Stats statsOf(std::vector<double> values);
// The median of each field over several runs of one measurement.
Stats medianOfRuns(const std::vector<Stats> &runs);
double medianOf(std::vector<double> values);

QString fixed(double value, int decimals = 2);
// A time in milliseconds in the unit that suits it: "4.1 us", "2.35 ms", "1.20 s".
QString duration(double ms);

// Positions reached by seeded random play with exactly `plies` plies where,
// at every step, nobody could win at once: every search has real work to do
// (a position with a win in one is answered instantly and flatters the
// figures). Fewer than `count` if such positions are too rare.
std::vector<std::unique_ptr<Game>> quietPositions(const GameOptions &options, int count, int plies, std::uint64_t seed);

// The process's peak resident memory (VmHWM of /proc/self/status) in bytes;
// 0 where it cannot be read.
std::uint64_t peakResidentBytes();

// solve's input reader given a line of `lineMebibytes` MiB, then a position:
// the process's peak resident memory before and after.
int benchLongLine(const ui::GameRegistry &games, int lineMebibytes, QTextStream &out);

// The exact solvers on named sets of positions (see benchSolverSets()'s
// help in benchcommand.cpp): Connect Four's reference files in `folder`,
// seeded Quarto and 4Mation positions. Each set is measured `runs` times
// with a fresh table per position; the table shows the median of each figure
// over the runs. `limit` caps the positions of every set.
struct SolverBenchOptions {
    const ui::GameRegistry *games = nullptr; // the games whose sets are known
    QString folder;
    QStringList sets;
    int limit = 1000;
    int runs = 1;
    int tableBits = 20; // for the sets whose solver takes a table size
    int threads = 1; // search threads, for the solvers that take more than one
    std::uint64_t seed = 1;
};
int benchSolvers(const SolverBenchOptions &options, QTextStream &out, QTextStream &err);

// The Perfect level playing whole games of `game` against other levels
// (`games` a seat against each), with the game's opening books and without:
// time per Perfect move and the share of its moves that were exact.
// `reinstallBooks` puts the books back once it is done.
int benchPerfect(const GameOptions &game, int games, std::uint64_t seed, const std::function<void()> &reinstallBooks,
                 QTextStream &out);

// The Analyst on seeded random positions of 6 x 7 Connect Four (`count` of
// them, from the empty board to 30 plies), Quarto and 7 x 7 4Mation (a tenth
// as many each), on `threads` threads: time per position and how many were
// not all exact. With `only`, that game's positions alone.
int benchAnalysis(const ui::GameRegistry &games, const GameRules *only, int count, int threads, std::uint64_t seed,
                  QTextStream &out);

// The Perfect level on every board of `game`'s kind up to `upTo` (each
// numbered option of the game from its least value to upTo, its switches as
// given; `game`'s board alone if upTo is 0): `count` seeded random positions a board, of `minPlies` to
// `plies` plies (by default a third of the game), and the share of them it
// answered exactly within its budget.
int benchExactShare(const GameOptions &game, int upTo, int count, int minPlies, std::optional<int> plies,
                    std::uint64_t seed, QTextStream &out);

} // namespace quatre::cli
