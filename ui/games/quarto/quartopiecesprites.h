// Ready-made pictures of the Quarto pieces. A repaint of a busy Quarto board
// draws up to 32 pieces (16 on the board, 16 in the reserve), each a few
// gradient-filled paths with a soft shadow: 4-7 ms a repaint on this
// project's machine, the costliest of the three boards. Each piece is drawn
// once per width into a pixmap, and a repaint copies the pixmaps.
#pragma once

#include "ui/games/quarto/quartopiecepainter.h"

#include <QPixmap>
#include <QPointF>

#include <map>
#include <tuple>

class QPainter;

namespace quatre::ui {

class QuartoPieceSprites {
public:
    // Paints `piece` at `anchor` as paintQuartoPiece() does, from the picture
    // made for this piece, width and the painter's pixel ratio (made now if
    // it is the first time). The base lands on the nearest whole pixel.
    void paint(QPainter &painter, Piece piece, const PieceAnchor &anchor, qreal opacity = 1.0);

    // Forgets every picture: call when the widths in use change.
    void clear() { m_sprites.clear(); }
    int count() const { return static_cast<int>(m_sprites.size()); }

    // More pictures than this means the widths keep changing (a resize in
    // progress): the oldest sizes are dropped by starting afresh.
    static constexpr int kMaxSprites = 96;

private:
    struct Sprite {
        QPixmap pixmap;
        QPointF base; // where the piece's base is in the pixmap, in device-independent pixels
    };
    // Piece, width in quarter pixels, pixel ratio in hundredths.
    using Key = std::tuple<int, int, int>;
    std::map<Key, Sprite> m_sprites;
};

} // namespace quatre::ui
