// The window's side of a network game: Game > Host / Join a Network Game
// and Move > Resign, their dialogs, the strip above the board and the chat
// in the side panel, and what the person is told as the game goes. The
// window keeps only what a network game changes in its own commands (undo
// and new games become requests).
#pragma once

#include <QObject>

class QAction;
class QMainWindow;
class QSettings;

namespace quatre::ui {

class ChatBox;
class GameRegistry;
class NetworkBar;
class NetworkPlay;
struct Settings;

class NetworkController : public QObject {
    Q_OBJECT

public:
    // The UDP port network games are announced on and heard on (a setting
    // for tests and crowded networks; net::kDiscoveryPort unless set).
    static constexpr const char *kDiscoveryPortKey = "network/discoveryPort";

    // The window's commands for a network game.
    struct Actions {
        QAction *hostGame;
        QAction *joinGame;
        QAction *resign;
    };

    // Everything given must outlive the controller; `settings` is read
    // whenever a dialog opens (the window's, as it is then).
    NetworkController(QMainWindow *window, NetworkPlay *play, NetworkBar *bar, ChatBox *chat, Actions actions,
                      const GameRegistry &games, const Settings &settings, QSettings *store);

    void hostGame();
    void joinGame();
    // Gives up the game, after asking.
    void resign();

signals:
    // What the window shows of the game may have changed.
    void changed();

private:
    void onStateChanged();
    void onRequestAnswered(int kind, bool accepted);
    quint16 discoveryPort() const;

    QMainWindow *m_window;
    NetworkPlay *m_play;
    NetworkBar *m_bar;
    ChatBox *m_chat;
    Actions m_actions;
    const GameRegistry &m_games;
    const Settings &m_settings;
    QSettings *m_store;
};

} // namespace quatre::ui
