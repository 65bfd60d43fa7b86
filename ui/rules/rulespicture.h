// A rules page's picture drawn by the game's own board view: the same
// painter as the game on the window's board, on a position set up by
// playing the picture's moves through the rules.
#pragma once

#include <QPixmap>

namespace quatre::ui {

struct GameEntry;
struct RulesPicture;

// The picture at the screen's pixel ratio, a null pixmap if the moves do
// not play. The pieces are the usual ones, whose colours the captions name.
QPixmap renderRulesPicture(const GameEntry &game, const RulesPicture &picture);

} // namespace quatre::ui
