// FourMationBoardView: a whole game by clicks, illegal clicks that change
// nothing but flash the cell and say why, the lit legal cells and the marked
// last cube on screen, the keyboard, and the drop animation.
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/connectfour/connectfourrules.h"
#include "core/games/fourmation/fourmationhardcore.h"
#include "ui/games/fourmation/fourmationboardview.h"

#include "core/games/fourmation/fourmation.h"
#include "ui/session/gamesession.h"
#include "ui/theme/colourscheme.h"
#include "uitestsupport.h"

#include <QSignalSpy>
#include <QTest>

using namespace quatre;
using namespace quatre::ui;

namespace {

// "d4" -> row 3, column 3 (row 1 is the top row).
Cell cellOf(const char *name)
{
    return {std::atoi(name + 1) - 1, name[0] - 'a'};
}

bool isGreenish(const QColor &c)
{
    return c.green() > c.red() + 20 && c.green() > c.blue() + 40;
}

bool isBluish(const QColor &c)
{
    return c.blue() > c.red() + 20 && c.blue() > c.green();
}

} // namespace

class TestFourMationBoardView : public QObject {
    Q_OBJECT

private:
    struct Fixture {
        GameSession session{connectFourOptions()};
        FourMationBoardView view;

        explicit Fixture(int size = 7, bool officialRule = false)
        {
            GameOptions options;
            options = fourMationOptions();
            options.setValue("size", size);
            options.setValue("officialRule", officialRule);
            session.start(options, {Seat::person(), Seat::person()}, 0);
            view.setSession(&session);
            view.setAnimationMs(3);
            view.setInteractive(true);
            QObject::connect(&view, &BoardView::moveChosen, &session, [this](Move move) { session.play(move); });
            view.resize(700, 700);
            view.show();
        }
        const FourMation &game() const { return static_cast<const FourMation &>(session.game()); }
        void click(const char *name)
        {
            QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellRect(cellOf(name)).center().toPoint());
        }
        QColor colourAt(const char *name, QPointF offset = {})
        {
            const QImage image = view.grab().toImage();
            const QRectF cell = view.cellRect(cellOf(name));
            const QPointF point = cell.center() + QPointF(offset.x() * cell.width(), offset.y() * cell.height());
            return image.pixelColor((point * image.devicePixelRatio()).toPoint());
        }
    };

