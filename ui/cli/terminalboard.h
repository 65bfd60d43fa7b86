// Each game's board as text for `quatre-cli play`, in the style of the seeds'
// terminal games: box-drawing lines and ○ ● for the two players (seed 000),
// column letters and row numbers for 4Mation (seed 003), piece codes for Quarto.
#pragma once

#include <QString>

namespace quatre {
class Game;
}

namespace quatre::cli {

// The first player's disc or cube, and the second's (seed 000).
inline constexpr char16_t kFirstPlayerMark = u'○';
inline constexpr char16_t kSecondPlayerMark = u'●';

// The board of any game, each line ending in '\n'.
QString terminalBoard(const Game &game);

} // namespace quatre::cli
