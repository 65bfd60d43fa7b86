// What the exact solvers of Connect Four and 4Mation share to turn a score
// into a move, and a move into the Perfect level's answer.
#pragma once

#include "core/ai/ai.h"

#include <algorithm>
#include <cassert>
#include <optional>
#include <vector>

namespace quatre {

// A move of the best exact score for the side to move, and that score; among
// moves of equal score the one after which evaluateThreats() (the Expert
// evaluation, for the opponent) is lowest, then the lowest move. The fastest
// way there: the position's own score first (one search whose table then
// serves every child), then the moves in the order of preference, each asked
// only "does it keep that score?" with a null window, far cheaper than its
// exact score.
//
// `winNow` is the score of a win with the next move; `solve(game)` gives a
// position's exact score and `window(child, alpha, beta)` a fail-soft bound
// from a search in [alpha, beta]; both return nullopt when stopped.
template <class Choice, class G, class Solve, class Window>
std::optional<Choice> chooseExactly(const G &game, int winNow, Solve solve, Window window)
{
    assert(!game.isOver());
    struct Candidate {
        Move move;
        int tieBreak;
    };
    std::vector<Candidate> candidates;
    for (Move move : game.legalMoves()) {
        if (game.isWinningMove(move))
            return Choice{move, winNow};
        G child = game;
        child.play(move);
        candidates.push_back({move, child.isOver() ? 0 : -evaluateThreats(child)});
    }
    const std::optional<int> score = solve(game);
    if (!score)
        return std::nullopt;
    std::stable_sort(candidates.begin(), candidates.end(),
                     [](const Candidate &a, const Candidate &b) { return a.tieBreak > b.tieBreak; });
    for (const Candidate &candidate : candidates) {
        G child = game;
        child.play(candidate.move);
        if (child.isOver()) { // a draw: the last cell, or (4Mation) nowhere to go
            if (*score == 0)
                return Choice{candidate.move, 0};
            continue;
        }
        // The move keeps the score if the child is worth at most -score.
        const std::optional<int> bound = window(child, -*score, -*score + 1);
        if (!bound)
            return std::nullopt;
        if (*bound <= -*score)
            return Choice{candidate.move, *score};
    }
    assert(false && "some move must keep the position's score");
    return std::nullopt;
}

// The exact score of every legal move, for the side to move, indexed by Move
// in a vector of `moveCount` (nullopt for the moves that cannot be played):
// `winNow` for a move that wins at once, 0 for one that ends the game drawn,
// else minus `solve(child)`. nullopt if a solve was stopped.
template <class G, class Solve>
std::optional<std::vector<std::optional<int>>> scoreEveryMove(const G &game, int moveCount, int winNow, Solve solve)
{
    std::vector<std::optional<int>> scores(static_cast<std::size_t>(moveCount));
    for (Move move : game.legalMoves()) {
        if (game.isWinningMove(move)) {
            scores[static_cast<std::size_t>(move)] = winNow;
            continue;
        }
        G child = game;
        child.play(move);
        if (child.isOver()) { // a draw: the last cell, or (4Mation) nowhere to go
            scores[static_cast<std::size_t>(move)] = 0;
            continue;
        }
        const std::optional<int> score = solve(child);
        if (!score)
            return std::nullopt;
        scores[static_cast<std::size_t>(move)] = -*score;
    }
    return scores;
}

// The same choice as chooseExactly(), made from the exact scores of the
// children alone (`childScore(child)`, for the child's side to move), as a
// book does for the plies above the deepest one it solved: the position's
// score is the best of the children's, and the move the first in the order
// of preference that has it.
template <class Choice, class G, class ChildScore>
Choice chooseFromChildren(const G &game, int winNow, ChildScore childScore)
{
    const auto scoreAfter = [&](const G &child) { return child.isOver() ? 0 : -childScore(child); };
    const std::optional<Choice> choice = chooseExactly<Choice>(
        game, winNow,
        [&](const G &position) {
            std::optional<int> best;
            for (Move move : position.legalMoves()) {
                G child = position;
                child.play(move);
                best = std::max(best.value_or(scoreAfter(child)), scoreAfter(child));
            }
            return best;
        },
        [&](const G &child, int, int) { return std::optional<int>(childScore(child)); });
    assert(choice);
    return *choice;
}

// The Perfect level's answer for an exact choice.
inline AiDecision exactDecision(const Game &game, Move move, int score, Verdict verdict, std::uint64_t nodes)
{
    AiDecision d;
    d.exact = true;
    d.reason = MoveReason::Search;
    d.nodes = nodes;
    d.depth = game.pliesLeftAtMost();
    d.move = move;
    d.score = score;
    d.verdict = verdict;
    return d;
}

} // namespace quatre
