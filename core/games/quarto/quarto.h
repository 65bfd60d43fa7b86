// Quarto: a 4x4 board, 16 pieces of four binary attributes (quartopiece.h).
//
// Turn structure. The first player's first move only gives a piece. Every
// later move places the piece in hand on an empty square and then gives one of
// the remaining pieces to the opponent, except the move that ends the game (a
// win, or the sixteenth piece), which gives nothing. sideToMove() is always the
// player who must act now; whoever places the fourth piece of a line sharing an
// attribute wins. Under the square rule any 2x2 block also counts.
//
// Move encoding: square * 17 + piece, where square is row * 4 + column (row 0
// on top, as Cell) or 16 for "no placement" (the first move), and piece is the
// piece given or 16 for "none" (the last move). So the first move giving piece
// p is 272 + p, and every Move fits in 0..288.
//
// Notation: a move is <square><piece>. The square is a column letter a..d (left
// to right) and a row digit 1..4 (bottom to top, as on a chess board: a1 is the
// bottom-left corner, Cell{3, 0}); the piece is its four attribute letters
// (quartopiece.h). The first move is the piece alone ("DTRH"), the last move
// the square alone ("b3"), every other one both ("b3LSQF"). toText() separates
// moves with single spaces: "DTRH b3LSQF c1DSRF". Letters are read in any case.
#pragma once

#include "core/game.h"
#include "core/games/quarto/quartolines.h"
#include "core/games/quarto/quartopiece.h"

#include <array>
#include <bit>
#include <string_view>
#include <variant>

namespace quatre {

class Quarto final : public Game {
public:
    static constexpr int kNoSquare = kSquareCount; // in a Move: nothing placed
    static constexpr int kNoGive = kPieceCount; // in a Move: nothing given
    static constexpr int kMoveRadix = 17;
    static constexpr Move kMoveCount = kMoveRadix * kMoveRadix;

    static constexpr Move makeMove(int square, int pieceGiven) { return square * kMoveRadix + pieceGiven; }
    static constexpr Move firstMove(Piece given) { return makeMove(kNoSquare, given); }
    static constexpr Move lastMove(int square) { return makeMove(square, kNoGive); }
    // kNoSquare / kNoGive when the move has no such part.
    static constexpr int squareOf(Move move) { return move / kMoveRadix; }
    static constexpr int pieceGivenBy(Move move) { return move % kMoveRadix; }

    static constexpr int squareOf(Cell cell) { return cell.row * kQuartoSide + cell.column; }
    static constexpr Cell cellOf(int square) { return {square / kQuartoSide, square % kQuartoSide}; }
    // "a1" for square 12 (bottom-left).
    static std::string squareToText(int square);

    explicit Quarto(bool squareRule = false);

    // Parses a whole game (toText()'s format; any run of spaces separates
    // moves). On failure the error names the offending character and its
    // 0-based index. Never throws, whatever the text.
    static std::variant<Quarto, ParseError> fromText(bool squareRule, std::string_view text);
    // Parses one move in this position. The error's position is counted in
    // bytes from the start of `text`, plus `offset`, and the characters its
    // message numbers from there, plus `characterOffset`: the move's place in
    // a longer text, in bytes and in characters.
    std::variant<Move, ParseError> moveFromText(std::string_view text, std::size_t offset = 0,
                                                std::size_t characterOffset = 0) const;
    std::optional<ParseError> playText(std::string_view text) override;

    std::unique_ptr<Game> clone() const override { return std::make_unique<Quarto>(*this); }
    int rows() const override { return kQuartoSide; }
    int columns() const override { return kQuartoSide; }
    int sideToMove() const override { return plyCount() % 2; }
    const std::vector<Move> &history() const override { return m_history; }
    int pliesLeftAtMost() const override;

    std::vector<Move> legalMoves() const override;
    bool isLegal(Move move) const override;
    void play(Move move) override;
    void undo() override;

    Outcome outcome() const override { return m_outcome; }
    // Every square of every line the last placement completed (no repeats).
    std::vector<Cell> winningCells() const override;

    std::string moveToText(Move move) const override;
    std::string toText() const override;
    std::uint64_t hash() const override { return m_hash; }

    bool squareRule() const { return m_squareRule; }
    // The lines this game counts: a prefix of kQuartoLines.
    int lineCount() const { return m_squareRule ? kAllLineCount : kStandardLineCount; }

    Piece pieceAt(Cell cell) const { return pieceOnSquare(squareOf(cell)); }
    Piece pieceOnSquare(int square) const { return m_board[static_cast<std::size_t>(square)]; }
    // The piece the side to move must place; kNoPiece before the first give and
    // once the game is over.
    Piece pieceInHand() const { return m_inHand; }
    // The pieces neither on the board nor in hand: those that can be given.
    PieceSet remainingPieces() const { return m_remaining; }
    SquareSet occupiedSquares() const { return m_occupied; }
    int emptySquareCount() const { return kSquareCount - std::popcount(static_cast<unsigned>(m_occupied)); }

    // True if placing `piece` on the empty `square` completes a winning line.
    bool placementWins(int square, Piece piece) const;
    // The pieces that would win if placed now on some empty square: those
    // completing a line of three pieces that share an attribute.
    PieceSet winningPieces() const;

    struct WinningLine {
        std::array<Cell, 4> cells;
        SharedAttributes shared;
    };
    // The lines the last placement completed; empty unless the game is won.
    std::vector<WinningLine> winningLines() const;
    // What the winning line(s) have in common ("all tall"); nothing unless won.
    SharedAttributes winningAttributes() const;

private:
    static std::uint64_t pieceKey(int square, Piece piece);
    static std::uint64_t handKey(Piece piece);

    std::array<Piece, kSquareCount> m_board;
    SquareSet m_occupied = 0;
    PieceSet m_remaining = kAllPieces;
    Piece m_inHand = kNoPiece;
    bool m_squareRule;
    std::uint64_t m_hash = 0;
    std::vector<Move> m_history;
    Outcome m_outcome = Outcome::Ongoing;
};

} // namespace quatre
