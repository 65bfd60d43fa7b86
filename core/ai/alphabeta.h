// The heuristic game-tree search, written once for every game: negamax with
// alpha-beta pruning, an optional transposition table, iterative deepening and
// a deadline. Minimax (level 3) and Expert (level 4) are two configurations of
// it.
//
// A game plugs in through a traits type with:
//   static int evaluate(const G &g);
//       the heuristic value of a position for the side to move (no win on board);
//   static void orderMoves(const G &g, std::vector<Move> &moves);
//       reorder the legal moves, most promising first (may leave them as they are);
//   static Move immediateWin(const G &g);
//       a move that wins at once for the side to move, or kNoMove.
//
// Scores are from the side to move's view. A won game is worth
// `winScore - ply` (ply counted from the root), so a sooner win scores more and
// a later loss less; a draw is 0.
#pragma once

#include "core/ai/ai.h"
#include "core/ai/dutycycle.h"
#include "core/ai/transpositiontable.h"

#include <algorithm>
#include <chrono>
#include <optional>
#include <vector>

namespace quatre {

struct AlphaBetaOptions {
    int winScore = 1'000'000;
    bool useTranspositions = true;
    bool orderMoves = true;
    // Check Traits::immediateWin before expanding a node. Off for Minimax so it
    // stays the plain seed algorithm.
    bool shortcutImmediateWins = true;
    int log2TableSlots = 20;
};

template <class G, class Traits>
class AlphaBeta {
public:
    using Clock = std::chrono::steady_clock;

    explicit AlphaBeta(const AlphaBetaOptions &options)
        : m_options(options)
    {
        if (options.useTranspositions)
            m_table.emplace(options.log2TableSlots);
    }

    // Searches `root` to `depth` plies. Returns nullopt if stopped (cancelled
    // or out of time) before the iteration completed.
    struct Result {
        Move move = kNoMove;
        int score = 0;
    };
    std::optional<Result> searchDepth(const G &root, int depth)
    {
        G g = root;
        m_stopped = false;
        int alpha = -m_options.winScore - 1, beta = m_options.winScore + 1;
        std::vector<Move> moves = rootMoves(g);
        Result best{moves.front(), alpha};
        for (Move m : moves) {
            g.play(m);
            const int score = -negamax(g, depth - 1, 1, -beta, -alpha);
            g.undo();
            if (m_stopped)
                return std::nullopt;
            // Strictly greater: among equal scores the first move in order wins,
            // which is also what plain minimax would choose.
            if (score > best.score) {
                best = {m, score};
                alpha = std::max(alpha, score);
            }
        }
        m_rootBest = best.move;
        return best;
    }

    // Iterative deepening from depth 1 to `maxDepth` until `deadline` (if any).
    AiDecision iterate(const G &root, int maxDepth, std::optional<Clock::time_point> deadline, SearchControl &control)
    {
        m_control = &control;
        m_deadline = deadline;
        m_dutyCycle.start(control.shares.caller);
        m_nodes = 0;
        AiDecision decision;
        const int remaining = root.pliesLeftAtMost();
        const int depthCap = std::min(maxDepth, std::max(1, remaining));
        for (int depth = 1; depth <= depthCap; ++depth) {
            const std::optional<Result> result = searchDepth(root, depth);
            if (!result) {
                decision.cancelled = control.isCancelled();
                break;
            }
            decision.move = result->move;
            decision.score = result->score;
            decision.depth = depth;
            decision.exact = isDecisive(result->score) || depth >= remaining;
            decision.verdict = decision.exact ? std::optional<Verdict>(verdictOf(result->score)) : std::nullopt;
            if (control.onProgress)
                control.onProgress(SearchProgress{depth, result->score, result->move});
            if (isDecisive(result->score))
                break;
        }
        if (decision.move == kNoMove && !control.isCancelled()) {
            // Out of time before depth 1 finished: any legal move beats none.
            decision.move = rootMoves(root).front();
        }
        decision.nodes = m_nodes;
        return decision;
    }

