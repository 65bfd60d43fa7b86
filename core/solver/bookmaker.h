// Making and checking a game's opening book (`quatre-cli book`), seen from
// outside the game: the book, the solver that fills it and the walks over the
// positions it must hold. Each game with books makes its own through its
// GameRules (core/games/gamerules.h); the command is written once over this.
#pragma once

#include "core/game.h"

#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

namespace quatre {

class BookMaker {
public:
    // A book entry: the move to play and the position's exact score, in the
    // game's solver convention.
    struct Choice {
        Move move = kNoMove;
        int score = 0;
    };
    // Given a position of a walk, the move to follow from it; nullopt stops the walk.
    using Chooser = std::function<std::optional<Move>(const Game &game)>;
    // Given a position of the deepest ply and, when the ply above tells it,
    // its score: the entry to store.
    using DeepestChooser = std::function<Choice(const Game &game, std::optional<int> knownScore)>;
    // Why bytes are not a book for this board: not a book at all (with the
    // reader's explanation), or one of another board or rule.
    struct NotABook {
        std::string reason;
    };
    struct OtherBoard {};
    using ReadResult = std::variant<std::monostate, NotABook, OtherBoard>;

    virtual ~BookMaker() = default;

    // Whether the book covers each seat's lines to a depth of its own
    // (4Mation's, where the second player's deeper lines cost too much).
    virtual bool keepsSeatsApart() const = 0;

    virtual std::unique_ptr<Game> newGame() const = 0;

    // The book being made or checked: a new one covering `plies` plies, or
    // one read from a file's bytes.
    virtual void startBook(int plies) = 0;
    virtual ReadResult readBook(std::string_view bytes) = 0;
    virtual std::string bookBytes() const = 0;
    virtual std::size_t bookSize() const = 0;
    // The deepest ply the book covers; how deep it covers a seat's lines (0: left out).
    virtual int bookPlies() const = 0;
    virtual int seatPlies(int seat) const = 0;
    // A book that does not keep the seats apart covers both to the same depth.
    virtual void setSeatPlies(int seat, int plies) = 0;
    // Every position with at most this many plies is in the book (0: no such promise).
    virtual int completePlies() const { return 0; }
    virtual std::optional<Choice> find(const Game &game) const = 0;
    virtual void insert(const Game &game, Choice choice) = 0;

    // How many threads the solver searches with (Connect Four's; the other
    // games' solvers search on one). The book is the same whatever the
    // number: a move is the first of a fixed order that keeps the exact score.
    virtual void setThreads(int threads) = 0;
    // The solver, with its table kept between positions.
    virtual Choice bestMove(const Game &game) = 0;
    // A best move when the position's score is known already (cheaper).
    virtual Choice bestMoveOfScore(const Game &game, int score) = 0;
    virtual int solve(const Game &game) = 0;
    // The score of a win with the side to move's next move.
    virtual int winScore(const Game &game) const = 0;

    // The positions the Perfect level playing `seat` can meet in the first
    // `plies` plies, whatever the opponent plays (see perfectlines.h). False
    // if `choose` stopped the walk.
    virtual bool walkPerfectLines(int seat, int plies, const Chooser &choose) const = 0;
    // Every position with at most `plies` plies played, one of each class of
    // symmetric images, ply by ply; `deepest` for those of the last ply.
    virtual void visitEveryPosition(int plies,
                                    const std::function<void(const Game &game, bool deepest)> &visit) const = 0;
    // Whether `choice` agrees with its children's entries in the book
    // (nullopt if one is missing).
    virtual std::optional<bool> agreesWithChildren(const Game &game, Choice choice) const = 0;
    // Makes the book hold every position to `plies` plies (see
    // completebook.h's completeBookOf).
    virtual void completeBook(int plies, const DeepestChooser &choose, int part, int parts) = 0;
};

} // namespace quatre
