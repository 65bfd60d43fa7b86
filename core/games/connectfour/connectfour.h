// Connect Four on a board of 4..10 rows by 4..10 columns.
#pragma once

#include "core/game.h"
#include "core/games/connectfour/bitboard.h"

#include <array>
#include <optional>
#include <string_view>
#include <variant>

namespace quatre {

// A move is the 0-based column index. In text a column is written 1-based,
// "1".."9", and column 10 as "a" (the notation of the well-known solvers).
class ConnectFour final : public Game {
public:
    static constexpr int kMinSize = 4;
    static constexpr int kMaxSize = 10;
    static constexpr int kDefaultRows = 6;
    static constexpr int kDefaultColumns = 7;

    // Precondition: both sizes within kMinSize..kMaxSize (see isValidSize).
    explicit ConnectFour(int rows = kDefaultRows, int columns = kDefaultColumns);

    static bool isValidSize(int rows, int columns);

    // Parses a move list ("4453") played from the empty board. On failure the
    // error names the offending character and its 0-based index.
    static std::variant<ConnectFour, ParseError> fromText(int rows, int columns, std::string_view moves);
    // The column written by one character ('1'..'9', 'a'), or nullopt.
    static std::optional<int> columnFromChar(char c);
    static char columnToChar(int column);

    std::unique_ptr<Game> clone() const override { return std::make_unique<ConnectFour>(*this); }
    int rows() const override { return m_rows; }
    int columns() const override { return m_columns; }
    int sideToMove() const override { return plyCount() % 2; }
    const std::vector<Move> &history() const override { return m_history; }
    int pliesLeftAtMost() const override { return m_rows * m_columns - plyCount(); }

    std::vector<Move> legalMoves() const override;
    bool isLegal(Move column) const override;
    void play(Move column) override;
    void undo() override;

    Outcome outcome() const override { return m_outcome; }
    std::vector<Cell> winningCells() const override;

    std::optional<ParseError> playText(std::string_view moves) override;
    std::string moveToText(Move column) const override;
    std::string toText() const override;
    std::uint64_t hash() const override;

    // -1 for an empty cell, else the seat (0 or 1) whose disc is there.
    // Row 0 is the top row, as drawn.
    int discAt(Cell cell) const;
    int height(int column) const { return m_heights[static_cast<std::size_t>(column)]; }
    bool isColumnFull(int column) const { return height(column) == m_rows; }
    // The on-screen cell a disc dropped in `column` would land in.
    Cell landingCell(int column) const { return {m_rows - 1 - height(column), column}; }

    // True if the side to move wins at once by playing `column`.
    bool isWinningMove(int column) const;
    const BitboardLayout &layout() const { return m_layout; }
    // Discs of the side to move / of both sides, in the layout of layout().
    Bits currentDiscs() const { return m_current; }
    Bits allDiscs() const { return m_mask; }

private:
    BitboardLayout m_layout;
    int m_rows;
    int m_columns;
    Bits m_current = 0; // discs of the side to move
    Bits m_mask = 0; // discs of both sides
    std::array<int, kMaxSize> m_heights{};
    std::vector<Move> m_history;
    Outcome m_outcome = Outcome::Ongoing;
};

} // namespace quatre
