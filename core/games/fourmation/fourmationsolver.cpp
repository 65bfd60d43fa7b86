#include "core/games/fourmation/fourmationsolver.h"

#include "core/games/fourmation/fourmationevaluation.h"
#include "core/solver/exactchoice.h"
#include "core/games/fourmation/fourmationbitgeometry.h"
#include "core/games/fourmation/fourmationhandover.h"
#include "core/games/fourmation/fourmationmoveorder.h"
#include "core/games/fourmation/fourmationpairing.h"
#include "core/games/fourmation/fourmationtable.h"
#include "core/solver/busymark.h"
#include "core/solver/searchwindow.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cassert>
#include <functional>
#include <mutex>
#include <optional>
#include <thread>
#include <type_traits>
#include <utility>
#include <variant>
#include <vector>

// Negamax with alpha-beta on the exact score, a null-window binary search on
// top of it (as the Connect Four solver), the two cuts that make 4Mation
// small, a third that makes long games shorter to prove, and a bound for
// the end of the game:
//
// - Win at once: when a legal cell completes four, the node is worth that win
//   and nothing else is searched.
// - Hand-over: the cube placed now decides where the opponent plays next
//   (around it, or with the official rule's fallback next to any of our
//   cubes), so a cube whose next cells include an opponent winning cell loses
//   at once. Any other move is worth more (the opponent's next chance to win
//   comes two cubes later), so hand-over moves are never searched; when every
//   legal move hands over, the node is that loss.
// - Forced hand-over: a move after which every reply of the opponent hands
//   us a win wins with the cube after next, the soonest a win can come once
//   there is none at once; so it is looked for before anything else, and
//   without one our first win is two cubes later again. The same, seen from
//   the opponent, is asked only where it alone would answer the window.
// - Pairing (fourmationpairing.h): a side whose every open line holds a pair
//   of free neighbouring cells, the pairs disjoint, never wins, as the other
//   side answers each cube on a pair with its other cell. Tried once 19
//   cells or fewer are free, where it often holds; and where the window
//   asks only whether we avoid a loss, on the position after each of our
//   moves before any move is searched.
//
// The transposition table (fourmationtable.h) keys a position by the side
// to move's cubes, the opponent's and the cells where this cube may go (so
// two last cubes with the same free cells around them make one position),
// and leaves out who owns the cubes no four can use any more (see
// FourMationTableKey); near the root (up to kSymmetricPlies cubes) by its
// smallest image under the 8 symmetries of the square, which makes the
// empty board's first moves 6 instead of 36 on 6 x 6. Each slot also keeps
// the move that cut off, tried first when the next null window comes back
// to the position, and (to a power of two) the nodes its result cost, so
// that the results near the root are not pushed out by the many cheap ones
// below.
//
// It runs on the game's own bitboards, narrowed to a 64-bit word up to
// 7 x 7 (fourmationbitgeometry.h); the sizes up to 7 get their own instance
// of the template, with the shifts folded to constants.

namespace quatre {

namespace {

using fourmation_bits::bitCount;
using fourmation_bits::lowestBit;
using fourmation_handover::forcesHandOver;
using fourmation_handover::opponentForces;
using fourmation_handover::repliesAfter;
using fourmation_handover::safeMoves;

} // namespace

class FourMationSolver::Engine {
public:
    virtual ~Engine() = default;
    virtual std::optional<int> solve(const FourMation &game, bool weak, const SearchControl *control,
                                     FourMationSolver::Deadline deadline) = 0;
    virtual std::optional<int> searchWindow(const FourMation &game, int alpha, int beta, const SearchControl *control,
                                            FourMationSolver::Deadline deadline) = 0;
    virtual void clearTable() = 0;
    virtual void setThreads(int threads) = 0;
    virtual int threads() const = 0;
    virtual std::uint64_t nodes() const = 0;
    virtual std::size_t tableBytes() const = 0;
    int size = 0;
    bool officialRule = false;
};

namespace {

template <class B, int FixedSize = 0>
class SolverEngine final : public FourMationSolver::Engine {
public:
    SolverEngine(int n, bool official, int log2Slots)
        : m_geometry(n)
        , m_cells(n * n)
        , m_log2Slots(log2Slots)
        , m_table(log2Slots)
    {
        assert(log2Slots >= 1);
        size = n;
        officialRule = official;
        if constexpr (sizeof(B) == 8) // the packed slot's fields sit above the cells
            assert((m_geometry.board() & ~FourMationTableEntry<B>::kCells) == 0);
    }

    std::optional<int> solve(const FourMation &game, bool weak, const SearchControl *control,
                             FourMationSolver::Deadline deadline) override
    {
        const Root root = start(game, control, deadline);
        return onEveryThread(root, [&](SolverEngine &engine) {
            return engine.m_shared ? engine.template solveFrom<true>(root, weak)
                                   : engine.template solveFrom<false>(root, weak);
        });
    }

