#include "ui/games/quarto/quartopiecesprites.h"

#include <QPaintDevice>
#include <QPainter>

#include <cmath>

namespace quatre::ui {

void QuartoPieceSprites::paint(QPainter &painter, Piece piece, const PieceAnchor &anchor, qreal opacity)
{
    if (piece < 0 || piece >= kPieceCount || anchor.width <= 0)
        return;
    const qreal ratio = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    const Key key{piece, static_cast<int>(std::lround(anchor.width * 4)), static_cast<int>(std::lround(ratio * 100))};
    auto found = m_sprites.find(key);
    if (found == m_sprites.end()) {
        if (count() >= kMaxSprites)
            clear();
        const qreal w = anchor.width;
        // Room for the piece and its shadow, which reaches 0.58 widths left
        // of the base, 0.74 right and 0.32 below (see paintQuartoPiece()),
        // plus the outline's pen. The base sits on a whole pixel.
        const qreal margin = 2 + w * 0.05;
        const QPointF base(std::ceil(w * 0.6 + margin), std::ceil(quartoPieceHeight(piece, w) + margin));
        const QSizeF size(base.x() + std::ceil(w * 0.76 + margin), base.y() + std::ceil(w * 0.34 + margin));
        QPixmap pixmap((size * ratio).toSize());
        pixmap.setDevicePixelRatio(ratio);
        pixmap.fill(Qt::transparent);
        QPainter sprite(&pixmap);
        sprite.setRenderHint(QPainter::Antialiasing);
        paintQuartoPiece(sprite, piece, {base, w});
        sprite.end();
        found = m_sprites.emplace(key, Sprite{pixmap, base}).first;
    }
    const Sprite &sprite = found->second;
    const QPointF at = anchor.base - sprite.base;
    painter.save();
    painter.setOpacity(painter.opacity() * opacity);
    painter.drawPixmap(QPointF(std::round(at.x() * ratio) / ratio, std::round(at.y() * ratio) / ratio), sprite.pixmap);
    painter.restore();
}

} // namespace quatre::ui
