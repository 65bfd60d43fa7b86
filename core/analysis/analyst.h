// The value of every legal move of a position, for the analysis board,
// `quatre-cli analyse` and the game review. Any game with an ExactSolver
// (core/solver/exactsolver.h) gets it through its GameRules, nothing more.
//
// The moves are valued in the cheapest order: the ones that end the game
// (no search), the ones the opening book knows (a lookup), then one exact
// solve of the position after each remaining move, all on one solver, whose
// table serves the next (from the floor the position's own book entry sets,
// when it has one); where the budget ends before a move is solved, an Expert
// search gives its estimate instead, marked as such.
#pragma once

#include "core/analysis/movevalue.h"
#include "core/games/gamerules.h"

#include <chrono>
#include <functional>
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

class Analyst {
public:
    // Precondition: !optionsError(options). Each analyst has its own solver
    // table (the size the game's solver has by default).
    explicit Analyst(const GameOptions &options);
    ~Analyst();
    Analyst(const Analyst &) = delete;
    Analyst &operator=(const Analyst &) = delete;

    const GameOptions &options() const { return m_options; }

    // The value of every legal move of `game` (of this analyst's options, not
    // over) for its side to move, in the order of legalMoves(). `onValue`, if
    // given, hears each value as soon as it is known (on this thread, in no
    // particular order). nullopt if `control` was cancelled first.
    using ValueReport = std::function<void(const MoveValue &)>;
    std::optional<std::vector<MoveValue>> analyse(const Game &game, SearchControl &control,
                                                  const AnalysisBudget &budget = {}, const ValueReport &onValue = {});

    // The node count and table size of the solver, for the benchmark.
    std::uint64_t solverNodes() const;
    std::size_t tableBytes() const;

private:
    GameOptions m_options;
    std::unique_ptr<ExactSolver> m_solver; // null for a game without one
};

// The best of `values` when every one is exact (the highest score; the
// first in the list among equals), or nullopt: with an estimate among them
// the best is not known.
std::optional<MoveValue> bestExactValue(const std::vector<MoveValue> &values);

} // namespace quatre
