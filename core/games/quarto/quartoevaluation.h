// The evaluation of a Quarto position, the "which pieces are safe to
// give" analysis the AIs share, and the traits that plug Quarto into the
// generic searches (ai/alphabeta.h).
#pragma once

#include "core/games/quarto/quarto.h"

#include <array>
#include <vector>

namespace quatre {

// The side to move's options, square by square: after placing the piece in
// hand on each empty square, which pieces would then let whoever holds them win
// at once. Built in one pass over the lines, so the searches can ask it at
// every node. Precondition: a piece is in hand.
class PlacementOutlook {
public:
    explicit PlacementOutlook(const Quarto &game);

    // Pieces that would win at once now, before placing (lines of 3 sharing
    // an attribute, and the pieces that complete them).
    PieceSet winningNow() const { return m_winningNow; }
    // Pieces that would win at once after the piece in hand goes on `square`.
    // Precondition: `square` is empty.
    PieceSet winningAfterPlacing(int square) const { return m_winningAfter[static_cast<std::size_t>(square)]; }
    // The remaining pieces that are safe to give after placing on `square`.
    PieceSet safeGivesAfterPlacing(int square) const
    {
        return static_cast<PieceSet>(m_remaining & ~winningAfterPlacing(square));
    }
    // True if some placement leaves a safe piece to give (or nothing to give).
    bool hasSafeGive() const { return m_hasSafeGive; }

private:
    std::array<PieceSet, kSquareCount> m_winningAfter{};
    PieceSet m_winningNow = 0;
    PieceSet m_remaining = 0;
    bool m_hasSafeGive = false;
};

// The evaluation of the original Java program, for the side to move (who holds a piece and must
// place it, then give one):
//  - the risk of the piece given: if the piece in hand completes a line of
//    three sharing an attribute, the side to move wins: +kHandWins;
//  - lines of 3 sharing attributes and the pieces left that complete them: if
//    every placement leaves only pieces that complete such a line, the side to
//    move must hand over a win: -kMustGiveAWin;
//  - otherwise the parity of the safe pieces after the best placement: the
//    players give safe pieces in turn, and whoever finds none left loses, so an
//    odd count is good for the side about to give (+kParity), an even one bad.
// Both decisive terms stay well inside the searches' win scores (1000 and up),
// so a real win or loss always outweighs them.
inline constexpr int kHandWins = 800;
inline constexpr int kMustGiveAWin = 600;
inline constexpr int kParity = 20;
int evaluateGiveRisk(const Quarto &game);

// A move that wins at once for the side to move, or kNoMove.
Move quartoImmediateWin(const Quarto &game);

// Levels 3 and 4 plug in here. Minimax does not order (it stays the plain
// seed algorithm); its evaluation alone sees the risk of the piece given.
struct QuartoTraits {
    static int evaluate(const Quarto &game) { return evaluateGiveRisk(game); }
    static void orderMoves(const Quarto &game, std::vector<Move> &moves);
    static Move immediateWin(const Quarto &game) { return quartoImmediateWin(game); }
};

// Expert: its move "ordering" also prunes. A move that gives a piece the
// opponent wins with at once is dropped whenever some move gives a safe one:
// it can never be better (it loses next move), and Quarto's branching factor
// makes every pruned move count. The safe gives that remain come first on the
// squares where the parity of safe pieces favours the mover.
struct QuartoExpertTraits : QuartoTraits {
    static void orderMoves(const Quarto &game, std::vector<Move> &moves);
};

// The moves of `moves` that do not hand the opponent an immediate win, or all
// of them if every move does. Shared by Greedy and Expert.
void keepSafeGives(const PlacementOutlook &outlook, std::vector<Move> &moves);

} // namespace quatre
