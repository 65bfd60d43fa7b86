// The window's commands: every action, the menus and the tool bar that show
// them, made and named once (tests find them by object name). Like the class
// uic writes for a form, it is a bundle of public pointers; MainWindow
// connects each action to what it does.
#pragma once

#include <QIcon>
#include <QObject>

class QAction;
class QActionGroup;
class QMainWindow;
class QMenu;
class QToolBar;

namespace quatre::ui {

class AiController;
class GameBrowser;
class GameSession;
class NetworkPlay;

class MainActions : public QObject {
    Q_OBJECT

public:
    // Adds the menus and the tool bar to `window`, which owns everything made.
    explicit MainActions(QMainWindow *window);

    // Texts, tips and the shortcuts that are letters, in the current language.
    void retranslate(bool paused);
    // The Pause action reads Resume, with its icon, while the AI players are paused.
    void showPaused(bool paused);
    // Enables what a person may do now: a network game defers undo and new
    // games to the other player's consent and forbids what would change the
    // game on one side only.
    void update(const GameSession &session, const GameBrowser &browser, const NetworkPlay &network,
                const AiController &ai);

    QAction *newGame = nullptr;
    QAction *restart = nullptr;
    QAction *demo = nullptr;
    QAction *pause = nullptr;
    QAction *step = nullptr;
    QAction *settings = nullptr;
    QAction *quit = nullptr;
    QAction *undo = nullptr;
    QAction *redo = nullptr;
    QAction *hint = nullptr;
    QAction *analysis = nullptr;
    QAction *sidePanel = nullptr;
    QAction *review = nullptr;
    QAction *playFromHere = nullptr;
    QAction *backToGame = nullptr;
    QAction *rules = nullptr;
    QAction *about = nullptr;
    QAction *open = nullptr;
    QAction *save = nullptr;
    QAction *saveAs = nullptr;
    QAction *copy = nullptr;
    QAction *paste = nullptr;
    QAction *statistics = nullptr;
    QAction *puzzles = nullptr;
    QAction *hostGame = nullptr;
    QAction *joinGame = nullptr;
    QAction *resign = nullptr;
    QAction *clearRecent = nullptr;
    // One checkable entry per interface language; its data is the language code.
    QActionGroup *languages = nullptr;

    QMenu *gameMenu = nullptr;
    QMenu *recentMenu = nullptr;
    QMenu *demoPresetsMenu = nullptr;
    QMenu *moveMenu = nullptr;
    QMenu *viewMenu = nullptr;
    QMenu *languageMenu = nullptr;
    QMenu *helpMenu = nullptr;
    QToolBar *toolBar = nullptr;

private:
    void createActions();
    void createMenus(QMainWindow *window);
    void createToolBar(QMainWindow *window);

    // Made once: an icon set again, even the same one, makes the tool bar
    // lay itself out anew, and a new themed icon parses its SVG again
    // (showPaused() is called after every move).
    QIcon m_pauseIcon;
    QIcon m_resumeIcon;
    bool m_iconShowsPaused = false;
};

} // namespace quatre::ui
