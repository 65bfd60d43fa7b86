// Choosing among the three games: the settings dialog shows the chosen game's
// options only and the levels that play it, the settings keep every game's
// options, the next New game plays the chosen game on its own board, the
// Hardcore bot speaks, and 4Mation's demo presets play.
#include "core/games/connectfour/connectfourrules.h"
#include "ui/games/fourmation/fourmationtext.h"
#include "ui/games/gamelist.h"
#include "core/games/fourmation/fourmationhardcore.h"
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/quarto/quartorules.h"
#include "core/ai/ai.h"
#include "ui/games/fourmation/fourmationboardview.h"
#include "ui/games/quarto/quartoboardview.h"
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
    auto window = std::make_unique<MainWindow>(test::settingsStore(dir, settings), builtInGames());
    window->boardView()->setAnimationMs(2);
    window->aiController()->setPacingMs(5);
    window->resize(1000, 700);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

void chooseGame(SettingsDialog &dialog, const char *game)
{
    dialog.gameCombo()->setCurrentIndex(dialog.gameCombo()->findData(QString::fromLatin1(game)));
}

bool offers(SeatEditor *editor, AiLevel level)
{
    return editor->typeCombo()->findData(SeatEditor::levelData(level)) >= 0;
}

// Both seats list exactly the levels the core says play this game, of all
// the levels any game offers.
bool offersExactlyTheAvailableLevels(SettingsDialog &dialog, const GameRules &game)
{
    std::vector<AiLevel> levels(std::begin(kSharedLevels), std::end(kSharedLevels));
    for (const AiLevel &level : builtInGames().ownLevels())
        levels.push_back(level);
    for (const AiLevel &level : levels)
        for (int seat = 0; seat < 2; ++seat)
            if (offers(dialog.seatEditor(seat), level) != game.offers(level))
                return false;
    return true;
}

} // namespace

