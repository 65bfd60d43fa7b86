#include "core/games/quarto/quartosolver.h"

#include "core/games/quarto/quartolastfour.h"
#include "core/games/quarto/quartosolvermoves.h"
#include "core/solver/busymark.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <optional>
#include <utility>

// The search: negamax with alpha-beta on the exact score (quartosolver.h), a
// null-window binary search on top of it, and a transposition table of bounds.
//
// A move is a placement and a give. Gives that let the opponent win at once
// are never tried: such a move loses next ply, and if every move is one of
// them the node is lost at once, without looking further. So a node's piece in
// hand never wins at once (its parent would not have given it), which bounds
// every node's score before its moves are looked at. Near the root the moves
// are ordered by how few safe moves they leave the opponent; none left means
// the opponent must hand back a win, the best score there is. Lower down the
// order is cheaper (kCountRepliesMinEmpty, kOrderMinEmpty), and a node of 4
// empty squares is scored without a search (quartolastfour.h).
//
// The position lives in bitboards (Node): the occupied squares, and for each
// attribute the squares whose piece has that bit set. The squares with a clear
// bit are occupied & ~attribute. For a set x of squares sharing an attribute
// value, one table lookup gives the empty squares that would complete a line of
// x (m_completers), so "which pieces win now" is eight lookups. The safe gives
// of a node and the ordering's count of the opponent's safe replies: see
// quartosolvermoves.h.
//
// The table is keyed by a canonical form of the position under the
// symmetries of the game: see quartosolverkey.cpp.
//
// Threads: see quartosolverthreads.cpp. Within kSharedPlies of the root, a
// node that another thread is searching is put off (deferIfBusy, kBusy).

