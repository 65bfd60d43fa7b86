#include "ui/board/valuebadges.h"

#include <QColor>
#include <QFont>
#include <QFontMetricsF>
#include <QPaintDevice>
#include <QPainter>
#include <QPen>
#include <QPixmap>
#include <QPixmapCache>
#include <QtMath>

#include <algorithm>
#include <cmath>
#include <limits>

namespace quatre::ui {

namespace {

constexpr int kSmallestPixels = 6;
// Text heights as shares of the badge's: one line, the size below which two
// lines are tried, and each of two lines.
constexpr qreal kOneLine = 0.62;
constexpr qreal kTryTwoLinesBelow = 0.4;
constexpr qreal kTwoLines = 0.36;

QRectF badgeRect(const QRectF &box)
{
    return box.adjusted(1, 1, -1, -1);
}

// The words keep clear of the rounded ends.
QRectF textRoom(const QRectF &badge)
{
    return badge.adjusted(badge.height() * 0.15, 0, -badge.height() * 0.15, 0);
}

// The largest size up to `pixels` at which the widest of `lines` fits `width`.
int fittedPixels(QFont font, int pixels, const QStringList &lines, qreal width)
{
    font.setPixelSize(pixels);
    const QFontMetricsF metrics(font);
    qreal widest = 0;
    for (const QString &line : lines)
        widest = std::max(widest, metrics.horizontalAdvance(line));
    if (widest <= width)
        return pixels;
    return std::max(kSmallestPixels, int(pixels * width / widest));
}

// Okabe and Ito's colour-blind-safe blue, vermillion and grey in high
// contrast; else the usual green, red and grey. The words say it all anyway,
// the colour is for the glance.
QColor outcomeColour(const std::optional<MoveValue> &value, bool highContrast)
{
    if (!value)
        return {120, 128, 140, 90};
    const int sign = value->exact ? value->verdict.outcome : (value->score > 0) - (value->score < 0);
    if (sign > 0)
        return highContrast ? QColor(0x00, 0x72, 0xb2) : QColor(0x1e, 0x8e, 0x3e);
    if (sign < 0)
        return highContrast ? QColor(0xd5, 0x5e, 0x00) : QColor(0xc5, 0x22, 0x1f);
    return highContrast ? QColor(0x30, 0x30, 0x30) : QColor(0x5f, 0x6b, 0x7a);
}

QString shownText(const ValueBadge &badge)
{
    return badge.value ? badge.text : QStringLiteral("…");
}

} // namespace

BadgeText fitBadgeText(const QString &text, const QSizeF &room, const QFont &font)
{
    QFont bold = font;
    bold.setBold(true);
    const int onePixels = std::max(kSmallestPixels, int(room.height() * kOneLine));
    BadgeText best{text, fittedPixels(bold, onePixels, {text}, room.width())};
    if (best.pixels >= room.height() * kTryTwoLinesBelow)
        return best;
    // From the last space back, so that of equal fits the earlier words stay
    // together ("loses in" over "12").
    const int twoPixels = std::max(kSmallestPixels, int(room.height() * kTwoLines));
    for (qsizetype space = text.lastIndexOf(QLatin1Char(' ')); space > 0;
         space = text.lastIndexOf(QLatin1Char(' '), space - 1)) {
        const QString first = text.left(space);
        const QString second = text.mid(space + 1);
        const int pixels = fittedPixels(bold, twoPixels, {first, second}, room.width());
        if (pixels > best.pixels)
            best = {first + QLatin1Char('\n') + second, pixels};
    }
    return best;
}

std::vector<BadgeText> layOutBadgeTexts(const std::vector<ValueBadge> &badges, const QFont &font)
{
    std::vector<BadgeText> texts;
    texts.reserve(badges.size());
    int shared = std::numeric_limits<int>::max();
    for (const ValueBadge &badge : badges) {
        texts.push_back(fitBadgeText(shownText(badge), textRoom(badgeRect(badge.box)).size(), font));
        shared = std::min(shared, texts.back().pixels);
    }
    for (BadgeText &text : texts)
        text.pixels = shared;
    return texts;
}

namespace {

// One badge drawn in `box`, with its words already laid out.
void paintBadge(QPainter &painter, const QRectF &box, const std::optional<MoveValue> &value, const BadgeText &text,
                QFont bold, bool highContrast)
{
    const QColor fill = outcomeColour(value, highContrast);
    const bool estimate = value && !value->exact;
    const QRectF rect = badgeRect(box);
    const qreal radius = std::min(box.height(), box.width()) * 0.3;
    if (estimate) { // the outcome's colour as an outline only
        painter.setBrush(QColor(255, 255, 255, 225));
        painter.setPen(QPen(fill, std::max(1.5, box.height() * 0.07), Qt::DashLine));
    } else {
        painter.setBrush(fill);
        painter.setPen(QPen(QColor(255, 255, 255, 170), std::max(1.0, box.height() * 0.04)));
    }
    painter.drawRoundedRect(rect, radius, radius);
    bold.setPixelSize(text.pixels);
    painter.setFont(bold);
    painter.setPen(estimate ? fill.darker(130) : QColor(255, 255, 255));
    painter.drawText(textRoom(rect), Qt::AlignCenter, text.lines);
}

// A badge as a picture, drawn once for each look and size and then copied.
// Drawn straight onto the board, each badge's outline was a fill large
// enough for Qt 6.4's raster engine to share out to its pool and wait for: a
// new 4Mation game's 49 empty badges took 8-9 ms of the window's thread
// (bench --window --analysis-board). A copy blends a few dozen short lines.
QPixmap badgePicture(const ValueBadge &badge, const BadgeText &text, const QFont &bold, bool highContrast, qreal ratio)
{
    const QColor fill = outcomeColour(badge.value, highContrast);
    const bool estimate = badge.value && !badge.value->exact;
    const QString key = QStringLiteral("quatre-badge %1 %2 %3 %4 %5 %6 %7 %8")
                            .arg(badge.box.width())
                            .arg(badge.box.height())
                            .arg(ratio)
                            .arg(fill.rgba())
                            .arg(int(estimate))
                            .arg(text.pixels)
                            .arg(bold.key(), text.lines);
    QPixmap picture;
    if (QPixmapCache::find(key, &picture))
        return picture;
    const QSize size(qCeil(badge.box.width()), qCeil(badge.box.height()));
    picture = QPixmap(size * ratio);
    picture.setDevicePixelRatio(ratio);
    picture.fill(Qt::transparent);
    QPainter painter(&picture);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paintBadge(painter, QRectF(QPointF(0, 0), badge.box.size()), badge.value, text, bold, highContrast);
    painter.end();
    QPixmapCache::insert(key, picture);
    return picture;
}

} // namespace

void paintValueBadges(QPainter &painter, const std::vector<ValueBadge> &badges, const QFont &font, bool highContrast)
{
    const std::vector<BadgeText> texts = layOutBadgeTexts(badges, font);
    QFont bold = font;
    bold.setBold(true);
    const qreal ratio = painter.device() ? painter.device()->devicePixelRatio() : 1.0;
    for (std::size_t i = 0; i < badges.size(); ++i) {
        // On whole pixels, so that the picture is copied rather than resampled.
        const QPointF at(std::round(badges[i].box.left()), std::round(badges[i].box.top()));
        painter.drawPixmap(at, badgePicture(badges[i], texts[i], bold, highContrast, ratio));
    }
}

} // namespace quatre::ui
