// The exact Quarto solver: the game-theoretic value of a position with perfect
// play on both sides, for the whole decision of a turn (where to place the
// piece in hand, then which piece to give), under either rule.
//
// Scores count pieces, so they do not depend on whose turn it is: 0 is a draw;
// if the side to move wins by placing a piece that leaves e squares empty, the
// score is e + 1 (that is 17 - k, k the pieces on the board after the winning
// placement); a loss to the opponent's placement leaving e squares empty is
// -(e + 1). Sooner wins and later losses score higher. A position with E empty
// squares whose piece in hand wins at once scores E; if every move hands the
// opponent a winning piece it scores -(E - 1).
#pragma once

#include "core/ai/ai.h"
#include "core/ai/tablememory.h"
#include "core/games/quarto/quarto.h"
#include "core/games/quarto/quartosymmetries.h"
#include "core/solver/nodecounter.h"

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

namespace quatre {

class QuartoSolver {
public:
    // `log2TableSlots` bounds the transposition table: 2^n slots of 16 bytes.
    explicit QuartoSolver(bool squareRule, int log2TableSlots = 21);
    ~QuartoSolver();
    QuartoSolver(const QuartoSolver &) = delete;
    QuartoSolver &operator=(const QuartoSolver &) = delete;

    bool squareRule() const { return m_squareRule; }

    using Deadline = std::optional<std::chrono::steady_clock::time_point>;

    // The exact score of `game`, or only its sign (-1, 0, 1) when `weak`.
    // Precondition: the game is of this solver's rule, not over, and a piece
    // is in hand (the opening give has been made). nullopt if `control` asked
    // to stop, or the deadline passed, first.
    std::optional<int> solve(const Quarto &game, bool weak = false, const SearchControl *control = nullptr,
                             Deadline deadline = std::nullopt);
    // The exact score of `game` when it is known to be at least `floor` (see
    // ExactSolver::solveAtLeast()): a draw at a floor of 0 takes one null
    // window instead of two (the Analyst's gives bounded by a square's draw).
    // Preconditions: solve()'s, and the score is at least `floor`.
    std::optional<int> solveAtLeast(const Quarto &game, int floor, const SearchControl *control = nullptr,
                                    Deadline deadline = std::nullopt);

    // Whether the exact score of `game` is at least `threshold`: one null
    // window, cheap near the top of the scores (see ExactSolver::scoreAtLeast()).
    // Precondition: solve()'s. nullopt if stopped.
    std::optional<bool> scoreAtLeast(const Quarto &game, int threshold, const SearchControl *control = nullptr,
                                     Deadline deadline = std::nullopt);

    struct BestMoves {
        int score = 0; // the position's exact score
        std::vector<Move> moves; // every legal move that keeps it
    };
    // The exact score and all the moves that achieve it (same preconditions).
    std::optional<BestMoves> bestMoves(const Quarto &game, const SearchControl *control = nullptr,
                                       Deadline deadline = std::nullopt);

    // The exact score and the first move of `preference` (every legal move, in
    // the order the caller prefers them) that achieves it. Much cheaper than
    // bestMoves() in drawn positions, where most moves keep the draw but each
    // costs a proof.
    std::optional<BestMoves> firstBestMove(const Quarto &game, const std::vector<Move> &preference,
                                           const SearchControl *control = nullptr, Deadline deadline = std::nullopt);

    // An exact score of `game` (for its side to move) as a verdict.
    static Verdict verdictOf(const Quarto &game, int score);
    // The score of a win for the side to move of `game` with its next placement.
    static int winNowScore(const Quarto &game) { return game.emptySquareCount(); }

    // Forget every stored result, in constant time (as a fresh table would).
    // Not needed between moves, nor between games: entries are keyed by whole
    // positions, so they stay true.
    void clearTable();

    // How many threads search (1 to 64; 1 by default): with more, a search
    // that lasts more than a few thousand nodes is searched by every thread
    // at once on the one table, as Connect Four's is (see
    // core/solver/README.md, Quarto); the scores are the same. Not while a
    // search runs.
    void setThreads(int threads);
    int threads() const { return static_cast<int>(m_helpers.size()) + 1; }

    // The nodes searched by every thread, since the solver was made.
    std::uint64_t nodes() const;
    std::size_t tableBytes() const { return m_slotCount * sizeof(Entry); }
    // The table has 2^tableBits() slots.
    int tableBits() const { return m_tableBits; }

private:
    // Bitboards of the position: which squares hold a piece, and for each
    // attribute which squares hold a piece with that attribute's bit set.
    struct Node {
        std::array<SquareSet, kAttributeCount> attribute{};
        SquareSet occupied = 0;
        PieceSet remaining = 0;
        Piece hand = kNoPiece;
        int empty = 0;
    };
    struct Key {
        std::uint64_t high = 0, low = 0;
    };
    // Key bits plus the stored bound, generation and value (see store()).
    // Threads share the table without locks: `check` is the entry's high
    // word XOR `data`, so a slot read while another thread writes it (one
    // word old, one new) fails the key check and reads as empty.
    struct Entry {
        std::atomic<std::uint64_t> check{0}, data{0};
    };
    // What the threads of one search share besides the table.
    struct Shared {
        std::atomic<bool> stopAll{false};
        // The keys' low words of the nodes being searched within kSharedPlies
        // of the root (one a slot, 0 for none): a hint, so a collision only
        // changes the order of the moves.
        std::array<std::atomic<std::uint64_t>, 4096> busy{};
    };

