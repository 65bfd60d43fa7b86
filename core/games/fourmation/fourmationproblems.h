// Why a text is not a 4Mation move list, one problem per kind of mistake (see
// core/parseerror.h). The arguments of each template are listed beside it.
#pragma once

#include "core/parseerror.h"

#include <array>

namespace quatre {

struct FourMationProblem {
    // size
    static constexpr ParseProblem BoardSize{"board size %1 is outside 3..10"};
    // size: the options of a game that cannot be set up
    static constexpr ParseProblem SizeOutOfRange{"the 4Mation board size must be between 3 and 10 (got %1)"};
    // character number, character
    static constexpr ParseProblem NotAColumnLetter{
        "character %1 ('%2') is not a column letter: a move is a letter and a row number, as in d4"};
    // character number, character, column letter, columns, last letter
    static constexpr ParseProblem NoSuchColumn{
        "character %1 ('%2'): column %3 does not exist on a board of %4 columns (a-%5)"};
    // character number, character
    static constexpr ParseProblem RowMissing{"character %1 ('%2'): the row number after the letter is missing"};
    // character number, character, column letter
    static constexpr ParseProblem NotARowNumber{"character %1 ('%2') is not a row number after '%3'"};
    // character number, character, row, rows
    static constexpr ParseProblem NoSuchRow{"character %1 ('%2'): row %3 does not exist on a board of %4 rows (1-%4)"};
    // character number, character, move
    static constexpr ParseProblem AlreadyOver{"character %1 ('%2'): %3 comes after the game was already over"};
    // character number, character, move
    static constexpr ParseProblem Occupied{"character %1 ('%2'): %3 is already occupied"};
    // character number, character, move, last cube
    static constexpr ParseProblem NotAdjacent{"character %1 ('%2'): %3 is not adjacent to the last cube (%4)"};
    // the same, under the official rule
    static constexpr ParseProblem NotAdjacentNorOpponent{
        "character %1 ('%2'): %3 is not adjacent to the last cube (%4) nor, with it surrounded, to an "
        "opponent cube"};

    // Every problem above, for the tests and the translations.
    static constexpr std::array all{
        BoardSize,   SizeOutOfRange, NotAColumnLetter, NoSuchColumn,          RowMissing, NotARowNumber, NoSuchRow,
        AlreadyOver, Occupied,       NotAdjacent,      NotAdjacentNorOpponent};
};

} // namespace quatre
