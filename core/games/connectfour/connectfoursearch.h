// The Connect Four solver's search, one thread's worth (Search); the engine
// that runs it on one thread or several is in connectfoursolver.cpp.
//
// The search is Pascal Pons's well-known design, written afresh: negamax with
// alpha-beta on the exact score, a null-window binary search on top of it,
// moves that lose at once pruned before they are tried, the remaining moves
// ordered by the threats they create (centre first on ties), and a
// transposition table of bounds. Two additions from later solvers: the
// claimeven bound (claimeven.h), which ends many searches of the first
// player's positions without a move and gives the second player's a floor
// before any move is searched, and forced moves played through without a
// table slot of their own. Together they made the reference sets' searches
// take 0.73 to 0.86 times as long, and 6 x 7 positions after 8 plies 0.61
// times (see core/solver/README.md).
//
// It runs on the bitboard of games/connectfour/bitboard.h. Boards that fit in
// 64 bits (columns x (rows + 1) <= 64, 6 x 7 and 7 x 8 among them) use a plain
// 64-bit word, which is about twice as fast as the 128-bit type the larger
// boards need; both are the same template.
#pragma once

#include "core/games/connectfour/connectfoursolver.h"

#include "core/games/connectfour/claimeven.h"
#include "core/games/connectfour/connectfourevaluation.h"
#include "core/games/connectfour/connectfourmovesorter.h"
#include "core/games/connectfour/connectfourtable.h"
#include "core/solver/exactchoice.h"
#include "core/solver/nodecounter.h"
#include "core/solver/searchwindow.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <cassert>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <type_traits>
#include <utility>
#include <vector>

namespace quatre::connectfour_detail {

inline int bitCount(std::uint64_t b)
{
    return std::popcount(b);
}
inline int bitCount(Bits b)
{
    return popcount(b);
}

// One search thread's state: its node count, when to stop, its move order,
// and the board's constants (each thread its own copy, next to its state).
// The table is the engine's, shared (see SolverEngine in connectfoursolver.cpp).
//
// B is the bitboard type; Check the type of a slot's check (see Slot), which
// must hold the key bits the index leaves out. FixedRows/FixedColumns, when
// not 0, make the board size a compile-time constant, which lets the
// compiler fold the shifts of the hot path: the default 6 x 7 board gets its
// own instance, with 8-byte slots.
template <class B, class Check, int FixedRows = 0, int FixedColumns = 0>
class Search {
public:
    using Storage = SlotStorage<Check>;

    Search(int r, int c, int log2Slots)
        : rows(r)
        , columns(c)
        , m_cells(r * c)
    {
        const BitboardLayout layout(r, c);
        m_bottom = static_cast<B>(layout.bottomRow());
        m_board = static_cast<B>(layout.board());
        for (int i = 0; i < c; ++i) {
            for (int row = 1; row < r; row += 2) // rows 2, 4, 6... counted from 1
                m_evenRows |= static_cast<B>(layout.cellBit(row, i));
            m_columnMask[static_cast<std::size_t>(i)] = static_cast<B>(layout.columnMask(i));
            // Centre first, then outwards alternating: 4 3 5 2 6 1 7 on 7 columns.
            m_order[static_cast<std::size_t>(i)] = c / 2 + (1 - 2 * (i % 2)) * (i + 1) / 2;
        }
        // Keys have one bit per cell plus one per column (see negamax()); the
        // bucket's index takes log2Slots - 1 of them and the check must hold
        // the rest.
        const int keyBits = c * (r + 1);
        const int fewestLog2Slots = std::max(1, keyBits + 1 - 8 * static_cast<int>(sizeof(Check)));
        log2Slots = std::clamp(log2Slots, fewestLog2Slots, keyBits);
        m_keyMask = keyBits == 8 * static_cast<int>(sizeof(B)) ? ~B{0} : (B{1} << keyBits) - 1;
        m_indexShift = keyBits - log2Slots;
        m_slotCount = std::size_t{1} << log2Slots;
        const int ownLog2Slots = std::clamp(kOwnTableLog2Slots, fewestLog2Slots, log2Slots);
        m_ownIndexShift = keyBits - ownLog2Slots;
        m_ownSlotCount = std::size_t{1} << ownLog2Slots;
    }

    std::size_t slotCount() const { return m_slotCount; }

