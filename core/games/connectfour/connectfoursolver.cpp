#include "core/games/connectfour/connectfoursolver.h"

#include "core/games/connectfour/connectfourevaluation.h"
#include "core/games/connectfour/claimeven.h"
#include "core/games/connectfour/connectfourmovesorter.h"
#include "core/solver/exactchoice.h"
#include "core/solver/searchwindow.h"

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <condition_variable>
#include <cassert>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <mutex>
#include <new>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#ifdef __linux__
#include <sys/mman.h>
#endif

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
//
// Nearly all the time goes into waiting for table slots to come from memory
// (a probe lands anywhere in tens of MiB), so the table is built to need as
// few and as short waits as possible: small slots, 2 MiB pages, and every
// child's bucket prefetched before it is needed (prefetchChildren()).

namespace quatre {

namespace {

int bitCount(std::uint64_t b)
{
    return std::popcount(b);
}
int bitCount(Bits b)
{
    return popcount(b);
}

// One slot of the table: bounds on one position's score. `check` holds the
// bits of the position's scrambled key that the slot's index does not, so an
// index and a check name one position exactly (no false hits). `generation`
// lets clearTable() empty the table in constant time: a slot written in an
// older generation counts as empty.
//
// Slots come in pairs, a bucket, that a position may use either of (one
// cache line holds both). The first keeps the result that cost the most
// nodes to find, the second the newest: with a single slot, the many cheap
// results near the leaves kept pushing out the few costly ones near the root,
// which a long search then had to find again. On hard 6 x 7 openings this
// cut the nodes by a quarter and the time by about as much (see
// core/solver/README.md).
// A costly result of an earlier solve() gives way to any of the current one:
// the Perfect level keeps its table for a whole session, and without that the
// first slots would fill with the costly results of long-gone positions.
template <class Check>
struct Slot {
    Check check;
    std::int8_t lower, upper;
    std::uint8_t generation;
    std::uint8_t work; // how many nodes the result cost: their count's bit width (6 bits)
    std::uint8_t age; // the solve() that wrote it, modulo 4 (2 bits)
};

// Where a slot lives. The table is shared by every search thread (see
// SolverEngine), which read and write it without waiting for each other, so a
// slot must never be read half written: a torn read could pair one position's
// check with another's bounds, and give a wrong score.
//
// On 6 x 7 (a 32-bit check) the whole slot is one 64-bit word, read and
// written with single atomic loads and stores (relaxed: the word carries all
// there is to know, nothing else is published with it). No torn read is
// possible, and no store costs more than a plain one.
struct PackedSlot {
    std::atomic<std::uint64_t> word;

    Slot<std::uint32_t> load() const
    {
        const std::uint64_t w = word.load(std::memory_order_relaxed);
        return {static_cast<std::uint32_t>(w),
                static_cast<std::int8_t>(static_cast<std::uint8_t>(w >> 32)),
                static_cast<std::int8_t>(static_cast<std::uint8_t>(w >> 40)),
                static_cast<std::uint8_t>(w >> 48),
                static_cast<std::uint8_t>((w >> 56) & 63),
                static_cast<std::uint8_t>(w >> 62)};
    }
    void store(const Slot<std::uint32_t> &s, bool /*exclusive*/)
    {
        word.store(std::uint64_t{s.check} | std::uint64_t{static_cast<std::uint8_t>(s.lower)} << 32
                       | std::uint64_t{static_cast<std::uint8_t>(s.upper)} << 40 | std::uint64_t{s.generation} << 48
                       | std::uint64_t{s.work & 63u} << 56 | std::uint64_t{s.age & 3u} << 62,
                   std::memory_order_relaxed);
    }
    void clear() { word.store(0, std::memory_order_relaxed); }
};

// On the other boards a check takes 64 or 128 bits and the slot does not fit
// one word: each slot is its own seqlock. The word `data` holds the bounds,
// generation, work and age in its low half and a sequence number in its high
// half, odd while a writer is at work. A writer takes the slot by moving the
// number from even to odd with a compare-and-swap (if it is odd, or the swap
// fails, another thread is writing: the store is dropped, which is always
// safe, a table may forget anything), writes the check's words, then `data`
// with the number 2 higher. A reader loads `data`, the check, then `data`
// again, and takes the slot as empty unless both loads of `data` are equal
// and even. The check's words are stored with release and loaded with
// acquire: a reader that sees a word of a writer's check therefore also sees
// that writer's odd number, or a later one, in its second load. So a slot is
// only ever read whole, exactly, as long as no slot is written 2^31 times
// between the two loads of one read. The price is a compare-and-swap on each
// store, paid only when more than one thread searches (`exclusive` false).
template <class Check>
struct alignas(sizeof(Check) == 8 ? 16 : 32) LockedSlot {
    static constexpr int kCheckWords = static_cast<int>(sizeof(Check) / 8);
    std::atomic<std::uint64_t> checkWords[kCheckWords];
    std::atomic<std::uint64_t> data;

