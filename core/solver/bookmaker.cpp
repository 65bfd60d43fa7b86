#include "core/solver/bookmaker.h"

#include <cassert>

namespace quatre {

// The three below belong to books that hold every position of their first
// plies; the command asks only those (canHoldEveryPosition()).

void BookMaker::visitEveryPosition(int, const std::function<void(const Game &, bool)> &) const
{
    assert(false && "not a book that holds every position");
}

std::optional<bool> BookMaker::agreesWithChildren(const Game &, Choice) const
{
    assert(false && "not a book that holds every position");
    return std::nullopt;
}

void BookMaker::completeBook(int, const DeepestChooser &, int, int)
{
    assert(false && "not a book that holds every position");
}

} // namespace quatre