    std::optional<int> searchWindow(const FourMation &game, int alpha, int beta, const SearchControl *control,
                                    FourMationSolver::Deadline deadline) override
    {
        assert(alpha < beta);
        const Root root = start(game, control, deadline);
        return onEveryThread(root, [&](SolverEngine &engine) -> std::optional<int> {
            const int r = engine.m_shared ? engine.template search<true>(root, alpha, beta)
                                          : engine.template search<false>(root, alpha, beta);
            return engine.m_stopped ? std::nullopt : std::optional<int>(r);
        });
    }

    void clearTable() override
    {
        m_table.clear();
        if (m_ownShared)
            m_ownShared->table.clear();
        for (const auto &helper : m_helpers)
            helper->m_table.clear();
    }

    void setThreads(int threads) override
    {
        threads = std::clamp(threads, 1, kMaxThreads);
        if (threads > 1 && !m_ownShared)
            m_ownShared = std::make_unique<Shared>(m_log2Slots);
        if (threads == 1)
            m_ownShared.reset(); // alone, every node goes to this thread's table
        m_shared = m_ownShared.get();
        while (static_cast<int>(m_helpers.size()) > threads - 1) {
            m_retiredNodes += m_helpers.back()->m_nodes; // nodes() stays a running total
            m_helpers.pop_back();
        }
        while (static_cast<int>(m_helpers.size()) < threads - 1)
            m_helpers.push_back(std::make_unique<SolverEngine>(size, officialRule, m_log2Slots));
        for (const auto &helper : m_helpers)
            helper->m_shared = m_shared;
    }
    int threads() const override { return static_cast<int>(m_helpers.size()) + 1; }

    std::uint64_t nodes() const override
    {
        std::uint64_t sum = m_nodes + m_retiredNodes;
        for (const auto &helper : m_helpers)
            sum += helper->m_nodes;
        return sum;
    }
    std::size_t tableBytes() const override
    {
        std::size_t bytes = m_table.bytes() + (m_ownShared ? m_ownShared->table.bytes() : 0);
        for (const auto &helper : m_helpers)
            bytes += helper->m_table.bytes();
        return bytes;
    }

private:
    using Geometry = FourMationBitGeometry<B, FixedSize>;
    using OpenLines = typename Geometry::OpenLines;
    static constexpr int kMaxCells = FourMationGeometry::kMaxCells;
    using MoveList = FourMationMoveList<B, kMaxCells>;

    // Up to how many cubes placed the table keys are made symmetric.
    static constexpr int kSymmetricPlies = 8;
    // The pairing bound is tried from this many free cells down (on 7 x 7,
    // from 11 to 23 came within 5 % of each other).
    static constexpr int kPairingFreeCells = 19;
    // Under the official rule, the two probes next to 0 come first once
    // the scores left around 0 span this many or fewer. On 7 x 7 after 8
    // cubes the halving probes leave [-4, 9] after five probes: with 14 the
    // draws go straight to 0 from there instead of asking about a win by
    // 4 first (the slowest positions 5 % fewer nodes, the mean the same;
    // with 8, the value before the move order counted open lines, the
    // draws paid for that probe; with 30 the mean is 10 to 20 % higher).
    static constexpr int kDrawProbeSpan = 14;

    // The next null window of solve(), "is the score above med?", for the
    // scores [min, max] still open. Under the draw-when-stuck rule most
    // positions are draws (every board up to 6 x 6 is): the two probes
    // around 0 settle a draw, so those come first, and a win or a loss is
    // then found from its slow end outwards, doubling the step. Under the
    // official rule most positions are won or lost: there the probes from
    // the far ends (`bisect`), cheap because only quick wins count, fill the
    // table with the cutting moves and bounds that make the probes near 0
    // cheap (measured: twice fewer nodes on 6 x 6 for the draw-when-stuck
    // rule one way, six times fewer for the official rule the other way);
    // the draw-when-stuck rule switches to them once a probe overshoots.
    //
    // Under the official rule, once what is left around 0 is narrow
    // (kDrawProbeSpan), the two probes next to 0 come first, as a draw (the
    // commonest result there) needs both and nothing else; and a probe that
    // would ask whether the root survives past a possible loss asks instead
    // whether it survives up to it. Both measured on three sets of 200
    // 7 x 7 positions after 8 cubes: 8 % fewer nodes in all, the slow
    // losses a third fewer (see core/solver/README.md).
    int nextProbe(int min, int max, int step, bool bisect, bool weak, int plies) const
    {
        if (bisect && !weak && min <= 0 && max >= 0 && max - min <= kDrawProbeSpan)
            return min < 0 ? -1 : 0;
        if (bisect) {
            int med = min + (max - min) / 2;
            if (med <= 0 && min / 2 < med)
                med = min / 2;
            else if (med >= 0 && max / 2 > med)
                med = max / 2;
            if (med < 0 && possibleScore(med, plies) && med - 1 >= min) // never when weak: med is 0 or -1 there
                --med;
            return med;
        }
        if (min <= 0 && max > 0)
            return 0;
        if (min < 0 && max == 0)
            return -1;
        if (min > 0)
            return std::min(min + step - 1, max - 1);
        return std::max(max - step, min);
    }

