// What the games' terminal boards share: the two players' marks, and the
// box-drawing lines the original terminal games drew their boards with.
#pragma once

#include <QChar>
#include <QString>

namespace quatre::ui {

// The first player's disc or cube, and the second's.
inline constexpr char16_t kFirstPlayerMark = u'○';
inline constexpr char16_t kSecondPlayerMark = u'●';

QChar playerMark(int seat);

// One cell's content, three characters such as " ○ " or "[●]".
QString cellText(QChar left, QChar middle, QChar right);

// The letter of a column, from 'a'.
QChar columnLetter(int column);

// A horizontal border: `left`, then `cells` runs of `width` '─' joined by
// `join`, then `right` ("├───┼───┤", "╰───┴───╯"), after `margin`.
QString border(const QString &margin, QChar left, QChar join, QChar right, int cells, int width);

} // namespace quatre::ui
