// The analysis board: the values that reach the board are the solver's, a
// value never lands on a position other than the one it was found for, the
// budget's end gives estimates, and the choice is remembered.
#include "core/games/connectfour/connectfourrules.h"
#include "core/games/quarto/quarto.h"
#include "core/games/quarto/quartorules.h"
#include "core/solver/exactsolver.h"
#include "ui/analysis/analysiscontroller.h"
#include "ui/board/boardview.h"
#include "ui/games/connectfour/connectfourboardview.h"
#include "ui/games/quarto/quartoboardview.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/session/gamesession.h"

#include "threadpriority.h"
#include "uitestsupport.h"

#include <QAction>
#include <QSettings>
#include <QTest>

#include <algorithm>
#include <random>

using namespace quatre;
using namespace quatre::ui;

namespace {

// A seeded random game of `plies` plies that nobody has won.
std::vector<Move> randomMoves(const GameOptions &options, int plies, std::uint32_t seed)
{
    std::mt19937 random(seed);
    for (;;) {
        std::unique_ptr<Game> game = newGame(options);
        while (game->plyCount() < plies && !game->isOver()) {
            const std::vector<Move> moves = game->legalMoves();
            game->play(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)]);
        }
        if (!game->isOver())
            return game->history();
    }
}

void startAt(GameSession &session, const GameOptions &options, const std::vector<Move> &moves)
{
    session.start(options, {Seat::person(), Seat::person()}, 0);
    for (Move move : moves)
        QVERIFY(session.play(move));
}

// Every legal move's exact value, as a fresh solver finds it.
std::vector<MoveValue> solvedValues(const GameOptions &options, const Game &game)
{
    const std::unique_ptr<ExactSolver> solver = options.rules->makeSolver(options);
    std::vector<MoveValue> values;
    for (Move move : game.legalMoves()) {
        std::unique_ptr<Game> child = game.clone();
        child->play(move);
        const int score = child->isOver()
            ? (child->outcome() == winFor(game.sideToMove()) ? solver->winNowScore(game) : 0)
            : -*solver->solve(*child);
        values.push_back({move, true, score, solver->verdictOf(game, score)});
    }
    return values;
}

} // namespace

class TestAnalysisController : public QObject {
    Q_OBJECT

private slots:
    // Its search gives way to the window's thread as the AI's does.
    void itSearchesAtTheSearchPriority()
    {
#if !defined(Q_OS_LINUX)
        QSKIP("the thread's priority is looked up in Linux's /proc");
#else
        GameSession session{connectFourOptions(6, 7)};
        AnalysisController analysis(&session);
        QTRY_COMPARE_WITH_TIMEOUT(test::namedThreadPriority("analysis"),
                                  std::optional(test::defaultSearchThreadPriority()), 5000);
#endif
    }

    void theBoardGetsTheSolversValues_data()
    {
        QTest::addColumn<int>("game");
        QTest::addColumn<int>("plies");
        QTest::addColumn<uint>("seed");
        QTest::newRow("connect4 6x7 after 16") << 0 << 16 << 7u;
        QTest::newRow("connect4 6x7 after 22") << 0 << 22 << 8u;
        QTest::newRow("connect4 5x5 after 6") << 1 << 6 << 9u;
        QTest::newRow("quarto after 8") << 2 << 8 << 10u;
    }
    void theBoardGetsTheSolversValues()
    {
        QFETCH(int, game);
        QFETCH(int, plies);
        QFETCH(uint, seed);
        const GameOptions options = game == 0 ? connectFourOptions(6, 7)
            : game == 1                       ? connectFourOptions(5, 5)
                                              : quartoRules().defaultOptions();
        GameSession session{options};
        AnalysisController analysis(&session);
        analysis.setBudget({std::chrono::milliseconds(60000), std::chrono::milliseconds(1000)});
        std::vector<Move> shownHistory;
        std::vector<MoveValue> shown;
        // A move bounded first (a Quarto square's other gives) has its entry
        // replaced by its value: never two entries for one move.
        int twice = 0, bounds = 0;
        connect(&analysis, &AnalysisController::valuesChanged, this,
                [&](const std::vector<Move> &history, const std::vector<MoveValue> &values) {
                    shownHistory = history;
                    shown = values;
                    std::vector<Move> moves;
                    for (const MoveValue &value : values) {
                        moves.push_back(value.move);
                        bounds += value.atMost;
                    }
                    std::sort(moves.begin(), moves.end());
                    twice += std::adjacent_find(moves.begin(), moves.end()) != moves.end();
                });
        startAt(session, options, randomMoves(options, plies, seed));
        analysis.setEnabled(true);
        QVERIFY(analysis.isSearching());
        QTRY_VERIFY_WITH_TIMEOUT(!analysis.isSearching(), 60000);
        QCOMPARE(shownHistory, session.game().history());
        QCOMPARE(shown, solvedValues(options, session.game()));
        QCOMPARE(twice, 0);
        if (game == 2)
            QVERIFY(bounds > 0);
    }

