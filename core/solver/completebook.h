// A book that holds every position of its first plies, whoever played them,
// for any game whose book can (Connect Four's, 4Mation's): checking an entry
// against its children's, and filling the book ply by ply. A `Book` here has
// find(game) -> optional choice, insert(game, choice), completePlies() and
// setCompletePlies(); a choice has `move` and `score`, the solver's.
#pragma once

#include "core/solver/exactchoice.h"
#include "core/solver/perfectlines.h"

#include <algorithm>
#include <cassert>
#include <functional>
#include <optional>
#include <unordered_map>
#include <vector>

namespace quatre {

// Whether `choice` is a best choice in `game` by its children's entries in
// `book`: its score is the best of theirs and its move has that score. (Among
// moves of equal score any will do: the solver's own preference need not be
// symmetric, so a book made for an image may hold another.) `winNow` is the
// score of a win with the side to move's next move. nullopt if a child is
// missing from the book.
template <class Book, class G, class Choice>
std::optional<bool> agreesWithChildrenOf(const Book &book, const G &game, Choice choice, int winNow)
{
    if (!game.isLegal(choice.move))
        return false;
    std::optional<int> best, ofChoice;
    for (Move move : game.legalMoves()) {
        std::optional<int> score;
        if (game.isWinningMove(move)) {
            score = winNow;
        } else {
            G child = game;
            child.play(move);
            if (child.isOver()) {
                score = 0; // over without a win: a draw
            } else if (const auto entry = book.find(child)) {
                score = -entry->score;
            } else {
                return std::nullopt;
            }
        }
        best = std::max(best.value_or(*score), *score);
        if (move == choice.move)
            ofChoice = score;
    }
    return choice.score == *best && ofChoice == best;
}

// Makes `book` hold every position of `empty`'s game with at most `plies`
// plies played, whoever played them, and says so (setCompletePlies). Only
// the deepest ply's positions missing from the book are solved, by `solve`
// (the choice of the solver's bestMove()); each shallower one is chosen from
// its children's entries (chooseFromChildren), which costs nearly nothing,
// unless the book already holds a choice that agrees with them.
//
// Where the book already holds the ply above (a book made one ply shallower
// before), a deepest position that one of those entries' moves leads to has
// minus that entry's score, and `solve` is told it (`knownScore`, which a
// solver may use to search less).
//
// The deepest ply is where nearly all the time goes, so it can be shared
// among runs: with `parts` > 1 only the positions whose index in the sorted
// ply is `part` modulo `parts` are solved, and the book is not completed
// (a later run with parts = 1, given every run's results, completes it).
// Returns false if `solve` returned nullopt (the book is then not complete).
// A book that promised more plies keeps its promise. `canonicalKey` names a
// position's class of images, `winNow(game)` is winNow above.
template <class Book, class G, class Choice, class CanonicalKey, class WinNow>
bool completeBookOf(Book &book, const G &empty, int plies, CanonicalKey canonicalKey, WinNow winNow,
                    const std::function<std::optional<Choice>(const G &game, std::optional<int> knownScore)> &solve,
                    int part, int parts)
{
    assert(parts >= 1 && part >= 0 && part < parts && plies >= 0);
    const std::vector<std::vector<G>> levels = everyPositionByPly(empty, plies, canonicalKey);
    const std::vector<G> &deepest = levels.back();
    // The deepest positions that a book move one ply up leads to, by
    // canonical key, with their score: minus the parent's.
    std::unordered_map<decltype(canonicalKey(empty)), int> scoreOfBookMove;
    if (plies > 0) {
        for (const G &parent : levels[static_cast<std::size_t>(plies - 1)]) {
            const auto choice = book.find(parent);
            if (!choice || parent.isWinningMove(choice->move))
                continue;
            G child = parent;
            child.play(choice->move);
            if (!child.isOver())
                scoreOfBookMove.emplace(canonicalKey(child), -choice->score);
        }
    }
    for (std::size_t i = static_cast<std::size_t>(part); i < deepest.size(); i += static_cast<std::size_t>(parts)) {
        if (book.find(deepest[i]))
            continue;
        const auto known = scoreOfBookMove.find(canonicalKey(deepest[i]));
        const std::optional<Choice> choice =
            solve(deepest[i], known == scoreOfBookMove.end() ? std::nullopt : std::optional<int>(known->second));
        if (!choice)
            return false;
        book.insert(deepest[i], *choice);
    }
    if (parts > 1)
        return true;
    // Upwards, so that every child of a position is in the book before it.
    // An entry already there that is as good (a book made before, whose
    // choice among equal moves may be an image's) stays, so that the Perfect
    // level's lines through it stay too.
    for (std::size_t ply = levels.size() - 1; ply-- > 0;) {
        for (const G &game : levels[ply]) {
            const std::optional<Choice> existing = book.find(game);
            if (!existing || agreesWithChildrenOf(book, game, *existing, winNow(game)) != true)
                book.insert(game, chooseFromChildren<Choice>(game, winNow(game), [&](const G &child) {
                                return book.find(child)->score; // there: the ply below is done
                            }));
        }
    }
    book.setCompletePlies(std::max(plies, book.completePlies()));
    return true;
}

} // namespace quatre