    // What a search needs of the engine: its table, the table's generation
    // and the age of the current solve(); whether other threads search it
    // too; the flag that stops every thread.
    struct Setup {
        Storage *table = nullptr;
        std::uint8_t generation = 1;
        unsigned age = 0;
        bool exclusive = true;
        const std::atomic<bool> *stopAll = nullptr;
        // Called once on the caller's thread when its search has searched
        // kHelpersAfterNodes nodes (see SolverEngine::run()), or null.
        std::function<void()> *startHelpers = nullptr;
        std::atomic<std::uint64_t> *busy = nullptr; // kBusySlots
        bool helper = false; // a helper's thread, not the caller's
    };
    void begin(const Setup &setup, const SearchControl *control, ConnectFourSolver::Deadline deadline)
    {
        m_table = setup.table;
        m_generation = setup.generation;
        m_age = setup.age;
        m_exclusive = setup.exclusive;
        m_busy = setup.exclusive ? nullptr : setup.busy;
        if (!m_exclusive && !m_ownMemory) {
            m_ownMemory = allocateTable(m_ownSlotCount * sizeof(Storage));
            m_ownTable = static_cast<Storage *>(m_ownMemory.get());
        }
        m_counter.begin(control, deadline, setup.stopAll, setup.helper);
        m_counter.startHelpersAfter(setup.startHelpers, kHelpersAfterNodes);
    }

    // The exact score (see ConnectFourSolver::solve()), after begin().
    std::optional<int> solve(const ConnectFour &game, bool weak, std::optional<int> floor)
    {
        assert(game.rows() == rows && game.columns() == columns && !game.isOver());
        const Position p{static_cast<B>(game.currentDiscs()), static_cast<B>(game.allDiscs()), game.plyCount()};
        setRoot(p);
        if (canWinNext(p))
            return weak ? 1 : best(p.moves);
        int min = -best(p.moves + 1), max = best(p.moves);
        if (weak) {
            min = -1;
            max = 1;
        }
        if (floor)
            min = std::max(min, *floor);
        // Narrow [min, max] with null-window searches, probing near 0 first
        // since most positions are close to a draw and those probes are cheap.
        // Above a known floor (a move of a position whose score is known, see
        // solveAtLeast()) the probes go up from the floor one score at a
        // time: a position's moves mostly score the same as it or a little
        // less, so the first probes settle them (the three slowest 10-disc
        // 6 x 7 positions: 35.7 M nodes, where halving above the floor took
        // 46.4 M and one probe at the floor before halving 42.3 M).
        while (min < max) {
            int med = min + (max - min) / 2;
            if (med <= 0 && min / 2 < med)
                med = min / 2;
            else if (med >= 0 && max / 2 > med)
                med = max / 2;
            if (floor)
                med = min;
            const int r = negamax(p, med, med + 1);
            if (m_counter.stopped())
                return std::nullopt;
            if (r <= med)
                max = r;
            else
                min = r;
        }
        return min;
    }

    // The score of `game` within [alpha, beta] (fail-hard), after begin().
    std::optional<int> searchWindow(const ConnectFour &game, int alpha, int beta)
    {
        assert(game.rows() == rows && game.columns() == columns && !game.isOver() && alpha < beta);
        const Position p{static_cast<B>(game.currentDiscs()), static_cast<B>(game.allDiscs()), game.plyCount()};
        setRoot(p);
        if (canWinNext(p))
            return best(p.moves);
        const int r = negamax(p, alpha, beta);
        if (m_counter.stopped())
            return std::nullopt;
        return r;
    }

    std::uint64_t nodes() const { return m_counter.nodes(); }
    // This thread's own table (see kSharedTablePlies): 0 until the thread
    // first searches beside others.
    std::size_t ownTableBytes() const { return m_ownMemory ? m_ownSlotCount * sizeof(Storage) : 0; }
    void clearOwnTable()
    {
        if (m_ownMemory)
            clearSlots(m_ownTable, m_ownSlotCount);
    }
    // Alone again, a thread has no use for its own table.
    void releaseOwnTable()
    {
        m_ownMemory.reset();
        m_ownTable = nullptr;
    }
    std::size_t filledOwnSlots(std::uint8_t generation) const
    {
        return m_ownMemory ? filledSlots(m_ownTable, m_ownSlotCount, generation) : 0;
    }