    // Whether `score` can be exact for a position with `plies` cubes placed.
    // Cubes alternate, so the side to move's wins come with every other
    // cube from plies + 1 and its losses with every other one from plies +
    // 2: each kind has one parity, the parity of its soonest score.
    bool possibleScore(int score, int plies) const
    {
        if (score == 0)
            return true;
        const int soonest = score > 0 ? m_cells - plies : plies + 1 - m_cells;
        return (score - soonest) % 2 == 0;
    }

    // A search's starting position, and the search state reset for it.
    struct Root {
        B own, opp; // the side to move's cubes, the opponent's
        int last; // the last cube's bit index, -1 before the first
        int plies;
    };
    Root start(const FourMation &game, const SearchControl *control, FourMationSolver::Deadline deadline)
    {
        assert(game.size() == size && game.officialRule() == officialRule && !game.isOver());
        const int me = game.sideToMove();
        const Root root{static_cast<B>(game.cubes(me)), static_cast<B>(game.cubes(1 - me)),
                        game.lastMove() == kNoMove ? -1 : lowestBitIndex(game.geometry().bit(game.lastMove())),
                        game.plyCount()};
        begin(root, control, deadline);
        return root;
    }
    void begin(const Root &root, const SearchControl *control, FourMationSolver::Deadline deadline)
    {
        m_control = control;
        m_deadline = deadline;
        m_stopped = false;
        m_shareUntil = root.plies + kSharedPlies;
        m_sharedTableUntil = root.plies + kSharedTablePlies;
    }
    // `Parallel`: beside other threads (see kSharedPlies). The search on
    // one thread is compiled apart, without what sharing costs at every
    // node: with run-time checks instead, one thread ran 9 % more
    // instructions (cachegrind, 7 x 7 after 4 cubes).
    template <bool Parallel>
    int search(const Root &root, int alpha, int beta)
    {
        const B occupied = root.own | root.opp;
        return negamax<Parallel>(root.own, root.opp, root.last, root.plies, alpha, beta,
                                 m_geometry.winningCells(root.own, occupied),
                                 m_geometry.winningCells(root.opp, occupied), m_geometry.openLines(root.own));
    }

    // The exact score of `root` (its sign when `weak`); nullopt if stopped.
    template <bool Parallel>
    std::optional<int> solveFrom(const Root &root, bool weak)
    {
        const int plies = root.plies;
        int min = plies + 1 - m_cells, max = m_cells - plies;
        if (weak) {
            min = -1;
            max = 1;
        }
        // Narrow [min, max] with null-window searches ("is the score above
        // med?"), in the order nextProbe() picks; the bounds skip the scores
        // that cannot happen (possibleScore()).
        const auto narrowToPossible = [&] {
            if (weak) // [-1, 1] stands for the signs, not for scores
                return;
            while (min < max && !possibleScore(min, plies))
                ++min;
            while (min < max && !possibleScore(max, plies))
                --max;
        };
        narrowToPossible();
        bool bisect = officialRule;
        int step = 1;
        while (min < max) {
            const int med = nextProbe(min, max, step, bisect, weak, plies);
            const int r = search<Parallel>(root, med, med + 1);
            if (m_stopped)
                return std::nullopt;
            const bool overshot = (min > 0 && r <= med) || (max < 0 && r > med);
            if (r <= med)
                max = r;
            else
                min = r;
            step *= 2;
            bisect = bisect || overshot;
            narrowToPossible();
        }
        return min;
    }

    // Threads (setThreads()). Every thread runs the caller's whole search
    // (the binary search of solveFrom(), or one window), the first to
    // finish answers, and the others are then stopped. What keeps them
    // apart, and what they share, is Connect Four's design (see
    // connectfoursearch.h): within kSharedPlies of the root, a node that
    // another thread is searching at that moment is put off until its
    // parent's other moves are done ("simplified ABDADA"; a node's first
    // move never is); every thread takes the moves in the same order; and
    // only the nodes within kSharedTablePlies of the root go to the table
    // the threads share, those below to the thread's own, which stays in
    // its core's cache. A node is known as busy by its table key, so that
    // the images of a position under the square's symmetries, and the
    // orders of the same cubes, are one node: known by the cubes as
    // placed, the threads searched the empty 7 x 7 board's symmetric
    // first moves side by side (61.7 M nodes on two threads, against
    // 33.7 M, and 32.6 M on one). Sharing 8 and 12 plies did as well as
    // any of 4 to 30; from 20 table plies the locks and the other core's
    // cache lines cost more than the results save.
    static constexpr int kSharedPlies = 8;
    static constexpr int kSharedTablePlies = 12;
    // How many nodes the caller's thread searches before the helpers start,
    // some 4 ms: most searches of a game are shorter, and for those a
    // thread would cost more to start than it saves.
    static constexpr std::uint64_t kHelpersAfterNodes = 65536;
    static constexpr int kMaxThreads = 64;
    static constexpr std::size_t kBusySlots = 4096;
    static constexpr std::size_t kTableLocks = 64;

