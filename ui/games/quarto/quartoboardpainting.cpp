// The Quarto board's painting: the wooden board, the pieces on it, in hand,
// in reserve and in flight, the cursor and the prompt. The view's state and
// geometry are in quartoboardview.cpp.
#include "ui/games/quarto/quartoboardview.h"

#include "ui/games/quarto/quartoboardlayout.h"
#include "ui/games/quarto/quartowords.h"

#include "core/games/quarto/quarto.h"
#include "ui/session/gamesession.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>
#include <vector>

namespace quatre::ui {

using namespace quartolayout;

void QuartoBoardView::paintBoard(QPainter &painter)
{
    const Geometry g = geometry();
    if (!quarto()) {
        paintBackground(painter, g);
        return;
    }
    updateBoardLayer(g);
    painter.drawPixmap(0, 0, m_boardLayer);
    paintSquareMarks(painter, g);
    paintBoardPieces(painter, g);
    paintHand(painter, g);
    paintReserve(painter, g);
    paintCursor(painter, g);
    paintFlights(painter, g);
    paintValues(painter, g);
    paintPrompt(painter, g);
}

void QuartoBoardView::updateBoardLayer(const Geometry &g)
{
    const LayerKey key{size(), devicePixelRatioF(), font(), isDarkScheme(), tr("Piece to place"), tr("Pieces to give")};
    if (!m_boardLayer.isNull() && key == m_layerKey)
        return;
    m_layerKey = key;
    m_boardLayer = paintedLayer(
        [this, &g](QPainter &painter) {
            paintBackground(painter, g);
            paintWoodenBoard(painter, g);
            paintTrays(painter, g, SlotLook::Full);
        },
        LayerAlpha::Opaque);
    m_reserveArea = g.reserve.toAlignedRect();
    m_faintReserveLayer = paintedLayer(
        [this, &g](QPainter &painter) {
            paintBackground(painter, g);
            paintTrays(painter, g, SlotLook::Faint);
        },
        LayerAlpha::Opaque, m_reserveArea);
    m_pieceSprites.clear(); // the pieces' widths follow the size
    m_flightSprites.clear();
}

void QuartoBoardView::paintBackground(QPainter &painter, const Geometry &) const
{
    QLinearGradient sky(0, 0, 0, height());
    sky.setColorAt(0, surroundings().backgroundTop);
    sky.setColorAt(1, surroundings().backgroundBottom);
    painter.fillRect(rect(), sky);
}

void QuartoBoardView::paintWoodenBoard(QPainter &painter, const Geometry &g) const
{
    const qreal c = g.cell;
    const QPointF centre = g.board.center();
    const qreal radius = g.board.width() / 2;
    painter.save();
    painter.setPen(Qt::NoPen);
    for (int i = 3; i >= 1; --i) {
        const qreal spread = c * 0.05 * i;
        painter.setBrush(surroundings().shadow);
        painter.drawEllipse(centre + QPointF(0, c * 0.14), radius + spread, radius + spread);
    }
    // Dark walnut, lighter towards the upper left where the light comes from.
    QRadialGradient wood(centre - QPointF(radius * 0.35, radius * 0.4), radius * 1.5);
    wood.setColorAt(0, QColor(0x6a, 0x45, 0x2c));
    wood.setColorAt(0.6, QColor(0x4a, 0x2e, 0x1c));
    wood.setColorAt(1, QColor(0x2c, 0x1a, 0x0f));
    painter.setBrush(wood);
    painter.drawEllipse(centre, radius, radius);
    if (isDarkScheme()) {
        // Walnut on a dark background: a pale edge keeps the board's outline.
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(0xd9, 0xb3, 0x7a, 150), c * 0.03));
        painter.drawEllipse(centre, radius, radius);
    }
    // Growth rings, faint, as on a turned board.
    painter.setBrush(Qt::NoBrush);
    for (int ring = 1; ring <= 6; ++ring) {
        painter.setPen(QPen(QColor(0, 0, 0, 18), c * 0.03));
        painter.drawEllipse(centre + QPointF(radius * 0.05, radius * 0.03), radius * (0.18 + 0.13 * ring),
                            radius * (0.16 + 0.125 * ring));
    }
    // A bevelled rim and an inlaid groove.
    painter.setPen(QPen(QColor(255, 230, 190, 70), c * 0.05));
    painter.drawEllipse(centre, radius - c * 0.04, radius - c * 0.04);
    painter.setPen(QPen(QColor(0xd9, 0xb3, 0x7a, 120), c * 0.035));
    painter.drawEllipse(centre, radius - c * 0.22, radius - c * 0.22);

    // The holes, each with its upper edge in shadow and its lower edge lit.
    const qreal hole = kHoleRadius * c;
    for (int square = 0; square < kSquareCount; ++square) {
        const Cell cell = Quarto::cellOf(square);
        const QPointF p(g.grid.x() + (cell.column + 0.5) * c, g.grid.y() + (cell.row + 0.5) * c);
        QRadialGradient inside(p - QPointF(0, hole * 0.3), hole * 1.2);
        inside.setColorAt(0, QColor(0x24, 0x15, 0x0b));
        inside.setColorAt(1, QColor(0x3c, 0x25, 0x16));
        painter.setPen(Qt::NoPen);
        painter.setBrush(inside);
        painter.drawEllipse(p, hole, hole);
        QLinearGradient edge(p.x(), p.y() - hole, p.x(), p.y() + hole);
        edge.setColorAt(0, QColor(0, 0, 0, 150));
        edge.setColorAt(1, QColor(255, 225, 180, 110));
        painter.setPen(QPen(QBrush(edge), c * 0.04));
        painter.setBrush(Qt::NoBrush);
        painter.drawEllipse(p, hole, hole);
    }
    // Column letters and row numbers in the notation (a1 bottom left). The
    // corner holes reach the groove, so there is no room for them inside it:
    // they are inlaid in the band between the groove and the edge, each
    // level with its row (on the left) or its column (below), like the
    // figures of a dial.
    QFont font = this->font();
    font.setPixelSize(std::max(8, int(c * 0.17)));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(QColor(0xf0, 0xdc, 0xb8, 230));
    const qreal band = radius - c * 0.12;
    const QSizeF box(c * 0.3, c * 0.22);
    for (int i = 0; i < kQuartoSide; ++i) {
        const qreal dx = g.grid.x() + (i + 0.5) * c - centre.x();
        const QPointF letterAt(centre.x() + dx, centre.y() + std::sqrt(band * band - dx * dx));
        painter.drawText(QRectF(letterAt - QPointF(box.width() / 2, box.height() / 2), box), Qt::AlignCenter,
                         QString(QChar(u'a' + i)));
        const qreal dy = g.grid.y() + (i + 0.5) * c - centre.y();
        const QPointF numberAt(centre.x() - std::sqrt(band * band - dy * dy), centre.y() + dy);
        painter.drawText(QRectF(numberAt - QPointF(box.width() / 2, box.height() / 2), box), Qt::AlignCenter,
                         QString::number(kQuartoSide - i));
    }
    painter.restore();
}

