// What the Quarto solver's search works out about a node's moves before it
// makes them: which gives are safe after each placement (SafeGives), and how
// many safe replies each safe move leaves the opponent (ReplyCounter, the
// rank of the move ordering), both from the two sides of the board for the
// piece in hand (HandSides). These are the solver's hottest loops: private
// to QuartoSolver, and included by quartosolver.cpp alone, so that its search
// inlines them.
#pragma once

#include "core/games/quarto/quartosolver.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <vector>

namespace quatre {

// The bit patterns of pieces and attributes that the solver's loops share.
namespace quartobits {

// Pieces with attribute bit a set, for a = 0..3.
inline constexpr std::array<PieceSet, kAttributeCount> kPiecesWithBit{0xAAAA, 0xCCCC, 0xF0F0, 0xFF00};

// A word of four 16-bit lanes, lane a for attribute a (bits 16a to 16a + 15),
// holds what is kept per attribute (Node::attribute is such a word), so that
// the four attributes take one operation: kLanes has a 1 at the bottom of each
// lane; kLanesOfBits[p] has lane a all ones if piece p has attribute bit a set.
static_assert(std::endian::native == std::endian::little, "lane a of an attribute array is its element a");
inline constexpr std::uint64_t kLanes = 0x0001'0001'0001'0001ULL;
inline constexpr std::array<std::uint64_t, kPieceCount> kLanesOfBits = [] {
    std::array<std::uint64_t, kPieceCount> lanes{};
    for (std::size_t p = 0; p < kPieceCount; ++p)
        for (std::size_t a = 0; a < kAttributeCount; ++a)
            if ((p >> a) & 1)
                lanes[p] |= std::uint64_t{0xFFFF} << (16 * a);
    return lanes;
}();

} // namespace quartobits

// Per attribute, the two sides of a node's board for the piece in hand: the
// squares whose pieces share the hand's value of the attribute's bit (the side
// that gains the square the hand goes to) and the others (the side that
// stays). With each side, the pieces that would join it (gainingPieces share
// the hand's bit), and the empty squares that complete a line of the staying
// side as it is.
struct QuartoSolver::HandSides {
    HandSides(const std::vector<SquareSet> &completers, const Node &node)
        : empty(static_cast<SquareSet>(~node.occupied))
    {
        // The four attributes at once (see kLanes), without branches: the
        // hand's bits are anything.
        const auto set = std::bit_cast<std::uint64_t>(node.attribute);
        const std::uint64_t clear = node.occupied * quartobits::kLanes & ~set;
        const std::uint64_t handHasBit = quartobits::kLanesOfBits[static_cast<std::size_t>(node.hand)];
        const std::uint64_t gainingLanes = (set & handHasBit) | (clear & ~handHasBit);
        const std::uint64_t gainingPiecesLanes =
            ~(std::bit_cast<std::uint64_t>(quartobits::kPiecesWithBit) ^ handHasBit);
        gaining = std::bit_cast<Lanes>(gainingLanes);
        staying = std::bit_cast<Lanes>(set ^ clear ^ gainingLanes);
        gainingPieces = std::bit_cast<Lanes>(gainingPiecesLanes);
        stayingPieces = std::bit_cast<Lanes>(~gainingPiecesLanes);
        for (std::size_t a = 0; a < kAttributeCount; ++a)
            stayingCompleters[a] = completers[staying[a]] & empty;
    }

    using Lanes = std::array<std::uint16_t, kAttributeCount>;
    static_assert(sizeof(Lanes) == sizeof(std::uint64_t));
    SquareSet empty;
    Lanes gaining{}, staying{}, stayingCompleters{};
    Lanes gainingPieces{}, stayingPieces{};
};

// As winningAfterPlacing() on each square, but the lines that do not gain the
// piece in hand are looked up once for all squares: per attribute, only the
// side of the hand's bit gains a square.
class QuartoSolver::SafeGives {
public:
    SafeGives(const QuartoSolver &solver, const Node &node)
        : m_completers(solver.m_completers)
        , m_sides(solver.m_completers, node)
        , m_remaining(node.remaining)
    {}

    const HandSides &sides() const { return m_sides; }

