#include "ui/mainwindow/mainwindow.h"

#include "ui/about/aboutdialog.h"
#include "ui/ai/aicontroller.h"
#include "ui/analysis/analysiscontroller.h"
#include "ui/browse/gamebrowser.h"
#include "ui/review/reviewcontroller.h"
#include "ui/review/reviewtext.h"
#include "ui/board/boardview.h"
#include "ui/document/gamedocument.h"
#include "ui/language/translation.h"
#include "ui/mainwindow/demomenu.h"
#include "ui/theme/colourscheme.h"
#include "ui/mainwindow/historycontroller.h"
#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/noticebar.h"
#include "ui/mainwindow/seatvoices.h"
#include "ui/mainwindow/sidepanel.h"
#include "ui/mainwindow/windowfit.h"
#include "ui/network/networkmatch.h"
#include "ui/networkplay/chatbox.h"
#include "ui/networkplay/networkbar.h"
#include "ui/networkplay/networkcontroller.h"
#include "ui/networkplay/networkplay.h"
#include "ui/registry/gameregistry.h"
#include "ui/registry/gametext.h"
#include "ui/session/gamesession.h"
#include "ui/session/seattext.h"
#include "ui/settings/settingsdialog.h"
#include "ui/sound/gamesounds.h"
#include "ui/puzzles/puzzledialog.h"
#include "ui/rules/firsttimetip.h"
#include "ui/rules/rulesdialog.h"
#include "ui/statistics/resultrecorder.h"
#include "ui/statistics/statisticsdialog.h"
#include "ui/statistics/statisticsstore.h"
#include "ui/storage/datafile.h"
#include "ui/storage/datalocation.h"
#include "ui/widgets/icons.h"
#include "ui/widgets/singledialog.h"

#include <QAction>
#include <QActionGroup>
#include <QEvent>
#include <QApplication>
#include <QCloseEvent>
#include <QDir>
#include <QHBoxLayout>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QStatusBar>
#include <QTimer>
#include <QToolBar>
#include <QToolButton>
#include <QVBoxLayout>

