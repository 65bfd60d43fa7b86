// The GUI monkey: thousands of seeded random actions on the real window,
// offscreen, across the three games: clicks anywhere on the board, keys, the
// Game and Move actions (New, Restart, Undo, Redo, Hint, Demo, Pause, Step),
// new settings, the settings dialog, language switches, saving and opening
// files (good ones and damaged ones), copying and pasting positions, with AI seats that
// think (short budgets) and pieces that move (real animation times), so that
// most actions land while a search runs or a piece is still falling.
//
// After every action the window must be consistent:
//  - the board view follows the session, is of the session's game, and its
//    marks (winning line, banner, interactivity, hint, Quarto's pending
//    placement) fit the position; every few actions its pixels are compared
//    with a fresh view of the same moves (screencheck.h);
//  - the move list shows exactly the history;
//  - the AI never plays for a person's seat, and each AI move was decided
//    for the very position it is played in (no stale answer is played);
//  - nothing the AI controller says is a problem;
//  - a saved file reads back as the game saved; a good file opens as the
//    game it holds, and a damaged file or a bad paste changes nothing.
//
// QUATRE_MONKEY_ACTIONS sets the number of actions, QUATRE_TEST_SEED the seed
// (printed, with the failing action and the ones before it, on a failure).
// The seed fixes the actions, not their timing: AI budgets and animations run
// on the clock, so a replay takes the same actions but may meet the window in
// another state (a search finished or not yet); replay a failure a few times.
//
// Adding an action is one line in addActions().
#include "core/games/connectfour/connectfourrules.h"
#include "ui/registry/gameentry.h"
#include "ui/games/gamelist.h"
#include "core/games/fourmation/fourmationhardcore.h"
#include "ui/ai/aicontroller.h"
#include "ui/language/translation.h"
#include "ui/games/quarto/quartoboardview.h"
#include "core/games/quarto/quarto.h"
#include "ui/browse/gamebrowser.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/mainwindow/sidepanel.h"
#include "ui/savedgame/savedgame.h"
#include "ui/session/gamesession.h"
#include "ui/settings/settingsdialog.h"

#include "screencheck.h"
#include "testseed.h"
#include "uitestsupport.h"

#include <QMenu>
#include <QAction>
#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QElapsedTimer>
#include <QTest>
#include <QTreeWidget>

#include <algorithm>
#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <random>
#include <set>

using namespace quatre;
using namespace quatre::ui;

namespace {

#ifdef QUATRE_SANITIZED_BUILD
// Sanitizers make everything several times slower: fewer actions, same variety.
constexpr int kDefaultActions = 1000;
#else
constexpr int kDefaultActions = 3000;
#endif

// Every this many actions, and whenever the board is at rest after a move,
// the pixels are checked too (a grab costs a few milliseconds).
constexpr int kScreenCheckEvery = 8;

} // namespace