namespace quatre {

using namespace quartobits;

namespace {

// Only nodes with at least kTableMinEmpty empty squares use the table (and pay
// for the canonical key and a likely cache miss): at 6 and 7 fewer than 2 % of
// the nodes found a bound there that ended them, too few to pay for the rest.
// Nodes with at least kOrderMinEmpty rank their moves; below, the subtrees are
// cheaper to search than to rank (5 and 7 measured no better). From
// kCountRepliesMinEmpty on, the rank is how many safe moves the move leaves
// the opponent (ReplyCounter); below, it is how many gives are safe after
// placing on the move's square, fewest first: a square-level order, nearly as
// good (14 % more nodes on the analysis's positions) for a tenth of the work
// of counting, and faster since the nodes of 4 empty squares became cheap
// (quartolastfour.h). Piece order within a square: nothing better was found.
constexpr int kTableMinEmpty = 8;
constexpr int kOrderMinEmpty = 6;
constexpr int kCountRepliesMinEmpty = 7;
static_assert(kOrderMinEmpty > 2, "negamaxUnordered() ends the nodes of 2 empty squares");

// With several threads, the plies below the root where a node that another
// thread is searching is put off (2 to 6 measured alike, none 15 % more nodes
// at 12 empty squares).
constexpr int kSharedPlies = 4;

const std::vector<SquareSet> &completerTable(bool squareRule)
{
    auto build = [](int lineCount) {
        std::vector<SquareSet> table(std::size_t{1} << kSquareCount);
        for (unsigned x = 0; x < table.size(); ++x) {
            unsigned result = 0;
            for (int l = 0; l < lineCount; ++l) {
                const unsigned mask = kQuartoLines[static_cast<std::size_t>(l)].mask;
                const unsigned missing = mask & ~x;
                if (std::popcount(missing) == 1)
                    result |= missing;
            }
            table[x] = static_cast<SquareSet>(result);
        }
        return table;
    };
    static const std::vector<SquareSet> standard = build(kStandardLineCount);
    static const std::vector<SquareSet> withSquares = build(kAllLineCount);
    return squareRule ? withSquares : standard;
}

// Entry layout. high: the key's high 50 bits, then the generation (14 bits).
// low: the key's low 34 bits, the value + 32 (bits 40..47), the bound kind (48).
constexpr int kGenerationShift = 50;
constexpr std::uint64_t kKeyHighMask = (std::uint64_t{1} << kGenerationShift) - 1;
constexpr std::uint16_t kGenerationLimit = 1u << 14;
constexpr std::uint64_t kKeyLowMask = (std::uint64_t{1} << 34) - 1;
constexpr int kValueShift = 40;
constexpr int kLowerBoundShift = 48;

} // namespace

QuartoSolver::QuartoSolver(bool squareRule, int log2TableSlots)
    : m_squareRule(squareRule)
    , m_tableBits(log2TableSlots)
    , m_completers(completerTable(squareRule))
    , m_symmetries(quartoBoardSymmetries(squareRule))
    , m_mapBytes(m_symmetries.size())
    // All zero, an entry is of generation 0, which no search uses: empty.
    , m_ownTable(allocateTable((std::size_t{1} << log2TableSlots) * sizeof(Entry)))
    , m_table(static_cast<Entry *>(m_ownTable.get()))
    , m_slotCount(std::size_t{1} << log2TableSlots)
    , m_slotMask((std::size_t{1} << log2TableSlots) - 1)
{
    static_assert(sizeof(Entry) == 16, "a bucket of two fills half a cache line");
    for (std::size_t i = 0; i < m_symmetries.size(); ++i) {
        for (unsigned half = 0; half < 2; ++half) {
            for (unsigned byte = 0; byte < 256; ++byte) {
                unsigned image = 0;
                for (unsigned bit = 0; bit < 8; ++bit)
                    if ((byte >> bit) & 1u)
                        image |= 1u << m_symmetries[i][half * 8 + bit];
                m_mapBytes[i][half][byte] = static_cast<SquareSet>(image);
            }
        }
    }
}

QuartoSolver::~QuartoSolver() = default;

QuartoSolver::Node QuartoSolver::nodeOf(const Quarto &game)
{
    Node node;
    node.occupied = game.occupiedSquares();
    node.remaining = game.remainingPieces();
    node.hand = game.pieceInHand();
    node.empty = game.emptySquareCount();
    for (int s = 0; s < kSquareCount; ++s) {
        const Piece p = game.pieceOnSquare(s);
        if (p == kNoPiece)
            continue;
        for (int a = 0; a < kAttributeCount; ++a)
            if ((p >> a) & 1)
                node.attribute[static_cast<std::size_t>(a)] |= static_cast<SquareSet>(1u << s);
    }
    return node;
}

// Inlined by force: the search calls it for nearly every child, and the calls
// cost 3 % of its instructions.
[[gnu::always_inline]] inline QuartoSolver::Node QuartoSolver::placedOn(const Node &node, int square)
{
    Node placed = node;
    const auto bit = static_cast<SquareSet>(1u << square);
    // The four attributes at once, without branches (see kLanesOfBits).
    placed.attribute = std::bit_cast<std::array<SquareSet, kAttributeCount>>(
        std::bit_cast<std::uint64_t>(node.attribute)
        | (bit * kLanes & kLanesOfBits[static_cast<std::size_t>(node.hand)]));
    placed.occupied |= bit;
    placed.hand = kNoPiece;
    placed.empty = node.empty - 1;
    return placed;
}

QuartoSolver::Node QuartoSolver::childOf(const Node &node, int square, Piece given)
{
    Node child = placedOn(node, square);
    child.hand = given;
    child.remaining = static_cast<PieceSet>(node.remaining & ~pieceBit(given));
    return child;
}

PieceSet QuartoSolver::winningPieces(const std::array<SquareSet, kAttributeCount> &attribute, SquareSet occupied) const
{
    const auto empty = static_cast<SquareSet>(~occupied);
    unsigned pieces = 0;
    for (std::size_t a = 0; a < kAttributeCount; ++a) {
        const SquareSet set = attribute[a];
        if (m_completers[set] & empty)
            pieces |= kPiecesWithBit[a];
        if (m_completers[static_cast<SquareSet>(occupied & ~set)] & empty)
            pieces |= static_cast<PieceSet>(~kPiecesWithBit[a]);
    }
    return static_cast<PieceSet>(pieces);
}

PieceSet QuartoSolver::winningAfterPlacing(const Node &node, int square) const
{
    const Node placed = placedOn(node, square);
    return winningPieces(placed.attribute, placed.occupied);
}

bool QuartoSolver::safeGives(const SafeGives &gives, std::array<PieceSet, kSquareCount> &safe)
{
    bool any = false;
    for (unsigned free = gives.sides().empty; free != 0; free &= free - 1) {
        const PieceSet safeHere = gives.at(static_cast<SquareSet>(free & -free));
        safe[static_cast<std::size_t>(std::countr_zero(free))] = safeHere;
        any = any || safeHere != 0;
    }
    return any;
}

[[gnu::always_inline]] inline bool QuartoSolver::lastPieceCanBeSafe(const Node &node) const
{
    // Per attribute (see kLanes), the squares whose pieces share the last
    // piece's value of the bit, and whether the hand shares it too. The last
    // piece wins on its square if a line through it has its three others on
    // such squares, for some attribute.
    const auto last = static_cast<std::size_t>(std::countr_zero(static_cast<unsigned>(node.remaining)));
    const std::uint64_t likeLast =
        ~(std::bit_cast<std::uint64_t>(node.attribute) ^ kLanesOfBits[last]) & (node.occupied * kLanes);
    const std::uint64_t handLikeLast = ~(kLanesOfBits[static_cast<std::size_t>(node.hand)] ^ kLanesOfBits[last]);
    const auto empty = static_cast<SquareSet>(~node.occupied);
    const auto lastWins = [&](SquareSet handSquare, SquareSet lastSquare) {
        const std::uint64_t side = likeLast | (handSquare * kLanes & handLikeLast);
        unsigned completing = 0;
        for (int a = 0; a < kAttributeCount; ++a)
            completing |= m_completers[static_cast<SquareSet>(side >> (16 * a))];
        return (completing & lastSquare) != 0;
    };
    const auto first = static_cast<SquareSet>(empty & -empty), second = static_cast<SquareSet>(empty & ~first);
    return !lastWins(first, second) || !lastWins(second, first);
}

std::size_t QuartoSolver::slotOf(const Key &key) const
{
    std::uint64_t h = key.high * 0x9e3779b97f4a7c15ULL ^ key.low;
    h *= 0xbf58476d1ce4e5b9ULL;
    return static_cast<std::size_t>(h >> 24) & m_slotMask & ~std::size_t{1};
}

std::uint64_t QuartoSolver::probe(const Key &key) const
{
    const std::size_t slot = slotOf(key);
    for (std::size_t i = 0; i < 2; ++i) {
        const Entry &e = m_table[slot + i];
        const std::uint64_t low = e.data.load(std::memory_order_relaxed);
        const std::uint64_t high = e.check.load(std::memory_order_relaxed) ^ low;
        if ((high >> kGenerationShift) == m_generation && (high & kKeyHighMask) == key.high
            && (low & kKeyLowMask) == key.low)
            return low; // never 0: it holds value + 32
    }
    return 0;
}

void QuartoSolver::store(const Key &key, int value, bool lowerBound)
{
    // A bucket of two: the same position's entry is replaced; else an entry
    // of an older search, else the one nearer the end of the game (the
    // cheaper to search again).
    const std::size_t slot = slotOf(key);
    std::size_t victim = slot + 1;
    int victimOccupied = -1;
    for (std::size_t i = 0; i < 2; ++i) {
        const Entry &e = m_table[slot + i];
        const std::uint64_t low = e.data.load(std::memory_order_relaxed);
        const std::uint64_t high = e.check.load(std::memory_order_relaxed) ^ low;
        if ((high & kKeyHighMask) == key.high && (low & kKeyLowMask) == key.low) {
            victim = slot + i;
            break;
        }
        const int occupied = (high >> kGenerationShift) == m_generation
            ? std::popcount(static_cast<unsigned>((high >> 34) & 0xFFFF))
            : kSquareCount + 1;
        if (occupied > victimOccupied) {
            victimOccupied = occupied;
            victim = slot + i;
        }
    }
    Entry &e = m_table[victim];
    const std::uint64_t high = key.high | (std::uint64_t{m_generation} << kGenerationShift);
    const std::uint64_t low = key.low | (static_cast<std::uint64_t>(value + 32) << kValueShift)
        | (static_cast<std::uint64_t>(lowerBound) << kLowerBoundShift);
    e.check.store(high ^ low, std::memory_order_relaxed);
    e.data.store(low, std::memory_order_relaxed);
}

Verdict QuartoSolver::verdictOf(const Quarto &game, int score)
{
    if (score == 0)
        return Verdict{};
    // A score of +-(e + 1) ends with the placement that leaves e squares
    // empty: the (E - e)-th placement from here, E the squares empty now.
    const int empty = game.emptySquareCount();
    return score > 0 ? Verdict{1, empty + 1 - score} : Verdict{-1, empty + 1 + score};
}

void QuartoSolver::clearTable()
{
    if (++m_generation == kGenerationLimit) { // wrapped: really clear once in a while
        for (std::size_t i = 0; i < m_slotCount; ++i) {
            m_table[i].check.store(0, std::memory_order_relaxed);
            m_table[i].data.store(0, std::memory_order_relaxed);
        }
        m_generation = 1;
    }
}

int QuartoSolver::negamax(const Node &node, int alpha, int beta, bool deferIfBusy)
{
    if (m_counter.count())
        return 0;
    // Invariant: the piece in hand does not win at once.
    const int empty = node.empty;
    if (empty <= 1)
        return 0; // it goes on the last square: a draw
    static_assert(kOrderMinEmpty == 6, "one case below for each depth that does not order its moves");
    switch (empty) {
    case 2: { // only a root: the nodes of 3 empty squares look at their children's last piece
        std::array<PieceSet, kSquareCount> safe{};
        return safeGives(SafeGives(*this, node), safe) ? 0 : -1;
    }
    case 3: return negamaxUnordered<3>(node, alpha, beta);
    case 4: return lastFourScore(node, alpha, beta);
    case 5: return negamaxUnordered<5>(node, alpha, beta);
    default: break;
    }
    const bool useTable = empty >= kTableMinEmpty;
    const Key key = useTable ? canonicalKey(node) : Key{};
    // The probe below likely misses the cache: its line is fetched while
    // the safe gives are found.
    if (useTable)
        __builtin_prefetch(&m_table[slotOf(key)]);
    const SafeGives safeAt(*this, node);
    std::array<PieceSet, kSquareCount> safe{};
    const bool anySafe = safeGives(safeAt, safe);
    const auto freeSquares = static_cast<SquareSet>(~node.occupied);
    if (!anySafe)
        return -(empty - 1); // whatever we give wins for the opponent

    // With a safe give the opponent cannot win at once, and we cannot either.
    const int min = -(empty - 3);
    if (alpha < min) {
        alpha = min;
        if (alpha >= beta)
            return alpha;
    }
    const int max = empty - 2;
    if (beta > max) {
        beta = max;
        if (alpha >= beta)
            return beta;
    }

    if (useTable) {
        if (const std::uint64_t low = probe(key)) {
            const int value = static_cast<int>((low >> kValueShift) & 0xFF) - 32;
            if ((low >> kLowerBoundShift) & 1) {
                if (alpha < value) {
                    alpha = value;
                    if (alpha >= beta)
                        return alpha;
                }
            } else if (beta > value) {
                beta = value;
                if (alpha >= beta)
                    return beta;
            }
        }
    }

    // Near the root with several threads: put off if another thread is here,
    // else say that this one is, until it returns.
    BusyMark busyMark;
    const bool nearRoot = m_shared && m_rootEmpty - empty < kSharedPlies;
    if (nearRoot && useTable) {
        std::atomic<std::uint64_t> &slot =
            m_shared->busy[(key.high ^ key.low * 0x9e3779b97f4a7c15ULL) % m_shared->busy.size()];
        const std::uint64_t mark = key.low | 1;
        if (deferIfBusy && slot.load(std::memory_order_relaxed) == mark)
            return kBusy;
        busyMark.set(slot, mark);
    }

    // The moves, packed as (rank << 8) | square << 4 | piece, the rank being
    // how many safe moves the opponent has after them, or at 6 empty squares
    // how many gives are safe after the move's placement (see
    // kCountRepliesMinEmpty).
    std::array<std::uint32_t, kSquareCount * kPieceCount> unsorted;
    int count = 0;
    std::uint32_t maxRank = 0;
    std::array<int, kPieceCount> replies{};
    const bool countReplies = empty >= kCountRepliesMinEmpty;
    std::optional<ReplyCounter> replyCounter;
    if (countReplies)
        replyCounter.emplace(*this, safeAt, node);
    for (unsigned free = freeSquares; free != 0; free &= free - 1) {
        const int s = std::countr_zero(free);
        const PieceSet safeHere = safe[static_cast<std::size_t>(s)];
        if (safeHere == 0)
            continue;
        if (countReplies)
            replyCounter->count(s, safeHere, replies);
        const auto squareRank = static_cast<std::uint32_t>(std::popcount(static_cast<unsigned>(safeHere)));
        for (unsigned gives = safeHere; gives != 0; gives &= gives - 1) {
            const int g = std::countr_zero(gives);
            const auto rank =
                countReplies ? static_cast<std::uint32_t>(replies[static_cast<std::size_t>(g)]) : squareRank;
            if (rank == 0) { // the opponent must hand back a win
                if (useTable)
                    store(key, max, true);
                return max;
            }
            unsorted[static_cast<std::size_t>(count++)] = (rank << 8) | static_cast<std::uint32_t>(s << 4 | g);
            maxRank = std::max(maxRank, rank);
        }
    }
    // Sorted by counting the ranks: the moves came in the order of their low
    // bits (square, then piece), so a stable sort by rank sorts the whole
    // words, with no comparison for the processor to mispredict.
    std::array<std::uint16_t, kSquareCount * kPieceCount + 1> rankStart;
    std::fill_n(rankStart.begin(), maxRank + 2, std::uint16_t{0});
    for (int i = 0; i < count; ++i)
        ++rankStart[(unsorted[static_cast<std::size_t>(i)] >> 8) + 1];
    for (std::uint32_t r = 1; r <= maxRank; ++r)
        rankStart[r] = static_cast<std::uint16_t>(rankStart[r] + rankStart[r - 1]);
    std::array<std::uint32_t, kSquareCount * kPieceCount> moves;
    for (int i = 0; i < count; ++i) {
        const std::uint32_t m = unsorted[static_cast<std::size_t>(i)];
        moves[rankStart[m >> 8]++] = m;
    }

    std::array<std::uint32_t, kSquareCount * kPieceCount> deferred;
    int deferredCount = 0;
    for (int i = 0; i < count + deferredCount; ++i) {
        const bool later = i >= count;
        const std::uint32_t m =
            later ? deferred[static_cast<std::size_t>(i - count)] : moves[static_cast<std::size_t>(i)];
        const int raw = negamax(childOf(node, static_cast<int>((m >> 4) & 0xF), static_cast<int>(m & 0xF)), -beta,
                                -alpha, nearRoot && !later && i > 0);
        if (m_counter.stopped())
            return 0;
        if (raw == kBusy) {
            deferred[static_cast<std::size_t>(deferredCount++)] = m;
            continue;
        }
        const int score = -raw;
        if (score >= beta) {
            if (useTable)
                store(key, score, true);
            return score;
        }
        if (score > alpha)
            alpha = score;
    }
    if (useTable)
        store(key, alpha, false);
    return alpha;
}

template <int kEmpty>
int QuartoSolver::negamaxUnordered(const Node &node, int alpha, int beta)
{
    static_assert(kTableMinEmpty >= kOrderMinEmpty, "no table below the ordering depth");
    static_assert(kEmpty == 3 || kEmpty == 5, "the nodes of 4 empty squares are not searched");
    static_assert(kOrderMinEmpty == 6);
    // The moves in square order, each square's gives in piece order; the
    // bounds are as in negamax(), once a safe give shows.
    const SafeGives safeGives(*this, node);
    bool anySafe = false;
    for (unsigned free = static_cast<SquareSet>(~node.occupied); free != 0; free &= free - 1) {
        const PieceSet gives = safeGives.at(static_cast<SquareSet>(free & -free));
        if (gives == 0)
            continue;
        if (!anySafe) {
            anySafe = true;
            if (constexpr int min = -(kEmpty - 3); alpha < min) {
                alpha = min;
                if (alpha >= beta)
                    return alpha;
            }
            if (constexpr int max = kEmpty - 2; beta > max) {
                beta = max;
                if (alpha >= beta)
                    return beta;
            }
        }
        Node child = placedOn(node, std::countr_zero(free));
        for (unsigned g = gives; g != 0; g &= g - 1) {
            child.hand = static_cast<Piece>(std::countr_zero(g));
            child.remaining = static_cast<PieceSet>(node.remaining & ~(g & -g));
            int score = 0;
            if constexpr (kEmpty == 3) {
                // At 2 empty squares the opponent draws with a safe move, and
                // else must hand us the last win: their node is not searched.
                // Whichever of the two pieces left we give, the board ends as
                // one of the same two full boards (a piece on each square
                // left, either way round), and the opponent is stuck if both
                // hold a line of four: no line runs through a safe give's
                // square alone, so a full board's line is the last piece's.
                // So the square's other safe give scores the same, and is not
                // looked at.
                score = lastPieceCanBeSafe(child) ? 0 : 1;
            } else {
                if (m_counter.count())
                    return 0;
                score = -lastFourScore(child, -beta, -alpha);
            }
            if (score >= beta)
                return score;
            alpha = std::max(alpha, score);
            if constexpr (kEmpty == 3)
                break;
        }
    }
    return anySafe ? alpha : -(kEmpty - 1);
}

int QuartoSolver::lastFourScore(const Node &node, int alpha, int beta) const
{
    return QuartoLastFour(node.attribute, node.occupied, node.hand, node.remaining,
                          m_squareRule ? kAllLineCount : kStandardLineCount)
        .score(alpha, beta);
}

void QuartoSolver::start(const SearchControl *control, Deadline deadline)
{
    m_counter.begin(control, deadline, m_shared ? &m_shared->stopAll : nullptr, m_threadIndex != 0);
}

std::optional<int> QuartoSolver::scoreOf(const Node &node, bool weak, int floor)
{
    const int empty = node.empty;
    if ((winningPieces(node.attribute, node.occupied) >> node.hand) & 1)
        return weak ? 1 : empty;
    if (empty == 1)
        return 0;
    // The sign first, with one or two null windows around 0 (most positions
    // are draws, settled by these two alone; the second is not needed with
    // a floor of 0), then the distance by bisection within the side of 0
    // found.
    int min = std::max(-(empty - 1), floor), max = empty - 2;
    const int aboveZero = negamax(node, 0, 1);
    if (m_counter.stopped())
        return std::nullopt;
    if (aboveZero > 0) {
        min = std::max(min, aboveZero);
    } else if (min >= 0) {
        return 0; // at most 0, and at least the floor
    } else {
        max = aboveZero;
        const int belowZero = negamax(node, -1, 0);
        if (m_counter.stopped())
            return std::nullopt;
        if (belowZero >= 0)
            return 0;
        max = belowZero;
    }
    if (weak)
        return min > 0 ? 1 : -1;
    while (min < max) {
        const int med = min + (max - min) / 2; // rounds towards min
        const int r = negamax(node, med, med + 1);
        if (m_counter.stopped())
            return std::nullopt;
        if (r <= med)
            max = r;
        else
            min = r;
    }
    return min;
}

std::optional<int> QuartoSolver::solve(const Quarto &game, bool weak, const SearchControl *control, Deadline deadline)
{
    assert(game.squareRule() == m_squareRule && !game.isOver() && game.pieceInHand() != kNoPiece);
    start(control, deadline);
    const Node node = nodeOf(game);
    const std::optional<int> score =
        onEveryThread(node.empty, [&](QuartoSolver &solver) { return solver.scoreOf(node, weak); });
    if (score && weak)
        return (*score > 0) - (*score < 0);
    return score;
}

std::optional<int> QuartoSolver::solveAtLeast(const Quarto &game, int floor, const SearchControl *control,
                                              Deadline deadline)
{
    assert(game.squareRule() == m_squareRule && !game.isOver() && game.pieceInHand() != kNoPiece);
    start(control, deadline);
    const Node node = nodeOf(game);
    return onEveryThread(node.empty, [&](QuartoSolver &solver) { return solver.scoreOf(node, false, floor); });
}

std::optional<bool> QuartoSolver::scoreAtLeast(const Quarto &game, int threshold, const SearchControl *control,
                                               Deadline deadline)
{
    assert(game.squareRule() == m_squareRule && !game.isOver() && game.pieceInHand() != kNoPiece);
    const Node node = nodeOf(game);
    // The search's invariant: the piece in hand does not win at once.
    if ((winningPieces(node.attribute, node.occupied) >> node.hand) & 1)
        return node.empty >= threshold;
    start(control, deadline);
    const std::optional<int> r = searchWindow(node, threshold - 1, threshold);
    return r ? std::optional<bool>(*r >= threshold) : std::nullopt;
}

std::optional<bool> QuartoSolver::keepsScore(const Quarto &game, const Node &node, Move m, int score)
{
    const int square = Quarto::squareOf(m);
    const int given = Quarto::pieceGivenBy(m);
    if (given == Quarto::kNoGive) // a win, or the last square
        return (game.placementWins(square, node.hand) ? node.empty : 0) == score;
    if ((winningAfterPlacing(node, square) >> given) & 1)
        return score == -(node.empty - 1);
    // No move beats the position's score, so a child scoring at most its
    // negation scores exactly that: one null window tells.
    const std::optional<int> r = searchWindow(childOf(node, square, given), -score, -score + 1);
    if (!r)
        return std::nullopt;
    return *r <= -score;
}

std::optional<QuartoSolver::BestMoves> QuartoSolver::bestMoves(const Quarto &game, const SearchControl *control,
                                                               Deadline deadline)
{
    assert(game.squareRule() == m_squareRule && !game.isOver() && game.pieceInHand() != kNoPiece);
    start(control, deadline);
    const Node node = nodeOf(game);
    const std::optional<int> score =
        onEveryThread(node.empty, [&](QuartoSolver &solver) { return solver.scoreOf(node, false); });
    if (!score)
        return std::nullopt;
    BestMoves best{*score, {}};
    for (Move m : game.legalMoves()) {
        const std::optional<bool> keeps = keepsScore(game, node, m, *score);
        if (!keeps)
            return std::nullopt;
        if (*keeps)
            best.moves.push_back(m);
    }
    assert(!best.moves.empty());
    return best;
}

std::optional<QuartoSolver::BestMoves> QuartoSolver::firstBestMove(const Quarto &game,
                                                                   const std::vector<Move> &preference,
                                                                   const SearchControl *control, Deadline deadline)
{
    assert(game.squareRule() == m_squareRule && !game.isOver() && game.pieceInHand() != kNoPiece);
    start(control, deadline);
    const Node node = nodeOf(game);
    // The first preferred move that keeps `score`; none if the search was
    // stopped (m_counter says so), or if no move keeps it.
    const auto firstKeeping = [&](int score) -> std::optional<Move> {
        for (Move m : preference) {
            const std::optional<bool> keeps = keepsScore(game, node, m, score);
            if (!keeps || *keeps)
                return keeps ? std::optional<Move>(m) : std::nullopt;
        }
        return std::nullopt;
    };
    // Most positions are draws. Once one null window has shown that this one
    // cannot be won, the first preferred move that keeps a draw gives both the
    // score and the move. scoreOf()'s second window would only find such a
    // move again, in its own order: a tenth of the nodes at 13 empty squares.
    if (!((winningPieces(node.attribute, node.occupied) >> node.hand) & 1)) {
        const std::optional<int> aboveZero = searchWindow(node, 0, 1);
        if (!aboveZero)
            return std::nullopt;
        if (*aboveZero <= 0) {
            if (const std::optional<Move> m = firstKeeping(0))
                return BestMoves{0, {*m}};
            if (m_counter.stopped())
                return std::nullopt;
        }
    }
    // A win, or a loss whatever is played: the score first, then the move.
    const std::optional<int> score =
        onEveryThread(node.empty, [&](QuartoSolver &solver) { return solver.scoreOf(node, false); });
    if (!score)
        return std::nullopt;
    const std::optional<Move> m = firstKeeping(*score);
    assert((m || m_counter.stopped()) && "the preference lists every legal move");
    return m ? std::optional<BestMoves>(BestMoves{*score, {*m}}) : std::nullopt;
}

} // namespace quatre
