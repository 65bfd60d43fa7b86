// Edits a copy of the Settings. The caller applies the result to the next
// game; the running one is never changed from here.
#pragma once

#include "ui/settings/settings.h"

#include <QDialog>

#include <string_view>

class QCheckBox;
class QComboBox;
class QSpinBox;
class QStackedWidget;

namespace quatre::ui {

class GameRegistry;
class SeatEditor;
struct GameEntry;

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    // `games` lists the games on offer; it must outlive the dialog.
    SettingsDialog(const Settings &settings, const GameRegistry &games, QWidget *parent = nullptr);

    Settings settings() const;

    // The games, in the registry's order; an item's data is the game's id.
    QComboBox *gameCombo() const { return m_game; }
    // The editor of one game's option: a spin box for a number, a check box
    // for a flag (named "<key>Spin" or "<key>Check"); nullptr if there is none.
    QSpinBox *numberOption(std::string_view game, std::string_view key) const;
    QCheckBox *flagOption(std::string_view game, std::string_view key) const;
    // The options page of each game; only the chosen game's is shown.
    QStackedWidget *gamePages() const { return m_gamePages; }
    SeatEditor *seatEditor(int seat) const { return seat == 0 ? m_seat1 : m_seat2; }
    QComboBox *firstMoveCombo() const { return m_firstMove; }
    QComboBox *animationCombo() const { return m_animation; }
    QSpinBox *pacingSpin() const { return m_pacing; }
    QComboBox *languageCombo() const { return m_language; }
    QCheckBox *highContrastCheck() const { return m_highContrast; }

private:
    QWidget *createGameGroup();
    QWidget *createPlayersGroup();
    QWidget *createDisplayGroup();
    // A page with an editor for each of the game's options.
    QWidget *createGamePage(const GameEntry &game);
    void showGamePage(int index);
    const GameEntry &chosenGame() const;

    Settings m_original;
    const GameRegistry &m_games;
    QComboBox *m_game = nullptr;
    QStackedWidget *m_gamePages = nullptr; // one options page per game, in m_game's order
    SeatEditor *m_seat1 = nullptr;
    SeatEditor *m_seat2 = nullptr;
    QComboBox *m_firstMove = nullptr;
    QComboBox *m_animation = nullptr;
    QSpinBox *m_pacing = nullptr;
    QComboBox *m_language = nullptr;
    QCheckBox *m_highContrast = nullptr;
};

} // namespace quatre::ui
