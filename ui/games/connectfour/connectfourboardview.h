// Connect Four's board: a blue frame with round holes, discs that fall with
// gravity and a small bounce, a marker above the chosen column, and a ring
// around the winning discs.
#pragma once

#include "ui/board/boardview.h"

#include <QPixmap>

#include <array>

class QPainterPath;
class QVariantAnimation;

namespace quatre {
class ConnectFour;
}

namespace quatre::ui {

class ConnectFourBoardView final : public BoardView {
    Q_OBJECT

public:
    explicit ConnectFourBoardView(QWidget *parent = nullptr);
    ~ConnectFourBoardView() override;

    bool isAnimating() const override;
    void finishAnimation() override;

    QString seatName(int seat) const override;
    QColor seatColour(int seat) const override;
    QColor seatMarkInk(int seat) const override;
    QRectF cellRect(Cell cell) const override;
    QString moveLabel(Move move) const override;
    sound::SoundId landingSound() const override { return sound::SoundId::DiscLanding; }
    QString cursorDescription() const override;

    // The column the marker points at (keyboard and mouse), 0-based.
    int selectedColumn() const { return m_selected; }
    void setSelectedColumn(int column);
    // The column under a widget position, or -1.
    int columnAt(const QPointF &position) const;
    // The time a fall through `rows` rows lasts at the current speed.
    int fallDurationMs(int rows) const;

protected:
    void paintBoard(QPainter &painter) override;
    QRectF boardRect() const override;
    void onGameStarted() override;
    void onMovePlayed(Move move) override;
    void onMoveUndone(Move move) override;
    std::optional<MoveValue> shownValueAt(const QPointF &position) const override;
    void onAnalysisShownChanged() override;

    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    struct Geometry {
        qreal cell = 0;
        QRectF board; // the blue frame
        QRectF marker; // the strip above it where discs start their fall
    };

    const ConnectFour *connectFour() const;
    Geometry geometry() const;
    QPointF cellCentre(qreal row, int column) const;
    // What a frame of the falling disc repaints after the first.
    QRect fallRect() const;
    void tryDrop(int column);

    void updateLayers(const Geometry &g);
    void paintBackground(QPainter &painter, const Geometry &g) const;
    void paintDiscs(QPainter &painter, const Geometry &g) const;
    void paintFrame(QPainter &painter, const Geometry &g) const;
    void paintColumnHighlight(QPainter &painter, const Geometry &g) const;
    void paintMarker(QPainter &painter, const Geometry &g) const;
    void paintHint(QPainter &painter, const Geometry &g) const;
    void paintWinningRings(QPainter &painter, const Geometry &g) const;
    void paintLabels(QPainter &painter, const Geometry &g) const;
    // Where a column's value is drawn: under its number, a little wider than the column.
    QRectF valueRect(const Geometry &g, int column) const;
    void paintValues(QPainter &painter, const Geometry &g) const;
    // A disc of `seat` centred on `centre`, from the layers' ready-made
    // picture when it has the size asked for, else drawn as paintDiscShape().
    void paintDisc(QPainter &painter, const QPointF &centre, qreal radius, int seat, qreal opacity = 1.0) const;
    void paintDiscShape(QPainter &painter, const QPointF &centre, qreal radius, int seat) const;

    // The parts of the picture that change only with the widget's size, the
    // board's size or the colours, drawn once into pixmaps: the background
    // under the discs, and the frame over them with its holes cut out. The
    // frame alone is a path with up to a hundred antialiased holes and as many
    // gradient bevels, tens of milliseconds per repaint while a disc falls.
    struct Layers {
        QPixmap background;
        QPixmap frame;
        // One disc of each seat, centred in a square pixmap: a full board is
        // up to a hundred gradient discs, which cost more to draw one by one
        // than the rest of a repaint.
        std::array<QPixmap, 2> discs;
        qreal discRadius = 0;
        QSize size;
        qreal pixelRatio = 0;
        int rows = 0;
        int columns = 0;
        bool highContrast = false;
        bool dark = false;
    };
    Layers m_layers;

    QVariantAnimation *m_fall;
    Cell m_fallCell{-1, -1};
    qreal m_fallRow = 0; // the falling disc's row, fractional while it moves
    bool m_fallFramePainted = false; // the fall's first frame, a whole repaint, is painted
    qreal m_fallStrength = 1; // how far the last disc fell, as a share of the column
    int m_selected = 0;
    int m_hover = -1;
};

} // namespace quatre::ui
