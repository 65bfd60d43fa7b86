// WrappedLabel: laid out and drawn as a word-wrapped QLabel with the same
// text (the reference), and asking for a new layout only when its height
// changes.
#include "ui/widgets/wrappedlabel.h"

#include <QLabel>
#include <QPainter>
#include <QTest>
#include <QVBoxLayout>

using namespace quatre::ui;

namespace {

const QStringList kTexts = {QString(), QStringLiteral("Your turn"), QStringLiteral("Thinking… (depth 5)"),
                            QStringLiteral("Wins in 7 moves with perfect play, whatever the other player does"),
                            QStringLiteral("Pierde în 12 mutări dacă adversarul joacă perfect")};

QImage picture(QWidget &widget)
{
    QImage image(widget.size(), QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    widget.render(&image, {}, {}, QWidget::DrawChildren);
    return image;
}

// Counts the layout requests its widget receives.
class LayoutRequests : public QObject {
public:
    int count = 0;

protected:
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::LayoutRequest)
            ++count;
        return false;
    }
};

// A window whose layout holds the label at its top, shown.
struct LaidOut {
    QWidget window;
    QVBoxLayout *layout = new QVBoxLayout(&window);
    WrappedLabel *label = new WrappedLabel(&window);

    LayoutRequests requests; // counted once settled

    LaidOut(const QString &text, int width)
    {
        layout->addWidget(label);
        layout->addStretch();
        label->setText(text);
        window.resize(width, 300);
        window.show();
    }

    // Shown and laid out; the window's layout requests are counted from here.
    bool settle()
    {
        if (!QTest::qWaitForWindowExposed(&window))
            return false;
        QCoreApplication::processEvents();
        window.installEventFilter(&requests);
        return true;
    }
};

} // namespace

class TestWrappedLabel : public QObject {
    Q_OBJECT

private slots:
    void measuresAsAWrappedQLabel()
    {
        WrappedLabel label;
        QLabel reference;
        reference.setWordWrap(true);
        QFont italic = label.font();
        italic.setItalic(true);
        label.setFont(italic);
        reference.setFont(italic);
        for (const QString &text : kTexts) {
            label.setText(text);
            reference.setText(text);
            QCOMPARE(label.text(), text);
            for (const int width : {60, 120, 200, 400}) {
                // An empty QLabel has no height for a width, only its hint's.
                const int expected = text.isEmpty() ? reference.sizeHint().height() : reference.heightForWidth(width);
                QCOMPARE(label.heightForWidth(width), expected);
            }
            if (!text.isEmpty())
                QCOMPARE(label.minimumSizeHint().width(), reference.minimumSizeHint().width());
        }
    }

    void drawsAsAWrappedQLabel()
    {
        for (const QString &text : kTexts) {
            WrappedLabel label;
            label.setText(text);
            QLabel reference(text);
            reference.setWordWrap(true);
            for (QWidget *widget : {static_cast<QWidget *>(&label), static_cast<QWidget *>(&reference)})
                widget->resize(150, label.heightForWidth(150) + 6);
            const QImage drawn = picture(label);
            QCOMPARE(drawn, picture(reference));
            QImage blank(drawn.size(), drawn.format());
            blank.fill(Qt::white);
            QCOMPARE(drawn == blank, text.isEmpty()); // the text was drawn, not only compared
        }
    }

    void asksForALayoutOnlyWhenItsHeightChanges()
    {
        LaidOut laidOut(QStringLiteral("Thinking… (depth 4)"), 160);
        WrappedLabel *label = laidOut.label;
        QVERIFY(laidOut.settle());
        const int oneLine = label->height();
        const LayoutRequests &requests = laidOut.requests;

        for (const int depth : {5, 6, 7}) {
            label->setText(QStringLiteral("Thinking… (depth %1)").arg(depth));
            QCoreApplication::processEvents();
        }
        label->setText(QString()); // an empty line keeps its height
        QCoreApplication::processEvents();
        QCOMPARE(requests.count, 0);
        QCOMPARE(label->height(), oneLine);

        label->setText(QStringLiteral("Wins in 7 moves with perfect play, whatever the other player does"));
        QTRY_VERIFY(requests.count > 0);
        QTRY_COMPARE(label->height(), label->heightForWidth(label->width()));
        QVERIFY(label->height() > oneLine);
    }

    // A word wider than the label keeps one line's height, but the label
    // must grow for it (as far as the layout allows).
    void aWordWiderThanTheLabelAsksForALayout()
    {
        LaidOut laidOut(QStringLiteral("Go"), 120);
        WrappedLabel *label = laidOut.label;
        QVERIFY(laidOut.settle());
        const LayoutRequests &requests = laidOut.requests;
        const QString word = QStringLiteral("Antidisestablishmentarianism");
        QVERIFY(QFontMetrics(label->font()).horizontalAdvance(word) > label->width());
        label->setText(word);
        QCOMPARE(label->heightForWidth(label->width()), QFontMetrics(label->font()).height());
        QTRY_VERIFY(requests.count > 0);
    }

    // The layout remembers a height for each width it measured; a text set
    // at one width must still fit when the window later takes another.
    void aTextSetAtOneWidthFitsAtAnother()
    {
        LaidOut laidOut(QStringLiteral("Go"), 400);
        QWidget &window = laidOut.window;
        WrappedLabel *label = laidOut.label;
        const QMargins margins = laidOut.layout->contentsMargins();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        const QString longer = QStringLiteral("Thinking about the move (depth 5)");
        const int narrow = QFontMetrics(label->font()).horizontalAdvance(longer) / 2;
        for (const int width : {narrow + margins.left() + margins.right(), 400}) {
            window.resize(width, 300); // each width measured with the short text
            QTRY_COMPARE(window.width(), width);
            QCoreApplication::processEvents();
        }
        label->setText(longer); // one line at this width: no new layout asked
        QCoreApplication::processEvents();
        window.resize(narrow + margins.left() + margins.right(), 300);
        QTRY_VERIFY(label->width() <= narrow);
        QVERIFY(label->heightForWidth(label->width()) > QFontMetrics(label->font()).height());
        QTRY_COMPARE(label->height(), label->heightForWidth(label->width()));
    }
};

QTEST_MAIN(TestWrappedLabel)
#include "tst_wrappedlabel.moc"