    // The safe gives after placing on the empty square `bit` (a set of one).
    PieceSet at(SquareSet bit) const
    {
        const auto emptyLater = static_cast<SquareSet>(m_sides.empty & ~bit);
        // Without branches: which lines complete is what the search cannot
        // predict.
        unsigned winning = 0;
        for (std::size_t a = 0; a < kAttributeCount; ++a) {
            const unsigned grows = (m_completers[static_cast<SquareSet>(m_sides.gaining[a] | bit)] & emptyLater) != 0;
            const unsigned stays = (m_sides.stayingCompleters[a] & emptyLater) != 0;
            winning |= (m_sides.gainingPieces[a] & (0u - grows)) | (m_sides.stayingPieces[a] & (0u - stays));
        }
        return static_cast<PieceSet>(m_remaining & ~winning);
    }

private:
    const std::vector<SquareSet> &m_completers;
    HandSides m_sides;
    PieceSet m_remaining;
};

// For each safe move of a node (a square, then a give): how many safe moves the
// opponent has after it, the rank of the move ordering.
//
// A reply is the given piece placed on a square r, and it wins through the
// lines of one attribute side: per attribute a, the squares whose pieces share
// the hand's value of bit a (the side that gains our square s) and the others
// (the side that stays). Per reply square, each side either gains r (the
// given piece's bit puts it there) or stays as it was. The staying side's
// lookups depend on r alone, so they are made once per node, not once per
// (s, r) pair: of the four completer lookups per pair and attribute, only the
// gaining side grown by both s and r is left.
class QuartoSolver::ReplyCounter {
public:
    ReplyCounter(const QuartoSolver &solver, const SafeGives &gives, const Node &node)
        : m_completers(solver.m_completers)
        , m_sides(gives.sides())
        , m_remaining(node.remaining)
        , m_hand(node.hand)
    {
        for (unsigned free = m_sides.empty; free != 0; free &= free - 1) {
            const auto r = static_cast<SquareSet>(free & -free);
            for (std::size_t a = 0; a < kAttributeCount; ++a)
                m_stayingGrown[static_cast<std::size_t>(std::countr_zero(free))][a] =
                    m_completers[static_cast<SquareSet>(m_sides.staying[a] | r)] & m_sides.empty & ~r;
        }
    }

    // counts[p], for each p of `gives`: the opponent's safe moves after we
    // place on `square` and give p (the other entries are left as they were).
    void count(int square, PieceSet gives, std::array<int, kPieceCount> &counts) const
    {
        const auto s = static_cast<SquareSet>(1u << square);
        const auto emptyAfter = static_cast<SquareSet>(m_sides.empty & ~s);
        std::array<SquareSet, kAttributeCount> gained{}, gainedCompleters{};
        for (std::size_t a = 0; a < kAttributeCount; ++a) {
            gained[a] = static_cast<SquareSet>(m_sides.gaining[a] | s);
            gainedCompleters[a] = m_completers[gained[a]] & emptyAfter;
        }
        // Per attribute a, reply square (the j-th empty one) and whether the
        // given piece's bit a is the hand's (0: it joins the gaining side) or
        // not (1): the pieces that would win after the reply. Laid out so
        // that a give reads four rows, one per attribute, along the replies.
        std::array<std::array<std::array<PieceSet, kSquareCount>, 2>, kAttributeCount> winningIf;
        int replies = 0;
        for (unsigned free = emptyAfter; free != 0; free &= free - 1, ++replies) {
            const auto r = static_cast<SquareSet>(free & -free);
            const auto emptyLater = static_cast<SquareSet>(emptyAfter & ~r);
            const std::array<SquareSet, kAttributeCount> &stayingGrown =
                m_stayingGrown[static_cast<std::size_t>(std::countr_zero(free))];
            const auto j = static_cast<std::size_t>(replies);
            // Without branches, as in SafeGives::at().
            for (std::size_t a = 0; a < kAttributeCount; ++a) {
                const unsigned gainingGrows = (m_completers[static_cast<SquareSet>(gained[a] | r)] & emptyLater) != 0;
                const unsigned gainingStays = (gainedCompleters[a] & emptyLater) != 0;
                const unsigned stayingGrows = (stayingGrown[a] & emptyLater) != 0;
                const unsigned stayingStays = (m_sides.stayingCompleters[a] & emptyLater) != 0;
                winningIf[a][0][j] = static_cast<PieceSet>((m_sides.gainingPieces[a] & (0u - gainingGrows))
                                                           | (m_sides.stayingPieces[a] & (0u - stayingStays)));
                winningIf[a][1][j] = static_cast<PieceSet>((m_sides.gainingPieces[a] & (0u - gainingStays))
                                                           | (m_sides.stayingPieces[a] & (0u - stayingGrows)));
            }
        }
        for (unsigned g = gives; g != 0; g &= g - 1) {
            const int p = std::countr_zero(g);
            const auto differs = static_cast<unsigned>(p ^ m_hand);
            const PieceSet *const row0 = winningIf[0][differs & 1].data();
            const PieceSet *const row1 = winningIf[1][(differs >> 1) & 1].data();
            const PieceSet *const row2 = winningIf[2][(differs >> 2) & 1].data();
            const PieceSet *const row3 = winningIf[3][differs >> 3].data();
            const auto safeLater = static_cast<unsigned>(m_remaining & ~pieceBit(p));
            int count = 0;
            for (int j = 0; j < replies; ++j)
                count += std::popcount(safeLater & ~static_cast<unsigned>(row0[j] | row1[j] | row2[j] | row3[j]));
            counts[static_cast<std::size_t>(p)] = count;
        }
    }

private:
    const std::vector<SquareSet> &m_completers;
    const HandSides &m_sides; // the SafeGives' of the node
    PieceSet m_remaining;
    Piece m_hand;
    // Per reply square r: the squares that complete a line of the staying
    // side grown by r.
    std::array<std::array<SquareSet, kAttributeCount>, kSquareCount> m_stayingGrown{};
};

} // namespace quatre