namespace quatre::ui {

namespace {

QString statisticsPath(const QString &directory)
{
    return directory.isEmpty() ? QString() : QDir(directory).filePath(QStringLiteral("statistics.json"));
}

} // namespace

MainWindow::MainWindow(std::unique_ptr<QSettings> store, const GameRegistry &games, QWidget *parent)
    : QMainWindow(parent)
    , m_store(std::move(store))
    , m_games(games)
    , m_settings(games)
    , m_statistics(new StatisticsStore(statisticsPath(dataDirectory(m_store.get())), games, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    setWindowIcon(appIcon());
    QStringList unreadableSettings;
    if (m_store)
        m_settings.load(*m_store, m_games, &unreadableSettings);
    m_session = new GameSession(m_settings.chosenOptions(), this);
    m_ai = new AiController(m_session, this);
    m_sounds = new GameSounds(m_session, this);
    m_analysis = new AnalysisController(m_session, this);
    m_browser = new GameBrowser(m_session, this);
    m_review = new ReviewController(m_session, this);
    m_voices = new SeatVoices(m_session, m_games, this);
    m_document = new GameDocument(m_session, m_ai, m_games, m_store.get(), dataDirectory(m_store.get()), this);
    // The temporary files of a write cut short by a kill would stay for ever.
    DataFile::removeLeftovers(m_document->autosaveSlotPaths() << m_statistics->path());

    auto *central = new QWidget(this);
    auto *centralColumn = new QVBoxLayout(central);
    centralColumn->setContentsMargins(0, 0, 0, 0);
    centralColumn->setSpacing(0);
    m_notices = new NoticeBar(central);
    m_notices->setObjectName(QStringLiteral("noticeBar"));
    centralColumn->addWidget(m_notices);
    m_tip = new FirstTimeTip(m_store.get(), m_games, m_session, central);
    centralColumn->addWidget(m_tip);
    m_network = new NetworkPlay(m_session, m_games, this);
    m_networkBar = new NetworkBar(m_network, central);
    centralColumn->addWidget(m_networkBar);
    m_centralLayout = new QHBoxLayout;
    m_centralLayout->setContentsMargins(0, 0, 6, 0);
    m_centralLayout->setSpacing(6);
    centralColumn->addLayout(m_centralLayout, 1);
    m_sidePanel = new SidePanel(central);
    m_sidePanel->setObjectName(QStringLiteral("sidePanel"));
    m_centralLayout->addWidget(m_sidePanel);
    m_chat = new ChatBox(m_sidePanel);
    m_chat->hide();
    m_sidePanel->addSection(m_chat);
    setCentralWidget(central);
    ensureBoard(m_settings.chosenOptions());

    m_gameLabel = new QLabel(this);
    statusBar()->addPermanentWidget(m_gameLabel);

    m_actions = new MainActions(this);
    m_fit = new WindowFit(this, m_actions->toolBar, m_sidePanel, m_actions->sidePanel, m_store.get());
    m_demoMenu = new DemoMenu(m_actions->demoPresetsMenu, m_actions->toolBar, m_actions->demo, this);
    connect(m_demoMenu, &DemoMenu::presetChosen, this, &MainWindow::startDemoPreset);
    connectActions();
    connectNetwork();
    new ResultRecorder(m_session, m_document, m_network, m_statistics, this);
    m_demoMenu->setGame(*chosenGame().text);

    // The controller connected to the session first, so when these run a new
    // search has already started and isThinking() is up to date.
    connect(m_session, &GameSession::positionChanged, this, &MainWindow::refresh);
    connect(m_document, &GameDocument::fileChanged, this, &MainWindow::updateTitle);
    connect(m_document, &GameDocument::gameOptionsComing, this, &MainWindow::ensureBoard);
    connect(m_document, &GameDocument::statusMessage, this,
            [this](const QString &text, int timeoutMs) { statusBar()->showMessage(text, timeoutMs); });
    connect(m_document, &GameDocument::notice, m_notices, &NoticeBar::addNotice);
    connect(m_session, &GameSession::scoreChanged, this,
            [this] { m_sidePanel->setScore(m_session->score(), m_session->humanSeatCount() == 0); });
    connect(m_ai, &AiController::thinkingChanged, this, &MainWindow::onThinking);
    connect(m_ai, &AiController::progressed, this, [this](int depth, int) { onProgress(depth); });
    connect(m_ai, &AiController::hintReady, this, [this](Move move) {
        m_board->showHint(move);
        statusBar()->showMessage(tr("Hint: play %1").arg(m_board->moveLabel(move)));
    });
    connect(m_ai, &AiController::problem, this, [this](const QString &message) { statusBar()->showMessage(message); });
    connect(m_ai, &AiController::aiMovePlayed, m_voices, &SeatVoices::hear);
    // An AI's verdict comes with its move, whose refresh shows everything
    // else: only the seats' cards change.
    connect(m_voices, &SeatVoices::verdictChanged, this, &MainWindow::refreshSeatStatuses);
    connect(m_voices, &SeatVoices::remarked, this, [this](int seat, const QString &text) {
        if (!m_session->isOver())
            statusBar()->showMessage(tr("%1: %2").arg(m_board->seatName(seat), text));
    });
    connect(m_analysis, &AnalysisController::valuesChanged, this,
            [this](const std::vector<Move> &history, const std::vector<MoveValue> &values) {
                m_board->setMoveValues(history, values);
            });
    connect(m_ai, &AiController::pausedChanged, this, [this](bool paused) {
        m_actions->pause->setChecked(paused);
        refresh();
    });

    // A desktop session that ends asks the program to keep its data first.
    connect(qApp, &QGuiApplication::commitDataRequest, this, [this] { m_document->writeAutosave(); });

    applyDisplaySettings();
    resize(1000, 720);
    restoreWindowGeometry();
    newGame();
    // The translators were installed before the window (see main()).
    m_shownLanguage = effectiveLanguage(m_settings.language);
    retranslate();
    m_document->setRecentFilesMenu(m_actions->recentMenu, m_actions->clearRecent);
    if (!unreadableSettings.isEmpty()) {
        const QString keys = unreadableSettings.join(QLatin1String(", "));
        const auto warning = [keys] {
            return tr("Some settings could not be read and are back to their defaults: %1.").arg(keys);
        };
        qWarning("%s", qPrintable(warning()));
        m_notices->addNotice(warning);
    }
    if (const QString warning = m_statistics->load(); !warning.isEmpty())
        m_notices->addNotice([warning] { return warning; });
    connect(m_statistics, &StatisticsStore::failed, this, [this](const QString &error) {
        m_notices->addNotice([error] { return tr("The statistics could not be saved: %1").arg(error); });
    });
}

MainWindow::~MainWindow()
{
    m_ai->cancel();
}

SettingsDialog *MainWindow::settingsDialog() const
{
    return findChild<SettingsDialog *>();
}

QMenu *MainWindow::recentFilesMenu() const
{
    return m_actions->recentMenu;
}

QMenu *MainWindow::demoPresetsMenu() const
{
    return m_actions->demoPresetsMenu;
}

PuzzleDialog *MainWindow::puzzleDialog() const
{
    return findChild<PuzzleDialog *>();
}

StatisticsDialog *MainWindow::statisticsDialog() const
{
    return findChild<StatisticsDialog *>();
}

void MainWindow::connectActions()
{
    m_history = new HistoryController(this, m_session, m_browser, m_review, m_ai, m_analysis, m_document, m_sidePanel,
                                      m_actions);
    m_history->setBoard(m_board);
    connect(m_history, &HistoryController::changed, this, &MainWindow::refresh);
    for (QAction *action : m_actions->languages->actions())
        connect(action, &QAction::triggered, this, [this, code = action->data().toString()] { setLanguage(code); });
    connect(m_actions->newGame, &QAction::triggered, this, &MainWindow::newGame);
    connect(m_actions->restart, &QAction::triggered, this, &MainWindow::restartGame);
    connect(m_actions->demo, &QAction::triggered, this, &MainWindow::startDemo);
    connect(m_actions->pause, &QAction::toggled, this, &MainWindow::setPaused);
    connect(m_actions->step, &QAction::triggered, this, &MainWindow::step);
    connect(m_actions->settings, &QAction::triggered, this, &MainWindow::showSettings);
    connect(m_actions->quit, &QAction::triggered, this, &QWidget::close);
    connect(m_actions->undo, &QAction::triggered, this, &MainWindow::undo);
    connect(m_actions->redo, &QAction::triggered, this, &MainWindow::redo);
    connect(m_actions->hint, &QAction::triggered, this, &MainWindow::hint);
    connect(m_actions->analysis, &QAction::toggled, this, &MainWindow::setAnalysisShown);
    connect(m_actions->about, &QAction::triggered, this, &MainWindow::showAbout);
    connect(m_actions->rules, &QAction::triggered, this, &MainWindow::showRules);
    connect(m_tip, &FirstTimeTip::rulesRequested, this, &MainWindow::showRules);
    connect(m_actions->open, &QAction::triggered, m_document, &GameDocument::open);
    connect(m_actions->save, &QAction::triggered, m_document, &GameDocument::save);
    connect(m_actions->saveAs, &QAction::triggered, m_document, &GameDocument::saveAs);
    connect(m_actions->copy, &QAction::triggered, m_document, &GameDocument::copyPosition);
    connect(m_actions->paste, &QAction::triggered, m_document, &GameDocument::paste);
    connect(m_actions->statistics, &QAction::triggered, this, &MainWindow::showStatistics);
    connect(m_actions->puzzles, &QAction::triggered, this, &MainWindow::showPuzzles);
    connect(m_actions->clearRecent, &QAction::triggered, m_document, &GameDocument::clearRecentFiles);
    // Files may have gone since the list was made: check whenever it is shown.
    connect(m_actions->gameMenu, &QMenu::aboutToShow, m_document, &GameDocument::updateRecentFilesMenu);
}

void MainWindow::retranslate()
{
    m_actions->retranslate(m_ai->isPaused());
    m_notices->retranslate();
    m_demoMenu->setGame(*chosenGame().text);
    // The language names stay in their own language; only the check moves.
    const QString language = effectiveLanguage(m_settings.language);
    for (QAction *action : m_actions->languages->actions())
        action->setChecked(action->data().toString() == language);

    m_voices->retranslate();
    m_board->update();
    refresh();
}

void MainWindow::setLanguage(const QString &code)
{
    if (m_settings.language == code && effectiveLanguage(code) == m_shownLanguage)
        return;
    m_settings.language = code;
    if (m_store)
        m_settings.save(*m_store);
    showLanguage();
}

void MainWindow::showLanguage()
{
    m_shownLanguage = effectiveLanguage(m_settings.language);
    // Every widget gets a LanguageChange event; this window's comes to changeEvent().
    installTranslations(*QCoreApplication::instance(), m_shownLanguage);
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_actions)
        retranslate();
    QMainWindow::changeEvent(event);
}

const GameEntry &MainWindow::currentGame() const
{
    const GameEntry *game = m_games.find(m_session->options());
    return game ? *game : m_games.first();
}

const GameEntry &MainWindow::chosenGame() const
{
    const GameEntry *game = m_games.find(m_settings.game);
    return game ? *game : m_games.first();
}

void MainWindow::ensureBoard(const GameOptions &options)
{
    if (m_board && options.rules == m_boardGame)
        return;
    const GameEntry *game = m_games.find(options);
    if (!game)
        return;
    BoardView *board = game->createBoardView(centralWidget());
    if (m_board) {
        m_board->finishAnimation(); // releases an AI move held for it
        m_centralLayout->removeWidget(m_board);
        m_board->setSession(nullptr);
        m_board->deleteLater();
    }
    m_board = board;
    if (m_history)
        m_history->setBoard(board);
    m_voices->setBoard(board);
    m_boardGame = options.rules;
    m_board->setObjectName(QStringLiteral("board"));
    m_centralLayout->insertWidget(0, m_board, 1);
    m_board->setSession(m_session);
    m_sounds->setBoard(m_board);
    m_board->setAnimationMs(Settings::animationMs(m_settings.animationSpeed));
    m_board->setHighContrast(m_settings.highContrast);
    m_board->setAnalysisShown(m_settings.analysis);
    connect(m_board, &BoardView::moveChosen, this, &MainWindow::onMoveChosen);
    connect(m_board, &BoardView::firstStepChanged, m_analysis, &AnalysisController::setFocusMove);
    connect(m_board, &BoardView::moveRefused, this,
            [this](const QString &reason) { statusBar()->showMessage(reason, 4000); });
    // An AI move waits until the previous piece has landed.
    connect(m_board, &BoardView::animationStarted, m_ai, [this] { m_ai->setHeld(true); });
    connect(m_board, &BoardView::animationFinished, m_ai, [this] { m_ai->setHeld(false); });
    m_board->setFocus();
}

void MainWindow::applyDisplaySettings()
{
    m_board->setAnimationMs(Settings::animationMs(m_settings.animationSpeed));
    m_board->setHighContrast(m_settings.highContrast);
    applyColourScheme(m_settings.colourScheme);
    m_ai->setPacingMs(m_settings.pacingMs);
    m_sounds->setEnabled(m_settings.sound);
    m_sounds->setVolumePercent(m_settings.volume);
    showAnalysis(m_settings.analysis);
}

void MainWindow::setSoundOutput(SoundOutput *output)
{
    m_sounds->setOutput(output);
}

void MainWindow::setAnalysisShown(bool shown)
{
    if (shown == m_settings.analysis)
        return;
    m_settings.analysis = shown;
    if (m_store)
        m_settings.save(*m_store);
    showAnalysis(shown);
}

void MainWindow::showAnalysis(bool shown)
{
    m_board->setAnalysisShown(shown);
    m_analysis->setEnabled(shown);
    if (m_actions)
        m_actions->analysis->setChecked(shown);
}

void MainWindow::applySettings(const Settings &settings)
{
    m_settings = settings;
    if (m_store) {
        m_settings.save(*m_store);
        if (m_store->status() != QSettings::NoError) {
            const QString file = QDir::toNativeSeparators(m_store->fileName());
            const auto warning = [file] { return tr("The settings could not be saved in %1.").arg(file); };
            qWarning("%s", qPrintable(warning()));
            m_notices->addNotice(warning);
        }
    }
    applyDisplaySettings();
    m_demoMenu->setGame(*chosenGame().text);
    refresh(); // the seats' names and colours follow the piece set
    if (effectiveLanguage(m_settings.language) != m_shownLanguage)
        showLanguage();
    // A search started under the old settings must not survive them.
    m_ai->reconsider();
    statusBar()->showMessage(tr("Settings saved. The game and player settings apply from the next new game."), 6000);
}

void MainWindow::newGame()
{
    if (m_network->state() == NetworkPlay::State::Playing) {
        // Both windows start it, once the other player agrees.
        m_network->request(m_session->isOver() || m_network->resignedSeat() ? net::RequestKind::Rematch
                                                                            : net::RequestKind::NewGame);
        return;
    }
    m_network->leave();
    startGame(m_settings.seats);
}

void MainWindow::startDemo()
{
    const DemoMenu::Demo demo = DemoMenu::demo(m_settings.demoSeats, *chosenGame().text, m_session->gamesStarted());
    startGame(demo.seats);
    statusBar()->showMessage(demo.announcement);
}

void MainWindow::startDemoPreset(int preset)
{
    const auto demo = DemoMenu::preset(preset, *chosenGame().text, m_session->gamesStarted());
    if (!demo)
        return;
    startGame(demo->seats);
    statusBar()->showMessage(demo->announcement);
}

void MainWindow::startGame(const std::array<Seat, 2> &seats)
{
    m_ai->cancel();
    m_ai->setPaused(false);
    ensureBoard(m_settings.chosenOptions());
    int first = 0;
    switch (m_settings.firstMove) {
    case FirstMove::Seat1: first = 0; break;
    case FirstMove::Seat2: first = 1; break;
    case FirstMove::Alternate: first = m_session->gamesStarted() % 2; break;
    }
    QString error;
    if (!m_session->start(m_settings.chosenOptions(), seats, first, &error))
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
    m_browser->leave();
    if (m_network->state() == NetworkPlay::State::Playing) {
        m_network->request(net::RequestKind::Undo);
        return;
    }
    m_session->undo();
}

void MainWindow::redo()
{
    m_browser->leave();
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
    auto *dialog = showOnce<SettingsDialog>(this, [this] { return new SettingsDialog(m_settings, m_games, this); });
    if (dialog)
        connect(dialog, &QDialog::accepted, this, [this, dialog] { applySettings(dialog->settings()); });
}

void MainWindow::showAbout()
{
    showOnce<AboutDialog>(this, [this] { return new AboutDialog(this); });
}

void MainWindow::showRules()
{
    RulesDialog::showFor(this, m_games, currentGame().id());
}

void MainWindow::restoreWindowGeometry()
{
    // restoreGeometry() refuses bytes it cannot read and keeps the window on
    // a screen that still exists, so a stale or corrupt entry is harmless.
    if (m_store)
        restoreGeometry(m_store->value(QLatin1String(kGeometryKey)).toByteArray());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!m_document->keepBeforeClosing(!m_closingUnattended, m_actions->saveAs->text())) {
        event->ignore();
        return;
    }
    m_ai->cancel();
    m_network->leave(); // the other player hears goodbye
    if (m_store)
        m_store->setValue(QLatin1String(kGeometryKey), saveGeometry());
    QMainWindow::closeEvent(event);
}