void QuartoBoardView::paintSquareMarks(QPainter &painter, const Geometry &g) const
{
    const Quarto &game = *quarto();
    const qreal c = g.cell;
    const auto centreOf = [&g, c](int square) {
        const Cell cell = Quarto::cellOf(square);
        return QPointF(g.grid.x() + (cell.column + 0.5) * c, g.grid.y() + (cell.row + 0.5) * c);
    };
    painter.save();
    painter.setBrush(Qt::NoBrush);
    // Where the mouse would place the piece in hand.
    const bool placing = isInteractive() && !game.isOver() && game.pieceInHand() != kNoPiece;
    if (placing && m_hoverSquare >= 0 && game.pieceOnSquare(m_hoverSquare) == kNoPiece && m_hoverSquare != m_pending) {
        painter.setPen(QPen(QColor(255, 255, 255, 150), c * 0.05));
        painter.drawEllipse(centreOf(m_hoverSquare), kHoleRadius * c, kHoleRadius * c);
    }
    // The placement waiting for the give: a dashed amber ring.
    if (m_pending >= 0) {
        QPen dashed(pendingColour(), c * 0.06);
        dashed.setDashPattern({2.5, 1.5});
        painter.setPen(dashed);
        painter.drawEllipse(centreOf(m_pending), kHoleRadius * c * 1.08, kHoleRadius * c * 1.08);
    }
    // The square just filled, so people see what the other player did.
    const Move last = session()->lastMove();
    if (last != kNoMove && Quarto::squareOf(last) != Quarto::kNoSquare && !game.isOver() && !isAnimating()) {
        painter.setPen(QPen(QColor(255, 255, 255, 120), c * 0.035));
        painter.drawEllipse(centreOf(Quarto::squareOf(last)), kHoleRadius * c * 1.12, kHoleRadius * c * 1.12);
    }
    const Move hinted = hint();
    if (hinted != kNoMove && !game.isOver() && game.isLegal(hinted) && Quarto::squareOf(hinted) != Quarto::kNoSquare) {
        painter.setPen(QPen(accent(), c * 0.07));
        painter.drawEllipse(centreOf(Quarto::squareOf(hinted)), kHoleRadius * c, kHoleRadius * c);
    }
    // The winning line glows under its pieces; a ring on top is drawn with them.
    if (!isAnimating()) {
        for (const Cell &cell : highlightedCells()) {
            const QPointF p = centreOf(Quarto::squareOf(cell));
            QRadialGradient glow(p, kHoleRadius * c * 1.25);
            glow.setColorAt(0, QColor(255, 236, 140, 230));
            glow.setColorAt(0.7, QColor(255, 214, 90, 160));
            glow.setColorAt(1, QColor(255, 214, 90, 0));
            painter.setPen(Qt::NoPen);
            painter.setBrush(glow);
            painter.drawEllipse(p, kHoleRadius * c * 1.25, kHoleRadius * c * 1.25);
        }
    }
    painter.restore();
}

