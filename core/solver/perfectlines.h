// The positions an opening book must hold, for any game: every position the
// Perfect level can be asked to move in during the first plies, whatever its
// opponent plays (Perfect's own moves follow its choices, so the positions
// multiply by the opponent's choices only every second ply); or, for a book
// that also answers games the Perfect level did not play from the start,
// simply every position of the first plies.
#pragma once

#include "core/game.h"

#include <algorithm>
#include <optional>
#include <string>
#include <unordered_set>
#include <vector>

namespace quatre {

// Visits, ply by ply and each position once (positions with the same
// `canonicalKey`, a position and its symmetric images, count as one), the
// positions with at most `maxPlies` plies played where the Perfect level
// playing seat `side` (0 first, 1 second) is to move. `choose` gives its move
// in each (std::optional<Move>); the walk follows that move and every move of
// the opponent. Returns false if `choose` returned nullopt (the walk stops).
//
// The choices must be symmetric (a position's image gets the image of its
// move), as a book's are: only one position of each class is asked.
template <class G, class CanonicalKey, class Choose>
bool walkPerfectLinesOf(const G &root, int side, int maxPlies, CanonicalKey canonicalKey, Choose choose)
{
    std::vector<G> level{root};
    for (int ply = root.plyCount(); ply <= maxPlies && !level.empty(); ++ply) {
        // Siblings one after another: the solver's table, kept between them,
        // then already holds most of what the next one needs.
        std::sort(level.begin(), level.end(), [](const G &a, const G &b) { return a.toText() < b.toText(); });
        std::vector<G> next;
        std::unordered_set<decltype(canonicalKey(root))> seen;
        const auto keep = [&](G &&child) {
            if (!child.isOver() && seen.insert(canonicalKey(child)).second)
                next.push_back(std::move(child));
        };
        for (const G &game : level) {
            if (ply % 2 == side) {
                const std::optional<Move> move = choose(game);
                if (!move)
                    return false;
                G child = game;
                child.play(*move);
                keep(std::move(child));
            } else {
                for (Move move : game.legalMoves()) {
                    G child = game;
                    child.play(move);
                    keep(std::move(child));
                }
            }
        }
        level = std::move(next);
    }
    return true;
}

// Every position with at most `maxPlies` plies played that is not over, one
// of each class of `canonicalKey` (a position and its symmetric images), by
// ply: result[i] holds those with i more plies than `root`, sorted by their text so that
// positions next to each other share most of their moves.
template <class G, class CanonicalKey>
std::vector<std::vector<G>> everyPositionByPly(const G &root, int maxPlies, CanonicalKey canonicalKey)
{
    std::vector<std::vector<G>> levels;
    std::vector<G> level;
    if (!root.isOver())
        level.push_back(root);
    for (int ply = root.plyCount(); ply <= maxPlies; ++ply) {
        std::sort(level.begin(), level.end(), [](const G &a, const G &b) { return a.toText() < b.toText(); });
        std::vector<G> next;
        std::unordered_set<decltype(canonicalKey(root))> seen;
        if (ply < maxPlies) {
            for (const G &game : level) {
                for (Move move : game.legalMoves()) {
                    G child = game;
                    child.play(move);
                    if (!child.isOver() && seen.insert(canonicalKey(child)).second)
                        next.push_back(std::move(child));
                }
            }
        }
        levels.push_back(std::move(level));
        level = std::move(next);
    }
    return levels;
}

} // namespace quatre
