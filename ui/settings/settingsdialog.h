// Edits a copy of the Settings. The caller applies the result to the next
// game; the running one is never changed from here.
#pragma once

#include "ui/settings/settings.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QSpinBox;
class QStackedWidget;

namespace quatre::ui {

class SeatEditor;

class SettingsDialog : public QDialog {
    Q_OBJECT

public:
    explicit SettingsDialog(const Settings &settings, QWidget *parent = nullptr);

    Settings settings() const;

    QComboBox *gameCombo() const { return m_game; }
    QSpinBox *rowsSpin() const { return m_rows; }
    QSpinBox *columnsSpin() const { return m_columns; }
    QCheckBox *squareRuleCheck() const { return m_squareRule; }
    QSpinBox *sizeSpin() const { return m_size; }
    QCheckBox *officialRuleCheck() const { return m_officialRule; }
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
    QWidget *createConnectFourPage();
    QWidget *createQuartoPage();
    void showGamePage(int index);
    QWidget *createFourMationPage();

    Settings m_original;
    QComboBox *m_game = nullptr;
    QStackedWidget *m_gamePages = nullptr; // one options page per game, in m_game's order
    QSpinBox *m_rows = nullptr;
    QSpinBox *m_columns = nullptr;
    QCheckBox *m_squareRule = nullptr;
    QSpinBox *m_size = nullptr;
    QCheckBox *m_officialRule = nullptr;
    SeatEditor *m_seat1 = nullptr;
    SeatEditor *m_seat2 = nullptr;
    QComboBox *m_firstMove = nullptr;
    QComboBox *m_animation = nullptr;
    QSpinBox *m_pacing = nullptr;
    QComboBox *m_language = nullptr;
    QCheckBox *m_highContrast = nullptr;
};

} // namespace quatre::ui