    static Node nodeOf(const Quarto &game);
    // The node after placing the piece in hand on `square`, before the give
    // (no piece in hand; `remaining` as it was).
    static Node placedOn(const Node &node, int square);
    static Node childOf(const Node &node, int square, Piece given);
    PieceSet winningPieces(const std::array<SquareSet, kAttributeCount> &attribute, SquareSet occupied) const;
    PieceSet winningAfterPlacing(const Node &node, int square) const;
    // Per attribute, what a node's lines are for the piece in hand.
    struct HandSides;
    // The safe gives after placing the piece in hand on a square of a node,
    // square by square: what does not depend on the square is looked up once.
    class SafeGives;
    // The safe gives after placing on each empty square; false if none at all.
    static bool safeGives(const SafeGives &gives, std::array<PieceSet, kSquareCount> &safe);
    // At 2 empty squares (one piece left besides the hand's): whether the
    // hand can go on one of them so that the last piece does not win on the
    // other, that is, whether the side to move has a safe move.
    bool lastPieceCanBeSafe(const Node &node) const;
    // negamax() below the depth that orders its moves, for nodes of kEmpty
    // empty squares (5, and 3 as a root): each square's safe gives are found
    // only when the search reaches it, since a cut-off on an early square
    // leaves the others unlooked at.
    template <int kEmpty>
    int negamaxUnordered(const Node &node, int alpha, int beta);
    // A node of 4 empty squares, not searched: see quartolastfour.h.
    int lastFourScore(const Node &node, int alpha, int beta) const;
    // How many safe moves the opponent has after each safe move of a node.
    class ReplyCounter;
    Key canonicalKey(const Node &node) const;
    std::optional<int> scoreOf(const Node &node, bool weak, int floor = std::numeric_limits<int>::min());
    // negamax() returns this, with `deferIfBusy`, for a node that another
    // thread is searching now (see kSharedPlies in the .cpp).
    static constexpr int kBusy = 1000;
    int negamax(const Node &node, int alpha, int beta, bool deferIfBusy = false);
    // `job` on this thread, and on the helpers too once it has run long
    // enough; the first to finish answers. nullopt if stopped.
    std::optional<int> onEveryThread(int rootEmpty, const std::function<std::optional<int>(QuartoSolver &)> &job);
    // A null window (or any window) of `node` searched on every thread.
    std::optional<int> searchWindow(const Node &node, int alpha, int beta);
    // A helper thread's solver: the same rule and table as `main`.
    QuartoSolver(const QuartoSolver &main, int threadIndex);
    // Whether playing `m` keeps the position's `score`; nullopt if stopped.
    std::optional<bool> keepsScore(const Quarto &game, const Node &node, Move m, int score);
    // The entry's low word (see store()), or 0 if the table has none for the key.
    std::uint64_t probe(const Key &key) const;
    void store(const Key &key, int value, bool lowerBound);
    std::size_t slotOf(const Key &key) const;
    void start(const SearchControl *control, Deadline deadline);

    bool m_squareRule;
    int m_tableBits;
    // For each set of squares x, the squares outside x that complete a line
    // whose other three squares are in x (for this rule's lines).
    const std::vector<SquareSet> &m_completers;
    const std::vector<QuartoSquarePermutation> &m_symmetries;
    // The symmetries as byte tables: the image of the low and high byte of a
    // 16-bit square set, so a set is mapped with two lookups.
    std::vector<std::array<std::array<SquareSet, 256>, 2>> m_mapBytes;
    TableMemory m_ownTable; // null in a helper
    Entry *m_table; // the main solver's
    std::size_t m_slotCount;
    std::size_t m_slotMask;
    std::uint16_t m_generation = 1;
    NodeCounter m_counter;

    // Threads. The main solver owns the helpers (one a thread beyond the
    // caller's) and what they share; each helper points to it.
    std::vector<std::unique_ptr<QuartoSolver>> m_helpers;
    std::unique_ptr<Shared> m_ownShared;
    Shared *m_shared = nullptr; // null with one thread
    int m_threadIndex = 0; // 0: the caller's
    int m_rootEmpty = 0; // of the current search, for kSharedPlies
};

} // namespace quatre
