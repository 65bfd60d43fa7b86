// Why a text is not a Connect Four move list, one problem per kind of mistake (see
// core/parseerror.h). The arguments of each template are listed beside it.
#pragma once

#include "core/parseerror.h"

#include <array>

namespace quatre {

struct ConnectFourProblem {
    // rows, columns
    static constexpr ParseProblem BoardSize{"board size %1x%2 is outside 4x4..10x10"};
    // rows, columns: the options of a game that cannot be set up
    static constexpr ParseProblem SizeOutOfRange{"rows and columns must each be between 4 and 10 (got %1x%2)"};
    // character number, character
    static constexpr ParseProblem NotAColumn{"character %1 ('%2') is not a column: use 1-9, and a for column 10"};
    // character number, character, column, columns
    static constexpr ParseProblem NoSuchColumn{
        "character %1 ('%2'): column %3 does not exist on a board of %4 columns"};
    // character number, character
    static constexpr ParseProblem AlreadyOver{"character %1 ('%2'): the game was already over"};
    // character number, character, column
    static constexpr ParseProblem ColumnFull{"character %1 ('%2'): column %3 is full"};
    // (none): a board whose positions do not fit a book's keys
    static constexpr ParseProblem BookTooLarge{"a book needs a board of at most 52 bits: columns x (rows + 1)"};

    // Every problem above, for the tests and the translations.
    static constexpr std::array all{BoardSize,   SizeOutOfRange, NotAColumn,  NoSuchColumn,
                                    AlreadyOver, ColumnFull,     BookTooLarge};
};

} // namespace quatre
