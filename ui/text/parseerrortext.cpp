#include "ui/text/parseerrortext.h"

#include "core/games/quarto/quartopiece.h"
#include "ui/text/quartowords.h"

#include <QCoreApplication>

namespace quatre::ui {

namespace {

// A Quarto attribute value named in English by the core ("tall"), in the
// interface language; anything else as it is.
QString attributeValueText(const std::string &english)
{
    for (int a = 0; a < kAttributeCount; ++a) {
        const AttributeNames &names = kAttributes[static_cast<std::size_t>(a)];
        if (english == names.clearName)
            return attributeText(a, false);
        if (english == names.setName)
            return attributeText(a, true);
    }
    return QString::fromStdString(english);
}

// The translated templates, with the same arguments as the core's.
class ParseErrorTemplates {
    Q_DECLARE_TR_FUNCTIONS(ParseError)

public:
    static QString of(ParseProblem problem);
};

QString ParseErrorTemplates::of(ParseProblem problem)
{
    switch (problem) {
    case ParseProblem::Other:
        return QStringLiteral("%1");
    case ParseProblem::ConnectFourBoardSize:
        return tr("board size %1x%2 is outside 4x4..10x10");
    case ParseProblem::ConnectFourNotAColumn:
        return tr("character %1 ('%2') is not a column: use 1-9, and a for column 10");
    case ParseProblem::ConnectFourNoSuchColumn:
        return tr("character %1 ('%2'): column %3 does not exist on a board of %4 columns");
    case ParseProblem::ConnectFourAlreadyOver:
        return tr("character %1 ('%2'): the game was already over");
    case ParseProblem::ConnectFourColumnFull:
        return tr("character %1 ('%2'): column %3 is full");
    case ParseProblem::FourMationBoardSize:
        return tr("board size %1 is outside 3..10");
    case ParseProblem::FourMationNotAColumnLetter:
        return tr("character %1 ('%2') is not a column letter: a move is a letter and a row number, as in d4");
    case ParseProblem::FourMationNoSuchColumn:
        return tr("character %1 ('%2'): column %3 does not exist on a board of %4 columns (a-%5)");
    case ParseProblem::FourMationRowMissing:
        return tr("character %1 ('%2'): the row number after the letter is missing");
    case ParseProblem::FourMationNotARowNumber:
        return tr("character %1 ('%2') is not a row number after '%3'");
    case ParseProblem::FourMationNoSuchRow:
        return tr("character %1 ('%2'): row %3 does not exist on a board of %4 rows (1-%4)");
    case ParseProblem::FourMationAlreadyOver:
        return tr("character %1 ('%2'): %3 comes after the game was already over");
    case ParseProblem::FourMationOccupied:
        return tr("character %1 ('%2'): %3 is already occupied");
    case ParseProblem::FourMationNotAdjacent:
        return tr("character %1 ('%2'): %3 is not adjacent to the last cube (%4)");
    case ParseProblem::FourMationNotAdjacentNorOpponent:
        return tr("character %1 ('%2'): %3 is not adjacent to the last cube (%4) nor, with it surrounded, to an "
                  "opponent cube");
    case ParseProblem::QuartoEmptyMove:
        return tr("an empty move: write a square and/or a piece, as in b3DTRH");
    case ParseProblem::QuartoNotAColumn:
        return tr("character %1 ('%2') is not a column: squares are a1 to d4");
    case ParseProblem::QuartoNotARow:
        return tr("character %1 ('%2') is not a row: squares are a1 to d4");
    case ParseProblem::QuartoPieceCodeTooShort:
        return tr("character %1 (the end of the move): the piece code is too short, expected %2 (%3) or %4 (%5) in "
                  "a piece code like DTRH");
    case ParseProblem::QuartoPieceLetterExpected:
        return tr("character %1 ('%2'): expected %3 (%4) or %5 (%6) in a piece code like DTRH");
    case ParseProblem::QuartoPieceCodeTooLong:
        return tr("character %1 ('%2'): a piece code has only 4 letters");
    case ParseProblem::QuartoAlreadyOver:
        return tr("move '%1' (character %2): the game is already over");
    case ParseProblem::QuartoFirstMoveGivesOnly:
        return tr("move '%1' (character %2): the first move only gives a piece, as in DTRH, with no square");
    case ParseProblem::QuartoPlaceFirst:
        return tr("move '%1' (character %2): place the piece in hand (%3) on a square first, as in b3%3");
    case ParseProblem::QuartoSquareTaken:
        return tr("move '%1' (character %2): square %3 is already taken");
    case ParseProblem::QuartoWinsNoGive:
        return tr("character %1 ('%2'): placing on %3 wins, so the game ends and no piece is given");
    case ParseProblem::QuartoFillsNoGive:
        return tr("character %1 ('%2'): placing on %3 fills the board, so the game ends and no piece is given");
    case ParseProblem::QuartoMustGive:
        return tr("character %1 (the end of the move): after placing on %2 a piece must be given, as in %2DTRH");
    case ParseProblem::QuartoGivingPlacedPiece:
        return tr("character %1 ('%2'): piece %3 is the one being placed");
    case ParseProblem::QuartoPieceOnBoard:
        return tr("character %1 ('%2'): piece %3 is already on the board");
    case ParseProblem::BoardSizeOutOfRange:
        return tr("rows and columns must each be between 4 and 10 (got %1x%2)");
    case ParseProblem::FourMationSizeOutOfRange:
        return tr("the 4Mation board size must be between 3 and 10 (got %1)");
    case ParseProblem::UnknownGame:
        return tr("unknown game");
    case ParseProblem::NoMoveGiven:
        return tr("no move given");
    case ParseProblem::OneMoveAtATime:
        return tr("give one move at a time");
    }
    return QString::fromStdString(std::string(parseProblemTemplate(problem)));
}

} // namespace

QString parseErrorText(const ParseError &error)
{
    if (error.problem == ParseProblem::Other)
        return QString::fromStdString(error.message);
    std::vector<std::string> args = error.args;
    // The Quarto piece letters stay (they are the notation), but the values
    // they stand for, the last argument and the one two before it, are said
    // in the interface language.
    if ((error.problem == ParseProblem::QuartoPieceCodeTooShort || error.problem == ParseProblem::QuartoPieceLetterExpected)
        && args.size() >= 3) {
        for (std::size_t i = args.size() - 3; i < args.size(); i += 2)
            args[i] = attributeValueText(args[i]).toStdString();
    }
    // Filled in by the core's own function rather than QString::arg(), which
    // would also replace a "%1" inside an argument.
    return QString::fromStdString(fillTemplate(ParseErrorTemplates::of(error.problem).toStdString(), args));
}

} // namespace quatre::ui
