#include "core/games/connectfour/connectfoursolver.h"

#include "core/games/connectfour/connectfourevaluation.h"
#include "core/games/connectfour/claimeven.h"
#include "core/games/connectfour/connectfourmovesorter.h"
#include "core/solver/exactchoice.h"
#include "core/solver/searchwindow.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <new>
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
    std::uint8_t work : 6; // how many nodes the result cost: their count's bit width
    std::uint8_t age : 2; // the solve() that wrote it, modulo 4
};

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
    virtual std::uint64_t nodes() const = 0;
    virtual std::size_t tableBytes() const = 0;
    int rows = 0, columns = 0;
};

namespace {

// B is the bitboard type; Check the type of a slot's check (see Slot), which
// must hold the key bits the index leaves out. FixedRows/FixedColumns, when
// not 0, make the board size a compile-time constant, which lets the
// compiler fold the shifts of the hot path: the default 6 x 7 board gets its
// own instance, with 8-byte slots.
template <class B, class Check, int FixedRows = 0, int FixedColumns = 0>
class SolverEngine final : public ConnectFourSolver::Engine {
public:
    SolverEngine(int r, int c, int log2Slots)
        : m_cells(r * c)
    {
        rows = r;
        columns = c;
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
        m_memory = allocateTable(m_slotCount * sizeof(Slot<Check>));
        m_table = static_cast<Slot<Check> *>(m_memory.get());
    }

    std::optional<int> solve(const ConnectFour &game, bool weak, std::optional<int> floor, const SearchControl *control,
                             ConnectFourSolver::Deadline deadline) override
    {
        assert(game.rows() == rows && game.columns() == columns && !game.isOver());
        m_control = control;
        m_deadline = deadline;
        m_stopped = false;
        // The solves from a floor (solveAtLeast(): one position's moves, one
        // after the other) keep the age of the solve before them, so that to
        // the table (see Slot) they are one search: a costly result of one
        // move stays for its siblings, whose trees meet it by transposition
        // (6 % fewer nodes on the slowest 10-disc 6 x 7 positions).
        if (!floor)
            m_age = (m_age + 1) & 3;
        const Position p{static_cast<B>(game.currentDiscs()), static_cast<B>(game.allDiscs()), game.plyCount()};
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

    std::optional<int> searchWindow(const ConnectFour &game, int alpha, int beta, const SearchControl *control,
                                    ConnectFourSolver::Deadline deadline) override
    {
        assert(game.rows() == rows && game.columns() == columns && !game.isOver() && alpha < beta);
        m_control = control;
        m_deadline = deadline;
        m_stopped = false;
        const Position p{static_cast<B>(game.currentDiscs()), static_cast<B>(game.allDiscs()), game.plyCount()};
        if (canWinNext(p))
            return best(p.moves);
        const int r = negamax(p, alpha, beta);
        if (m_stopped)
            return std::nullopt;
        return r;
    }

    void clearTable() override
    {
        if (++m_generation == 0) { // wrapped: really clear once every 255 calls
            std::memset(static_cast<void *>(m_table), 0, m_slotCount * sizeof(Slot<Check>));
            m_generation = 1;
        }
    }
    std::uint64_t nodes() const override { return m_nodes; }
    std::size_t tableBytes() const override { return m_slotCount * sizeof(Slot<Check>); }

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
    Slot<Check> *bucketOf(B scrambled) const
    {
        return &m_table[static_cast<std::size_t>(scrambled >> m_indexShift) & ~std::size_t{1}];
    }

    // Invariant: the side to move cannot win with its next disc.
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
            return -negamax({p.current ^ p.mask, p.mask | next, p.moves + 1}, -window.beta, -window.alpha);
        if (const std::optional<int> bound = claimevenFloor(p, next, window))
            return *bound;

        prefetchChildren(p, next);
        const B key = scrambledKey(p);
        const Check check = static_cast<Check>(key);
        Slot<Check> *bucket = bucketOf(key);
        const std::uint64_t nodesAtEntry = m_nodes;
        if (const std::optional<int> bound = probe(bucket, check, window))
            return *bound;

        const ConnectFourMoveSorter<B> moves = sortedMoves(p, next);
        for (int i = moves.size() - 1; i >= 0; --i) { // best first
            const Position child{p.current ^ p.mask, p.mask | moves[i], p.moves + 1};
            const int score = -negamax(child, -window.beta, -window.alpha);
            if (m_stopped)
                return 0;
            if (score >= window.beta) {
                store(bucket, check, score, true, nodesAtEntry);
                return score;
            }
            if (score > window.alpha)
                window.alpha = score;
        }
        store(bucket, check, window.alpha, false, nodesAtEntry);
        return window.alpha;
    }