    const int rows, columns;

private:
    // How the threads share the work. Alone, each thread would search the
    // same nodes in the same order side by side, each finding little in the
    // table that it had not proved itself (measured: 2 threads took about as
    // long as one on Test_L1_R2). What spreads them out: at the nodes of
    // the first kSharedPlies plies below the root, a move whose position
    // another thread is searching at that moment is put off until the
    // node's other moves are done; by then its result is mostly in the
    // table. The first move of a node is always searched (it sets the bound
    // the others are searched against). This is the "simplified ABDADA" of
    // Tom Kerrigan, on a small table of the positions being searched
    // (SolverEngine::m_busy): a position's key while a thread is in it,
    // cleared when it leaves; a collision only changes an order. Every
    // thread takes the moves in the same order: helpers that took their
    // root's moves rotated searched more nodes, alone (1.45 to 2.27 M a
    // position on Test_L1_R2's first 50, against 1.29 M for one thread) and
    // beside the put-off (Test_L1_R3's first 40: 42.1-42.7 M against
    // 39.5-41.0 M, and 5 % more time). Measured with the own tables below:
    // sharing 10 plies took 39.5-41.0 M nodes; 6, 8, 12 and 14 plies,
    // 43.4-44.2 M.
    static constexpr int kSharedPlies = 10;
    // Where the threads keep their results. A table that both threads write
    // costs each of them time on every probe, beyond the nodes: the line a
    // probe reads was often last written by the other core, and comes from
    // that core's cache instead of this one's. Measured on Test_L1_R3's
    // first 40, one table for two threads ran each at 14 M nodes a second of
    // its CPU time, against 18 M with a table each (and 19 M for one thread
    // alone). So only the nodes of the first kSharedTablePlies plies below
    // the root, those whose results save the other thread real work, go to
    // the shared table; the nodes below them go to the thread's own table of
    // 2^kOwnTableLog2Slots slots (2 MiB of 6 x 7's 8-byte slots: the size of
    // one core's L2 cache here). With one thread, every node uses the shared
    // table. Two threads on Test_L1_R3's first 40: mean 1.11-1.12 s against
    // 1.44-1.57 s with everything shared; 12 or 14 plies took 1.18-1.25 s
    // (more nodes), 26 plies 1.11-1.30 s.
    static constexpr int kSharedTablePlies = 18;
    static constexpr int kOwnTableLog2Slots = 18;

public:
    // See SolverEngine.
    static constexpr std::uint64_t kHelpersAfterNodes = 16384;
    static constexpr std::size_t kBusySlots = 4096; // see kSharedPlies

private:
    struct Position {
        B current; // discs of the side to move
        B mask; // all discs
        int moves;
    };

    // The score of winning with the next disc when `moves` plies have been played.
    int best(int moves) const { return (m_cells + 1) / 2 - moves / 2; }

    int height() const { return FixedRows ? FixedRows : rows; }
    int width() const { return FixedColumns ? FixedColumns : columns; }

    B winningCells(B discs, B occupied) const
    {
        B result = 0;
        const int shifts[4] = {1, height() + 1, height(), height() + 2};
        for (int s : shifts) {
            const B up1 = discs << s, up2 = discs << (2 * s), up3 = discs << (3 * s);
            const B dn1 = discs >> s, dn2 = discs >> (2 * s), dn3 = discs >> (3 * s);
            result |= (up1 & up2 & up3) | (dn1 & dn2 & dn3) | (up1 & up2 & dn1) | (up1 & dn1 & dn2);
        }
        return result & m_board & ~occupied;
    }
    B playable(B mask) const { return (mask + m_bottom) & m_board; }
    bool canWinNext(const Position &p) const { return winningCells(p.current, p.mask) & playable(p.mask); }

    // The moves that do not let the opponent win at once: if the opponent
    // threatens to win, block (two threats: nothing saves us); never play
    // directly under a cell where the opponent would win.
    B nonLosingMoves(const Position &p) const
    {
        B moves = playable(p.mask);
        const B opponentWins = winningCells(p.current ^ p.mask, p.mask);
        const B forced = moves & opponentWins;
        if (forced) {
            if (forced & (forced - 1))
                return 0;
            moves = forced;
        }
        return moves & ~(opponentWins >> 1);
    }

