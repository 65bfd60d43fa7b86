#include "ui/games/quarto/quartopiecepainter.h"

#include <QColor>
#include <QLinearGradient>
#include <QPainter>
#include <QPainterPath>
#include <QPixmapCache>
#include <QPolygonF>
#include <QRadialGradient>

#include <algorithm>

namespace quatre::ui {

namespace {

// The top of a piece seen from above at an angle: an ellipse this much
// flatter than it is wide.
constexpr qreal kSquash = 0.42;
constexpr qreal kShortHeight = 0.55; // body height, in widths
constexpr qreal kTallHeight = 1.12;

bool isDark(Piece p)
{
    return (p & 1) != 0;
}
bool isTall(Piece p)
{
    return (p & 2) != 0;
}
bool isRound(Piece p)
{
    return (p & 4) != 0;
}
bool isHollow(Piece p)
{
    return (p & 8) != 0;
}

struct Wood {
    QColor top, lit, shaded, edge, hole;
};

// Two woods far apart in lightness, so the shade reads even in grey.
Wood woodOf(Piece p)
{
    if (isDark(p))
        return {QColor(0x9a, 0x5e, 0x3a), QColor(0x7e, 0x47, 0x27), QColor(0x4a, 0x26, 0x12), QColor(0x24, 0x10, 0x06),
                QColor(0x14, 0x08, 0x02)};
    return {QColor(0xfb, 0xec, 0xcd), QColor(0xf0, 0xd6, 0xa4), QColor(0xc9, 0xa2, 0x66), QColor(0x8a, 0x66, 0x34),
            QColor(0x4a, 0x30, 0x14)};
}

void paintHole(QPainter &painter, const QPointF &top, qreal width, const Wood &wood)
{
    // A round hole in the top, dark inside with a lit far wall, as a drilled cup looks.
    const qreal rx = width * 0.24;
    const qreal ry = rx * kSquash;
    const QRectF hole(top.x() - rx, top.y() - ry, 2 * rx, 2 * ry);
    QLinearGradient inside(hole.topLeft(), hole.bottomLeft());
    inside.setColorAt(0, wood.hole);
    inside.setColorAt(0.65, wood.hole.lighter(130));
    inside.setColorAt(1, wood.shaded);
    painter.setBrush(inside);
    painter.setPen(QPen(wood.edge, std::max(0.6, width * 0.025)));
    painter.drawEllipse(hole);
}

void paintRound(QPainter &painter, Piece piece, const PieceAnchor &a, const Wood &wood)
{
    const qreal w = a.width;
    const qreal h = w * (isTall(piece) ? kTallHeight : kShortHeight);
    const qreal ry = w * kSquash / 2;
    const QPointF top = a.base - QPointF(0, h);
    const qreal left = a.base.x() - w / 2;

    QPainterPath body;
    body.moveTo(left, top.y());
    body.lineTo(left, a.base.y());
    body.arcTo(QRectF(left, a.base.y() - ry, w, 2 * ry), 180, 180);
    body.lineTo(left + w, top.y());
    body.closeSubpath();
    // Lit from the upper left: a bright band left of centre, shade to the right.
    QLinearGradient side(left, 0, left + w, 0);
    side.setColorAt(0, wood.lit.darker(108));
    side.setColorAt(0.3, wood.top);
    side.setColorAt(0.55, wood.lit);
    side.setColorAt(1, wood.shaded);
    const QPen edge(wood.edge, std::max(0.7, w * 0.03));
    painter.setPen(edge);
    painter.setBrush(side);
    painter.drawPath(body);

    QRadialGradient cap(top + QPointF(-w * 0.15, -ry * 0.4), w * 0.7);
    cap.setColorAt(0, wood.top.lighter(106));
    cap.setColorAt(1, wood.lit);
    painter.setBrush(cap);
    painter.drawEllipse(QRectF(left, top.y() - ry, w, 2 * ry));
    if (isHollow(piece))
        paintHole(painter, top, w, wood);
}

void paintSquare(QPainter &painter, Piece piece, const PieceAnchor &a, const Wood &wood)
{
    // A square box turned 45 degrees: a diamond on top, two faces in view.
    const qreal w = a.width * 0.98;
    const qreal h = a.width * (isTall(piece) ? kTallHeight : kShortHeight);
    const qreal dy = w * kSquash / 2;
    const QPointF b = a.base;
    const QPointF t = b - QPointF(0, h);
    const QPointF l(-w / 2, 0), r(w / 2, 0), front(0, dy), back(0, -dy);
    const QPen edge(wood.edge, std::max(0.7, a.width * 0.03));
    painter.setPen(edge);

    QLinearGradient leftShade(b + l, b);
    leftShade.setColorAt(0, wood.lit.darker(104));
    leftShade.setColorAt(1, wood.lit);
    painter.setBrush(leftShade);
    painter.drawPolygon(QPolygonF({t + l, t + front, b + front, b + l}));

    QLinearGradient rightShade(b, b + r);
    rightShade.setColorAt(0, wood.shaded.lighter(112));
    rightShade.setColorAt(1, wood.shaded);
    painter.setBrush(rightShade);
    painter.drawPolygon(QPolygonF({t + front, t + r, b + r, b + front}));

    QLinearGradient cap(t + back, t + front);
    cap.setColorAt(0, wood.top.lighter(104));
    cap.setColorAt(1, wood.top.darker(104));
    painter.setBrush(cap);
    painter.drawPolygon(QPolygonF({t + back, t + r, t + front, t + l}));
    if (isHollow(piece))
        paintHole(painter, t, a.width * 0.92, wood);
}

} // namespace

qreal quartoPieceHeight(Piece piece, qreal width)
{
    return width * ((isTall(piece) ? kTallHeight : kShortHeight) + kSquash / 2);
}

QRectF quartoPieceBounds(Piece piece, const PieceAnchor &anchor)
{
    const qreal up = quartoPieceHeight(piece, anchor.width);
    const qreal down = anchor.width * kSquash / 2;
    return QRectF(anchor.base.x() - anchor.width / 2, anchor.base.y() - up, anchor.width, up + down);
}

void paintQuartoPiece(QPainter &painter, Piece piece, const PieceAnchor &anchor, qreal opacity)
{
    if (piece < 0 || piece >= kPieceCount || anchor.width <= 0)
        return;
    painter.save();
    painter.setOpacity(painter.opacity() * opacity);
    // The contact shadow, offset to the lower right like the lighting.
    const qreal w = anchor.width;
    QRadialGradient shadow(anchor.base + QPointF(w * 0.08, w * 0.04), w * 0.65);
    shadow.setColorAt(0, QColor(0, 0, 0, 110));
    shadow.setColorAt(1, QColor(0, 0, 0, 0));
    painter.setPen(Qt::NoPen);
    painter.setBrush(shadow);
    painter.drawEllipse(anchor.base + QPointF(w * 0.08, w * 0.04), w * 0.66, w * 0.66 * kSquash);

    const Wood wood = woodOf(piece);
    if (isRound(piece))
        paintRound(painter, piece, anchor, wood);
    else
        paintSquare(painter, piece, anchor, wood);
    painter.restore();
}

QPixmap quartoPiecePicture(Piece piece, QSize size, qreal pixelRatio)
{
    // The move list asks for the same few pictures on every refresh.
    const QString key = QStringLiteral("quatre/quartoPiece/%1/%2x%3@%4")
                            .arg(piece)
                            .arg(size.width())
                            .arg(size.height())
                            .arg(pixelRatio);
    QPixmap picture;
    if (QPixmapCache::find(key, &picture))
        return picture;
    picture = QPixmap(size * pixelRatio);
    picture.setDevicePixelRatio(pixelRatio);
    picture.fill(Qt::transparent);
    // Heights and depths are in widths: a tall piece from the bottom of its
    // base's ellipse to its top is this many widths high.
    constexpr Piece kTall = 2;
    const qreal tallHeight = quartoPieceHeight(kTall, 1.0) + kSquash / 2;
    const qreal width = std::min(size.width() * 0.9, size.height() * 0.92 / tallHeight);
    const QPointF base(size.width() / 2.0, size.height() * 0.96 - width * kSquash / 2);
    QPainter painter(&picture);
    painter.setRenderHint(QPainter::Antialiasing);
    paintQuartoPiece(painter, piece, {base, width});
    painter.end();
    QPixmapCache::insert(key, picture);
    return picture;
}

} // namespace quatre::ui
