// Game > Host a Network Game: the game and its options (the Settings
// dialog's GameChooser), which seat the person hosting plays and who
// starts, the port, and the name the other player sees. The choice of port
// and name is remembered for the next time.
#pragma once

#include "ui/networkplay/networkplay.h"

#include <QDialog>

class QComboBox;
class QLineEdit;
class QSettings;
class QSpinBox;

namespace quatre::ui {

class GameChooser;
class GameRegistry;
struct Settings;

class HostDialog : public QDialog {
    Q_OBJECT

public:
    // Starts from the game `settings` choose; `store` (may be null) keeps the port and name.
    HostDialog(const Settings &settings, const GameRegistry &games, QSettings *store, QWidget *parent = nullptr);

    HostChoice choice() const;
    // Remembers the port and the name in the store.
    void remember() const;

    GameChooser *gameChooser() const { return m_game; }
    QComboBox *seatCombo() const { return m_seat; }
    QComboBox *firstCombo() const { return m_first; }
    QSpinBox *portSpin() const { return m_port; }
    QLineEdit *nameEdit() const { return m_name; }

private:
    QSettings *m_store;
    GameChooser *m_game;
    QComboBox *m_seat;
    QComboBox *m_first;
    QSpinBox *m_port;
    QLineEdit *m_name;
};

// The name a person is shown by unless they chose one: the system's user name.
QString defaultPlayerName();

} // namespace quatre::ui
