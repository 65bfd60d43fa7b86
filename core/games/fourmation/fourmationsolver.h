// The exact 4Mation solver: the game-theoretic value of a position with
// perfect play on both sides, for every board size and both rules (the
// draw-when-stuck rule, where a player with no free cell next to the last
// cube draws the game, and the official rule, where it places its cube next
// to any opponent cube instead).
//
// Scores count cubes on the board, both players' together: if the side to
// move wins with the cube that makes p cubes on the board, the score is
// cells + 1 - p; a loss to the opponent's cube that makes p cubes scores
// p - cells - 1; a draw (a full board, or a player with nowhere to go under
// the draw-when-stuck rule) is 0. Sooner wins and later losses score
// higher, so a win at once from a position with k cubes placed is
// cells - k, always >= 1.
#pragma once

#include "core/ai/ai.h"
#include "core/games/fourmation/fourmation.h"

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

namespace quatre {

class FourMationSolver {
public:
    // `log2TableSlots` (at least 1) bounds the transposition table: 2^n
    // slots of 32 bytes (80 bytes on the boards above 7 x 7, which need
    // 128-bit sets). The default, 2 MiB, stays in the processor's caches: few
    // positions recur in these deep, narrow searches, so a table 4 times
    // larger saves only about 5 % of the nodes and its cache misses make the
    // search a third slower (see core/solver/README.md).
    FourMationSolver(int size, bool officialRule, int log2TableSlots = 16);
    ~FourMationSolver();
    FourMationSolver(const FourMationSolver &) = delete;
    FourMationSolver &operator=(const FourMationSolver &) = delete;

    int size() const;
    bool officialRule() const;

    using Deadline = std::optional<std::chrono::steady_clock::time_point>;

    // The exact score of `game` (of this solver's size and rule, not over),
    // or only its sign (-1, 0, 1) when `weak`. nullopt if `control` asked to
    // stop, or the deadline passed, first.
    std::optional<int> solve(const FourMation &game, bool weak = false, const SearchControl *control = nullptr,
                             Deadline deadline = std::nullopt);

    // Whether the exact score of `game` is at least `threshold`: one null
    // window, cheap near the top of the scores (see ExactSolver::scoreAtLeast()).
    // Precondition: solve()'s. nullopt if stopped.
    std::optional<bool> scoreAtLeast(const FourMation &game, int threshold, const SearchControl *control = nullptr,
                                     Deadline deadline = std::nullopt);

    // The score of every legal cell for the side to move, indexed by Move
    // (nullopt for the cells that cannot be played), by solving the position
    // after each move.
    std::optional<std::vector<std::optional<int>>> scoreMoves(const FourMation &game,
                                                              const SearchControl *control = nullptr,
                                                              Deadline deadline = std::nullopt);

    // A move of the best exact score for the side to move and that score;
    // among moves of equal score, the one the Expert evaluation likes best,
    // then the lowest cell index.
    struct Choice {
        Move move = kNoMove;
        int score = 0;
        friend bool operator==(const Choice &, const Choice &) = default;
    };
    std::optional<Choice> bestMove(const FourMation &game, const SearchControl *control = nullptr,
                                   Deadline deadline = std::nullopt);

    // Forget every stored result, in constant time (as a fresh table would).
    void clearTable();

    // How many threads search (1 to 64; 1 by default): with more, a search
    // that lasts more than some 65,000 nodes is searched by every thread at
    // once, as Connect Four's is (see core/solver/README.md, 4Mation); the
    // scores are the same. Each thread beyond the first adds a table of the
    // size given above, and the threads share one more. Not while a search
    // runs.
    void setThreads(int threads);
    int threads() const;

    // The nodes searched by every thread, since the solver was made.
    std::uint64_t nodes() const;
    // Every thread's table, and the shared one.
    std::size_t tableBytes() const;
    // The table has 2^tableBits() slots.
    int tableBits() const { return m_tableBits; }

    // The score of a win for the side to move with the cube that makes
    // `cubesAtWin` cubes on a board of `size`.
    static int winScore(int size, int cubesAtWin) { return size * size + 1 - cubesAtWin; }
    // The score of a win for the side to move of `game` with its next cube.
    static int winNowScore(const FourMation &game) { return winScore(game.size(), game.plyCount() + 1); }

    // An exact score of `game` (for its side to move) as a verdict.
    static Verdict verdictOf(const FourMation &game, int score);

    class Engine;

private:
    std::unique_ptr<Engine> m_engine;
    int m_tableBits;
};

} // namespace quatre
