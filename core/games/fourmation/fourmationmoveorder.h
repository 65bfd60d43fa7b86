// The move order of the 4Mation solver (fourmationsearch.h): a node's safe
// moves, listed as they are found (FourMationMoveList), then sorted best
// first (FourMationMoveOrder), so that the move that cuts off is searched
// as early as can be guessed.
//
// Bit layout: games/fourmation/fourmationboard.h; B is the bitboard type,
// and a line is marked at its first cell, the lowest bit.
#pragma once

#include "core/games/fourmation/fourmationbitgeometry.h"

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

namespace quatre {

// A node's moves, each with what listing it found out: our winning cells
// once it is played, and how many of the opponent's replies then hand us
// none of them. The arrays stay uninitialised: a node that cuts off before
// its moves are searched (most of them) pays only for the moves it lists.
template <class B, int Capacity>
class FourMationMoveList {
public:
    void add(B move, B winsAfter, int safeReplies)
    {
        m_moves[m_count] = move;
        m_winsAfter[m_count] = winsAfter;
        m_safeReplies[m_count++] = safeReplies;
    }
    int size() const { return m_count; }
    B move(int i) const { return m_moves[i]; }
    B winsAfter(int i) const { return m_winsAfter[i]; }

    // Sorts the moves by `keyOf(move, winsAfter, safeReplies)`, highest
    // first; moves of equal keys keep the order they were listed in. An
    // insertion sort: a node has a handful of moves.
    template <class KeyOf>
    void sortBy(const KeyOf &keyOf)
    {
        int keys[Capacity];
        for (int j = 0; j < m_count; ++j)
            keys[j] = keyOf(m_moves[j], m_winsAfter[j], m_safeReplies[j]);
        for (int j = 1; j < m_count; ++j) {
            const B move = m_moves[j], wins = m_winsAfter[j];
            const int safeReplies = m_safeReplies[j], k = keys[j];
            int i = j;
            for (; i > 0 && keys[i - 1] < k; --i) {
                m_moves[i] = m_moves[i - 1];
                m_winsAfter[i] = m_winsAfter[i - 1];
                m_safeReplies[i] = m_safeReplies[i - 1];
                keys[i] = keys[i - 1];
            }
            m_moves[i] = move;
            m_winsAfter[i] = wins;
            m_safeReplies[i] = safeReplies;
            keys[i] = k;
        }
    }

private:
    B m_moves[Capacity];
    B m_winsAfter[Capacity];
    int m_safeReplies[Capacity];
    int m_count = 0;
};

// The order's key of a node's moves: first the move that cut off the last
// time this position was searched (with another window, `hint`: its bit
// index + 1, 0 for none), then by the winning cells a move makes for us, how
// few safe replies it leaves the opponent, whether it takes one of their
// winning cells, our open lines through it and the centre.
template <class B, int FixedSize>
class FourMationMoveOrder {
public:
    using Geometry = FourMationBitGeometry<B, FixedSize>;

    // `own`: our cubes; `ourLines`: the lines we can still complete, per
    // direction; `theirWins`: the opponent's winning cells.
    [[gnu::always_inline]] FourMationMoveOrder(const Geometry &geometry, B own, const std::array<B, 4> &ourLines,
                                               B theirWins, int hint)
        : m_geometry(geometry)
        , m_theirWins(theirWins)
        , m_hint(hint)
    {
        const std::array<int, 4> shifts = geometry.lineShifts();
#pragma GCC unroll 4
        for (std::size_t d = 0; d < 4; ++d) {
            const int s = shifts[d];
            // A line's count of our cubes, bit-sliced over all first cells:
            // its cells 0 and 1 (sum a, carry ca) plus 2 and 3 (b, cb).
            const B x1 = own >> s, x2 = own >> (2 * s), x3 = own >> (3 * s);
            const B a = own ^ x1, ca = own & x1, b = x2 ^ x3, cb = x2 & x3;
            m_starts[d] = ourLines[d];
            m_holdOdd[d] = ourLines[d] & (a ^ b);
            m_holdTwoOrMore[d] = ourLines[d] & (ca | cb | (a & b));
        }
    }

    // `myWins`: our winning cells once `move` is played; `safeReplies`: how
    // many of the opponent's replies then hand us none.
    [[gnu::always_inline]] int key(B move, B myWins, int safeReplies) const
    {
        using fourmation_bits::bitCount;
        const int at = fourmation_bits::lowestBit(move);
        if (at + 1 == m_hint)
            return 1 << 21; // above any key the sum below reaches
        // Our open lines through the cell, each worth 1 and 2 more for each
        // of our cubes on it (1 + 2 x the count, the count's two bits
        // weighted 2 and 4): what the cube adds to our chances, where the
        // centre only guesses it (the centre's weight was 12 before them).
        int lineWorth = 0;
#pragma GCC unroll 4
        for (std::size_t d = 0; d < 4; ++d) {
            const B through = m_geometry.linesThrough()[d][static_cast<std::size_t>(at)];
            lineWorth += bitCount(m_starts[d] & through) + 2 * bitCount(m_holdOdd[d] & through)
                + 4 * bitCount(m_holdTwoOrMore[d] & through);
        }
        // The weights were tuned on the slowest of 600 random 7 x 7
        // positions after 8 cubes (official rule) and checked on 400 others,
        // all drawn by the solver bench as core/solver/README.md says.
        return 64 * bitCount(myWins) - 16 * safeReplies + ((move & m_theirWins) ? 32 : 0)
            + 9 * m_geometry.centrality()[static_cast<std::size_t>(at)] + 8 * lineWorth;
    }

private:
    const Geometry &m_geometry;
    // Our open lines, per direction at their first cell, and the two bits of
    // how many of our cubes each holds (0 to 3; three is a winning cell's
    // line): a cube on a line that already has ours counts for more.
    std::array<B, 4> m_starts, m_holdOdd, m_holdTwoOrMore;
    B m_theirWins;
    int m_hint;
};

} // namespace quatre
