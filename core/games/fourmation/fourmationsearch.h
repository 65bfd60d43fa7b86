// The 4Mation solver's search, one thread's worth (Search); the engine that
// runs it on one thread or several is in fourmationsolver.cpp.
//

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
#pragma once

#include "core/games/fourmation/fourmationsolver.h"

#include "core/games/fourmation/fourmation.h"
#include "core/games/fourmation/fourmationbitgeometry.h"
#include "core/games/fourmation/fourmationhandover.h"
#include "core/games/fourmation/fourmationmoveorder.h"
#include "core/games/fourmation/fourmationpairing.h"
#include "core/games/fourmation/fourmationprobes.h"
#include "core/games/fourmation/fourmationtable.h"
#include "core/solver/busymark.h"
#include "core/solver/nodecounter.h"
#include "core/solver/searchwindow.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <cassert>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <mutex>
#include <optional>
#include <type_traits>
#include <utility>
#include <variant>

namespace quatre::fourmation_detail {

// Internal linkage, though in a header: fourmationsolver.cpp alone includes
// it, and GCC inlines a local function's callees more eagerly (with
// external linkage it kept searchMoves() and the move sort out of line, and
// one thread ran 15 % more instructions).
namespace {

using fourmation_bits::bitCount;
using fourmation_bits::lowestBit;
using fourmation_handover::forcesHandOver;
using fourmation_handover::opponentForces;
using fourmation_handover::repliesAfter;
using fourmation_handover::safeMoves;

// What the threads of one search share besides the stop flag (see
// Search::kSharedPlies).
template <class B>
struct SharedSearch {
    static constexpr std::size_t kBusySlots = 4096;
    static constexpr std::size_t kTableLocks = 64;

    explicit SharedSearch(int log2Slots)
        : table(log2Slots)
    {}
    // The nodes within kSharedTablePlies of the root, each bucket read and
    // written under the lock of its stripe: a slot is four words, which
    // no atomic covers.
    FourMationTable<B> table;
    std::array<std::mutex, kTableLocks> locks;
    // The nodes being searched within kSharedPlies of the root, as
    // busyHash() (one a slot, 0 for none): a hint, so a collision only
    // changes the order of the moves.
    std::array<std::atomic<std::uint64_t>, kBusySlots> busy{};
    std::atomic<bool> stopAll{false};
};

// One search thread's state: its table (with other threads, of the nodes
// below kSharedTablePlies only), node count and when to stop, and the
// board's constants (each thread its own copy, next to its state).
//
// B is the bitboard type; FixedSize, when not 0, makes the board's size a
// compile-time constant, which lets the compiler fold the shifts.
//
// Aligned to a cache line, so that no other object shares one with it: a
// thread writes its node count and flags at every node, and two threads'
// Searches next to each other in memory made the short 7 x 7 positions
// take 1.4 times as long on two threads (not on every run: only where the
// allocator put them side by side).
template <class B, int FixedSize = 0>
class alignas(64) Search {
public:
    using Shared = SharedSearch<B>;

    Search(int n, bool officialRule, int log2Slots)
        : m_geometry(n)
        , m_officialRule(officialRule)
        , m_cells(n * n)
        , m_probes(n * n, officialRule)
        , m_table(log2Slots)
    {
        assert(log2Slots >= 1);
        if constexpr (sizeof(B) == 8) // the packed slot's fields sit above the cells
            assert((m_geometry.board() & ~FourMationTableEntry<B>::kCells) == 0);
    }

    // A search's starting position.
    struct Root {
        B own, opp; // the side to move's cubes, the opponent's
        int last; // the last cube's bit index, -1 before the first
        int plies;
    };
    static Root rootOf(const FourMation &game)
    {
        assert(!game.isOver());
        const int me = game.sideToMove();
        return Root{static_cast<B>(game.cubes(me)), static_cast<B>(game.cubes(1 - me)),
                    game.lastMove() == kNoMove ? -1 : lowestBitIndex(game.geometry().bit(game.lastMove())),
                    game.plyCount()};
    }

    // Resets the search state for a search of `root`. `shared`: what the
    // threads share, or null with one thread; `startHelpers`: called once on
    // the caller's thread when its search has searched kHelpersAfterNodes
    // nodes (see firstAnswer()), or null; `helper`: whether this is a
    // helper's thread.
    void begin(const Root &root, Shared *shared, std::function<void()> *startHelpers, const SearchControl *control,
               FourMationSolver::Deadline deadline, bool helper)
    {
        m_shared = shared;
        m_counter.begin(control, deadline, shared ? &shared->stopAll : nullptr, helper);
        m_counter.startHelpersAfter(startHelpers, kHelpersAfterNodes);
        m_shareUntil = root.plies + kSharedPlies;
        m_sharedTableUntil = root.plies + kSharedTablePlies;
    }

