#include "ui/games/fourmation/fourmationcubes.h"

#include "ui/board/boardview.h"

#include <QLinearGradient>
#include <QPaintDevice>
#include <QPainter>
#include <QPen>
#include <QPolygonF>
#include <QRadialGradient>
#include <QRectF>

#include <algorithm>
#include <cmath>

namespace quatre::ui {

namespace {

constexpr qreal kFace = FourMationCubes::kFace;
constexpr qreal kDepth = FourMationCubes::kDepth;
constexpr qreal kDropScale = 1.3; // a falling cube's size as it comes in
// A cube lies within its cell, and its shadow reaches 0.53 cells right of the
// cell's centre: a cube's picture is its cell with this margin all round.
constexpr qreal kSpriteMargin = 0.06;

void paintShadow(QPainter &painter, const QRectF &cell)
{
    const qreal f = cell.width() * kFace;
    const qreal d = cell.width() * kDepth;
    const QPointF centre = cell.center() + QPointF(d * 0.6, f * 0.45);
    QRadialGradient shadow(centre, f * 0.75);
    shadow.setColorAt(0, QColor(40, 20, 0, 120));
    shadow.setColorAt(1, QColor(40, 20, 0, 0));
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(shadow);
    painter.drawEllipse(centre, f * 0.72, f * 0.3);
    painter.restore();
}

void paintBody(QPainter &painter, const QRectF &cell, int seat, bool highContrast)
{
    const FourMationCubeColours colours = fourMationCubeColours(seat, highContrast);
    const qreal f = cell.width() * kFace;
    const qreal d = cell.width() * kDepth;
    const qreal left = cell.center().x() - (f + d) / 2;
    const qreal top = cell.center().y() - (f + d) / 2;
    painter.save();
    painter.setPen(QPen(colours.edge, std::max(0.8, cell.width() * 0.018)));
    // Front face, lit from the upper left.
    const QRectF front(left, top + d, f, f);
    QLinearGradient frontShade(front.topLeft(), front.bottomRight());
    frontShade.setColorAt(0, colours.front.lighter(104));
    frontShade.setColorAt(1, colours.front.darker(108));
    painter.setBrush(frontShade);
    painter.drawRect(front);
    // Top face.
    painter.setBrush(colours.top);
    painter.drawPolygon(QPolygonF(
        {QPointF(left, top + d), QPointF(left + d, top), QPointF(left + d + f, top), QPointF(left + f, top + d)}));
    // Right face, in shade.
    painter.setBrush(colours.side);
    painter.drawPolygon(QPolygonF({QPointF(left + f, top + d), QPointF(left + f + d, top),
                                   QPointF(left + f + d, top + f), QPointF(left + f, top + d + f)}));
    if (highContrast)
        BoardView::paintSeatMark(painter, front.adjusted(f * 0.12, f * 0.12, -f * 0.12, -f * 0.12), seat, colours.mark);
    painter.restore();
}

qreal pixelRatioOf(const QPainter &painter)
{
    return painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
}

} // namespace

FourMationCubeColours fourMationCubeColours(int seat, bool highContrast)
{
    if (highContrast) {
        if (seat == 0)
            return {QColor(0xff, 0xd6, 0x80), QColor(0xe6, 0x9f, 0x00), QColor(0xb0, 0x7a, 0x00),
                    QColor(0x4a, 0x32, 0x00), QColor(0x14, 0x14, 0x14)};
        return {QColor(0x4a, 0xa3, 0xd8), QColor(0x00, 0x72, 0xb2), QColor(0x00, 0x4c, 0x77), QColor(0x00, 0x1a, 0x2b),
                QColor(0xff, 0xff, 0xff)};
    }
    if (seat == 0)
        return {
            QColor(0xff, 0xff, 0xff), QColor(0xec, 0xe8, 0xdf), QColor(0xc3, 0xbc, 0xad), QColor(0x86, 0x7f, 0x70), {}};
    return {QColor(0x6e, 0x75, 0x82), QColor(0x3a, 0x3f, 0x48), QColor(0x1f, 0x22, 0x28), QColor(0x0b, 0x0c, 0x0f), {}};
}

FourMationCubes::Sprites &FourMationCubes::sprites(const QSizeF &cell, qreal ratio, bool highContrast)
{
    Sprites &sprites = m_sprites;
    if (sprites.cell == cell && sprites.pixelRatio == ratio && sprites.highContrast == highContrast)
        return sprites;
    sprites = {{}, {}, {}, cell, ratio, highContrast};
    const qreal margin = cell.width() * kSpriteMargin;
    sprites.shadow = QPixmap(((cell + QSizeF(2 * margin, 2 * margin)) * ratio).toSize());
    sprites.shadow.setDevicePixelRatio(ratio);
    sprites.shadow.fill(Qt::transparent);
    const QRectF resting(QPointF(margin, margin), cell);
    {
        QPainter painter(&sprites.shadow);
        painter.setRenderHint(QPainter::Antialiasing);
        paintShadow(painter, resting);
    }
    for (int seat = 0; seat < 2; ++seat) {
        QPixmap &atRest = sprites.atRest[static_cast<std::size_t>(seat)];
        atRest = sprites.shadow.copy();
        atRest.setDevicePixelRatio(ratio);
        QPainter painter(&atRest);
        painter.setRenderHint(QPainter::Antialiasing);
        paintBody(painter, resting, seat, highContrast);
    }
    return sprites;
}

const QPixmap &FourMationCubes::scaled(Sprites &sprites, Picture picture, qreal factor)
{
    const QSizeF cell = sprites.cell;
    const qreal margin = cell.width() * kSpriteMargin;
    const QSizeF atRest = picture == Picture::Shadow ? cell + QSizeF(2 * margin, 2 * margin) : cell;
    const QSize pixels = (atRest * factor * sprites.pixelRatio).toSize().expandedTo(QSize(1, 1));
    const auto [entry, isNew] = sprites.scaled.try_emplace({picture, pixels.width(), pixels.height()});
    QPixmap &pixmap = entry->second;
    if (!isNew)
        return pixmap;
    pixmap = QPixmap(pixels);
    pixmap.setDevicePixelRatio(sprites.pixelRatio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    // Drawn at its size at rest through a scale that fills the whole pixels,
    // so that the edge's pen shrinks with the cube as before.
    painter.scale(pixels.width() / (atRest.width() * sprites.pixelRatio),
                  pixels.height() / (atRest.height() * sprites.pixelRatio));
    if (picture == Picture::Shadow)
        paintShadow(painter, QRectF(QPointF(margin, margin), cell));
    else
        paintBody(painter, QRectF(QPointF(0, 0), cell), picture == Picture::FirstSeatBody ? 0 : 1,
                  sprites.highContrast);
    return pixmap;
}

void FourMationCubes::paintSettled(QPainter &painter, const QRectF &cell, int seat, bool highContrast, qreal opacity)
{
    const QPixmap &sprite = sprites(cell.size(), pixelRatioOf(painter), highContrast).atRest[std::size_t(seat)];
    painter.save();
    painter.setOpacity(painter.opacity() * opacity);
    const qreal margin = cell.width() * kSpriteMargin;
    painter.drawPixmap(cell.topLeft() - QPointF(margin, margin), sprite);
    painter.restore();
}

void FourMationCubes::paintFalling(QPainter &painter, const QRectF &cell, int seat, bool highContrast, qreal progress)
{
    const qreal t = progress;
    const qreal scale = 1.0 + (kDropScale - 1.0) * (1 - t);
    const qreal lift = -(1 - t) * 0.8 * cell.height();
    const qreal groundScale = std::clamp(1.0 - std::abs(lift) / cell.height(), 0.3, 1.0);
    Sprites &pictures = sprites(cell.size(), pixelRatioOf(painter), highContrast);
    painter.save();
    painter.setOpacity(painter.opacity() * std::clamp(0.25 + t, 0.0, 1.0));
    const auto drawCentred = [&painter](const QPixmap &sprite, QPointF centre) {
        const QSizeF size = sprite.deviceIndependentSize();
        painter.drawPixmap(centre - QPointF(size.width() / 2, size.height() / 2), sprite);
    };
    // The shadow's picture is centred on the cell and its ellipse lies below
    // and to the right, at an offset that grows with the cube, not the ground.
    const QPointF shadowOffset(cell.width() * kDepth * 0.6, cell.width() * kFace * 0.45);
    const QPointF shadowCentre = cell.center() + shadowOffset * scale * (1 - groundScale);
    const qreal opacity = painter.opacity();
    painter.setOpacity(opacity * groundScale);
    drawCentred(scaled(pictures, Picture::Shadow, scale * groundScale), shadowCentre);
    painter.setOpacity(opacity);
    const Picture body = seat == 0 ? Picture::FirstSeatBody : Picture::SecondSeatBody;
    drawCentred(scaled(pictures, body, scale), cell.center() + QPointF(0, lift));
    painter.restore();
}

} // namespace quatre::ui
