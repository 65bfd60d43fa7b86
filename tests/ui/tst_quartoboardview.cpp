// QuartoBoardView: a whole game by clicks (the give-only first move, the
// two-click place-then-give turns, taking a placement back, the winning
// placement that gives nothing), refusals that change nothing, the keyboard,
// the slide animations, the pieces on screen, and a full game against a
// seeded Random AI in the window.
#include "core/games/quarto/quartorules.h"
#include "ui/games/gamelist.h"
#include "core/games/connectfour/connectfourrules.h"
#include "ui/games/quarto/quartoboardlayout.h"
#include "ui/games/quarto/quartoboardview.h"
#include "ui/games/quarto/quartowords.h"

#include "core/games/quarto/quarto.h"
#include "ui/language/translation.h"
#include "ui/mainwindow/sidepanel.h"
#include "ui/session/gamesession.h"
#include "ui/theme/colourscheme.h"
#include "uitestsupport.h"

#include <QApplication>
#include <QHelpEvent>
#include <QPaintEvent>
#include <QScreen>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTest>

#include <map>

using namespace quatre;
using namespace quatre::ui;

namespace {

// The pieces by their notation, as the tests speak of them.
Piece piece(const char *text)
{
    Piece p = 0;
    for (int a = 0; a < kAttributeCount; ++a)
        p |= *attributeValueFromLetter(a, text[a]) << a;
    return p;
}

int square(const char *text)
{
    return (kQuartoSide - (text[1] - '0')) * kQuartoSide + (text[0] - 'a');
}

} // namespace

class TestQuartoBoardView : public QObject {
    Q_OBJECT

private:
    struct Fixture {
        GameSession session{connectFourOptions()};
        QuartoBoardView view;

        explicit Fixture(bool squareRule = false)
        {
            GameOptions options;
            options = quartoOptions();
            options.setValue("squareRule", squareRule);
            session.start(options, {Seat::person(), Seat::person()}, 0);
            view.setSession(&session);
            view.setAnimationMs(3);
            view.setInteractive(true);
            QObject::connect(&view, &BoardView::moveChosen, &session, [this](Move move) { session.play(move); });
            view.resize(800, 600);
            view.show();
        }
        const Quarto &game() const { return static_cast<const Quarto &>(session.game()); }
        void clickSquare(const char *name)
        {
            const Cell cell = Quarto::cellOf(square(name));
            QTest::mouseClick(&view, Qt::LeftButton, {}, view.cellRect(cell).center().toPoint());
        }
        void clickPiece(const char *name)
        {
            QTest::mouseClick(&view, Qt::LeftButton, {}, view.reserveSlotRect(piece(name)).center().toPoint());
        }
        // The colour on the body of whatever stands on the square.
        QColor onSquare(const char *name)
        {
            const QRectF cell = view.cellRect(Quarto::cellOf(square(name)));
            const QImage image = view.grab().toImage();
            const QPointF point = cell.center() - QPointF(cell.width() * 0.1, 0);
            return image.pixelColor((point * image.devicePixelRatio()).toPoint());
        }
    };

    static bool isLightWood(const QColor &c) { return c.red() > 190 && c.green() > 160 && c.blue() > 100; }
    static bool isEmptyHole(const QColor &c) { return c.red() < 90 && c.green() < 70; }

private slots:
    // The view is marked Qt::WA_OpaquePaintEvent: every paint must cover the whole widget.
    void paintsEveryPixel()
    {
        QCOMPARE(test::unpaintedPixelsWithoutAGame<QuartoBoardView>(), QString());
        Fixture f;
        QCOMPARE(test::unpaintedPixelsDuringPlay(&f.view, &f.session), QString());
    }

