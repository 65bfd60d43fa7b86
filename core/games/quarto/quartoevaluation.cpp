#include "core/games/quarto/quartoevaluation.h"

#include <algorithm>
#include <bit>
#include <cassert>
#include <limits>

namespace quatre {

namespace {

int count(PieceSet pieces)
{
    return std::popcount(static_cast<unsigned>(pieces));
}

// The value of placing on a square for the side to move, by the safe pieces
// it would then have to give from (see evaluateGiveRisk).
int placementValue(PieceSet safeGives)
{
    if (safeGives == 0)
        return -kMustGiveAWin;
    return count(safeGives) % 2 == 1 ? kParity : -kParity;
}

} // namespace

PlacementOutlook::PlacementOutlook(const Quarto &game)
    : m_remaining(game.remainingPieces())
{
    const Piece hand = game.pieceInHand();
    assert(hand != kNoPiece);
    const SquareSet occupied = game.occupiedSquares();
    // Per line: how many pieces it holds and what they share.
    struct LineState {
        int pieces;
        SharedAttributes shared;
        SquareSet mask;
    };
    std::array<LineState, kAllLineCount> lines{};
    const int lineCount = game.lineCount();
    for (int l = 0; l < lineCount; ++l) {
        const QuartoLine &line = kQuartoLines[static_cast<std::size_t>(l)];
        LineState &state = lines[static_cast<std::size_t>(l)];
        state = {0, kNothingSeenYet, line.mask};
        for (int s : line.squares) {
            if (game.pieceOnSquare(s) != kNoPiece) {
                ++state.pieces;
                state.shared = narrow(state.shared, game.pieceOnSquare(s));
            }
        }
        if (state.pieces == 3)
            m_winningNow |= completers(state.shared);
    }
    for (int s = 0; s < kSquareCount; ++s) {
        if ((occupied >> s) & 1u)
            continue;
        PieceSet winning = 0;
        for (int l = 0; l < lineCount; ++l) {
            const LineState &state = lines[static_cast<std::size_t>(l)];
            if ((state.mask >> s) & 1u) {
                // The hand's piece fills this line's square: a line of two
                // becomes a line of three; a line of three becomes full.
                if (state.pieces == 2)
                    winning |= completers(narrow(state.shared, hand));
            } else if (state.pieces == 3) {
                winning |= completers(state.shared);
            }
        }
        m_winningAfter[static_cast<std::size_t>(s)] = winning;
        if (m_remaining == 0 || (m_remaining & ~winning) != 0)
            m_hasSafeGive = true;
    }
}

int evaluateGiveRisk(const Quarto &game)
{
    const Piece hand = game.pieceInHand();
    if (hand == kNoPiece) // before the first give: nothing on the board yet
        return 0;
    const PlacementOutlook outlook(game);
    if ((outlook.winningNow() >> hand) & 1u)
        return kHandWins;
    if (game.remainingPieces() == 0) // the last placement, and it does not win
        return 0;
    int best = std::numeric_limits<int>::min();
    for (int s = 0; s < kSquareCount; ++s)
        if (!((game.occupiedSquares() >> s) & 1u))
            best = std::max(best, placementValue(outlook.safeGivesAfterPlacing(s)));
    return best;
}

Move quartoImmediateWin(const Quarto &game)
{
    const Piece hand = game.pieceInHand();
    if (hand == kNoPiece || game.isOver())
        return kNoMove;
    for (int s = 0; s < kSquareCount; ++s)
        if (!((game.occupiedSquares() >> s) & 1u) && game.placementWins(s, hand))
            return Quarto::lastMove(s);
    return kNoMove;
}

void keepSafeGives(const PlacementOutlook &outlook, std::vector<Move> &moves)
{
    if (!outlook.hasSafeGive())
        return;
    std::erase_if(moves, [&](Move m) {
        const int given = Quarto::pieceGivenBy(m);
        return given != Quarto::kNoGive && ((outlook.winningAfterPlacing(Quarto::squareOf(m)) >> given) & 1u);
    });
    assert(!moves.empty());
}

void QuartoTraits::orderMoves(const Quarto &, std::vector<Move> &)
{
    // Minimax visits the moves in legalMoves() order, as the seed does.
}

void QuartoExpertTraits::orderMoves(const Quarto &game, std::vector<Move> &moves)
{
    if (game.pieceInHand() == kNoPiece)
        return; // the opening give: every piece is as safe as any other
    const PlacementOutlook outlook(game);
    keepSafeGives(outlook, moves);
    std::array<int, kSquareCount + 1> squareValue{};
    for (int s = 0; s < kSquareCount; ++s)
        if (!((game.occupiedSquares() >> s) & 1u))
            squareValue[static_cast<std::size_t>(s)] = placementValue(outlook.safeGivesAfterPlacing(s));
    std::stable_sort(moves.begin(), moves.end(), [&](Move a, Move b) {
        return squareValue[static_cast<std::size_t>(Quarto::squareOf(a))]
            > squareValue[static_cast<std::size_t>(Quarto::squareOf(b))];
    });
}

} // namespace quatre
