// The exact Connect Four solver: the game-theoretic value of a position with
// perfect play on both sides, for any board the game supports.
//
// Scores follow the public test sets (see tests/data/README.md): 0 is a draw;
// if the side to move wins with its k-th disc (counting all its discs since the
// start) the score is S - k, with S = ceil(cells / 2) + 1 (22 on 6 x 7); a loss
// to the opponent's k-th disc is k - S. Sooner wins score higher.
#pragma once

#include "core/ai/ai.h"
#include "core/games/connectfour/connectfour.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace quatre {

class ConnectFourSolver {
public:
    // `log2TableSlots` bounds the transposition table: 2^n slots of 8 bytes
    // on 6 x 7 (8 MiB by default), 16 bytes on the other boards of up to
    // 64 bits, 32 bytes on the larger ones. A small table is faster for the
    // short searches that are most of a game (it stays in the cache); 2^19 to
    // 2^21 measured within 10% of each other on the reference sets, and
    // larger tables slower (see core/solver/README.md, Connect Four's table).
    explicit ConnectFourSolver(int rows, int columns, int log2TableSlots = 20);
    ~ConnectFourSolver();
    ConnectFourSolver(const ConnectFourSolver &) = delete;
    ConnectFourSolver &operator=(const ConnectFourSolver &) = delete;

    int rows() const;
    int columns() const;

    using Deadline = std::optional<std::chrono::steady_clock::time_point>;

    // The exact score of `game` (which must be of this solver's size and not
    // over), or only its sign (-1, 0, 1) when `weak`. nullopt if `control`
    // asked to stop, or the deadline passed, first.
    std::optional<int> solve(const ConnectFour &game, bool weak = false, const SearchControl *control = nullptr,
                             Deadline deadline = std::nullopt);

    // The exact score of `game` when it is known to be at least `floor`:
    // the position after a move of a position whose exact score S is known
    // (an opening book's entry) is worth at least -S to its side to move, and
    // most such moves are worth exactly or nearly that. The solves of one
    // position's moves share their table as one search. Precondition: the
    // score is at least `floor`.
    std::optional<int> solveAtLeast(const ConnectFour &game, int floor, const SearchControl *control = nullptr,
                                    Deadline deadline = std::nullopt);

    // Whether the exact score of `game` is at least `threshold`: one null
    // window, cheap near the top of the scores (see ExactSolver::scoreAtLeast()).
    // Precondition: solve()'s. nullopt if stopped.
    std::optional<bool> scoreAtLeast(const ConnectFour &game, int threshold, const SearchControl *control = nullptr,
                                     Deadline deadline = std::nullopt);

    // The score of every column for the side to move (nullopt for a full
    // column), by solving the position after each move.
    std::optional<std::vector<std::optional<int>>> scoreMoves(const ConnectFour &game,
                                                              const SearchControl *control = nullptr,
                                                              Deadline deadline = std::nullopt);

    // A move of the best exact score for the side to move and that score.
    // Among moves of equal score, the one the Expert evaluation likes best
    // (it leaves the opponent the fewest threats: among draws, the most
    // chances to go wrong), and then the leftmost.
    struct Choice {
        Move move = kNoMove;
        int score = 0;
        friend bool operator==(const Choice &, const Choice &) = default;
    };
    std::optional<Choice> bestMove(const ConnectFour &game, const SearchControl *control = nullptr,
                                   Deadline deadline = std::nullopt);
    // The same choice when the position's exact score is already known (an
    // opening book's entry for a parent whose move leads here says so): only
    // the moves are asked, with null windows, whether they keep it. Solving
    // the position is most of bestMove()'s work: on such 6 x 7 positions
    // after 10 plies this takes about a fifth of its time. Precondition:
    // `score` is the position's exact score.
    std::optional<Choice> bestMoveOfScore(const ConnectFour &game, int score, const SearchControl *control = nullptr,
                                          Deadline deadline = std::nullopt);

    // Forget every stored result, in constant time (as a fresh table would).
    void clearTable();

    // How many threads search (1 to 256; 1 by default): with more, each
    // search that lasts more than a few thousand nodes is searched by every
    // thread at once, all sharing the table ("Lazy SMP"; see
    // core/solver/README.md), and the first to finish answers. The scores
    // are the same; a search of a few thousand nodes stays on the caller's
    // thread alone. Not while a search runs.
    void setThreads(int threads);
    int threads() const;

    // The nodes searched by every thread, since the solver was made.
    std::uint64_t nodes() const;
    std::size_t tableBytes() const;
    // How many slots, over every thread's table, hold a result that a probe
    // can find: none after clearTable(). Reads the whole table, for tests
    // and measurement only. Not while a search runs.
    std::size_t filledSlots() const;
    // The table has 2^tableBits() slots.
    int tableBits() const { return m_tableBits; }

    // The score of a win for the side to move with `disc`-th disc of its own.
    static int winScore(int rows, int columns, int disc);
    // The score of a win for the side to move of `game` with its next disc.
    static int winNowScore(const ConnectFour &game)
    {
        return winScore(game.rows(), game.columns(), game.plyCount() / 2 + 1);
    }
    // An exact score of `game` (for its side to move) as a verdict.
    static Verdict verdictOf(const ConnectFour &game, int score);

    class Engine;

private:
    std::unique_ptr<Engine> m_engine;
    int m_tableBits;
};

} // namespace quatre
