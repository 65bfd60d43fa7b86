#include "mainwindow/mainwindow.h"

#include "ai/aicontroller.h"
#include "board/boardview.h"
#include "board/boardviewfactory.h"
#include "mainwindow/icons.h"
#include "mainwindow/sidepanel.h"
#include "session/gamesession.h"
#include "session/seattext.h"
#include "settings/settingsdialog.h"
#include "text/verdicttext.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QToolButton>

namespace quatre::ui {

namespace {

QString gameTitle(GameKind kind)
{
    switch (kind) {
    case GameKind::ConnectFour: return MainWindow::tr("Connect Four");
    case GameKind::Quarto: return MainWindow::tr("Quarto");
    case GameKind::FourMation: return MainWindow::tr("4Mation");
    }
    return {};
}

} // namespace

MainWindow::MainWindow(std::unique_ptr<QSettings> store, QWidget *parent)
    : QMainWindow(parent)
    , m_store(std::move(store))
    , m_session(new GameSession(this))
    , m_ai(new AiController(m_session, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(appIcon());
    if (m_store)
        m_settings.load(*m_store);

    auto *central = new QWidget(this);
    m_centralLayout = new QHBoxLayout(central);
    m_centralLayout->setContentsMargins(0, 0, 6, 0);
    m_centralLayout->setSpacing(6);
    m_sidePanel = new SidePanel(central);
    m_sidePanel->setObjectName(QStringLiteral("sidePanel"));
    m_sidePanel->setMaximumWidth(300);
    m_centralLayout->addWidget(m_sidePanel);
    setCentralWidget(central);
    ensureBoard(m_settings.game.kind);

    m_gameLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_gameLabel);

    createActions();
    createMenus();
    createToolBar();

    // The controller connected to the session first, so when these run a new
    // search has already started and isThinking() is up to date.
    connect(m_session, &GameSession::positionChanged, this, &MainWindow::refresh);
    connect(m_session, &GameSession::scoreChanged, this, [this] { m_sidePanel->setScore(m_session->score()); });
    connect(m_ai, &AiController::thinkingChanged, this, &MainWindow::onThinking);
    connect(m_ai, &AiController::progressed, this, [this](int depth, int) { onProgress(depth); });
    connect(m_ai, &AiController::hintReady, this, [this](Move move) {
        m_board->showHint(move);
        statusBar()->showMessage(
            tr("Hint: play %1").arg(m_board->moveLabel(move)));
    });
    connect(m_ai, &AiController::problem, this, [this](const QString &message) {
        statusBar()->showMessage(message);
    });
    connect(m_ai, &AiController::aiMovePlayed, this, &MainWindow::onAiMovePlayed);
    connect(m_ai, &AiController::pausedChanged, this, [this](bool paused) {
        m_pauseAction->setChecked(paused);
        refresh();
    });

    applyDisplaySettings();
    resize(1000, 720);
    newGame();
}

MainWindow::~MainWindow()
{
    m_ai->cancel();
}

SettingsDialog *MainWindow::settingsDialog() const
{
    return findChild<SettingsDialog *>();
}

void MainWindow::createActions()
{
    auto make = [this](const QString &text, const QString &name, const QIcon &icon, const QKeySequence &shortcut,
                       const QString &tip) {
        auto *action = new QAction(icon, text, this);
        action->setObjectName(name);
        action->setShortcut(shortcut);
        action->setToolTip(tip);
        action->setStatusTip(tip);
        return action;
    };
    m_newAction = make(tr("&New Game"), QStringLiteral("actionNew"), themedIcon(QStringLiteral("document-new"), QStringLiteral("new")),
                       QKeySequence::New, tr("Start a new game with the current settings"));
    m_restartAction = make(tr("&Restart"), QStringLiteral("actionRestart"),
                           themedIcon(QStringLiteral("view-refresh"), QStringLiteral("restart")),
                           QKeySequence(tr("Ctrl+R")), tr("Play this game again from the first move"));
    m_demoAction = make(tr("&Demo"), QStringLiteral("actionDemo"), themedIcon(QStringLiteral("computer"), QStringLiteral("demo")),
                        QKeySequence(tr("Ctrl+D")), tr("Watch two AI players play each other"));
    m_pauseAction = make(tr("&Pause"), QStringLiteral("actionPause"),
                         themedIcon(QStringLiteral("media-playback-pause"), QStringLiteral("pause")),
                         QKeySequence(tr("P")), tr("Pause or resume the AI players"));
    m_pauseAction->setCheckable(true);
    m_stepAction = make(tr("S&tep"), QStringLiteral("actionStep"),
                        themedIcon(QStringLiteral("media-skip-forward"), QStringLiteral("step")), QKeySequence(tr("S")),
                        tr("While paused, let the AI play one move"));
    m_settingsAction = make(tr("&Settings…"), QStringLiteral("actionSettings"),
                            themedIcon(QStringLiteral("configure"), QStringLiteral("settings")),
                            QKeySequence(tr("Ctrl+,")), tr("Choose the game, the players and the display"));
    m_quitAction = make(tr("&Quit"), QStringLiteral("actionQuit"),
                        themedIcon(QStringLiteral("application-exit"), QStringLiteral("quit")), QKeySequence::Quit,
                        tr("Close Quatre"));
    m_undoAction = make(tr("&Undo"), QStringLiteral("actionUndo"), themedIcon(QStringLiteral("edit-undo"), QStringLiteral("undo")),
                        QKeySequence::Undo, tr("Take back your last move"));
    m_redoAction = make(tr("Re&do"), QStringLiteral("actionRedo"), themedIcon(QStringLiteral("edit-redo"), QStringLiteral("redo")),
                        QKeySequence::Redo, tr("Play again the move you took back"));
    m_hintAction = make(tr("&Hint"), QStringLiteral("actionHint"), themedIcon(QStringLiteral("help-hint"), QStringLiteral("hint")),
                        QKeySequence(tr("H")), tr("Ask the Expert AI for a good move"));
    m_aboutAction = make(tr("&About Quatre"), QStringLiteral("actionAbout"),
                         themedIcon(QStringLiteral("help-about"), QStringLiteral("about")), QKeySequence(),
                         tr("About this program"));

    connect(m_newAction, &QAction::triggered, this, &MainWindow::newGame);
    connect(m_restartAction, &QAction::triggered, this, &MainWindow::restartGame);
    connect(m_demoAction, &QAction::triggered, this, &MainWindow::startDemo);
    connect(m_pauseAction, &QAction::toggled, this, &MainWindow::setPaused);
    connect(m_stepAction, &QAction::triggered, this, &MainWindow::step);
    connect(m_settingsAction, &QAction::triggered, this, &MainWindow::showSettings);
    connect(m_quitAction, &QAction::triggered, this, &QWidget::close);
    connect(m_undoAction, &QAction::triggered, this, &MainWindow::undo);
    connect(m_redoAction, &QAction::triggered, this, &MainWindow::redo);
    connect(m_hintAction, &QAction::triggered, this, &MainWindow::hint);
    connect(m_aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
}

void MainWindow::createMenus()
{
    QMenu *game = menuBar()->addMenu(tr("&Game"));
    game->addAction(m_newAction);
    game->addAction(m_restartAction);
    game->addSeparator();
    game->addAction(m_demoAction);
    m_demoPresets = game->addMenu(tr("Demo &Presets"));
    m_demoPresets->setObjectName(QStringLiteral("demoPresetsMenu"));
    const QString presets[] = {tr("dummy vs foo (Random vs Random)"), tr("dummy vs Roussel (Random vs Hardcore)"),
                               tr("Colmerauer vs Roussel (Hardcore vs Hardcore)")};
    for (int i = 0; i < 3; ++i) {
        QAction *preset = m_demoPresets->addAction(presets[i], this, [this, i] { startDemoPreset(i); });
        preset->setObjectName(QStringLiteral("actionDemoPreset%1").arg(i + 1));
    }
    game->addAction(m_pauseAction);
    game->addAction(m_stepAction);
    game->addSeparator();
    game->addAction(m_settingsAction);
    game->addSeparator();
    game->addAction(m_quitAction);

    QMenu *move = menuBar()->addMenu(tr("&Move"));
    move->addAction(m_undoAction);
    move->addAction(m_redoAction);
    move->addSeparator();
    move->addAction(m_hintAction);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(m_aboutAction);
}

void MainWindow::createToolBar()
{
    QToolBar *bar = addToolBar(tr("Main"));
    bar->setObjectName(QStringLiteral("mainToolBar"));
    bar->setMovable(false);
    bar->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    bar->setIconSize(QSize(28, 28));
    bar->addAction(m_newAction);
    bar->addAction(m_restartAction);
    bar->addSeparator();
    bar->addAction(m_undoAction);
    bar->addAction(m_redoAction);
    bar->addAction(m_hintAction);
    bar->addSeparator();
    bar->addAction(m_demoAction);
    bar->addAction(m_pauseAction);
    bar->addAction(m_stepAction);
    bar->addSeparator();
    bar->addAction(m_settingsAction);
    updateDemoPresets();
}

void MainWindow::updateDemoPresets()
{
    const bool offered = m_settings.game.kind == GameKind::FourMation;
    m_demoPresets->menuAction()->setVisible(offered);
    // The Demo button opens the presets from its arrow when the game has some.
    if (auto *bar = findChild<QToolBar *>(QStringLiteral("mainToolBar"))) {
        if (auto *demo = qobject_cast<QToolButton *>(bar->widgetForAction(m_demoAction))) {
            demo->setMenu(offered ? m_demoPresets : nullptr);
            demo->setPopupMode(offered ? QToolButton::MenuButtonPopup : QToolButton::DelayedPopup);
        }
    }
    m_demoPresets->setEnabled(offered);
}

void MainWindow::ensureBoard(GameKind kind)
{
    if (m_board && kind == m_boardKind)
        return;
    BoardView *board = createBoardView(kind, centralWidget());
    if (!board)
        return;
    if (m_board) {
        m_board->finishAnimation(); // releases an AI move held for it
        m_centralLayout->removeWidget(m_board);
        m_board->setSession(nullptr);
        m_board->deleteLater();
    }
    m_board = board;
    m_boardKind = kind;
    m_board->setObjectName(QStringLiteral("board"));
    m_centralLayout->insertWidget(0, m_board, 1);
    m_board->setSession(m_session);
    m_board->setAnimationMs(Settings::animationMs(m_settings.animationSpeed));
    connect(m_board, &BoardView::moveChosen, this, &MainWindow::onMoveChosen);
    connect(m_board, &BoardView::moveRefused, this, [this](const QString &reason) {
        statusBar()->showMessage(reason, 4000);
    });
    // An AI move waits until the previous piece has landed.
    connect(m_board, &BoardView::animationStarted, m_ai, [this] { m_ai->setHeld(true); });
    connect(m_board, &BoardView::animationFinished, m_ai, [this] { m_ai->setHeld(false); });
    m_board->setFocus();
}

void MainWindow::applyDisplaySettings()
{
    m_board->setAnimationMs(Settings::animationMs(m_settings.animationSpeed));
    m_ai->setPacingMs(m_settings.pacingMs);
}

void MainWindow::applySettings(const Settings &settings)
{
    m_settings = settings;
    if (m_store)
        m_settings.save(*m_store);
    applyDisplaySettings();
    updateDemoPresets();
    // A search started under the old settings must not survive them.
    m_ai->reconsider();
    statusBar()->showMessage(tr("Settings saved. The game and player settings apply from the next new game."), 6000);
}

void MainWindow::newGame()
{
    startGame(m_settings.seats);
}

void MainWindow::startDemo()
{
    std::array<Seat, 2> seats = m_settings.seats;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        if (seats[i].human) {
            AiConfig config;
            config.level = AiLevel::Minimax;
            config.depth = 3 + int(i);
            seats[i] = Seat::computer(config);
        }
        // A new seed each game, so that demos do not all look alike.
        seats[i].ai.seed = std::uint64_t(m_session->gamesStarted()) * 2 + i + 1;
    }
    startGame(seats);
    statusBar()->showMessage(tr("Demo: %1 against %2").arg(SeatText::describe(seats[0]), SeatText::describe(seats[1])));
}

void MainWindow::startDemoPreset(int preset)
{
    if (m_settings.game.kind != GameKind::FourMation)
        return;
    // Seed 003's bots: dummy and foo play at random, Colmerauer and Roussel are Hardcore.
    AiConfig random;
    random.level = AiLevel::Random;
    AiConfig hardcore;
    hardcore.level = AiLevel::Hardcore;
    std::array<AiConfig, 2> configs{random, random};
    std::array<QString, 2> names{tr("dummy"), tr("foo")};
    if (preset == 1) {
        configs = {random, hardcore};
        names = {tr("dummy"), tr("Roussel")};
    } else if (preset >= 2) {
        configs = {hardcore, hardcore};
        names = {tr("Colmerauer"), tr("Roussel")};
    }
    std::array<Seat, 2> seats;
    for (std::size_t i = 0; i < seats.size(); ++i) {
        configs[i].seed = std::uint64_t(m_session->gamesStarted()) * 2 + i + 1;
        seats[i] = Seat::computer(configs[i]);
    }
    startGame(seats);
    statusBar()->showMessage(tr("Demo: %1 against %2")
                                 .arg(tr("%1 (%2)").arg(names[0], SeatText::describe(seats[0])),
                                      tr("%1 (%2)").arg(names[1], SeatText::describe(seats[1]))));
}

QString MainWindow::hardcoreMessage(MoveReason reason)
{
    // Seed 003's words, one for each of the bot's three ways of choosing.
    switch (reason) {
    case MoveReason::Block: return tr("Too easy m8.");
    case MoveReason::Search: return tr("Careful. Ive got everything under control.");
    case MoveReason::Greedy: return tr("Im tired of thinking. Ill just go with the most obvious one.");
    case MoveReason::ImmediateWin:
    case MoveReason::None: break;
    }
    return {};
}

void MainWindow::onAiMovePlayed(int seat, const AiDecision &decision)
{
    const Seat &player = m_session->seat(seat);
    if (player.human)
        return;
    // Perfect says "not sure" when it fell back to the heuristic search;
    // Expert only speaks when it proved the outcome.
    const bool tellsVerdict = player.ai.level == AiLevel::Perfect || (player.ai.level == AiLevel::Expert && decision.verdict);
    m_verdicts[static_cast<std::size_t>(seat)].reset();
    if (tellsVerdict) {
        m_verdicts[static_cast<std::size_t>(seat)] = SeatVerdict{decision.verdict, m_session->game().history()};
        refresh();
    }
    if (player.ai.level != AiLevel::Hardcore)
        return;
    const QString message = hardcoreMessage(decision.reason);
    if (message.isEmpty())
        return;
    m_board->setSpeech(seat, message);
    if (!m_session->isOver())
        statusBar()->showMessage(tr("%1: %2").arg(m_board->seatName(seat), message));
}

void MainWindow::startGame(const std::array<Seat, 2> &seats)
{
    m_ai->cancel();
    m_ai->setPaused(false);
    ensureBoard(m_settings.game.kind);
    int first = 0;
    switch (m_settings.firstMove) {
    case FirstMove::Seat1: first = 0; break;
    case FirstMove::Seat2: first = 1; break;
    case FirstMove::Alternate: first = m_session->gamesStarted() % 2; break;
    }
    QString error;
    if (!m_session->start(m_settings.game, seats, first, &error))
        statusBar()->showMessage(tr("Cannot start the game: %1").arg(error));
}

void MainWindow::restartGame()
{
    m_ai->setPaused(false);
    m_session->restart();
}

bool MainWindow::loadMoves(const QString &text, QString *error)
{
    QString problem;
    const bool ok = m_session->loadMoves(text, &problem);
    if (!ok) {
        statusBar()->showMessage(problem);
        if (error)
            *error = problem;
    }
    return ok;
}

void MainWindow::undo()
{
    m_session->undo();
}

void MainWindow::redo()
{
    m_session->redo();
}

void MainWindow::hint()
{
    if (!m_session->isHumanToMove())
        return;
    statusBar()->showMessage(tr("Looking for a good move…"));
    m_ai->requestHint(AiController::defaultHintConfig());
}

void MainWindow::setPaused(bool paused)
{
    m_ai->setPaused(paused);
}

void MainWindow::step()
{
    m_ai->step();
}

void MainWindow::showSettings()
{
    if (SettingsDialog *open = settingsDialog()) {
        open->raise();
        return;
    }
    auto *dialog = new SettingsDialog(m_settings, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { applySettings(dialog->settings()); });
    // open() rather than exec(): the game and the AI keep running meanwhile.
    dialog->open();
}

void MainWindow::showAbout()
{
    QMessageBox::about(this, tr("About Quatre"),
                       tr("<h3>Quatre %1</h3><p>Four-in-a-row games: Connect Four, Quarto and 4Mation.</p>"
                          "<p>Play against a friend or against AI players from Random to Expert, "
                          "or watch two AI players in a demo.</p>")
                           .arg(QApplication::applicationVersion()));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    m_ai->cancel();
    QMainWindow::closeEvent(event);
}

void MainWindow::onMoveChosen(Move move)
{
    if (!m_session->isHumanToMove())
        return;
    QString error;
    if (!m_session->play(move, &error))
        statusBar()->showMessage(error, 4000);
}

void MainWindow::onThinking(bool thinking)
{
    if (thinking)
        onProgress(0);
    else
        refresh();
}

void MainWindow::onProgress(int depth)
{
    if (!m_ai->isThinking())
        return;
    const int seat = m_session->seatToMove();
    const QString text = depth > 0 ? tr("Thinking… (depth %1)").arg(depth) : tr("Thinking…");
    m_sidePanel->setSeatStatus(seat, text);
    statusBar()->showMessage(tr("%1: %2").arg(m_board->seatName(seat), text));
}

QString MainWindow::playerText(int seat) const
{
    const Seat &s = m_session->seat(seat);
    if (s.human && m_session->humanSeatCount() == 1)
        return tr("You");
    return SeatText::describe(s);
}

void MainWindow::refreshSeats()
{
    for (int seat = 0; seat < 2; ++seat)
        m_sidePanel->setSeat(seat, m_board->seatName(seat), m_board->seatColour(seat), playerText(seat));
    m_sidePanel->setScore(m_session->score());
}

QString MainWindow::endMessage() const
{
    if (!m_session->isOver())
        return {};
    const int winner = m_session->winnerSeat();
    if (winner < 0)
        return tr("It's a TIE");
    if (m_session->humanSeatCount() == 1)
        return m_session->seat(winner).human ? tr("Winner!!! Good Job") : tr("Game OVER! - You've lost!");
    return tr("%1 wins!").arg(m_board->seatName(winner));
}

QString MainWindow::verdictMessage(int seat) const
{
    const auto &said = m_verdicts[static_cast<std::size_t>(seat)];
    const std::vector<Move> &now = m_session->game().history();
    if (!said || m_session->seat(seat).human || now.size() < said->history.size()
        || !std::equal(said->history.begin(), said->history.end(), now.begin()))
        return {};
    return verdictAfterMoveText(said->verdict);
}

QString MainWindow::turnMessage() const
{
    const int seat = m_session->seatToMove();
    if (m_session->seat(seat).human)
        return m_session->humanSeatCount() == 1 ? tr("Your turn") : tr("%1 to play").arg(m_board->seatName(seat));
    if (m_ai->isPaused())
        return tr("Paused");
    return m_ai->isThinking() ? tr("Thinking…") : QString();
}

void MainWindow::refresh()
{
    const bool over = m_session->isOver();
    const bool anyAi = m_session->humanSeatCount() < 2;
    setWindowTitle(tr("Quatre — %1").arg(gameTitle(m_session->options().kind)));
    m_gameLabel->setText(tr("%1, %2 × %3")
                             .arg(gameTitle(m_session->options().kind))
                             .arg(m_session->game().rows())
                             .arg(m_session->game().columns()));

    m_board->setInteractive(m_session->isHumanToMove());
    m_board->setHighlightedCells(over ? m_session->winningCells() : std::vector<Cell>{});
    m_board->setBanner(endMessage());

    refreshSeats();
    m_sidePanel->setTurn(over ? -1 : m_session->seatToMove());
    for (int seat = 0; seat < 2; ++seat) {
        QString status;
        if (over)
            status = m_session->winnerSeat() == seat ? tr("Winner") : QString();
        else if (seat == m_session->seatToMove())
            status = turnMessage();
        else
            status = verdictMessage(seat);
        m_sidePanel->setSeatStatus(seat, status);
    }
    QStringList moves;
    for (Move move : m_session->game().history())
        moves << m_board->moveLabel(move);
    m_sidePanel->setMoves(moves, m_session->firstSeat());

    m_undoAction->setEnabled(m_session->canUndo());
    m_redoAction->setEnabled(m_session->canRedo());
    m_hintAction->setEnabled(m_session->isHumanToMove());
    m_pauseAction->setEnabled(anyAi);
    m_stepAction->setEnabled(anyAi && m_ai->isPaused() && m_session->isAiToMove());
    m_pauseAction->setText(m_ai->isPaused() ? tr("&Resume") : tr("&Pause"));
    m_pauseAction->setIcon(m_ai->isPaused()
                               ? themedIcon(QStringLiteral("media-playback-start"), QStringLiteral("resume"))
                               : themedIcon(QStringLiteral("media-playback-pause"), QStringLiteral("pause")));

    if (over) {
        // Quarto also names what the winning four share ("all tall").
        const QString detail = m_board->outcomeDetail();
        statusBar()->showMessage(detail.isEmpty() ? endMessage() : tr("%1 (%2)").arg(endMessage(), detail));
    }
    else if (const QString turn = turnMessage(); !turn.isEmpty())
        statusBar()->showMessage(m_session->isHumanToMove()
                                     ? turn
                                     : tr("%1: %2").arg(m_board->seatName(m_session->seatToMove()), turn));
}

} // namespace quatre::ui
