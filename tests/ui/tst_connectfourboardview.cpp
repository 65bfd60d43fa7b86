// ConnectFourBoardView: mouse and keyboard choose the right column, the disc
// lands in the right cell (in the model and on screen), full columns are
// refused, the fall animates and ends, the winning line is drawn.
#include "core/games/connectfour/connectfourrules.h"
#include "ui/games/connectfour/connectfourboardview.h"

#include "core/games/connectfour/connectfour.h"
#include "ui/session/gamesession.h"
#include "ui/theme/colourscheme.h"
#include "uitestsupport.h"

#include <QAccessible>
#include <QSignalSpy>
#include <QTest>
#include <QtMath>

using namespace quatre;
using namespace quatre::ui;

class TestConnectFourBoardView : public QObject {
    Q_OBJECT

private:
    // A shown board where two people play; every chosen move is played.
    struct Fixture {
        GameSession session{connectFourOptions()};
        ConnectFourBoardView view;

        explicit Fixture(int rows = 6, int columns = 7)
        {
            session.start(connectFourOptions(rows, columns), {Seat::person(), Seat::person()}, 0);
            view.setSession(&session);
            view.setAnimationMs(3);
            view.setInteractive(true);
            QObject::connect(&view, &BoardView::moveChosen, &session, [this](Move move) { session.play(move); });
            view.resize(700, 620);
            view.show();
        }
        const ConnectFour &game() const { return static_cast<const ConnectFour &>(session.game()); }
    };

    static QPoint columnPoint(const ConnectFourBoardView &view, int column, int row = 0)
    {
        return view.cellRect({row, column}).center().toPoint();
    }

private slots:
    // The view is marked Qt::WA_OpaquePaintEvent: every paint must cover the whole widget.
    void paintsEveryPixel()
    {
        QCOMPARE(test::unpaintedPixelsWithoutAGame<ConnectFourBoardView>(), QString());
        Fixture f;
        QCOMPARE(test::unpaintedPixelsDuringPlay(&f.view, &f.session), QString());
    }

    void clickDropsADiscIntoTheRightCell()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QVERIFY(!test::isReddish(test::paintedColour(&f.view, {5, 2})));
        QTest::mouseClick(&f.view, Qt::LeftButton, {}, columnPoint(f.view, 2));
        QCOMPARE(f.session.movesText(), QStringLiteral("3"));
        QCOMPARE(f.game().discAt({5, 2}), 0);
        QTRY_VERIFY(!f.view.isAnimating());
        QVERIFY(test::isReddish(test::paintedColour(&f.view, {5, 2})));
        QVERIFY(!test::isReddish(test::paintedColour(&f.view, {4, 2})));

