// Draws a Quarto piece in a three-quarter view, so that all four attributes
// read at a glance and none of them by colour alone: the shade (pale maple or
// dark walnut), the height (a short or a tall body), the outline (a cylinder
// with an oval top, or a box turned 45 degrees with a diamond top and two
// visible faces) and the fill (a dark hole sunk into the top).
#pragma once

#include "core/games/quarto/quartopiece.h"

#include <QPixmap>
#include <QPointF>
#include <QRectF>
#include <QSize>

class QPainter;

namespace quatre::ui {

// Where and how big a piece stands: the centre of its base and its width.
struct PieceAnchor {
    QPointF base;
    qreal width = 0;
};

// How far above its base the top of a piece of this width reaches.
qreal quartoPieceHeight(Piece piece, qreal width);

// The rectangle the piece covers when drawn at `anchor`.
QRectF quartoPieceBounds(Piece piece, const PieceAnchor &anchor);

// Paints the piece, with a soft shadow on the ground under it.
void paintQuartoPiece(QPainter &painter, Piece piece, const PieceAnchor &anchor, qreal opacity = 1.0);

// A picture of the piece standing in a transparent box of `size` (device-
// independent pixels, at `pixelRatio`), at the scale that fits a tall piece,
// so that a short one looks short beside it (the move list's pictures).
QPixmap quartoPiecePicture(Piece piece, QSize size, qreal pixelRatio);

} // namespace quatre::ui
