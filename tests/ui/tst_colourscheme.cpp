// The colour scheme: System follows the lightness of the platform's palette,
// Light and Dark force complete palettes, and applying one changes the
// application's palette at once (and System gives the platform's back).
#include "ui/theme/colourscheme.h"

#include "uitestsupport.h"

#include <QApplication>
#include <QTest>

using namespace quatre;
using namespace quatre::ui;

class TestColourScheme : public QObject {
    Q_OBJECT

private:
    static QPalette paletteWithWindow(const QColor &window)
    {
        QPalette palette;
        palette.setColor(QPalette::Window, window);
        return palette;
    }

private slots:
    void cleanup() { applyColourScheme(ColourScheme::System); }

    void systemFollowsThePlatformsLightness()
    {
        QCOMPARE(effectiveScheme(ColourScheme::System, paletteWithWindow(QColor(0x20, 0x22, 0x26))),
                 ColourScheme::Dark);
        QCOMPARE(effectiveScheme(ColourScheme::System, paletteWithWindow(QColor(0xef, 0xef, 0xef))),
                 ColourScheme::Light);
        // A forced scheme does not care what the platform gives.
        QCOMPARE(effectiveScheme(ColourScheme::Light, darkPalette()), ColourScheme::Light);
        QCOMPARE(effectiveScheme(ColourScheme::Dark, lightPalette()), ColourScheme::Dark);
        QVERIFY(isDarkPalette(darkPalette()));
        QVERIFY(!isDarkPalette(lightPalette()));
    }

    // Every role is set in every group, so that no colour of the platform's
    // palette leaks into a forced one; texts keep a readable contrast, the
    // disabled ones less but still some.
    void palettesAreCompleteAndReadable_data()
    {
        QTest::addColumn<bool>("dark");
        QTest::newRow("light") << false;
        QTest::newRow("dark") << true;
    }

    void palettesAreCompleteAndReadable()
    {
        QFETCH(bool, dark);
        const QPalette palette = dark ? darkPalette() : lightPalette();
        for (const QPalette::ColorGroup group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled})
            for (int role = 0; role < QPalette::NColorRoles; ++role)
                if (role != QPalette::NoRole)
                    QVERIFY2(palette.isBrushSet(group, QPalette::ColorRole(role)),
                             qPrintable(QStringLiteral("group %1 role %2").arg(group).arg(role)));
        const struct {
            QPalette::ColorRole text, ground;
        } pairs[] = {{QPalette::WindowText, QPalette::Window},
                     {QPalette::Text, QPalette::Base},
                     {QPalette::ButtonText, QPalette::Button},
                     {QPalette::HighlightedText, QPalette::Highlight},
                     {QPalette::ToolTipText, QPalette::ToolTipBase}};
        for (const auto &pair : pairs) {
            QVERIFY2(test::contrastRatio(palette.color(QPalette::Active, pair.text),
                                         palette.color(QPalette::Active, pair.ground))
                         >= 4.5,
                     qPrintable(QStringLiteral("role %1").arg(pair.text)));
            if (pair.text != QPalette::HighlightedText && pair.text != QPalette::ToolTipText)
                QVERIFY2(test::contrastRatio(palette.color(QPalette::Disabled, pair.text),
                                             palette.color(QPalette::Disabled, pair.ground))
                             >= 2.5,
                         qPrintable(QStringLiteral("disabled role %1").arg(pair.text)));
        }
        // The boards' labels on their backgrounds.
        const BoardColours &board = boardColours(dark);
        QVERIFY(test::contrastRatio(board.ink, board.backgroundTop) >= 4.5);
        QVERIFY(test::contrastRatio(board.ink, board.backgroundBottom) >= 4.5);
        QVERIFY(test::contrastRatio(board.accentInk, board.backgroundBottom) >= 4.5);
        QCOMPARE(isDarkPalette(palette), dark);
        QCOMPARE(board.backgroundBottom.lightness() < 128, dark);
    }

    void applyingChangesTheApplicationsPaletteAtOnce()
    {
        const QColor platformWindow = QApplication::palette().color(QPalette::Window);
        QWidget widget;
        applyColourScheme(ColourScheme::Dark);
        QVERIFY(isDarkPalette(QApplication::palette()));
        QVERIFY(isDarkPalette(widget.palette()));
        QCOMPARE(QApplication::palette().color(QPalette::Window), darkPalette().color(QPalette::Window));
        applyColourScheme(ColourScheme::Light);
        QVERIFY(!isDarkPalette(widget.palette()));
        QCOMPARE(QApplication::palette().color(QPalette::Window), lightPalette().color(QPalette::Window));
        // System gives the platform's palette back.
        applyColourScheme(ColourScheme::Dark);
        applyColourScheme(ColourScheme::System);
        QCOMPARE(QApplication::palette().color(QPalette::Window), platformWindow);
    }
};

QTEST_MAIN(TestColourScheme)
#include "tst_colourscheme.moc"
