// Seeded random positions for the tests and benchmarks that need many
// positions of a game: the same seed gives the same positions everywhere,
// since only the generator's raw numbers are used (std::mt19937_64 is
// specified to the bit; the library's distributions are not).
#pragma once

#include "core/games/gamerules.h"

#include <memory>
#include <random>

namespace quatre {

// The game of `options` after `plies` random legal moves, none of which ends
// the game (each drawn uniformly, by modulo, from those that do not), or
// nullptr at a dead end, where every move ends it; `random` has then moved
// on, so that drawing again gives another position.
std::unique_ptr<Game> randomPosition(const GameOptions &options, int plies, std::mt19937_64 &random);

} // namespace quatre
