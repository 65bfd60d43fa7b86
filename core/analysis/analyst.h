// The value of every legal move of a position, for the analysis board,
// `quatre-cli analyse` and the game review. Any game with an ExactSolver
// (core/solver/exactsolver.h) gets it through its GameRules, nothing more.
//
// The moves are valued in the cheapest order: the ones that end the game
// (no search), the ones the opening book knows (a lookup), then one exact
// solve of the position after each remaining move (from the floor the
// position's own book entry sets, when it has one); where the budget ends
// before a move is solved, an Expert search gives its estimate instead,
// marked as such.
//
// With more than one thread, the solves are shared out: each thread takes the
// next move not yet taken, on a solver of its own. The moves' solves are
// independent, and a table of one's own loses little: in Quarto, where most
// moves are draws each needing a proof of their own, solving the moves of a
// 12-empty position on one table with a clear between moves took 7 % longer
// than without. The tables together are the size of one thread's, so the
// analysis takes no more memory with more threads. The other threads join
// only once the solves have taken helpersAfter(), so an analysis the book or
// a few small solves answer does not pay for starting them; a solve still
// running then stops, and goes on from its table once they have started.
#pragma once

#include "core/analysis/movevalue.h"
#include "core/games/gamerules.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

namespace quatre {

class ExactSolver;

struct AnalysisBudget {
    // For the exact solves of every move together.
    std::chrono::milliseconds exact{1000};
    // For the Expert estimates of the moves the solves did not reach, shared
    // out among them (each gets at least kMinEstimateMs).
    std::chrono::milliseconds estimate{500};
    static constexpr int kMinEstimateMs = 5;
};

// The group of moves (GameRules::moveGroupOf()) a person is choosing among,
// whose moves a running analysis solves next: on the analysis board, Quarto's
// gives once the piece in hand is placed. Set from any thread.
class AnalysisFocus {
public:
    std::optional<int> group() const
    {
        const int group = m_group.load(std::memory_order_relaxed);
        return group == kNone ? std::nullopt : std::optional<int>(group);
    }
    void setGroup(std::optional<int> group) { m_group.store(group.value_or(kNone), std::memory_order_relaxed); }

private:
    static constexpr int kNone = std::numeric_limits<int>::min();
    std::atomic<int> m_group{kNone};
};

class Analyst {
public:
    // Precondition: !optionsError(options), threads >= 1. Each analyst has
    // its own solver tables, together the size the game's solver has by
    // default.
    explicit Analyst(const GameOptions &options, int threads = 1);
    ~Analyst();
    Analyst(const Analyst &) = delete;
    Analyst &operator=(const Analyst &) = delete;

    const GameOptions &options() const { return m_options; }
    int threads() const { return static_cast<int>(m_solvers.size()); }
    // How long one analysis's solves run on the caller's thread alone before
    // the other threads join (0: at once).
    std::chrono::milliseconds helpersAfter() const { return m_helpersAfter; }
    void setHelpersAfter(std::chrono::milliseconds delay) { m_helpersAfter = delay; }

    // The value of every legal move of `game` (of this analyst's options, not
    // over) for its side to move, in the order of legalMoves(). `onValue`, if
    // given, hears each value as soon as it is known (on this thread, in no
    // particular order; a move may be reported first as a bound, then as its
    // value). nullopt if `control` was cancelled first. The moves of
    // `focus`'s group, if any, are solved before the others.
    using ValueReport = std::function<void(const MoveValue &)>;
    std::optional<std::vector<MoveValue>> analyse(const Game &game, SearchControl &control,
                                                  const AnalysisBudget &budget = {}, const ValueReport &onValue = {},
                                                  const AnalysisFocus *focus = nullptr);

    // The node count and table size of the solvers, for the benchmark.
    std::uint64_t solverNodes() const;
    std::size_t tableBytes() const;
    // The Expert that made the last estimates; null before any was needed.
    const Ai *estimator() const { return m_estimator.get(); }

private:
    GameOptions m_options;
    // One per thread, the first the caller's; empty for a game without a solver.
    std::vector<std::unique_ptr<ExactSolver>> m_solvers;
    // The Expert that estimates, kept from one analysis to the next with its
    // table, each analysis setting its time per move: a new Expert's table is
    // 16 MiB of new memory, whose pages the kernel zeroes while the window
    // waits for the processor too (see ui/benchmark/README.md).
    std::unique_ptr<Ai> m_estimator;
    std::chrono::milliseconds m_helpersAfter{5};
};

// The best of `values` when every one is exact or a bound no higher than
// it (the highest exact score; the first in the list among equals), or
// nullopt: with an estimate among them, or a bound above every exact
// value, the best is not known. Bounds come only from analyse()'s reports:
// the values of a group of moves known so far give the group's best as soon
// as it is known.
std::optional<MoveValue> bestExactValue(const std::vector<MoveValue> &values);

} // namespace quatre