    // A position's key: each column's discs of the side to move plus a marker
    // bit just above the column's top disc (current + mask), unique and no
    // wider than columns x (rows + 1) bits. It is scrambled by multiplying
    // with an odd constant modulo 2^keyBits (a one-to-one map whose top bits
    // depend on every bit of the key): the top bits pick the slot and the
    // rest are the slot's check.
    B scrambledKey(const Position &p) const { return ((p.current + p.mask) * B{0x9e3779b97f4a7c15ULL}) & m_keyMask; }
    void setRoot(const Position &root)
    {
        m_shareUntil = root.moves + kSharedPlies;
        m_ownTableFrom = m_exclusive ? std::numeric_limits<int>::max() : root.moves + kSharedTablePlies;
    }

    // The two slots a position may take, and whether only this thread
    // writes them (its own table, or the shared one when it searches alone).
    struct Bucket {
        Storage *slots;
        bool exclusive;
    };
    // The top bits of the scrambled key, but the last, pick the bucket, in
    // the table of the position's ply count (`moves`). The single thread's
    // search never asks which.
    template <bool Parallel>
    Bucket bucketOf(B scrambled, int moves) const
    {
        if (Parallel && moves >= m_ownTableFrom)
            return {&m_ownTable[static_cast<std::size_t>(scrambled >> m_ownIndexShift) & ~std::size_t{1}], true};
        return {&m_table[static_cast<std::size_t>(scrambled >> m_indexShift) & ~std::size_t{1}], m_exclusive};
    }

    // The search proper, with the sharing of the work between threads
    // compiled in only where it is needed: the single thread's search stays
    // as it was.
    int negamax(const Position &p, int alpha, int beta)
    {
        return m_busy ? negamax<true>(p, alpha, beta) : negamax<false>(p, alpha, beta);
    }
    // Invariant: the side to move cannot win with its next disc.
    template <bool Parallel>
    int negamax(const Position &p, int alpha, int beta)
    {
        if (m_counter.count())
            return 0;
        const B next = nonLosingMoves(p);
        if (!next)
            return -best(p.moves + 1);
        if (p.moves >= m_cells - 2)
            return 0; // two cells left at most, and neither can win: a draw

        SearchWindow window{alpha, beta};
        if (window.raiseTo(-best(p.moves + 3))) // the opponent cannot win with its next disc
            return window.alpha;
        if (window.lowerTo(best(p.moves + 2))) // we cannot win with this disc
            return window.beta;
        if (const std::optional<int> bound = claimevenCeiling(p, window))
            return *bound;
        // A single move (a block, or the only one that does not lose at
        // once): play it at once. The child has the slot; a slot here would
        // only push out another result.
        if (!(next & (next - 1)))
            return -negamax<Parallel>({p.current ^ p.mask, p.mask | next, p.moves + 1}, -window.beta, -window.alpha);
        if (const std::optional<int> bound = claimevenFloor(p, next, window))
            return *bound;

        prefetchChildren<Parallel>(p, next);
        const B key = scrambledKey(p);
        const Check check = static_cast<Check>(key);
        const Bucket bucket = bucketOf<Parallel>(key, p.moves);
        const std::uint64_t nodesAtEntry = m_counter.nodes();
        if (const std::optional<int> bound = probe(bucket, check, window))
            return *bound;

        const ConnectFourMoveSorter<B> moves = sortedMoves(p, next);
        if constexpr (!Parallel) {
            for (int i = moves.size() - 1; i >= 0; --i) { // best first
                const Position child{p.current ^ p.mask, p.mask | moves[i], p.moves + 1};
                const int score = -negamax<Parallel>(child, -window.beta, -window.alpha);
                if (m_counter.stopped())
                    return 0;
                if (score >= window.beta) {
                    store(bucket, check, score, true, nodesAtEntry);
                    return score;
                }
                if (score > window.alpha)
                    window.alpha = score;
            }
        } else {
            // Best first. Near the root, a move another thread is searching
            // now is put off to the end (see kSharedPlies); the first move
            // never is.
            const int count = moves.size();
            const bool share = p.moves < m_shareUntil;
            B deferred[ConnectFourMoveSorter<B>::kCapacity];
            int deferredCount = 0;
            for (int i = count - 1; i >= 0; --i) {
                const Position child{p.current ^ p.mask, p.mask | moves[i], p.moves + 1};
                std::size_t busySlot = 0;
                std::uint64_t busyKey = 0;
                if (share) {
                    const B childKey = scrambledKey(child);
                    busyKey = static_cast<std::uint64_t>(childKey) | 1;
                    busySlot = static_cast<std::size_t>(childKey >> m_indexShift) & (kBusySlots - 1);
                    if (i != count - 1 && m_busy[busySlot].load(std::memory_order_relaxed) == busyKey) {
                        deferred[deferredCount++] = moves[i];
                        continue;
                    }
                    m_busy[busySlot].store(busyKey, std::memory_order_relaxed);
                }
                const int score = -negamax<Parallel>(child, -window.beta, -window.alpha);
                if (share)
                    m_busy[busySlot].compare_exchange_strong(busyKey, 0, std::memory_order_relaxed);
                if (m_counter.stopped())
                    return 0;
                if (score >= window.beta) {
                    store(bucket, check, score, true, nodesAtEntry);
                    return score;
                }
                if (score > window.alpha)
                    window.alpha = score;
            }
            for (int d = 0; d < deferredCount; ++d) {
                const Position child{p.current ^ p.mask, p.mask | deferred[d], p.moves + 1};
                const int score = -negamax<Parallel>(child, -window.beta, -window.alpha);
                if (m_counter.stopped())
                    return 0;
                if (score >= window.beta) {
                    store(bucket, check, score, true, nodesAtEntry);
                    return score;
                }
                if (score > window.alpha)
                    window.alpha = score;
            }
        }
        store(bucket, check, window.alpha, false, nodesAtEntry);
        return window.alpha;
    }

