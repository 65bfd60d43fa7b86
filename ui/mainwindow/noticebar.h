// A bar above the board for what went wrong without the player asking (a
// damaged settings file, statistics that could not be read or saved, a game
// that could not be restored). The status bar is no place for these: the next
// "Thinking…" or "Your turn" replaces its message within a second, so a
// warning shown at start-up next to an AI player was never seen. A notice
// stays until the player closes the bar.
#pragma once

#include <QFrame>

#include <functional>
#include <vector>

class QLabel;
class QToolButton;

namespace quatre::ui {

class NoticeBar : public QFrame {
    Q_OBJECT

public:
    explicit NoticeBar(QWidget *parent = nullptr);

    // Shows `text()` under the notices already shown. It is asked again when
    // the language changes, so a notice follows the interface's language (the
    // details it quotes, such as a parser's message, stay as they were made).
    void addNotice(std::function<QString()> text);
    // The notices shown, oldest first; empty when the bar is closed.
    QStringList notices() const;
    // Forgets every notice and hides the bar, as its close button does.
    void dismiss();
    void retranslate();

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateText();

    QLabel *m_icon;
    QLabel *m_text;
    QToolButton *m_close;
    std::vector<std::function<QString()>> m_notices;
};

} // namespace quatre::ui
