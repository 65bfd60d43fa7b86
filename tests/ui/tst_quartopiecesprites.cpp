// The Quarto pieces' pictures: a piece drawn from its picture looks as it
// does drawn directly, pictures are made once per piece and width, and the
// cache stays bounded.
#include "ui/games/quarto/quartopiecesprites.h"

#include <QImage>
#include <QPainter>
#include <QtTest>

using quatre::Piece;
using quatre::ui::PieceAnchor;
using quatre::ui::QuartoPieceSprites;

namespace {

QImage blank()
{
    QImage image(200, 200, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    return image;
}

QImage direct(Piece piece, const PieceAnchor &anchor, qreal opacity = 1.0)
{
    QImage image = blank();
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    quatre::ui::paintQuartoPiece(painter, piece, anchor, opacity);
    return image;
}

QImage fromSprite(QuartoPieceSprites &sprites, Piece piece, const PieceAnchor &anchor, qreal opacity = 1.0)
{
    QImage image = blank();
    QPainter painter(&image);
    painter.setRenderHint(QPainter::Antialiasing);
    sprites.paint(painter, piece, anchor, opacity);
    return image;
}

// The largest difference of any channel of any pixel.
int largestDifference(const QImage &a, const QImage &b)
{
    int largest = 0;
    for (int y = 0; y < a.height(); ++y) {
        for (int x = 0; x < a.width(); ++x) {
            const QRgb p = a.pixel(x, y), q = b.pixel(x, y);
            largest = std::max({largest, std::abs(qRed(p) - qRed(q)), std::abs(qGreen(p) - qGreen(q)),
                                std::abs(qBlue(p) - qBlue(q)), std::abs(qAlpha(p) - qAlpha(q))});
        }
    }
    return largest;
}

int opaquePixels(const QImage &image)
{
    int count = 0;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            count += qAlpha(image.pixel(x, y)) > 0;
    return count;
}

} // namespace

class TestQuartoPieceSprites : public QObject {
    Q_OBJECT

private slots:
    // On a whole-pixel base the picture is the piece, shadow included: not
    // one pixel clipped or moved.
    void looksAsDrawnDirectly()
    {
        QuartoPieceSprites sprites;
        const PieceAnchor anchor{QPointF(100, 150), 64};
        for (Piece piece = 0; piece < quatre::kPieceCount; ++piece) {
            const QImage expected = direct(piece, anchor);
            const QImage got = fromSprite(sprites, piece, anchor);
            QVERIFY(opaquePixels(expected) > 2000);
            QCOMPARE(opaquePixels(got), opaquePixels(expected));
            QVERIFY2(largestDifference(got, expected) <= 2, qPrintable(QStringLiteral("piece %1").arg(piece)));
        }
    }

    void opacityFadesTheWholePiece()
    {
        QuartoPieceSprites sprites;
        const PieceAnchor anchor{QPointF(100, 150), 64};
        const QImage full = fromSprite(sprites, 6, anchor);
        const QImage faded = fromSprite(sprites, 6, anchor, 0.45);
        const QPoint body(100, 120); // inside the body of the tall round piece
        QCOMPARE(qAlpha(full.pixel(body)), 255);
        QVERIFY(std::abs(qAlpha(faded.pixel(body)) - 115) <= 2);
    }

    void onePicturePerPieceAndWidth()
    {
        QuartoPieceSprites sprites;
        for (int round = 0; round < 3; ++round)
            for (Piece piece = 0; piece < quatre::kPieceCount; ++piece)
                fromSprite(sprites, piece, {QPointF(100 + round, 150), 64});
        QCOMPARE(sprites.count(), 16);
        fromSprite(sprites, 3, {QPointF(100, 150), 48});
        QCOMPARE(sprites.count(), 17);
        sprites.clear();
        QCOMPARE(sprites.count(), 0);
    }

    // A window being resized asks for a new width at every step.
    void staysBounded()
    {
        QuartoPieceSprites sprites;
        for (int width = 20; width < 20 + 3 * QuartoPieceSprites::kMaxSprites; ++width) {
            fromSprite(sprites, width % 16, {QPointF(100, 150), qreal(width)});
            QVERIFY(sprites.count() <= QuartoPieceSprites::kMaxSprites);
        }
    }

    void nothingForNoPiece()
    {
        QuartoPieceSprites sprites;
        QCOMPARE(opaquePixels(fromSprite(sprites, quatre::kNoPiece, {QPointF(100, 150), 64})), 0);
        QCOMPARE(opaquePixels(fromSprite(sprites, 16, {QPointF(100, 150), 64})), 0);
        QCOMPARE(opaquePixels(fromSprite(sprites, 3, {QPointF(100, 150), 0})), 0);
        QCOMPARE(sprites.count(), 0);
    }
};

QTEST_MAIN(TestQuartoPieceSprites)
#include "tst_quartopiecesprites.moc"
