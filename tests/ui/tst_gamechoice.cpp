// Choosing among the three games: the settings dialog shows the chosen game's
// options only and the levels that play it, the settings keep every game's
// options, the next New game plays the chosen game on its own board, the
// Hardcore bot speaks, and 4Mation's demo presets play.
#include "core/ai/ai.h"
#include "ui/board/fourmationboardview.h"
#include "ui/board/quartoboardview.h"
#include "core/games/fourmation/fourmation.h"
#include "ui/session/seattext.h"
#include "ui/settings/seateditor.h"
#include "ui/settings/settingsdialog.h"
#include "uitestsupport.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QMenu>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedWidget>
#include <QStatusBar>
#include <QTest>

using namespace quatre;
using namespace quatre::ui;

namespace {

std::unique_ptr<MainWindow> makeWindow(const QTemporaryDir &dir, const Settings &base)
{
    Settings settings = base;
    settings.pacingMs = 5;
    auto window = std::make_unique<MainWindow>(test::settingsStore(dir, settings));
    window->boardView()->setAnimationMs(2);
    window->aiController()->setPacingMs(5);
    window->resize(1000, 700);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

void chooseGame(SettingsDialog &dialog, GameKind kind)
{
    dialog.gameCombo()->setCurrentIndex(dialog.gameCombo()->findData(int(kind)));
}

bool offers(SeatEditor *editor, AiLevel level)
{
    return editor->typeCombo()->findData(int(level)) >= 0;
}

// Both seats list exactly the levels the core says play this game.
bool offersExactlyTheAvailableLevels(SettingsDialog &dialog, GameKind kind)
{
    for (AiLevel level : SeatText::kLevels)
        for (int seat = 0; seat < 2; ++seat)
            if (offers(dialog.seatEditor(seat), level) != isLevelAvailable(kind, level))
                return false;
    return true;
}

} // namespace

class TestGameChoice : public QObject {
    Q_OBJECT

private slots:
    void dialogShowsOnlyTheChosenGamesOptions()
    {
        SettingsDialog dialog{Settings{}};
        QCOMPARE(dialog.gameCombo()->count(), 3);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));

        QVERIFY(dialog.rowsSpin()->isVisible());
        QVERIFY(!dialog.squareRuleCheck()->isVisible());
        QVERIFY(!dialog.sizeSpin()->isVisible());
        QVERIFY(offersExactlyTheAvailableLevels(dialog, GameKind::ConnectFour));
        QVERIFY(!offers(dialog.seatEditor(1), AiLevel::Hardcore));

        chooseGame(dialog, GameKind::Quarto);
        QVERIFY(dialog.squareRuleCheck()->isVisible());
        QVERIFY(!dialog.rowsSpin()->isVisible());
        QVERIFY(!dialog.sizeSpin()->isVisible());
        QVERIFY(!dialog.officialRuleCheck()->isVisible());
        QVERIFY(offersExactlyTheAvailableLevels(dialog, GameKind::Quarto));
        QVERIFY(!offers(dialog.seatEditor(0), AiLevel::Hardcore));
        QVERIFY(offers(dialog.seatEditor(0), AiLevel::Expert));

