// Creating any game from its options, and reading one from text, without the
// caller knowing the concrete game type.
#pragma once

#include "core/game.h"

#include <memory>
#include <string_view>
#include <variant>

namespace quatre {

struct GameOptions {
    GameKind kind = GameKind::ConnectFour;
    int rows = 6;              // Connect Four
    int columns = 7;           // Connect Four
    bool squareRule = false;   // Quarto: a 2x2 block sharing an attribute also wins
    int size = 7;              // 4Mation: the board is size x size (3..10)
    bool officialRule = false; // 4Mation: when stuck, play next to any opponent cube

    friend bool operator==(const GameOptions &, const GameOptions &) = default;
};

// An empty message if the options describe a game that can be played.
std::string validate(const GameOptions &options);
// The same problem as a ParseError (for a program that explains it in
// another language), or nullopt if the options are playable.
std::optional<ParseError> optionsError(const GameOptions &options);

// Precondition: validate(options) is empty.
std::unique_ptr<Game> newGame(const GameOptions &options);

// The position reached by playing `text` (the game's notation) from the start.
std::variant<std::unique_ptr<Game>, ParseError> gameFromText(const GameOptions &options, std::string_view text);

// Exactly one move written in the game's notation, read in the position
// `game`: for a person typing a move. Error positions count from text's start.
std::variant<Move, ParseError> moveFromText(const Game &game, std::string_view text);

// The command-line/settings name of a game: "connect4", "quarto", "4mation".
std::string_view gameName(GameKind kind);
bool gameKindFromName(std::string_view name, GameKind *kind);

} // namespace quatre