    // What the threads of one search share besides the table.
    struct Shared {
        explicit Shared(int log2Slots)
            : table(log2Slots)
        {}
        // The nodes within kSharedTablePlies of the root, each bucket read and
        // written under the lock of its stripe: a slot is four words, which
        // no atomic covers (the locks are part of what sharing costs the
        // caller's thread, see core/solver/README.md, 4Mation).
        FourMationTable<B> table;
        std::array<std::mutex, kTableLocks> locks;
        // The nodes being searched within kSharedPlies of the root, as
        // busyHash() (one a slot, 0 for none): a hint, so a collision only
        // changes the order of the moves.
        std::array<std::atomic<std::uint64_t>, kBusySlots> busy{};
        std::atomic<bool> stopAll{false};
    };

    // `job` on this thread, and on the helpers too once it has searched
    // kHelpersAfterNodes nodes; the first answer found. nullopt if stopped.
    template <class Job>
    std::optional<int> onEveryThread(const Root &root, const Job &job)
    {
        if (m_helpers.empty())
            return job(*this);
        m_shared->stopAll.store(false, std::memory_order_relaxed);
        std::vector<std::optional<int>> helperResults(m_helpers.size());
        std::vector<std::jthread> threads; // declared last: joined first
        std::function<void()> startHelpers = [&] {
            for (std::size_t i = 0; i < m_helpers.size(); ++i) {
                m_helpers[i]->begin(root, m_control, m_deadline);
                threads.emplace_back([&, i] {
                    helperResults[i] = job(*m_helpers[i]);
                    if (helperResults[i]) // the answer: the others may stop
                        m_shared->stopAll.store(true, std::memory_order_relaxed);
                });
            }
        };
        m_nodesAtStart = m_nodes;
        m_startHelpers = &startHelpers;
        std::optional<int> result = job(*this);
        m_startHelpers = nullptr;
        m_shared->stopAll.store(true, std::memory_order_relaxed);
        threads.clear();
        for (const std::optional<int> &helperResult : helperResults)
            if (!result)
                result = helperResult;
        // A search stopped because another thread answered is not a stopped one.
        m_stopped = !result;
        return result;
    }

    // negamax() returns this, when asked to put off a node that another
    // thread is searching (see kSharedPlies): no score is as large.
    static constexpr int kBusy = 1000;
    // A table key as the put-off of busy nodes knows it.
    static std::uint64_t busyHash(const FourMationTableKey<B> &key)
    {
        std::uint64_t h = fold(key.own) * 0x9e3779b97f4a7c15ULL ^ fold(key.theirs) * 0xc2b2ae3d27d4eb4fULL
            ^ fold(key.dead) * 0x165667b19e3779f9ULL ^ fold(key.fallback);
        h ^= h >> 29;
        h *= 0xbf58476d1ce4e5b9ULL;
        h ^= h >> 32;
        return h | 1;
    }
    static std::uint64_t fold(B x)
    {
        std::uint64_t h = static_cast<std::uint64_t>(x);
        if constexpr (sizeof(B) > 8)
            h ^= static_cast<std::uint64_t>(x >> 64) * 0x94d049bb133111ebULL;
        return h;
    }

    // A node that has a move to make and cannot win with it: its position,
    // both sides' winning cells and the lines each can still complete.
    struct Node {
        B own, opp; // the side to move's cubes, the opponent's
        B empty;
        int plies;
        B myWins, theirWins;
        // Held by reference, so that the compiler may keep the node's
        // fields in registers: the children are handed ourLines by address,
        // and a node that held it would have to live in memory (measured:
        // 1 % more instructions a node).
        const OpenLines &ourLines; // openLines(opp), handed to the children
        const OpenLines &theirLines; // openLines(own), from the parent
    };

