// Reading the human player's move in `quatre-cli play`, with each game's
// prompts: a column for Connect Four (seed 000's "Choose column:"), a cell for
// 4Mation, and for Quarto the square for the piece in hand and then the piece
// to give. A refused answer is asked again with the reason the core's parser
// gives (moveFromText), so the terminal and the window explain a bad move alike.
#pragma once

#include "core/game.h"

#include <optional>

namespace quatre::cli {

class TerminalInput;

// A legal move of the side to move; nullopt at the end of input.
// Precondition: the game is not over.
std::optional<Move> askHumanMove(const Game &game, TerminalInput &input);

} // namespace quatre::cli