    // After begin(): the exact score of `root` (its sign when `weak`), or
    // nullopt if stopped.
    std::optional<int> solve(const Root &root, bool weak)
    {
        return m_shared ? solveFrom<true>(root, weak) : solveFrom<false>(root, weak);
    }
    // After begin(): the score of `root` for the window [alpha, beta]
    // (fail-soft), or nullopt if stopped.
    std::optional<int> searchWindow(const Root &root, int alpha, int beta)
    {
        assert(alpha < beta);
        const int r = m_shared ? search<true>(root, alpha, beta) : search<false>(root, alpha, beta);
        return m_counter.stopped() ? std::nullopt : std::optional<int>(r);
    }

    void clearTable() { m_table.clear(); }
    std::uint64_t nodes() const { return m_counter.nodes(); }
    std::size_t tableBytes() const { return m_table.bytes(); }

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
        return m_probes.solve(root.plies, weak, [&](int med) -> std::optional<int> {
            const int r = search<Parallel>(root, med, med + 1);
            return m_counter.stopped() ? std::nullopt : std::optional<int>(r);
        });
    }

    // Threads (FourMationSolver::setThreads()). Every thread runs the
    // caller's whole search (the null windows of solveFrom(), or one
    // window), the first to finish answers, and the others are then stopped
    // (see firstAnswer() in core/solver/firstanswer.h). What keeps them
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
        if (m_counter.count())
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
        const B safe = safeMoves(m_geometry, m_officialRule, legal, own, empty, theirWins);
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
                std::atomic<std::uint64_t> &slot = m_shared->busy[hash % Shared::kBusySlots];
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

    // Where the side to move may go after a cube on bit index `last` (-1
    // before the first): the free cells around it or, stuck under the
    // official rule, next to any opponent cube. None is a draw.
    [[gnu::always_inline]] B legalCells(int last, B opp, B empty) const
    {
        const B legal = (last >= 0 ? m_geometry.neighbours(last) : m_geometry.board()) & empty;
        if (!legal && m_officialRule)
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
        const std::lock_guard lock(m_shared->locks[place.bucket % Shared::kTableLocks]);
        return m_shared->table.probe(place.bucket, place.key, window, bestMove);
    }
    template <bool Parallel>
    [[gnu::always_inline]] void store(const TablePlace &place, int value, bool lower, std::uint64_t work, int bestMove)
    {
        if (!Parallel || !place.shared)
            return m_table.store(place.bucket, place.key, value, lower, work, bestMove);
        const std::lock_guard lock(m_shared->locks[place.bucket % Shared::kTableLocks]);
        m_shared->table.store(place.bucket, place.key, value, lower, work, bestMove);
    }
    // Past kSymmetricPlies, where most of the search is: the key that leaves
    // out who owns the dead cubes (see FourMationTableKey).
    [[gnu::always_inline]] FourMationTableKey<B> keyWithoutOwners(const Node &node, B legal) const
    {
        const B ownLive = node.own & node.ourLines.covered, oppLive = node.opp & node.theirLines.covered;
        const B dead = (node.own | node.opp) & ~ownLive & ~oppLive;
        FourMationTableKey<B> key{ownLive | dead | legal, oppLive | legal, dead, 0};
        if (m_officialRule) {
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
            const B replies = repliesAfter(m_geometry, m_officialRule, move, lowestBit(move), node.own, node.empty);
            if (wins
                && forcesHandOver(m_geometry, m_officialRule, move, replies, node.opp, node.empty, wins, nextToWins))
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
            if (!opponentForces(m_geometry, m_officialRule, moves.move(j), node.own, node.opp, node.empty,
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
        const std::uint64_t nodesBefore = m_counter.nodes();
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
            if (m_counter.stopped()) {
                score = 0;
                return true;
            }
            if (score >= window.beta) {
                store<Parallel>(place, score, true, m_counter.nodes() - nodesBefore,
                                storedMove(place, lowestBit(move)));
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
        store<Parallel>(place, best, false, m_counter.nodes() - nodesBefore, hint ? storedMove(place, hint - 1) : 0);
        return best;
    }

    const Geometry m_geometry;
    const bool m_officialRule;
    const int m_cells;
    const ScoreProbes m_probes;
    FourMationTable<B> m_table; // with other threads, the nodes below kSharedTablePlies only
    NodeCounter m_counter;

    // Threads (see kSharedPlies).
    Shared *m_shared = nullptr; // null with one thread
    int m_shareUntil = 0; // the ply count below which busy moves are put off (kSharedPlies)
    int m_sharedTableUntil = 0; // the ply count below which nodes use the shared table (kSharedTablePlies)
    bool m_deferIfBusy = false; // for the next node only (see kBusy)
};

} // namespace

} // namespace quatre::fourmation_detail
