#include "core/games/fourmation/fourmationsolver.h"

#include "core/games/fourmation/fourmationevaluation.h"
#include "core/solver/exactchoice.h"
#include "core/games/fourmation/fourmationbitgeometry.h"
#include "core/games/fourmation/fourmationhandover.h"
#include "core/games/fourmation/fourmationmoveorder.h"
#include "core/games/fourmation/fourmationpairing.h"
#include "core/games/fourmation/fourmationtable.h"
#include "core/solver/searchwindow.h"

#include <algorithm>
#include <array>
#include <cassert>
#include <optional>
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

    std::optional<int> searchWindow(const FourMation &game, int alpha, int beta, const SearchControl *control,
                                    FourMationSolver::Deadline deadline) override
    {
        assert(alpha < beta);
        const int r = search(start(game, control, deadline), alpha, beta);
        if (m_stopped)
            return std::nullopt;
        return r;
    }

    void clearTable() override { m_table.clear(); }
    std::uint64_t nodes() const override { return m_nodes; }
    std::size_t tableBytes() const override { return m_table.bytes(); }

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
        m_control = control;
        m_deadline = deadline;
        m_stopped = false;
        const int me = game.sideToMove();
        return {static_cast<B>(game.cubes(me)), static_cast<B>(game.cubes(1 - me)),
                game.lastMove() == kNoMove ? -1 : lowestBitIndex(game.geometry().bit(game.lastMove())),
                game.plyCount()};
    }
    int search(const Root &root, int alpha, int beta)
    {
        const B occupied = root.own | root.opp;
        return negamax(root.own, root.opp, root.last, root.plies, alpha, beta,
                       m_geometry.winningCells(root.own, occupied), m_geometry.winningCells(root.opp, occupied),
                       m_geometry.openLines(root.own));
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

    // Precondition: the game is not over. `own` are the side to move's cubes;
    // `myWins` and `theirWins` the free cells where one more cube completes
    // four for each side (exactly winningCells(), handed down because the
    // parent has them already), `theirLines` the lines the opponent can
    // still complete (openLines(own): the parent's ourLines).
    int negamax(B own, B opp, int last, int plies, int alpha, int beta, B myWins, B theirWins,
                const OpenLines &theirLines)
    {
        assert(myWins == m_geometry.winningCells(own, own | opp)
               && theirWins == m_geometry.winningCells(opp, own | opp));
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
        const TablePlace place = tablePlace(node, legal);
        // The slot is wanted only after the bounds and the move list below:
        // asked for now, it is on its way from memory meanwhile (7 % faster
        // on the slowest 7 x 7 positions).
        m_table.prefetch(place.bucket);
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
        if (const std::optional<int> bound = m_table.probe(place.bucket, place.key, window, tableMove))
            return *bound;
        // The move that cut off when the position was last searched (with
        // another window), turned from the table's frame into ours.
        const int hint = tableMove ? m_geometry.inverse(place.frame, tableMove - 1) + 1 : 0;
        if (const B move = movePairingThemOff(node, moves, window)) {
            m_table.store(place.bucket, place.key, 0, true, 1, storedMove(place, lowestBit(move)));
            return 0;
        }
        if (moves.size() > 1) {
            const FourMationMoveOrder<B, FixedSize> order(m_geometry, own, ourLines.starts, theirWins, hint);
            moves.sortBy([&](B move, B wins, int safeReplies) { return order.key(move, wins, safeReplies); });
        }
        return searchMoves(node, moves, window, place, hint);
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

    // Where the side to move may go after a cube on bit index `last` (-1
    // before the first): the free cells around it or, stuck under the
    // official rule, next to any opponent cube. None is a draw.
    B legalCells(int last, B opp, B empty) const
    {
        const B legal = (last >= 0 ? m_geometry.neighbours(last) : m_geometry.board()) & empty;
        if (!legal && officialRule)
            return m_geometry.around(opp) & empty;
        return legal;
    }

    // Where a node's result lives in the table: its key, the symmetry of the
    // square that maps the position to the key's frame (moves are stored in
    // that frame, so that every image of the position can use them), and
    // its bucket.
    struct TablePlace {
        FourMationTableKey<B> key;
        std::size_t frame;
        std::size_t bucket;
    };
    TablePlace tablePlace(const Node &node, B legal) const
    {
        TablePlace place;
        if (node.plies > kSymmetricPlies) {
            place.key = keyWithoutOwners(node, legal);
            place.frame = 0;
        } else {
            place.key = {node.own | legal, node.opp | legal, 0, 0};
            place.frame = toSmallestImage(place.key);
        }
        place.bucket = m_table.bucketOf(place.key);
        return place;
    }
    // Past kSymmetricPlies, where most of the search is: the key that leaves
    // out who owns the dead cubes (see FourMationTableKey).
    FourMationTableKey<B> keyWithoutOwners(const Node &node, B legal) const
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
    bool pairingSettles(const Node &node, const SearchWindow &window) const
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
    bool listMovesUnlessOneForces(const Node &node, B safe, B makesWins, MoveList &moves) const
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
    int ceilingWithoutForcedWin(int ourNeed, int plies) const
    {
        const int ourFirstWin = plies + std::max(ourNeed <= 2 ? 5 : 3, 2 * ourNeed - 1);
        return ourNeed <= 4 && ourFirstWin <= m_cells ? m_cells + 1 - ourFirstWin : 0;
    }
    // A safe move does not lose to the opponent's next cube: at worst to
    // the one after (plies + 4), if they then force us to hand over; later
    // when their best line is more cubes short (`theirNeed`).
    int floorAfterSafeMove(int theirNeed, int plies) const
    {
        const int theirFirstWin = plies + std::max(4, 2 * theirNeed);
        return theirNeed <= 4 && theirFirstWin <= m_cells ? theirFirstWin - m_cells - 1 : 0;
    }

    // One safe move of ours after which no reply forces us puts their first
    // win at plies + 6. Looking for it costs three plies of replies, so it
    // is done only where that bound alone answers the window: at the depth
    // where the probes for a distance stop. Asked only while their best
    // line is two cubes or fewer from four.
    bool laterLossProved(const Node &node, const MoveList &moves, const SearchWindow &window) const
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
    B movePairingThemOff(const Node &node, const MoveList &moves, const SearchWindow &window) const
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
    int searchMoves(const Node &node, const MoveList &moves, SearchWindow window, const TablePlace &place, int hint)
    {
        const std::uint64_t nodesBefore = m_nodes;
        int best = -m_cells - 1;
        for (int i = 0; i < moves.size(); ++i) {
            const B move = moves.move(i);
            // In the child the sides swap: its side to move has our
            // opponent's winning cells (less the one this cube may take), its
            // opponent has ours after this cube.
            const int score = -negamax(node.opp, node.own | move, lowestBit(move), node.plies + 1, -window.beta,
                                       -window.alpha, node.theirWins & ~move, moves.winsAfter(i), node.ourLines);
            if (m_stopped)
                return 0;
            if (score >= window.beta) {
                m_table.store(place.bucket, place.key, score, true, m_nodes - nodesBefore,
                              storedMove(place, lowestBit(move)));
                return score;
            }
            best = std::max(best, score);
            window.alpha = std::max(window.alpha, score);
        }
        m_table.store(place.bucket, place.key, best, false, m_nodes - nodesBefore,
                      hint ? storedMove(place, hint - 1) : 0);
        return best;
    }

    const Geometry m_geometry;
    int m_cells;
    FourMationTable<B> m_table;
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
