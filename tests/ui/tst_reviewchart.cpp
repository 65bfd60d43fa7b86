// The review's chart: each move's point where pointPosition() says, filled for
// an exact value and hollow for an estimate, mistakes and blunders larger and
// in their own colours, and the marks following the palette when it changes.
#include "ui/review/reviewchart.h"

#include <QtTest>

#include <QImage>

#include <map>

using namespace quatre;
using namespace quatre::ui;

namespace {

// A game of `count` moves: the first player slowly winning, a draw in the
// middle, every third move an estimate; `classes` sets some moves' classes.
struct ChartGame {
    std::vector<std::optional<ReviewedMove>> reviews;
    std::vector<std::optional<MoveValue>> played;
};

ChartGame chartGame(int count, const std::map<int, MoveClass> &classes = {})
{
    ChartGame game;
    for (int ply = 0; ply < count; ++ply) {
        MoveValue value;
        value.move = ply % 7;
        value.exact = ply % 3 != 2;
        const int outcome = ply < count / 3 ? 0 : 1; // for the first player
        const int forMover = ply % 2 == 0 ? outcome : -outcome;
        value.score = forMover * 5;
        if (value.exact)
            value.verdict = Verdict{forMover, outcome == 0 ? 0 : count - ply};
        ReviewedMove review;
        review.played = value.move;
        const auto it = classes.find(ply);
        review.moveClass = it != classes.end() ? it->second : MoveClass::Best;
        review.playedValue = value;
        game.reviews.push_back(review);
        game.played.push_back(value);
    }
    return game;
}

QImage rendered(ReviewChart &chart)
{
    QImage image(chart.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::magenta);
    chart.render(&image);
    return image;
}

// How many pixels of `image` within `radius` of `centre` are within
// `tolerance` of `colour` (the sum of the channels' differences).
int pixelsNear(const QImage &image, QPointF centre, int radius, const QColor &colour, int tolerance = 40)
{
    int count = 0;
    for (int y = int(centre.y()) - radius; y <= int(centre.y()) + radius; ++y)
        for (int x = int(centre.x()) - radius; x <= int(centre.x()) + radius; ++x) {
            if (!image.rect().contains(x, y))
                continue;
            const QColor pixel = image.pixelColor(x, y);
            if (std::abs(pixel.red() - colour.red()) + std::abs(pixel.green() - colour.green())
                    + std::abs(pixel.blue() - colour.blue())
                < tolerance)
                ++count;
        }
    return count;
}

} // namespace

class TestReviewChart : public QObject {
    Q_OBJECT

private slots:
    void eachPointIsDrawnWherePointPositionSays()
    {
        ReviewChart chart;
        chart.resize(400, 90);
        const ChartGame game = chartGame(30);
        chart.setMoves(game.reviews, game.played);
        const QImage image = rendered(chart);
        const QColor ink = chart.palette().color(QPalette::Text);
        const QColor base = chart.palette().color(QPalette::Base);
        for (int ply = 0; ply < 30; ++ply) {
            const QPointF centre = chart.pointPosition(ply);
            const QColor atCentre = image.pixelColor(centre.toPoint());
            const QColor expected = game.played[std::size_t(ply)]->exact ? ink : base;
            QVERIFY2(pixelsNear(image, centre, 0, expected) == 1,
                     qPrintable(QStringLiteral("ply %1: %2 at the centre, %3 expected")
                                    .arg(ply)
                                    .arg(atCentre.name(), expected.name())));
            // A hollow point has its ring around the centre, an antialiased
            // line of the ink's colour nearly.
            if (!game.played[std::size_t(ply)]->exact)
                QVERIFY2(pixelsNear(image, centre, 4, ink, 200) > 0, qPrintable(QString::number(ply)));
        }
        // A point's height follows its value: a draw on the middle line, the
        // first player's wins above it.
        QCOMPARE(*chart.pointValue(0), 0.0);
        QVERIFY(chart.pointPosition(29).y() < chart.pointPosition(0).y());
    }

    void mistakesAndBlundersStandOutInSizeAndColour()
    {
        ReviewChart chart;
        chart.resize(400, 90);
        const ChartGame game = chartGame(30, {{12, MoveClass::Mistake}, {15, MoveClass::Blunder}});
        chart.setMoves(game.reviews, game.played);
        const QImage image = rendered(chart);
        const QColor orange(0xe6, 0x9f, 0x00), vermilion(0xd5, 0x5e, 0x00);
        const int mistake = pixelsNear(image, chart.pointPosition(12), 8, orange);
        const int blunder = pixelsNear(image, chart.pointPosition(15), 8, vermilion);
        const int ordinary = pixelsNear(image, chart.pointPosition(13), 8, chart.palette().color(QPalette::Text));
        QVERIFY2(mistake > ordinary && blunder > ordinary,
                 qPrintable(QStringLiteral("%1 %2 %3").arg(mistake).arg(blunder).arg(ordinary)));
        QCOMPARE(pixelsNear(image, chart.pointPosition(13), 2, orange), 0);
    }