void MainWindow::closeUnattended()
{
    m_closingUnattended = true;
    close();
    // A modal dialog may be open in its own event loop: every loop ends.
    QCoreApplication::exit(0);
}

void MainWindow::showStatistics()
{
    showOnce<StatisticsDialog>(this, [this] { return new StatisticsDialog(m_statistics, this); });
}

void MainWindow::connectNetwork()
{
    auto *controller = new NetworkController(this, m_network, m_networkBar, m_chat,
                                             {m_actions->hostGame, m_actions->joinGame, m_actions->resign}, m_games,
                                             m_settings, m_store.get());
    connect(m_network, &NetworkPlay::gameComing, this, &MainWindow::ensureBoard);
    connect(m_network, &NetworkPlay::stateChanged, m_browser, [this] {
        if (m_network->state() == NetworkPlay::State::Playing)
            m_browser->leave(); // the game goes on in the position both hold
    });
    connect(controller, &NetworkController::changed, this, &MainWindow::refresh);
    connect(m_network, &NetworkPlay::resigned, this, [this] {
        m_sounds->playResignation();
        refresh();
    });
}

void MainWindow::showPuzzles()
{
    showOnce<PuzzleDialog>(
        this,
        [this] {
            return new PuzzleDialog(m_games, m_store.get(), currentGame().id(),
                                    Settings::animationMs(m_settings.animationSpeed), m_settings.highContrast, this);
        },
        DialogMode::Beside);
}

} // namespace quatre::ui