    // The helpers it calls at every node are marked always_inline (here and
    // in the table, move order and geometry headers): with two instances of
    // negamax, one thread and several, GCC stopped inlining them, and one
    // thread ran 17 % more instructions.
    //
    // Precondition: the game is not over. `own` are the side to move's cubes;
    // `myWins` and `theirWins` the free cells where one more cube completes
    // four for each side (exactly winningCells(), handed down because the
    // parent has them already), `theirLines` the lines the opponent can
    // still complete (openLines(own): the parent's ourLines).
    template <bool Parallel>
    int negamax(B own, B opp, int last, int plies, int alpha, int beta, B myWins, B theirWins,
                const OpenLines &theirLines)
    {
        assert(myWins == m_geometry.winningCells(own, own | opp)
               && theirWins == m_geometry.winningCells(opp, own | opp));
        bool deferIfBusy = false;
        if constexpr (Parallel) // for this node only, not its children
            deferIfBusy = std::exchange(m_deferIfBusy, false);
        if (shouldStop())
            return 0;
        const B empty = m_geometry.board() & ~(own | opp);
        const B legal = legalCells(last, opp, empty);
        if (!legal)
            return 0; // nowhere to go: a draw
        if (legal & myWins)
            return m_cells - plies;

        const OpenLines ourLines = m_geometry.openLines(opp);
        const Node node{own, opp, empty, plies, myWins, theirWins, ourLines, theirLines};
        const TablePlace place = tablePlace<Parallel>(node, legal);
        // The slot is wanted only after the bounds and the move list below:
        // asked for now, it is on its way from memory meanwhile (7 % faster
        // on the slowest 7 x 7 positions).
        tableOf<Parallel>(place).prefetch(place.bucket);
        SearchWindow window{alpha, beta};
        if (pairingSettles(node, window))
            return 0;
        const B safe = safeMoves(m_geometry, officialRule, legal, own, empty, theirWins);
        if (!safe)
            return plies + 1 - m_cells; // every move hands over: lost to the opponent's next cube

        // We cannot win with this cube: at best with the one after next
        // (cubes alternate: ours makes plies + 1, then theirs, then ours
        // plies + 3), and only if a move forces the opponent to hand us a
        // win. That is an exact value, so it is looked for first, while the
        // moves are listed, on the winning cells each safe move makes (none
        // while our best line needs three cubes or more: one more cube
        // leaves it two short). Our winning cells after a safe move are
        // myWins (none of them is legal, so it takes none) and new ones only
        // on a line it shares with two of our cubes (makesWins): only those
        // moves need winningCells(). The same lines say when our best line
        // needs two.
        const B makesWins = m_geometry.cellsOfLinesWithTwo(own, ourLines);
        MoveList moves;
        if (listMovesUnlessOneForces(node, safe, makesWins, moves))
            return m_cells - plies - 2;
        const int ourNeed = myWins ? 1 : makesWins ? 2 : m_geometry.cubesToComplete(own, ourLines);
        if (const int max = ceilingWithoutForcedWin(ourNeed, plies); window.lowerTo(max))
            return max;
        const int theirNeed = theirWins ? 1 : m_geometry.cubesToComplete(opp, theirLines);
        if (const int min = floorAfterSafeMove(theirNeed, plies); window.raiseTo(min))
            return min;
        if (theirNeed <= 2 && laterLossProved(node, moves, window))
            return plies + 6 - m_cells - 1;

        int tableMove = 0;
        if (const std::optional<int> bound = probe<Parallel>(place, window, tableMove))
            return *bound;
        // Near the root with other threads: put off if another thread is
        // here, else say that this one is, until it leaves.
        // (Alone, no mark at all: its destructor would cost every node.)
        [[maybe_unused]] std::conditional_t<Parallel, BusyMark, std::monostate> busyMark;
        if constexpr (Parallel) {
            if (plies < m_shareUntil) {
                const std::uint64_t hash = busyHash(place.key);
                std::atomic<std::uint64_t> &slot = m_shared->busy[hash % kBusySlots];
                if (deferIfBusy && slot.load(std::memory_order_relaxed) == hash)
                    return kBusy;
                busyMark.set(slot, hash);
            }
        }
        // The move that cut off when the position was last searched (with
        // another window), turned from the table's frame into ours.
        const int hint = tableMove ? m_geometry.inverse(place.frame, tableMove - 1) + 1 : 0;
        if (const B move = movePairingThemOff(node, moves, window)) {
            store<Parallel>(place, 0, true, 1, storedMove(place, lowestBit(move)));
            return 0;
        }
        if (moves.size() > 1) {
            const FourMationMoveOrder<B, FixedSize> order(m_geometry, own, ourLines.starts, theirWins, hint);
            moves.sortBy([&](B move, B wins, int safeReplies) { return order.key(move, wins, safeReplies); });
        }
        return searchMoves<Parallel>(node, moves, window, place, hint);
    }

    // Counts the node; every 4096 nodes, asks whether the search is to stop
    // (cancelled, past the deadline, or another thread has the answer), and
    // starts the helper threads once the search has proved long enough.
    bool shouldStop()
    {
        ++m_nodes;
        if ((m_nodes & 4095) == 0)
            poll();
        return m_stopped;
    }
    [[gnu::noinline]] void poll()
    {
        if ((m_control && m_control->isCancelled()) || (m_deadline && std::chrono::steady_clock::now() >= *m_deadline)
            || (m_shared && m_shared->stopAll.load(std::memory_order_relaxed)))
            m_stopped = true;
        else if (m_startHelpers && m_nodes - m_nodesAtStart >= kHelpersAfterNodes)
            std::exchange(m_startHelpers, nullptr)->operator()();
    }

    // Where the side to move may go after a cube on bit index `last` (-1
    // before the first): the free cells around it or, stuck under the
    // official rule, next to any opponent cube. None is a draw.
    [[gnu::always_inline]] B legalCells(int last, B opp, B empty) const
    {
        const B legal = (last >= 0 ? m_geometry.neighbours(last) : m_geometry.board()) & empty;
        if (!legal && officialRule)
            return m_geometry.around(opp) & empty;
        return legal;
    }