    static std::uint64_t fields(const Slot<Check> &s)
    {
        return std::uint64_t{static_cast<std::uint8_t>(s.lower)}
        | std::uint64_t{static_cast<std::uint8_t>(s.upper)} << 8 | std::uint64_t{s.generation} << 16
            | std::uint64_t{s.work & 63u} << 24 | std::uint64_t{s.age & 3u} << 30;
    }

    Slot<Check> load() const
    {
        const std::uint64_t before = data.load(std::memory_order_acquire);
        Check check = 0;
        for (int i = 0; i < kCheckWords; ++i)
            check |= static_cast<Check>(checkWords[i].load(std::memory_order_acquire)) << (64 * i);
        const std::uint64_t after = data.load(std::memory_order_relaxed);
        if (before != after || ((before >> 32) & 1))
            return {}; // being written: generation 0, an empty slot
        return {check,
                static_cast<std::int8_t>(static_cast<std::uint8_t>(before)),
                static_cast<std::int8_t>(static_cast<std::uint8_t>(before >> 8)),
                static_cast<std::uint8_t>(before >> 16),
                static_cast<std::uint8_t>((before >> 24) & 63),
                static_cast<std::uint8_t>((before >> 30) & 3)};
    }
    void store(const Slot<Check> &s, bool exclusive)
    {
        std::uint64_t d = data.load(std::memory_order_relaxed);
        const std::uint64_t sequence = d >> 32;
        if (!exclusive
            && ((sequence & 1)
                || !data.compare_exchange_strong(d, (d & 0xffffffffu) | ((sequence + 1) & 0xffffffffu) << 32,
                                                 std::memory_order_acquire, std::memory_order_relaxed)))
            return;
        for (int i = 0; i < kCheckWords; ++i)
            checkWords[i].store(static_cast<std::uint64_t>(s.check >> (64 * i)), std::memory_order_release);
        data.store(fields(s) | ((sequence + 2) & 0xffffffffu) << 32, std::memory_order_release);
    }
    void clear()
    {
        for (int i = 0; i < kCheckWords; ++i)
            checkWords[i].store(0, std::memory_order_relaxed);
        data.store(0, std::memory_order_relaxed);
    }
};

template <class Check>
using SlotStorage = std::conditional_t<std::is_same_v<Check, std::uint32_t>, PackedSlot, LockedSlot<Check>>;

struct FreeMemory {
    void operator()(void *memory) const { std::free(memory); }
};

// Zero-filled memory for a table of `bytes`. Probes land at random in it, so
// with 4 KiB pages nearly every probe also misses the TLB: on Linux, tables
// of 2 MiB or more ask for transparent huge pages (measured about 10% faster).
std::unique_ptr<void, FreeMemory> allocateTable(std::size_t bytes)
{
    constexpr std::size_t kHugePage = std::size_t{1} << 21;
    const std::size_t alignment = bytes >= kHugePage ? kHugePage : 64;
    bytes = (bytes + alignment - 1) / alignment * alignment; // aligned_alloc wants a multiple
    void *memory = std::aligned_alloc(alignment, bytes);
    if (!memory)
        throw std::bad_alloc();
#ifdef __linux__
    if (alignment == kHugePage)
        madvise(memory, bytes, MADV_HUGEPAGE); // only advice: failing is harmless
#endif
    std::memset(memory, 0, bytes); // a generation-0 slot is empty
    return std::unique_ptr<void, FreeMemory>(memory);
}

} // namespace

class ConnectFourSolver::Engine {
public:
    virtual ~Engine() = default;
    virtual std::optional<int> solve(const ConnectFour &game, bool weak, std::optional<int> floor,
                                     const SearchControl *control, ConnectFourSolver::Deadline deadline) = 0;
    virtual std::optional<int> searchWindow(const ConnectFour &game, int alpha, int beta, const SearchControl *control,
                                            ConnectFourSolver::Deadline deadline) = 0;
    virtual void clearTable() = 0;
    virtual void setThreads(int threads) = 0;
    virtual int threads() const = 0;
    virtual std::uint64_t nodes() const = 0;
    virtual std::size_t tableBytes() const = 0;
    int rows = 0, columns = 0;
};

namespace {

// One search thread's state: its node count, when to stop, its move order,
// and the board's constants (each thread its own copy, next to its state).
// The table is the engine's, shared (see SolverEngine below).
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
        log2Slots = std::clamp(log2Slots, std::max(1, keyBits + 1 - 8 * static_cast<int>(sizeof(Check))), keyBits);
        m_keyMask = keyBits == 8 * static_cast<int>(sizeof(B)) ? ~B{0} : (B{1} << keyBits) - 1;
        m_indexShift = keyBits - log2Slots;
        m_slotCount = std::size_t{1} << log2Slots;
    }

