// The analysis board's badges: each move's value in words on a patch of its
// outcome's colour, under a column, on a cell or beside a piece.
//
// The badges of one group (a row of columns, the empty squares, the pieces
// to give) share one text size. Sized one by one, a short word ("draw",
// "empat") stood large beside a long value shrunk to fit ("guanya en 20"),
// and the shortest word looked like the loudest verdict.
#pragma once

#include "core/analysis/movevalue.h"

#include <QRectF>
#include <QSizeF>
#include <QString>

#include <optional>
#include <vector>

class QFont;
class QPainter;

namespace quatre::ui {

// A badge's words as drawn: one line, or two split at a space.
struct BadgeText {
    QString lines;
    int pixels = 0;
};

// The largest bold text of `font` that fits `room`: on one line; when that
// would be small, on two lines split at the space that leaves the longer
// line shortest ("guanya" over "en 20", not "guanya en" over "20").
BadgeText fitBadgeText(const QString &text, const QSizeF &room, const QFont &font);

struct ValueBadge {
    QRectF box;
    std::optional<MoveValue> value; // none yet: a faint badge with an ellipsis
    QString text; // the value's words (unused without one)
};

// The words of each of `badges` as drawn: each badge's own lines, all at the
// largest size at which every one of them fits its badge.
std::vector<BadgeText> layOutBadgeTexts(const std::vector<ValueBadge> &badges, const QFont &font);

// Draws `badges` with their words laid out by layOutBadgeTexts(). An exact
// value is a filled badge, an estimate an outline in the outcome's colour;
// `highContrast` takes Okabe and Ito's colour-blind-safe colours.
void paintValueBadges(QPainter &painter, const std::vector<ValueBadge> &badges, const QFont &font, bool highContrast);

} // namespace quatre::ui
