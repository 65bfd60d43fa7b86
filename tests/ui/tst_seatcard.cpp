// The side panel's seat card: what it shows, how the seat to move looks, and
// that a turn change costs only a repaint (the window changes the turn with
// every move, and a re-polished card stalled its event loop).
#include "ui/mainwindow/seatcard.h"

#include "ui/theme/colourscheme.h"

#include <QEvent>
#include <QImage>
#include <QLabel>
#include <QPalette>
#include <QtTest>

#include <cmath>

using quatre::ui::SeatCard;

namespace {

// Counts the events of `types` that reach a widget or any of its children.
class EventCounter : public QObject {
public:
    EventCounter(QWidget *root, std::initializer_list<QEvent::Type> types)
        : m_types(types)
    {
        root->installEventFilter(this);
        for (QWidget *child : root->findChildren<QWidget *>())
            child->installEventFilter(this);
    }
    int count() const { return m_count; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (std::find(m_types.begin(), m_types.end(), event->type()) != m_types.end())
            ++m_count;
        return QObject::eventFilter(watched, event);
    }

private:
    std::vector<QEvent::Type> m_types;
    int m_count = 0;
};

QImage picture(SeatCard &card)
{
    QImage image(card.size(), QImage::Format_ARGB32);
    image.fill(Qt::black);
    card.render(&image);
    return image;
}

// Within `tolerance` of each channel: antialiasing blends the edges.
bool near(QColor a, QColor b, int tolerance = 6)
{
    return std::abs(a.red() - b.red()) <= tolerance && std::abs(a.green() - b.green()) <= tolerance
        && std::abs(a.blue() - b.blue()) <= tolerance;
}

// The WCAG contrast ratio of two colours, 1 to 21.
double contrast(const QColor &a, const QColor &b)
{
    const auto luminance = [](const QColor &c) {
        const auto linear = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
        return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF());
    };
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

} // namespace

class TestSeatCard : public QObject {
    Q_OBJECT

private slots:
    void showsTheSeat()
    {
        SeatCard card;
        card.setSeat(QStringLiteral("Red"), QColor(0xdf, 0x26, 0x2c), QStringLiteral("You"));
        card.setStatus(QStringLiteral("Your turn"));
        QCOMPARE(card.name(), QStringLiteral("Red"));
        QCOMPARE(card.player(), QStringLiteral("You"));
        QCOMPARE(card.status(), QStringLiteral("Your turn"));
        QCOMPARE(card.accessibleName(), QStringLiteral("Red: You"));
        QCOMPARE(card.accessibleDescription(), QStringLiteral("Your turn"));

        card.setSeat(QStringLiteral("Red"), QColor(0xdf, 0x26, 0x2c), QStringLiteral("Expert"));
        QCOMPARE(card.player(), QStringLiteral("Expert"));
        QCOMPARE(card.accessibleName(), QStringLiteral("Red: Expert"));
    }

    // In high contrast the board marks each seat's pieces with a shape; the
    // card's swatch carries the same mark, or the colours alone would have
    // to say which seat is which.
    void theSwatchCarriesTheBoardsMark()
    {
        const QColor orange(0xe6, 0x9f, 0x00), blue(0x00, 0x72, 0xb2);
        const auto swatch = [](const SeatCard &card) {
            for (const QLabel *label : card.findChildren<QLabel *>()) {
                if (!label->pixmap().isNull())
                    return label->pixmap().toImage();
            }
            return QImage();
        };
        SeatCard card;
        card.setSeat(QStringLiteral("Orange"), orange, QStringLiteral("You"));
        QImage plain = swatch(card);
        QVERIFY(!plain.isNull());
        const QPoint centre(plain.width() / 2, plain.height() / 2);
        QVERIFY2(near(plain.pixelColor(centre), orange, 40), qPrintable(plain.pixelColor(centre).name()));

        // The first seat: a cross, whose middle is on the centre.
        card.setSeat(QStringLiteral("Orange"), orange, QStringLiteral("You"), 0, Qt::black);
        QImage crossed = swatch(card);
        QVERIFY2(crossed.pixelColor(centre).value() < 60, qPrintable(crossed.pixelColor(centre).name()));

        // The second seat: a ring, hollow in the middle, inked around it.
        SeatCard second;
        second.setSeat(QStringLiteral("Blue"), blue, QStringLiteral("Expert"), 1, Qt::white);
        const QImage ringed = swatch(second);
        QVERIFY2(near(ringed.pixelColor(centre), blue, 40), qPrintable(ringed.pixelColor(centre).name()));
        const int radius = qRound(ringed.width() * 0.6 * 0.3); // the ring's, in the mark's box of 0.6
        const QColor onRing = ringed.pixelColor(centre + QPoint(radius, 0));
        QVERIFY2(onRing.red() > 200 && onRing.green() > 200 && onRing.blue() > 200, qPrintable(onRing.name()));

        // Back to plain when high contrast goes off.
        card.setSeat(QStringLiteral("Orange"), orange, QStringLiteral("You"));
        QCOMPARE(swatch(card), plain);
    }

