// The application window: menus, tool bar, the board of the current game, the
// side panel and the status bar. It wires the session, the AI controller and
// the board together; the rules live in core and the AI in its own thread.
#pragma once

#include "core/ai/ai.h"
#include "core/game.h"
#include "ui/savedgame/autosave.h"
#include "ui/savedgame/recentfiles.h"
#include "ui/session/seat.h"
#include "ui/settings/settings.h"

#include <QMainWindow>

#include <array>
#include <memory>
#include <optional>
#include <vector>

class QAction;
class QActionGroup;
class QLabel;
class QToolBar;
class QMenu;
class QSettings;
class QHBoxLayout;

namespace quatre::ui {

class AiController;
class BoardView;
class GameSession;
class NoticeBar;
class SidePanel;
class SettingsDialog;
class StatisticsDialog;
class StatisticsStore;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    // `store` keeps the preferences between runs (an INI file in tests). The
    // statistics and the autosave live in dataDirectory(store): beside an INI
    // file, so that tests and --settings-file runs never touch the player's own.
    explicit MainWindow(std::unique_ptr<QSettings> store, QWidget *parent = nullptr);
    ~MainWindow() override;

    GameSession *session() const { return m_session; }
    AiController *aiController() const { return m_ai; }
    BoardView *boardView() const { return m_board; }
    SidePanel *sidePanel() const { return m_sidePanel; }
    // Warnings the player did not ask for, kept until closed.
    NoticeBar *noticeBar() const { return m_notices; }
    const Settings &settings() const { return m_settings; }
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

    // Saved games (see SavedGame). These never ask anything: on failure they
    // return false with the reason in `error` (also on the status bar) and
    // the game on the board stays as it was.
    bool saveGame(const QString &path, QString *error = nullptr);
    bool openGame(const QString &path, QString *error = nullptr);
    // The file the game was last saved to or opened from; empty for a game
    // that has none (a new one, a restarted or a pasted one).
    QString filePath() const { return m_filePath; }
    // Moves that no file holds: any move of a game without a file, or a
    // position that differs from the one last saved or opened.
    bool hasUnsavedMoves() const;
    QStringList recentFiles() const { return m_recent.files(); }
    QMenu *recentFilesMenu() const { return m_recentMenu; }

    // The moves in the game's notation (Connect Four: "4453") on the clipboard.
    void copyPosition();
    // A new game from the clipboard: moves in the notation of the game on the
    // board (its options and players stay), or a whole saved game. Bad text
    // changes nothing and `error` says why.
    bool pastePosition(QString *error = nullptr);

    // The game left unfinished at the last close, if any: asks whether to
    // continue it; Yes loads it, No forgets it. Returns whether a game was
    // continued. Called once at start-up by main(), never by the constructor,
    // so windows made by tests or for screenshots ask nothing.
    bool offerToContinue();
    QString autosavePath() const { return m_autosave.path(); }
    // On by default; off for windows that only pose for a picture.
    void setAutosaveEnabled(bool enabled) { m_autosaveEnabled = enabled; }

