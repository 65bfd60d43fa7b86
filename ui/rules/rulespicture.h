// A rules page's picture drawn by the game's own board view: the same
// painter as the game on the window's board, on a position set up by
// playing the picture's moves through the rules.
#pragma once

#include <QPixmap>

namespace quatre::ui {

struct GameEntry;
struct RulesPicture;

// The picture at the screen's pixel ratio, with the high-contrast pieces if
// asked (as the window draws them); a null pixmap if the moves do not play.
QPixmap renderRulesPicture(const GameEntry &game, const RulesPicture &picture, bool highContrast);

} // namespace quatre::ui