        // Clicking the top or the bottom of a column is the same column.
        QTest::mouseClick(&f.view, Qt::LeftButton, {}, columnPoint(f.view, 2, 5));
        QCOMPARE(f.game().discAt({4, 2}), 1);
        QTRY_VERIFY(!f.view.isAnimating());
        QVERIFY(test::isYellowish(test::paintedColour(&f.view, {4, 2})));
        QVERIFY(test::isReddish(test::paintedColour(&f.view, {5, 2})));
    }

    void clickOutsideTheColumnsDoesNothing()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QSignalSpy chosen(&f.view, &BoardView::moveChosen);
        QTest::mouseClick(&f.view, Qt::LeftButton, {}, QPoint(2, 2));
        QCOMPARE(chosen.count(), 0);
    }

    void notInteractiveIgnoresClicksAndKeys()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.view.setInteractive(false);
        QTest::mouseClick(&f.view, Qt::LeftButton, {}, columnPoint(f.view, 1));
        QTest::keyClick(&f.view, Qt::Key_Return);
        QTest::keyClick(&f.view, Qt::Key_4);
        QCOMPARE(f.game().plyCount(), 0);
    }

    void keyboardMovesTheMarkerAndDrops()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.view.setFocus();
        QCOMPARE(f.view.selectedColumn(), 3);
        QTest::keyClick(&f.view, Qt::Key_Right);
        QTest::keyClick(&f.view, Qt::Key_Right);
        QCOMPARE(f.view.selectedColumn(), 5);
        QTest::keyClick(&f.view, Qt::Key_Return);
        QCOMPARE(f.session.movesText(), QStringLiteral("6"));
        QTest::keyClick(&f.view, Qt::Key_Left);
        QTest::keyClick(&f.view, Qt::Key_Space);
        QCOMPARE(f.session.movesText(), QStringLiteral("65"));
        QTest::keyClick(&f.view, Qt::Key_Down);
        QCOMPARE(f.session.movesText(), QStringLiteral("655"));
        QTest::keyClick(&f.view, Qt::Key_Enter);
        QCOMPARE(f.session.movesText(), QStringLiteral("6555"));
        QTest::keyClick(&f.view, Qt::Key_1);
        QTest::keyClick(&f.view, Qt::Key_7);
        QCOMPARE(f.session.movesText(), QStringLiteral("655517"));
        QCOMPARE(f.view.selectedColumn(), 6);
        // The marker stops at the edges; digits past the last column are ignored.
        for (int i = 0; i < 9; ++i)
            QTest::keyClick(&f.view, Qt::Key_Right);
        QCOMPARE(f.view.selectedColumn(), 6);
        QTest::keyClick(&f.view, Qt::Key_9);
        QTest::keyClick(&f.view, Qt::Key_0);
        QCOMPARE(f.session.movesText(), QStringLiteral("655517"));
        QTRY_VERIFY(!f.view.isAnimating());
        QVERIFY(test::isYellowish(test::paintedColour(&f.view, {5, 6})));
    }

    void zeroIsTheTenthColumn()
    {
        Fixture f(10, 10);
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QTest::keyClick(&f.view, Qt::Key_0);
        QCOMPARE(f.game().discAt({9, 9}), 0);
        QCOMPARE(f.session.movesText(), QStringLiteral("a"));
    }

    void fullColumnIsRefusedWithAMessage()
    {
        Fixture f(4, 4);
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        for (int i = 0; i < 4; ++i)
            QTest::keyClick(&f.view, Qt::Key_2);
        QSignalSpy refused(&f.view, &BoardView::moveRefused);
        QSignalSpy chosen(&f.view, &BoardView::moveChosen);
        QTest::keyClick(&f.view, Qt::Key_2);
        QCOMPARE(chosen.count(), 0);
        QCOMPARE(refused.count(), 1);
        QVERIFY(refused.first().first().toString().contains(QLatin1String("2")));
        QCOMPARE(f.game().plyCount(), 4);
    }

    // The window's work for a move would otherwise hold a first frame
    // painted at once for 20 ms or more (BoardView::startMoveAnimation()).
    void aMoveIsFirstPaintedAtItsAnimationsFirstTick()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QVERIFY(test::movesArePaintedFromTheirAnimationsFirstTick(&f.view, &f.session)); // a fall, then a shorter one
        // Then a longer one: a new duration moves a stopped animation's value.
        QVERIFY(test::movesArePaintedFromTheirAnimationsFirstTick(&f.view, &f.session, 1, 6));
    }

    // The window sets the highlighted cells and the speech after every move:
    // the same again repaints nothing.
    void unchangedHighlightOrSpeechRepaintsNothing()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.view.setHighlightedCells({{5, 0}});
        f.view.setSpeech(0, QStringLiteral("Your move."));
        QCoreApplication::processEvents();
        test::MovePaints paints(&f.view);
        f.view.setHighlightedCells({{5, 0}});
        f.view.setSpeech(0, QStringLiteral("Your move."));
        QCoreApplication::processEvents();
        QVERIFY(paints.animationTimes.empty());
        f.view.setSpeech(1, QStringLiteral("Your move."));
        QCoreApplication::processEvents();
        QCOMPARE(paints.animationTimes.size(), std::size_t(1));
        f.view.setHighlightedCells({});
        QCoreApplication::processEvents();
        QCOMPARE(paints.animationTimes.size(), std::size_t(2));
    }

    void fallIsAnimatedLongerFromHigherAndEnds()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QVERIFY(f.view.fallDurationMs(6) > f.view.fallDurationMs(1));
        f.view.setAnimationMs(40);
        QSignalSpy started(&f.view, &BoardView::animationStarted);
        QSignalSpy finished(&f.view, &BoardView::animationFinished);
        QTest::keyClick(&f.view, Qt::Key_4);
        QCOMPARE(started.count(), 1);
        QVERIFY(f.view.isAnimating());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 5000);
        QVERIFY(!f.view.isAnimating());
    }

    // After a fall's first frame only the disc's column is repainted, and
    // what the window shows is still the whole board as a full repaint
    // draws it: no trail of the disc is left behind.
    void aFallRepaintsOnlyItsColumnAndLeavesNoTrail()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QTest::keyClick(&f.view, Qt::Key_4);
        QTest::keyClick(&f.view, Qt::Key_5); // a disc beside the column, which the fall passes
        f.view.finishAnimation();
        f.view.setAnimationMs(150);
        QCoreApplication::processEvents();
        test::PaintedRects painted(&f.view);
        QTest::keyClick(&f.view, Qt::Key_4);
        QCOMPARE(test::repaintsOnlyAPartAndLeavesNoTrail(&f.view, painted, 1.0 / 5), QString());
    }

    void newMoveFinishesTheRunningFall()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.view.setAnimationMs(5000); // would take many seconds
        QSignalSpy finished(&f.view, &BoardView::animationFinished);
        QTest::keyClick(&f.view, Qt::Key_4);
        QVERIFY(f.view.isAnimating());
        QTest::keyClick(&f.view, Qt::Key_5);
        QCOMPARE(finished.count(), 1);
        f.view.finishAnimation();
        QCOMPARE(finished.count(), 2);
        QVERIFY(test::isReddish(test::paintedColour(&f.view, {5, 3})));
        QVERIFY(test::isYellowish(test::paintedColour(&f.view, {5, 4})));
    }

    void winningCellsGetARing()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QVERIFY(f.session.loadMoves(QStringLiteral("1212121")));
        QVERIFY(f.session.isOver());
        const QRectF cell = f.view.cellRect({2, 0});
        auto ringPixel = [&] {
            const QImage image = f.view.grab().toImage();
            return image.pixelColor((cell.center() + QPointF(cell.width() * 0.36, 0)).toPoint());
        };
        auto isWhite = [](const QColor &c) { return c.red() > 220 && c.green() > 220 && c.blue() > 200; };
        const QColor before = ringPixel();
        QVERIFY2(!isWhite(before), qPrintable(before.name()));
        f.view.setHighlightedCells(f.session.winningCells());
        const QColor ring = ringPixel();
        QVERIFY2(isWhite(ring), qPrintable(ring.name()));
    }

    // The result is read whole (it shrinks before it is cut), and it moves
    // off the winning line when that runs through the board's middle.
    void theBannerShowsItsWholeTextBesideTheWinningLine_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("banner");
        QTest::addColumn<bool>("wraps");
        QTest::newRow("lost, bottom row") << 6 << 7 << QSize(700, 620) << "14251627"
                                          << "Game OVER! - You've lost!" << false;
        QTest::newRow("Romanian, up column 1") << 6 << 7 << QSize(700, 620) << "1212121"
                                               << "S-a TERMINAT! - Ai pierdut!" << false;
        QTest::newRow("narrow 10x4, up the middle of column 1") << 10 << 4 << QSize(600, 620) << "11111212121"
                                                                << "Winner!!! Good Job" << false;
        QTest::newRow("4x4, small window: two lines") << 4 << 4 << QSize(300, 300) << "1122334"
                                                      << "S'HA ACABAT! - Heu perdut!" << true;
    }
    void theBannerShowsItsWholeTextBesideTheWinningLine()
    {
        QFETCH(int, rows);
        QFETCH(int, columns);
        QFETCH(QSize, size);
        QFETCH(QString, moves);
        QFETCH(QString, banner);
        QFETCH(bool, wraps);
        Fixture f(rows, columns);
        f.view.resize(size);
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QVERIFY(f.session.loadMoves(moves));
        QVERIFY(f.session.isOver());
        QCOMPARE(f.view.bannerRect(), QRectF());
        f.view.setHighlightedCells(f.session.winningCells());
        f.view.setBanner(banner);
        QCOMPARE(f.view.bannerShownText(), banner);
        QCOMPARE(f.view.bannerWraps(), wraps);
        const QRectF box = f.view.bannerRect();
        QVERIFY(f.view.rect().contains(box.toRect()));
        QCOMPARE(f.session.winningCells().size(), std::size_t{4});
        for (const Cell &cell : f.session.winningCells())
            QVERIFY2(!box.intersects(f.view.cellRect(cell)),
                     qPrintable(QStringLiteral("%1,%2").arg(cell.row).arg(cell.column)));
    }

    void hintIsShownOnTheLandingCellUntilAMoveIsPlayed()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QVERIFY(f.session.loadMoves(QStringLiteral("44")));
        const QRectF cell = f.view.cellRect({3, 3});
        const QPoint ringPoint = (cell.center() + QPointF(0, -cell.height() * 0.40)).toPoint();
        auto isGreen = [](const QColor &c) { return c.green() > 150 && c.red() < 120 && c.blue() < 160; };
        QVERIFY(!isGreen(f.view.grab().toImage().pixelColor(ringPoint)));
        f.view.showHint(3);
        const QImage withHint = f.view.grab().toImage();
        if (qEnvironmentVariableIsSet("QUATRE_TEST_PICTURES"))
            withHint.save(QStringLiteral("/tmp/hint.png"));
        QVERIFY2(isGreen(withHint.pixelColor(ringPoint)), qPrintable(withHint.pixelColor(ringPoint).name()));
        QTest::keyClick(&f.view, Qt::Key_1);
        QCOMPARE(f.view.hint(), kNoMove);
    }

    void scalesWithTheWidgetAndKeepsCellsSquare()
    {
        Fixture f(10, 10);
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        const QRectF small = f.view.cellRect({0, 0});
        f.view.resize(1400, 1000);
        const QRectF large = f.view.cellRect({0, 0});
        QVERIFY(large.width() > small.width() * 1.3);
        QCOMPARE(large.width(), large.height());
        QVERIFY(f.view.cellRect({9, 9}).right() <= f.view.width());
        QVERIFY(f.view.cellRect({9, 9}).bottom() <= f.view.height());
    }

    void columnNumbersStayReadableInASmallWindow()
    {
        // A 10x10 board in a small window has cells of about 25 px; the
        // numbers under the columns must still be large enough to read:
        // their digits at least 8 px tall (an 11 px font), in ink of good
        // contrast with the background.
        Fixture f(10, 10);
        f.view.resize(330, 320);
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QVERIFY(f.view.cellRect({0, 0}).width() < 30);
        const QImage image = f.view.grab().toImage();
        const QRectF column = f.view.cellRect({9, 1}); // "2", not the selected column
        const int top = qCeil(column.bottom()) + 1; // the frame, then the numbers
        const int bottom = image.height() - 1;
        int firstInked = -1, lastInked = -1;
        QColor darkest = Qt::white;
        for (int y = top; y <= bottom; ++y) {
            for (int x = qRound(column.left()); x < qRound(column.right()); ++x) {
                const QColor c = image.pixelColor(x, y);
                if (c.hslSaturation() > 90) // the blue frame
                    continue;
                if (c.lightness() < darkest.lightness())
                    darkest = c;
                if (c.lightness() < 140) {
                    if (firstInked < 0)
                        firstInked = y;
                    lastInked = y;
                }
            }
        }
        QVERIFY2(firstInked >= 0, "no column number under the board");
        qInfo("digit height %d px, darkest ink %s", lastInked - firstInked + 1, qPrintable(darkest.name()));
        QVERIFY(lastInked - firstInked + 1 >= 8);
        QVERIFY(test::contrastRatio(darkest, image.pixelColor(qRound(column.left()) + 1, bottom)) >= 4.5);
    }

    void highContrastDiscsCarryShapeMarks()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.session.loadMoves(QStringLiteral("341")); // the last disc, in column 1, has the last-move dot
        QTRY_VERIFY(!f.view.isAnimating());
        const auto colourAt = [&f](Cell cell, qreal dy) {
            const QImage image = f.view.grab().toImage();
            const QRectF rect = f.view.cellRect(cell);
            return image.pixelColor(
                ((rect.center() + QPointF(0, rect.height() * dy)) * image.devicePixelRatio()).toPoint());
        };
        // Classic: plain red and yellow discs, nothing drawn on them.
        QVERIFY(test::isReddish(colourAt({5, 2}, 0)));
        QCOMPARE(f.view.seatName(0), QStringLiteral("Red"));

        f.view.setHighContrast(true);
        QCOMPARE(f.view.seatName(0), QStringLiteral("Orange"));
        QCOMPARE(f.view.seatName(1), QStringLiteral("Blue"));
        const auto isOrange = [](const QColor &c) {
            return c.red() > 160 && c.green() > c.red() / 2 && c.green() < c.red() * 6 / 7 && c.blue() < 70;
        };
        const auto isBlue = [](const QColor &c) { return c.red() < 60 && c.blue() > 140 && c.blue() > c.green() + 40; };
        const auto isInk = [](const QColor &c) { return c.red() < 60 && c.green() < 60 && c.blue() < 60; };
        const auto isWhite = [](const QColor &c) { return c.red() > 220 && c.green() > 220 && c.blue() > 220; };
        // Seat 1's orange disc has a dark cross through its centre...
        QVERIFY2(isOrange(colourAt({5, 2}, 0.2)), qPrintable(colourAt({5, 2}, 0.2).name()));
        QVERIFY2(isInk(colourAt({5, 2}, 0)), qPrintable(colourAt({5, 2}, 0).name()));
        // ...seat 2's blue disc a white ring around a blue centre.
        QVERIFY2(isBlue(colourAt({5, 3}, 0)), qPrintable(colourAt({5, 3}, 0).name()));
        QVERIFY2(isWhite(colourAt({5, 3}, 0.23)), qPrintable(colourAt({5, 3}, 0.23).name()));
        QCOMPARE(f.view.seatColour(1), QColor(0x00, 0x72, 0xb2));
    }

    // A dark palette gives a dark background and light labels around the
    // same red and yellow (or, in high contrast, orange and blue) discs.
    void darkSchemeDarkensTheSurroundingsNotTheDiscs()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.session.loadMoves(QStringLiteral("34"));
        QTRY_VERIFY(!f.view.isAnimating());
        const auto corner = [&f] { return f.view.grab().toImage().pixelColor(2, 2); };
        QVERIFY(!f.view.isDarkScheme());
        QVERIFY2(corner().lightness() > 200, qPrintable(corner().name()));

        f.view.setPalette(darkPalette());
        QVERIFY(f.view.isDarkScheme());
        QVERIFY2(corner().lightness() < 80, qPrintable(corner().name()));
        QVERIFY(test::isReddish(test::paintedColour(&f.view, {5, 2})));
        QVERIFY(test::isYellowish(test::paintedColour(&f.view, {5, 3})));
        // The column numbers stay readable on the dark background.
        const BoardColours &colours = f.view.surroundings();
        QVERIFY(test::contrastRatio(colours.ink, colours.backgroundTop) >= 4.5);
        QVERIFY(test::contrastRatio(colours.ink, colours.backgroundBottom) >= 4.5);

        f.view.setHighContrast(true);
        QVERIFY2(corner().lightness() < 80, qPrintable(corner().name()));
        // Orange beside its cross, blue inside its ring (beside the last-move dot).
        const QColor orange = test::paintedColour(&f.view, {5, 2});
        const QImage image = f.view.grab().toImage();
        const QRectF cell = f.view.cellRect({5, 3});
        const QColor blue =
            image.pixelColor(((cell.center() + QPointF(cell.width() * 0.11, 0)) * image.devicePixelRatio()).toPoint());
        QVERIFY2(orange.red() > 160 && orange.blue() < 70, qPrintable(orange.name()));
        QVERIFY2(blue.blue() > 140 && blue.red() < 60, qPrintable(blue.name()));

        // Back to a light palette, the board is drawn light again.
        f.view.setPalette(lightPalette());
        QVERIFY2(corner().lightness() > 200, qPrintable(corner().name()));
    }

    void screenReadersHearTheSelectedColumn()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.view.setFocus();
        f.view.setTurnDescription(QStringLiteral("Red to play"));
        QAccessibleInterface *accessible = QAccessible::queryAccessibleInterface(&f.view);
        QVERIFY(accessible);
        QCOMPARE(accessible->text(QAccessible::Description),
                 QStringLiteral("Red to play. Column 4 of 7 selected, lands in row 1"));
        QTest::keyClick(&f.view, Qt::Key_Return);
        QTest::keyClick(&f.view, Qt::Key_Right);
        QCOMPARE(accessible->text(QAccessible::Description),
                 QStringLiteral("Red to play. Column 5 of 7 selected, lands in row 1"));
        QTest::keyClick(&f.view, Qt::Key_Left);
        QCOMPARE(f.view.cursorDescription(), QStringLiteral("Column 4 of 7 selected, lands in row 2"));
        f.session.loadMoves(QStringLiteral("444444"));
        QCOMPARE(f.view.cursorDescription(), QStringLiteral("Column 4 of 7 selected, full"));
    }
};

QTEST_MAIN(TestConnectFourBoardView)
#include "tst_connectfourboardview.moc"