    void theShownMoveIsRingedInTheHighlight()
    {
        ReviewChart chart;
        chart.resize(400, 90);
        const ChartGame game = chartGame(30);
        chart.setMoves(game.reviews, game.played);
        const QColor highlight = chart.palette().color(QPalette::Highlight);
        QCOMPARE(pixelsNear(rendered(chart), chart.pointPosition(10), 8, highlight), 0);
        chart.setShownMove(10);
        QVERIFY(pixelsNear(rendered(chart), chart.pointPosition(10), 8, highlight) > 0);
        QCOMPARE(pixelsNear(rendered(chart), chart.pointPosition(20), 8, highlight), 0);
    }

    void theMarksFollowAPaletteChange()
    {
        ReviewChart chart;
        chart.resize(400, 90);
        const ChartGame game = chartGame(30);
        chart.setMoves(game.reviews, game.played);
        rendered(chart); // the marks are drawn once in the old colours
        QPalette palette = chart.palette();
        const QColor ink(0x20, 0x90, 0xf0);
        palette.setColor(QPalette::Text, ink);
        chart.setPalette(palette);
        QCOMPARE(rendered(chart).pixelColor(chart.pointPosition(0).toPoint()).name(), ink.name());
        // The ground too, and an estimate's hollow point filled with it.
        const QColor ground(0x30, 0x30, 0x38);
        palette.setColor(QPalette::Base, ground);
        chart.setPalette(palette);
        const QImage dark = rendered(chart);
        QCOMPARE(dark.pixelColor(chart.pointPosition(2).toPoint()).name(), ground.name()); // an estimate
        QCOMPARE(dark.pixelColor(20, 20).name(), ground.name());
    }

    void theLargestMarksStayInsideTheFrame()
    {
        // Few moves on a wide chart make the largest points, and the last
        // move, here a blunder into a loss at once, sits at a corner: shown,
        // its ring is the widest mark there is.
        ReviewChart chart;
        chart.resize(300, 90);
        ChartGame game = chartGame(3, {{2, MoveClass::Blunder}});
        game.played[2]->exact = true;
        game.played[2]->verdict = Verdict{-1, 1};
        game.reviews[2]->playedValue = *game.played[2];
        chart.setMoves(game.reviews, game.played);
        chart.setShownMove(2);
        const QImage image = rendered(chart);
        const QColor highlight = chart.palette().color(QPalette::Highlight), vermilion(0xd5, 0x5e, 0x00);
        QVERIFY(pixelsNear(image, chart.pointPosition(2), 16, highlight) > 0);
        QVERIFY(pixelsNear(image, chart.pointPosition(2), 16, vermilion) > 0);
        // Nothing of it on the widget's outermost pixels, where the frame is.
        int onTheEdge = 0;
        for (int x = 0; x < image.width(); ++x)
            for (const int y : {0, image.height() - 1})
                onTheEdge +=
                    pixelsNear(image, QPointF(x, y), 0, highlight) + pixelsNear(image, QPointF(x, y), 0, vermilion);
        for (int y = 0; y < image.height(); ++y)
            for (const int x : {0, image.width() - 1})
                onTheEdge +=
                    pixelsNear(image, QPointF(x, y), 0, highlight) + pixelsNear(image, QPointF(x, y), 0, vermilion);
        QCOMPARE(onTheEdge, 0);
    }

    void theFrameFollowsTheSize()
    {
        ReviewChart chart;
        chart.resize(300, 90);
        const ChartGame game = chartGame(30);
        chart.setMoves(game.reviews, game.played);
        rendered(chart);
        chart.resize(400, 90);
        const QImage image = rendered(chart);
        const QColor base = chart.palette().color(QPalette::Base);
        // Inside the frame's right edge at the new width, the ground; the
        // first and the last point at the ends of the plot.
        QCOMPARE(image.pixelColor(390, 20).name(), base.name());
        QVERIFY(pixelsNear(image, QPointF(399, 45), 0, base) == 0);
        QVERIFY(chart.pointPosition(29).x() > 380);
    }
};

QTEST_MAIN(TestReviewChart)
#include "tst_reviewchart.moc"
