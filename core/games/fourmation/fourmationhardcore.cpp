#include "core/games/fourmation/fourmationhardcore.h"

#include "core/games/fourmation/fourmationgreedy.h"
#include "core/games/fourmation/fourmationtactics.h"

#include <cassert>

namespace quatre {

namespace {

class ForcedWinSearch {
public:
    ForcedWinSearch(const ForcedWinLimits &limits, const SearchControl *control)
        : m_limits(limits)
        , m_control(control)
    {}

    // True if the side to move (the attacker) wins within `ownMoves` of its
    // moves whatever the opponent does; `firstMove` receives the move.
    bool attackerWins(FourMation &g, int ownMoves, Move *firstMove = nullptr)
    {
        if (const Move win = immediateWin(g); win != kNoMove) {
            if (firstMove)
                *firstMove = win;
            return true;
        }
        if (ownMoves <= 1)
            return false;
        const CellSet theirWins = winningCellsOf(g, 1 - g.sideToMove());
        for (CellSet rest = g.legalCells(); rest != 0; rest &= rest - 1) {
            const Move m = g.geometry().firstMove(rest);
            if (handsOverWin(g, m, theirWins) || outOfBudget())
                continue;
            g.play(m);
            bool forced = !g.isOver(); // no reply at all is a draw, not a win
            for (CellSet replies = g.legalCells(); forced && replies != 0; replies &= replies - 1) {
                g.play(g.geometry().firstMove(replies));
                forced = !g.isOver() && attackerWins(g, ownMoves - 1);
                g.undo();
            }
            g.undo();
            if (forced && !m_stopped) {
                if (firstMove)
                    *firstMove = m;
                return true;
            }
        }
        return false;
    }

    bool stopped() const { return m_stopped; }
    std::uint64_t nodes() const { return m_nodes; }

private:
    bool outOfBudget()
    {
        ++m_nodes;
        if (m_nodes > m_limits.nodeBudget || (m_control && m_control->isCancelled()))
            m_stopped = true;
        return m_stopped;
    }

    ForcedWinLimits m_limits;
    const SearchControl *m_control;
    std::uint64_t m_nodes = 0;
    bool m_stopped = false;
};

} // namespace

ForcedWin findForcedWin(const FourMation &game, const ForcedWinLimits &limits, const SearchControl *control)
{
    assert(!game.isOver());
    FourMation g = game;
    ForcedWinSearch search(limits, control);
    ForcedWin result;
    // Shortest wins first, so a win now is never put off for a longer one.
    for (int ownMoves = 1; ownMoves <= limits.maxOwnMoves && !search.stopped(); ++ownMoves) {
        Move move = kNoMove;
        if (search.attackerWins(g, ownMoves, &move)) {
            result.move = move;
            result.ownMoves = ownMoves;
            break;
        }
    }
    result.nodes = search.nodes();
    return result;
}

AiDecision FourMationHardcoreAi::chooseMove(const Game &game, SearchControl &control)
{
    assert(dynamic_cast<const FourMation *>(&game));
    const auto &board = static_cast<const FourMation &>(game);
    AiDecision decision;
    if (const Move win = immediateWin(board); win != kNoMove) {
        decision.move = win;
        decision.exact = true;
        decision.verdict = Verdict{1, 1};
        decision.depth = 1;
        decision.reason = MoveReason::Search;
        return decision;
    }
    if (const Move block = blockingMove(board); block != kNoMove) {
        decision.move = block;
        decision.reason = MoveReason::Block;
        return decision;
    }
    const ForcedWin forced = findForcedWin(board, ForcedWinLimits{}, &control);
    decision.nodes = forced.nodes;
    if (forced.move != kNoMove) {
        decision.move = forced.move;
        decision.exact = true;
        decision.depth = 2 * forced.ownMoves - 1;
        decision.verdict = Verdict{1, decision.depth};
        decision.reason = MoveReason::Search;
        return decision;
    }
    const CellSet theirWins = winningCellsOf(board, 1 - board.sideToMove());
    CellSet safe = 0;
    for (CellSet rest = board.legalCells(); rest != 0; rest &= rest - 1) {
        const Move m = board.geometry().firstMove(rest);
        if (!handsOverWin(board, m, theirWins))
            safe |= board.geometry().bit(m);
    }
    decision.move = heaviestCell(board, safe != 0 ? safe : board.legalCells(), &decision.score);
    decision.reason = MoveReason::Greedy;
    decision.cancelled = control.isCancelled();
    return decision;
}

} // namespace quatre
