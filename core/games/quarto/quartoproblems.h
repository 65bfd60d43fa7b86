// Why a text is not a Quarto move list, one problem per kind of mistake (see
// core/parseerror.h). The arguments of each template are listed beside it.
#pragma once

#include "core/parseerror.h"

#include <array>

namespace quatre {

struct QuartoProblem {
    // (none)
    static constexpr ParseProblem EmptyMove{"an empty move: write a square and/or a piece, as in b3DTRH"};
    // character number, character
    static constexpr ParseProblem NotAColumn{"character %1 ('%2') is not a column: squares are a1 to d4"};
    // character number, character
    static constexpr ParseProblem NotARow{"character %1 ('%2') is not a row: squares are a1 to d4"};
    // character number, then two letters each with its attribute value
    static constexpr ParseProblem PieceCodeTooShort{
        "character %1 (the end of the move): the piece code is too short, expected %2 (%3) or %4 (%5) in a "
        "piece code like DTRH",
        0b10100};
    // character number, character, then two letters each with its attribute value
    static constexpr ParseProblem PieceLetterExpected{
        "character %1 ('%2'): expected %3 (%4) or %5 (%6) in a piece code like DTRH", 0b101000};
    // character number, character
    static constexpr ParseProblem PieceCodeTooLong{"character %1 ('%2'): a piece code has only 4 letters"};
    // move, its first character's number
    static constexpr ParseProblem AlreadyOver{"move '%1' (character %2): the game is already over"};
    // move, its first character's number
    static constexpr ParseProblem FirstMoveGivesOnly{
        "move '%1' (character %2): the first move only gives a piece, as in DTRH, with no square"};
    // move, its first character's number, piece in hand
    static constexpr ParseProblem PlaceFirst{
        "move '%1' (character %2): place the piece in hand (%3) on a square first, as in b3%3"};
    // move, its first character's number, square
    static constexpr ParseProblem SquareTaken{"move '%1' (character %2): square %3 is already taken"};
    // character number, character, square
    static constexpr ParseProblem WinsNoGive{
        "character %1 ('%2'): placing on %3 wins, so the game ends and no piece is given"};
    // character number, character, square
    static constexpr ParseProblem FillsNoGive{
        "character %1 ('%2'): placing on %3 fills the board, so the game ends and no piece is given"};
    // character number, square
    static constexpr ParseProblem MustGive{
        "character %1 (the end of the move): after placing on %2 a piece must be given, as in %2DTRH"};
    // character number, character, piece
    static constexpr ParseProblem GivingPlacedPiece{"character %1 ('%2'): piece %3 is the one being placed"};
    // character number, character, piece
    static constexpr ParseProblem PieceOnBoard{"character %1 ('%2'): piece %3 is already on the board"};
    // (none): a position an exact solver cannot take, before the opening give
    static constexpr ParseProblem NothingGivenYet{"no piece has been given yet: start with the opening give"};
    // (none): why `quatre-cli book` makes no Quarto book
    static constexpr ParseProblem NoBook{"Quarto has no opening book: its solver is exact from the tenth empty square"};

    // Every problem above, for the tests and the translations.
    static constexpr std::array all{EmptyMove,
                                    NotAColumn,
                                    NotARow,
                                    PieceCodeTooShort,
                                    PieceLetterExpected,
                                    PieceCodeTooLong,
                                    AlreadyOver,
                                    FirstMoveGivesOnly,
                                    PlaceFirst,
                                    SquareTaken,
                                    WinsNoGive,
                                    FillsNoGive,
                                    MustGive,
                                    GivingPlacedPiece,
                                    PieceOnBoard,
                                    NothingGivenYet,
                                    NoBook};
};

} // namespace quatre
