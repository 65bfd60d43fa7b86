// The game and its options, as the Settings dialog and the Host dialog ask
// for them: a list of the games and, under it, the chosen game's options
// (a spin box for a number, a check box for a flag). Each game keeps its own
// values while another is chosen, so switching back loses nothing.
#pragma once

#include "core/games/gamerules.h"

#include <QGroupBox>

#include <string_view>
#include <vector>

class QCheckBox;
class QComboBox;
class QSpinBox;
class QStackedWidget;

namespace quatre::ui {

class GameRegistry;
struct GameEntry;

class GameChooser : public QGroupBox {
    Q_OBJECT

public:
    // `games` lists the games on offer; it must outlive the chooser.
    explicit GameChooser(const GameRegistry &games, QWidget *parent = nullptr);

    // Shows each game's values in `options` and chooses the game `chosen`.
    void setOptions(const std::vector<GameOptions> &options, std::string_view chosen);
    const GameEntry &chosenGame() const;
    // The values shown for `game`'s options (`game`'s defaults where none is shown).
    GameOptions options(const GameRules &game) const;
    GameOptions chosenOptions() const;

    // The games, in the registry's order; an item's data is the game's id.
    QComboBox *gameCombo() const { return m_game; }
    // The editor of one game's option, named "<key>Spin" or "<key>Check";
    // nullptr if there is none.
    QSpinBox *numberOption(std::string_view game, std::string_view key) const;
    QCheckBox *flagOption(std::string_view game, std::string_view key) const;
    // The options page of each game; only the chosen game's is shown.
    QStackedWidget *gamePages() const { return m_gamePages; }

signals:
    void gameChanged(const quatre::ui::GameEntry &game);

protected:
    void changeEvent(QEvent *event) override;

private:
    QWidget *createGamePage(const GameEntry &game);
    void showGamePage(int index);
    void retranslate();

    const GameRegistry &m_games;
    QComboBox *m_game;
    QStackedWidget *m_gamePages; // one options page per game, in m_game's order
};

} // namespace quatre::ui
