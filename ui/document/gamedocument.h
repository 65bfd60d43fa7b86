// The game on the board as a document: the file it was saved to or opened
// from, saving and opening (with the questions the menu's commands ask), the
// list of recent files, the clipboard, and the autosave that keeps an
// unfinished game from one run to the next. The window owns one and shows
// what it reports; the session keeps the game itself.
#pragma once

#include "ui/savedgame/autosave.h"
#include "ui/savedgame/recentfiles.h"
#include "ui/storage/backgroundwriter.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <functional>

class QAction;
class QMenu;
class QSettings;
class QWidget;

namespace quatre {
struct GameOptions;
}

namespace quatre::ui {

class AiController;
class GameRegistry;
class GameSession;

class GameDocument : public QObject {
    Q_OBJECT

public:
    // `window` is the parent of the file dialogs and questions; `store` keeps
    // the recent files and the autosave's details (may be null); the
    // autosave lives in `dataDirectory` (empty: none). All must outlive this.
    GameDocument(GameSession *session, AiController *ai, const GameRegistry &games, QSettings *store,
                 const QString &dataDirectory, QWidget *window);

    // These never ask anything: on failure they return false with the reason
    // in `error` (also reported with statusMessage) and the game on the board
    // stays as it was.
    bool saveGame(const QString &path, QString *error = nullptr);
    bool openGame(const QString &path, QString *error = nullptr);
    // The file the game was last saved to or opened from; empty for a game
    // that has none (a new one, a restarted or a pasted one).
    QString filePath() const { return m_filePath; }
    // Moves that no file holds: any move of a game without a file, or a
    // position that differs from the one last saved or opened.
    bool hasUnsavedMoves() const;
    // Whether the game's result is in the statistics already (a file says so too).
    bool isResultRecorded() const { return m_resultRecorded; }
    void setResultRecorded(bool recorded) { m_resultRecorded = recorded; }
    // The game review's summary (a line per player) and the moves it judged:
    // saved files and the autosave carry it while those moves begin the game.
    // A new game forgets it; an opened file brings its own.
    void setReviewSummary(const std::vector<Move> &moves, const QStringList &summary);
    // The game as a file keeps it now.
    SavedGame savedGame() const;

    QStringList recentFiles() const { return m_recent.files(); }
    // The menu that lists them, kept up to date from now on.
    void setRecentFilesMenu(QMenu *menu, QAction *clearAction);
    void updateRecentFilesMenu();
    void clearRecentFiles();

    // The moves in the game's notation (Connect Four: "4453") on the clipboard.
    void copyPosition();
    // A new game from the clipboard: moves in the notation of the game on the
    // board (its options and players stay), or a whole saved game. Bad text
    // changes nothing and `error` says why.
    bool pastePosition(QString *error = nullptr);

    // The games left unfinished by runs that have ended (closed or killed),
    // newest first: asks whether to continue each, until one is continued;
    // No forgets that one and offers the next, Yes loads it and keeps the
    // rest for the next start. An autosave that cannot be read or restored
    // is moved aside, never deleted, and a notice says where. Returns
    // whether a game was continued. Called once at start-up, never by a
    // window made for a test or a picture, so that those ask nothing.
    bool offerToContinue();
    // This run's autosave file (Autosave: every running Quatre has its own).
    QString autosavePath() const { return m_autosave.path(); }
    // Every autosave file of the data folder, this run's or not.
    QStringList autosaveSlotPaths() const { return m_autosave.slotPaths(); }
    // On by default; off for windows that only pose for a picture (what
    // this run kept so far is removed).
    void setAutosaveEnabled(bool enabled);
    // Keeps an unfinished game for the next start, in this run's own file,
    // or removes that file when no game is in progress, at once. After
    // every move the document does the same on a thread of its own (so that
    // the window never waits for the disk), and a kill or a power cut loses
    // at most the moves being written; the window calls this on close. On failure
    // (a full disk, a read-only folder) returns false with the reason in
    // `error`.
    bool writeAutosave(QString *error = nullptr);
    // When the window closes: keeps an unfinished game with writeAutosave().
    // Closing never asks to save; only when that fails, and the game has
    // moves no file holds, is the person asked (if `mayAsk`: somebody may be
    // there to answer) whether to save it in a file (the button named
    // `saveAsLabel`, as in the menu), quit anyway and lose them, or stay.
    // Returns whether the window may close.
    bool keepBeforeClosing(bool mayAsk, const QString &saveAsLabel);

public slots:
    // The menu's versions of the file commands: they ask for a file name, ask
    // before replacing a game with unsaved moves, and report in a message box.
    void open();
    void openRecent(const QString &path);
    void save();
    bool saveAs();
    void paste();

signals:
    // The file or its clean state changed: the title shows them.
    void fileChanged();
    // Before a game of other options comes to the board (the window gets its board ready).
    void gameOptionsComing(const quatre::GameOptions &options);
    void statusMessage(const QString &text, int timeoutMs);
    // A warning for the notice bar, made again in the language of the moment.
    void notice(const std::function<QString()> &text);

private:
    // Shows `saved` as the game on the board, from `path` (empty: no file).
    bool showSavedGame(const SavedGame &saved, const QString &path, QString *error);
    // Before the game is replaced: Save, Discard or Cancel when it has
    // unsaved moves. Returns whether to go on.
    bool maybeSaveChanges();
    void noteNotRestored(const QString &error);
    // An autosave that could not be read or restored: moved aside and told.
    void keepUnreadableAutosave(const AutosaveSlot &slot, const QString &error);
    // writeAutosave(), the file written or removed on m_autosaveWriter's thread.
    void autosaveInBackground();
    // Whether there is a game to keep; if not, the autosave is to be removed.
    bool hasGameToKeep() const;
    // What the settings say about the autosave (the file it came from).
    void noteAutosaveSource();

    GameSession *m_session;
    AiController *m_ai;
    const GameRegistry &m_games;
    QSettings *m_store;
    QWidget *m_window;
    QString m_filePath; // absolute; empty: the game has no file
    bool m_resultRecorded = false; // this game's result is in the statistics already
    std::vector<Move> m_reviewedMoves;
    QStringList m_reviewSummary;
    RecentFiles m_recent;
    QMenu *m_recentMenu = nullptr;
    QAction *m_clearRecentAction = nullptr;
    Autosave m_autosave;
    // The autosave after each move, off the window's thread. Declared after
    // m_autosave, so destroyed first: its last write is done while this run
    // still holds the slot.
    BackgroundWriter m_autosaveWriter;
    bool m_autosaveEnabled = true;
    bool m_autosaveHeld = false; // while a left game comes to the board
};

} // namespace quatre::ui
