// The interface every game of Quatre implements, so the session layer, the
// command-line tool and the generic AI searches can drive any of them.
//
// A concrete game (ConnectFour, Quarto, FourMation) derives from Game and is
// declared `final`: the searches are templates over the concrete type, so
// their calls to play()/undo() are direct, while the UI and the CLI hold a
// std::unique_ptr<Game> and never see a game's internal representation. What
// else the program knows of a game (its options, AI levels, solver) comes
// from its GameRules (core/games/gamerules.h).
#pragma once

#include "core/parseerror.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace quatre {

// A move is a small game-specific integer (a column for Connect Four, a cell
// index for 4Mation, an encoded place-and-give pair for Quarto). Each game
// documents its encoding and converts it to and from text.
using Move = int;
inline constexpr Move kNoMove = -1;

enum class Outcome { Ongoing, FirstPlayerWins, SecondPlayerWins, Draw };

// Seats are numbered 0 (the player who moves first) and 1.
inline constexpr int kFirstPlayer = 0;
inline constexpr int kSecondPlayer = 1;

constexpr Outcome winFor(int player)
{
    return player == kFirstPlayer ? Outcome::FirstPlayerWins : Outcome::SecondPlayerWins;
}

// The seat that won, or -1 for a draw or an unfinished game.
constexpr int winnerOf(Outcome outcome)
{
    switch (outcome) {
    case Outcome::FirstPlayerWins: return kFirstPlayer;
    case Outcome::SecondPlayerWins: return kSecondPlayer;
    default: return -1;
    }
}

// A board square as drawn on screen: row 0 is the top row, column 0 the left.
struct Cell {
    int row = 0;
    int column = 0;
    friend bool operator==(const Cell &, const Cell &) = default;
};

class Game {
public:
    virtual ~Game() = default;

    virtual std::unique_ptr<Game> clone() const = 0;

    virtual int rows() const = 0;
    virtual int columns() const = 0;

    virtual int sideToMove() const = 0;
    int plyCount() const { return static_cast<int>(history().size()); }
    virtual const std::vector<Move> &history() const = 0;

    // An upper bound on the plies still to come (the searches use it to know
    // when a depth reaches the end of the game and its result is exact).
    virtual int pliesLeftAtMost() const = 0;

    // Empty once the game is over.
    virtual std::vector<Move> legalMoves() const = 0;
    virtual bool isLegal(Move move) const = 0;
    // Precondition: isLegal(move). Callers that take moves from people check first.
    virtual void play(Move move) = 0;
    // Precondition: plyCount() > 0. Restores the exact previous position.
    virtual void undo() = 0;

    virtual Outcome outcome() const = 0;
    bool isOver() const { return outcome() != Outcome::Ongoing; }
    // The cells of every winning line through the last move; empty unless won.
    virtual std::vector<Cell> winningCells() const = 0;

    // Plays the moves written in `text` (the game's notation, as toText()
    // writes them) from this position. On an error nothing changes, and the
    // error's position and message count characters from the start of `text`.
    virtual std::optional<ParseError> playText(std::string_view text) = 0;

    // The move in the game's text notation (Connect Four: "4", or "a" for column 10).
    virtual std::string moveToText(Move move) const = 0;
    // The whole history in the game's notation; parsing it rebuilds this position.
    virtual std::string toText() const = 0;

    // Identifies the position (not the path to it); equal positions hash equally.
    virtual std::uint64_t hash() const = 0;
};

} // namespace quatre
