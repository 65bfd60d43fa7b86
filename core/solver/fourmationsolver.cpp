#include "core/solver/fourmationsolver.h"

#include "core/games/fourmation/fourmationevaluation.h"
#include "core/solver/exactchoice.h"
#include "core/solver/fourmationpairing.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cassert>
#include <cstdlib>
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
// The transposition table keys a position by the side to move's cubes, the
// opponent's and the cells where this cube may go (so two last cubes with the
// same free cells around them make one position), and leaves out who owns
// the cubes no four can use any more (see TableEntry); near the root (up to
// kSymmetricPlies cubes) by its smallest image under the 8 symmetries of the
// square, which makes the empty board's first moves 6 instead of 36 on 6 x 6.
// Each slot also keeps the move that cut off, tried first when the next null
// window comes back to the position, and (to a power of two) the nodes its
// result cost, so that the results near the root are not pushed out by the
// many cheap ones below.
//
// It runs on the game's own bitboards (fourmationboard.h), narrowed to a
// 64-bit word where the board fits (N x (N + 1) <= 64, that is up to 7 x 7),
// which is much faster than the 128-bit type the larger boards need; both are
// the same template, and the sizes up to 7 get their own instance with the
// shifts folded to constants.

namespace quatre {

namespace {

int bitCount(std::uint64_t b) { return std::popcount(b); }
int bitCount(CellSet b) { return countCells(b); }
int lowestBit(std::uint64_t b) { return std::countr_zero(b); }
int lowestBit(CellSet b) { return lowestBitIndex(b); }

// One slot of the table: a position, in four words, and a bound on its score.
// A cell of the position is one of
//   - a cube of the side to move on a line it can still complete: in `own`;
//   - the same of the opponent: in `key`;
//   - a dead cube, on no line its side can still complete: in `own` and `dead`;
//   - a free cell where this cube may go (all a search needs of the last
//     cube): in `own` and `key`;
//   - any other free cell: in neither;
// and under the official rule a free cell also says, in `dead` for the side
// to move and in `fallback` for the opponent, whether a dead cube of that
// side is next to it (no live one of the same side being so). Who owns a
// dead cube changes no four, only where a stuck player may go (next to any
// opponent cube), and for that these cells are all that is left to know:
// the cells that fill up later are free now. So positions that differ only
// in who owns their dead cubes share one slot, where the search meets them
// by different orders of the same cubes (a sixth to a quarter fewer nodes
// on the slow 7 x 7 positions; in the first kSymmetricPlies cubes the key is
// the plain one, in its symmetric frame). `generation` lets clearTable()
// empty the table in constant time: a slot written in an older generation
// counts as empty.
template <class B>
struct TableEntry {
    B m_own = 0;
    B m_key = 0;
    B m_dead = 0;
    B m_fallback = 0;
    std::uint32_t m_workClass = 0; // bit width of the nodes searched to get this result
    std::int8_t m_value = 0;
    std::uint8_t m_isLowerBound = 0;
    std::uint8_t m_generation = 0;
    std::uint8_t m_bestMove = 0; // bit index + 1 of the move that cut off, 0 if none

    bool holds(B o, B k, B d, B f, std::uint8_t generation) const
    {
        return m_generation == generation && sameCells(o, k, d, f);
    }
    bool sameCells(B o, B k, B d, B f) const { return m_own == o && m_key == k && m_dead == d && m_fallback == f; }
    int value() const { return m_value; }
    bool isLowerBound() const { return m_isLowerBound; }
    std::uint8_t generation() const { return m_generation; }
    int bestMove() const { return m_bestMove; }
    int workClass() const { return static_cast<int>(m_workClass); }
    void set(B o, B k, B d, B f, int workClass, int value, bool lower, std::uint8_t generation, int bestMove)
    {
        *this = {o, k, d, f, static_cast<std::uint32_t>(workClass), static_cast<std::int8_t>(value),
                 static_cast<std::uint8_t>(lower), generation, static_cast<std::uint8_t>(bestMove)};
    }
};

// The same slot in 32 bytes for the boards up to 7 x 7, whose cells are the
// low 56 bits of a word (N x (N + 1) <= 56): the top byte of each word
// carries one small field, so that a bucket of two slots is one 64-byte
// cache line and the default table (2 MiB) fits the processor's L2 cache
// (5 % faster than the 40-byte slot, the same nodes).
//   word 0: own      | value (signed)
//   word 1: key      | generation
//   word 2: dead     | bestMove
//   word 3: fallback | isLowerBound (bit 56), workClass (bits 57-63)
template <>
struct TableEntry<std::uint64_t> {
    static constexpr int kFieldShift = 56;
    static constexpr std::uint64_t kCells = (std::uint64_t{1} << kFieldShift) - 1;
    std::array<std::uint64_t, 4> m_words{};

