// An opening table for 4Mation: the Perfect level's move, and its exact
// score, for the first plies of a game, where the solver would need more
// than a move's budget. The 7 x 7 tables (one per rule) ship with the program
// (resources/book/), made by `quatre-cli book --game 4mation`.
//
// The format is text, one position a line, readable and easy to check:
//
//     # quatre 4mation book 1 size 7 rule seed plies 7 sides both
//     -            d4  5        <- the empty board: play d4, score 5
//     d4c3         e5  -2
//     ...
//
// that is "<moves> <cell> <score>": the moves from the empty board in the
// game's notation ("-" for none), the cell to play, and the exact score in
// the solver's convention (fourmationsolver.h). The header gives the board,
// the rule ("seed" or "official"), the deepest ply the builder covered and
// whose lines it covered ("first", "second" or "both": the Perfect level as
// the first player, the second, or either). When the two players' lines stop
// at different plies (a side's deeper positions cost too much to solve), the
// header gives each instead: "plies first 7 second 2". A book that also holds
// every position of up to C plies, whoever played them, ends its header with
// "complete C".
// A position stands for its 8 images under the symmetries of the square.
#pragma once

#include "core/games/fourmation/fourmationsolver.h"

#include <algorithm>
#include <array>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace quatre {

class FourMationBook {
public:
    // Covering both seats' lines to `maxPlies`.
    FourMationBook(int size, bool officialRule, int maxPlies = 0);

    // A book from the text of a file; on failure an explanation naming the
    // line (nothing is half-loaded).
    static std::variant<FourMationBook, std::string> fromText(std::string_view text);
    std::string toText() const;

    int boardSize() const { return m_size; }
    bool officialRule() const { return m_officialRule; }
    // How deep the book covers the lines of the Perfect level as seat 0 (the
    // first player) or 1: the positions with fewer plies played than this
    // (0: that seat's lines are left out). maxPlies() is the deeper of the two.
    int maxPlies(int seat) const { return m_maxPlies[static_cast<std::size_t>(seat)]; }
    int maxPlies() const { return std::max(m_maxPlies[0], m_maxPlies[1]); }
    void setMaxPlies(int seat, int plies) { m_maxPlies[static_cast<std::size_t>(seat)] = plies; }
    bool coversSeat(int seat) const { return maxPlies(seat) > 0; }
    // Every position with at most this many plies played is in the book,
    // whoever played it (0: no such promise).
    int completePlies() const { return m_completePlies; }
    void setCompletePlies(int plies) { m_completePlies = plies; }
    std::size_t size() const { return m_entries.size(); }

    // The stored choice for `game` or for one of its images (mapped back to
    // `game`), or nullopt if the book does not hold it or is for another
    // board or rule.
    std::optional<FourMationSolver::Choice> find(const FourMation &game) const;
    // Adds or replaces the choice for `game` and its images.
    void insert(const FourMation &game, FourMationSolver::Choice choice);

    // One text per class of positions equal under the symmetries of the
    // square: every cell's owner and the last cube's cell, in the image that
    // gives the smallest text.
    static std::string canonicalKey(const FourMation &game);

    // The books the Perfect level consults, one per board size and rule,
    // shared by every thread. Installing nullptr removes that board's book.
    static void install(int size, bool officialRule, std::shared_ptr<const FourMationBook> book);
    static std::shared_ptr<const FourMationBook> installed(int size, bool officialRule);

private:
    struct Entry {
        std::string moves; // how the builder reached the position
        FourMationSolver::Choice choice; // for that position, in its own frame
    };
    int m_size;
    bool m_officialRule;
    std::array<int, 2> m_maxPlies; // by seat
    int m_completePlies = 0;
    std::map<std::string, Entry> m_entries; // by canonicalKey()
};

} // namespace quatre