        chooseGame(dialog, GameKind::FourMation);
        QVERIFY(dialog.sizeSpin()->isVisible());
        QVERIFY(dialog.officialRuleCheck()->isVisible());
        QVERIFY(!dialog.squareRuleCheck()->isVisible());
        QVERIFY(!dialog.columnsSpin()->isVisible());
        QCOMPARE(dialog.sizeSpin()->minimum(), 3);
        QCOMPARE(dialog.sizeSpin()->maximum(), 10);
        QVERIFY(offersExactlyTheAvailableLevels(dialog, GameKind::FourMation));
        QVERIFY(offers(dialog.seatEditor(1), AiLevel::Hardcore));
    }

    void anAiSeatStaysAnAiWhenItsLevelDoesNotPlayTheNewGame()
    {
        Settings settings;
        settings.game.kind = GameKind::FourMation;
        settings.seats[1] = test::aiSeat(AiLevel::Hardcore);
        SettingsDialog dialog(settings);
        QCOMPARE(dialog.settings().seats[1].ai.level, AiLevel::Hardcore);
        chooseGame(dialog, GameKind::Quarto);
        QVERIFY(!dialog.settings().seats[1].human);
        QVERIFY(isLevelAvailable(GameKind::Quarto, dialog.settings().seats[1].ai.level));
    }

    void settingsKeepEveryGamesOptions()
    {
        QTemporaryDir dir;
        QSettings store(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        Settings settings;
        settings.game.kind = GameKind::FourMation;
        settings.game.size = 9;
        settings.game.officialRule = true;
        settings.game.squareRule = true;
        settings.seats[1] = test::aiSeat(AiLevel::Hardcore);
        settings.save(store);
        Settings loaded;
        loaded.load(store);
        QCOMPARE(loaded.game, settings.game);
        QCOMPARE(loaded.seats[1].ai.level, AiLevel::Hardcore);

        // Out of range falls back; Hardcore outside 4Mation does too.
        store.setValue(QStringLiteral("4mation/size"), 11);
        store.setValue(QStringLiteral("game/kind"), QStringLiteral("quarto"));
        loaded.load(store);
        QCOMPARE(loaded.game.kind, GameKind::Quarto);
        QCOMPARE(loaded.game.size, FourMation::kDefaultSize);
        QVERIFY(loaded.seats[1].ai.level != AiLevel::Hardcore);
    }

    void theChosenGameReachesTheNextNewGame()
    {
        QTemporaryDir dir;
        auto window = makeWindow(dir, Settings{});
        QVERIFY(window);
        QCOMPARE(window->session()->options().kind, GameKind::ConnectFour);
        window->showSettings();
        SettingsDialog *dialog = window->settingsDialog();
        QVERIFY(dialog);
        chooseGame(*dialog, GameKind::FourMation);
        dialog->sizeSpin()->setValue(5);
        dialog->officialRuleCheck()->setChecked(true);
        dialog->seatEditor(1)->setSeat(test::aiSeat(AiLevel::Greedy));
        dialog->accept();
        // The running game is left alone until a new one starts.
        QCOMPARE(window->session()->options().kind, GameKind::ConnectFour);
        window->newGame();
        QCOMPARE(window->session()->options().kind, GameKind::FourMation);
        QCOMPARE(window->session()->options().size, 5);
        QVERIFY(window->session()->options().officialRule);
        QVERIFY(qobject_cast<FourMationBoardView *>(window->boardView()));
        QCOMPARE(window->session()->game().rows(), 5);

        window->showSettings();
        dialog = window->settingsDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->gameCombo()->currentData().toInt(), int(GameKind::FourMation));
        QCOMPARE(dialog->sizeSpin()->value(), 5);
        chooseGame(*dialog, GameKind::Quarto);
        dialog->squareRuleCheck()->setChecked(true);
        dialog->accept();
        window->newGame();
        QCOMPARE(window->session()->options().kind, GameKind::Quarto);
        QVERIFY(window->session()->options().squareRule);
        QVERIFY(qobject_cast<QuartoBoardView *>(window->boardView()));
    }

    void hardcoreSaysWhyItMoved()
    {
        QTemporaryDir dir;
        Settings settings;
        settings.game.kind = GameKind::FourMation;
        settings.seats = {Seat::person(), test::aiSeat(AiLevel::Hardcore)};
        auto window = makeWindow(dir, settings);
        QVERIFY(window);
        BoardView *board = window->boardView();
        const QStringList messages{QStringLiteral("Too easy m8."),
                                   QStringLiteral("Careful. Ive got everything under control."),
                                   QStringLiteral("Im tired of thinking. Ill just go with the most obvious one.")};
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect({3, 3}).center().toPoint());
        QCOMPARE(window->session()->game().plyCount(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(window->session()->isHumanToMove(), 15000);
        QCOMPARE(window->session()->game().plyCount(), 2);
        // The words of the reason Hardcore gives for its move (it has no
        // seed: the same position, the same move and reason).
        const std::unique_ptr<Game> before = window->session()->game().clone();
        before->undo();
        SearchControl control;
        const AiDecision decision = makeAi(GameKind::FourMation, window->session()->seat(1).ai)->chooseMove(*before, control);
        QCOMPARE(window->session()->game().history().back(), decision.move);
        QCOMPARE(board->speech(), MainWindow::hardcoreMessage(decision.reason));
        QVERIFY2(messages.contains(board->speech()), qPrintable(board->speech()));
        QCOMPARE(board->speechSeat(), 1);
        QVERIFY(window->statusBar()->currentMessage().contains(board->speech()));
        QCOMPARE(MainWindow::hardcoreMessage(MoveReason::Block), messages[0]);
        QCOMPARE(MainWindow::hardcoreMessage(MoveReason::Search), messages[1]);
        QCOMPARE(MainWindow::hardcoreMessage(MoveReason::Greedy), messages[2]);

        // Undo takes the words back with the move.
        window->undo();
        QVERIFY(board->speech().isEmpty());
    }

    void demoPresetsAreOfferedFor4MationOnly()
    {
        QTemporaryDir dir;
        auto window = makeWindow(dir, Settings{});
        QVERIFY(window);
        QVERIFY(window->demoPresetsMenu());
        QVERIFY(!window->demoPresetsMenu()->menuAction()->isVisible());

        Settings settings = window->settings();
        settings.game.kind = GameKind::FourMation;
        settings.game.size = 5;
        window->applySettings(settings);
        QVERIFY(window->demoPresetsMenu()->menuAction()->isVisible());
        QCOMPARE(window->demoPresetsMenu()->actions().size(), 3);

        // dummy vs foo: Random against Random, to the end.
        window->demoPresetsMenu()->actions().at(0)->trigger();
        QCOMPARE(window->session()->options().kind, GameKind::FourMation);
        QCOMPARE(window->session()->seat(0).ai.level, AiLevel::Random);
        QCOMPARE(window->session()->seat(1).ai.level, AiLevel::Random);
        QVERIFY(window->statusBar()->currentMessage().contains(QLatin1String("dummy")));
        QTRY_VERIFY_WITH_TIMEOUT(window->session()->isOver(), 20000);

        // Colmerauer vs Roussel: two Hardcore bots, who talk (their words
        // show in the status bar too, where a spy keeps them).
        QSignalSpy shown(window->statusBar(), &QStatusBar::messageChanged);
        window->startDemoPreset(2);
        QCOMPARE(window->session()->seat(0).ai.level, AiLevel::Hardcore);
        QCOMPARE(window->session()->seat(1).ai.level, AiLevel::Hardcore);
        QTRY_VERIFY_WITH_TIMEOUT(window->session()->game().plyCount() >= 3, 20000);
        const auto spoke = [&] {
            for (const QList<QVariant> &arguments : shown) {
                for (MoveReason reason : {MoveReason::Block, MoveReason::Search, MoveReason::Greedy}) {
                    if (arguments.at(0).toString().contains(MainWindow::hardcoreMessage(reason)))
                        return true;
                }
            }
            return false;
        };
        QVERIFY(spoke());

        // dummy vs Roussel.
        window->startDemoPreset(1);
        QCOMPARE(window->session()->seat(0).ai.level, AiLevel::Random);
        QCOMPARE(window->session()->seat(1).ai.level, AiLevel::Hardcore);
        QVERIFY(window->statusBar()->currentMessage().contains(QLatin1String("Roussel")));
    }
};

QTEST_MAIN(TestGameChoice)
#include "tst_gamechoice.moc"