    bool holds(std::uint64_t o, std::uint64_t k, std::uint64_t d, std::uint64_t f, std::uint8_t generation) const
    {
        return m_words[1] == (k | std::uint64_t{generation} << kFieldShift)
            && (((m_words[0] ^ o) | (m_words[2] ^ d) | (m_words[3] ^ f)) & kCells) == 0;
    }
    bool sameCells(std::uint64_t o, std::uint64_t k, std::uint64_t d, std::uint64_t f) const
    {
        return (((m_words[0] ^ o) | (m_words[1] ^ k) | (m_words[2] ^ d) | (m_words[3] ^ f)) & kCells) == 0;
    }
    int value() const { return static_cast<std::int8_t>(m_words[0] >> kFieldShift); }
    std::uint8_t generation() const { return static_cast<std::uint8_t>(m_words[1] >> kFieldShift); }
    int bestMove() const { return static_cast<int>(m_words[2] >> kFieldShift); }
    bool isLowerBound() const { return (m_words[3] >> kFieldShift) & 1; }
    int workClass() const { return static_cast<int>(m_words[3] >> (kFieldShift + 1)); }
    void set(std::uint64_t o, std::uint64_t k, std::uint64_t d, std::uint64_t f, int workClass, int value, bool lower,
             std::uint8_t generation, int bestMove)
    {
        m_words[0] = o | std::uint64_t{static_cast<std::uint8_t>(value)} << kFieldShift;
        m_words[1] = k | std::uint64_t{generation} << kFieldShift;
        m_words[2] = d | static_cast<std::uint64_t>(bestMove) << kFieldShift;
        m_words[3] = f | static_cast<std::uint64_t>(lower) << kFieldShift | static_cast<std::uint64_t>(workClass) << (kFieldShift + 1);
    }
};

// Two slots per bucket: the first keeps the result that cost the most
// nodes (the positions near the root, whose loss would be dear), the second
// takes everything else. A bucket of 32-byte slots is aligned to a cache line.
template <class B>
struct alignas(sizeof(TableEntry<B>) == 32 ? 64 : alignof(TableEntry<B>)) TableBucket {
    std::array<TableEntry<B>, 2> slots{};
};

} // namespace

class FourMationSolver::Engine {
public:
    virtual ~Engine() = default;
    virtual std::optional<int> solve(const FourMation &game, bool weak, const SearchControl *control,
                                     FourMationSolver::Deadline deadline) = 0;
    virtual std::optional<int> searchWindow(const FourMation &game, int alpha, int beta, const SearchControl *control,
                                            FourMationSolver::Deadline deadline) = 0;
    virtual void clearTable() = 0;
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
        : m_cells(n * n), m_table(std::size_t{1} << (log2Slots - 1)), m_bucketMask((std::size_t{1} << (log2Slots - 1)) - 1)
    {
        assert(log2Slots >= 1);
        size = n;
        officialRule = official;
        const FourMationGeometry &geometry = FourMationGeometry::forSize(n);
        m_board = static_cast<B>(geometry.board());
        if constexpr (sizeof(B) == 8)
            assert((m_board & ~TableEntry<B>::kCells) == 0); // the packed slot's fields sit above the cells
        for (int move = 0; move < m_cells; ++move) {
            const auto at = static_cast<std::size_t>(lowestBitIndex(geometry.bit(move)));
            m_neighbours[at] = static_cast<B>(geometry.neighboursOf(move));
            // Doubled distances to the centre, so that even sizes stay whole.
            const int dr = std::abs(2 * (move / n) - (n - 1)), dc = std::abs(2 * (move % n) - (n - 1));
            m_centrality[at] = 2 * n - std::max(dr, dc) - (dr + dc) / 4;
            const std::array<int, 4> shifts = {1, n + 1, n + 2, n};
            const B cell = B{1} << at;
            for (std::size_t d = 0; d < 4; ++d) {
                const int step = shifts[d];
                m_linesThrough[d][at] = (cell | (cell >> step) | (cell >> (2 * step)) | (cell >> (3 * step))) & m_board;
            }
            // The images of the cell under the 8 symmetries of the square, identity first.
            const int r = move / n, c = move % n, e = n - 1;
            const int images[8][2] = {{r, c}, {c, e - r}, {e - r, e - c}, {e - c, r}, {r, e - c}, {e - r, c}, {c, r}, {e - c, e - r}};
            for (std::size_t g = 0; g < 8; ++g) {
                const auto image = static_cast<std::uint8_t>(lowestBitIndex(geometry.bit(images[g][0] * n + images[g][1])));
                m_symmetric[g][at] = image;
                m_inverse[g][image] = static_cast<std::uint8_t>(at);
            }
        }
    }

