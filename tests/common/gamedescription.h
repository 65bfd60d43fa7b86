// A whole position written out as text, for tests that compare two games:
// everything the Game interface shows plus each game's own board accessors,
// so that two positions differing in any observable way describe differently
// and QCOMPARE (or a fuzzer's message) shows where. Plain C++: the fuzzers use
// it too.
#pragma once

#include "core/games/connectfour/connectfour.h"
#include "core/games/fourmation/fourmation.h"
#include "core/games/quarto/quarto.h"

#include <sstream>
#include <string>

namespace quatre::test {

// Everything observable about a position, written out so that two positions
// compare as strings and a difference shows up readably in QCOMPARE's output.
inline std::string describe(const Game &game)
{
    std::ostringstream out;
    out << "game "
        << (dynamic_cast<const ConnectFour *>(&game)  ? "connect4"
                : dynamic_cast<const Quarto *>(&game) ? "quarto"
                                                      : "4mation")
        << " size " << game.rows() << "x" << game.columns() << "\n";
    out << "text '" << game.toText() << "'\n";
    out << "history";
    for (Move m : game.history())
        out << ' ' << m;
    out << "\nplies " << game.plyCount() << " side " << game.sideToMove() << " left<= " << game.pliesLeftAtMost()
        << " outcome " << int(game.outcome()) << " over " << game.isOver() << " hash " << game.hash() << "\n";
    out << "winning";
    for (const Cell &c : game.winningCells())
        out << " (" << c.row << "," << c.column << ")";
    out << "\nlegal";
    for (Move m : game.legalMoves())
        out << ' ' << m;
    out << "\nisLegal";
    // Every move number the game could encode, and a few outside that range.
    int moveCount = game.columns();
    if (dynamic_cast<const FourMation *>(&game))
        moveCount = game.rows() * game.columns();
    else if (dynamic_cast<const Quarto *>(&game))
        moveCount = Quarto::kMoveCount;
    for (Move m = -2; m < moveCount + 2; ++m)
        if (game.isLegal(m))
            out << ' ' << m;
    out << "\nboard\n";

    if (const auto *c4 = dynamic_cast<const ConnectFour *>(&game)) {
        for (int row = 0; row < c4->rows(); ++row) {
            for (int column = 0; column < c4->columns(); ++column)
                out << "."
                       "01"[c4->discAt({row, column}) + 1];
            out << "\n";
        }
        out << "heights";
        for (int column = 0; column < c4->columns(); ++column)
            out << ' ' << c4->height(column) << (c4->isColumnFull(column) || c4->isWinningMove(column) ? "w" : "");
        // The bitboards themselves, in two halves of the 128 bits.
        const auto low = [](Bits b) { return static_cast<std::uint64_t>(b); };
        const auto high = [](Bits b) { return static_cast<std::uint64_t>(b >> 64); };
        out << "\nbits " << low(c4->currentDiscs()) << ':' << high(c4->currentDiscs()) << ' ' << low(c4->allDiscs())
            << ':' << high(c4->allDiscs()) << "\n";
    } else if (const auto *fm = dynamic_cast<const FourMation *>(&game)) {
        for (int row = 0; row < fm->size(); ++row) {
            for (int column = 0; column < fm->size(); ++column)
                out << "."
                       "01"[fm->ownerAt({row, column}) + 1];
            out << "\n";
        }
        out << "last " << fm->lastMove() << " legalCells " << static_cast<std::uint64_t>(fm->legalCells()) << ':'
            << static_cast<std::uint64_t>(fm->legalCells() >> 64) << " fallback " << fm->legalCellsFromFallback()
            << " official " << fm->officialRule() << "\n";
    } else if (const auto *q = dynamic_cast<const Quarto *>(&game)) {
        for (int square = 0; square < kSquareCount; ++square)
            out << q->pieceOnSquare(square) << ' ';
        out << "\nhand " << q->pieceInHand() << " remaining " << q->remainingPieces() << " occupied "
            << q->occupiedSquares() << " winningPieces " << q->winningPieces() << " squareRule " << q->squareRule()
            << "\n";
    }
    return out.str();
}

// Where two descriptions part: the first line that differs, both ways.
inline std::string firstDifference(const std::string &actual, const std::string &expected)
{
    std::istringstream a(actual), e(expected);
    std::string lineA, lineE;
    for (int line = 1;; ++line) {
        const bool moreA = bool(std::getline(a, lineA)), moreE = bool(std::getline(e, lineE));
        if (!moreA && !moreE)
            return "no difference";
        if (!moreA || !moreE || lineA != lineE)
            return "line " + std::to_string(line) + ": got '" + (moreA ? lineA : "<end>") + "', expected '"
                + (moreE ? lineE : "<end>") + "'\nin the position\n" + expected;
    }
}

} // namespace quatre::test