void QuartoBoardView::paintBoardPieces(QPainter &painter, const Geometry &g) const
{
    const Quarto &game = *quarto();
    // Back rows first, so the pieces in front overlap the ones behind.
    for (int square = 0; square < kSquareCount; ++square) {
        const Piece piece = game.pieceOnSquare(square);
        if (piece != kNoPiece && !isFlying(piece))
            m_pieceSprites.paint(painter, piece, anchorOf(g, {Spot::Square, square}));
        if (square == m_pending && !isFlying(game.pieceInHand()))
            m_pieceSprites.paint(painter, game.pieceInHand(), anchorOf(g, {Spot::Square, square}));
        const Move hinted = hint();
        if (hinted != kNoMove && Quarto::squareOf(hinted) == square && piece == kNoPiece && !game.isOver())
            m_pieceSprites.paint(painter, game.pieceInHand(), anchorOf(g, {Spot::Square, square}), 0.45);
    }
    if (!isAnimating() && !highlightedCells().empty()) {
        painter.save();
        painter.setBrush(Qt::NoBrush);
        painter.setPen(QPen(QColor(255, 244, 190), g.cell * 0.05));
        for (const Cell &cell : highlightedCells()) {
            const QRectF r = cellRect(cell);
            painter.drawEllipse(r.center(), kHoleRadius * g.cell * 1.08, kHoleRadius * g.cell * 1.08);
        }
        painter.restore();
    }
}

