// An exact solver seen from outside its game, for the tools that solve any
// game's positions (`quatre-cli solve`, `bench --solver`). Each game's
// GameRules makes its own (core/games/gamerules.h); the Perfect level uses
// the concrete solvers directly (see perfectai.h).
#pragma once

#include "core/ai/ai.h"
#include "core/game.h"
#include "core/parseerror.h"

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <utility>

namespace quatre {

class ExactSolver {
public:
    virtual ~ExactSolver() = default;

    // Why the solver cannot take this position (Quarto's before the opening
    // give), or nullopt.
    virtual std::optional<ParseProblem> unsolvable(const Game &game) const
    {
        (void)game;
        return std::nullopt;
    }
    using Deadline = std::optional<std::chrono::steady_clock::time_point>;

    // The exact score for the side to move, in the solver's own convention
    // (see its header), or only its sign (-1, 0, 1) when `weak`; nullopt if
    // the deadline passed or `control` asked to stop first. Precondition: the
    // game is not over and not unsolvable().
    virtual std::optional<int> solve(const Game &game, bool weak = false, Deadline deadline = std::nullopt,
                                     const SearchControl *control = nullptr) = 0;
    // The exact score of `game` when it is known to be at least `floor`, as
    // the position after a move of a position whose exact score S is known
    // is worth at least -S (the Analyst's children of a book position). A
    // solver that has no use for the floor solves as solve() does.
    // Precondition: solve()'s, and the score is at least `floor`.
    virtual std::optional<int> solveAtLeast(const Game &game, int floor, Deadline deadline = std::nullopt,
                                            const SearchControl *control = nullptr)
    {
        (void)floor;
        return solve(game, false, deadline, control);
    }
    // Whether the exact score of `game` is at least `threshold`: one null
    // window. Near the top of the scores it is far cheaper than solve(), as a
    // search for a win within a few moves looks no deeper than those moves
    // (the puzzles ask it; see winWithinScore()). nullopt if stopped.
    // Precondition: solve()'s.
    virtual std::optional<bool> scoreAtLeast(const Game &game, int threshold, Deadline deadline = std::nullopt,
                                             const SearchControl *control = nullptr) = 0;
    // The score of a win for the side to move of `game` with its next move.
    virtual int winNowScore(const Game &game) const = 0;
    // The lowest score of a win for the side to move of `game` within `moves`
    // of its own moves (1 or more), the winning move included.
    int winWithinScore(const Game &game, int moves) const
    {
        int score = winNowScore(game);
        for (;;) {
            const Verdict slower = verdictOf(game, score - 1);
            if (slower.outcome <= 0 || slower.winnerMoves() > moves)
                return score;
            --score;
        }
    }
    // An exact score for the side to move of `game` as a verdict (the same
    // for the score of one of its moves: the plies count from `game`).
    virtual Verdict verdictOf(const Game &game, int score) const = 0;
    // The move and the exact score the game's installed opening book gives
    // `game` (not over), or nullopt where it has none: a lookup, no search.
    struct BookChoice {
        Move move = kNoMove;
        int score = 0;
    };
    virtual std::optional<BookChoice> bookChoice(const Game &game) const
    {
        (void)game;
        return std::nullopt;
    }
    std::optional<int> bookScore(const Game &game) const
    {
        const std::optional<BookChoice> choice = bookChoice(game);
        return choice ? std::optional<int>(choice->score) : std::nullopt;
    }
    // Forgets every position, so that the next solve starts as a fresh solver would.
    virtual void clearTable() = 0;
    // How many threads may search.
    virtual void setThreads(int threads) = 0;
    virtual std::uint64_t nodes() const = 0;
    virtual std::size_t tableBytes() const = 0;
    // The table has 2^tableBits() slots (GameRules::makeSolver takes the same).
    virtual int tableBits() const = 0;
};

// The ExactSolver of a concrete solver whose solve() takes the concrete game
// G, and which has the static winNowScore(const G &) and verdictOf(const G &, int).
template <class Solver, class G>
class ExactSolverFor : public ExactSolver {
public:
    template <class... Args>
    explicit ExactSolverFor(Args &&...args)
        : m_solver(std::forward<Args>(args)...)
    {}

    std::optional<int> solve(const Game &game, bool weak, Deadline deadline, const SearchControl *control) override
    {
        return m_solver.solve(static_cast<const G &>(game), weak, control, deadline);
    }
    std::optional<bool> scoreAtLeast(const Game &game, int threshold, Deadline deadline,
                                     const SearchControl *control) override
    {
        return m_solver.scoreAtLeast(static_cast<const G &>(game), threshold, control, deadline);
    }
    int winNowScore(const Game &game) const override { return Solver::winNowScore(static_cast<const G &>(game)); }
    Verdict verdictOf(const Game &game, int score) const override
    {
        return Solver::verdictOf(static_cast<const G &>(game), score);
    }
    void clearTable() override { m_solver.clearTable(); }
    std::uint64_t nodes() const override { return m_solver.nodes(); }
    std::size_t tableBytes() const override { return m_solver.tableBytes(); }
    int tableBits() const override { return m_solver.tableBits(); }

protected:
    Solver &solver() { return m_solver; }

private:
    Solver m_solver;
};

} // namespace quatre