    // The first player to move on a board of even height: claimeven may
    // prove it cannot win, or even that it loses (bounds 0 and -1). Returns
    // the bound if it answers the window.
    std::optional<int> claimevenCeiling(const Position &p, SearchWindow &window) const
    {
        if (height() % 2 != 0 || p.moves % 2 != 0 || window.beta <= -1)
            return std::nullopt;
        const std::optional<int> bound = claimevenBound(p.current, p.mask, m_board, m_bottom, m_evenRows, height());
        if (bound && window.lowerTo(*bound))
            return *bound;
        return std::nullopt;
    }

    // The second player to move: after each of its moves `next` the first
    // player is, and that child's claimeven bound (at most 0 or -1 for it)
    // is at least 0 or 1 for us, known before any child is searched. Returns
    // the bound if it answers the window.
    std::optional<int> claimevenFloor(const Position &p, B next, SearchWindow &window) const
    {
        if (height() % 2 != 0 || p.moves % 2 != 1 || window.alpha >= 1)
            return std::nullopt;
        const B opponent = p.current ^ p.mask;
        for (B rest = next; rest; rest &= rest - 1) {
            const B move = rest & -rest;
            const std::optional<int> bound =
                claimevenBound(opponent, p.mask | move, m_board, m_bottom, m_evenRows, height());
            if (bound && window.raiseTo(-*bound))
                return -*bound;
        }
        return std::nullopt;
    }

    // Asks the memory for the slot of every child of `p` (by its moves
    // `next`) now: the loads overlap with each other and with the work
    // before the children are searched, and each child then finds its slot
    // in the cache instead of waiting for it (measured a third faster).
    // Inlined by force: GCC takes a function that only prefetches for one
    // without effect and drops the calls to it.
    template <bool Parallel>
    [[gnu::always_inline]] void prefetchChildren(const Position &p, B next) const
    {
        const B opponent = p.current ^ p.mask; // the children's side to move
        for (B rest = next; rest; rest &= rest - 1) {
            const B move = rest & -rest; // the lowest bit: one column's playable cell
            __builtin_prefetch(bucketOf<Parallel>(scrambledKey({opponent, p.mask | move, 0}), p.moves + 1).slots);
        }
    }

    // The moves `next` of `p`, by the number of cells each makes winning for
    // us; on a tie, the centre-first order.
    ConnectFourMoveSorter<B> sortedMoves(const Position &p, B next) const
    {
        ConnectFourMoveSorter<B> moves;
        for (int i = width() - 1; i >= 0; --i) {
            const B move = next & m_columnMask[static_cast<std::size_t>(m_order[static_cast<std::size_t>(i)])];
            if (move)
                moves.add(move, bitCount(winningCells(p.current | move, p.mask)));
        }
        return moves;
    }

