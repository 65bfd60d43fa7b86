// MainWindow: whole games through the window. The end messages, the
// highlighted line, undo against the AI, AI-vs-AI demos with pause and step,
// and closing while the AI thinks.
#include "ui/games/gamelist.h"
#include "ui/mainwindow/mainwindow.h"

#include "ui/language/translation.h"

#include "ui/games/connectfour/connectfourboardview.h"
#include "ui/mainwindow/seatcard.h"
#include "ui/mainwindow/sidepanel.h"
#include "uitestsupport.h"

#include "ui/mainwindow/windowfit.h"

#include <QAction>
#include <QLabel>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QStatusBar>
#include <QAccessible>
#include <QTest>
#include <QToolButton>
#include <QTimer>

using namespace quatre;
using namespace quatre::ui;
using quatre::ui::test::aiSeat;
using quatre::ui::test::clickColumn;

namespace {

QAction *action(MainWindow &window, const char *name)
{
    return window.findChild<QAction *>(QLatin1String(name));
}

} // namespace

class TestMainWindow : public QObject {
    Q_OBJECT

private slots:
    // English, with its plural forms, whatever the machine's language.
    void initTestCase() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }

    void theBoardStaysPutAsTheSidePanelsTextsGrow_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << QStringLiteral("en");
        QTest::newRow("ro") << QStringLiteral("ro");
    }
    void theBoardStaysPutAsTheSidePanelsTextsGrow()
    {
        // The side panel's width must not follow its texts: a score that
        // reaches two or three figures, or a longer status under a seat,
        // would move and resize the board in the middle of a match.
        QFETCH(QString, language);
        const auto backToEnglish =
            qScopeGuard([] { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); });
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), aiSeat(AiLevel::Greedy));
        QVERIFY(window);
        window->setLanguage(language);
        QTest::qWait(100);
        const QRect panel = window->sidePanel()->geometry();
        const QRect board = window->boardView()->geometry();
        window->sidePanel()->setScore(Score{{123, 4567}, 890});
        window->sidePanel()->setSeatStatus(0, QStringLiteral("Thinking... depth 23, win in 17 moves"));
        window->sidePanel()->setSeatStatus(1, QStringLiteral("Not sure"));
        QTest::qWait(100);
        QCOMPARE(window->sidePanel()->geometry(), panel);
        QCOMPARE(window->boardView()->geometry(), board);
        // And the texts are still there to read, on more lines if need be.
        QVERIFY(window->sidePanel()->scoreText().contains(QStringLiteral("4567")));
        // Even in the smallest window that still shows the panel (a smaller
        // one folds it away), the panel makes room for those lines.
        window->resize(WindowFit::kPlayableBoardWidth + SidePanel::kNarrowWidth + 12, 1);
        QTest::qWait(100);
        QVERIFY(window->sidePanel()->isVisible());
        QCOMPARE(window->sidePanel()->width(), SidePanel::kNarrowWidth);
        for (QWidget *label : {window->sidePanel()->seatCard(0)->findChild<QWidget *>(QStringLiteral("status")),
                               window->sidePanel()->findChild<QWidget *>(QStringLiteral("score"))}) {
            QVERIFY(label);
            QVERIFY2(label->height() >= label->heightForWidth(label->width()),
                     qPrintable(QStringLiteral("%1 is %2 px high for %3 px of text")
                                    .arg(label->objectName())
                                    .arg(label->height())
                                    .arg(label->heightForWidth(label->width()))));
        }
    }

    void humanWinAgainstTheAi()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), aiSeat(AiLevel::Greedy));
        QVERIFY(window);
        QVERIFY(window->loadMoves(QStringLiteral("121212")));
        QVERIFY(window->session()->isHumanToMove());
        QVERIFY(window->boardView()->isInteractive());
        clickColumn(*window, 0);
        QVERIFY(window->session()->isOver());
        QTRY_VERIFY(!window->boardView()->isAnimating());
        const QString message = QStringLiteral("Winner!!! Good Job");
        QCOMPARE(window->endMessage(), message);
        QCOMPARE(window->statusBar()->currentMessage(), message);
        QCOMPARE(window->boardView()->banner(), message);
        const std::vector<Cell> line{{5, 0}, {4, 0}, {3, 0}, {2, 0}};
        QCOMPARE(window->boardView()->highlightedCells().size(), line.size());
        for (const Cell &cell : line)
            QVERIFY(std::find(window->boardView()->highlightedCells().begin(),
                              window->boardView()->highlightedCells().end(), cell)
                    != window->boardView()->highlightedCells().end());
        QVERIFY(!window->boardView()->isInteractive());
        QCOMPARE(window->session()->score().wins[0], 1);
        QVERIFY(window->sidePanel()->scoreText().contains(QLatin1String("<b>1</b>")));
    }

    void humanLossAgainstTheAi()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), aiSeat(AiLevel::Greedy));
        QVERIFY(window);
        // Yellow (the AI) has three in column 2 and is to move.
        QVERIFY(window->loadMoves(QStringLiteral("1212123")));
        QTRY_VERIFY_WITH_TIMEOUT(window->session()->isOver(), 10000);
        QCOMPARE(window->session()->movesText(), QStringLiteral("12121232"));
        QCOMPARE(window->endMessage(), QStringLiteral("Game OVER! - You've lost!"));
        QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("Game OVER! - You've lost!"));
        QCOMPARE(window->boardView()->highlightedCells().size(), std::size_t(4));
        QCOMPARE(window->session()->score().wins[1], 1);
    }

    void drawAndWinnerByColourBetweenPeople()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person(), 4, 4);
        QVERIFY(window);
        QVERIFY(window->loadMoves(QStringLiteral("223411432243431")));
        clickColumn(*window, 0);
        QVERIFY(window->session()->isOver());
        QCOMPARE(window->endMessage(), QStringLiteral("It's a TIE"));
        QCOMPARE(window->statusBar()->currentMessage(), QStringLiteral("It's a TIE"));
        QVERIFY(window->boardView()->highlightedCells().empty());

        window->newGame();
        QVERIFY(window->boardView()->banner().isEmpty());
        QVERIFY(window->loadMoves(QStringLiteral("1212121")));
        QCOMPARE(window->endMessage(), QStringLiteral("Red wins!"));
        QCOMPARE(window->session()->score().draws, 1);
        QCOMPARE(window->session()->score().wins[0], 1);
    }

    void perfectSaysHowTheGameWillEnd()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), aiSeat(AiLevel::Perfect, 4, 20000));
        QVERIFY(window);
        SeatCard *card = window->sidePanel()->seatCard(1);
        // Yellow (Perfect) is to move and wins with its third disc from here
        // (Test_L3_R1 scores it 3): after this move, two more.
        QVERIFY(window->loadMoves(QStringLiteral("661556433457252231661613114325732")));
        QTRY_COMPARE_WITH_TIMEOUT(window->session()->game().plyCount(), 34, 10000);
        QCOMPARE(card->status(), QStringLiteral("Wins in 2 moves"));
        // Taken back, the move's verdict no longer speaks of the board.
        action(*window, "actionUndo")->trigger();
        QCOMPARE(window->session()->game().plyCount(), 32);
        QCOMPARE(card->status(), QString());

        // A drawn 4 x 4 board: the verdict is a draw.
        QTemporaryDir small;
        auto drawn = test::makeWindow(small, Seat::person(), aiSeat(AiLevel::Perfect, 4, 20000), 4, 4);
        QVERIFY(drawn);
        clickColumn(*drawn, 1);
        QTRY_COMPARE_WITH_TIMEOUT(drawn->session()->game().plyCount(), 2, 10000);
        QCOMPARE(drawn->sidePanel()->seatCard(1)->status(), QStringLiteral("Draw with perfect play"));

        // Out of the solver's reach in a tiny budget: Perfect plays Expert's move and says so.
        QTemporaryDir large;
        auto unsure = test::makeWindow(large, Seat::person(), aiSeat(AiLevel::Perfect, 4, 20), 10, 10);
        QVERIFY(unsure);
        clickColumn(*unsure, 4);
        QTRY_COMPARE_WITH_TIMEOUT(unsure->session()->game().plyCount(), 2, 10000);
        QCOMPARE(unsure->sidePanel()->seatCard(1)->status(), QStringLiteral("Not sure"));
    }

    void undoAgainstTheAiTakesBackTwoPlies()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), aiSeat(AiLevel::Greedy));
        QVERIFY(window);
        QAction *undo = action(*window, "actionUndo");
        QAction *redo = action(*window, "actionRedo");
        QVERIFY(!undo->isEnabled());
        clickColumn(*window, 3);
        QTRY_COMPARE(window->session()->game().plyCount(), 2);
        clickColumn(*window, 0);
        QTRY_COMPARE(window->session()->game().plyCount(), 4);
        const QString afterFour = window->session()->movesText();
        QTRY_VERIFY(undo->isEnabled());
        undo->trigger();
        QCOMPARE(window->session()->game().plyCount(), 2);
        QVERIFY(window->session()->isHumanToMove());
        QVERIFY(redo->isEnabled());
        redo->trigger();
        QCOMPARE(window->session()->movesText(), afterFour);
        undo->trigger();
        undo->trigger();
        QCOMPARE(window->session()->game().plyCount(), 0);
        QVERIFY(!undo->isEnabled());
        QTest::qWait(100); // the AI must not move: it is the person's turn
        QCOMPARE(window->session()->game().plyCount(), 0);
        QCOMPARE(window->sidePanel()->moveRowCount(), 0);
    }

    void thinkingIsShownAndTheWindowStaysResponsive()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), aiSeat(AiLevel::Expert, 4, 60000));
        QVERIFY(window);
        clickColumn(*window, 3);
        QVERIFY(window->aiController()->isThinking());
        int ticks = 0;
        QTimer timer;
        connect(&timer, &QTimer::timeout, &timer, [&ticks] { ++ticks; });
        timer.start(5);
        QTRY_VERIFY_WITH_TIMEOUT(ticks >= 20, 20000);
        QVERIFY(window->sidePanel()->seatCard(1)->status().startsWith(QStringLiteral("Thinking")));
        // Hovering and repainting work meanwhile.
        QTest::mouseMove(window->boardView(), window->boardView()->cellRect({0, 1}).center().toPoint());
        QVERIFY(!window->boardView()->grab().isNull());

        // New game during the search: cancelled at once, and no stale disc later.
        action(*window, "actionNew")->trigger();
        QVERIFY(!window->aiController()->isThinking());
        QTRY_COMPARE_WITH_TIMEOUT(window->aiController()->staleAnswers(), 1, 10000);
        QCoreApplication::processEvents();
        QCOMPARE(window->session()->game().plyCount(), 0);
    }

    void theBannerGoesAwayOnAClickOrEscape()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person(), 4, 4);
        QVERIFY(window);
        for (int column : {0, 1, 0, 1, 0, 1, 0}) {
            clickColumn(*window, column);
            QTRY_VERIFY_WITH_TIMEOUT(!window->boardView()->isAnimating(), 5000);
        }
        BoardView *board = window->boardView();
        QVERIFY(window->session()->isOver());
        QVERIFY(board->isBannerShown());
        QVERIFY(!board->bannerRect().isNull());
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect({0, 2}).center().toPoint());
        QVERIFY(!board->isBannerShown());
        QVERIFY(board->bannerRect().isNull());
        QCOMPARE(board->banner(), window->endMessage()); // still the result, only put away
        QCOMPARE(window->session()->game().plyCount(), 7); // the click played nothing

        // Undo and play the win again: a new ending shows it again; Escape puts it away.
        window->undo();
        QVERIFY(!board->isBannerShown());
        clickColumn(*window, 0);
        QTRY_VERIFY_WITH_TIMEOUT(board->isBannerShown(), 5000);
        board->setFocus();
        QTest::keyClick(board, Qt::Key_Escape);
        QVERIFY(!board->isBannerShown());
    }

    void theStatusBarDropsThinkingWithTheCard()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), aiSeat(AiLevel::Expert, 4, 300));
        QVERIFY(window);
        window->boardView()->setAnimationMs(600); // the AI's move falls after its search ended
        clickColumn(*window, 3);
        QTRY_VERIFY_WITH_TIMEOUT(window->aiController()->isThinking(), 5000);
        QVERIFY(window->statusBar()->currentMessage().contains(QStringLiteral("Thinking")));
        QTRY_VERIFY_WITH_TIMEOUT(!window->aiController()->isThinking(), 10000);
        QVERIFY(!window->sidePanel()->seatCard(1)->status().startsWith(QStringLiteral("Thinking")));
        QVERIFY2(!window->statusBar()->currentMessage().contains(QStringLiteral("Thinking")),
                 qPrintable(window->statusBar()->currentMessage()));
    }

    // Game > Demo plays the two levels of the settings' Demo group, whoever
    // sits in the seats of a person's game.
    void theDemoPlaysTheLevelsChosenInTheSettings()
    {
        QTemporaryDir dir;
        Settings settings(builtInGames());
        settings.seats = {Seat::person(), test::aiSeat(AiLevel::Minimax, 2)};
        settings.demoSeats = {test::aiSeat(AiLevel::Random), test::aiSeat(AiLevel::Expert, 4, 500)};
        settings.pacingMs = 5;
        MainWindow window(test::settingsStore(dir, settings), builtInGames());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        action(window, "actionDemo")->trigger();
        QCOMPARE(window.session()->seat(0).ai.level, AiLevel::Random);
        QCOMPARE(window.session()->seat(1).ai.level, AiLevel::Expert);
        QCOMPARE(window.session()->seat(1).ai.budget.count(), 500);
        QVERIFY(window.statusBar()->currentMessage().contains(QStringLiteral("Random")));
    }

    void demoPlaysToTheEndAndPauseAndStepWork()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        QAction *pause = action(*window, "actionPause");
        QAction *step = action(*window, "actionStep");
        action(*window, "actionDemo")->trigger();
        QVERIFY(!window->session()->seat(0).human);
        QVERIFY(!window->session()->seat(1).human);
        QTRY_VERIFY_WITH_TIMEOUT(window->session()->game().plyCount() >= 2, 10000);
        pause->trigger();
        QVERIFY(window->aiController()->isPaused());
        const int paused = window->session()->game().plyCount();
        QTest::qWait(300);
        QCOMPARE(window->session()->game().plyCount(), paused);
        QTRY_VERIFY(step->isEnabled());
        step->trigger();
        QTRY_COMPARE(window->session()->game().plyCount(), paused + 1);
        QTest::qWait(300);
        QCOMPARE(window->session()->game().plyCount(), paused + 1);
        pause->trigger(); // resume
        QVERIFY(!window->aiController()->isPaused());
        QTRY_VERIFY_WITH_TIMEOUT(window->session()->isOver(), 60000);
        const QString message = window->endMessage();
        QVERIFY(message == QStringLiteral("Red wins!") || message == QStringLiteral("Yellow wins!")
                || message == QStringLiteral("It's a TIE"));
        QCOMPARE(window->session()->score().games(), 1);
        // Nothing is left to pause or step.
        QVERIFY(!pause->isEnabled());
        QVERIFY(!step->isEnabled());
        // The demo's tally is its own, and a person's game starts another.
        QCOMPARE(window->sidePanel()->scoreHeading(), QStringLiteral("Demo score"));
        action(*window, "actionNew")->trigger();
        QCOMPARE(window->sidePanel()->scoreHeading(), QStringLiteral("Score"));
        QCOMPARE(window->session()->score().games(), 0);
    }

    void aPauseTakenBeforeTheEndCanBeLiftedAfterIt()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), aiSeat(AiLevel::Greedy));
        QVERIFY(window);
        QAction *pause = action(*window, "actionPause");
        QVERIFY(pause->isEnabled());
        pause->trigger();
        QVERIFY(window->aiController()->isPaused());
        QVERIFY(window->session()->loadMoves(QStringLiteral("1212121")));
        QVERIFY(window->session()->isOver());
        QVERIFY(pause->isEnabled());
        pause->trigger();
        QVERIFY(!window->aiController()->isPaused());
        QVERIFY(!pause->isEnabled());
    }

    void thePauseActionChangesOnlyWhenThePauseDoes()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), aiSeat(AiLevel::Greedy));
        QVERIFY(window);
        QAction *pause = action(*window, "actionPause");
        const qint64 pauseIcon = pause->icon().cacheKey();
        window->aiController()->setPaused(true); // the AI seat waits: the moves below are the only ones
        QCOMPARE(pause->text(), QStringLiteral("Res&ume"));
        const qint64 resumeIcon = pause->icon().cacheKey();
        QVERIFY(resumeIcon != pauseIcon);
        // The window refreshes its actions after every move: an action that
        // says it changed makes the tool bar lay itself out again.
        QSignalSpy changed(pause, &QAction::changed);
        for (const int column : {3, 4, 3, 4})
            QVERIFY(window->session()->play(column));
        QCOMPARE(window->session()->game().plyCount(), 4);
        QCOMPARE(changed.count(), 0);
        window->aiController()->setPaused(false);
        QCOMPARE(pause->text(), QStringLiteral("&Pause"));
        QCOMPARE(pause->icon().cacheKey(), pauseIcon); // the same icon again, not a new one
        QVERIFY(changed.count() > 0);
    }

    void closingDuringASearchCancelsIt()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, aiSeat(AiLevel::Expert, 4, 60000), Seat::person());
        QVERIFY(window);
        QVERIFY(window->aiController()->isThinking());
        QTest::qWait(30);
        window->close();
        QVERIFY(!window->aiController()->isThinking());
        QTRY_COMPARE_WITH_TIMEOUT(window->aiController()->staleAnswers(), 1, 10000);
        QCOMPARE(window->session()->game().plyCount(), 0);
    }

    void theWindowRemembersItsSize()
    {
        QTemporaryDir dir;
        const QString ini = dir.filePath(QStringLiteral("quatre.ini"));
        {
            MainWindow window(std::make_unique<QSettings>(ini, QSettings::IniFormat), builtInGames());
            window.show();
            QVERIFY(QTest::qWaitForWindowExposed(&window));
            window.resize(777, 555);
            QTRY_COMPARE(window.size(), QSize(777, 555));
            window.close();
        }
        MainWindow again(std::make_unique<QSettings>(ini, QSettings::IniFormat), builtInGames());
        QCOMPARE(again.size(), QSize(777, 555));
    }

    void aCorruptStoredGeometryIsIgnored()
    {
        QTemporaryDir dir;
        const QString ini = dir.filePath(QStringLiteral("quatre.ini"));
        {
            QSettings store(ini, QSettings::IniFormat);
            store.setValue(QLatin1String(MainWindow::kGeometryKey), QByteArray("\x01\x02 not a geometry"));
        }
        MainWindow window(std::make_unique<QSettings>(ini, QSettings::IniFormat), builtInGames());
        QCOMPARE(window.size(), QSize(1000, 720));
    }

    void screenReadersHearWhoseTurnItIs()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        QAccessibleInterface *board = QAccessible::queryAccessibleInterface(window->boardView());
        QVERIFY(board);
        QCOMPARE(board->text(QAccessible::Name), QStringLiteral("Connect Four board"));
        QVERIFY2(board->text(QAccessible::Description).startsWith(QStringLiteral("Red to play. Column 4 of 7")),
                 qPrintable(board->text(QAccessible::Description)));
        window->session()->play(3);
        QVERIFY2(board->text(QAccessible::Description).startsWith(QStringLiteral("Yellow to play.")),
                 qPrintable(board->text(QAccessible::Description)));
        QAccessibleInterface *card = QAccessible::queryAccessibleInterface(window->sidePanel()->seatCard(1));
        QVERIFY(card);
        QVERIFY2(card->text(QAccessible::Name).startsWith(QStringLiteral("Yellow: ")),
                 qPrintable(card->text(QAccessible::Name)));
        QCOMPARE(card->text(QAccessible::Description), QStringLiteral("Yellow to play"));
        // Every tool bar button is named by its action.
        int named = 0;
        for (QToolButton *button : window->findChildren<QToolButton *>()) {
            if (button->defaultAction() && button->isVisible()) {
                QVERIFY2(!QAccessible::queryAccessibleInterface(button)->text(QAccessible::Name).isEmpty(),
                         qPrintable(button->defaultAction()->objectName()));
                ++named;
            }
        }
        QVERIFY(named >= 6); // New, Undo, Redo, Hint, Demo, Settings at least
        QVERIFY(window->loadMoves(QStringLiteral("4455667")));
        QCOMPARE(board->text(QAccessible::Description).section(QStringLiteral(". "), 0, 0), window->endMessage());
    }
};

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