    std::size_t slotCount() const { return m_slotCount; }

    // What a search needs of the engine: its table, the table's generation
    // and the age of the current solve(); whether other threads search it
    // too; the flag that stops every thread; this thread's index (0: the
    // caller's thread), which decides its move order.
    struct Setup {
        Storage *table = nullptr;
        std::uint8_t generation = 1;
        unsigned age = 0;
        bool exclusive = true;
        const std::atomic<bool> *stopAll = nullptr;
        int threadIndex = 0;
        // Called once on the caller's thread when its search has searched
        // kHelpersAfterNodes nodes (see SolverEngine::run()), or null.
        std::function<void()> *startHelpers = nullptr;
        std::atomic<std::uint64_t> *busy = nullptr; // kBusySlots
    };
    void begin(const Setup &setup, const SearchControl *control, ConnectFourSolver::Deadline deadline)
    {
        m_table = setup.table;
        m_generation = setup.generation;
        m_age = setup.age;
        m_exclusive = setup.exclusive;
        m_stopAll = setup.stopAll;
        m_threadIndex = setup.threadIndex;
        m_startHelpers = setup.startHelpers;
        m_busy = setup.exclusive ? nullptr : setup.busy;
        m_control = control;
        m_deadline = deadline;
        m_stopped = false;
        m_nodesAtBegin = m_nodes;
    }

    // The exact score (see ConnectFourSolver::solve()), after begin().
    std::optional<int> solve(const ConnectFour &game, bool weak, std::optional<int> floor)
    {
        assert(game.rows() == rows && game.columns() == columns && !game.isOver());
        const Position p{static_cast<B>(game.currentDiscs()), static_cast<B>(game.allDiscs()), game.plyCount()};
        m_perturbUntil = p.moves + kPerturbedPlies;
        m_shareUntil = p.moves + kSharedPlies;
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
            if (m_stopped)
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
        m_perturbUntil = p.moves + kPerturbedPlies;
        m_shareUntil = p.moves + kSharedPlies;
        if (canWinNext(p))
            return best(p.moves);
        const int r = negamax(p, alpha, beta);
        if (m_stopped)
            return std::nullopt;
        return r;
    }

    std::uint64_t nodes() const { return m_nodes; }