    // Where a node's result lives in the table: its key, the symmetry of the
    // square that maps the position to the key's frame (moves are stored in
    // that frame, so that every image of the position can use them), its
    // bucket, and whether it is in the table the threads share.
    struct TablePlace {
        FourMationTableKey<B> key;
        std::size_t frame;
        std::size_t bucket;
        bool shared;
    };
    template <bool Parallel>
    [[gnu::always_inline]] TablePlace tablePlace(const Node &node, B legal) const
    {
        TablePlace place;
        if (node.plies > kSymmetricPlies) {
            place.key = keyWithoutOwners(node, legal);
            place.frame = 0;
        } else {
            place.key = {node.own | legal, node.opp | legal, 0, 0};
            place.frame = toSmallestImage(place.key);
        }
        place.bucket = m_table.bucketOf(place.key); // the shared table is as large
        place.shared = Parallel && node.plies < m_sharedTableUntil;
        return place;
    }
    template <bool Parallel>
    [[gnu::always_inline]] FourMationTable<B> &tableOf(const TablePlace &place)
    {
        return Parallel && place.shared ? m_shared->table : m_table;
    }
    template <bool Parallel>
    [[gnu::always_inline]] std::optional<int> probe(const TablePlace &place, SearchWindow &window, int &bestMove)
    {
        if (!Parallel || !place.shared)
            return m_table.probe(place.bucket, place.key, window, bestMove);
        const std::lock_guard lock(m_shared->locks[place.bucket % kTableLocks]);
        return m_shared->table.probe(place.bucket, place.key, window, bestMove);
    }
    template <bool Parallel>
    [[gnu::always_inline]] void store(const TablePlace &place, int value, bool lower, std::uint64_t work, int bestMove)
    {
        if (!Parallel || !place.shared)
            return m_table.store(place.bucket, place.key, value, lower, work, bestMove);
        const std::lock_guard lock(m_shared->locks[place.bucket % kTableLocks]);
        m_shared->table.store(place.bucket, place.key, value, lower, work, bestMove);
    }
    // Past kSymmetricPlies, where most of the search is: the key that leaves
    // out who owns the dead cubes (see FourMationTableKey).
    [[gnu::always_inline]] FourMationTableKey<B> keyWithoutOwners(const Node &node, B legal) const
    {
        const B ownLive = node.own & node.ourLines.covered, oppLive = node.opp & node.theirLines.covered;
        const B dead = (node.own | node.opp) & ~ownLive & ~oppLive;
        FourMationTableKey<B> key{ownLive | dead | legal, oppLive | legal, dead, 0};
        if (officialRule) {
            key.dead |= m_geometry.around(node.own & dead) & node.empty & ~m_geometry.around(ownLive);
            key.fallback = m_geometry.around(node.opp & dead) & node.empty & ~m_geometry.around(oppLive);
        }
        return key;
    }
    // Near the root, where whole subtrees hang on a node and the empty
    // board's symmetries are still around: turns `key` (own and theirs
    // only) into its smallest image, and returns the symmetry that does it.
    std::size_t toSmallestImage(FourMationTableKey<B> &key) const
    {
        const B baseOwn = key.own, baseTheirs = key.theirs;
        std::size_t frame = 0;
        for (std::size_t g = 1; g < 8; ++g) {
            const B imageTheirs = m_geometry.image(baseTheirs, g);
            const B imageOwn = m_geometry.image(baseOwn, g);
            if (imageTheirs < key.theirs || (imageTheirs == key.theirs && imageOwn < key.own)) {
                key.theirs = imageTheirs;
                key.own = imageOwn;
                frame = g;
            }
        }
        return frame;
    }
    // The move on bit index `at` as the table keeps it: in the table's
    // frame, + 1 (0 is for none).
    int storedMove(const TablePlace &place, int at) const { return m_geometry.symmetric(place.frame, at) + 1; }

    // A side whose every open line the other side can pair off
    // (fourmationpairing.h) never wins. Asked only where that alone
    // answers the window (we cannot win, when the window asks for a win;
    // they cannot, when it asks whether we avoid a loss) and only near
    // the end, where it often holds: on 7 x 7 after 8 cubes, a fifth
    // fewer nodes, on the slowest positions a quarter (see
    // core/solver/README.md). A winning cell is a line with one free cell,
    // which no pair fits. True when the node is worth 0 for the window.
    [[gnu::always_inline]] bool pairingSettles(const Node &node, const SearchWindow &window) const
    {
        if (m_cells - node.plies > kPairingFreeCells)
            return false;
        if (window.alpha >= 0 && !node.myWins
            && pairingBlocks(node.ourLines.starts, node.empty, m_geometry.lineShifts()))
            return true;
        return window.beta <= 0 && !node.theirWins
            && pairingBlocks(node.theirLines.starts, node.empty, m_geometry.lineShifts());
    }

    // Lists the `safe` moves into `moves`, with what the move order needs
    // of each; stops and returns true at one that forces the opponent to
    // hand us a win. `makesWins`: the cells of the lines that hold two of
    // our cubes, where a move can make new winning cells.
    [[gnu::always_inline]] bool listMovesUnlessOneForces(const Node &node, B safe, B makesWins, MoveList &moves) const
    {
        const B occupied = node.own | node.opp;
        const B nextToMyWins = m_geometry.adjacentTo(node.myWins); // where an opponent cube hands us one
        for (B rest = safe; rest; rest &= rest - 1) {
            const B move = rest & (~rest + 1);
            const bool makesNewWins = move & makesWins;
            const B wins = makesNewWins ? m_geometry.winningCells(node.own | move, occupied | move) : node.myWins;
            const B nextToWins = makesNewWins ? m_geometry.adjacentTo(wins) : nextToMyWins;
            const B replies = repliesAfter(m_geometry, officialRule, move, lowestBit(move), node.own, node.empty);
            if (wins && forcesHandOver(m_geometry, officialRule, move, replies, node.opp, node.empty, wins, nextToWins))
                return true;
            // A reply next to one of our winning cells (other than the one
            // it takes) hands it to us. (Moves that leave no other reply are
            // never ordered: they win at once.)
            moves.add(move, wins, bitCount(replies & (~nextToWins | wins)));
        }
        return false;
    }