    StatisticsStore *statistics() const { return m_statistics; }
    // The open statistics dialog, if any.
    StatisticsDialog *statisticsDialog() const;
    // Seed 003's bot-against-bot matches, offered when the game is 4Mation.
    QMenu *demoPresetsMenu() const { return m_demoPresets; }
    // What 4Mation's Hardcore bot says about a move chosen for `reason`; empty if nothing.
    static QString hardcoreMessage(MoveReason reason);

public slots:
    void newGame();
    void restartGame();
    void startDemo();
    // 0: dummy vs foo (Random vs Random), 1: dummy vs Roussel (Random vs
    // Hardcore), 2: Colmerauer vs Roussel (Hardcore vs Hardcore).
    void startDemoPreset(int preset);
    void undo();
    void redo();
    void hint();
    void setPaused(bool paused);
    void step();
    void showSettings();
    void showAbout();
    void showStatistics();
    // The menu's versions of the file commands: they ask for a file name, ask
    // before replacing a game with unsaved moves, and report in a message box.
    void open();
    void openRecent(const QString &path);
    void save();
    bool saveAs();
    void paste();
    // Shows the interface in `code` ("en", "ca", "pt_PT", "ro"; empty: the
    // system's) at once, in every window, and remembers the choice.
    void setLanguage(const QString &code);

protected:
    void closeEvent(QCloseEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void createActions();
    void createMenus();
    void createToolBar();
    void updateDemoPresets();
    // Every text the window set itself, in the current language.
    void retranslate();
    void showLanguage();
    void onAiMovePlayed(int seat, const AiDecision &decision);
    void startGame(const std::array<Seat, 2> &seats);
    // Shows `saved` as the game on the board, from `path` (empty: no file).
    bool showSavedGame(const SavedGame &saved, const QString &path, QString *error);
    // Before the game is replaced: Save, Discard or Cancel when it has
    // unsaved moves. Returns whether to go on.
    bool maybeSaveChanges();
    void updateRecentFilesMenu();
    void updateTitle();
    void recordResult();
    void writeAutosave();
    // A notice that the autosaved game could not be shown again, and why.
    void noteNotRestored(const QString &error);
    void ensureBoard(GameKind kind);
    void applyDisplaySettings();
    void restoreWindowGeometry();
    void refresh();
    void refreshSeats();
    void onMoveChosen(Move move);
    void onThinking(bool thinking);
    void onProgress(int depth);
    QString turnMessage() const;
    QString accessibleTurnMessage() const;
    QString verdictMessage(int seat) const;
    QString playerText(int seat) const;

    std::unique_ptr<QSettings> m_store;
    Settings m_settings;
    GameSession *m_session;
    AiController *m_ai;
    BoardView *m_board = nullptr;
    GameKind m_boardKind = GameKind::ConnectFour;
    QHBoxLayout *m_centralLayout = nullptr;
    SidePanel *m_sidePanel = nullptr;
    NoticeBar *m_notices = nullptr;
    QLabel *m_gameLabel = nullptr;

    QAction *m_newAction = nullptr;
    QAction *m_restartAction = nullptr;
    QAction *m_demoAction = nullptr;
    QAction *m_pauseAction = nullptr;
    QAction *m_stepAction = nullptr;
    QAction *m_settingsAction = nullptr;
    QAction *m_quitAction = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    QAction *m_hintAction = nullptr;
    QAction *m_aboutAction = nullptr;
    QAction *m_openAction = nullptr;
    QAction *m_saveAction = nullptr;
    QAction *m_saveAsAction = nullptr;
    QAction *m_copyAction = nullptr;
    QAction *m_pasteAction = nullptr;
    QAction *m_statisticsAction = nullptr;
    QAction *m_clearRecentAction = nullptr;
    QMenu *m_recentMenu = nullptr;
    QMenu *m_demoPresets = nullptr;
    QMenu *m_gameMenu = nullptr;
    QMenu *m_moveMenu = nullptr;
    QMenu *m_languageMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    QToolBar *m_toolBar = nullptr;
    QActionGroup *m_languageGroup = nullptr;
    QString m_shownLanguage;              // the language the interface is in now
    MoveReason m_lastSpeech = MoveReason::None; // why the Hardcore bot last spoke

    // What the last move of an Expert or Perfect seat said about the end of
    // the game, and the moves on the board after it: its card shows it while
    // the game stays on that line (not after an undo or a new game).
    struct SeatVerdict {
        std::optional<Verdict> verdict;
        std::vector<Move> history;
    };
    std::array<std::optional<SeatVerdict>, 2> m_verdicts;

    QString m_filePath;          // absolute; empty: the game has no file
    bool m_resultRecorded = false; // this game's result is in the statistics already
    RecentFiles m_recent;
    Autosave m_autosave;
    bool m_autosaveEnabled = true;
    StatisticsStore *m_statistics;
};

} // namespace quatre::ui
