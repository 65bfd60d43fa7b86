// Chooses who sits in one seat: Human (unless not allowed), or an AI level with its parameter
// (the Minimax depth, the Expert time budget).
#pragma once

#include "ui/session/seat.h"

#include <QWidget>

#include <optional>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace quatre::ui {

struct GameEntry;

class SeatEditor : public QWidget {
    Q_OBJECT

public:
    explicit SeatEditor(QWidget *parent = nullptr);

    // The item data of "Human" in typeCombo(); an AI level's is its key.
    static QString humanData() { return QStringLiteral("human"); }
    static QString levelData(const AiLevel &level);

    // Whether "Human" is on offer (the default); a demo's seats are AI only,
    // and a person shown there becomes the default AI.
    void setPersonAllowed(bool allowed);

    // Lists the AI levels that can play this game.
    void setGame(const GameEntry &game);
    Seat seat() const;
    void setSeat(const Seat &seat);

    QComboBox *typeCombo() const { return m_type; }
    QSpinBox *depthSpin() const { return m_depth; }
    QDoubleSpinBox *budgetSpin() const { return m_budget; }

private:
    void updateParameters();
    // The AI level chosen, or nullopt for "Human".
    std::optional<AiLevel> currentLevel() const;

    QComboBox *m_type;
    QSpinBox *m_depth;
    QDoubleSpinBox *m_budget;
    AiConfig m_base; // keeps what the editor does not show, such as the seed
    std::vector<AiLevel> m_levels; // the game's, in typeCombo()'s order after "Human"
    bool m_personAllowed = true;
};

} // namespace quatre::ui
