#include "ui/terminal/terminaldrawing.h"

#include "core/game.h"

namespace quatre::ui {

QChar playerMark(int seat)
{
    return QChar(seat == kFirstPlayer ? kFirstPlayerMark : kSecondPlayerMark);
}

QString cellText(QChar left, QChar middle, QChar right)
{
    QString text;
    text += left;
    text += middle;
    text += right;
    return text;
}

QChar columnLetter(int column)
{
    return QChar(static_cast<char16_t>(u'a' + column));
}

QString border(const QString &margin, QChar left, QChar join, QChar right, int cells, int width)
{
    QString line = margin + left;
    for (int c = 0; c < cells; ++c) {
        line += QString(width, QChar(u'─'));
        line += c + 1 < cells ? join : right;
    }
    return line + QLatin1Char('\n');
}

} // namespace quatre::ui
