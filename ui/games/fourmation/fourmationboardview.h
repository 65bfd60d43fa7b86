// 4Mation's board: an N x N wooden board with column letters and row numbers
// (row 1 on top, as the notation reads), white and black cubes drawn in
// relief, the legal cells lit, the last cube marked. A new cube drops in with
// a short bounce; a click on a cell the rules refuse only flashes it red.
#pragma once

#include "ui/board/boardview.h"
#include "ui/games/fourmation/fourmationcubes.h"

#include <QPixmap>
#include <QSize>

#include <array>

class QVariantAnimation;

namespace quatre {
class FourMation;
}

namespace quatre::ui {

class FourMationBoardView final : public BoardView {
    Q_OBJECT

public:
    explicit FourMationBoardView(QWidget *parent = nullptr);
    ~FourMationBoardView() override;

    bool isAnimating() const override;
    void finishAnimation() override;

    QString seatName(int seat) const override;
    QColor seatColour(int seat) const override;
    QColor seatMarkInk(int seat) const override;
    QRectF cellRect(Cell cell) const override;
    QString moveLabel(Move move) const override;
    sound::SoundId landingSound() const override { return sound::SoundId::CubeSet; }
    QString cursorDescription() const override;
    // Why a drawn game ended: the player to move had no cell to play.
    QString outcomeDetail() const override;

    // The keyboard cursor (arrows move it, Enter or Space plays there).
    Cell cursor() const { return m_cursor; }
    // The cell flashing after a refused click, or {-1, -1}.
    Cell flashedCell() const { return m_flashCell; }
    // The cell under a widget position, or {-1, -1}.
    Cell cellAt(const QPointF &position) const;

protected:
    void paintBoard(QPainter &painter) override;
    QRectF boardRect() const override;
    QRectF speechArea() const override;
    void onGameStarted() override;
    void onMovePlayed(Move move) override;
    void onMoveUndone(Move move) override;
    std::optional<MoveValue> shownValueAt(const QPointF &position) const override;

    void mouseMoveEvent(QMouseEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    struct Geometry {
        qreal cell = 0;
        QRectF speech; // the strip on top where the bots talk
        QRectF frame; // the wooden board
        QPointF grid; // top-left corner of cell a1
    };

    const FourMation *fourMation() const;
    Geometry geometry() const;
    // Whether a seat is an AI that talks (the Hardcore bot), which needs the
    // strip above the board for its speech bubble.
    bool hasSpeaker() const;
    // All that the falling cube of m_dropCell covers, from its start to its landing.
    QRect dropRect() const;
    void tryPlace(Cell cell);
    void flash(Cell cell);

    void updateBoardLayer(const Geometry &g);
    void paintBackground(QPainter &painter, const Geometry &g) const;
    void paintWood(QPainter &painter, const Geometry &g) const;
    void paintLegalCells(QPainter &painter) const;
    void paintCubes(QPainter &painter) const;
    void paintMarks(QPainter &painter, const Geometry &g) const;
    void paintLabels(QPainter &painter, const Geometry &g) const;
    // Where a legal cell's value is drawn: a band across its middle.
    QRectF valueRect(const Geometry &g, Cell cell) const;
    void paintValues(QPainter &painter, const Geometry &g) const;
    QVariantAnimation *m_drop;
    QVariantAnimation *m_flash;
    Cell m_dropCell{-1, -1};
    qreal m_dropProgress = 1;
    bool m_dropFramePainted = false; // the drop's first frame, which repaints the whole board
    Cell m_flashCell{-1, -1};
    qreal m_flashStrength = 0;
    // The background and the wooden board with its tiles change only with
    // the widget's size, the board's and where the frame stands (it moves
    // when a seat that speaks comes or goes), so they are drawn once into a
    // pixmap rather than on every frame of a falling cube (a gradient per
    // tile: over half of a 7 x 7 repaint's time).
    struct BoardLayer {
        QPixmap pixmap;
        QSize size;
        qreal pixelRatio = 0;
        int boardSize = 0;
        QRectF frame;
        bool dark = false;
    };
    BoardLayer m_boardLayer;
    // A legal cell's lit tile, the plain one and the official rule's
    // fallback one, drawn once per cell size: stroking eight translucent
    // rounded tiles took 1.2-3.8 ms (median 1.9) of each repaint of the
    // board, three quarters of it, and the window repaints the whole board
    // after every move.
    struct LegalTiles {
        std::array<QPixmap, 2> tile; // [fallback]
        QSizeF cell;
        qreal pixelRatio = 0;
    };
    const QPixmap &legalTile(QSizeF cell, bool fallback) const;
    mutable LegalTiles m_legalTiles;
    // Painting into the sprites changes nothing that is seen, so const paints may use them.
    mutable FourMationCubes m_cubes;
    Cell m_cursor{0, 0};
    Cell m_hover{-1, -1};
    bool m_keyboard = false; // the cursor shows once keys are used
};

} // namespace quatre::ui
