#include "ui/mainwindow/mainactions.h"

#include "ui/ai/aicontroller.h"
#include "ui/browse/gamebrowser.h"
#include "ui/networkplay/networkplay.h"
#include "ui/session/gamesession.h"

#include "ui/language/translation.h"
#include "ui/widgets/icons.h"

#include <QAction>
#include <QActionGroup>
#include <QMainWindow>
#include <QMenuBar>
#include <QToolBar>

namespace quatre::ui {

MainActions::MainActions(QMainWindow *window)
    : QObject(window)
{
    setObjectName(QStringLiteral("mainActions"));
    createActions();
    createMenus(window);
    createToolBar(window);
}

void MainActions::createActions()
{
    auto make = [this](const QString &name, const QIcon &icon, const QKeySequence &shortcut = {}) {
        auto *action = new QAction(icon, QString(), this);
        action->setObjectName(name);
        action->setShortcut(shortcut);
        return action;
    };
    // Texts, tips and the shortcuts that are letters come from retranslate().
    newGame = make(QStringLiteral("actionNew"), themedIcon(QStringLiteral("document-new"), QStringLiteral("new")),
                   QKeySequence::New);
    restart =
        make(QStringLiteral("actionRestart"), themedIcon(QStringLiteral("view-refresh"), QStringLiteral("restart")));
    demo = make(QStringLiteral("actionDemo"), themedIcon(QStringLiteral("computer"), QStringLiteral("demo")));
    m_pauseIcon = themedIcon(QStringLiteral("media-playback-pause"), QStringLiteral("pause"));
    m_resumeIcon = themedIcon(QStringLiteral("media-playback-start"), QStringLiteral("resume"));
    pause = make(QStringLiteral("actionPause"), m_pauseIcon);
    pause->setCheckable(true);
    step = make(QStringLiteral("actionStep"), themedIcon(QStringLiteral("media-skip-forward"), QStringLiteral("step")));
    settings =
        make(QStringLiteral("actionSettings"), themedIcon(QStringLiteral("configure"), QStringLiteral("settings")));
    quit = make(QStringLiteral("actionQuit"), themedIcon(QStringLiteral("application-exit"), QStringLiteral("quit")),
                QKeySequence::Quit);
    undo = make(QStringLiteral("actionUndo"), themedIcon(QStringLiteral("edit-undo"), QStringLiteral("undo")),
                QKeySequence::Undo);
    redo = make(QStringLiteral("actionRedo"), themedIcon(QStringLiteral("edit-redo"), QStringLiteral("redo")),
                QKeySequence::Redo);
    hint = make(QStringLiteral("actionHint"), themedIcon(QStringLiteral("help-hint"), QStringLiteral("hint")));
    analysis = make(QStringLiteral("actionAnalysis"),
                    themedIcon(QStringLiteral("view-statistics"), QStringLiteral("analysis")));
    analysis->setCheckable(true);
    sidePanel = make(QStringLiteral("actionSidePanel"), QIcon::fromTheme(QStringLiteral("view-split-left-right")));
    sidePanel->setCheckable(true);
    sidePanel->setChecked(true);
    review =
        make(QStringLiteral("actionReview"), themedIcon(QStringLiteral("view-statistics"), QStringLiteral("analysis")));
    playFromHere = make(QStringLiteral("actionPlayFromHere"), QIcon::fromTheme(QStringLiteral("go-jump")));
    backToGame = make(QStringLiteral("actionBackToGame"), QIcon::fromTheme(QStringLiteral("go-last")));
    rules = make(QStringLiteral("actionRules"), QIcon::fromTheme(QStringLiteral("help-contents")),
                 QKeySequence::HelpContents);
    about = make(QStringLiteral("actionAbout"), themedIcon(QStringLiteral("help-about"), QStringLiteral("about")));
    open = make(QStringLiteral("actionOpen"), QIcon::fromTheme(QStringLiteral("document-open")), QKeySequence::Open);
    save = make(QStringLiteral("actionSave"), QIcon::fromTheme(QStringLiteral("document-save")), QKeySequence::Save);
    // Not every platform theme binds Save As (plain X11 does not): then the usual Ctrl+Shift+S.
    const QKeySequence saveAsKeys =
        QKeySequence::keyBindings(QKeySequence::SaveAs).value(0, QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    saveAs = make(QStringLiteral("actionSaveAs"), QIcon::fromTheme(QStringLiteral("document-save-as")), saveAsKeys);
    copy = make(QStringLiteral("actionCopy"), QIcon::fromTheme(QStringLiteral("edit-copy")), QKeySequence::Copy);
    paste = make(QStringLiteral("actionPaste"), QIcon::fromTheme(QStringLiteral("edit-paste")), QKeySequence::Paste);
    statistics = make(QStringLiteral("actionStatistics"), QIcon::fromTheme(QStringLiteral("view-statistics")));
    puzzles = make(QStringLiteral("actionPuzzles"), QIcon::fromTheme(QStringLiteral("games-solve")));
    hostGame = make(QStringLiteral("actionHostGame"), QIcon::fromTheme(QStringLiteral("network-server")));
    joinGame = make(QStringLiteral("actionJoinGame"), QIcon::fromTheme(QStringLiteral("network-connect")));
    resign = make(QStringLiteral("actionResign"), QIcon::fromTheme(QStringLiteral("flag")));
    clearRecent = make(QStringLiteral("actionClearRecent"), QIcon::fromTheme(QStringLiteral("edit-clear-history")));

    // Each language is named in itself, so that a player lost in a language
    // they cannot read still finds their own.
    languages = new QActionGroup(this);
    languages->setExclusive(true);
    for (const InterfaceLanguage &language : interfaceLanguages()) {
        QAction *action = languages->addAction(language.nativeName);
        action->setObjectName(QStringLiteral("actionLanguage_%1").arg(language.code));
        action->setData(language.code);
        action->setCheckable(true);
    }
}

void MainActions::createMenus(QMainWindow *window)
{
    gameMenu = window->menuBar()->addMenu(QString());
    gameMenu->setObjectName(QStringLiteral("gameMenu"));
    gameMenu->addAction(newGame);
    gameMenu->addAction(restart);
    gameMenu->addSeparator();
    gameMenu->addAction(open);
    recentMenu = gameMenu->addMenu(QString());
    recentMenu->setObjectName(QStringLiteral("recentFilesMenu"));
    gameMenu->addAction(save);
    gameMenu->addAction(saveAs);
    gameMenu->addSeparator();
    gameMenu->addAction(copy);
    gameMenu->addAction(paste);
    gameMenu->addSeparator();
    gameMenu->addAction(hostGame);
    gameMenu->addAction(joinGame);
    gameMenu->addSeparator();
    gameMenu->addAction(demo);
    demoPresetsMenu = gameMenu->addMenu(QString());
    demoPresetsMenu->setObjectName(QStringLiteral("demoPresetsMenu"));
    gameMenu->addAction(pause);
    gameMenu->addAction(step);
    gameMenu->addSeparator();
    gameMenu->addAction(review);
    gameMenu->addAction(puzzles);
    gameMenu->addAction(statistics);
    gameMenu->addAction(settings);
    gameMenu->addSeparator();
    gameMenu->addAction(quit);

    moveMenu = window->menuBar()->addMenu(QString());
    moveMenu->addAction(undo);
    moveMenu->addAction(redo);
    moveMenu->addSeparator();
    moveMenu->addAction(hint);
    moveMenu->addAction(resign);
    moveMenu->addSeparator();
    moveMenu->addAction(playFromHere);
    moveMenu->addAction(backToGame);

    viewMenu = window->menuBar()->addMenu(QString());
    viewMenu->setObjectName(QStringLiteral("viewMenu"));
    viewMenu->addAction(analysis);
    viewMenu->addAction(sidePanel);

    languageMenu = window->menuBar()->addMenu(QString());
    languageMenu->setObjectName(QStringLiteral("languageMenu"));
    languageMenu->addActions(languages->actions());

    helpMenu = window->menuBar()->addMenu(QString());
    helpMenu->addAction(rules);
    helpMenu->addAction(about);
}

void MainActions::createToolBar(QMainWindow *window)
{
    toolBar = window->addToolBar(QString());
    toolBar->setObjectName(QStringLiteral("mainToolBar"));
    toolBar->setMovable(false);
    toolBar->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
    toolBar->setIconSize(QSize(28, 28));
    toolBar->addAction(newGame);
    toolBar->addAction(restart);
    toolBar->addSeparator();
    toolBar->addAction(undo);
    toolBar->addAction(redo);
    toolBar->addAction(hint);
    toolBar->addAction(analysis);
    toolBar->addSeparator();
    toolBar->addAction(demo);
    toolBar->addAction(pause);
    toolBar->addAction(step);
    toolBar->addSeparator();
    toolBar->addAction(settings);
}

void MainActions::retranslate(bool paused)
{
    auto set = [](QAction *action, const QString &text, const QString &tip) {
        action->setText(text);
        action->setToolTip(tip);
        action->setStatusTip(tip);
    };
    set(newGame, tr("&New Game"), tr("Start a new game with the current settings"));
    set(restart, tr("&Restart"), tr("Play this game again from the first move"));
    restart->setShortcut(QKeySequence(tr("Ctrl+R")));
    set(demo, tr("&Demo"), tr("Watch two AI players play each other"));
    demo->setShortcut(QKeySequence(tr("Ctrl+D")));
    showPaused(paused);
    pause->setToolTip(tr("Pause or resume the AI players"));
    pause->setStatusTip(pause->toolTip());
    pause->setShortcut(QKeySequence(tr("P")));
    set(step, tr("S&tep"), tr("While paused, let the AI play one move"));
    step->setShortcut(QKeySequence(tr("S")));
    set(settings, tr("S&ettings…"), tr("Choose the game, the players and the display"));
    settings->setShortcut(QKeySequence(tr("Ctrl+,")));
    set(quit, tr("&Quit"), tr("Close Quatre"));
    set(undo, tr("&Undo"), tr("Take back your last move"));
    set(redo, tr("Re&do"), tr("Play again the move you took back"));
    set(hint, tr("&Hint"), tr("Ask the Expert AI for a good move"));
    hint->setShortcut(QKeySequence(tr("H")));
    set(analysis, tr("&Analysis"), tr("Show the value of every move on the board, as the solvers see it"));
    analysis->setShortcut(QKeySequence(tr("A")));
    set(sidePanel, tr("Side &Panel"), tr("Show the players, the score and the moves beside the board"));
    sidePanel->setShortcut(QKeySequence(tr("F9")));
    set(review, tr("Re&view the Game"),
        tr("Judge every move of this game by the solvers' values: the best, the mistakes and the blunders"));
    set(playFromHere, tr("&Play from Here"),
        tr("Go on playing from the position shown; the later moves of the game are dropped"));
    set(backToGame, tr("&Back to the Game"),
        tr("Show the game's position again (or press End or Escape on the move list)"));
    set(rules, tr("&Rules"), tr("How to play each game, with pictures"));
    set(about, tr("&About Quatre"), tr("About this program"));
    set(open, tr("&Open…"), tr("Open a saved game"));
    set(save, tr("&Save"), tr("Save the game in its file"));
    set(saveAs, tr("Save &As…"), tr("Save the game in a new file"));
    set(copy, tr("&Copy Moves"), tr("Copy the moves of this game as text, e.g. 4453 in Connect Four"));
    set(paste, tr("Paste as New &Game"), tr("Start a new game from the moves on the clipboard"));
    set(puzzles, tr("Pu&zzles…"), tr("Find the winning move in positions proven by the solvers"));
    set(statistics, tr("Stat&istics…"), tr("Your wins, losses and draws against each AI level and over the network"));
    set(hostGame, tr("&Host a Network Game…"), tr("Play a friend on another computer: you choose the game"));
    set(joinGame, tr("&Join a Network Game…"), tr("Play a friend on another computer who hosts the game"));
    set(resign, tr("Re&sign"), tr("Give up this network game"));
    set(clearRecent, tr("&Clear the List"), tr("Forget the recently used files"));

    gameMenu->setTitle(tr("&Game"));
    demoPresetsMenu->setTitle(tr("De&mo Presets"));
    recentMenu->setTitle(tr("Recent &Files"));
    moveMenu->setTitle(tr("&Move"));
    viewMenu->setTitle(tr("&View"));
    languageMenu->setTitle(tr("&Language"));
    helpMenu->setTitle(tr("&Help"));
    toolBar->setWindowTitle(tr("Main"));
}

void MainActions::showPaused(bool paused)
{
    pause->setText(paused ? tr("Res&ume") : tr("&Pause")); // the same text again changes nothing
    if (m_iconShowsPaused == paused)
        return;
    m_iconShowsPaused = paused;
    pause->setIcon(paused ? m_resumeIcon : m_pauseIcon);
}

void MainActions::update(const GameSession &session, const GameBrowser &browser, const NetworkPlay &network,
                         const AiController &ai)
{
    const bool browsing = browser.isBrowsing();
    const bool over = session.isOver();
    const bool anyAi = session.humanSeatCount() < 2;
    const NetworkPlay::State state = network.state();
    const bool networkGame = state != NetworkPlay::State::Idle;
    const bool playing = state == NetworkPlay::State::Playing;
    const bool asking = network.askedRequest().has_value();
    playFromHere->setEnabled(browsing && !networkGame);
    backToGame->setEnabled(browsing);
    // Over the network an undo is a request, for a move already played.
    undo->setEnabled(networkGame ? playing && !asking && session.game().plyCount() > 0 && !over : session.canUndo());
    redo->setEnabled(!networkGame && session.canRedo());
    hint->setEnabled(!browsing && session.isHumanToMove() && (!networkGame || network.allowsLocalMove()));
    newGame->setEnabled(!networkGame || (playing && !asking));
    resign->setEnabled(playing && !over && !network.resignedSeat());
    // What would change the game on this side only waits for the network game's end.
    for (QAction *action : {restart, open, paste, demo})
        action->setEnabled(!networkGame);
    recentMenu->setEnabled(!networkGame);
    demoPresetsMenu->setEnabled(!networkGame && !demoPresetsMenu->isEmpty());
    hostGame->setEnabled(state == NetworkPlay::State::Idle);
    joinGame->setEnabled(state == NetworkPlay::State::Idle);
    // Once the game is over there is nothing to pause, but a pause taken
    // before can still be lifted.
    pause->setEnabled(anyAi && (!over || ai.isPaused()));
    step->setEnabled(!browsing && anyAi && ai.isPaused() && session.isAiToMove());
    showPaused(ai.isPaused());
}

} // namespace quatre::ui