void QuartoBoardView::paintTrays(QPainter &painter, const Geometry &g, SlotLook look) const
{
    const qreal c = g.cell;
    const BoardColours &colours = surroundings();
    QFont font = this->font();
    font.setPixelSize(std::max(9, int(c * 0.21)));
    font.setBold(true);
    painter.setFont(font);
    for (const auto &[box, caption] :
         {std::pair{g.hand, m_layerKey.handCaption}, std::pair{g.reserve, m_layerKey.reserveCaption}}) {
        painter.setPen(QPen(colours.panelEdge, 1));
        painter.setBrush(colours.panel);
        painter.drawRoundedRect(box, c * 0.18, c * 0.18);
        painter.setPen(colours.ink);
        const QRectF label(box.left() + c * 0.15, box.top(), box.width() - c * 0.3, kLabel * c);
        painter.drawText(label, Qt::AlignLeft | Qt::AlignVCenter, caption);
    }

    // A round pad the piece in hand stands on.
    const PieceAnchor hand = anchorOf(g, {Spot::Hand, 0});
    painter.setPen(QPen(colours.panelEdge, 1));
    painter.setBrush(colours.slot);
    painter.drawEllipse(hand.base, hand.width * 0.75, hand.width * 0.3);

    // An empty slot stays as a faint footprint so the grid keeps its order.
    QColor slotColour = colours.slot;
    if (look == SlotLook::Faint)
        slotColour.setAlpha(90);
    painter.setPen(Qt::NoPen);
    painter.setBrush(slotColour);
    for (Piece p = 0; p < kPieceCount; ++p)
        painter.drawRoundedRect(slotRect(g, p).adjusted(c * 0.05, c * 0.05, -c * 0.05, -c * 0.05), c * 0.12, c * 0.12);
}

void QuartoBoardView::paintHand(QPainter &painter, const Geometry &g) const
{
    const Quarto &game = *quarto();
    const qreal c = g.cell;
    const Piece inHand = game.pieceInHand();
    if (inHand != kNoPiece && m_pending < 0 && !isFlying(inHand)) {
        m_pieceSprites.paint(painter, inHand, anchorOf(g, {Spot::Hand, 0}));
    } else if (m_pending >= 0 && isInteractive()) {
        painter.save();
        QFont font = this->font();
        font.setPixelSize(std::max(8, int(c * 0.18)));
        painter.setFont(font);
        painter.setPen(surroundings().warningInk);
        painter.drawText(g.hand.adjusted(c * 0.2, kLabel * c, -c * 0.2, -c * 0.1), Qt::AlignCenter | Qt::TextWordWrap,
                         tr("Placed on %1. Click it again to take it back.")
                             .arg(QString::fromStdString(Quarto::squareToText(m_pending))));
        painter.restore();
    }
}

void QuartoBoardView::paintReserve(QPainter &painter, const Geometry &g) const
{
    const Quarto &game = *quarto();
    const qreal c = g.cell;
    painter.save();
    const bool giving = isInteractive() && !game.isOver() && (game.pieceInHand() == kNoPiece || m_pending >= 0);
    const Move hinted = hint();
    const Piece hintedPiece =
        hinted != kNoMove && !game.isOver() && game.isLegal(hinted) ? Quarto::pieceGivenBy(hinted) : kNoPiece;
    for (Piece p = 0; p < kPieceCount; ++p) {
        const QRectF slot = slotRect(g, p).adjusted(c * 0.05, c * 0.05, -c * 0.05, -c * 0.05);
        const bool available = (game.remainingPieces() & pieceBit(p)) != 0;
        if (!available) {
            painter.save();
            painter.setClipRect(slotRect(g, p).toAlignedRect(), Qt::IntersectClip);
            painter.drawPixmap(m_reserveArea.topLeft(), m_faintReserveLayer);
            painter.restore();
        }
        if (available && giving && p == m_hoverPiece) {
            painter.setBrush(surroundings().slotHover);
            painter.setPen(QPen(pendingColour(), c * 0.04));
            painter.drawRoundedRect(slot, c * 0.12, c * 0.12);
        }
        if (p == hintedPiece) {
            painter.setBrush(Qt::NoBrush);
            painter.setPen(QPen(accent(), c * 0.06));
            painter.drawRoundedRect(slot, c * 0.12, c * 0.12);
        }
        if (available && !isFlying(p))
            m_pieceSprites.paint(painter, p, anchorOf(g, {Spot::Reserve, p}));
    }
    painter.restore();
}