class TestMonkey : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
        m_seed = quatre::test::testSeed(20261126);
    }

    void theScreenCheckSeesAnotherPosition_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("other");
        // Positions that differ in a single move.
        QTest::newRow("connect4") << QStringLiteral("connect4") << QStringLiteral("4453") << QStringLiteral("4454");
        QTest::newRow("quarto") << QStringLiteral("quarto") << QStringLiteral("DTRH a1LSQF d4DSQF")
                                << QStringLiteral("DTRH a1LSQF d3DSQF");
        QTest::newRow("4mation") << QStringLiteral("4mation") << QStringLiteral("d4e5f6") << QStringLiteral("d4e5e6");
    }
    void theScreenCheckSeesAnotherPosition()
    {
        // The pixel check of the monkey must be able to fail: a board showing
        // one position is told apart from a session holding another.
        QFETCH(QString, game);
        QFETCH(QString, moves);
        QFETCH(QString, other);
        const GameEntry &entry = *builtInGames().find(game.toStdString());
        const GameOptions options = entry.rules->defaultOptions();
        GameSession shown{options}, different{options};
        for (auto [session, text] : {std::pair{&shown, moves}, std::pair{&different, other}}) {
            QVERIFY(session->start(options, {Seat::person(), Seat::person()}, 0));
            QVERIFY(session->loadMoves(text));
        }
        std::unique_ptr<BoardView> view(entry.createBoardView(nullptr));
        view->setSession(&shown);
        view->setInteractive(true);
        view->resize(800, 600);
        view->show();
        QVERIFY(QTest::qWaitForWindowExposed(view.get()));
        QCOMPARE(ui::test::screenDiffersFromModel(view.get(), shown), QString());
        QVERIFY(!ui::test::screenDiffersFromModel(view.get(), different).isEmpty());
    }

    void randomActionsKeepTheWindowConsistent()
    {
        bool ok = false;
        const int requested = qEnvironmentVariableIntValue("QUATRE_MONKEY_ACTIONS", &ok);
        const int actions = ok && requested > 0 ? requested : kDefaultActions;
        m_random.seed(m_seed);

        QTemporaryDir dir;
        m_folder = dir.path();
        Settings settings(builtInGames());
        settings.seats = {Seat::person(), randomAiSeat(connectFourRules())};
        settings.animationSpeed = AnimationSpeed::Fast;
        settings.pacingMs = 10;
        settings.language = QStringLiteral("en");
        m_window = std::make_unique<MainWindow>(ui::test::settingsStore(dir, settings), builtInGames());
        m_window->resize(900, 700);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        watch();
        addActions();

        QElapsedTimer clock;
        clock.start();
        for (m_actionIndex = 0; m_actionIndex < actions; ++m_actionIndex) {
            const Action &action = pickAction();
            m_log.push_back(QStringLiteral("#%1 %2").arg(m_actionIndex).arg(QLatin1String(action.name)));
            if (m_log.size() > 25)
                m_log.pop_front();
            ++m_counts[action.name];

            m_inAction = true;
            // A browse lasts one action: while it lasts the board takes no
            // clicks and the AI waits, so longer ones would leave few moves
            // and games to the run (undo, new games and the rest while
            // browsing are tst_gamebrowser's).
            if (m_window->browser()->isBrowsing() && std::string_view(action.name) != "browse")
                trigger("actionBackToGame");
            action.run();
            m_inAction = false;
            settle();
            checkInvariants();
            if (QTest::currentTestFailed())
                return;
        }
        const qint64 elapsed = clock.elapsed();
        m_window.reset();

        QStringList done;
        for (const auto &[name, count] : m_counts)
            done << QStringLiteral("%1 %2").arg(QLatin1String(name)).arg(count);
        qInfo("%d actions in %.1f s (seed %llu): %s", actions, double(elapsed) / 1000.0,
              static_cast<unsigned long long>(m_seed), qPrintable(done.join(QStringLiteral(", "))));
        qInfo("played: %d by people, %d by the AI, %d replayed by redo; %d games finished; %d animations; "
              "%d hints shown; %d stale AI answers dropped; %d screen checks; games seen: %d; "
              "%d files saved, %d opened, %d damaged files refused, %d positions pasted",
              m_humanMoves, m_aiMoves, m_redoneMoves, m_gamesFinished, m_animations, m_hints, m_staleAnswers,
              m_screenChecks, int(m_kindsSeen.size()), m_saves, m_opens, m_refusedFiles, m_pastes);
        // The run must have exercised what it claims to, or it proves little.
        if (actions >= 1000) {
            // People sit at a seat only in some of the games the random
            // settings make: the default seed's run plays 59-67 of its 3,000
            // actions by hand, depending on the machine's timing.
            QVERIFY(m_humanMoves > actions / 100);
            QVERIFY(m_aiMoves > actions / 50);
            QVERIFY(m_animations > actions / 50);
            QVERIFY(m_gamesFinished > 0);
            QVERIFY(m_screenChecks > actions / 20);
            QCOMPARE(int(m_kindsSeen.size()), 3);
            QVERIFY(m_saves > 0 && m_opens > 0 && m_refusedFiles > 0 && m_pastes > 0);
            // Redo and a search outrun by the next action (dozens of each in
            // a run). Hints that reach the board are few, as the next action
            // usually cancels the search first; they are checked elsewhere.
            QVERIFY(m_redoneMoves > 0 && m_staleAnswers > 0);
        }
    }

