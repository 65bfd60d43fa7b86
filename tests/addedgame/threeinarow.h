// A fifth game that exists only for the tests: three in a row on an N x N
// board (N = 3 to 5, noughts and crosses at N = 3). It is written the way the
// "Adding a game" guide of the README says, and registered at run time by
// the test, to show that a game enters the program through its registry
// entry alone. This file is its core part (no Qt); threeinarowentry.h is
// the interface part.
//
// A move is the cell index row * N + column, row 0 at the top. Notation: the
// column letter then the row number from the top ("b2" is the centre of the
// 3 x 3 board); a game is its moves concatenated ("b2a1c3").
#pragma once

#include "core/games/gamerules.h"

#include <string>
#include <vector>

namespace quatre::test {

class ThreeInARow final : public Game {
public:
    static constexpr int kMinSide = 3;
    static constexpr int kMaxSide = 5;

    explicit ThreeInARow(int side);

    std::unique_ptr<Game> clone() const override { return std::make_unique<ThreeInARow>(*this); }
    int rows() const override { return m_side; }
    int columns() const override { return m_side; }
    int sideToMove() const override { return plyCount() % 2; }
    const std::vector<Move> &history() const override { return m_history; }
    int pliesLeftAtMost() const override;
    std::vector<Move> legalMoves() const override;
    bool isLegal(Move move) const override;
    void play(Move move) override;
    void undo() override;
    Outcome outcome() const override { return m_outcome; }
    std::vector<Cell> winningCells() const override { return m_winningCells; }
    std::optional<ParseError> playText(std::string_view text) override;
    std::string moveToText(Move move) const override;
    std::string toText() const override;
    std::uint64_t hash() const override;

    // The seat whose mark is on `cell`, or -1.
    int markAt(Cell cell) const { return m_cells[static_cast<std::size_t>(cell.row * m_side + cell.column)]; }

private:
    void findOutcome();

    int m_side;
    std::vector<int> m_cells; // -1 empty, else the seat
    std::vector<Move> m_history;
    Outcome m_outcome = Outcome::Ongoing;
    std::vector<Cell> m_winningCells;
};

struct ThreeInARowProblem {
    // character number, character, the last cell
    static constexpr ParseProblem NotACell{"character %1 ('%2') is not a cell: cells are a1 to %3"};
    // move, its first character's number
    static constexpr ParseProblem Taken{"move '%1' (character %2): that cell is taken"};
    // move, its first character's number
    static constexpr ParseProblem AlreadyOver{"move '%1' (character %2): the game is already over"};
};

const GameRules &threeInARowRules();

} // namespace quatre::test
