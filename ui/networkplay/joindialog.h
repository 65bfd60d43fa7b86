// Game > Join a Network Game: the host's address and port, the join code
// it shows, and the name the other player sees. Games announced on the
// local network are listed; picking one fills in its address and port
// (the code is never announced: the host tells it). The address, port and
// name are remembered for the next time.
#pragma once

#include "ui/networkplay/networkplay.h"

#include <QDialog>

class QHostAddress;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QSettings;
class QSpinBox;

namespace quatre::ui {

class GameRegistry;

namespace net {
class LanBrowser;
}

class JoinDialog : public QDialog {
    Q_OBJECT

public:
    // `store` (may be null) keeps the address, port and name; `games` names
    // the games heard of.
    JoinDialog(const GameRegistry &games, QSettings *store, QWidget *parent = nullptr);

    // Lists the games announced on `port` of `address` (any IPv4 address of
    // the machine for a real network; the tests give loopback), until the
    // dialog closes. False if the port cannot be had (joining by address
    // still works; the list says why).
    bool listenForGames(const QHostAddress &address, quint16 port);
    // The port listened on (the one asked, or the one found for 0).
    quint16 gamesPort() const;
    QListWidget *gameList() const { return m_games; }

    JoinChoice choice() const;
    void remember() const;

    QLineEdit *addressEdit() const { return m_address; }
    QSpinBox *portSpin() const { return m_port; }
    QLineEdit *codeEdit() const { return m_code; }
    QLineEdit *nameEdit() const { return m_name; }

private:
    void updateJoinButton();
    void updateGameList();
    void pickGame(QListWidgetItem *item);

    const GameRegistry &m_registry;
    QSettings *m_store;
    net::LanBrowser *m_browser;
    QListWidget *m_games;
    QLabel *m_gamesNote;
    QLineEdit *m_address;
    QSpinBox *m_port;
    QLineEdit *m_code;
    QLineEdit *m_name;
    QPushButton *m_join = nullptr;
};

} // namespace quatre::ui