    const int rows, columns;

private:
    // How the threads share the work. Alone, each thread would search the
    // same nodes in the same order side by side, each finding little in the
    // table that it had not proved itself (measured: 2 threads took about as
    // long as one on Test_L1_R2). Two things spread them out:
    // - A helper thread (index 1 and up) takes the moves of its root in
    //   another order: the best-first list rotated by its index.
    // - At the nodes of the first kSharedPlies plies below the root, a move
    //   whose position another thread is searching at that moment is put off
    //   until the node's other moves are done; by then its result is mostly
    //   in the table. The first move of a node is always searched (it sets
    //   the bound the others are searched against). This is the "simplified
    //   ABDADA" of Tom Kerrigan, on a small table of the positions being
    //   searched (SolverEngine::m_busy): a position's key while a thread is
    //   in it, cleared when it leaves; a collision only changes an order.
    // On Test_L1_R2 (first 50), the two threads' nodes together: 1.47 M a
    // position, against 1.29 M for one thread alone; with only the rotation
    // (at the first 1 to 8 plies), 1.45 to 2.27 M and no gain in time.
    // kSharedPlies from 6 to 20 measured within a few percent of each other.
    static constexpr int kPerturbedPlies = 1;
    static constexpr int kSharedPlies = 10;

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
    // The top bits of the scrambled key, but the last, pick the bucket.
    Storage *bucketOf(B scrambled) const
    {
        return &m_table[static_cast<std::size_t>(scrambled >> m_indexShift) & ~std::size_t{1}];
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
        if (shouldStop())
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

        prefetchChildren(p, next);
        const B key = scrambledKey(p);
        const Check check = static_cast<Check>(key);
        Storage *bucket = bucketOf(key);
        const std::uint64_t nodesAtEntry = m_nodes;
        if (const std::optional<int> bound = probe(bucket, check, window))
            return *bound;

        const ConnectFourMoveSorter<B> moves = sortedMoves(p, next);
        if constexpr (!Parallel) {
            for (int i = moves.size() - 1; i >= 0; --i) { // best first
                const Position child{p.current ^ p.mask, p.mask | moves[i], p.moves + 1};
                const int score = -negamax<Parallel>(child, -window.beta, -window.alpha);
                if (m_stopped)
                    return 0;
                if (score >= window.beta) {
                    store(bucket, check, score, true, nodesAtEntry);
                    return score;
                }
                if (score > window.alpha)
                    window.alpha = score;
            }
        } else {
            // Best first; a helper at its root starts further down the list
            // and wraps around (see kPerturbedPlies). Near the root, a move
            // another thread is searching now is put off to the end (see
            // kSharedPlies); the first move never is.
            const int count = moves.size();
            int i = count - 1;
            if (m_threadIndex != 0 && p.moves < m_perturbUntil)
                i = count - 1 - m_threadIndex % count;
            const bool share = p.moves < m_shareUntil;
            B deferred[ConnectFourMoveSorter<B>::kCapacity];
            int deferredCount = 0;
            for (int left = count; left > 0; --left, i = i > 0 ? i - 1 : count - 1) {
                const Position child{p.current ^ p.mask, p.mask | moves[i], p.moves + 1};
                std::size_t busySlot = 0;
                std::uint64_t busyKey = 0;
                if (share) {
                    const B childKey = scrambledKey(child);
                    busyKey = static_cast<std::uint64_t>(childKey) | 1;
                    busySlot = static_cast<std::size_t>(childKey >> m_indexShift) & (kBusySlots - 1);
                    if (left != count && m_busy[busySlot].load(std::memory_order_relaxed) == busyKey) {
                        deferred[deferredCount++] = moves[i];
                        continue;
                    }
                    m_busy[busySlot].store(busyKey, std::memory_order_relaxed);
                }
                const int score = -negamax<Parallel>(child, -window.beta, -window.alpha);
                if (share)
                    m_busy[busySlot].compare_exchange_strong(busyKey, 0, std::memory_order_relaxed);
                if (m_stopped)
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
                if (m_stopped)
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
        if ((m_control && m_control->isCancelled()) || (m_stopAll && m_stopAll->load(std::memory_order_relaxed))
            || (m_deadline && std::chrono::steady_clock::now() >= *m_deadline))
            m_stopped = true;
        else if (m_startHelpers && m_nodes - m_nodesAtBegin >= kHelpersAfterNodes)
            std::exchange(m_startHelpers, nullptr)->operator()();
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
    [[gnu::always_inline]] void prefetchChildren(const Position &p, B next) const
    {
        const B opponent = p.current ^ p.mask; // the children's side to move
        for (B rest = next; rest; rest &= rest - 1) {
            const B move = rest & -rest; // the lowest bit: one column's playable cell
            __builtin_prefetch(bucketOf(scrambledKey({opponent, p.mask | move, 0})));
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
    std::optional<int> probe(const Storage *bucket, Check check, SearchWindow &window) const
    {
        const Read r = read(bucket, check);
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
    [[gnu::always_inline]] void store(Storage *bucket, Check check, int value, bool isLower, std::uint64_t nodesAtEntry)
    {
        const int nodesBitWidth = static_cast<int>(std::bit_width(m_nodes - nodesAtEntry));
        const auto work = static_cast<std::uint8_t>(std::min(63, nodesBitWidth));
        Read r = read(bucket, check);
        int at = r.found;
        Slot<Check> slot;
        if (at >= 0) {
            slot = r.slots[at];
        } else {
            const Slot<Check> &first = r.slots[0];
            if (first.generation != m_generation || first.age != m_age || work >= first.work) {
                if (first.generation == m_generation && first.age == m_age)
                    bucket[1].store(first, m_exclusive);
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
        bucket[at].store(slot, m_exclusive);
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
    int m_threadIndex = 0;
    int m_perturbUntil = 0; // the ply count below which a helper reorders (kPerturbedPlies)
    int m_shareUntil = 0; // the ply count below which moves being searched are put off (kSharedPlies)
    std::atomic<std::uint64_t> *m_busy = nullptr; // the engine's, kBusySlots; null with one thread
    std::uint64_t m_nodes = 0;
    std::uint64_t m_nodesAtBegin = 0;
    const SearchControl *m_control = nullptr;
    ConnectFourSolver::Deadline m_deadline;
    const std::atomic<bool> *m_stopAll = nullptr;
    std::function<void()> *m_startHelpers = nullptr;
    bool m_stopped = false;
};

// The engine: the table, shared by every search thread, and the threads.
//
// With more than one thread the search is a "Lazy SMP" one: every thread
// runs the whole search of the caller (the same null-window binary search
// of solve(), or the same window of searchWindow()), each with its own node
// count and stop flag, the helpers with their own move order near the root
// (see Search::kPerturbedPlies), and all of them read and write the one
// table. A helper's proofs land in the table, where the others find them;
// the first thread to finish gives the answer, which is exact whichever it
// is (the table holds only true bounds), and the others are told to stop.
// solve() returns once every helper has stopped.
//
// The helpers are a small pool of std::threads made on the first search
// that needs them and kept, asleep, until the solver goes. They start only
// once the caller's thread has searched kHelpersAfterNodes nodes: most
// searches of a game end sooner, and for them waking the helpers would cost
// more than they give.
template <class B, class Check, int FixedRows = 0, int FixedColumns = 0>
class SolverEngine final : public ConnectFourSolver::Engine {
public:
    using ThreadSearch = Search<B, Check, FixedRows, FixedColumns>;
    using Storage = typename ThreadSearch::Storage;

    SolverEngine(int r, int c, int log2Slots)
    {
        rows = r;
        columns = c;
        m_log2Slots = log2Slots;
        m_searches.push_back(std::make_unique<ThreadSearch>(r, c, log2Slots));
        m_slotCount = m_searches.front()->slotCount();
        m_memory = allocateTable(m_slotCount * sizeof(Storage));
        m_table = static_cast<Storage *>(m_memory.get());
    }
    ~SolverEngine() override { stopPool(); }

    std::optional<int> solve(const ConnectFour &game, bool weak, std::optional<int> floor, const SearchControl *control,
                             ConnectFourSolver::Deadline deadline) override
    {
        // The solves from a floor (solveAtLeast(): one position's moves, one
        // after the other) keep the age of the solve before them, so that to
        // the table (see Slot) they are one search: a costly result of one
        // move stays for its siblings, whose trees meet it by transposition
        // (6 % fewer nodes on the slowest 10-disc 6 x 7 positions).
        if (!floor)
            m_age = (m_age + 1) & 3;
        return run({&game, false, weak, floor, 0, 0, control, deadline});
    }

    std::optional<int> searchWindow(const ConnectFour &game, int alpha, int beta, const SearchControl *control,
                                    ConnectFourSolver::Deadline deadline) override
    {
        return run({&game, true, false, std::nullopt, alpha, beta, control, deadline});
    }

    void clearTable() override
    {
        if (++m_generation == 0) { // wrapped: really clear once every 255 calls
            for (std::size_t i = 0; i < m_slotCount; ++i)
                m_table[i].clear();
            m_generation = 1;
        }
    }

    void setThreads(int threads) override
    {
        threads = std::clamp(threads, 1, kMaxThreads);
        if (threads == static_cast<int>(m_searches.size()))
            return;
        stopPool();
        m_searches.resize(static_cast<std::size_t>(threads));
        for (auto &search : m_searches) {
            if (!search)
                search = std::make_unique<ThreadSearch>(rows, columns, m_log2Slots);
        }
    }
    int threads() const override { return static_cast<int>(m_searches.size()); }

    std::uint64_t nodes() const override
    {
        std::uint64_t sum = m_retiredNodes;
        for (const auto &search : m_searches)
            sum += search->nodes();
        return sum;
    }
    std::size_t tableBytes() const override { return m_slotCount * sizeof(Storage); }

private:
    static constexpr int kMaxThreads = 256;

    // One search asked of every thread.
    struct Job {
        const ConnectFour *game;
        bool window; // searchWindow() rather than solve()
        bool weak;
        std::optional<int> floor;
        int alpha, beta;
        const SearchControl *control;
        ConnectFourSolver::Deadline deadline;
    };

    std::optional<int> runOn(ThreadSearch &search, const Job &job, int threadIndex, std::function<void()> *startHelpers)
    {
        typename ThreadSearch::Setup setup;
        setup.table = m_table;
        setup.generation = m_generation;
        setup.age = m_age;
        setup.exclusive = m_searches.size() == 1;
        setup.stopAll = &m_stopAll;
        setup.threadIndex = threadIndex;
        setup.startHelpers = startHelpers;
        setup.busy = m_busy.data();
        search.begin(setup, job.control, job.deadline);
        return job.window ? search.searchWindow(*job.game, job.alpha, job.beta)
                          : search.solve(*job.game, job.weak, job.floor);
    }

    std::optional<int> run(const Job &job)
    {
        ThreadSearch &main = *m_searches.front();
        if (m_searches.size() == 1)
            return runOn(main, job, 0, nullptr);
        m_stopAll.store(false, std::memory_order_relaxed);
        bool started = false;
        std::function<void()> startHelpers = [&] {
            startPool();
            const std::lock_guard lock(m_mutex);
            m_job = &job;
            m_helperResult.reset();
            m_running = static_cast<int>(m_searches.size()) - 1;
            ++m_jobNumber;
            m_wake.notify_all();
            started = true;
        };
        std::optional<int> result = runOn(main, job, 0, &startHelpers);
        if (!started)
            return result;
        m_stopAll.store(true, std::memory_order_relaxed);
        std::unique_lock lock(m_mutex);
        m_done.wait(lock, [&] { return m_running == 0; });
        m_job = nullptr;
        return result ? result : m_helperResult;
    }

    void startPool()
    {
        if (!m_pool.empty())
            return;
        m_quit = false;
        // A helper takes the jobs numbered after the current one (the caller
        // numbers its job once the pool is made).
        const std::uint64_t current = m_jobNumber;
        for (int i = 1; i < static_cast<int>(m_searches.size()); ++i)
            m_pool.emplace_back([this, i, current] { helperLoop(i, current); });
    }

    void stopPool()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_quit = true;
            m_wake.notify_all();
        }
        for (std::thread &thread : m_pool)
            thread.join();
        m_pool.clear();
        for (std::size_t i = 1; i < m_searches.size(); ++i)
            m_retiredNodes += m_searches[i]->nodes(); // nodes() stays a running total
        m_searches.resize(1);
    }

    void helperLoop(int index, std::uint64_t seen)
    {
        std::unique_lock lock(m_mutex);
        for (;;) {
            m_wake.wait(lock, [&] { return m_quit || m_jobNumber != seen; });
            if (m_quit)
                return;
            seen = m_jobNumber;
            const Job job = *m_job;
            lock.unlock();
            const std::optional<int> result = runOn(*m_searches[static_cast<std::size_t>(index)], job, index, nullptr);
            if (result)
                m_stopAll.store(true, std::memory_order_relaxed); // the answer: the others may stop
            lock.lock();
            if (result && !m_helperResult)
                m_helperResult = result;
            if (--m_running == 0)
                m_done.notify_all();
        }
    }

    int m_log2Slots = 20;
    std::size_t m_slotCount = 0;
    std::unique_ptr<void, FreeMemory> m_memory;
    Storage *m_table = nullptr; // m_slotCount slots in m_memory
    std::uint8_t m_generation = 1;
    unsigned m_age = 0; // of the current solve(), see Slot
    std::vector<std::unique_ptr<ThreadSearch>> m_searches; // [0]: the caller's thread
    std::uint64_t m_retiredNodes = 0; // of the helpers of an earlier setThreads()

    std::atomic<bool> m_stopAll{false};
    std::array<std::atomic<std::uint64_t>, ThreadSearch::kBusySlots> m_busy{};
    std::vector<std::thread> m_pool; // helper i searches with m_searches[i]
    std::mutex m_mutex; // guards what follows
    std::condition_variable m_wake, m_done;
    const Job *m_job = nullptr;
    std::uint64_t m_jobNumber = 0;
    int m_running = 0;
    bool m_quit = false;
    std::optional<int> m_helperResult;
};

} // namespace

ConnectFourSolver::ConnectFourSolver(int rows, int columns, int log2TableSlots)
    : m_tableBits(log2TableSlots)
{
    assert(ConnectFour::isValidSize(rows, columns));
    if (rows == 6 && columns == 7)
        m_engine = std::make_unique<SolverEngine<std::uint64_t, std::uint32_t, 6, 7>>(rows, columns, log2TableSlots);
    else if (columns * (rows + 1) <= 64)
        m_engine = std::make_unique<SolverEngine<std::uint64_t, std::uint64_t>>(rows, columns, log2TableSlots);
    else
        m_engine = std::make_unique<SolverEngine<Bits, Bits>>(rows, columns, log2TableSlots);
}

ConnectFourSolver::~ConnectFourSolver() = default;

int ConnectFourSolver::rows() const
{
    return m_engine->rows;
}
int ConnectFourSolver::columns() const
{
    return m_engine->columns;
}

std::optional<int> ConnectFourSolver::solve(const ConnectFour &game, bool weak, const SearchControl *control,
                                            Deadline deadline)
{
    const std::optional<int> score = m_engine->solve(game, weak, std::nullopt, control, deadline);
    if (score && weak)
        return (*score > 0) - (*score < 0);
    return score;
}

std::optional<int> ConnectFourSolver::solveAtLeast(const ConnectFour &game, int floor, const SearchControl *control,
                                                   Deadline deadline)
{
    return m_engine->solve(game, false, floor, control, deadline);
}

std::optional<std::vector<std::optional<int>>> ConnectFourSolver::scoreMoves(const ConnectFour &game,
                                                                             const SearchControl *control,
                                                                             Deadline deadline)
{
    return scoreEveryMove(game, game.columns(), winNowScore(game),
                          [&](const ConnectFour &child) { return solve(child, false, control, deadline); });
}

std::optional<ConnectFourSolver::Choice> ConnectFourSolver::bestMove(const ConnectFour &game,
                                                                     const SearchControl *control, Deadline deadline)
{
    return chooseExactly<Choice>(
        game, winNowScore(game), [&](const ConnectFour &position) { return solve(position, false, control, deadline); },
        [&](const ConnectFour &child, int alpha, int beta) {
            return m_engine->searchWindow(child, alpha, beta, control, deadline);
        });
}

std::optional<ConnectFourSolver::Choice> ConnectFourSolver::bestMoveOfScore(const ConnectFour &game, int score,
                                                                            const SearchControl *control,
                                                                            Deadline deadline)
{
    return chooseExactly<Choice>(
        game, winNowScore(game), [&](const ConnectFour &) { return std::optional<int>(score); },
        [&](const ConnectFour &child, int alpha, int beta) {
            return m_engine->searchWindow(child, alpha, beta, control, deadline);
        });
}

void ConnectFourSolver::clearTable()
{
    m_engine->clearTable();
}
void ConnectFourSolver::setThreads(int threads)
{
    m_engine->setThreads(threads);
}
int ConnectFourSolver::threads() const
{
    return m_engine->threads();
}
std::uint64_t ConnectFourSolver::nodes() const
{
    return m_engine->nodes();
}
std::size_t ConnectFourSolver::tableBytes() const
{
    return m_engine->tableBytes();
}

int ConnectFourSolver::winScore(int rows, int columns, int disc)
{
    return (rows * columns + 1) / 2 + 1 - disc;
}

Verdict ConnectFourSolver::verdictOf(const ConnectFour &game, int score)
{
    if (score == 0)
        return Verdict{};
    // The side to move has played plies / 2 discs and its opponent
    // (plies + 1) / 2. A win with our k-th disc is our (k - plies / 2)-th move
    // from here, the 2m - 1-th ply; a loss to their k-th disc comes at ply 2m.
    const int plies = game.plyCount();
    const int s = winScore(game.rows(), game.columns(), 0); // S, with score = S - k
    if (score > 0)
        return Verdict{1, 2 * (s - score - plies / 2) - 1};
    return Verdict{-1, 2 * (s + score - (plies + 1) / 2)};
}

} // namespace quatre
