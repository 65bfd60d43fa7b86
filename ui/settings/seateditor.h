// Chooses who sits in one seat: Human, or an AI level with its parameter
// (the Minimax depth, the Expert time budget).
#pragma once

#include "ui/session/seat.h"

#include <QWidget>

class QComboBox;
class QDoubleSpinBox;
class QSpinBox;

namespace quatre::ui {

class SeatEditor : public QWidget {
    Q_OBJECT

public:
    explicit SeatEditor(QWidget *parent = nullptr);

    // Lists the AI levels that can play this game.
    void setGame(GameKind game);
    Seat seat() const;
    void setSeat(const Seat &seat);

    QComboBox *typeCombo() const { return m_type; }
    QSpinBox *depthSpin() const { return m_depth; }
    QDoubleSpinBox *budgetSpin() const { return m_budget; }

private:
    void updateParameters();

    QComboBox *m_type;
    QSpinBox *m_depth;
    QDoubleSpinBox *m_budget;
    AiConfig m_base; // keeps what the editor does not show, such as the seed
};

} // namespace quatre::ui
