// Game > Join a Network Game: the host's address and port, the join code
// it shows, and the name the other player sees. Games announced on the
// local network are listed; picking one fills in its address and port
// (the code is never announced: the host tells it). The address, port and
// name are remembered for the next time.
#pragma once

#include "ui/networkplay/networkplay.h"

#include <QDialog>

class QLineEdit;
class QPushButton;
class QSettings;
class QSpinBox;

namespace quatre::ui {

class JoinDialog : public QDialog {
    Q_OBJECT

public:
    // `store` (may be null) keeps the address, port and name.
    explicit JoinDialog(QSettings *store, QWidget *parent = nullptr);

    JoinChoice choice() const;
    void remember() const;

    QLineEdit *addressEdit() const { return m_address; }
    QSpinBox *portSpin() const { return m_port; }
    QLineEdit *codeEdit() const { return m_code; }
    QLineEdit *nameEdit() const { return m_name; }

private:
    void updateJoinButton();

    QSettings *m_store;
    QLineEdit *m_address;
    QSpinBox *m_port;
    QLineEdit *m_code;
    QLineEdit *m_name;
    QPushButton *m_join = nullptr;
};

} // namespace quatre::ui
