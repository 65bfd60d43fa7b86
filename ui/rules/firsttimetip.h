// The bar above the board that greets a newcomer the first time each game is
// started: a sentence from the game's rules page (RulesPage::firstTimeTip),
// a button that opens Help > Rules and a close button. Each game's tip shows
// once: the settings remember it (tips/<game id>/shown), so it never comes
// back, in this window or a later one. A demo (no person at this screen) is
// nobody's first game and shows none.
#pragma once

#include <QFrame>

#include <set>
#include <string>

class QLabel;
class QPushButton;
class QSettings;
class QToolButton;

namespace quatre::ui {

class GameRegistry;
class GameSession;

class FirstTimeTip : public QFrame {
    Q_OBJECT

public:
    // `store` (may be null: then nothing is remembered), `games` and `session` must outlive the tip.
    FirstTimeTip(QSettings *store, const GameRegistry &games, const GameSession *session, QWidget *parent = nullptr);

    // The settings key that remembers a game's tip was shown.
    static QString shownKey(std::string_view gameId);

    // The game whose tip is shown, or empty when the bar is hidden.
    QString shownGame() const { return isHidden() ? QString() : QString::fromStdString(m_game); }
    QString text() const;
    // Hides the bar, as its close button does.
    void dismiss();
    // A picture posed from the command line is nobody's first game: hides
    // the bar, forgets that its tip was shown, and shows no more tips.
    void withdraw();

signals:
    // The Rules button: the window shows the rules of the game.
    void rulesRequested();

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void onGameStarted();
    void retranslate();

    QSettings *m_store;
    const GameRegistry &m_games;
    const GameSession *m_session;
    std::string m_game; // the id of the game whose tip is shown
    bool m_withdrawn = false;
    std::set<std::string, std::less<>> m_shown; // in this window, for a window without settings
    QLabel *m_icon;
    QLabel *m_text;
    QPushButton *m_rules;
    QToolButton *m_close;
};

} // namespace quatre::ui