private slots:
    // The view is marked Qt::WA_OpaquePaintEvent: every paint must cover the whole widget.
    void paintsEveryPixel()
    {
        QCOMPARE(test::unpaintedPixelsWithoutAGame<FourMationBoardView>(), QString());
        Fixture f;
        QCOMPARE(test::unpaintedPixelsDuringPlay(&f.view, &f.session), QString());
    }

    // See BoardView::startMoveAnimation().
    void aMoveIsFirstPaintedAtItsAnimationsFirstTick()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QVERIFY(test::movesArePaintedFromTheirAnimationsFirstTick(&f.view, &f.session));
    }

    void fullGameByClicksWithIllegalClicks()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QSignalSpy chosen(&f.view, &BoardView::moveChosen);
        QSignalSpy refused(&f.view, &BoardView::moveRefused);

        f.click("a4");
        f.click("a3");
        QCOMPARE(f.session.movesText(), QStringLiteral("a4a3"));
        QTRY_VERIFY(!f.view.isAnimating());
        // The cells around a3 are lit, the others not.
        QVERIFY2(isGreenish(f.colourAt("b2")), qPrintable(f.colourAt("b2").name()));
        QVERIFY(isGreenish(f.colourAt("b3")));
        QVERIFY(!isGreenish(f.colourAt("g1")));
        QVERIFY(!isGreenish(f.colourAt("c3")));

        // Far from the last cube: refused with a reason, nothing changes, the cell flashes red.
        const int chosenBefore = int(chosen.count());
        f.click("g1");
        QCOMPARE(int(chosen.count()), chosenBefore);
        QCOMPARE(refused.count(), 1);
        QVERIFY(refused.last().first().toString().contains(QLatin1String("a3")));
        QCOMPARE(f.session.movesText(), QStringLiteral("a4a3"));
        QCOMPARE(f.view.flashedCell(), cellOf("g1"));
        QVERIFY2(test::isReddish(f.colourAt("g1")), qPrintable(f.colourAt("g1").name()));
        // A taken cell is refused as well.
        f.click("a4");
        QCOMPARE(refused.count(), 2);
        QVERIFY(refused.last().first().toString().contains(QLatin1String("taken")));
        QCOMPARE(f.game().plyCount(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(f.view.flashedCell(), (Cell{-1, -1}), 5000);

        // White makes four across row 4.
        for (const char *cell : {"b4", "b3", "c4", "c3"})
            f.click(cell);
        QVERIFY(!f.session.isOver());
        f.click("d4");
        QVERIFY(f.session.isOver());
        QCOMPARE(f.session.movesText(), QStringLiteral("a4a3b4b3c4c3d4"));
        QCOMPARE(f.session.winnerSeat(), 0);
        QCOMPARE(f.session.winningCells().size(), std::size_t(4));
        // Once over, clicks are ignored.
        f.click("e5");
        QCOMPARE(f.game().plyCount(), 7);
        // The cubes are on screen: white on a4, black on a3.
        QTRY_VERIFY(!f.view.isAnimating());
        const QColor white = f.colourAt("a4", {-0.05, 0.05});
        const QColor black = f.colourAt("a3", {-0.05, 0.05});
        QVERIFY2(white.lightness() > 200, qPrintable(white.name()));
        QVERIFY2(black.lightness() < 90, qPrintable(black.name()));
    }

    void officialRuleFallbackIsPlayableByClicks()
    {
        // On 3 x 3, a1 is boxed in once a2, b1 and b2 are taken: the official
        // rule then allows any cell next to an opponent cube (a1, a2 here).
        Fixture f(3, true);
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        for (const char *cell : {"b2", "a2", "b1", "a1"})
            f.click(cell);
        QCOMPARE(f.game().plyCount(), 4);
        QVERIFY(!f.session.isOver());
        QVERIFY(f.game().legalCellsFromFallback());
        // The fallback's cells are edged in blue, not the usual green, so the change is seen.
        QTRY_VERIFY(!f.view.isAnimating());
        const QPointF edge(0.44, 0);
        const QColor fallbackCell = f.colourAt("a3", edge);
        QVERIFY2(isBluish(fallbackCell), qPrintable(fallbackCell.name()));
        QVERIFY(!isBluish(f.colourAt("c3", edge))); // not next to a cube of White's opponent
        QSignalSpy refused(&f.view, &BoardView::moveRefused);
        f.click("c3");
        QCOMPARE(refused.count(), 1);
        QVERIFY(refused.last().first().toString().contains(QLatin1String("opponent")));
        QCOMPARE(f.game().plyCount(), 4);
        f.click("a3");
        QCOMPARE(f.session.movesText(), QStringLiteral("b2a2b1a1a3"));
        // Next to a3 again by the usual rule: lit green.
        QTRY_VERIFY(!f.view.isAnimating());
        QVERIFY(!f.game().legalCellsFromFallback());
        QVERIFY2(isGreenish(f.colourAt("b3", edge)), qPrintable(f.colourAt("b3", edge).name()));

        // The draw-when-stuck rule: the same position is a draw.
        Fixture seed(3, false);
        for (const char *cell : {"b2", "a2", "b1", "a1"})
            seed.click(cell);
        QVERIFY(seed.session.isOver());
        QCOMPARE(seed.session.winnerSeat(), -1);
        // Which says why: the player to move (White, the first, after 4 cubes) is stuck.
        QCOMPARE(seed.view.outcomeDetail(),
                 QStringLiteral("%1 has no free cell next to the last cube")
                     .arg(seed.view.seatName(seed.session.seatToMove())));
        QVERIFY(f.view.outcomeDetail().isEmpty()); // a game still going
    }

    void keyboardMovesTheCursorAndPlaces()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.view.setFocus();
        QCOMPARE(f.view.cursor(), cellOf("d4"));
        QTest::keyClick(&f.view, Qt::Key_Return);
        QCOMPARE(f.session.movesText(), QStringLiteral("d4"));
        QTest::keyClick(&f.view, Qt::Key_Right);
        QTest::keyClick(&f.view, Qt::Key_Space);
        QCOMPARE(f.session.movesText(), QStringLiteral("d4e4"));
        QSignalSpy refused(&f.view, &BoardView::moveRefused);
        QTest::keyClick(&f.view, Qt::Key_Up);
        QTest::keyClick(&f.view, Qt::Key_Up);
        QTest::keyClick(&f.view, Qt::Key_Enter);
        QCOMPARE(refused.count(), 1);
        QCOMPARE(f.session.movesText(), QStringLiteral("d4e4"));
        QTest::keyClick(&f.view, Qt::Key_Down);
        QTest::keyClick(&f.view, Qt::Key_Return);
        QCOMPARE(f.session.movesText(), QStringLiteral("d4e4e3"));
        // The cursor stops at the edges.
        for (int i = 0; i < 10; ++i)
            QTest::keyClick(&f.view, Qt::Key_Left);
        QCOMPARE(f.view.cursor().column, 0);
    }

    void cubeDropsInAndTheAnimationEnds()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.view.setAnimationMs(30);
        QSignalSpy started(&f.view, &BoardView::animationStarted);
        QSignalSpy finished(&f.view, &BoardView::animationFinished);
        f.click("c3");
        QCOMPARE(started.count(), 1);
        QVERIFY(f.view.isAnimating());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 5000);
        f.view.setAnimationMs(5000);
        f.click("c4");
        QVERIFY(f.view.isAnimating());
        f.click("c5");
        QCOMPARE(finished.count(), 2); // the next move ends the running drop
        f.view.finishAnimation();
        QVERIFY(!f.view.isAnimating());
    }

    // After a drop's first frame only the falling cube's part of the board
    // is repainted, and what the window shows is still the whole board as a
    // full repaint draws it: no trail of the cube or its shadow is left.
    void aDropRepaintsOnlyTheCubesPartAndLeavesNoTrail()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.click("d4");
        f.click("d3"); // a cube next to the drop's cell, which its shadow and bump pass over
        f.view.finishAnimation();
        f.view.setAnimationMs(400);
        QCoreApplication::processEvents();
        test::PaintedRects painted(&f.view);
        f.click("d2");
        QCOMPARE(test::repaintsOnlyAPartAndLeavesNoTrail(&f.view, painted, 1.0 / 8), QString());
    }

    // The analysis's values come one by one: each repaints only the badges
    // (a whole board's repaint was 5-7 ms of the window's thread), and what
    // the window then shows is what a whole repaint draws.
    void aValueFoundRepaintsOnlyTheBadges()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.click("d4");
        f.view.finishAnimation();
        f.view.setAnalysisShown(true);
        f.view.setMoveValues(f.game().history(), {});
        QCoreApplication::sendPostedEvents(&f.view, QEvent::UpdateRequest); // the empty badges, all of them
        const std::vector<Move> moves = f.game().legalMoves();
        QVERIFY(moves.size() >= 3);
        test::PaintedRects painted(&f.view);
        std::vector<MoveValue> values;
        for (std::size_t i = 0; i < 3; ++i) {
            values.push_back(MoveValue{moves[i], true, 0, Verdict{}});
            f.view.setMoveValues(f.game().history(), values);
            QCOMPARE(test::pixelsShownUnlikeAWholePaint(&f.view, painted), 0);
        }
        QCOMPARE(painted.rects.size(), std::size_t{3});
        const int whole = f.view.width() * f.view.height();
        for (const QRect &rect : painted.rects)
            QVERIFY2(rect.width() * rect.height() < whole / 4,
                     qPrintable(QStringLiteral("%1 x %2 of %3 x %4")
                                    .arg(rect.width())
                                    .arg(rect.height())
                                    .arg(f.view.width())
                                    .arg(f.view.height())));
    }

    // The falling cube comes in above its cell, larger and faint, and lands
    // as a cube at rest.
    void aFallingCubeComesFromAboveItsCell()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        const QImage before = f.view.grab().toImage();
        f.view.setAnimationMs(5000);
        f.click("d4");
        QVERIFY(f.view.isAnimating());
        QTest::qWait(50); // a few ticks: the bounce's easing has hardly moved it
        const QImage falling = f.view.grab().toImage();
        f.view.finishAnimation();
        const QImage landed = f.view.grab().toImage();
        const QRectF cell = f.view.cellRect(cellOf("d4"));
        const auto at = [&cell](const QImage &image, QPointF offset) {
            const QPointF point = cell.center() + QPointF(offset.x() * cell.width(), offset.y() * cell.height());
            return image.pixelColor((point * image.devicePixelRatio()).toPoint());
        };
        // On the front face, off the last cube's dot at its middle; and the
        // middle of the face while the cube is high above the cell.
        const QPointF face(-0.25, 0.25);
        const QPointF faceAbove(-0.1, -0.7);
        QVERIFY(at(landed, face).lightness() > 180); // a plain white cube
        QVERIFY(at(falling, face).lightness() < at(landed, face).lightness() - 40);
        // Faint: a quarter of white over a light tile.
        const QColor above = at(falling, faceAbove);
        const QColor tile = at(before, faceAbove);
        QVERIFY(above.blue() > tile.blue() + 15);
        QVERIFY(above.lightness() >= tile.lightness());
    }

    void labelsFollowTheNotation()
    {
        Fixture f(10);
        QCOMPARE(f.view.moveLabel(f.game().moveAt(cellOf("a1"))), QStringLiteral("a1"));
        QCOMPARE(f.view.moveLabel(f.game().moveAt(cellOf("j10"))), QStringLiteral("j10"));
        QCOMPARE(f.view.seatName(0), QStringLiteral("White"));
        QCOMPARE(f.view.seatName(1), QStringLiteral("Black"));
    }

    void speechBubbleShowsUntilTheNextMove()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.click("d4");
        f.view.setSpeech(0, QStringLiteral("Too easy m8."));
        QCOMPARE(f.view.speech(), QStringLiteral("Too easy m8."));
        f.click("d5");
        QVERIFY(f.view.speech().isEmpty());
    }

    // The strip above the board for the speech bubble is kept only while a
    // seat can talk (the Hardcore bot); otherwise the board stands centred.
    // The board's cached picture follows it when it moves.
    void theBoardMakesRoomForSpeechOnlyWhenSomeoneTalks()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        const QRectF quietA1 = f.view.cellRect(cellOf("a1"));
        const QRectF quietA7 = f.view.cellRect(cellOf("a7"));
        const qreal above = quietA1.top(), below = f.view.height() - quietA7.bottom();
        // Centred: the column letters above make the only difference.
        QVERIFY2(std::abs(above - below - quietA1.height() * 0.45) < quietA1.height() * 0.1,
                 qPrintable(QStringLiteral("%1 above, %2 below").arg(above).arg(below)));

        AiConfig hardcore;
        hardcore.level = kHardcoreLevel;
        QVERIFY(f.session.start(f.session.options(), {Seat::person(), Seat::computer(hardcore)}, 0));
        const QRectF talkingA1 = f.view.cellRect(cellOf("a1"));
        QVERIFY2(talkingA1.top() > above + talkingA1.height() * 0.5, qPrintable(QString::number(talkingA1.top())));
        // The view draws what a view made for this game from the start draws.
        FourMationBoardView fresh;
        fresh.setSession(&f.session);
        fresh.setAnimationMs(3);
        fresh.setInteractive(true);
        fresh.resize(f.view.size());
        QCOMPARE(f.view.grab().toImage(), fresh.grab().toImage());

        QVERIFY(f.session.start(f.session.options(), {Seat::person(), Seat::person()}, 0));
        QCOMPARE(f.view.cellRect(cellOf("a1")), quietA1);
    }

    void highContrastCubesCarryShapeMarks()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.click("d4");
        f.click("c3");
        f.click("b2");
        QTRY_VERIFY(!f.view.isAnimating());
        // The middle of a cube's front face: half its depth left of and below the cell's centre.
        const QPointF face(-0.08, 0.08);
        QVERIFY(f.colourAt("d4", face).lightness() > 180); // a plain white cube
        f.view.setHighContrast(true);
        QCOMPARE(f.view.seatName(0), QStringLiteral("Orange"));
        QCOMPARE(f.view.seatName(1), QStringLiteral("Blue"));
        const QColor cross = f.colourAt("d4", face);
        QVERIFY2(cross.red() < 60 && cross.green() < 60 && cross.blue() < 60, qPrintable(cross.name()));
        const QColor orange = f.colourAt("d4", face + QPointF(0, 0.2));
        QVERIFY2(orange.red() > 200 && orange.blue() < 80, qPrintable(orange.name()));
        const QColor blue = f.colourAt("c3", face);
        QVERIFY2(blue.blue() > 140 && blue.red() < 60, qPrintable(blue.name()));
    }

    // A dark palette darkens the background; the white and black cubes (or
    // the high-contrast orange and blue ones) stay as they were on the oak.
    void darkSchemeDarkensTheSurroundingsNotTheCubes()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.click("d4");
        f.click("c3");
        f.click("b2"); // the last cube carries its own mark
        QTRY_VERIFY(!f.view.isAnimating());
        const auto corner = [&f] { return f.view.grab().toImage().pixelColor(2, 2); };
        QVERIFY2(corner().lightness() > 200, qPrintable(corner().name()));
        f.view.setPalette(darkPalette());
        QVERIFY2(corner().lightness() < 80, qPrintable(corner().name()));
        const QPointF face(-0.08, 0.08);
        QVERIFY2(f.colourAt("d4", face).lightness() > 180, qPrintable(f.colourAt("d4", face).name()));
        QVERIFY2(f.colourAt("c3", face).lightness() < 90, qPrintable(f.colourAt("c3", face).name()));
        const BoardColours &colours = f.view.surroundings();
        QVERIFY(test::contrastRatio(colours.ink, colours.backgroundTop) >= 4.5);

        f.view.setHighContrast(true);
        QVERIFY2(corner().lightness() < 80, qPrintable(corner().name()));
        const QColor orange = f.colourAt("d4", face + QPointF(0, 0.2));
        QVERIFY2(orange.red() > 200 && orange.blue() < 80, qPrintable(orange.name()));
        const QColor blue = f.colourAt("c3", face);
        QVERIFY2(blue.blue() > 140 && blue.red() < 60, qPrintable(blue.name()));
    }

    void screenReadersHearTheCursorCell()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.view.setFocus();
        QCOMPARE(f.view.cursorDescription(), QStringLiteral("Cell d4 selected: empty, you can play here"));
        QTest::keyClick(&f.view, Qt::Key_Return);
        QCOMPARE(f.view.cursorDescription(), QStringLiteral("Cell d4 selected: taken by White"));
        QCOMPARE(f.view.accessibleDescription(), f.view.cursorDescription());
        QTest::keyClick(&f.view, Qt::Key_Right);
        QCOMPARE(f.view.accessibleDescription(), QStringLiteral("Cell e4 selected: empty, you can play here"));
        QTest::keyClick(&f.view, Qt::Key_Right);
        QTest::keyClick(&f.view, Qt::Key_Right);
        QCOMPARE(f.view.accessibleDescription(), QStringLiteral("Cell g4 selected: empty, not playable now"));
    }
};

QTEST_MAIN(TestFourMationBoardView)
#include "tst_fourmationboardview.moc"
