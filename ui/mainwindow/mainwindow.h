// The application window: menus, tool bar, the board of the current game, the
// side panel and the status bar. It wires the session, the AI controller, the
// document (files, autosave, clipboard) and the board together; the rules
// live in core and the AI in its own thread. It knows the games only through
// the registry it is given.
#pragma once

#include "core/game.h"
#include "ui/session/seat.h"
#include "ui/settings/settings.h"

#include <QMainWindow>

#include <array>
#include <memory>

class QLabel;
class QMenu;
class QSettings;
class QHBoxLayout;

namespace quatre::ui {

class AiController;
class ChatBox;
class NetworkBar;
class NetworkPlay;
class TurnText;
class AnalysisController;
class GameBrowser;
class HistoryController;
class ReviewController;
class BoardView;
class GameDocument;
class GameRegistry;
class GameSession;
class MainActions;
struct GameEntry;
class NoticeBar;
class FirstTimeTip;
class PuzzleDialog;
class SeatVoices;
class SidePanel;
class SettingsDialog;
class GameSounds;
class SoundOutput;
class StatisticsDialog;
class StatisticsStore;
class WindowFit;
class DemoMenu;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // `store` keeps the preferences between runs (an INI file in tests). The
    // statistics and the autosave live in dataDirectory(store): beside an INI
    // file, so that tests and --settings-file runs never touch the player's own.
    // `games` are the games on offer; it must outlive the window.
    MainWindow(std::unique_ptr<QSettings> store, const GameRegistry &games, QWidget *parent = nullptr);
    ~MainWindow() override;

    GameSession *session() const { return m_session; }
    AiController *aiController() const { return m_ai; }
    AnalysisController *analysisController() const { return m_analysis; }
    // Browsing the game's earlier positions from its move list.
    GameBrowser *browser() const { return m_browser; }
    // The review of the game (Game > Review the Game).
    ReviewController *reviewController() const { return m_review; }
    // The game's file, the recent files, the clipboard and the autosave.
    GameDocument *document() const { return m_document; }
    const GameRegistry &games() const { return m_games; }
    BoardView *boardView() const { return m_board; }
    SidePanel *sidePanel() const { return m_sidePanel; }
    WindowFit *windowFit() const { return m_fit; }
    // Warnings the player did not ask for, kept until closed.
    NoticeBar *noticeBar() const { return m_notices; }
    // The tip shown the first time each game is started.
    FirstTimeTip *firstTimeTip() const { return m_tip; }
    const Settings &settings() const { return m_settings; }
    // What the game sounds like; `output` plays it (none: silent), and must
    // outlive the window.
    GameSounds *sounds() const { return m_sounds; }
    void setSoundOutput(SoundOutput *output);
    // The open settings dialog, if any.
    SettingsDialog *settingsDialog() const;

    // Saves the settings; the game and players apply from the next game,
    // the display preferences at once.
    void applySettings(const Settings &settings);
    // Replaces the current position by a move list in the game's notation.
    bool loadMoves(const QString &text, QString *error = nullptr);
    // Where the window's size and position are kept between runs.
    static constexpr const char *kGeometryKey = "window/geometry";

    // The result of the finished game in words, or empty.
    QString endMessage() const;

    QMenu *recentFilesMenu() const;
    StatisticsStore *statistics() const { return m_statistics; }
    // The open statistics dialog, if any.
    StatisticsDialog *statisticsDialog() const;
    // The open Puzzles window, if any.
    PuzzleDialog *puzzleDialog() const;
    // The network game (Game > Host / Join a Network Game), its strip above
    // the board and its chat in the side panel.
    NetworkPlay *networkPlay() const { return m_network; }
    NetworkBar *networkBar() const { return m_networkBar; }
    ChatBox *chatBox() const { return m_chat; }
    // The chosen game's own demo matches, offered when it has some.
    QMenu *demoPresetsMenu() const;

public slots:
    // Closes for a kill, Ctrl+C or a logout (TerminationSignals): keeps the
    // game for the next start like Quit, asks nothing (nobody may be there
    // to answer), and ends the event loop with exit code 0.
    void closeUnattended();
    void newGame();
    void restartGame();
    void startDemo();
    // The chosen game's demo preset of that index (see GameText::demoPresets()).
    void startDemoPreset(int preset);
    void undo();
    void redo();
    void hint();
    // The analysis board on or off (View > Analysis); remembered.
    void setAnalysisShown(bool shown);
    void setPaused(bool paused);
    void step();
    void showSettings();
    void showAbout();
    // Help > Rules, on the current game's page.
    void showRules();
    void showStatistics();
    // Game > Puzzles, on the current game's puzzles.
    void showPuzzles();
    // Shows the interface in `code` ("en", "ca", "pt_PT", "ro"; empty: the
    // system's) at once, in every window, and remembers the choice.
    void setLanguage(const QString &code);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void connectActions();
    void connectNetwork();
    // What a person may do now: a network game defers undo and new games
    // to the other player's consent and forbids what would change the game
    // on one side only.
    void updateActions();
    // Every text the window set itself, in the current language.
    void retranslate();
    void showLanguage();
    void startGame(const std::array<Seat, 2> &seats);
    void updateTitle();
    // The board of the game these options are of, made if the one shown is another game's.
    void ensureBoard(const GameOptions &options);
    // The game on the board, and the one the settings choose for the next game.
    const GameEntry &currentGame() const;
    const GameEntry &chosenGame() const;
    void applyDisplaySettings();
    void showAnalysis(bool shown);
    void restoreWindowGeometry();
    void refresh();
    void refreshSeats();
    // While a network game is being set up, the board waits and the network bar speaks.
    bool isNetworkWaiting() const;
    // Each seat's line under its name: the turn, the AI's verdict, the winner.
    void refreshSeatStatuses();
    // The game's state in the status bar, unless a search says it is thinking.
    void refreshStatusBar();
    void onMoveChosen(Move move);
    void onThinking(bool thinking);
    void onProgress(int depth);
    TurnText turnText() const;

    std::unique_ptr<QSettings> m_store;
    const GameRegistry &m_games;
    Settings m_settings;
    GameSession *m_session = nullptr;
    AiController *m_ai = nullptr;
    GameSounds *m_sounds = nullptr;
    AnalysisController *m_analysis = nullptr;
    GameBrowser *m_browser = nullptr;
    HistoryController *m_history = nullptr;
    ReviewController *m_review = nullptr;
    SeatVoices *m_voices = nullptr; // what the AI seats say
    GameDocument *m_document = nullptr;
    BoardView *m_board = nullptr;
    const GameRules *m_boardGame = nullptr; // the game m_board draws
    QHBoxLayout *m_centralLayout = nullptr;
    SidePanel *m_sidePanel = nullptr;
    WindowFit *m_fit = nullptr;
    DemoMenu *m_demoMenu = nullptr;
    NoticeBar *m_notices = nullptr;
    FirstTimeTip *m_tip = nullptr;
    NetworkPlay *m_network = nullptr;
    NetworkBar *m_networkBar = nullptr;
    ChatBox *m_chat = nullptr;
    QLabel *m_gameLabel = nullptr;

    MainActions *m_actions = nullptr;
    QString m_shownLanguage; // the language the interface is in now
    QString m_thinkingStatus; // the status bar's last "Thinking…", taken back when the search ends
    bool m_closingUnattended = false; // closeUnattended(): no question may wait

    StatisticsStore *m_statistics;
};

} // namespace quatre::ui
