// 4Mation's cubes drawn from their pictures: each seat's colours on the right
// faces, the pictures made again when the scheme changes, a faded ghost, and
// a falling cube that comes from above its cell and lands where a cube rests,
// drawn at every frame from pictures of its own size.
#include "ui/games/fourmation/fourmationcubes.h"

#include <QImage>
#include <QPaintEngine>
#include <QPainter>
#include <QtTest>

using quatre::ui::fourMationCubeColours;
using quatre::ui::FourMationCubes;

namespace {

// Room above the cell for a falling cube.
const QRectF kCell(50, 150, 100, 100);

QImage blank()
{
    QImage image(200, 300, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::transparent);
    return image;
}

QImage settled(FourMationCubes &cubes, int seat, bool highContrast, qreal opacity = 1.0)
{
    QImage image = blank();
    QPainter painter(&image);
    cubes.paintSettled(painter, kCell, seat, highContrast, opacity);
    return image;
}

QImage falling(FourMationCubes &cubes, int seat, qreal progress)
{
    QImage image = blank();
    QPainter painter(&image);
    cubes.paintFalling(painter, kCell, seat, false, progress);
    return image;
}

// The middle of the cube's top face and of its front face, from the layout
// of FourMationCubes: the cube's front-top-left corner sits (f + d) / 2 up
// and left of the cell's centre.
QPoint topFace()
{
    const qreal f = kCell.width() * FourMationCubes::kFace, d = kCell.width() * FourMationCubes::kDepth;
    const QPointF corner = kCell.center() - QPointF((f + d) / 2, (f + d) / 2);
    return (corner + QPointF(d / 2 + f / 2, d / 2)).toPoint();
}

QPoint frontFace()
{
    const qreal f = kCell.width() * FourMationCubes::kFace, d = kCell.width() * FourMationCubes::kDepth;
    const QPointF corner = kCell.center() - QPointF((f + d) / 2, (f + d) / 2);
    return (corner + QPointF(f / 2, d + f / 2)).toPoint();
}

int colourDistance(QRgb pixel, const QColor &colour)
{
    return std::max({std::abs(qRed(pixel) - colour.red()), std::abs(qGreen(pixel) - colour.green()),
                     std::abs(qBlue(pixel) - colour.blue())});
}

// The centre of the pixels that are nearly opaque: the cube's body, not its soft shadow.
QPointF bodyCentre(const QImage &image)
{
    qreal x = 0, y = 0;
    int count = 0;
    for (int row = 0; row < image.height(); ++row)
        for (int column = 0; column < image.width(); ++column)
            if (qAlpha(image.pixel(column, row)) > 200) {
                x += column;
                y += row;
                ++count;
            }
    return count ? QPointF(x / count, y / count) : QPointF(-1, -1);
}

int opaquePixels(const QImage &image)
{
    int count = 0;
    for (int row = 0; row < image.height(); ++row)
        for (int column = 0; column < image.width(); ++column)
            count += qAlpha(image.pixel(column, row)) > 200;
    return count;
}

// A device that keeps, for every picture drawn on it, the size it was drawn
// at in device pixels and the size of the picture's part that was drawn.
class DrawnPictures : public QPaintDevice {
public:
    struct Drawn {
        QSizeF target, source;
    };
    QList<Drawn> drawn;

    QPaintEngine *paintEngine() const override { return &m_engine; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth: return 200;
        case PdmHeight: return 300;
        case PdmDepth: return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY: return 96;
        case PdmDevicePixelRatioScaled: return int(devicePixelRatioFScale());
        default: return 1;
        }
    }

private:
    class Engine : public QPaintEngine {
    public:
        explicit Engine(DrawnPictures &device)
            : QPaintEngine(AllFeatures)
            , m_device(device)
        {}
        bool begin(QPaintDevice *) override { return true; }
        bool end() override { return true; }
        void updateState(const QPaintEngineState &state) override
        {
            if (state.state() & DirtyTransform)
                m_transform = state.transform();
        }
        void drawPixmap(const QRectF &target, const QPixmap &, const QRectF &source) override
        {
            m_device.drawn.append({m_transform.mapRect(target).size(), source.size()});
        }
        Type type() const override { return User; }

    private:
        DrawnPictures &m_device;
        QTransform m_transform;
    };
    mutable Engine m_engine{*this};
};

} // namespace

class TestFourMationCubes : public QObject {
    Q_OBJECT

private slots:
    void eachSeatShowsItsColours_data()
    {
        QTest::addColumn<int>("seat");
        QTest::addColumn<bool>("highContrast");
        QTest::newRow("white") << 0 << false;
        QTest::newRow("black") << 1 << false;
        QTest::newRow("orange") << 0 << true;
        QTest::newRow("blue") << 1 << true;
    }