    // See BoardView::startMoveAnimation(). The first move only gives a
    // piece (one flight); the second places it and gives another (two).
    void aMoveIsFirstPaintedAtItsAnimationsFirstTick()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QVERIFY(test::movesArePaintedFromTheirAnimationsFirstTick(&f.view, &f.session));
    }

    // After a flight's first frame only the moving piece's path is
    // repainted, and what the window shows is still the whole board as a
    // full repaint draws it: no trail of the piece is left behind.
    void aFlightRepaintsOnlyThePiecesPathAndLeavesNoTrail()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.view.setAnimationMs(400);
        QCoreApplication::processEvents();
        test::PaintedRects painted(&f.view);
        f.clickPiece("DTRH"); // from the reserve to the hand, across the board's side
        QCOMPARE(test::repaintsOnlyAPartAndLeavesNoTrail(&f.view, painted, 1.0 / 4), QString());
    }

    void fullGameByClicksWithTheGiveStep()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QSignalSpy refused(&f.view, &BoardView::moveRefused);

        // The first move only gives: a square cannot be chosen yet.
        QCOMPARE(f.view.prompt(), QStringLiteral("Choose a piece for your opponent"));
        f.clickSquare("b2");
        QCOMPARE(refused.count(), 1);
        QCOMPARE(f.game().plyCount(), 0);
        f.clickPiece("LSQF");
        QCOMPARE(f.session.movesText(), QStringLiteral("LSQF"));
        QCOMPARE(f.game().pieceInHand(), piece("LSQF"));
        QTRY_VERIFY(!f.view.isAnimating());

        // Now the piece in hand must be placed first; giving is refused.
        QCOMPARE(f.view.prompt(), QStringLiteral("Place your piece on an empty square"));
        f.clickPiece("LTQF");
        QCOMPARE(refused.count(), 2);
        QCOMPARE(f.game().plyCount(), 1);

        // Place: the piece waits on a4, nothing is played yet.
        QVERIFY(isEmptyHole(f.onSquare("a4")));
        f.clickSquare("a4");
        QCOMPARE(f.view.pendingSquare(), square("a4"));
        QCOMPARE(f.game().plyCount(), 1);
        QCOMPARE(f.view.prompt(), QStringLiteral("Choose a piece for your opponent"));
        QTRY_VERIFY(!f.view.isAnimating());
        QVERIFY2(isLightWood(f.onSquare("a4")), qPrintable(f.onSquare("a4").name()));
        // Clicking it again takes it back to the hand.
        f.clickSquare("a4");
        QCOMPARE(f.view.pendingSquare(), -1);
        QTRY_VERIFY(!f.view.isAnimating());
        QVERIFY(isEmptyHole(f.onSquare("a4")));
        // Placed elsewhere first, then moved to a4 by clicking a4.
        f.clickSquare("c1");
        QCOMPARE(f.view.pendingSquare(), square("c1"));
        f.clickSquare("a4");
        QCOMPARE(f.view.pendingSquare(), square("a4"));
        // A taken square or a used piece changes nothing.
        f.clickPiece("LSQF");
        QCOMPARE(f.game().plyCount(), 1);
        // Give: the whole move reaches the session at once.
        f.clickPiece("LTQF");
        QCOMPARE(f.session.movesText(), QStringLiteral("LSQF a4LTQF"));
        QCOMPARE(f.view.pendingSquare(), -1);
        QCOMPARE(f.game().pieceAt(Quarto::cellOf(square("a4"))), piece("LSQF"));
        QCOMPARE(f.game().pieceInHand(), piece("LTQF"));
        QTRY_VERIFY(!f.view.isAnimating());
        QVERIFY(isLightWood(f.onSquare("a4")));

        const int refusedBefore = refused.count();
        f.clickSquare("a4");
        QCOMPARE(refused.count(), refusedBefore + 1);
        QCOMPARE(f.view.pendingSquare(), -1);

        f.clickSquare("b4");
        f.clickPiece("LSRF");
        f.clickSquare("c4");
        f.clickPiece("LTRF");
        QCOMPARE(f.session.movesText(), QStringLiteral("LSQF a4LTQF b4LSRF c4LTRF"));
        QVERIFY(!f.session.isOver());
        // Four light solid pieces on row 4: placing the last one is the whole move.
        f.clickSquare("d4");
        QCOMPARE(f.view.pendingSquare(), -1);
        QVERIFY(f.session.isOver());
        QCOMPARE(f.session.movesText(), QStringLiteral("LSQF a4LTQF b4LSRF c4LTRF d4"));
        QCOMPARE(f.session.winnerSeat(), 0);
        QCOMPARE(f.session.winningCells().size(), std::size_t(4));
        QCOMPARE(f.view.outcomeDetail(), QStringLiteral("all light and solid"));
        QVERIFY(f.view.prompt().contains(QLatin1String("all light and solid")));
        QTRY_VERIFY(!f.view.isAnimating());
        QVERIFY(isLightWood(f.onSquare("d4")));
    }

    void piecesSlideFromTheReserveToTheHandAndOntoTheBoard()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.view.setAnimationMs(30);
        QSignalSpy started(&f.view, &BoardView::animationStarted);
        QSignalSpy finished(&f.view, &BoardView::animationFinished);
        f.clickPiece("DTRH");
        QCOMPARE(started.count(), 1);
        QVERIFY(f.view.isAnimating());
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 5000);
        // A move by someone else (no pending placement): the placement slides
        // first, then the given piece, as one animation.
        QVERIFY(f.session.play(Quarto::makeMove(square("b3"), piece("LSQF"))));
        QCOMPARE(started.count(), 2);
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 2, 5000);
        QVERIFY(!f.view.isAnimating());
        // A long animation ends at once when the next move comes.
        f.view.setAnimationMs(5000);
        QVERIFY(f.session.play(Quarto::makeMove(square("c3"), piece("LSRF"))));
        QVERIFY(f.view.isAnimating());
        f.view.finishAnimation();
        QVERIFY(!f.view.isAnimating());
        QCOMPARE(finished.count(), 3);
    }

    void undoDropsThePendingPlacement()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.clickPiece("DTRH");
        f.clickSquare("b3");
        QCOMPARE(f.view.pendingSquare(), square("b3"));
        f.session.undo();
        QCOMPARE(f.view.pendingSquare(), -1);
        QCOMPARE(f.game().plyCount(), 0);
    }

    void thePlacementIsAFirstStepUntilTheGive()
    {
        // The analysis is told which square's gives the person chooses among.
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QSignalSpy steps(&f.view, &BoardView::firstStepChanged);
        f.clickPiece("DTRH");
        QCOMPARE(steps.count(), 0);
        f.clickSquare("b3");
        QCOMPARE(steps.count(), 1);
        QCOMPARE(Quarto::squareOf(steps.last().at(0).value<Move>()), square("b3"));
        f.clickSquare("c2"); // moved
        QCOMPARE(steps.count(), 2);
        QCOMPARE(Quarto::squareOf(steps.last().at(0).value<Move>()), square("c2"));
        f.clickSquare("c2"); // taken back
        QCOMPARE(steps.count(), 3);
        QCOMPARE(steps.last().at(0).value<Move>(), kNoMove);
        f.clickSquare("a1");
        f.clickPiece("LSQF");
        QCOMPARE(f.game().plyCount(), 2);
        QCOMPARE(steps.count(), 5);
        QCOMPARE(steps.last().at(0).value<Move>(), kNoMove);
    }

    void aSquareIsValuedOnceItsBestGiveIsKnown()
    {
        // While the analysis runs, a square's gives may be bounds (each at
        // most the value of the square's best give found so far): the square
        // shows its value once its best give is exact and no bound is higher;
        // a bounded give shows nothing.
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QVERIFY(f.session.play(Quarto::firstMove(piece("DTRH"))));
        f.view.setAnalysisShown(true);
        const auto draw = [](Move move) { return MoveValue{move, true, 0, Verdict{}}; };
        const auto atMost = [](Move move, int score) { return MoveValue{move, false, score, Verdict{}, true}; };
        std::vector<MoveValue> values;
        std::map<int, int> seen;
        for (Move move : f.game().legalMoves()) {
            const int at = Quarto::squareOf(move);
            const int k = seen[at]++;
            if (at == square("a1")) // a draw
                values.push_back(k == 0 ? draw(move) : atMost(move, 0));
            else if (at == square("b1")) // one give may still win
                values.push_back(k == 0 ? draw(move) : atMost(move, k == 1 ? 5 : 0));
            else if (at == square("c1")) // only bounds
                values.push_back(atMost(move, 0));
        }
        f.view.setMoveValues(f.game().history(), values);
        const auto hasValue = [&](QPointF at) {
            QHelpEvent help(QEvent::ToolTip, at.toPoint(), f.view.mapToGlobal(at.toPoint()));
            QApplication::sendEvent(&f.view, &help);
            return help.isAccepted();
        };
        const auto onSquare = [&](const char *name) {
            return hasValue(f.view.cellRect(Quarto::cellOf(square(name))).center());
        };
        QVERIFY(onSquare("a1"));
        QVERIFY(!onSquare("b1"));
        QVERIFY(!onSquare("c1"));
        QVERIFY(!onSquare("d1"));
        // Once placed on a1, its exact give shows a value, and a bounded one none.
        f.clickSquare("a1");
        const auto onPiece = [&](Piece p) {
            const QRectF slot = f.view.reserveSlotRect(p);
            return hasValue(QPointF(slot.center().x(), slot.bottom() - slot.height() * 0.2));
        };
        QVERIFY(onPiece(Quarto::pieceGivenBy(values[0].move)));
        QVERIFY(!onPiece(Quarto::pieceGivenBy(values[1].move)));
    }

    // The trays are kept in the board's cached picture, an emptied slot
    // copied from a faint one: the picture must follow the reserve (a given
    // piece's slot fades, and comes back with an undo) and the language of
    // its captions.
    void theTraysFollowTheReserveAndTheLanguage()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        const QRectF slot = f.view.reserveSlotRect(piece("DTRH"));
        // Beside the piece and its shadow, on the slot's footprint.
        const QPointF beside(slot.left() + slot.width() * 0.12, slot.center().y());
        const auto colourBeside = [&] {
            const QImage image = f.view.grab().toImage();
            return image.pixelColor((beside * image.devicePixelRatio()).toPoint());
        };
        const QColor full = colourBeside();
        QCOMPARE(full, f.view.surroundings().slot);
        f.clickPiece("DTRH");
        QTRY_VERIFY(!f.view.isAnimating());
        QVERIFY2(colourBeside() != full, qPrintable(colourBeside().name()));
        f.session.undo();
        QCOMPARE(colourBeside(), full);

        // The reserve's caption is in the strip above its top row of slots.
        const QRectF top = f.view.reserveSlotRect(quartolayout::pieceOfSlot({0, 0}));
        const qreal cell = top.width() / quartolayout::kSlot;
        const QRect caption =
            QRectF(top.left(), top.top() - quartolayout::kLabel * cell, top.width() * 4, quartolayout::kLabel * cell)
                .toAlignedRect();
        const auto captionPicture = [&] { return f.view.grab(caption).toImage(); };
        const QImage english = captionPicture();
        QVERIFY(installTranslations(*QCoreApplication::instance(), QStringLiteral("ro")));
        QCoreApplication::processEvents();
        const QImage romanian = captionPicture();
        QVERIFY(installTranslations(*QCoreApplication::instance(), QStringLiteral("en")));
        QCoreApplication::processEvents();
        QVERIFY(romanian != english);
        QCOMPARE(captionPicture(), english);
    }

    void notInteractiveIgnoresClicksAndKeys()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.view.setInteractive(false);
        f.clickPiece("DTRH");
        QTest::keyClick(&f.view, Qt::Key_Return);
        QCOMPARE(f.game().plyCount(), 0);
    }

    void keyboardPlaysATurn()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.view.setFocus();
        // Giving first: the cursor starts on the reserve (its first slot is LSQF).
        QCOMPARE(f.view.cursor(), (Cell{0, 4}));
        QTest::keyClick(&f.view, Qt::Key_Right);
        QTest::keyClick(&f.view, Qt::Key_Return);
        QCOMPARE(f.session.movesText(), QStringLiteral("LSQH"));
        // Placing next: the cursor moved to the board.
        QVERIFY(f.view.cursor().column < 4);
        QTest::keyClick(&f.view, Qt::Key_Down);
        QTest::keyClick(&f.view, Qt::Key_Right);
        QTest::keyClick(&f.view, Qt::Key_Space);
        QCOMPARE(f.view.pendingSquare(), square("b3"));
        // The cursor went over to the reserve; Escape takes the placement back.
        QCOMPARE(f.view.cursor(), (Cell{0, 4}));
        QTest::keyClick(&f.view, Qt::Key_Escape);
        QCOMPARE(f.view.pendingSquare(), -1);
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(&f.view, Qt::Key_Left);
        QTest::keyClick(&f.view, Qt::Key_Down);
        QTest::keyClick(&f.view, Qt::Key_Enter);
        QCOMPARE(f.view.pendingSquare(), square("b3"));
        // Over to the reserve and give the first piece there (LSQF).
        QVERIFY(f.view.cursor().column >= 4);
        QTest::keyClick(&f.view, Qt::Key_Return);
        QCOMPARE(f.session.movesText(), QStringLiteral("LSQH b3LSQF"));
    }

    void moveLabelsAndHintRead()
    {
        Fixture f;
        QCOMPARE(f.view.moveLabel(Quarto::firstMove(piece("DTRH"))), QStringLiteral("→ DTRH"));
        QCOMPARE(f.view.moveLabel(Quarto::makeMove(square("b3"), piece("LSQF"))), QStringLiteral("b3 → LSQF"));
        QCOMPARE(f.view.moveLabel(Quarto::lastMove(square("a1"))), QStringLiteral("a1"));
        QCOMPARE(sharedAttributesText({2, 0}), QStringLiteral("all tall"));
    }

    void fullGameAgainstASeededRandomAiInTheWindow()
    {
        QTemporaryDir dir;
        Settings settings(builtInGames());
        settings.game = "quarto";
        settings.seats = {Seat::person(), test::aiSeat(AiLevel::Random)};
        settings.pacingMs = 5;
        MainWindow window(test::settingsStore(dir, settings), builtInGames());
        window.boardView()->setAnimationMs(2);
        window.aiController()->setPacingMs(5);
        window.resize(1000, 700);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        auto *view = qobject_cast<QuartoBoardView *>(window.boardView());
        QVERIFY(view);
        const auto &game = static_cast<const Quarto &>(window.session()->game());
        auto click = [view](const QRectF &rect) {
            QTest::mouseClick(view, Qt::LeftButton, {}, rect.center().toPoint());
        };
        bool gaveOnce = false;
        bool placedAndGave = false;
        // The person always takes the first empty square and the first piece left.
        for (int turn = 0; turn < 20 && !window.session()->isOver(); ++turn) {
            QTRY_VERIFY_WITH_TIMEOUT(window.session()->isOver() || window.session()->isHumanToMove(), 10000);
            if (window.session()->isOver())
                break;
            const int plies = game.plyCount();
            if (game.pieceInHand() != kNoPiece) {
                int empty = 0;
                while (game.pieceOnSquare(empty) != kNoPiece)
                    ++empty;
                click(view->cellRect(Quarto::cellOf(empty)));
                if (view->pendingSquare() < 0) {
                    QVERIFY(window.session()->isOver()); // a win or the last square
                    break;
                }
                placedAndGave = true;
            }
            Piece give = 0;
            while ((game.remainingPieces() & pieceBit(give)) == 0)
                ++give;
            click(view->reserveSlotRect(give));
            QCOMPARE(game.plyCount(), plies + 1);
            gaveOnce = true;
        }
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->isOver(), 10000);
        QVERIFY(gaveOnce && placedAndGave);
        QTRY_VERIFY(!view->isAnimating());
        const int winner = window.session()->winnerSeat();
        const QString expected = winner < 0 ? QStringLiteral("It's a TIE")
            : winner == 0                   ? QStringLiteral("Winner!!! Good Job")
                                            : QStringLiteral("Game OVER! - You've lost!");
        QCOMPARE(window.endMessage(), expected);
        QCOMPARE(view->banner(), expected);
        QVERIFY(window.statusBar()->currentMessage().startsWith(expected));
        if (winner >= 0) {
            QVERIFY(!view->highlightedCells().empty());
            // The status names what the four share, e.g. "(all tall)".
            QVERIFY(window.statusBar()->currentMessage().contains(QLatin1String("all ")));
        }
        QCOMPARE(window.sidePanel()->moveRowCount(), (game.plyCount() + 1) / 2);
    }

    // A dark palette darkens the background; the trays stay light enough for
    // the dark pieces to stand out as well as the light ones.
    // A diagonal crosses every height of the board, so the banner goes
    // beside the board rather than over one of the winning pieces.
    void theBannerHidesNoPieceOfADiagonalWin()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        QVERIFY(f.session.loadMoves(QStringLiteral("LSRH d3DTQH d1DTQF b1LTRH b4LSQF a1DSRF c1DSRH c2LSQH a3LTRF "
                                                   "c4DSQH b2DSQF c3DTRH d2LTQF d4")));
        QVERIFY(f.session.isOver());
        const std::vector<Cell> line = f.session.winningCells();
        QCOMPARE(line.size(), std::size_t{4});
        QVERIFY(line.front().row != line.back().row && line.front().column != line.back().column);
        f.view.setHighlightedCells(line);
        f.view.setBanner(QStringLiteral("S-a TERMINAT! - Ai pierdut!"));
        const QRectF box = f.view.bannerRect();
        QVERIFY(f.view.rect().contains(box.toRect()));
        for (const Cell &cell : line)
            QVERIFY2(!box.intersects(f.view.cellRect(cell)),
                     qPrintable(QStringLiteral("%1,%2").arg(cell.row).arg(cell.column)));
    }

    void darkSchemeKeepsBothWoodsVisible()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        const auto corner = [&f] { return f.view.grab().toImage().pixelColor(2, 2); };
        QVERIFY2(corner().lightness() > 200, qPrintable(corner().name()));
        f.view.setPalette(darkPalette());
        QVERIFY(f.view.isDarkScheme());
        QVERIFY2(corner().lightness() < 80, qPrintable(corner().name()));

        const QImage image = f.view.grab().toImage();
        const qreal ratio = image.devicePixelRatio();
        // The piece's mean colour on the line through its slot's centre,
        // against the slot's own colour at its edge.
        const auto pieceAndSlot = [&](Piece piece) {
            const QRectF slot = f.view.reserveSlotRect(piece);
            const QColor ground = image.pixelColor(
                ((slot.topLeft() + QPointF(slot.width() * 0.5, slot.height() * 0.12)) * ratio).toPoint());
            double red = 0, green = 0, blue = 0;
            int count = 0;
            for (qreal y = slot.top() + slot.height() * 0.2; y < slot.bottom() - slot.height() * 0.1; y += 1) {
                const QColor c =
                    image.pixelColor((QPointF(slot.center().x() - slot.width() * 0.12, y) * ratio).toPoint());
                if (std::abs(c.lightness() - ground.lightness()) < 12)
                    continue;
                red += c.redF();
                green += c.greenF();
                blue += c.blueF();
                ++count;
            }
            QColor mean;
            if (count > 0)
                mean.setRgbF(float(red / count), float(green / count), float(blue / count));
            return std::pair{mean, ground};
        };
        const auto [light, lightGround] = pieceAndSlot(0);
        const auto [dark, darkGround] = pieceAndSlot(1);
        QVERIFY(light.isValid() && dark.isValid());
        qInfo("light piece %s, dark piece %s, slot %s", qPrintable(light.name()), qPrintable(dark.name()),
              qPrintable(darkGround.name()));
        QVERIFY2(test::contrastRatio(dark, darkGround) >= 2.5, qPrintable(dark.name() + darkGround.name()));
        // (The light pieces also have their dark edge, as in the light scheme.)
        QVERIFY2(test::contrastRatio(light, lightGround) >= 1.4, qPrintable(light.name() + lightGround.name()));
        QVERIFY(test::contrastRatio(light, dark) >= 3);
        QVERIFY(test::contrastRatio(f.view.surroundings().ink, f.view.surroundings().backgroundTop) >= 4.5);
    }

    void screenReadersHearTheCursorSquareAndPiece()
    {
        Fixture f;
        QVERIFY(QTest::qWaitForWindowExposed(&f.view));
        f.view.setFocus();
        QCOMPARE(f.view.cursorDescription(), QStringLiteral("Piece to give selected: light, short, square, solid"));
        QTest::keyClick(&f.view, Qt::Key_Right);
        QCOMPARE(f.view.accessibleDescription(),
                 QStringLiteral("Piece to give selected: light, short, square, hollow"));
        QTest::keyClick(&f.view, Qt::Key_Return); // gives LSQH; the cursor goes to the board
        QVERIFY(f.view.cursor().column < 4);
        QVERIFY2(f.view.accessibleDescription().endsWith(QStringLiteral("selected: empty")),
                 qPrintable(f.view.accessibleDescription()));
        QTest::keyClick(&f.view, Qt::Key_Space); // placed; the cursor goes back to the reserve
        QCOMPARE(f.view.cursorDescription(), QStringLiteral("Piece to give selected: light, short, square, solid"));
        QTest::keyClick(&f.view, Qt::Key_Right);
        QCOMPARE(f.view.cursorDescription(), QStringLiteral("Pieces to give: an empty place"));
    }
};

QTEST_MAIN(TestQuartoBoardView)
#include "tst_quartoboardview.moc"
