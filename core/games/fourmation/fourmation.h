// 4Mation on an N x N board, N = 4..10, and N = 3 for the original game's
// "impossible" setting where no line of four fits.
//
// The first cube goes on any cell; every later cube goes on an empty cell
// sharing a side or a corner with the last cube placed, by either player. Four
// or more own cubes in a line (across, down, either diagonal) win. When the
// player to move has no such cell the game is a draw (the draw-when-stuck rule), unless
// the official rule is on: then that player may place next to any opponent
// cube instead, and the game is a draw only when no such cell exists either.
//
// A move is the cell index row * N + column, row 0 at the top.
//
// Notation: a cell is its column letter ('a' = leftmost) followed by its row
// number, 1 = the TOP row as drawn (row 0 of Cell), so the numbers grow down
// the screen as the rows of the original game's printed board are read: "a1" is the
// top-left corner and "d4" the centre of the 7 x 7 board. A game is its moves in order. toText() writes them
// concatenated ("d4e5e6"); fromText() also accepts spaces between them
// ("d4 e5 e6") and upper-case letters. Row numbers run to 10, so "a10" is one
// move: a move always starts with its letter, which keeps the concatenated
// form unambiguous.
#pragma once

#include "core/game.h"
#include "core/games/fourmation/fourmationboard.h"

#include <array>
#include <optional>
#include <string_view>
#include <variant>

namespace quatre {

class FourMation final : public Game {
public:
    static constexpr int kMinSize = 4;
    static constexpr int kImpossibleSize = 3; // the original game's joke: nobody can win
    static constexpr int kMaxSize = FourMationGeometry::kMaxSize;
    static constexpr int kDefaultSize = 7;

    // Precondition: isValidSize(size).
    explicit FourMation(int size = kDefaultSize, bool officialRule = false);

    static bool isValidSize(int size) { return size >= kImpossibleSize && size <= kMaxSize; }

    // Parses a move list played from the empty board. On failure the error
    // gives the 0-based index of the offending character (for a move that
    // cannot be played, the index of its letter) and says what is wrong.
    static std::variant<FourMation, ParseError> fromText(int size, bool officialRule, std::string_view moves);

    std::unique_ptr<Game> clone() const override { return std::make_unique<FourMation>(*this); }
    int rows() const override { return m_size; }
    int columns() const override { return m_size; }
    int sideToMove() const override { return plyCount() % 2; }
    const std::vector<Move> &history() const override { return m_history; }
    int pliesLeftAtMost() const override { return isOver() ? 0 : m_size * m_size - plyCount(); }

    std::vector<Move> legalMoves() const override;
    bool isLegal(Move move) const override;
    void play(Move move) override;
    void undo() override;

    Outcome outcome() const override { return m_outcome; }
    std::vector<Cell> winningCells() const override;

    std::optional<ParseError> playText(std::string_view moves) override;
    std::string moveToText(Move move) const override;
    std::string toText() const override;
    // Includes the last cube's cell, which decides the next legal cells.
    std::uint64_t hash() const override { return m_hash; }

    // --- For the board view and the AIs ---
    int size() const { return m_size; }
    bool officialRule() const { return m_officialRule; }
    Move moveAt(Cell cell) const { return cell.row * m_size + cell.column; }
    Cell cellOf(Move move) const { return {move / m_size, move % m_size}; }
    // -1 for an empty cell, else the seat (0 or 1) whose cube is there.
    int ownerAt(Cell cell) const;
    // The last cube placed, by either player; nullopt before the first move.
    std::optional<Cell> lastCell() const;
    Move lastMove() const { return m_history.empty() ? kNoMove : m_history.back(); }
    // True when the current legal cells are there only by the official rule's
    // fallback (nothing was free around the last cube).
    bool legalCellsFromFallback() const { return m_fromFallback; }
    // True if the side to move wins at once by playing `move`. Precondition: isLegal(move).
    bool isWinningMove(Move move) const
    {
        return m_geometry->hasFour(m_cubes[static_cast<std::size_t>(sideToMove())] | m_geometry->bit(move));
    }

    // The bit sets, in the layout of fourmationboard.h.
    const FourMationGeometry &geometry() const { return *m_geometry; }
    CellSet cubes(int seat) const { return m_cubes[static_cast<std::size_t>(seat)]; }
    CellSet occupied() const { return m_cubes[0] | m_cubes[1]; }
    CellSet legalCells() const { return m_legal; }
    // The cells a cube would have to go on after `move` by the side to move,
    // ignoring whether `move` ends the game. Precondition: isLegal(move).
    CellSet legalCellsAfter(Move move) const;

    // The text of a cell on a board of `size`: "d4".
    static std::string cellText(int size, Move move);

private:
    void updateLegalCells();

    const FourMationGeometry *m_geometry;
    int m_size;
    bool m_officialRule;
    std::array<CellSet, 2> m_cubes{};
    CellSet m_legal = 0;
    bool m_fromFallback = false;
    std::vector<Move> m_history;
    Outcome m_outcome = Outcome::Ongoing;
    std::uint64_t m_hash = 0;
};

} // namespace quatre