    void eachSeatShowsItsColours()
    {
        QFETCH(int, seat);
        QFETCH(bool, highContrast);
        FourMationCubes cubes;
        const QImage image = settled(cubes, seat, highContrast);
        const auto colours = fourMationCubeColours(seat, highContrast);
        QCOMPARE(qAlpha(image.pixel(topFace())), 255);
        QVERIFY(colourDistance(image.pixel(topFace()), colours.top) <= 2);
        // The front face is a gentle gradient around its colour; in high
        // contrast its middle carries the seat's mark, so look off-centre.
        const QPoint front = frontFace() + QPoint(0, highContrast ? 25 : 0);
        QVERIFY2(colourDistance(image.pixel(front), colours.front) <= 20,
                 qPrintable(QColor(image.pixel(front)).name()));
        // Nothing drawn far outside the cell.
        QCOMPARE(qAlpha(image.pixel((kCell.topLeft() - QPointF(20, 20)).toPoint())), 0);
        QCOMPARE(qAlpha(image.pixel((kCell.bottomRight() + QPointF(20, 20)).toPoint())), 0);
    }

    // One object keeps one set of pictures: a change of scheme must remake them.
    void aSchemeChangeRemakesThePictures()
    {
        FourMationCubes cubes;
        const QRgb plain = settled(cubes, 0, false).pixel(topFace());
        const QRgb contrast = settled(cubes, 0, true).pixel(topFace());
        const QRgb plainAgain = settled(cubes, 0, false).pixel(topFace());
        QVERIFY(colourDistance(plain, fourMationCubeColours(0, false).top) <= 2);
        QVERIFY(colourDistance(contrast, fourMationCubeColours(0, true).top) <= 2);
        QCOMPARE(plainAgain, plain);
    }

    void aGhostIsFaded()
    {
        FourMationCubes cubes;
        QCOMPARE(qAlpha(settled(cubes, 1, false).pixel(topFace())), 255);
        const int faded = qAlpha(settled(cubes, 1, false, 0.45).pixel(topFace()));
        QVERIFY2(std::abs(faded - 115) <= 2, qPrintable(QString::number(faded)));
    }

    void aFallingCubeComesFromAboveAndLandsWhereACubeRests()
    {
        FourMationCubes cubes;
        const QPointF resting = bodyCentre(settled(cubes, 1, false));
        const QImage start = falling(cubes, 1, 0.0);
        const QImage end = falling(cubes, 1, 1.0);
        // At the start it is faint (a quarter opaque), 0.8 cells up and 1.3
        // times its size, so its top face is 1.3 times as far from its centre.
        QCOMPARE(opaquePixels(start), 0);
        const QPointF topOffset = QPointF(topFace()) - kCell.center();
        const QPoint startTop = (kCell.center() - QPointF(0, 0.8 * kCell.height()) + topOffset * 1.3).toPoint();
        const int startAlpha = qAlpha(start.pixel(startTop));
        QVERIFY2(startAlpha > 40 && startAlpha < 90, qPrintable(QString::number(startAlpha)));
        // Its cell's front face is still bare (the shadow lies below and right of it).
        QCOMPARE(qAlpha(start.pixel(frontFace())), 0);
        // At the end it is the cube at rest, give or take the shrunk picture's edge.
        const QPointF landed = bodyCentre(end);
        QVERIFY2(std::abs(landed.x() - resting.x()) < 1 && std::abs(landed.y() - resting.y()) < 1,
                 qPrintable(QStringLiteral("%1,%2 against %3,%4")
                                .arg(landed.x())
                                .arg(landed.y())
                                .arg(resting.x())
                                .arg(resting.y())));
        QVERIFY(colourDistance(end.pixel(topFace()), fourMationCubeColours(1, false).top) <= 3);
    }

    // Drawing a picture scaled makes Qt's raster engine split the blend across
    // its thread pool and wait for it, at every frame of a drop: each picture
    // of a falling cube must be drawn at its own size.
    void aFallingCubeIsCopiedNotScaled()
    {
        FourMationCubes cubes;
        DrawnPictures device;
        for (int step = 0; step <= 24; ++step) {
            QPainter painter(&device);
            painter.translate(0.4, 0.7);
            cubes.paintFalling(painter, kCell, step % 2, false, step / 20.0);
        }
        QCOMPARE(device.drawn.size(), 50); // the shadow and the body, at every frame
        for (const DrawnPictures::Drawn &drawn : std::as_const(device.drawn))
            QVERIFY2(std::abs(drawn.target.width() - drawn.source.width()) < 0.01
                         && std::abs(drawn.target.height() - drawn.source.height()) < 0.01,
                     qPrintable(QStringLiteral("%1x%2 drawn at %3x%4")
                                    .arg(drawn.source.width())
                                    .arg(drawn.source.height())
                                    .arg(drawn.target.width())
                                    .arg(drawn.target.height())));
    }
};

QTEST_MAIN(TestFourMationCubes)
#include "tst_fourmationcubes.moc"
