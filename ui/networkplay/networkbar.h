// The strip above the board during a network game: what is going on
// (hosting with its addresses and join code, joining, the other player's
// question, a lost connection) and the buttons that answer it. Hidden when
// there is nothing to say. All text from the other side is plain text.
#pragma once

#include <QFrame>

class QLabel;
class QPushButton;

namespace quatre::ui {

class NetworkPlay;

class NetworkBar : public QFrame {
    Q_OBJECT

public:
    explicit NetworkBar(NetworkPlay *play, QWidget *parent = nullptr);

    QString text() const;
    // The buttons, for tests and the window's keyboard users.
    QPushButton *acceptButton() const { return m_accept; }
    QPushButton *declineButton() const { return m_decline; }
    QPushButton *reconnectButton() const { return m_reconnect; }
    QPushButton *aiButton() const { return m_ai; }
    QPushButton *stopButton() const { return m_stop; }
    QPushButton *copyButton() const { return m_copy; }

    // Something that happened (an answer, a refused attempt): shown until the next change.
    void setEvent(const QString &text);
    void refresh();

signals:
    // The person wants an AI to take the other player's seat.
    void continueAgainstAiRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    QString requestText() const;
    QString stateText() const;

    NetworkPlay *m_play;
    QLabel *m_text;
    QPushButton *m_accept;
    QPushButton *m_decline;
    QPushButton *m_reconnect;
    QPushButton *m_ai;
    QPushButton *m_stop;
    QPushButton *m_copy;
    QString m_event;
};

} // namespace quatre::ui