void QuartoBoardView::paintCursor(QPainter &painter, const Geometry &g) const
{
    if (!m_keyboard || !isInteractive() || quarto()->isOver())
        return;
    QRectF box;
    if (m_cursor.column < kBoardColumns)
        box = cellRect(m_cursor).adjusted(g.cell * 0.04, g.cell * 0.04, -g.cell * 0.04, -g.cell * 0.04);
    else
        box = slotRect(g, pieceOfSlot({m_cursor.row, m_cursor.column - kBoardColumns}));
    painter.save();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(surroundings().accentInk, g.cell * 0.05));
    painter.drawRoundedRect(box, g.cell * 0.12, g.cell * 0.12);
    painter.restore();
}

void QuartoBoardView::paintFlights(QPainter &painter, const Geometry &g) const
{
    // The waiting flights show their piece where it still is.
    for (std::size_t i = 1; i < m_flights.size(); ++i)
        m_pieceSprites.paint(painter, m_flights[i].piece, anchorOf(g, m_flights[i].from));
    if (m_flights.empty())
        return;
    PieceAnchor anchor = flightAnchor(g);
    const qreal step = g.cell * kFlightWidthStep;
    anchor.width = std::round(anchor.width / step) * step;
    m_flightSprites.paint(painter, m_flights.front().piece, anchor);
}

void QuartoBoardView::paintPrompt(QPainter &painter, const Geometry &g) const
{
    const QString text = prompt();
    if (text.isEmpty())
        return;
    painter.save();
    QFont font = this->font();
    font.setBold(isInteractive() || quarto()->isOver());
    // One line at the strip's size when it fits; else two lines, wrapped at
    // words, in a font made smaller until they fit (some translations of the
    // draw's explanation are twice as long as the English).
    const int nominal = std::max(10, int(g.cell * 0.27));
    int flags = Qt::AlignCenter;
    font.setPixelSize(nominal);
    if (QFontMetricsF(font).horizontalAdvance(text) > g.prompt.width()) {
        flags |= Qt::TextWordWrap;
        for (int pixels = nominal; pixels >= 8; --pixels) {
            font.setPixelSize(pixels);
            const QRectF needed = QFontMetricsF(font).boundingRect(g.prompt, flags, text);
            if (needed.width() <= g.prompt.width() && needed.height() <= g.prompt.height())
                break;
        }
    }
    painter.setFont(font);
    const bool waiting = isInteractive() && m_pending >= 0;
    painter.setPen(waiting ? surroundings().warningInk : surroundings().ink);
    painter.drawText(g.prompt, flags, text);
    painter.restore();
}

void QuartoBoardView::paintValues(QPainter &painter, const Geometry &g) const
{
    const Quarto &game = *quarto();
    if (!isAnalysisShown() || game.isOver() || isAnimating())
        return;
    std::vector<ValueBadge> badges;
    if (givingStage()) {
        for (Piece p = 0; p < kPieceCount; ++p)
            if (const std::optional<Move> move = giveMove(p))
                badges.push_back({pieceValueRect(g, p), moveValue(*move), {}});
    } else {
        for (int square = 0; square < kSquareCount; ++square)
            if (game.pieceOnSquare(square) == kNoPiece)
                badges.push_back({squareValueRect(g, square), squareValue(square), {}});
    }
    paintMoveValues(painter, std::move(badges));
}

} // namespace quatre::ui