    // Counts the node; every 4096 nodes, asks whether the search is to stop.
    bool shouldStop()
    {
        ++m_nodes;
        if ((m_nodes & 4095) == 0
            && ((m_control && m_control->isCancelled())
                || (m_deadline && std::chrono::steady_clock::now() >= *m_deadline)))
            m_stopped = true;
        return m_stopped;
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

    // The slot of `bucket` that holds the position of `check`, if any.
    Slot<Check> *find(Slot<Check> *bucket, Check check) const
    {
        if (bucket[0].generation == m_generation && bucket[0].check == check)
            return &bucket[0];
        if (bucket[1].generation == m_generation && bucket[1].check == check)
            return &bucket[1];
        return nullptr;
    }

    // Narrows `window` by the bounds stored for the position of `check` in
    // `bucket`; returns the bound that answers the window, if one does.
    std::optional<int> probe(Slot<Check> *bucket, Check check, SearchWindow &window) const
    {
        const Slot<Check> *slot = find(bucket, check);
        if (!slot)
            return std::nullopt;
        if (window.raiseTo(slot->lower))
            return slot->lower;
        if (window.lowerTo(slot->upper))
            return slot->upper;
        return std::nullopt;
    }

    // Records a lower or an upper bound of a position in its bucket, with
    // the nodes searched since `nodesAtEntry`. If the bucket still holds the
    // position, its other bound stays. Otherwise the position takes the first
    // slot if it cost at least as much as the result there (which moves to
    // the second) or that result is from an earlier solve() (and goes), else
    // the second.
    void store(Slot<Check> *bucket, Check check, int value, bool isLower, std::uint64_t nodesAtEntry)
    {
        const int nodesBitWidth = static_cast<int>(std::bit_width(m_nodes - nodesAtEntry));
        const auto work = static_cast<std::uint8_t>(std::min(63, nodesBitWidth));
        Slot<Check> *slot = find(bucket, check);
        if (!slot) {
            if (bucket[0].generation != m_generation || bucket[0].age != m_age || work >= bucket[0].work) {
                if (bucket[0].generation == m_generation && bucket[0].age == m_age)
                    bucket[1] = bucket[0];
                slot = &bucket[0];
            } else {
                slot = &bucket[1];
            }
            *slot = {
                check, std::numeric_limits<std::int8_t>::min(), std::numeric_limits<std::int8_t>::max(), m_generation,
                0,     static_cast<std::uint8_t>(m_age)};
        }
        (isLower ? slot->lower : slot->upper) = static_cast<std::int8_t>(value);
        slot->work = std::max<std::uint8_t>(slot->work, work);
        slot->age = static_cast<std::uint8_t>(m_age) & 3;
    }

    int m_cells;
    B m_bottom = 0, m_board = 0;
    B m_evenRows = 0; // see claimeven.h
    std::array<B, 10> m_columnMask{};
    std::array<int, 10> m_order{};
    B m_keyMask = 0;
    int m_indexShift = 0;
    std::size_t m_slotCount = 0;
    std::unique_ptr<void, FreeMemory> m_memory;
    Slot<Check> *m_table = nullptr; // m_slotCount slots in m_memory
    std::uint8_t m_generation = 1;
    unsigned m_age = 0; // of the current solve(), see Slot
    std::uint64_t m_nodes = 0;
    const SearchControl *m_control = nullptr;
    ConnectFourSolver::Deadline m_deadline;
    bool m_stopped = false;
};

} // namespace

ConnectFourSolver::ConnectFourSolver(int rows, int columns, int log2TableSlots)
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