private:
    struct Action {
        const char *name;
        int weight;
        std::function<void()> run;
    };

    // ----- the actions ---------------------------------------------------

    void addActions()
    {
        // One line per action: a name for the log, how often, what it does.
        m_actions = {
            {"click", 30, [this] { clickBoard(); }},
            {"key", 15, [this] { pressKey(); }},
            {"wait", 12, [this] { QTest::qWait(int(m_random() % 80)); }},
            {"new", 1, [this] { trigger("actionNew"); }},
            {"restart", 1, [this] { trigger("actionRestart"); }},
            {"undo", 5, [this] { trigger("actionUndo"); }},
            {"redo", 4, [this] { trigger("actionRedo"); }},
            {"hint", 2, [this] { trigger("actionHint"); }},
            {"analysis", 1, [this] { trigger("actionAnalysis"); }},
            {"review", 1, [this] { trigger("actionReview"); }},
            {"browse", 2, [this] { browse(); }},
            {"demo", 1, [this] { trigger("actionDemo"); }},
            {"demo preset", 1, [this] { triggerDemoPreset(); }},
            {"pause", 2, [this] { trigger("actionPause"); }},
            {"step", 2, [this] { trigger("actionStep"); }},
            {"settings", 2, [this] { applyRandomSettings(); }},
            {"settings dialog", 1, [this] { useSettingsDialog(); }},
            {"language", 1, [this] { switchLanguage(); }},
            {"save", 1, [this] { saveFile(); }},
            {"open", 1, [this] { openFile(); }},
            {"copy and paste", 1, [this] { copyAndPaste(); }},
            {"resize", 1, [this] { m_window->resize(600 + int(m_random() % 500), 450 + int(m_random() % 400)); }},
        };
        for (const Action &action : m_actions)
            m_totalWeight += action.weight;
    }

    const Action &pickAction()
    {
        int roll = int(m_random() % std::uint64_t(m_totalWeight));
        for (const Action &action : m_actions) {
            if (roll < action.weight)
                return action;
            roll -= action.weight;
        }
        return m_actions.front();
    }

    // One of the chosen game's demo presets, if it has some.
    void triggerDemoPreset()
    {
        // One draw whether or not the game has presets, so that the actions
        // after it do not depend on which game is on the board.
        const std::uint64_t draw = m_random();
        const QList<QAction *> presets = m_window->demoPresetsMenu()->actions();
        if (!presets.isEmpty())
            trigger(qPrintable(presets.at(qsizetype(draw % std::uint64_t(presets.size())))->objectName()));
    }

    // Shows an earlier position of the game, or the game itself again.
    void browse()
    {
        const std::uint64_t draw = m_random();
        const int plies = m_window->session()->game().plyCount();
        m_window->browser()->show(int(draw % std::uint64_t(plies + 1)));
    }

    void trigger(const char *name)
    {
        QAction *action = m_window->findChild<QAction *>(QLatin1String(name));
        QVERIFY2(action, name);
        // Undo and redo replay moves of either seat: not the AI's doing.
        const QLatin1String id(name);
        m_inHistoryAction = id == QLatin1String("actionUndo") || id == QLatin1String("actionRedo");
        // As a person would: only when it is enabled.
        if (action->isEnabled())
            action->trigger();
        m_inHistoryAction = false;
    }

    void clickBoard()
    {
        BoardView *board = m_window->boardView();
        const Game &game = m_window->session()->game();
        QPoint point;
        const int where = int(m_random() % 4);
        if (where == 0) {
            // Anywhere on the widget, margins and all.
            point = QPoint(int(m_random() % std::uint64_t(std::max(1, board->width()))),
                           int(m_random() % std::uint64_t(std::max(1, board->height()))));
        } else if (where == 1 && qobject_cast<QuartoBoardView *>(board)) {
            // Quarto's reserve: where the pieces to give are.
            point = static_cast<QuartoBoardView *>(board)
                        ->reserveSlotRect(Piece(m_random() % kPieceCount))
                        .center()
                        .toPoint();
        } else {
            // A cell: most clicks of a person aim at one.
            const Cell cell{int(m_random() % std::uint64_t(game.rows())),
                            int(m_random() % std::uint64_t(game.columns()))};
            point = board->cellRect(cell).center().toPoint();
        }
        const Qt::MouseButton button = m_random() % 10 == 0 ? Qt::RightButton : Qt::LeftButton;
        QTest::mouseMove(board, point);
        QTest::mouseClick(board, button, {}, point);
    }

    void pressKey()
    {
        static const Qt::Key keys[] = {Qt::Key_Left,  Qt::Key_Right, Qt::Key_Up,     Qt::Key_Down, Qt::Key_Return,
                                       Qt::Key_Enter, Qt::Key_Space, Qt::Key_Escape, Qt::Key_0,    Qt::Key_1,
                                       Qt::Key_2,     Qt::Key_3,     Qt::Key_4,      Qt::Key_5,    Qt::Key_6,
                                       Qt::Key_7,     Qt::Key_8,     Qt::Key_9,      Qt::Key_A,    Qt::Key_Tab};
        const Qt::Key key = keys[m_random() % std::size(keys)];
        QTest::keyClick(m_window->boardView(), key);
    }

    Seat randomAiSeat(const GameRules &game)
    {
        const std::vector<AiLevel> levels = game.levels();
        AiConfig config;
        config.level = levels[m_random() % levels.size()];
        config.depth = 1 + int(m_random() % 4);
        // The shortest budget the settings allow, or a little more: the AI
        // thinks long enough for actions to land during its search.
        config.budget = std::chrono::milliseconds(Seat::kMinBudgetMs + int(m_random() % 100));
        config.seed = m_random();
        return Seat::computer(config);
    }

    void applyRandomSettings()
    {
        Settings s = m_window->settings();
        // Mostly the same game with other options, sometimes another game.
        if (m_random() % 3 == 0)
            s.game = std::array{"connect4", "quarto", "4mation"}[m_random() % 3];
        // Small boards end games often; big ones now and then.
        s.optionsOf("connect4").setValue("rows", 4 + int(m_random() % (m_random() % 4 == 0 ? 7 : 3)));
        s.optionsOf("connect4").setValue("columns", 4 + int(m_random() % (m_random() % 4 == 0 ? 7 : 4)));
        s.optionsOf("quarto").setValue("squareRule", m_random() % 2 == 0);
        s.optionsOf("4mation").setValue("size", 3 + int(m_random() % (m_random() % 4 == 0 ? 8 : 4)));
        s.optionsOf("4mation").setValue("officialRule", m_random() % 2 == 0);
        for (Seat &seat : s.seats)
            seat = m_random() % 5 < 2 ? Seat::person() : randomAiSeat(*s.chosenOptions().rules);
        s.firstMove = std::array{FirstMove::Seat1, FirstMove::Seat2, FirstMove::Alternate}[m_random() % 3];
        // Animations on most of the time, so that moves overlap them.
        s.animationSpeed = std::array{AnimationSpeed::Off, AnimationSpeed::Fast, AnimationSpeed::Fast,
                                      AnimationSpeed::Normal, AnimationSpeed::Slow}[m_random() % 5];
        s.pacingMs = int(m_random() % 40);
        m_window->applySettings(s);
        // The game and seats apply from the next game: usually start one.
        if (m_random() % 3 != 0)
            m_window->newGame();
    }

    void useSettingsDialog()
    {
        m_window->showSettings();
        SettingsDialog *dialog = m_window->settingsDialog();
        QVERIFY(dialog);
        // The window keeps playing behind the dialog for a moment.
        QTest::qWait(int(m_random() % 20));
        if (m_random() % 2)
            dialog->accept();
        else
            dialog->reject();
    }

    void switchLanguage()
    {
        std::vector<QString> codes;
        for (const InterfaceLanguage &language : interfaceLanguages())
            codes.push_back(language.code);
        codes.push_back(QString()); // the system's
        m_window->setLanguage(codes[m_random() % codes.size()]);
    }

    // ----- files and the clipboard -------------------------------------------

    // What a game shows of itself that a file must give back.
    struct Snapshot {
        GameOptions options;
        std::vector<Move> moves;
        bool operator==(const Snapshot &other) const { return options == other.options && moves == other.moves; }
    };
    Snapshot snapshot() const
    {
        const GameSession *session = m_window->session();
        return {session->options(), session->game().history()};
    }

    void saveFile()
    {
        const QString path = QStringLiteral("%1/game-%2.quatre").arg(m_folder).arg(m_random() % 3);
        const SavedGame expected(m_window->session()->record());
        QString error;
        if (!m_window->document()->saveGame(path, &error))
            return violation(QStringLiteral("saving %1 failed: %2").arg(path, error));
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            return violation(QStringLiteral("the saved file %1 is not there").arg(path));
        const std::optional<SavedGame> read = SavedGame::fromJson(file.readAll(), builtInGames(), &error);
        if (!read)
            return violation(QStringLiteral("%1 does not read back: %2").arg(path, error));
        const char *differs = read->options != expected.options ? "options"
            : read->moves != expected.moves                     ? "moves"
            : read->redo != expected.redo                       ? "redo moves"
            : read->seats != expected.seats                     ? "players"
            : read->firstSeat != expected.firstSeat             ? "first player"
                                                                : nullptr;
        if (differs)
            return violation(QStringLiteral("%1 does not read back as the game saved: its %2 differ")
                                 .arg(path, QLatin1String(differs)));
        m_savedFiles[path] = Snapshot{expected.options, expected.moves};
        ++m_saves;
    }

    // Opens one of the files saved, or a damaged one: a good file must give
    // its game, a damaged one must change nothing.
    void openFile()
    {
        const Snapshot before = snapshot();
        QString path;
        std::optional<Snapshot> expected;
        if (!m_savedFiles.empty() && m_random() % 3 != 0) {
            auto chosen = std::next(m_savedFiles.begin(), std::ptrdiff_t(m_random() % m_savedFiles.size()));
            path = chosen->first;
            expected = chosen->second;
        } else {
            path = writeDamagedFile();
        }
        m_inHistoryAction = true; // the file's moves are replayed, not played
        QString error;
        const bool opened = m_window->document()->openGame(path, &error);
        m_inHistoryAction = false;
        if (expected) {
            if (!opened)
                return violation(QStringLiteral("the saved file %1 did not open: %2").arg(path, error));
            if (snapshot() != *expected)
                return violation(QStringLiteral("%1 opened as another game").arg(path));
            ++m_opens;
        } else {
            if (opened)
                return violation(QStringLiteral("the damaged file %1 opened").arg(path));
            if (error.isEmpty())
                return violation(QStringLiteral("the damaged file %1 was refused without a reason").arg(path));
            if (snapshot() != before)
                return violation(QStringLiteral("refusing the damaged file %1 changed the game").arg(path));
            ++m_refusedFiles;
        }
    }

    // A file the window must refuse: cut short, not JSON, from the future,
    // with an illegal move, or missing.
    QString writeDamagedFile()
    {
        const QString path = m_folder + QStringLiteral("/damaged.quatre");
        SavedGame empty;
        empty.options = connectFourOptions();
        QByteArray good = empty.toJson();
        if (!m_savedFiles.empty()) {
            QFile saved(m_savedFiles.begin()->first);
            if (saved.open(QIODevice::ReadOnly))
                good = saved.readAll();
        }
        QByteArray damaged;
        switch (m_random() % 5) {
        case 0: damaged = good.left(qsizetype(m_random() % std::uint64_t(good.size() - 1))); break;
        case 1: damaged = QByteArrayLiteral("\x89PNG not a game at all"); break;
        case 2: damaged = good.replace(QByteArrayLiteral("\"version\": 1"), QByteArrayLiteral("\"version\": 7")); break;
        case 3:
            damaged = QByteArrayLiteral("{\"format\": \"quatre-saved-game\", \"version\": 1, \"game\": \"connect4\", "
                                        "\"moves\": [\"1\", \"1\", \"1\", \"1\", \"1\", \"1\", \"1\"]}");
            break;
        default: QFile::remove(path); return path;
        }
        QFile file(path);
        if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) || file.write(damaged) != damaged.size())
            violation(QStringLiteral("cannot write the damaged file %1").arg(path));
        return path;
    }

    // Copies the moves and pastes them as a new game (the same moves), or
    // pastes text that is no position (nothing changes).
    void copyAndPaste()
    {
        const Snapshot before = snapshot();
        const bool garbage = m_random() % 2 == 0 || before.moves.empty();
        if (garbage)
            QGuiApplication::clipboard()->setText(m_random() % 2 ? QStringLiteral("no moves here")
                                                                 : QStringLiteral("{\"format\": 1"));
        else
            m_window->document()->copyPosition();
        m_inHistoryAction = true;
        QString error;
        const bool pasted = m_window->document()->pastePosition(&error);
        m_inHistoryAction = false;
        if (garbage) {
            if (pasted || error.isEmpty() || snapshot() != before)
                violation(QStringLiteral("pasting text that is no position changed the game, or said nothing"));
        } else if (!pasted || snapshot() != before) {
            violation(QStringLiteral("pasting the copied moves did not give the same position: %1").arg(error));
        } else {
            ++m_pastes;
        }
    }

    // Lets the window run a little between actions: the events the action
    // posted, and sometimes the timers (pacing, animation frames, AI answers).
    void settle()
    {
        QCoreApplication::processEvents();
        if (m_random() % 4 == 0)
            QTest::qWait(1 + int(m_random() % 15));
        // A settings dialog opened by a shortcut would block the board: close it.
        if (SettingsDialog *dialog = m_window->settingsDialog())
            dialog->reject();
        QCoreApplication::processEvents();
    }

    // ----- watching the window --------------------------------------------

    void watch()
    {
        GameSession *session = m_window->session();
        AiController *ai = m_window->aiController();
        connect(session, &GameSession::movePlayed, this, [this, session](Move move) {
            const int mover = session->seatForSide((session->game().plyCount() + 1) % 2);
            if (m_inHistoryAction) {
                ++m_redoneMoves;
            } else if (session->seat(mover).human) {
                ++m_humanMoves;
                // A person's move comes from a click or a key, never by itself.
                if (!m_inAction)
                    violation(
                        QStringLiteral("a move for the person in seat %1 appeared with no action").arg(mover + 1));
            } else {
                // An AI seat's move. It must be the answer to the last search,
                // asked for exactly the position it is played in: an answer
                // to an older request would be a stale move.
                std::vector<Move> before = session->game().history();
                before.pop_back();
                if (before != m_searchedPosition)
                    violation(QStringLiteral("a stale AI move: searched after %1 moves, played after %2")
                                  .arg(m_searchedPosition.size())
                                  .arg(before.size()));
                // And the controller must say so at once (aiMovePlayed).
                m_unannounced = {mover, move};
            }
            if (session->isOver())
                ++m_gamesFinished;
        });
        // A search for an AI seat's move starts: remember for which position.
        connect(ai, &AiController::thinkingChanged, this, [this, session](bool thinking) {
            if (thinking)
                m_searchedPosition = session->game().history();
        });
        connect(ai, &AiController::aiMovePlayed, this, [this, session](int seat, const AiDecision &decision) {
            ++m_aiMoves;
            if (m_window->browser()->isBrowsing())
                violation(QStringLiteral("the AI played while a person browsed the game"));
            if (session->seat(seat).human)
                violation(QStringLiteral("the AI played for the person in seat %1").arg(seat + 1));
            if (!m_unannounced || m_unannounced->first != seat || m_unannounced->second != decision.move)
                violation(
                    QStringLiteral("the AI announced a move for seat %1 that it did not just play").arg(seat + 1));
            m_unannounced.reset();
        });
        connect(ai, &AiController::problem, this,
                [this](const QString &message) { violation(QStringLiteral("the AI controller said: ") + message); });
        connect(ai, &AiController::hintReady, this, [this] { ++m_hints; });
        connect(ai, &AiController::staleAnswerDropped, this, [this] { ++m_staleAnswers; });
        watchBoard();
    }

    // The board widget is replaced when the game changes: follow the new one.
    void watchBoard()
    {
        if (m_watchedBoard == m_window->boardView())
            return;
        m_watchedBoard = m_window->boardView();
        connect(m_watchedBoard, &BoardView::animationStarted, this, [this] { ++m_animations; });
    }

    void violation(const QString &what)
    {
        if (m_violation.isEmpty())
            m_violation = what;
    }

    void fail(const QString &what)
    {
        QString message = QStringLiteral("%1\nseed %2 (QUATRE_TEST_SEED=%2), action #%3; the last actions:\n")
                              .arg(what)
                              .arg(m_seed)
                              .arg(m_actionIndex);
        for (const QString &line : m_log)
            message += QStringLiteral("  %1\n").arg(line);
        message += QStringLiteral("moves: '%1'").arg(m_window->session()->movesText());
        QFAIL(qPrintable(message));
    }

    void checkInvariants()
    {
        watchBoard();
        GameSession *session = m_window->session();
        BoardView *board = m_window->boardView();
        const Game &game = session->game();
        m_kindsSeen.insert(std::string(session->options().rules->id()));

        if (!m_violation.isEmpty())
            return fail(m_violation);
        if (m_unannounced)
            return fail(QStringLiteral("an AI seat's move was played without the controller announcing it"));

        // The board follows this session, or the position a person browses, and draws this game.
        const bool browsing = m_window->browser()->isBrowsing();
        GameSession *shownSession = browsing ? m_window->browser()->shownSession() : session;
        const Game &shownGame = shownSession->game();
        if (board->session() != shownSession)
            return fail(QStringLiteral("the board view follows another session"));
        if (browsing
            && !std::equal(shownGame.history().begin(), shownGame.history().end(), game.history().begin(),
                           game.history().begin() + std::min(game.history().size(), shownGame.history().size())))
            return fail(QStringLiteral("the position browsed is not one of the game's"));
        const std::string_view id = session->options().rules->id();
        const bool rightKind = (id == "connect4" && qobject_cast<ConnectFourBoardView *>(board))
            || (id == "quarto" && qobject_cast<QuartoBoardView *>(board))
            || (id == "4mation" && qobject_cast<FourMationBoardView *>(board));
        if (!rightKind || !board->isVisible())
            return fail(QStringLiteral("the board shown is not the game's"));

        // Its marks fit the position.
        std::vector<Cell> shown = board->highlightedCells(),
                          winning = shownSession->isOver() ? shownSession->winningCells() : std::vector<Cell>{};
        auto byPlace = [](const Cell &a, const Cell &b) {
            return std::tie(a.row, a.column) < std::tie(b.row, b.column);
        };
        std::sort(shown.begin(), shown.end(), byPlace);
        std::sort(winning.begin(), winning.end(), byPlace);
        if (shown != winning)
            return fail(QStringLiteral("the highlighted cells are not the winning line"));
        const QString banner = browsing ? QString() : m_window->endMessage();
        if (board->banner() != banner)
            return fail(QStringLiteral("the banner '%1' is not the result '%2'").arg(board->banner(), banner));
        if (board->isInteractive() != (!browsing && session->isHumanToMove()))
            return fail(QStringLiteral("the board takes clicks when it should not, or the reverse"));
        if (board->hint() != kNoMove && (!session->isHumanToMove() || !game.isLegal(board->hint())))
            return fail(QStringLiteral("a hint is shown for a move that cannot be played"));
        if (auto *quarto = qobject_cast<QuartoBoardView *>(board); quarto && quarto->pendingSquare() >= 0) {
            const auto &q = static_cast<const Quarto &>(game);
            if (browsing || !session->isHumanToMove() || q.pieceOnSquare(quarto->pendingSquare()) != kNoPiece)
                return fail(QStringLiteral("a Quarto placement waits where it cannot be played"));
        }
        if (m_window->aiController()->isThinking() && !session->isAiToMove())
            return fail(QStringLiteral("the AI thinks while a person is to move"));

        // The move list shows exactly the history.
        const auto *list = m_window->sidePanel()->findChild<QTreeWidget *>();
        QStringList listed;
        for (int row = 0; row < list->topLevelItemCount(); ++row)
            for (int column : {1, 2})
                if (QString text = list->topLevelItem(row)->text(column); !text.isEmpty()) {
                    // A move shown with a picture (a Quarto piece) is spelled
                    // out in its tooltip's first line.
                    if (!list->topLevelItem(row)->icon(column).isNull())
                        text = list->topLevelItem(row)->toolTip(column).section(QLatin1Char('\n'), 0, 0);
                    // Without the review's mark of a mistake or a blunder.
                    while (text.endsWith(QLatin1Char('?')))
                        text.chop(1);
                    listed << text.trimmed();
                }
        QStringList expected;
        for (Move move : game.history())
            expected << board->moveLabel(move);
        if (listed != expected)
            return fail(QStringLiteral("the move list shows '%1' for the moves '%2'")
                            .arg(listed.join(QLatin1Char(' ')), expected.join(QLatin1Char(' '))));

        // And on the screen, every few actions when nothing moves.
        if (++m_sinceScreenCheck >= kScreenCheckEvery && !board->isAnimating()) {
            m_sinceScreenCheck = 0;
            ++m_screenChecks;
            if (const QString difference = ui::test::screenDiffersFromModel(board, *shownSession);
                !difference.isEmpty())
                return fail(QStringLiteral("the board shown is not the model: ") + difference);
        }
    }

    std::uint64_t m_seed = 0;
    std::mt19937_64 m_random;
    std::unique_ptr<MainWindow> m_window;
    std::vector<Action> m_actions;
    int m_totalWeight = 0;
    int m_actionIndex = 0;
    std::deque<QString> m_log;
    std::map<const char *, int> m_counts;

    bool m_inAction = false; // inside an action's own code
    bool m_inHistoryAction = false; // inside Undo or Redo
    std::optional<std::pair<int, Move>> m_unannounced; // an AI seat's move the controller has not announced yet
    std::vector<Move> m_searchedPosition;
    QString m_violation;
    BoardView *m_watchedBoard = nullptr;
    int m_sinceScreenCheck = 0;
    std::set<std::string> m_kindsSeen;
    QString m_folder; // where the monkey saves its files
    std::map<QString, Snapshot> m_savedFiles; // what each file saved holds

    int m_humanMoves = 0, m_aiMoves = 0, m_redoneMoves = 0, m_gamesFinished = 0, m_animations = 0, m_hints = 0,
        m_staleAnswers = 0, m_screenChecks = 0, m_saves = 0, m_opens = 0, m_refusedFiles = 0, m_pastes = 0;
};

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
