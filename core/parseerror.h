// Why a text (a move list, a move, a board size) could not be read.
//
// The core speaks English: `message` is the whole explanation, for the
// terminal tools and the logs. A program that speaks another language
// rebuilds it from `problem` and `args` (ui/text/parseerrortext.h), so every
// problem has one fixed template, with its arguments in a fixed order:
// parseProblemTemplate() gives it, and the message is that template filled in.
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace quatre {

// "%n" in a template stands for args[n - 1]. Most start with the character
// at fault: its number from 1 and the character itself.
enum class ParseProblem {
    Other,                      // only the message says what (not made by makeParseError)
    // Connect Four
    ConnectFourBoardSize,       // rows, columns
    ConnectFourNotAColumn,      // character number, character
    ConnectFourNoSuchColumn,    // character number, character, column, columns
    ConnectFourAlreadyOver,     // character number, character
    ConnectFourColumnFull,      // character number, character, column
    // 4Mation
    FourMationBoardSize,        // size
    FourMationNotAColumnLetter, // character number, character
    FourMationNoSuchColumn,     // character number, character, column letter, columns, last letter
    FourMationRowMissing,       // character number, character
    FourMationNotARowNumber,    // character number, character, column letter
    FourMationNoSuchRow,        // character number, character, row, rows
    FourMationAlreadyOver,      // character number, character, move
    FourMationOccupied,         // character number, character, move
    FourMationNotAdjacent,      // character number, character, move, last cube
    FourMationNotAdjacentNorOpponent, // the same, under the official rule
    // Quarto
    QuartoEmptyMove,            // (none)
    QuartoNotAColumn,           // character number, character
    QuartoNotARow,              // character number, character
    QuartoPieceCodeTooShort,    // character number, two letters each with its attribute value
    QuartoPieceLetterExpected,  // character number, character, the same two letters and values
    QuartoPieceCodeTooLong,     // character number, character
    QuartoAlreadyOver,          // move, its first character's number
    QuartoFirstMoveGivesOnly,   // move, its first character's number
    QuartoPlaceFirst,           // move, its first character's number, piece in hand
    QuartoSquareTaken,          // move, its first character's number, square
    QuartoWinsNoGive,           // character number, character, square
    QuartoFillsNoGive,          // character number, character, square
    QuartoMustGive,             // character number, square
    QuartoGivingPlacedPiece,    // character number, character, piece
    QuartoPieceOnBoard,         // character number, character, piece
    // Any game
    BoardSizeOutOfRange,        // rows, columns
    FourMationSizeOutOfRange,   // size
    UnknownGame,                // (none)
    NoMoveGiven,                // (none)
    OneMoveAtATime,             // (none)
};
inline constexpr int kParseProblemCount = static_cast<int>(ParseProblem::OneMoveAtATime) + 1;

// Where a text could not be read: `position` is the 0-based index of the
// offending character in the text, and `message` says what is wrong with it.
struct ParseError {
    std::size_t position = 0;
    std::string message;
    ParseProblem problem = ParseProblem::Other;
    std::vector<std::string> args;
};

// The English template of a problem, with "%1".."%9" for its arguments.
std::string_view parseProblemTemplate(ParseProblem problem);

// `templateText` with each "%n" replaced by args[n - 1].
std::string fillTemplate(std::string_view templateText, const std::vector<std::string> &args);

// A ParseError whose message is the problem's template filled in.
ParseError makeParseError(ParseProblem problem, std::size_t position, std::vector<std::string> args = {});

} // namespace quatre