class TestGameChoice : public QObject {
    Q_OBJECT

private slots:
    void dialogShowsOnlyTheChosenGamesOptions()
    {
        SettingsDialog dialog{Settings(builtInGames()), builtInGames()};
        QCOMPARE(dialog.gameCombo()->count(), 3);
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));

        QVERIFY(dialog.numberOption("connect4", "rows")->isVisible());
        QVERIFY(!dialog.flagOption("quarto", "squareRule")->isVisible());
        QVERIFY(!dialog.numberOption("4mation", "size")->isVisible());
        QVERIFY(offersExactlyTheAvailableLevels(dialog, connectFourRules()));
        QVERIFY(!offers(dialog.seatEditor(1), kHardcoreLevel));

        chooseGame(dialog, "quarto");
        QVERIFY(dialog.flagOption("quarto", "squareRule")->isVisible());
        QVERIFY(!dialog.numberOption("connect4", "rows")->isVisible());
        QVERIFY(!dialog.numberOption("4mation", "size")->isVisible());
        QVERIFY(!dialog.flagOption("4mation", "officialRule")->isVisible());
        QVERIFY(offersExactlyTheAvailableLevels(dialog, quartoRules()));
        QVERIFY(!offers(dialog.seatEditor(0), kHardcoreLevel));
        QVERIFY(offers(dialog.seatEditor(0), AiLevel::Expert));

        chooseGame(dialog, "4mation");
        QVERIFY(dialog.numberOption("4mation", "size")->isVisible());
        QVERIFY(dialog.flagOption("4mation", "officialRule")->isVisible());
        QVERIFY(!dialog.flagOption("quarto", "squareRule")->isVisible());
        QVERIFY(!dialog.numberOption("connect4", "columns")->isVisible());
        QCOMPARE(dialog.numberOption("4mation", "size")->minimum(), 3);
        QCOMPARE(dialog.numberOption("4mation", "size")->maximum(), 10);
        QVERIFY(offersExactlyTheAvailableLevels(dialog, fourMationRules()));
        QVERIFY(offers(dialog.seatEditor(1), kHardcoreLevel));
    }

    void anAiSeatStaysAnAiWhenItsLevelDoesNotPlayTheNewGame()
    {
        Settings settings(builtInGames());
        settings.game = "4mation";
        settings.seats[1] = test::aiSeat(kHardcoreLevel);
        SettingsDialog dialog(settings, builtInGames());
        QCOMPARE(dialog.settings().seats[1].ai.level, kHardcoreLevel);
        chooseGame(dialog, "quarto");
        QVERIFY(!dialog.settings().seats[1].human);
        QVERIFY(quartoRules().offers(dialog.settings().seats[1].ai.level));
    }

    void settingsKeepEveryGamesOptions()
    {
        QTemporaryDir dir;
        QSettings store(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
        Settings settings(builtInGames());
        settings.game = "4mation";
        settings.optionsOf("4mation").setValue("size", 9);
        settings.optionsOf("4mation").setValue("officialRule", true);
        settings.optionsOf("quarto").setValue("squareRule", true);
        settings.seats[1] = test::aiSeat(kHardcoreLevel);
        settings.save(store);
        Settings loaded(builtInGames());
        loaded.load(store, builtInGames());
        QCOMPARE(loaded.game, settings.game);
        QCOMPARE(loaded.seats[1].ai.level, kHardcoreLevel);

        // Out of range falls back; Hardcore outside 4Mation does too.
        store.setValue(QStringLiteral("4mation/size"), 11);
        store.setValue(QStringLiteral("game/kind"), QStringLiteral("quarto"));
        loaded.load(store, builtInGames());
        QCOMPARE(loaded.game, std::string("quarto"));
        QCOMPARE(loaded.optionsOf("4mation").value("size"), FourMation::kDefaultSize);
        QVERIFY(loaded.seats[1].ai.level != kHardcoreLevel);
    }

    void theChosenGameReachesTheNextNewGame()
    {
        QTemporaryDir dir;
        auto window = makeWindow(dir, Settings(builtInGames()));
        QVERIFY(window);
        QCOMPARE(window->session()->options().rules, &connectFourRules());
        window->showSettings();
        SettingsDialog *dialog = window->settingsDialog();
        QVERIFY(dialog);
        chooseGame(*dialog, "4mation");
        dialog->numberOption("4mation", "size")->setValue(5);
        dialog->flagOption("4mation", "officialRule")->setChecked(true);
        dialog->seatEditor(1)->setSeat(test::aiSeat(AiLevel::Greedy));
        dialog->accept();
        // The running game is left alone until a new one starts.
        QCOMPARE(window->session()->options().rules, &connectFourRules());
        window->newGame();
        QCOMPARE(window->session()->options().rules, &fourMationRules());
        QCOMPARE(window->session()->options().value("size"), 5);
        QVERIFY(window->session()->options().isOn("officialRule"));
        QVERIFY(qobject_cast<FourMationBoardView *>(window->boardView()));
        QCOMPARE(window->session()->game().rows(), 5);

        window->showSettings();
        dialog = window->settingsDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->gameCombo()->currentData().toString(), QStringLiteral("4mation"));
        QCOMPARE(dialog->numberOption("4mation", "size")->value(), 5);
        chooseGame(*dialog, "quarto");
        dialog->flagOption("quarto", "squareRule")->setChecked(true);
        dialog->accept();
        window->newGame();
        QCOMPARE(window->session()->options().rules, &quartoRules());
        QVERIFY(window->session()->options().isOn("squareRule"));
        QVERIFY(qobject_cast<QuartoBoardView *>(window->boardView()));
    }

    void hardcoreSaysWhyItMoved()
    {
        QTemporaryDir dir;
        Settings settings(builtInGames());
        settings.game = "4mation";
        settings.seats = {Seat::person(), test::aiSeat(kHardcoreLevel)};
        auto window = makeWindow(dir, settings);
        QVERIFY(window);
        BoardView *board = window->boardView();
        const QStringList messages{QStringLiteral("Too easy m8."),
                                   QStringLiteral("Careful. I've got everything under control."),
                                   QStringLiteral("I'm tired of thinking. I'll just go with the most obvious one.")};
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect({3, 3}).center().toPoint());
        QCOMPARE(window->session()->game().plyCount(), 1);
        QTRY_VERIFY_WITH_TIMEOUT(window->session()->isHumanToMove(), 15000);
        QCOMPARE(window->session()->game().plyCount(), 2);
        // The words of the reason Hardcore gives for its move (it has no
        // seed: the same position, the same move and reason).
        const std::unique_ptr<Game> before = window->session()->game().clone();
        before->undo();
        SearchControl control;
        const AiDecision decision =
            fourMationRules().makeAi(window->session()->seat(1).ai)->chooseMove(*before, control);
        QCOMPARE(window->session()->game().history().back(), decision.move);
        QCOMPARE(board->speech(), fourMationText().remark(kHardcoreLevel, decision.reason));
        QVERIFY2(messages.contains(board->speech()), qPrintable(board->speech()));
        QCOMPARE(board->speechSeat(), 1);
        QVERIFY(window->statusBar()->currentMessage().contains(board->speech()));
        QCOMPARE(fourMationText().remark(kHardcoreLevel, MoveReason::Block), messages[0]);
        QCOMPARE(fourMationText().remark(kHardcoreLevel, MoveReason::Search), messages[1]);
        QCOMPARE(fourMationText().remark(kHardcoreLevel, MoveReason::Greedy), messages[2]);

        // Undo takes the words back with the move.
        window->undo();
        QVERIFY(board->speech().isEmpty());
    }

    void demoPresetsAreOfferedFor4MationOnly()
    {
        QTemporaryDir dir;
        auto window = makeWindow(dir, Settings(builtInGames()));
        QVERIFY(window);
        QVERIFY(window->demoPresetsMenu());
        QVERIFY(!window->demoPresetsMenu()->menuAction()->isVisible());

        Settings settings = window->settings();
        settings.game = "4mation";
        settings.optionsOf("4mation").setValue("size", 5);
        window->applySettings(settings);
        QVERIFY(window->demoPresetsMenu()->menuAction()->isVisible());
        QCOMPARE(window->demoPresetsMenu()->actions().size(), 3);
        // The bots' names mean nothing alone: each entry says what its two bots do.
        QVERIFY(window->demoPresetsMenu()->toolTipsVisible());
        const QString tip = window->demoPresetsMenu()->actions().at(1)->toolTip();
        QVERIFY2(tip.startsWith(QLatin1String("dummy, the level-1 bot: places its cube on any allowed cell at random."))
                     && tip.contains(QLatin1String("Roussel, the level-2 bot: blocks")),
                 qPrintable(tip));

        // dummy vs foo: Random against Random, to the end.
        window->demoPresetsMenu()->actions().at(0)->trigger();
        QCOMPARE(window->session()->options().rules, &fourMationRules());
        QCOMPARE(window->session()->seat(0).ai.level, AiLevel::Random);
        QCOMPARE(window->session()->seat(1).ai.level, AiLevel::Random);
        QVERIFY(window->statusBar()->currentMessage().contains(QLatin1String("dummy")));
        QTRY_VERIFY_WITH_TIMEOUT(window->session()->isOver(), 20000);

        // Colmerauer vs Roussel: two Hardcore bots, who talk (their words
        // show in the status bar too, where a spy keeps them).
        QSignalSpy shown(window->statusBar(), &QStatusBar::messageChanged);
        window->startDemoPreset(2);
        QCOMPARE(window->session()->seat(0).ai.level, kHardcoreLevel);
        QCOMPARE(window->session()->seat(1).ai.level, kHardcoreLevel);
        QTRY_VERIFY_WITH_TIMEOUT(window->session()->game().plyCount() >= 3, 20000);
        const auto spoke = [&] {
            for (const QList<QVariant> &arguments : shown) {
                for (MoveReason reason : {MoveReason::Block, MoveReason::Search, MoveReason::Greedy}) {
                    if (arguments.at(0).toString().contains(fourMationText().remark(kHardcoreLevel, reason)))
                        return true;
                }
            }
            return false;
        };
        QVERIFY(spoke());

        // dummy vs Roussel.
        window->startDemoPreset(1);
        QCOMPARE(window->session()->seat(0).ai.level, AiLevel::Random);
        QCOMPARE(window->session()->seat(1).ai.level, kHardcoreLevel);
        QVERIFY(window->statusBar()->currentMessage().contains(QLatin1String("Roussel")));
    }
};

QTEST_MAIN(TestGameChoice)
#include "tst_gamechoice.moc"
