// `quatre-cli bench --analysis`: the Analyst (core/analysis/analyst.h) on
// seeded random positions, as the analysis board and `analyse` meet them:
// how long the value of every legal move takes, and whether all of them were
// exact. The claim measured is the analysis board's: every move of any 6 x 7
// Connect Four position valued exactly in well under a second.
#include "ui/cli/bench.h"

#include "ui/registry/gameregistry.h"

#include "core/analysis/analyst.h"
#include "core/games/randomposition.h"

#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <random>

namespace quatre::cli {

namespace {

// The rows: a bench set of some game (GameRules::solverBenchSet()) for its
// board and its number of plies, played from `minPlies` plies up to the
// set's (a uniform choice for each position); `share` divides --count.
// Random moves are any that do not end the game; quiet ones also leave no
// win in one move (quietPositions()): random play leaves threats everywhere,
// which the solver settles at once, while quiet positions are what careful
// players reach.
struct AnalysisRow {
    std::string_view set;
    int minPlies = -1; // -1: exactly the set's plies
    int share = 1;
    bool quiet = false;
};

constexpr AnalysisRow kRows[] = {
    {"connect4-30", 0, 1, false}, // 6 x 7, the opening book's plies (up to 10) and far beyond
    {"connect4-30", 0, 1, true},
    {"quarto-12", -1, 10, false}, // 12 empty squares and a piece in hand
    {"4mation-official-7-8", -1, 10, false}, // 7 x 7, the official rule, 8 cubes
};

// The analysis's budget: far more than any of these positions needs, so
// that every value is exact unless something is wrong (then counted).
constexpr AnalysisBudget kBudget{std::chrono::seconds(60), std::chrono::milliseconds(500)};

// The nearest-rank percentile of `values` (not empty).
double percentile(std::vector<double> values, double percent)
{
    std::sort(values.begin(), values.end());
    const auto rank = static_cast<std::size_t>(std::ceil(percent / 100 * static_cast<double>(values.size())));
    return values[std::clamp<std::size_t>(rank, 1, values.size()) - 1];
}

QString latin1(std::string_view text)
{
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

// One position's analysis, timed.
struct Timed {
    QString moves;
    int plies = 0;
    double ms = 0;
    // Until every group's best value was known (GameRules::moveGroupOf(): a
    // square before the piece to give), or -1 where each move is its own group.
    double groupsMs = -1;
    // Until every move of the last group was valued, with the analysis's
    // focus on it from the start (-1 as above): a person who took the first
    // step at once, of the group valued last without the focus.
    double focusMs = -1;
    // The moves whose values took longest (each from the value found
    // before it: the ends of the game and the book's come first, then
    // each solve, then each estimate), at most five: "4 120 ms, 3 41 ms".
    QString slowestMoves;
};

// See Timed::focusMs: on a fresh analyst; `groupSize` moves are in `group`.
double focusedGroupMs(const GameOptions &options, int threads, const Game &game, int group, std::size_t groupSize)
{
    Analyst analyst(options, threads);
    SearchControl control;
    AnalysisFocus focus;
    focus.setGroup(group);
    std::size_t valued = 0;
    double ms = -1;
    const auto start = BenchClock::now();
    const auto heard = [&](const MoveValue &value) {
        if (value.exact && options.rules->moveGroupOf(value.move) == group && ++valued == groupSize) {
            ms = milliseconds(BenchClock::now() - start);
            control.cancel.store(true); // the rest is not measured here
        }
    };
    analyst.analyse(game, control, kBudget, heard, &focus);
    return ms;
}

Timed analyse(const GameOptions &options, int threads, const Game &game, double *nodes, bool *allExact,
              std::size_t *tableBytes)
{
    Analyst analyst(options, threads);
    SearchControl control;
    std::vector<std::pair<double, Move>> perMove;
    const auto start = BenchClock::now();
    auto last = start;
    // The moves of each group of more than one, and what is known of them.
    std::map<int, std::vector<Move>> groups;
    for (Move move : game.legalMoves())
        groups[options.rules->moveGroupOf(move)].push_back(move);
    std::erase_if(groups, [](const auto &group) { return group.second.size() < 2; });
    std::map<Move, MoveValue> known;
    const auto everyGroupsBest = [&] {
        for (const auto &[group, moves] : groups) {
            std::vector<MoveValue> values;
            for (Move move : moves) {
                const auto value = known.find(move);
                if (value == known.end())
                    return false;
                values.push_back(value->second);
            }
            if (!bestExactValue(values))
                return false;
        }
        return true;
    };
    double groupsMs = -1;
    const auto heard = [&](const MoveValue &value) {
        const auto now = BenchClock::now();
        perMove.emplace_back(milliseconds(now - last), value.move);
        last = now;
        if (!groups.empty() && groupsMs < 0) {
            known[value.move] = value;
            if (everyGroupsBest())
                groupsMs = milliseconds(now - start);
        }
    };
    const std::optional<std::vector<MoveValue>> values = analyst.analyse(game, control, kBudget, heard);
    const double ms = milliseconds(BenchClock::now() - start);
    std::sort(perMove.begin(), perMove.end(), std::greater<>());
    QStringList slowestMoves;
    for (std::size_t i = 0; i < std::min<std::size_t>(5, perMove.size()); ++i)
        slowestMoves << QStringLiteral("%1 %2").arg(QString::fromStdString(game.moveToText(perMove[i].second)),
                                                    duration(perMove[i].first));
    Timed timed{QString::fromStdString(game.toText()),  game.plyCount(), ms, groupsMs, -1,
                slowestMoves.join(QStringLiteral(", "))};
    if (!groups.empty()) {
        const auto &[group, moves] = *groups.rbegin();
        timed.focusMs = focusedGroupMs(options, threads, game, group, moves.size());
    }
    *nodes = static_cast<double>(analyst.solverNodes());
    *allExact = values && bestExactValue(*values);
    *tableBytes = analyst.tableBytes();
    return timed;
}

} // namespace

int benchAnalysis(const ui::GameRegistry &games, const GameRules *only, int count, int threads, std::uint64_t seed,
                  QTextStream &out)
{
    out << "# The Analyst: the value of every legal move of seeded random positions (seed " << seed
        << "; exact solves within " << kBudget.exact.count() / 1000 << " s, a fresh analyst for each position, "
        << threads << (threads == 1 ? " thread" : " threads") << ")\n\n"
        << "| set | board | plies | positions | not all exact | median | 99th percentile | max | median nodes | "
           "table |\n|---|---|---|---:|---:|---:|---:|---:|---:|---:|\n";
    QStringList byPlies, byGroups, slowest;
    for (const AnalysisRow &row : kRows) {
        // The set of whichever game knows its name; none in a registry without that game.
        std::optional<SolverBenchSet> set;
        for (const ui::GameEntry &game : games.games())
            if (!set && (!only || game.rules == only))
                set = game.rules->solverBenchSet(row.set);
        if (!set)
            continue;
        const int positions = std::max(1, count / row.share);
        const int minPlies = row.minPlies < 0 ? set->plies : row.minPlies;
        std::mt19937_64 random(seed);
        std::vector<Timed> timed;
        std::vector<double> nodes;
        int notAllExact = 0;
        std::size_t tableBytes = 0;
        for (int attempts = 0; static_cast<int>(timed.size()) < positions && attempts < 100 * positions; ++attempts) {
            const int plies =
                minPlies + static_cast<int>(random() % static_cast<std::uint64_t>(set->plies - minPlies + 1));
            std::unique_ptr<Game> game;
            if (!row.quiet)
                game = randomPosition(set->options, plies, random);
            else if (auto quiet = quietPositions(set->options, 1, plies, random()); !quiet.empty())
                game = std::move(quiet.front());
            if (!game)
                continue;
            double positionNodes = 0;
            bool allExact = false;
            timed.push_back(analyse(set->options, threads, *game, &positionNodes, &allExact, &tableBytes));
            nodes.push_back(positionNodes);

            notAllExact += !allExact;
        }
        if (timed.empty())
            continue;
        const auto timesOf = [&](int fromPlies, int toPlies) {
            std::vector<double> times;
            for (const Timed &t : timed)
                if (t.plies >= fromPlies && t.plies <= toPlies)
                    times.push_back(t.ms);
            return times;
        };
        const std::vector<double> times = timesOf(minPlies, set->plies);
        const std::unique_ptr<Game> board = newGame(set->options);
        const QString name = latin1(row.set) + (row.quiet ? QStringLiteral(" (quiet)") : QString());
        out << "| " << name << " | " << board->rows() << 'x' << board->columns() << " | "
            << (minPlies == set->plies ? QString::number(minPlies)
                                       : QStringLiteral("%1-%2").arg(minPlies).arg(set->plies))
            << " | " << times.size() << " | " << notAllExact << " | " << duration(medianOf(times)) << " | "
            << duration(percentile(times, 99)) << " | " << duration(statsOf(times).max) << " | "
            << fixed(medianOf(nodes), 0) << " | " << fixed(static_cast<double>(tableBytes) / (1024 * 1024), 1)
            << " MiB |\n";
        out.flush();
        std::vector<double> groupsTimes, focusTimes;
        for (const Timed &t : timed) {
            if (t.groupsMs >= 0)
                groupsTimes.push_back(t.groupsMs);
            if (t.focusMs >= 0)
                focusTimes.push_back(t.focusMs);
        }
        if (!groupsTimes.empty() && !focusTimes.empty())
            byGroups << QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |")
                            .arg(name)
                            .arg(groupsTimes.size())
                            .arg(duration(medianOf(groupsTimes)), duration(statsOf(groupsTimes).max),
                                 duration(medianOf(focusTimes)), duration(statsOf(focusTimes).max));
        // Where the time goes along a range of plies: five plies at a time.
        for (int from = minPlies; from < set->plies; from += 5) {
            const int to = std::min(from + 4, set->plies);
            const std::vector<double> bucket = timesOf(from, to + (to + 1 == set->plies));
            if (!bucket.empty())
                byPlies << QStringLiteral("| %1 | %2-%3 | %4 | %5 | %6 |")
                               .arg(name)
                               .arg(from)
                               .arg(to + (to + 1 == set->plies))
                               .arg(bucket.size())
                               .arg(duration(medianOf(bucket)), duration(statsOf(bucket).max));
            if (to + 1 == set->plies)
                break;
        }
        const Timed &worst =
            *std::max_element(timed.begin(), timed.end(), [](const Timed &a, const Timed &b) { return a.ms < b.ms; });
        slowest << QStringLiteral("- %1: `%2` (%3 plies), %4; its slowest moves: %5")
                       .arg(name, worst.moves.isEmpty() ? QStringLiteral("-") : worst.moves)
                       .arg(worst.plies)
                       .arg(duration(worst.ms), worst.slowestMoves);
    }
    if (!byPlies.isEmpty())
        out << "\nBy plies:\n\n| set | plies | positions | median | max |\n|---|---|---:|---:|---:|\n"
            << byPlies.join(QLatin1Char('\n')) << '\n';
    if (!byGroups.isEmpty())
        out << "\nGroups of moves made in two steps (a square, then a piece to give): until every group's best value "
               "was known, and until the last group's moves were all valued when a person chose that group at "
               "once:\n\n"
               "| set | positions | every group's best: median | max | one group chosen: median | max |\n"
               "|---|---:|---:|---:|---:|---:|\n"
            << byGroups.join(QLatin1Char('\n')) << '\n';
    out << "\nThe slowest position of each set:\n\n" << slowest.join(QLatin1Char('\n')) << '\n';
    return 0;
}

} // namespace quatre::cli
