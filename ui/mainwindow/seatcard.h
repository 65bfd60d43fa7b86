// One seat in the side panel: colour swatch, name, who plays it, and a line
// of status ("Your turn", "Thinking… (depth 5)").
#pragma once

#include <QColor>
#include <QFrame>

class QLabel;

namespace quatre::ui {

class WrappedLabel;

class SeatCard : public QFrame {
    Q_OBJECT

public:
    explicit SeatCard(QWidget *parent = nullptr);

    // `markInk`: the board's shape mark for the seat is drawn on the swatch
    // in it (see BoardView::seatMarkInk); invalid for none.
    void setSeat(const QString &name, const QColor &colour, const QString &player, int seat = 0,
                 const QColor &markInk = {});
    void setActive(bool active);
    bool isActive() const { return m_active; }
    void setStatus(const QString &status);
    QString status() const;
    QString name() const;
    QString player() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QLabel *m_swatch;
    QLabel *m_name;
    QLabel *m_player;
    WrappedLabel *m_status; // changes at every move: a QLabel would lay the window out again each time
    QColor m_colour;
    QColor m_markInk;
    qreal m_swatchRatio = 0; // the device pixel ratio the swatch was drawn for
    bool m_active = false;
};

} // namespace quatre::ui
