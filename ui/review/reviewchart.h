// The chart of a reviewed game: a point per move, for the position after it,
// from the first player's side: wins up (the sooner, the higher), losses
// down, draws on the middle line; estimates as hollow points, moves not yet
// judged left out, mistakes and blunders marked. Drawn with QPainter in the
// palette's colours. A click on a point asks to show that position.
#pragma once

#include "core/analysis/movevalue.h"
#include "core/analysis/review.h"

#include <QPixmap>
#include <QWidget>

#include <map>
#include <optional>
#include <vector>

namespace quatre::ui {

class ReviewChart : public QWidget {
    Q_OBJECT

public:
    explicit ReviewChart(QWidget *parent = nullptr);

    // One entry per move: its judgement and the played move's value for the
    // player who made it (nullopt: not known yet). The first move is the
    // first player's.
    void setMoves(const std::vector<std::optional<ReviewedMove>> &reviews,
                  const std::vector<std::optional<MoveValue>> &played);
    // The move whose position the board shows (0 is the first), or -1.
    void setShownMove(int ply);

    // The height of a point: 1 a win at once for the first player, -1 one
    // for the second, 0 a draw; nullopt when the value is not known.
    std::optional<qreal> pointValue(int ply) const;
    // Where the point of a move is drawn.
    QPointF pointPosition(int ply) const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    void moveClicked(int ply);

protected:
    void changeEvent(QEvent *event) override;
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;

private:
    void retranslate();
    QRectF plotArea() const;
    // What a point's mark looks like: its colour, its radius in 16ths of a
    // pixel, filled (an exact value) or hollow, and a diamond (a blunder).
    struct PointMark {
        QRgb fill;
        int radius16;
        bool filled;
        bool diamond;
        auto operator<=>(const PointMark &) const = default;
    };
    // The frame and the fixed lines, for the widget's size and palette.
    const QPixmap &background(qreal pixelRatio);
    // The mark drawn, for the palette (a hollow mark is filled with its ground).
    const QPixmap &markPicture(const PointMark &mark, qreal pixelRatio);
    void dropPictures();

    std::vector<std::optional<ReviewedMove>> m_reviews;
    std::vector<std::optional<MoveValue>> m_played;
    int m_shown = -1;
    // Pictures kept from one paint to the next, all for one pixel ratio; a
    // palette change drops them.
    QPixmap m_background;
    std::map<PointMark, QPixmap> m_marks;
    qreal m_picturesPixelRatio = 0;
};

} // namespace quatre::ui