    void setControl(SearchControl *control, std::optional<Clock::time_point> deadline)
    {
        m_control = control;
        m_deadline = deadline;
        m_dutyCycle.start(control ? control->shares.caller : 1.0);
    }
    std::uint64_t nodes() const { return m_nodes; }
    bool isDecisive(int score) const { return std::abs(score) > m_options.winScore - 1000; }
    // An exact root score: a win or loss at ply p scores +-(winScore - p); a
    // search that reached every end without one found a draw (0).
    Verdict verdictOf(int score) const
    {
        if (!isDecisive(score))
            return Verdict{};
        return Verdict{score > 0 ? 1 : -1, m_options.winScore - std::abs(score)};
    }

private:
    std::vector<Move> rootMoves(const G &g)
    {
        std::vector<Move> moves = g.legalMoves();
        if (m_options.orderMoves) {
            Traits::orderMoves(g, moves);
            // The previous iteration's best move first: it is usually best again,
            // and the cut-offs it gives make the deeper search cheaper.
            if (auto it = std::find(moves.begin(), moves.end(), m_rootBest); it != moves.end())
                std::rotate(moves.begin(), it, it + 1);
        }
        return moves;
    }

    bool shouldStop()
    {
        if ((m_nodes & 255) != 0)
            return m_stopped;
        if ((m_control && m_control->isCancelled()) || (m_deadline && Clock::now() >= *m_deadline))
            m_stopped = true;
        else
            m_dutyCycle.restIfDue(m_deadline);
        return m_stopped;
    }

    int negamax(G &g, int depth, int ply, int alpha, int beta)
    {
        ++m_nodes;
        if (shouldStop())
            return 0;
        const Outcome outcome = g.outcome();
        if (outcome != Outcome::Ongoing)
            return outcome == Outcome::Draw ? 0 : -(m_options.winScore - ply); // the previous mover won
        if (m_options.shortcutImmediateWins && Traits::immediateWin(g) != kNoMove)
            return m_options.winScore - (ply + 1);
        if (depth <= 0)
            return Traits::evaluate(g);

        Move tableMove = kNoMove;
        std::uint64_t key = 0;
        if (m_table) {
            key = g.hash();
            if (const auto *e = m_table->find(key)) {
                tableMove = e->move;
                if (e->depth >= depth) {
                    const int score = fromTable(e->score, ply);
                    if (e->bound == TranspositionTable::Bound::Exact)
                        return score;
                    if (e->bound == TranspositionTable::Bound::Lower)
                        alpha = std::max(alpha, score);
                    else
                        beta = std::min(beta, score);
                    if (alpha >= beta)
                        return score;
                }
            }
        }

        // After the table narrowed the window: a result at or below this alpha is
        // only an upper bound, whatever the caller's alpha was.
        const int alphaIn = alpha;
        std::vector<Move> moves = g.legalMoves();
        if (m_options.orderMoves) {
            Traits::orderMoves(g, moves);
            if (auto it = std::find(moves.begin(), moves.end(), tableMove); it != moves.end())
                std::rotate(moves.begin(), it, it + 1);
        }
        int best = -m_options.winScore - 1;
        Move bestMove = moves.front();
        for (Move m : moves) {
            g.play(m);
            const int score = -negamax(g, depth - 1, ply + 1, -beta, -alpha);
            g.undo();
            if (m_stopped)
                return 0;
            if (score > best) {
                best = score;
                bestMove = m;
            }
            alpha = std::max(alpha, score);
            if (alpha >= beta)
                break;
        }
        if (m_table) {
            const auto bound = best <= alphaIn ? TranspositionTable::Bound::Upper
                : best >= beta                 ? TranspositionTable::Bound::Lower
                                               : TranspositionTable::Bound::Exact;
            m_table->store(key, depth, toTable(best, ply), bound, bestMove);
        }
        return best;
    }

    // Win scores depend on the distance from the root; the table stores them
    // relative to the node so an entry stays right when reached at another ply.
    int toTable(int score, int ply) const
    {
        if (isDecisive(score))
            return score > 0 ? score + ply : score - ply;
        return score;
    }
    int fromTable(int score, int ply) const
    {
        if (isDecisive(score))
            return score > 0 ? score - ply : score + ply;
        return score;
    }

    AlphaBetaOptions m_options;
    std::optional<TranspositionTable> m_table;
    SearchControl *m_control = nullptr;
    std::optional<Clock::time_point> m_deadline;
    DutyCycle m_dutyCycle;
    std::uint64_t m_nodes = 0;
    bool m_stopped = false;
    Move m_rootBest = kNoMove;
};

} // namespace quatre