    // In a dark palette the seat to move gets a deep tint of its colour, so
    // the light text stays readable; 4Mation's Black gets a lighter border.
    void theSeatToMoveStaysReadableInTheDarkScheme()
    {
        SeatCard card;
        card.setPalette(quatre::ui::darkPalette());
        card.resize(240, 80);
        const QPoint inside(120, 3);
        const QPoint border(120, 0);
        const QColor text = card.palette().color(QPalette::WindowText);
        for (const QColor &colour : {QColor(0xf7, 0xc3, 0x13), QColor(0xeb, 0xe7, 0xdd), QColor(0x3b, 0x40, 0x49)}) {
            card.setSeat(QStringLiteral("Seat"), colour, QStringLiteral("You"));
            card.setActive(true);
            const QImage active = picture(card);
            const QColor tint = active.pixelColor(inside);
            QVERIFY2(tint.lightness() < 90, qPrintable(tint.name()));
            QVERIFY2(contrast(text, tint) >= 7, qPrintable(tint.name()));
            QVERIFY2(contrast(active.pixelColor(border), card.palette().color(QPalette::Window)) >= 1.8,
                     qPrintable(active.pixelColor(border).name()));
            card.setActive(false);
        }
    }

    // Inactive: the palette's base inside a thin border of its mid colour.
    // Active: a pale tint of the seat's colour inside a border of the colour.
    void theSeatToMoveIsTintedInItsColour()
    {
        const QColor red(0xdf, 0x26, 0x2c);
        SeatCard card;
        card.resize(240, 80);
        card.setSeat(QStringLiteral("Red"), red, QStringLiteral("You"));

        const QPoint inside(120, 3); // under the top border, clear of the labels
        const QPoint border(120, 0); // on the top border
        QImage idle = picture(card);
        QVERIFY(near(idle.pixelColor(inside), card.palette().color(QPalette::Base)));
        QVERIFY(near(idle.pixelColor(border), card.palette().color(QPalette::Mid), 40));

        card.setActive(true);
        QVERIFY(card.isActive());
        QImage active = picture(card);
        const QColor tint = active.pixelColor(inside);
        const int hueApart = std::abs(tint.hue() - red.hue());
        QVERIFY2(tint.value() > 230 && tint.saturation() > 5 && std::min(hueApart, 360 - hueApart) <= 4,
                 qPrintable(tint.name()));
        QVERIFY2(near(active.pixelColor(border), red.darker(110), 40), qPrintable(active.pixelColor(border).name()));
        QVERIFY(active != idle);

        card.setActive(false);
        QCOMPARE(picture(card), idle);
    }

    // A pale seat (4Mation's White) still shows clearly whose turn it is:
    // its border stands out from the idle card's.
    void aPaleSeatToMoveHasAClearBorder()
    {
        const QColor white(0xeb, 0xe7, 0xdd);
        SeatCard card;
        card.resize(240, 80);
        card.setSeat(QStringLiteral("White"), white, QStringLiteral("You"));
        card.setActive(true);
        const QColor border = picture(card).pixelColor(120, 0);
        QVERIFY2(border.lightness() < 140, qPrintable(border.name()));
    }

    // A turn change, or the same seat set again, repaints the card and
    // nothing more: no style change or re-polish for the card or its labels,
    // and no new layout.
    void aTurnChangeIsOnlyARepaint()
    {
        SeatCard card;
        card.resize(240, 80);
        card.setSeat(QStringLiteral("Yellow"), QColor(0xf7, 0xc3, 0x13), QStringLiteral("Perfect"));
        card.show();
        QVERIFY(QTest::qWaitForWindowExposed(&card));
        QCoreApplication::processEvents();

        EventCounter restyles(&card,
                              {QEvent::StyleChange, QEvent::PaletteChange, QEvent::Polish, QEvent::LayoutRequest});
        EventCounter paints(&card, {QEvent::Paint});
        for (int move = 0; move < 10; ++move) {
            card.setActive(move % 2 == 0);
            card.setSeat(QStringLiteral("Yellow"), QColor(0xf7, 0xc3, 0x13), QStringLiteral("Perfect"));
            QCoreApplication::processEvents();
        }
        QCOMPARE(restyles.count(), 0);
        QVERIFY(paints.count() > 0); // the turn change did show
        QVERIFY(card.styleSheet().isEmpty());
    }
};

QTEST_MAIN(TestSeatCard)
#include "tst_seatcard.moc"
