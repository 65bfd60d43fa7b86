#include "core/games/connectfour/connectfourbookwalk.h"

#include "core/games/connectfour/connectfourevaluation.h"
#include "core/games/connectfour/connectfourbook.h"
#include "core/solver/exactchoice.h"
#include "core/solver/perfectlines.h"

#include <algorithm>
#include <cassert>
#include <unordered_map>

namespace quatre {

bool walkPerfectLines(int rows, int columns, int side, int maxPlies, const BookChooser &choose)
{
    return walkPerfectLinesOf(ConnectFour(rows, columns), side, maxPlies, ConnectFourBook::canonicalKey,
                              [&](const ConnectFour &game) {
                                  const std::optional<ConnectFourSolver::Choice> choice = choose(game);
                                  return choice ? std::optional<Move>(choice->move) : std::nullopt;
                              });
}

namespace {

int winScoreNow(const ConnectFour &game)
{
    return ConnectFourSolver::winScore(game.rows(), game.columns(), game.plyCount() / 2 + 1);
}

} // namespace

std::optional<bool> agreesWithChildren(const ConnectFourBook &book, const ConnectFour &game,
                                       ConnectFourSolver::Choice choice)
{
    if (!game.isLegal(choice.move))
        return false;
    std::optional<int> best, ofChoice;
    for (Move move : game.legalMoves()) {
        std::optional<int> score;
        if (game.isWinningMove(move)) {
            score = winScoreNow(game);
        } else {
            ConnectFour child = game;
            child.play(move);
            if (child.isOver()) {
                score = 0; // the last cell: a draw
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

bool completeBook(ConnectFourBook &book, int plies, const DeepestChooser &solve, int part, int parts)
{
    assert(parts >= 1 && part >= 0 && part < parts && plies >= 0);
    const ConnectFour empty(book.rows(), book.columns());
    const std::vector<std::vector<ConnectFour>> levels =
        everyPositionByPly(empty, plies, ConnectFourBook::canonicalKey);
    const std::vector<ConnectFour> &deepest = levels.back();
    // The deepest positions that a book move one ply up leads to, by
    // canonical key, with their score: minus the parent's.
    std::unordered_map<std::uint64_t, int> scoreOfBookMove;
    if (plies > 0) {
        for (const ConnectFour &parent : levels[static_cast<std::size_t>(plies - 1)]) {
            const auto choice = book.find(parent);
            if (!choice || parent.isWinningMove(choice->move))
                continue;
            ConnectFour child = parent;
            child.play(choice->move);
            if (!child.isOver())
                scoreOfBookMove.emplace(ConnectFourBook::canonicalKey(child), -choice->score);
        }
    }
    for (std::size_t i = static_cast<std::size_t>(part); i < deepest.size(); i += static_cast<std::size_t>(parts)) {
        if (book.find(deepest[i]))
            continue;
        const auto known = scoreOfBookMove.find(ConnectFourBook::canonicalKey(deepest[i]));
        const std::optional<ConnectFourSolver::Choice> choice =
            solve(deepest[i], known == scoreOfBookMove.end() ? std::nullopt : std::optional<int>(known->second));
        if (!choice)
            return false;
        book.insert(deepest[i], *choice);
    }
    if (parts > 1)
        return true;
    // Upwards, so that every child of a position is in the book before it.
    // An entry already there that is as good (a book made before, whose
    // choice among equal moves may be the mirror image's) stays, so that the
    // Perfect level's lines through it stay too.
    for (std::size_t ply = levels.size() - 1; ply-- > 0;) {
        for (const ConnectFour &game : levels[ply]) {
            const std::optional<ConnectFourSolver::Choice> existing = book.find(game);
            if (!existing || agreesWithChildren(book, game, *existing) != true)
                book.insert(game,
                            chooseFromChildren<ConnectFourSolver::Choice>(
                                game, winScoreNow(game), [&](const ConnectFour &child) {
                                    return book.find(child)->score; // there: the ply below is done
                                }));
        }
    }
    book.setCompletePlies(std::max(plies, book.completePlies()));
    return true;
}

} // namespace quatre