    // With no move that forces a hand-over, our first win is at plies + 5
    // or later, later still when our best line is more than two cubes
    // short (`ourNeed`), and never once the opponent's cubes cut every line
    // or the board fills first. This bound and the next are what cut the
    // probes for the exact distance of a win.
    [[gnu::always_inline]] int ceilingWithoutForcedWin(int ourNeed, int plies) const
    {
        const int ourFirstWin = plies + std::max(ourNeed <= 2 ? 5 : 3, 2 * ourNeed - 1);
        return ourNeed <= 4 && ourFirstWin <= m_cells ? m_cells + 1 - ourFirstWin : 0;
    }
    // A safe move does not lose to the opponent's next cube: at worst to
    // the one after (plies + 4), if they then force us to hand over; later
    // when their best line is more cubes short (`theirNeed`).
    [[gnu::always_inline]] int floorAfterSafeMove(int theirNeed, int plies) const
    {
        const int theirFirstWin = plies + std::max(4, 2 * theirNeed);
        return theirNeed <= 4 && theirFirstWin <= m_cells ? theirFirstWin - m_cells - 1 : 0;
    }

    // One safe move of ours after which no reply forces us puts their first
    // win at plies + 6. Looking for it costs three plies of replies, so it
    // is done only where that bound alone answers the window: at the depth
    // where the probes for a distance stop. Asked only while their best
    // line is two cubes or fewer from four.
    [[gnu::always_inline]] bool laterLossProved(const Node &node, const MoveList &moves,
                                                const SearchWindow &window) const
    {
        const int laterLoss = node.plies + 6 - m_cells - 1;
        if (node.plies + 6 > m_cells || laterLoss < window.beta)
            return false;
        for (int j = 0; j < moves.size(); ++j) {
            if (!opponentForces(m_geometry, officialRule, moves.move(j), node.own, node.opp, node.empty,
                                moves.winsAfter(j)))
                return true;
        }
        return false;
    }

    // When the window asks only whether we avoid a loss (beta <= 0), a
    // move after which the opponent's open lines (less those our cube
    // blocks) can all be paired off is enough: the child would answer
    // "no win for them" at once. So with more than one move (with one,
    // the child asks itself) every move is tried for it before any is
    // searched, which saves the search of the moves the order would
    // have put first (6 to 9 % fewer nodes on 7 x 7 after 8 cubes).
    // Returns that move, or 0.
    [[gnu::always_inline]] B movePairingThemOff(const Node &node, const MoveList &moves,
                                                const SearchWindow &window) const
    {
        if (window.beta > 0 || moves.size() <= 1 || m_cells - node.plies - 1 > kPairingFreeCells)
            return 0;
        for (int j = 0; j < moves.size(); ++j) {
            const B move = moves.move(j);
            if (!(node.theirWins & ~move)
                && pairingBlocks(m_geometry.linesAvoiding(node.theirLines.starts, move), node.empty & ~move,
                                 m_geometry.lineShifts()))
                return move;
        }
        return 0;
    }

    // Searches `moves` in their order and stores the result. Fail-soft:
    // when every move fails low, the node is worth at most the best bound
    // its children gave, which may be below alpha. That tighter bound,
    // stored and handed up, lets the next null window skip values no child
    // can reach (4 % fewer nodes on 7 x 7 after 8 cubes, 15 % on the empty
    // 6 x 6 board, official rule); the bounds are consistent, as the key
    // holds everything the value depends on.
    template <bool Parallel>
    [[gnu::always_inline]] int searchMoves(const Node &node, const MoveList &moves, SearchWindow window,
                                           const TablePlace &place, int hint)
    {
        const std::uint64_t nodesBefore = m_nodes;
        int best = -m_cells - 1;
        // Searches move i; true when that ends the node (stopped, or a cut-off).
        const auto cutsOff = [&](int i, int &score) {
            const B move = moves.move(i);
            // In the child the sides swap: its side to move has our
            // opponent's winning cells (less the one this cube may take), its
            // opponent has ours after this cube.
            score = -negamax<Parallel>(node.opp, node.own | move, lowestBit(move), node.plies + 1, -window.beta,
                                       -window.alpha, node.theirWins & ~move, moves.winsAfter(i), node.ourLines);
            if (Parallel && score == -kBusy)
                return false;
            if (m_stopped) {
                score = 0;
                return true;
            }
            if (score >= window.beta) {
                store<Parallel>(place, score, true, m_nodes - nodesBefore, storedMove(place, lowestBit(move)));
                return true;
            }
            best = std::max(best, score);
            window.alpha = std::max(window.alpha, score);
            return false;
        };
        int score = 0;
        if constexpr (!Parallel) {
            for (int i = 0; i < moves.size(); ++i)
                if (cutsOff(i, score))
                    return score;
        } else {
            // Near the root, a move whose position another thread is
            // searching now is put off to the end (see kSharedPlies, kBusy);
            // the first move never is.
            const bool share = node.plies < m_shareUntil;
            std::array<int, kMaxCells> deferred;
            int deferredCount = 0;
            for (int i = 0; i < moves.size(); ++i) {
                m_deferIfBusy = share && i > 0;
                if (cutsOff(i, score))
                    return score;
                if (score == -kBusy)
                    deferred[static_cast<std::size_t>(deferredCount++)] = i;
            }
            for (int d = 0; d < deferredCount; ++d)
                if (cutsOff(deferred[static_cast<std::size_t>(d)], score))
                    return score;
        }
        store<Parallel>(place, best, false, m_nodes - nodesBefore, hint ? storedMove(place, hint - 1) : 0);
        return best;
    }

