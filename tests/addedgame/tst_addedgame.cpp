// A game added from outside the program's tree: the test-only Three in a Row
// (threeinarow.h), registered at run time beside the built-in games, is
// offered by the settings dialog, played to the end in the window, played by
// `quatre-cli match` and read back from a saved game. Nothing of it lives
// outside tests/: what a fifth game needs is its folders and its entry.
#include "threeinarow.h"
#include "threeinarowentry.h"

#include "ui/ai/aicontroller.h"
#include "ui/board/boardview.h"
#include "ui/cli/cli.h"
#include "ui/games/gamelist.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/registry/gameregistry.h"
#include "ui/registry/gametext.h"
#include "ui/rules/firsttimetip.h"
#include "ui/rules/rulesdialog.h"
#include "ui/savedgame/savedgame.h"
#include "ui/session/gamesession.h"
#include "ui/settings/seateditor.h"
#include "ui/settings/settingsdialog.h"
#include "ui/statistics/statisticsstore.h"

#include <QComboBox>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace quatre;
using namespace quatre::ui;

namespace {

// The program's games and Three in a Row after them.
const GameRegistry &gamesWithTheAddedOne()
{
    static const GameRegistry games = [] {
        GameRegistry registry = builtInGames();
        registry.add(test::threeInARowEntry());
        return registry;
    }();
    return games;
}

GameOptions threeInARow(int side)
{
    GameOptions options = test::threeInARowRules().defaultOptions();
    options.setValue("side", side);
    return options;
}

Seat computer(AiLevel level, int depth = 9)
{
    AiConfig config;
    config.level = level;
    config.depth = depth;
    config.seed = 11;
    return Seat::computer(config);
}

std::unique_ptr<MainWindow> windowPlaying(const QTemporaryDir &dir, const std::array<Seat, 2> &seats, int side)
{
    Settings settings(gamesWithTheAddedOne());
    settings.game = "threeinarow";
    settings.optionsOf("threeinarow").setValue("side", side);
    settings.seats = seats;
    settings.pacingMs = 5;
    auto store = std::make_unique<QSettings>(dir.filePath(QStringLiteral("quatre.ini")), QSettings::IniFormat);
    settings.save(*store);
    auto window = std::make_unique<MainWindow>(std::move(store), gamesWithTheAddedOne());
    window->aiController()->setPacingMs(5);
    window->resize(800, 600);
    window->show();
    return QTest::qWaitForWindowExposed(window.get()) ? std::move(window) : nullptr;
}

struct CliRun {
    int exitCode = 0;
    QString out;
    QString err;
};

CliRun runCli(const QStringList &arguments)
{
    const cli::Context context{gamesWithTheAddedOne(), {}, {}};
    QString input, output, errors;
    QTextStream in(&input), out(&output), err(&errors);
    CliRun run;
    run.exitCode = cli::run(context, QStringList{QStringLiteral("quatre-cli")} + arguments, in, out, err);
    out.flush();
    err.flush();
    run.out = output;
    run.err = errors;
    return run;
}

} // namespace

class TestAddedGame : public QObject {
    Q_OBJECT

private slots:
    void theRegistryTakesItOnce()
    {
        GameRegistry games = builtInGames();
        const std::size_t before = games.games().size();
        QVERIFY(games.add(test::threeInARowEntry()));
        QVERIFY(!games.add(test::threeInARowEntry()));
        QCOMPARE(games.games().size(), before + 1);
        QVERIFY(games.find("threeinarow"));
        QCOMPARE(games.find(threeInARow(4))->text->name(), QStringLiteral("Three in a Row"));
        QVERIFY(!builtInGames().find("threeinarow"));
    }

    void theSettingsDialogOffersIt()
    {
        QTemporaryDir dir;
        auto window = windowPlaying(dir, {Seat::person(), Seat::person()}, 3);
        QVERIFY(window);
        SettingsDialog dialog(window->settings(), gamesWithTheAddedOne());
        const int index = dialog.gameCombo()->findText(QStringLiteral("Three in a Row"));
        QVERIFY(index >= 0);
        dialog.gameCombo()->setCurrentIndex(dialog.gameCombo()->findText(QStringLiteral("Quarto")));
        dialog.gameCombo()->setCurrentIndex(index);
        QSpinBox *side = dialog.numberOption("threeinarow", "side");
        QVERIFY(side);
        QCOMPARE(side->minimum(), test::ThreeInARow::kMinSide);
        QCOMPARE(side->maximum(), test::ThreeInARow::kMaxSide);
        side->setValue(4);
        // The seats offer the levels the game offers, and only those.
        const QComboBox *types = dialog.seatEditor(0)->typeCombo();
        QStringList offered;
        for (int i = 0; i < types->count(); ++i)
            offered << types->itemData(i).toString();
        QCOMPARE(offered, (QStringList{SeatEditor::humanData(), QStringLiteral("random"), QStringLiteral("minimax")}));

        const Settings chosen = dialog.settings();
        QCOMPARE(chosen.game, std::string("threeinarow"));
        window->applySettings(chosen);
        window->newGame();
        QCOMPARE(window->session()->options(), threeInARow(4));
        QCOMPARE(window->session()->game().rows(), 4);
        QCOMPARE(window->boardView()->seatName(0), QStringLiteral("Crosses"));
    }

