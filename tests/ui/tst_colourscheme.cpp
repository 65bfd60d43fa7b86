// The colour scheme: System follows the lightness of the platform's palette,
// Light and Dark force complete palettes, and applying one changes the
// application's palette at once (and System gives the platform's back).
#include "ui/theme/colourscheme.h"

#include "ui/mainwindow/noticebar.h"
#include "ui/widgets/icons.h"
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
        QWidget child(&widget);
        widget.show();
        QVERIFY(QTest::qWaitForWindowExposed(&widget));
        applyColourScheme(ColourScheme::Dark);
        QVERIFY(isDarkPalette(QApplication::palette()));
        // The widgets hear of it through the event loop.
        QCoreApplication::processEvents();
        QVERIFY(isDarkPalette(widget.palette()));
        QVERIFY(isDarkPalette(child.palette()));
        QCOMPARE(QApplication::palette().color(QPalette::Window), darkPalette().color(QPalette::Window));
        applyColourScheme(ColourScheme::Light);
        QCoreApplication::processEvents();
        QVERIFY(!isDarkPalette(widget.palette()));
        QVERIFY(!isDarkPalette(child.palette()));
        QCOMPARE(QApplication::palette().color(QPalette::Window), lightPalette().color(QPalette::Window));
        // System gives the platform's palette back.
        applyColourScheme(ColourScheme::Dark);
        applyColourScheme(ColourScheme::System);
        QCOMPARE(QApplication::palette().color(QPalette::Window), platformWindow);
    }

    // The tip and notice bars: a pale tint in the light scheme, a deep one
    // in the dark, readable in both; the notice bar follows a change at once.
    void barsFollowTheScheme()
    {
        NoticeBar bar;
        bar.addNotice([] { return QStringLiteral("a notice"); });
        bar.show();
        QVERIFY(QTest::qWaitForWindowExposed(&bar));
        for (const ColourScheme scheme : {ColourScheme::Dark, ColourScheme::Light, ColourScheme::Dark}) {
            applyColourScheme(scheme);
            QCoreApplication::processEvents();
            const bool dark = scheme == ColourScheme::Dark;
            QCOMPARE(isDarkPalette(bar.palette()), dark);
            QVERIFY(
                test::contrastRatio(bar.palette().color(QPalette::WindowText), bar.palette().color(QPalette::Window))
                >= 10);
            for (const BarTint tint : {BarTint::Information, BarTint::Warning}) {
                QWidget tip;
                applyBarTint(&tip, tint);
                QCOMPARE(isDarkPalette(tip.palette()), dark);
                QVERIFY(test::contrastRatio(tip.palette().color(QPalette::WindowText),
                                            tip.palette().color(QPalette::Window))
                        >= 10);
            }
        }
    }

    // Our own icons' slate inks would vanish on a dark tool bar: under a dark
    // palette the same icon is drawn light, without being set again.
    void ownIconsFollowTheScheme()
    {
        const QIcon icon = themedIcon(QStringLiteral("quatre-no-such-theme-icon"), QStringLiteral("undo"));
        const auto inkLightness = [&icon] {
            const QImage image = icon.pixmap(QSize(48, 48)).toImage();
            int darkest = 255, lightest = 0;
            for (int y = 0; y < image.height(); ++y)
                for (int x = 0; x < image.width(); ++x)
                    if (const QColor c = image.pixelColor(x, y); c.alpha() > 200) {
                        darkest = std::min(darkest, c.lightness());
                        lightest = std::max(lightest, c.lightness());
                    }
            return std::pair{darkest, lightest};
        };
        applyColourScheme(ColourScheme::Light);
        const auto [lightDarkest, lightLightest] = inkLightness();
        QVERIFY2(lightLightest < 110, qPrintable(QString::number(lightLightest)));
        applyColourScheme(ColourScheme::Dark);
        const auto [darkDarkest, darkLightest] = inkLightness();
        QVERIFY2(darkDarkest > 150, qPrintable(QString::number(darkDarkest)));
        QVERIFY(test::contrastRatio(QColor::fromHsl(0, 0, darkDarkest), darkPalette().color(QPalette::Window)) >= 4.5);
    }
};

QTEST_MAIN(TestColourScheme)
#include "tst_colourscheme.moc"