    const Geometry m_geometry;
    int m_cells;
    int m_log2Slots;
    FourMationTable<B> m_table; // with other threads, the nodes below kSharedTablePlies only
    std::uint64_t m_nodes = 0;
    const SearchControl *m_control = nullptr;
    FourMationSolver::Deadline m_deadline;
    bool m_stopped = false;

    // Threads. The caller's engine owns the helpers (one a thread beyond its
    // own) and what they share; each helper points to it.
    std::vector<std::unique_ptr<SolverEngine>> m_helpers;
    std::unique_ptr<Shared> m_ownShared;
    Shared *m_shared = nullptr; // null with one thread
    std::uint64_t m_retiredNodes = 0; // of the helpers of an earlier setThreads()
    int m_shareUntil = 0; // the ply count below which busy moves are put off (kSharedPlies)
    int m_sharedTableUntil = 0; // the ply count below which nodes use the shared table (kSharedTablePlies)
    std::uint64_t m_nodesAtStart = 0;
    bool m_deferIfBusy = false; // for the next node only (see kBusy)
    std::function<void()> *m_startHelpers = nullptr; // set while this search may start the helpers
};

template <int N>
std::unique_ptr<FourMationSolver::Engine> makeEngine(bool official, int log2Slots)
{
    return std::make_unique<SolverEngine<std::uint64_t, N>>(N, official, log2Slots);
}

} // namespace

FourMationSolver::FourMationSolver(int size, bool officialRule, int log2TableSlots)
    : m_tableBits(log2TableSlots)
{
    assert(FourMation::isValidSize(size));
    switch (size) {
    case 3: m_engine = makeEngine<3>(officialRule, log2TableSlots); break;
    case 4: m_engine = makeEngine<4>(officialRule, log2TableSlots); break;
    case 5: m_engine = makeEngine<5>(officialRule, log2TableSlots); break;
    case 6: m_engine = makeEngine<6>(officialRule, log2TableSlots); break;
    case 7: m_engine = makeEngine<7>(officialRule, log2TableSlots); break;
    default: m_engine = std::make_unique<SolverEngine<CellSet>>(size, officialRule, log2TableSlots); break;
    }
}

FourMationSolver::~FourMationSolver() = default;

int FourMationSolver::size() const
{
    return m_engine->size;
}
bool FourMationSolver::officialRule() const
{
    return m_engine->officialRule;
}

std::optional<int> FourMationSolver::solve(const FourMation &game, bool weak, const SearchControl *control,
                                           Deadline deadline)
{
    const std::optional<int> score = m_engine->solve(game, weak, control, deadline);
    if (score && weak)
        return (*score > 0) - (*score < 0);
    return score;
}

std::optional<std::vector<std::optional<int>>> FourMationSolver::scoreMoves(const FourMation &game,
                                                                            const SearchControl *control,
                                                                            Deadline deadline)
{
    return scoreEveryMove(game, game.size() * game.size(), winNowScore(game),
                          [&](const FourMation &child) { return solve(child, false, control, deadline); });
}

std::optional<FourMationSolver::Choice> FourMationSolver::bestMove(const FourMation &game, const SearchControl *control,
                                                                   Deadline deadline)
{
    return chooseExactly<Choice>(
        game, winNowScore(game), [&](const FourMation &position) { return solve(position, false, control, deadline); },
        [&](const FourMation &child, int alpha, int beta) {
            return m_engine->searchWindow(child, alpha, beta, control, deadline);
        });
}

void FourMationSolver::clearTable()
{
    m_engine->clearTable();
}

void FourMationSolver::setThreads(int threads)
{
    m_engine->setThreads(threads);
}

int FourMationSolver::threads() const
{
    return m_engine->threads();
}

Verdict FourMationSolver::verdictOf(const FourMation &game, int score)
{
    if (score == 0)
        return Verdict{};
    // A win scores cells + 1 - p and a loss p - cells - 1, p the cubes on the
    // board after the last one; one cube is placed a ply.
    const int cells = game.size() * game.size();
    const int cubes = game.plyCount();
    return score > 0 ? Verdict{1, cells + 1 - score - cubes} : Verdict{-1, cells + 1 + score - cubes};
}
std::uint64_t FourMationSolver::nodes() const
{
    return m_engine->nodes();
}
std::size_t FourMationSolver::tableBytes() const
{
    return m_engine->tableBytes();
}

} // namespace quatre