    void aPersonPlaysItToTheEndInTheWindow()
    {
        QTemporaryDir dir;
        auto window = windowPlaying(dir, {Seat::person(), Seat::person()}, 3);
        QVERIFY(window);
        BoardView *board = window->boardView();
        QSignalSpy over(window->session(), &GameSession::gameOver);
        // Crosses take the left column: a1, a2, a3 (rings on b1 and b2).
        for (Cell cell : {Cell{0, 0}, Cell{0, 1}, Cell{1, 0}, Cell{1, 1}, Cell{2, 0}})
            QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect(cell).center().toPoint());
        QCOMPARE(over.count(), 1);
        QCOMPARE(window->session()->game().outcome(), Outcome::FirstPlayerWins);
        QCOMPARE(QString::fromStdString(window->session()->game().toText()), QStringLiteral("a1b1a2b2a3"));
        QCOMPARE(board->highlightedCells().size(), std::size_t(3));
        QVERIFY(!window->endMessage().isEmpty());
    }

    void itHasNoRulesPageYetAndStillPlays()
    {
        // Its entry brings no rules: Help > Rules says so on its page, and
        // its first game shows no tip.
        QTemporaryDir dir;
        auto window = windowPlaying(dir, {Seat::person(), Seat::person()}, 3);
        QVERIFY(window);
        QVERIFY(!window->firstTimeTip()->isVisibleTo(window.get()));
        window->showRules();
        auto *rules = window->findChild<RulesDialog *>();
        QVERIFY(rules);
        QCOMPARE(rules->pageCount(), 4);
        QCOMPARE(rules->currentPage(), 3);
        QVERIFY2(rules->pageText(3).contains(QStringLiteral("No rules are written")), qPrintable(rules->pageText(3)));
        QVERIFY(rules->pagePictures(3).isEmpty());
        QVERIFY(!rules->pagePictures(0).isEmpty());
    }

    void twoAisPlayItToTheEndInTheWindow()
    {
        QTemporaryDir dir;
        auto window = windowPlaying(dir, {computer(AiLevel::Minimax), computer(AiLevel::Minimax)}, 3);
        QVERIFY(window);
        // Perfect play on 3 x 3 is a draw, in nine moves.
        QTRY_VERIFY_WITH_TIMEOUT(window->session()->isOver(), 20000);
        QCOMPARE(window->session()->game().outcome(), Outcome::Draw);
        QCOMPARE(window->session()->game().plyCount(), 9);
    }

    void theCommandLineMatchPlaysIt()
    {
        const CliRun perfect = runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("threeinarow"),
                                       QStringLiteral("--p1"), QStringLiteral("minimax:9"), QStringLiteral("--p2"),
                                       QStringLiteral("minimax:9"), QStringLiteral("--games"), QStringLiteral("2")});
        QVERIFY2(perfect.exitCode == 0, qPrintable(perfect.err));
        QVERIFY2(perfect.out.endsWith(QStringLiteral("p1 0 p2 0 draws 2\n")), qPrintable(perfect.out + perfect.err));

        // On 4 x 4 the first player wins: Minimax finds it against Random.
        const CliRun larger =
            runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("threeinarow"),
                    QStringLiteral("--side"), QStringLiteral("4"), QStringLiteral("--p1"), QStringLiteral("minimax:5"),
                    QStringLiteral("--p2"), QStringLiteral("random"), QStringLiteral("--games"), QStringLiteral("3")});
        QCOMPARE(larger.exitCode, 0);
        QVERIFY2(larger.out.endsWith(QStringLiteral("p1 3 p2 0 draws 0\n")), qPrintable(larger.out + larger.err));

        // Its own option's range and its own levels are checked like any game's.
        QVERIFY(runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("threeinarow"),
                        QStringLiteral("--side"), QStringLiteral("6")})
                    .exitCode
                != 0);
        const CliRun expert = runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("threeinarow"),
                                      QStringLiteral("--p1"), QStringLiteral("expert")});
        QVERIFY(expert.exitCode != 0);
        QVERIFY(expert.out.isEmpty());
    }

    void aSavedGameReadsBack()
    {
        SavedGame saved;
        saved.options = threeInARow(5);
        saved.seats = {Seat::person(), computer(AiLevel::Minimax, 3)};
        saved.firstSeat = 1;
        saved.moves = {12, 0, 6};
        saved.redo = {24};
        const QByteArray json = saved.toJson();
        QString error;
        const std::optional<SavedGame> read = SavedGame::fromJson(json, gamesWithTheAddedOne(), &error);
        QVERIFY2(read, qPrintable(error));
        QVERIFY(*read == saved);

        // A program without the game says so and reads nothing.
        QVERIFY(!SavedGame::fromJson(json, builtInGames(), &error));
        QVERIFY2(error.contains(QStringLiteral("threeinarow")), qPrintable(error));
    }

    void itsResultsAreCounted()
    {
        QTemporaryDir dir;
        StatisticsStore store(dir.filePath(QStringLiteral("statistics.json")), gamesWithTheAddedOne());
        store.record("threeinarow", AiLevel::Minimax, GameResult::Win);
        QVERIFY(store.finish());
        StatisticsStore reread(store.path(), gamesWithTheAddedOne());
        QVERIFY(reread.load().isEmpty());
        QCOMPARE(reread.statistics(), store.statistics());
    }
};

QTEST_MAIN(TestAddedGame)
#include "tst_addedgame.moc"