    void aValueNeverLandsOnAnotherPosition()
    {
        // 6 x 7 after 8 plies without the book: each move takes the solver
        // a while, so values come one by one and moves land between them.
        const GameOptions options = connectFourOptions(6, 7);
        GameSession session{options};
        AnalysisController analysis(&session);
        analysis.setBudget({std::chrono::milliseconds(60000), std::chrono::milliseconds(1000)});
        ConnectFourBoardView view;
        view.setSession(&session);
        view.setAnalysisShown(true);
        int mismatches = 0, updates = 0;
        connect(&analysis, &AnalysisController::valuesChanged, this,
                [&](const std::vector<Move> &history, const std::vector<MoveValue> &values) {
                    ++updates;
                    if (history != session.game().history())
                        ++mismatches;
                    for (const MoveValue &value : values)
                        if (!session.game().isLegal(value.move))
                            ++mismatches;
                    view.setMoveValues(history, values);
                });
        startAt(session, options, randomMoves(options, 8, 20261126));
        analysis.setEnabled(true);
        std::mt19937 random(5);
        for (int move = 0; move < 6 && !session.game().isOver(); ++move) {
            // Wait for the first value of this position, then move on while the others are searched.
            QTRY_VERIFY_WITH_TIMEOUT(!view.moveValues().empty() || !analysis.isSearching(), 60000);
            const std::vector<Move> before = session.game().history();
            const std::vector<MoveValue> valuesBefore = view.moveValues();
            const std::vector<Move> legal = session.game().legalMoves();
            QVERIFY(session.play(legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)]));
            QVERIFY(view.moveValues().empty());
            // A late answer for the position before: the view keeps it out.
            view.setMoveValues(before, valuesBefore);
            QVERIFY(view.moveValues().empty());
        }
        QCOMPARE(mismatches, 0);
        QVERIFY(updates > 6);
        analysis.setEnabled(false);
        QVERIFY(!analysis.isSearching());
    }

    void theBudgetsEndGivesEstimates()
    {
        const GameOptions options = connectFourOptions(10, 10);
        GameSession session{options};
        AnalysisController analysis(&session);
        analysis.setBudget({std::chrono::milliseconds(0), std::chrono::milliseconds(100)});
        std::vector<MoveValue> shown;
        connect(&analysis, &AnalysisController::valuesChanged, this,
                [&](const std::vector<Move> &, const std::vector<MoveValue> &values) { shown = values; });
        startAt(session, options, {4, 5});
        analysis.setEnabled(true);
        QTRY_VERIFY_WITH_TIMEOUT(!analysis.isSearching(), 30000);
        QCOMPARE(shown.size(), std::size_t(10));
        for (const MoveValue &value : shown)
            QVERIFY(!value.exact);
    }

    void theGameOverHasNoValues()
    {
        const GameOptions options = connectFourOptions(6, 7);
        GameSession session{options};
        AnalysisController analysis(&session);
        analysis.setEnabled(true);
        startAt(session, options, {0, 1, 0, 1, 0, 1, 0});
        QVERIFY(session.game().isOver());
        QVERIFY(!analysis.isSearching());
    }

    void theChoiceIsRemembered()
    {
        QTemporaryDir dir;
        {
            auto window = test::makeWindow(dir, Seat::person(), Seat::person());
            QVERIFY(window);
            QAction *action = window->findChild<QAction *>(QStringLiteral("actionAnalysis"));
            QVERIFY(action && action->isCheckable() && !action->isChecked());
            QVERIFY(!window->boardView()->isAnalysisShown());
            action->trigger();
            QVERIFY(window->boardView()->isAnalysisShown());
            QVERIFY(window->analysisController()->isEnabled());
        }
        auto window = std::make_unique<MainWindow>(
            std::make_unique<QSettings>(dir.filePath(QStringLiteral("quatre.ini")), QSettings::IniFormat),
            builtInGames());
        QVERIFY(window->boardView()->isAnalysisShown());
        QVERIFY(window->analysisController()->isEnabled());
        QAction *remembered = window->findChild<QAction *>(QStringLiteral("actionAnalysis"));
        QVERIFY(remembered && remembered->isChecked());
        // Values reach the window's board for the position it shows.
        QVERIFY(window->loadMoves(QStringLiteral("4444443333332222")));
        QTRY_VERIFY_WITH_TIMEOUT(!window->analysisController()->isSearching(), 60000);
        QCOMPARE(window->boardView()->moveValues().size(), window->session()->game().legalMoves().size());
    }

    void aPlacementFocusesTheAnalysisOnItsGives()
    {
        // In the window, a Quarto piece placed but not yet given after
        // directs the analysis to that square's gives.
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        Settings settings = window->settings();
        settings.game = "quarto";
        window->applySettings(settings);
        window->newGame();
        QVERIFY(window->session()->play(quatre::Quarto::firstMove(0)));
        auto *board = qobject_cast<QuartoBoardView *>(window->boardView());
        QVERIFY(board);
        QCOMPARE(window->analysisController()->focusGroup(), std::nullopt);
        const int square = 5;
        QTest::mouseClick(board, Qt::LeftButton, {},
                          board->cellRect(quatre::Quarto::cellOf(square)).center().toPoint());
        QCOMPARE(board->pendingSquare(), square);
        QCOMPARE(window->analysisController()->focusGroup(),
                 std::optional<int>(window->session()->options().rules->moveGroupOf(quatre::Quarto::lastMove(square))));
        window->session()->undo();
        QCOMPARE(window->analysisController()->focusGroup(), std::nullopt);
    }
};

QTEST_MAIN(TestAnalysisController)
#include "tst_analysiscontroller.moc"