    // Which slot of `bucket` holds the position of `check` (0 or 1), if
    // any, with the slots' contents as read (the second only if the first
    // is not the position's: each load of an atomic word is made).
    struct Read {
        Slot<Check> slots[2];
        int found;
    };
    [[gnu::always_inline]] Read read(const Storage *bucket, Check check) const
    {
        Read r;
        r.slots[0] = bucket[0].load();
        r.found = -1;
        if (r.slots[0].generation == m_generation && r.slots[0].check == check) {
            r.found = 0;
        } else {
            r.slots[1] = bucket[1].load();
            if (r.slots[1].generation == m_generation && r.slots[1].check == check)
                r.found = 1;
        }
        return r;
    }

    // Narrows `window` by the bounds stored for the position of `check` in
    // `bucket`; returns the bound that answers the window, if one does.
    std::optional<int> probe(Bucket bucket, Check check, SearchWindow &window) const
    {
        const Read r = read(bucket.slots, check);
        if (r.found < 0)
            return std::nullopt;
        const Slot<Check> &slot = r.slots[r.found];
        if (window.raiseTo(slot.lower))
            return slot.lower;
        if (window.lowerTo(slot.upper))
            return slot.upper;
        return std::nullopt;
    }

    // Records a lower or an upper bound of a position in its bucket, with
    // the nodes searched since `nodesAtEntry`. If the bucket still holds the
    // position, its other bound stays. Otherwise the position takes the first
    // slot if it cost at least as much as the result there (which moves to
    // the second) or that result is from an earlier solve() (and goes), else
    // the second. With several threads, another may write the bucket between
    // the read and the writes here: a result may then be lost, or an older
    // bound of the same position kept beside a newer one, but every slot
    // written holds true bounds of the position its check names.
    [[gnu::always_inline]] void store(Bucket bucket, Check check, int value, bool isLower, std::uint64_t nodesAtEntry)
    {
        const int nodesBitWidth = static_cast<int>(std::bit_width(m_counter.nodes() - nodesAtEntry));
        const auto work = static_cast<std::uint8_t>(std::min(63, nodesBitWidth));
        Read r = read(bucket.slots, check);
        int at = r.found;
        Slot<Check> slot;
        if (at >= 0) {
            slot = r.slots[at];
        } else {
            const Slot<Check> &first = r.slots[0];
            if (first.generation != m_generation || first.age != m_age || work >= first.work) {
                if (first.generation == m_generation && first.age == m_age)
                    bucket.slots[1].store(first, bucket.exclusive);
                at = 0;
            } else {
                at = 1;
            }
            slot = {
                check, std::numeric_limits<std::int8_t>::min(), std::numeric_limits<std::int8_t>::max(), m_generation,
                0,     static_cast<std::uint8_t>(m_age)};
        }
        (isLower ? slot.lower : slot.upper) = static_cast<std::int8_t>(value);
        slot.work = std::max<std::uint8_t>(slot.work, work);
        slot.age = static_cast<std::uint8_t>(m_age) & 3;
        bucket.slots[at].store(slot, bucket.exclusive);
    }

    int m_cells;
    B m_bottom = 0, m_board = 0;
    B m_evenRows = 0; // see claimeven.h
    std::array<B, 10> m_columnMask{};
    std::array<int, 10> m_order{};
    B m_keyMask = 0;
    int m_indexShift = 0;
    std::size_t m_slotCount = 0;
    Storage *m_table = nullptr; // the engine's, m_slotCount slots
    std::uint8_t m_generation = 1;
    unsigned m_age = 0; // of the current solve(), see Slot
    bool m_exclusive = true;
    int m_shareUntil = 0; // the ply count below which moves being searched are put off (kSharedPlies)
    std::atomic<std::uint64_t> *m_busy = nullptr; // the engine's, kBusySlots; null with one thread
    NodeCounter m_counter;
    TableMemory m_ownMemory; // made on the first search beside other threads
    Storage *m_ownTable = nullptr; // m_ownSlotCount slots in m_ownMemory
    int m_ownIndexShift = 0;
    std::size_t m_ownSlotCount = 0;
    int m_ownTableFrom = 0; // the ply count from which nodes use the own table (kSharedTablePlies)
};

} // namespace quatre::connectfour_detail
