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

class GameChooser;
class GameRegistry;
class SeatEditor;

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    // `games` lists the games on offer; it must outlive the dialog.
    SettingsDialog(const Settings &settings, const GameRegistry &games, QWidget *parent = nullptr);

    Settings settings() const;

    // The game and its options (see GameChooser).
    GameChooser *gameChooser() const { return m_game; }
    QComboBox *gameCombo() const;
    QSpinBox *numberOption(std::string_view game, std::string_view key) const;
    QCheckBox *flagOption(std::string_view game, std::string_view key) const;
    QStackedWidget *gamePages() const;
    SeatEditor *seatEditor(int seat) const { return seat == 0 ? m_seat1 : m_seat2; }
    SeatEditor *demoSeatEditor(int seat) const { return seat == 0 ? m_demo1 : m_demo2; }
    QComboBox *firstMoveCombo() const { return m_firstMove; }
    QComboBox *animationCombo() const { return m_animation; }
    QSpinBox *pacingSpin() const { return m_pacing; }
    QComboBox *languageCombo() const { return m_language; }
    QCheckBox *highContrastCheck() const { return m_highContrast; }
    QComboBox *colourSchemeCombo() const { return m_colourScheme; }
    QCheckBox *soundCheck() const { return m_sound; }
    QSpinBox *volumeSpin() const { return m_volume; }

private:
    QWidget *createPlayersGroup();
    QWidget *createDemoGroup();
    QWidget *createDisplayGroup();
    QWidget *createSoundGroup();

    Settings m_original;
    const GameRegistry &m_games;
    GameChooser *m_game = nullptr;
    SeatEditor *m_seat1 = nullptr;
    SeatEditor *m_seat2 = nullptr;
    SeatEditor *m_demo1 = nullptr;
    SeatEditor *m_demo2 = nullptr;
    QComboBox *m_firstMove = nullptr;
    QComboBox *m_animation = nullptr;
    QSpinBox *m_pacing = nullptr;
    QComboBox *m_language = nullptr;
    QCheckBox *m_highContrast = nullptr;
    QComboBox *m_colourScheme = nullptr;
    QCheckBox *m_sound = nullptr;
    QSpinBox *m_volume = nullptr;
};

} // namespace quatre::ui
