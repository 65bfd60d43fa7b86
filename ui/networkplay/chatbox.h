// The chat of a network game, in the side panel: the lines said so far
// (plain text only: the other player's words are never markup or links)
// and a line to write in, as long as the protocol allows.
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;

namespace quatre::ui {

class ChatBox : public QWidget {
    Q_OBJECT

public:
    explicit ChatBox(QWidget *parent = nullptr);

    void addLine(const QString &author, const QString &text);
    void clear();
    // Whether a line can be sent (connected to the other player).
    void setSendingEnabled(bool enabled);
    QString transcript() const;
    QLineEdit *lineEdit() const { return m_line; }

signals:
    void lineEntered(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void send();
    void retranslate();

    QLabel *m_heading;
    QPlainTextEdit *m_lines;
    QLineEdit *m_line;
    QPushButton *m_send;
};

} // namespace quatre::ui
