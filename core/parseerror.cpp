#include "core/parseerror.h"

namespace quatre {

std::string_view parseProblemTemplate(ParseProblem problem)
{
    switch (problem) {
    case ParseProblem::Other:
        return "%1";
    case ParseProblem::ConnectFourBoardSize:
        return "board size %1x%2 is outside 4x4..10x10";
    case ParseProblem::ConnectFourNotAColumn:
        return "character %1 ('%2') is not a column: use 1-9, and a for column 10";
    case ParseProblem::ConnectFourNoSuchColumn:
        return "character %1 ('%2'): column %3 does not exist on a board of %4 columns";
    case ParseProblem::ConnectFourAlreadyOver:
        return "character %1 ('%2'): the game was already over";
    case ParseProblem::ConnectFourColumnFull:
        return "character %1 ('%2'): column %3 is full";
    case ParseProblem::FourMationBoardSize:
        return "board size %1 is outside 3..10";
    case ParseProblem::FourMationNotAColumnLetter:
        return "character %1 ('%2') is not a column letter: a move is a letter and a row number, as in d4";
    case ParseProblem::FourMationNoSuchColumn:
        return "character %1 ('%2'): column %3 does not exist on a board of %4 columns (a-%5)";
    case ParseProblem::FourMationRowMissing:
        return "character %1 ('%2'): the row number after the letter is missing";
    case ParseProblem::FourMationNotARowNumber:
        return "character %1 ('%2') is not a row number after '%3'";
    case ParseProblem::FourMationNoSuchRow:
        return "character %1 ('%2'): row %3 does not exist on a board of %4 rows (1-%4)";
    case ParseProblem::FourMationAlreadyOver:
        return "character %1 ('%2'): %3 comes after the game was already over";
    case ParseProblem::FourMationOccupied:
        return "character %1 ('%2'): %3 is already occupied";
    case ParseProblem::FourMationNotAdjacent:
        return "character %1 ('%2'): %3 is not adjacent to the last cube (%4)";
    case ParseProblem::FourMationNotAdjacentNorOpponent:
        return "character %1 ('%2'): %3 is not adjacent to the last cube (%4) nor, with it surrounded, to an opponent cube";
    case ParseProblem::QuartoEmptyMove:
        return "an empty move: write a square and/or a piece, as in b3DTRH";
    case ParseProblem::QuartoNotAColumn:
        return "character %1 ('%2') is not a column: squares are a1 to d4";
    case ParseProblem::QuartoNotARow:
        return "character %1 ('%2') is not a row: squares are a1 to d4";
    case ParseProblem::QuartoPieceCodeTooShort:
        return "character %1 (the end of the move): the piece code is too short, expected %2 (%3) or %4 (%5) in a "
               "piece code like DTRH";
    case ParseProblem::QuartoPieceLetterExpected:
        return "character %1 ('%2'): expected %3 (%4) or %5 (%6) in a piece code like DTRH";
    case ParseProblem::QuartoPieceCodeTooLong:
        return "character %1 ('%2'): a piece code has only 4 letters";
    case ParseProblem::QuartoAlreadyOver:
        return "move '%1' (character %2): the game is already over";
    case ParseProblem::QuartoFirstMoveGivesOnly:
        return "move '%1' (character %2): the first move only gives a piece, as in DTRH, with no square";
    case ParseProblem::QuartoPlaceFirst:
        return "move '%1' (character %2): place the piece in hand (%3) on a square first, as in b3%3";
    case ParseProblem::QuartoSquareTaken:
        return "move '%1' (character %2): square %3 is already taken";
    case ParseProblem::QuartoWinsNoGive:
        return "character %1 ('%2'): placing on %3 wins, so the game ends and no piece is given";
    case ParseProblem::QuartoFillsNoGive:
        return "character %1 ('%2'): placing on %3 fills the board, so the game ends and no piece is given";
    case ParseProblem::QuartoMustGive:
        return "character %1 (the end of the move): after placing on %2 a piece must be given, as in %2DTRH";
    case ParseProblem::QuartoGivingPlacedPiece:
        return "character %1 ('%2'): piece %3 is the one being placed";
    case ParseProblem::QuartoPieceOnBoard:
        return "character %1 ('%2'): piece %3 is already on the board";
    case ParseProblem::BoardSizeOutOfRange:
        return "rows and columns must each be between 4 and 10 (got %1x%2)";
    case ParseProblem::FourMationSizeOutOfRange:
        return "the 4Mation board size must be between 3 and 10 (got %1)";
    case ParseProblem::UnknownGame:
        return "unknown game";
    case ParseProblem::NoMoveGiven:
        return "no move given";
    case ParseProblem::OneMoveAtATime:
        return "give one move at a time";
    }
    return "unknown problem";
}

std::string fillTemplate(std::string_view templateText, const std::vector<std::string> &args)
{
    std::string text;
    for (std::size_t i = 0; i < templateText.size(); ++i) {
        const char next = i + 1 < templateText.size() ? templateText[i + 1] : '\0';
        if (templateText[i] == '%' && next >= '1' && next <= '9'
            && static_cast<std::size_t>(next - '1') < args.size()) {
            text += args[static_cast<std::size_t>(next - '1')];
            ++i;
        } else {
            text += templateText[i];
        }
    }
    return text;
}

ParseError makeParseError(ParseProblem problem, std::size_t position, std::vector<std::string> args)
{
    ParseError error;
    error.position = position;
    error.message = fillTemplate(parseProblemTemplate(problem), args);
    error.problem = problem;
    error.args = std::move(args);
    return error;
}

} // namespace quatre
