// The move order of the Connect Four solver (connectfoursearch.h), as in
// Pascal Pons's solver: moves are added with a score and kept by increasing
// score, and the search takes them from the last, the best; of moves of
// equal scores, the one added last sits higher and comes first. The solver
// adds the columns from the outside in, so that ties go to the centre.
//
// B is the bitboard type (games/connectfour/bitboard.h): a move is the
// playable cell of its column.
#pragma once

#include <array>
#include <cstddef>

namespace quatre {

template <class B>
class ConnectFourMoveSorter {
public:
    // Up to 10 columns (ConnectFour::isValidSize).
    static constexpr int kCapacity = 10;

    // An insertion sort, by increasing score from the bottom of the arrays:
    // a board has a handful of columns.
    void add(B move, int score)
    {
        int at = m_count++;
        for (; at > 0 && m_scores[index(at - 1)] > score; --at) {
            m_moves[index(at)] = m_moves[index(at - 1)];
            m_scores[index(at)] = m_scores[index(at - 1)];
        }
        m_moves[index(at)] = move;
        m_scores[index(at)] = score;
    }

    // Indexed by the search rather than handed out one by one: a count kept
    // here and stepped down at each move cost about 0.5 % more instructions
    // a node.
    int size() const { return m_count; }
    B operator[](int i) const { return m_moves[index(i)]; }

private:
    static std::size_t index(int i) { return static_cast<std::size_t>(i); }

    // Left uninitialised: only the first m_count entries are ever read.
    std::array<B, kCapacity> m_moves;
    std::array<int, kCapacity> m_scores;
    int m_count = 0;
};

} // namespace quatre
