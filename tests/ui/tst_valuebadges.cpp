// The analysis board's badges: a value's words fit their badge on one line or
// two, the badges of a group share one text size, and a badge is painted in
// its outcome's colour (filled when exact, outlined when estimated).
#include "ui/board/valuebadges.h"

#include <QFont>
#include <QFontMetricsF>
#include <QImage>
#include <QPainter>
#include <QtTest>

#include <vector>

using quatre::MoveValue;
using quatre::ui::BadgeText;
using quatre::ui::fitBadgeText;
using quatre::ui::layOutBadgeTexts;
using quatre::ui::paintValueBadges;
using quatre::ui::ValueBadge;

namespace {

QFont boldAt(const QFont &font, int pixels)
{
    QFont bold = font;
    bold.setBold(true);
    bold.setPixelSize(pixels);
    return bold;
}

qreal widthOf(const QString &text, const QFont &font, int pixels)
{
    return QFontMetricsF(boldAt(font, pixels)).horizontalAdvance(text);
}

MoveValue exactValue(int outcome, int plies)
{
    MoveValue value;
    value.exact = true;
    value.score = outcome * 10;
    value.verdict = {outcome, plies};
    return value;
}

} // namespace

class TestValueBadges : public QObject {
    Q_OBJECT

private slots:
    void aShortWordStaysOnOneLineAtFullSize()
    {
        const QFont font;
        const QSizeF room(200, 40);
        const BadgeText text = fitBadgeText(QStringLiteral("draw"), room, font);
        QCOMPARE(text.lines, QStringLiteral("draw"));
        QCOMPARE(text.pixels, int(40 * 0.62));
    }

    void aLongValueSplitsWhereTheLongerLineIsShortest()
    {
        // Room for "guanya" at the two-line size, but not for "guanya en":
        // "guanya" over "en 20" is larger than "guanya en" over "20".
        const QFont font;
        const int twoLinePixels = int(40 * 0.36);
        const qreal width = widthOf(QStringLiteral("guanya"), font, twoLinePixels) + 1;
        QVERIFY(widthOf(QStringLiteral("guanya en"), font, twoLinePixels) > width);
        const BadgeText text = fitBadgeText(QStringLiteral("guanya en 20"), QSizeF(width, 40), font);
        QCOMPARE(text.lines, QStringLiteral("guanya\nen 20"));
        QCOMPARE(text.pixels, twoLinePixels);
    }

    void ofEqualFitsTheEarlierWordsStayTogether()
    {
        // Both splits fit at the two-line size: "loses in" over "12".
        const QFont font;
        const int twoLinePixels = int(40 * 0.36);
        const qreal width = widthOf(QStringLiteral("loses in"), font, twoLinePixels) + 1;
        QVERIFY(widthOf(QStringLiteral("loses in 12"), font, int(40 * 0.4)) > width); // too small on one line
        const BadgeText text = fitBadgeText(QStringLiteral("loses in 12"), QSizeF(width, 40), font);
        QCOMPARE(text.lines, QStringLiteral("loses in\n12"));
        QCOMPARE(text.pixels, twoLinePixels);
    }

    void aSingleWordTooWideShrinksOnOneLine()
    {
        const QFont font;
        const int onePixels = int(40 * 0.62);
        const qreal width = widthOf(QStringLiteral("remiză"), font, onePixels) / 3;
        const BadgeText text = fitBadgeText(QStringLiteral("remiză"), QSizeF(width, 40), font);
        QCOMPARE(text.lines, QStringLiteral("remiză"));
        QVERIFY(text.pixels < onePixels);
        QVERIFY(widthOf(text.lines, font, text.pixels) <= width + 0.5);
    }

    void theBadgesOfAGroupShareTheSizeOfTheTightest()
    {
        const QFont font;
        const QRectF box(0, 0, 70, 40);
        const std::vector<ValueBadge> badges = {
            {box, exactValue(0, 0), QStringLiteral("empat")},
            {box.translated(70, 0), exactValue(1, 39), QStringLiteral("guanya en 20")},
            {box.translated(140, 0), std::nullopt, {}},
        };
        const std::vector<BadgeText> texts = layOutBadgeTexts(badges, font);
        QCOMPARE(texts.size(), std::size_t(3));
        QCOMPARE(texts[0].lines, QStringLiteral("empat")); // each keeps its own lines
        QCOMPARE(texts[1].lines.count(QLatin1Char('\n')), 1);
        QCOMPARE(texts[2].lines, QStringLiteral("…")); // no value yet
        const int alone = layOutBadgeTexts({badges[0]}, font)[0].pixels;
        QVERIFY(texts[1].pixels < alone); // the long one is the tightest...
        for (const BadgeText &text : texts)
            QCOMPARE(text.pixels, texts[1].pixels); // ...and sets every size
    }

    void aBadgeHasItsOutcomesColour()
    {
        QImage image(480, 40, QImage::Format_ARGB32);
        image.fill(Qt::white);
        MoveValue estimate;
        estimate.score = -35; // worse for the player
        const QRectF box(0, 0, 160, 40); // wide: the words in the middle, on one line
        const std::vector<ValueBadge> badges = {
            {box, exactValue(1, 3), QStringLiteral("wins in 2")},
            {box.translated(160, 0), exactValue(-1, 4), QStringLiteral("loses in 2")},
            {box.translated(320, 0), estimate, QStringLiteral("≈ −")},
        };
        for (const bool highContrast : {false, true}) {
            QPainter painter(&image);
            paintValueBadges(painter, badges, QFont(), highContrast);
            painter.end();
            // Inside each badge, left of its words.
            QCOMPARE(image.pixelColor(10, 20), highContrast ? QColor(0x00, 0x72, 0xb2) : QColor(0x1e, 0x8e, 0x3e));
            QCOMPARE(image.pixelColor(170, 20), highContrast ? QColor(0xd5, 0x5e, 0x00) : QColor(0xc5, 0x22, 0x1f));
            // An estimate is an outline: pale inside, not the loss's fill.
            QVERIFY(image.pixelColor(330, 20).lightness() > 200);
        }
    }
};

QTEST_MAIN(TestValueBadges)
#include "tst_valuebadges.moc"