    std::optional<int> solve(const FourMation &game, bool weak, const SearchControl *control,
                             FourMationSolver::Deadline deadline) override
    {
        const Root root = start(game, control, deadline);
        const int plies = root.plies;
        int min = plies + 1 - m_cells, max = m_cells - plies;
        if (weak) {
            min = -1;
            max = 1;
        }
        // Narrow [min, max] with null-window searches ("is the score above
        // med?"). Under seed 003's rule most positions are draws (every board
        // up to 6 x 6 is): the two probes around 0 settle a draw, so those
        // come first, and a win or a loss is then found from its slow end
        // outwards, doubling the step. Under the official rule most positions
        // are won or lost: there the probes from the far ends, cheap because
        // only quick wins count, fill the table with the cutting moves and
        // bounds that make the probes near 0 cheap (measured: twice fewer
        // nodes on 6 x 6 for the seed rule one way, six times fewer for the
        // official rule the other way).
        //
        // The bounds skip the scores that cannot happen (possibleScore()).
        // Under the official rule, once what is left around 0 is narrow
        // (kDrawProbeSpan), the two probes next to 0 come first, as a draw
        // (the commonest result there) needs both and nothing else; and a
        // probe that would ask whether the root survives past a possible
        // loss asks instead whether it survives up to it. Both measured on three sets of 200
        // 7 x 7 positions after 8 cubes: 8 % fewer nodes in all, the slow
        // losses a third fewer (see the README).
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
            int med;
            if (bisect && !weak && min <= 0 && max >= 0 && max - min <= kDrawProbeSpan) {
                med = min < 0 ? -1 : 0;
            } else if (bisect) {
                med = min + (max - min) / 2;
                if (med <= 0 && min / 2 < med)
                    med = min / 2;
                else if (med >= 0 && max / 2 > med)
                    med = max / 2;
                if (med < 0 && possibleScore(med, plies) && med - 1 >= min) // never when weak: med is 0 or -1 there
                    --med;
            } else if (min <= 0 && max > 0) {
                med = 0;
            } else if (min < 0 && max == 0) {
                med = -1;
            } else if (min > 0) {
                med = std::min(min + step - 1, max - 1);
            } else {
                med = std::max(max - step, min);
            }
            const int r = search(root, med, med + 1);
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

    std::optional<int> searchWindow(const FourMation &game, int alpha, int beta, const SearchControl *control,
                                    FourMationSolver::Deadline deadline) override
    {
        assert(alpha < beta);
        const int r = search(start(game, control, deadline), alpha, beta);
        if (m_stopped)
            return std::nullopt;
        return r;
    }

    void clearTable() override
    {
        if (++m_generation == 0) { // wrapped: really clear once every 255 calls
            std::fill(m_table.begin(), m_table.end(), TableBucket<B>{});
            m_generation = 1;
        }
    }
    std::uint64_t nodes() const override { return m_nodes; }
    std::size_t tableBytes() const override { return m_table.size() * sizeof(TableBucket<B>); }

private:
    static constexpr int kMaxCells = FourMationGeometry::kMaxCells;
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

    int n() const { return FixedSize ? FixedSize : size; }

    // The image of `cells` under symmetry `g` (only used near the root,
    // where there are few cubes).
    B image(B cells, std::size_t g) const
    {
        B result = 0;
        for (; cells; cells &= cells - 1)
            result |= B{1} << m_symmetric[g][static_cast<std::size_t>(lowestBit(cells))];
        return result;
    }

    // The loops over the four line directions below are unrolled with a
    // pragma, as GCC's -O2 leaves them loops: the shifts then fold to
    // constants where the board size is one (a fifth fewer instructions a
    // node on 7 x 7, 15 % faster).

    // The layout's four line directions: right, down, down-right, down-left.
    std::array<int, 4> lineShifts() const { return {1, n() + 1, n() + 2, n()}; }

    // `starts` (lines per direction, marked at their first cell) less the
    // lines through `cell`.
    std::array<B, 4> linesAvoiding(const std::array<B, 4> &starts, B cell) const
    {
        const auto at = static_cast<std::size_t>(lowestBit(cell));
        std::array<B, 4> rest;
        #pragma GCC unroll 4
        for (std::size_t d = 0; d < 4; ++d)
            rest[d] = starts[d] & ~m_linesThrough[d][at];
        return rest;
    }

    // The free cells where one more of `cubes` completes four (as
    // FourMationGeometry::completingCells).
    B winningCells(B cubes, B occupied) const
    {
        B result = 0;
        const int shifts[4] = {1, n() + 1, n() + 2, n()};
        #pragma GCC unroll 4
        for (int s : shifts) {
            // Around the free cell: xxx. / xx.x on a pair one and two cells
            // back, .xxx / x.xx on a pair one and two cells ahead.
            const B back1 = cubes << s;
            const B pairs = cubes & back1; // a cube with one more a cell back
            result |= ((pairs << s) & ((cubes << (3 * s)) | (cubes >> s))) | ((pairs >> (2 * s)) & ((cubes >> (3 * s)) | back1));
        }
        return result & m_board & ~occupied;
    }

    // The lines of four that hold none of `blockers` (those the other side
    // can still complete), per direction (right, down, down-right,
    // down-left), each marked at its first cell, and the cells they cover
    // (where a cube of that side is live). A child's opponent is its
    // parent's side to move, with the same lines, so each node makes one
    // and is handed the other.
    struct OpenLines {
        std::array<B, 4> starts;
        B covered;
    };
    OpenLines openLines(B blockers) const
    {
        const B open = m_board & ~blockers;
        const int shifts[4] = {1, n() + 1, n() + 2, n()};
        OpenLines lines;
        lines.covered = 0;
        #pragma GCC unroll 4
        for (std::size_t d = 0; d < 4; ++d) {
            const int s = shifts[d];
            const B pairs = open & (open >> s); // cells 0 and 1 open
            const B starts = pairs & (pairs >> (2 * s));
            const B firstTwo = starts | (starts << s);
            lines.starts[d] = starts;
            lines.covered |= firstTwo | (firstTwo << (2 * s));
        }
        return lines;
    }

    // How many more of `cubes` it takes at least to complete one of
    // `lines` (openLines() of the other side's cubes), for cubes that have
    // no winning cell (else it is 1): 2 to 4, or 5 when every line is cut.
    // (An open line holding three of them would have a winning cell, its
    // fourth, so the first line with two answers.) Counted on all lines at
    // once, bit-sliced: which of a line's first two cells hold one of
    // `cubes` (any, both), and of its last two (the same shifted by two).
    int cubesToComplete(B cubes, const OpenLines &lines) const
    {
        const int shifts[4] = {1, n() + 1, n() + 2, n()};
        int fewest = 5;
        #pragma GCC unroll 4
        for (std::size_t d = 0; d < 4; ++d) {
            const B starts = lines.starts[d];
            if (!starts)
                continue;
            const int s = shifts[d];
            const B anyOfFirst = cubes | (cubes >> s), bothOfFirst = cubes & (cubes >> s);
            const B anyOfLast = anyOfFirst >> (2 * s), bothOfLast = bothOfFirst >> (2 * s);
            if (starts & (bothOfFirst | bothOfLast | (anyOfFirst & anyOfLast)))
                return 2;
            if (starts & (anyOfFirst | anyOfLast))
                fewest = std::min(fewest, 3);
            else
                fewest = std::min(fewest, 4);
        }
        return fewest;
    }

    // The cells of those of `lines` (openLines() of the other side's cubes)
    // that hold two or more of `cubes`.
    B cellsOfLinesWithTwo(B cubes, const OpenLines &lines) const
    {
        const int shifts[4] = {1, n() + 1, n() + 2, n()};
        B cells = 0;
        #pragma GCC unroll 4
        for (std::size_t d = 0; d < 4; ++d) {
            const int s = shifts[d];
            const B anyOfFirst = cubes | (cubes >> s), bothOfFirst = cubes & (cubes >> s);
            const B anyOfLast = anyOfFirst >> (2 * s), bothOfLast = bothOfFirst >> (2 * s);
            const B starts = lines.starts[d] & (bothOfFirst | bothOfLast | (anyOfFirst & anyOfLast));
            const B firstTwo = starts | (starts << s);
            cells |= firstTwo | (firstTwo << (2 * s));
        }
        return cells;
    }

    // The cells around `cells`, not counting `cells` themselves.
    B around(B cells) const
    {
        const B across = cells | (cells << 1) | (cells >> 1);
        return (across | (across << (n() + 1)) | (across >> (n() + 1))) & m_board & ~cells;
    }

    // The cells next to some cell of `cells`, a cell of `cells` included
    // when another one is next to it (unlike around()): the cubes placed on
    // these, and only these, leave a cell of `cells` among the next cells.
    B adjacentTo(B cells) const
    {
        const B sideways = (cells << 1) | (cells >> 1);
        const B across = cells | sideways;
        return (sideways | (across << (n() + 1)) | (across >> (n() + 1))) & m_board;
    }

    // Where the opponent may play after the side to move (cubes `own`) puts
    // a cube on `move` (bit index `at`); 0 means the game is drawn there.
    B repliesAfter(B move, int at, B own, B empty) const
    {
        const B emptyAfter = empty & ~move;
        const B replies = m_neighbours[static_cast<std::size_t>(at)] & emptyAfter;
        if (replies || !officialRule)
            return replies;
        return around(own | move) & emptyAfter;
    }

    // A search's starting position, and the search state reset for it.
    struct Root {
        B own, opp; // the side to move's cubes, the opponent's
        int last;   // the last cube's bit index, -1 before the first
        int plies;
    };
    Root start(const FourMation &game, const SearchControl *control, FourMationSolver::Deadline deadline)
    {
        assert(game.size() == size && game.officialRule() == officialRule && !game.isOver());
        m_control = control;
        m_deadline = deadline;
        m_stopped = false;
        const int me = game.sideToMove();
        return {static_cast<B>(game.cubes(me)), static_cast<B>(game.cubes(1 - me)),
                game.lastMove() == kNoMove ? -1 : lowestBitIndex(game.geometry().bit(game.lastMove())), game.plyCount()};
    }
    int search(const Root &root, int alpha, int beta)
    {
        const B occupied = root.own | root.opp;
        return negamax(root.own, root.opp, root.last, root.plies, alpha, beta, winningCells(root.own, occupied),
                       winningCells(root.opp, occupied), openLines(root.own));
    }

    // Precondition: the game is not over. `own` are the side to move's cubes;
    // `myWins` and `theirWins` the free cells where one more cube completes
    // four for each side (exactly winningCells(), handed down because the
    // parent has them already), `theirLines` the lines the opponent can
    // still complete (openLines(own): the parent's ourLines).
    int negamax(B own, B opp, int last, int plies, int alpha, int beta, B myWins, B theirWins, const OpenLines &theirLines)
    {
        assert(myWins == winningCells(own, own | opp) && theirWins == winningCells(opp, own | opp));
        ++m_nodes;
        if ((m_nodes & 4095) == 0
            && ((m_control && m_control->isCancelled()) || (m_deadline && std::chrono::steady_clock::now() >= *m_deadline)))
            m_stopped = true;
        if (m_stopped)
            return 0;

        const B occupied = own | opp;
        const B empty = m_board & ~occupied;
        B legal = (last >= 0 ? m_neighbours[static_cast<std::size_t>(last)] : m_board) & empty;
        if (!legal && officialRule)
            legal = around(opp) & empty;
        if (!legal)
            return 0; // nowhere to go: a draw
        if (legal & myWins)
            return m_cells - plies;

        const OpenLines ourLines = openLines(opp); // also for the table key and the children

        // Near the root, where whole subtrees hang on a node and the empty
        // board's symmetries are still around, the table sees each position
        // in the frame of its smallest symmetric image.
        B tableOwn = own | legal;
        B key = opp | legal;
        B deadKey = 0, fallbackKey = 0;
        if (plies > kSymmetricPlies) {
            const B ownLive = own & ourLines.covered, oppLive = opp & theirLines.covered;
            const B dead = occupied & ~ownLive & ~oppLive;
            tableOwn = ownLive | dead | legal;
            key = oppLive | legal;
            deadKey = dead;
            if (officialRule) {
                deadKey |= around(own & dead) & empty & ~around(ownLive);
                fallbackKey = around(opp & dead) & empty & ~around(oppLive);
            }
        }
        std::size_t frame = 0;
        if (plies <= kSymmetricPlies) {
            const B baseOwn = tableOwn, baseKey = key;
            for (std::size_t g = 1; g < 8; ++g) {
                const B imageKey = image(baseKey, g);
                const B imageOwn = image(baseOwn, g);
                if (imageKey < key || (imageKey == key && imageOwn < tableOwn)) {
                    key = imageKey;
                    tableOwn = imageOwn;
                    frame = g;
                }
            }
        }
        const std::size_t bucket = bucketOf(tableOwn ^ (deadKey * 0x9E3779B97F4A7C15ULL), key ^ (fallbackKey * 0xc2b2ae3d27d4eb4fULL));
        // The slot is wanted only after the bounds and the move list below:
        // asked for now, it is on its way from memory meanwhile (7 % faster
        // on the slowest 7 x 7 positions).
        __builtin_prefetch(&m_table[bucket]);

        // A side whose every open line the other side can pair off
        // (fourmationpairing.h) never wins. Asked only where that alone
        // answers the window (we cannot win, when the window asks for a win;
        // they cannot, when it asks whether we avoid a loss) and only near
        // the end, where it often holds: on 7 x 7 after 8 cubes, a fifth
        // fewer nodes, on the slowest positions a quarter (see the README).
        // A winning cell is a line with one free cell, which no pair fits.
        if (m_cells - plies <= kPairingFreeCells) {
            if (alpha >= 0 && !myWins && pairingBlocks(ourLines.starts, empty, lineShifts()))
                return 0;
            if (beta <= 0 && !theirWins && pairingBlocks(theirLines.starts, empty, lineShifts()))
                return 0;
        }

        // A move hands over when one of the opponent's winning cells is
        // among its next cells, the free cells around it: as theirWins are
        // free cells, when it is next to one (adjacentTo()). Only a move with
        // no free cell around it sends the opponent elsewhere: under the
        // official rule next to any of our cubes (repliesAfter() says
        // where), under seed 003's rule nowhere (a draw, no hand-over).
        B safe = legal & ~adjacentTo(theirWins);
        if (officialRule && theirWins) {
            for (B rest = safe & ~adjacentTo(empty); rest; rest &= rest - 1) {
                const B move = rest & (~rest + 1);
                if (repliesAfter(move, lowestBit(move), own, empty) & theirWins)
                    safe &= ~move;
            }
        }
        if (!safe)
            return plies + 1 - m_cells; // every move hands over: lost to the opponent's next cube

        // We cannot win with this cube: at best with the one after next
        // (cubes alternate: ours makes plies + 1, then theirs, then ours
        // plies + 3), and only if a move forces the opponent to hand us a
        // win. That is an exact value, so it is looked for first, on the
        // winning cells each safe move makes (none while our best line needs
        // three cubes or more: one more cube leaves it two short). Without
        // such a move our first win is at plies + 5 or later, later still
        // when our best line needs more cubes, and never once the opponent's
        // cubes cut every line or the board fills first.
        //
        // Our winning cells after a safe move are myWins (none of them is
        // legal, so it takes none) and new ones only on a line it shares
        // with two of our cubes (makesWins): only those moves need
        // winningCells(). The same lines say when our best line needs two.
        const B makesWins = cellsOfLinesWithTwo(own, ourLines);
        const int ourNeed = myWins ? 1 : makesWins ? 2 : cubesToComplete(own, ourLines);
        const B nextToMyWins = adjacentTo(myWins); // where an opponent cube hands us one
        B moves[kMaxCells], winsAfter[kMaxCells];
        int safeReplies[kMaxCells]; // for the move order
        int count = 0;
        for (B rest = safe; rest; rest &= rest - 1) {
            const B move = rest & (~rest + 1);
            const bool makesNewWins = move & makesWins;
            const B wins = makesNewWins ? winningCells(own | move, occupied | move) : myWins;
            const B nextToWins = makesNewWins ? adjacentTo(wins) : nextToMyWins;
            const B replies = repliesAfter(move, lowestBit(move), own, empty);
            if (wins && forcesHandOver(move, replies, opp, empty, wins, nextToWins))
                return m_cells - plies - 2;
            moves[count] = move;
            winsAfter[count] = wins;
            // A reply next to one of our winning cells (other than the one
            // it takes) hands it to us. (Moves that leave no other reply are
            // never ordered: they win at once.)
            safeReplies[count++] = bitCount(replies & (~nextToWins | wins));
        }
        const int ourFirstWin = plies + std::max(ourNeed <= 2 ? 5 : 3, 2 * ourNeed - 1);
        const int max = ourNeed <= 4 && ourFirstWin <= m_cells ? m_cells + 1 - ourFirstWin : 0;
        if (beta > max) {
            beta = max;
            if (alpha >= beta)
                return beta;
        }
        // A safe move does not lose to the opponent's next cube: at worst to
        // the one after (plies + 4), if they then force us to hand over;
        // later when their best line needs more. These bounds are what cut
        // the probes for the exact distance of a win.
        const int theirNeed = theirWins ? 1 : cubesToComplete(opp, theirLines);
        const int theirFirstWin = plies + std::max(4, 2 * theirNeed);
        const int min = theirNeed <= 4 && theirFirstWin <= m_cells ? theirFirstWin - m_cells - 1 : 0;
        if (alpha < min) {
            alpha = min;
            if (alpha >= beta)
                return alpha;
        }
        // One safe move of ours after which no reply forces us puts their
        // first win at plies + 6. Looking for it costs three plies of
        // replies, so it is done only where that bound alone answers the
        // window: at the depth where the probes for a distance stop.
        const int laterLoss = plies + 6 - m_cells - 1;
        if (theirNeed <= 2 && plies + 6 <= m_cells && laterLoss >= beta) {
            for (int j = 0; j < count; ++j) {
                if (!opponentForces(moves[j], own, opp, empty, winsAfter[j]))
                    return laterLoss;
            }
        }

        int hint = 0;
        for (const TableEntry<B> &slot : m_table[bucket].slots) {
            if (!slot.holds(tableOwn, key, deadKey, fallbackKey, m_generation))
                continue;
            if (slot.bestMove())
                hint = m_inverse[frame][static_cast<std::size_t>(slot.bestMove() - 1)] + 1;
            if (slot.isLowerBound()) {
                if (alpha < slot.value()) {
                    alpha = slot.value();
                    if (alpha >= beta)
                        return alpha;
                }
            } else if (beta > slot.value()) {
                beta = slot.value();
                if (alpha >= beta)
                    return beta;
            }
        }
        const std::uint64_t nodesBefore = m_nodes;

        // When the window asks only whether we avoid a loss (beta <= 0), a
        // move after which the opponent's open lines (less those our cube
        // blocks) can all be paired off is enough: the child would answer
        // "no win for them" at once. So with more than one move (with one,
        // the child asks itself) every move is tried for it before any is
        // searched, which saves the search of the moves the order would
        // have put first (6 to 9 % fewer nodes on 7 x 7 after 8 cubes).
        if (beta <= 0 && count > 1 && m_cells - plies - 1 <= kPairingFreeCells) {
            for (int j = 0; j < count; ++j) {
                const B move = moves[j];
                if (!(theirWins & ~move) && pairingBlocks(linesAvoiding(theirLines.starts, move), empty & ~move, lineShifts())) {
                    store(bucket, tableOwn, key, deadKey, fallbackKey, 0, true, 1,
                          m_symmetric[frame][static_cast<std::size_t>(lowestBit(move))] + 1);
                    return 0;
                }
            }
        }

        // Best first: the move that cut off the last time this position was
        // searched (with another window), then by the winning cells it makes
        // for us, how few safe replies it leaves the opponent, whether it
        // takes one of their winning cells, our open lines through it and
        // the centre.
        int keys[kMaxCells];
        const LineWeights weights = count > 1 ? lineWeights(own, ourLines) : LineWeights{};
        for (int j = 0; count > 1 && j < count; ++j) {
            const B move = moves[j], wins = winsAfter[j];
            const int k = lowestBit(move) + 1 == hint ? 1 << 21 : orderKey(move, wins, theirWins, safeReplies[j], weights);
            int i = j;
            for (; i > 0 && keys[i - 1] < k; --i) {
                moves[i] = moves[i - 1];
                winsAfter[i] = winsAfter[i - 1];
                keys[i] = keys[i - 1];
            }
            moves[i] = move;
            winsAfter[i] = wins;
            keys[i] = k;
        }

        // Fail-soft: when every move fails low, the node is worth at most
        // the best bound its children gave, which may be below alpha. That
        // tighter bound, stored and handed up, lets the next null window skip
        // values no child can reach (4 % fewer nodes on 7 x 7 after 8 cubes,
        // 15 % on the empty 6 x 6 board, official rule); the bounds are
        // consistent, as the key holds everything the value depends on.
        int best = -m_cells - 1;
        for (int i = 0; i < count; ++i) {
            const B move = moves[i];
            // In the child the sides swap: its side to move has our
            // opponent's winning cells (less the one this cube may take), its
            // opponent has ours after this cube.
            const int score = -negamax(opp, own | move, lowestBit(move), plies + 1, -beta, -alpha, theirWins & ~move, winsAfter[i], ourLines);
            if (m_stopped)
                return 0;
            if (score >= beta) {
                store(bucket, tableOwn, key, deadKey, fallbackKey, score, true, m_nodes - nodesBefore,
                      m_symmetric[frame][static_cast<std::size_t>(lowestBit(move))] + 1);
                return score;
            }
            best = std::max(best, score);
            alpha = std::max(alpha, score);
        }
        store(bucket, tableOwn, key, deadKey, fallbackKey, best, false, m_nodes - nodesBefore, hint ? m_symmetric[frame][static_cast<std::size_t>(hint - 1)] + 1 : 0);
        return best;
    }

    // Whether the opponent must hand us a win after our safe `move` (`wins`:
    // our winning cells once it is played): it has somewhere to go, and
    // wherever it goes our next cells hold one of `wins`.
    // `replies` are the opponent's cells after it (repliesAfter()) and
    // `nextToWins` adjacentTo(wins), which the caller has at hand.
    bool forcesHandOver(B move, B replies, B opp, B empty, B wins, B nextToWins) const
    {
        if (!replies)
            return false;
        // A reply with one of `wins` (free cells) next to it hands us a win.
        // One without sends us elsewhere only when it has no free cell
        // around it, under the official rule, where repliesAfter() says.
        const B escapes = replies & ~nextToWins;
        if (escapes && !officialRule)
            return false;
        for (B rest = escapes; rest; rest &= rest - 1) {
            const B reply = rest & (~rest + 1);
            // Our cells after it, as the opponent's repliesAfter() sees them.
            if (!(repliesAfter(reply, lowestBit(reply), opp, empty & ~move) & wins))
                return false;
        }
        return true;
    }

    // Whether, after our safe `move` (our winning cells then `ourWins`), the
    // opponent has a reply that does not hand us a win and after which we
    // must hand it one: forcesHandOver() with the sides swapped.
    bool opponentForces(B move, B own, B opp, B empty, B ourWins) const
    {
        const B emptyAfterMove = empty & ~move;
        const B replies = repliesAfter(move, lowestBit(move), own, empty);
        for (B rest = replies; rest; rest &= rest - 1) {
            const B reply = rest & (~rest + 1);
            // Our cells after it, as the opponent's repliesAfter() sees them.
            if (repliesAfter(reply, lowestBit(reply), opp, emptyAfterMove) & ourWins)
                continue; // hands us a win
            const B theirWins = winningCells(opp | reply, ~emptyAfterMove | reply);
            if (theirWins
                && forcesHandOver(reply, repliesAfter(reply, lowestBit(reply), opp, emptyAfterMove), own | move, emptyAfterMove,
                                  theirWins, adjacentTo(theirWins)))
                return true;
        }
        return false;
    }

    // Our open lines, per direction at their first cell, and the two bits
    // of how many of our cubes each holds (0 to 3; three is a winning
    // cell's line), for the move order: a cube on a line that already has
    // ours counts for more.
    struct LineWeights {
        std::array<B, 4> starts{}, holdOdd{}, holdTwoOrMore{};
    };
    LineWeights lineWeights(B own, const OpenLines &ourLines) const
    {
        const int shifts[4] = {1, n() + 1, n() + 2, n()};
        LineWeights weights;
        #pragma GCC unroll 4
        for (std::size_t d = 0; d < 4; ++d) {
            const int s = shifts[d];
            // A line's count of our cubes, bit-sliced over all first cells:
            // its cells 0 and 1 (sum a, carry ca) plus 2 and 3 (b, cb).
            const B x1 = own >> s, x2 = own >> (2 * s), x3 = own >> (3 * s);
            const B a = own ^ x1, ca = own & x1, b = x2 ^ x3, cb = x2 & x3;
            weights.starts[d] = ourLines.starts[d];
            weights.holdOdd[d] = ourLines.starts[d] & (a ^ b);
            weights.holdTwoOrMore[d] = ourLines.starts[d] & (ca | cb | (a & b));
        }
        return weights;
    }

    // `myWins` are our winning cells once `move` is played, `safeReplies`
    // how many of the opponent's replies then hand us none.
    int orderKey(B move, B myWins, B theirWins, int safeReplies, const LineWeights &weights) const
    {
        const int at = lowestBit(move);
        // Our open lines through the cell, each worth 1 and 2 more for each
        // of our cubes on it (1 + 2 x the count, the count's two bits
        // weighted 2 and 4): what the cube adds to our chances, where the
        // centre only guesses it (the centre's weight was 12 before them).
        int lineWorth = 0;
        #pragma GCC unroll 4
        for (std::size_t d = 0; d < 4; ++d) {
            const B through = m_linesThrough[d][static_cast<std::size_t>(at)];
            lineWorth += bitCount(weights.starts[d] & through) + 2 * bitCount(weights.holdOdd[d] & through)
                + 4 * bitCount(weights.holdTwoOrMore[d] & through);
        }
        // The weights were tuned on the slowest of 600 seeded 7 x 7
        // positions after 8 cubes (official rule, seeds 7 to 9) and checked
        // on seeds 10 and 11 (see the README).
        return 64 * bitCount(myWins) - 16 * safeReplies + ((move & theirWins) ? 32 : 0)
            + 9 * m_centrality[static_cast<std::size_t>(at)] + 8 * lineWorth;
    }

    static std::uint64_t fold(B x)
    {
        std::uint64_t h = static_cast<std::uint64_t>(x);
        if constexpr (sizeof(B) > 8)
            h ^= static_cast<std::uint64_t>(x >> 64) * 0xc2b2ae3d27d4eb4fULL;
        return h;
    }
    std::size_t bucketOf(B own, B key) const
    {
        // Each multiplication carries a bit only upwards, so the high half is
        // folded down before it and after it: else the cells of the bottom
        // rows (the high bits) never reached the bucket index, and positions
        // that differed only there all met in one bucket (fixing it halved
        // the nodes of the slowest 7 x 7 position).
        std::uint64_t h = (fold(own) * 0x9e3779b97f4a7c15ULL) ^ fold(key);
        h ^= h >> 32;
        h *= 0xbf58476d1ce4e5b9ULL;
        h ^= h >> 29;
        return static_cast<std::size_t>(h) & m_bucketMask;
    }
    // The first slot of the bucket goes to the costlier result, measured in
    // whole powers of two of nodes (which is all a slot has room for).
    void store(std::size_t bucket, B own, B key, B dead, B fallback, int value, bool lower, std::uint64_t work, int bestMove)
    {
        const int workClass = std::bit_width(work);
        TableEntry<B> &first = m_table[bucket].slots[0];
        const bool takeFirst = first.generation() != m_generation || workClass >= first.workClass() || first.sameCells(own, key, dead, fallback);
        TableEntry<B> &slot = takeFirst ? first : m_table[bucket].slots[1];
        slot.set(own, key, dead, fallback, workClass, value, lower, m_generation, bestMove);
    }

    int m_cells;
    B m_board = 0;
    std::array<B, 128> m_neighbours{};  // by bit index
    std::array<int, 128> m_centrality{}; // by bit index: higher nearer the centre
    // By direction, then bit index: the cells where a line of four through
    // the cell would start (the line itself may not fit the board; the
    // line masks mark only those that do).
    std::array<std::array<B, 128>, 4> m_linesThrough{};
    // By symmetry of the square, then bit index: the image's bit index, and back.
    std::array<std::array<std::uint8_t, 128>, 8> m_symmetric{}, m_inverse{};
    std::vector<TableBucket<B>> m_table;
    std::size_t m_bucketMask;
    std::uint8_t m_generation = 1;
    std::uint64_t m_nodes = 0;
    const SearchControl *m_control = nullptr;
    FourMationSolver::Deadline m_deadline;
    bool m_stopped = false;
};

template <int N>
std::unique_ptr<FourMationSolver::Engine> makeEngine(bool official, int log2Slots)
{
    return std::make_unique<SolverEngine<std::uint64_t, N>>(N, official, log2Slots);
}

} // namespace

FourMationSolver::FourMationSolver(int size, bool officialRule, int log2TableSlots)
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

int FourMationSolver::size() const { return m_engine->size; }
bool FourMationSolver::officialRule() const { return m_engine->officialRule; }

std::optional<int> FourMationSolver::solve(const FourMation &game, bool weak, const SearchControl *control, Deadline deadline)
{
    const std::optional<int> score = m_engine->solve(game, weak, control, deadline);
    if (score && weak)
        return (*score > 0) - (*score < 0);
    return score;
}

std::optional<std::vector<std::optional<int>>> FourMationSolver::scoreMoves(const FourMation &game, const SearchControl *control,
                                                                            Deadline deadline)
{
    return scoreEveryMove(game, game.size() * game.size(), winScore(game.size(), game.plyCount() + 1),
                          [&](const FourMation &child) { return solve(child, false, control, deadline); });
}

std::optional<FourMationSolver::Choice> FourMationSolver::bestMove(const FourMation &game, const SearchControl *control,
                                                                   Deadline deadline)
{
    return chooseExactly<Choice>(
        game, winScore(game.size(), game.plyCount() + 1),
        [&](const FourMation &position) { return solve(position, false, control, deadline); },
        [&](const FourMation &child, int alpha, int beta) { return m_engine->searchWindow(child, alpha, beta, control, deadline); });
}

void FourMationSolver::clearTable() { m_engine->clearTable(); }

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
std::uint64_t FourMationSolver::nodes() const { return m_engine->nodes(); }
std::size_t FourMationSolver::tableBytes() const { return m_engine->tableBytes(); }

} // namespace quatre
