#include "ui/games/connectfour/connectfourboardview.h"

#include "ui/board/bounceanimation.h"

#include "core/games/connectfour/connectfour.h"
#include "ui/session/gamesession.h"

#include <QEasingCurve>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace quatre::ui {

namespace {

// Layout in cell units, so the whole picture scales with the widget.
constexpr qreal kFramePad = 0.25; // blue border around the holes
constexpr qreal kMarkerStrip = 1.15; // space above the board for the marker
constexpr qreal kLabelStrip = 0.55; // column numbers below the board
constexpr qreal kValueStrip = 0.6; // each column's value below them, while analysis is shown
constexpr qreal kMargin = 0.3;
constexpr qreal kHoleRadius = 0.41;
constexpr qreal kDiscRadius = 0.385;
constexpr qreal kMarkerRow = -1.35; // where a falling disc starts, in rows

struct DiscColours {
    QColor light, base, dark;
    QColor mark; // the shape mark's ink (high contrast only)
};

// Classic: red and yellow. High contrast: the Okabe-Ito orange and blue, which
// every kind of colour blindness tells apart, one light and one dark so they
// differ in grey too; the marks then say it a third way.
DiscColours discColours(int seat, bool highContrast)
{
    if (highContrast) {
        if (seat == 0)
            return {QColor(0xff, 0xd6, 0x80), QColor(0xe6, 0x9f, 0x00), QColor(0x8f, 0x5f, 0x00),
                    QColor(0x14, 0x14, 0x14)};
        return {QColor(0x6c, 0xc0, 0xf0), QColor(0x00, 0x72, 0xb2), QColor(0x00, 0x36, 0x57), QColor(0xff, 0xff, 0xff)};
    }
    if (seat == 0)
        return {QColor(0xff, 0x93, 0x88), QColor(0xdf, 0x26, 0x2c), QColor(0x78, 0x0a, 0x0e), {}};
    return {QColor(0xff, 0xf6, 0xb8), QColor(0xf7, 0xc3, 0x13), QColor(0xa6, 0x74, 0x00), {}};
}

} // namespace

ConnectFourBoardView::ConnectFourBoardView(QWidget *parent)
    : BoardView(parent)
    // A small bounce, not a rubber ball.
    , m_fall(newBounceAnimation(0.45, this, [this](qreal eased) {
        m_fallRow = kMarkerRow + (qreal(m_fallCell.row) - kMarkerRow) * eased;
        // The fall's first frame repaints the whole board: the move also
        // hid the marker and the last disc's dot. After it only the disc moves.
        if (updateAnimationFrame(m_fallFramePainted ? fallRect() : QRect()))
            m_fallFramePainted = true;
    }))
{
    // Every paint covers the whole widget (the background layer first), so
    // the window need not fill its background under the board beforehand.
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(m_fall, &QVariantAnimation::finished, this, [this] {
        m_fallCell = {-1, -1};
        update();
        emit pieceLanded(m_fallStrength);
        emit animationFinished();
    });
}

ConnectFourBoardView::~ConnectFourBoardView() = default;

const ConnectFour *ConnectFourBoardView::connectFour() const
{
    return session() ? dynamic_cast<const ConnectFour *>(&session()->game()) : nullptr;
}

bool ConnectFourBoardView::isAnimating() const
{
    return m_fall->state() == QAbstractAnimation::Running;
}

void ConnectFourBoardView::finishAnimation()
{
    if (!isAnimating())
        return;
    m_fall->stop(); // stop() does not emit finished()
    m_fallCell = {-1, -1};
    update();
    emit animationFinished();
}

QString ConnectFourBoardView::seatName(int seat) const
{
    if (highContrast())
        return seat == 0 ? tr("Orange") : tr("Blue");
    return seat == 0 ? tr("Red") : tr("Yellow");
}

QColor ConnectFourBoardView::seatColour(int seat) const
{
    return discColours(seat, highContrast()).base;
}

QColor ConnectFourBoardView::seatMarkInk(int seat) const
{
    return highContrast() ? discColours(seat, true).mark : QColor();
}

QString ConnectFourBoardView::cursorDescription() const
{
    const ConnectFour *game = connectFour();
    if (!game)
        return {};
    const int column = m_selected + 1;
    if (game->isColumnFull(m_selected))
        return tr("Column %1 of %2 selected, full").arg(column).arg(game->columns());
    // Counting from the bottom, as people say where a disc lands.
    return tr("Column %1 of %2 selected, lands in row %3")
        .arg(column)
        .arg(game->columns())
        .arg(game->height(m_selected) + 1);
}

QString ConnectFourBoardView::moveLabel(Move move) const
{
    // The number printed under the column, also for the tenth ("10", not "a").
    return QString::number(move + 1);
}

void ConnectFourBoardView::setSelectedColumn(int column)
{
    const ConnectFour *game = connectFour();
    if (!game)
        return;
    m_selected = std::clamp(column, 0, game->columns() - 1);
    updateAccessibleDescription();
    update();
}

int ConnectFourBoardView::fallDurationMs(int rows) const
{
    // Time grows like the square root of the height, as in a real fall.
    return int(std::lround(animationMs() * std::sqrt(std::max(0.0, rows - kMarkerRow - 1.0))));
}

ConnectFourBoardView::Geometry ConnectFourBoardView::geometry() const
{
    Geometry g;
    const ConnectFour *game = connectFour();
    const int rows = game ? game->rows() : ConnectFour::kDefaultRows;
    const int columns = game ? game->columns() : ConnectFour::kDefaultColumns;
    const qreal unitsWide = columns + 2 * kFramePad + 2 * kMargin;
    const qreal valueStrip = isAnalysisShown() ? kValueStrip : 0;
    const qreal unitsHigh = rows + 2 * kFramePad + kMarkerStrip + kLabelStrip + valueStrip + 2 * kMargin;
    g.cell = std::min(width() / unitsWide, height() / unitsHigh);
    const QSizeF boardSize((columns + 2 * kFramePad) * g.cell, (rows + 2 * kFramePad) * g.cell);
    const qreal blockHeight = boardSize.height() + (kMarkerStrip + kLabelStrip + valueStrip) * g.cell;
    const qreal top = (height() - blockHeight) / 2 + kMarkerStrip * g.cell;
    g.board = QRectF(QPointF((width() - boardSize.width()) / 2, top), boardSize);
    g.marker = QRectF(g.board.left(), g.board.top() - kMarkerStrip * g.cell, g.board.width(), kMarkerStrip * g.cell);
    return g;
}

QRectF ConnectFourBoardView::boardRect() const
{
    return geometry().board;
}

QRectF ConnectFourBoardView::cellRect(Cell cell) const
{
    const Geometry g = geometry();
    return QRectF(g.board.left() + (kFramePad + cell.column) * g.cell, g.board.top() + (kFramePad + cell.row) * g.cell,
                  g.cell, g.cell);
}

QRect ConnectFourBoardView::fallRect() const
{
    // The falling disc's column, from the marker's row where it starts down
    // to its cell: the bounce's easing never takes it past its cell.
    const qreal half = geometry().cell / 2;
    const QPointF top = cellCentre(kMarkerRow, m_fallCell.column) - QPointF(half, half);
    const QPointF bottom = cellCentre(m_fallCell.row, m_fallCell.column) + QPointF(half, half);
    return QRectF(top, bottom).toAlignedRect().adjusted(-2, -2, 2, 2);
}

QPointF ConnectFourBoardView::cellCentre(qreal row, int column) const
{
    const Geometry g = geometry();
    return {g.board.left() + (kFramePad + column + 0.5) * g.cell, g.board.top() + (kFramePad + row + 0.5) * g.cell};
}

int ConnectFourBoardView::columnAt(const QPointF &position) const
{
    const ConnectFour *game = connectFour();
    if (!game)
        return -1;
    const Geometry g = geometry();
    const qreal x = (position.x() - g.board.left()) / g.cell - kFramePad;
    if (x < 0 || x >= game->columns())
        return -1;
    return int(x);
}

void ConnectFourBoardView::onGameStarted()
{
    finishAnimation();
    m_hover = -1;
    if (const ConnectFour *game = connectFour())
        m_selected = (game->columns() - 1) / 2;
}

void ConnectFourBoardView::onMovePlayed(Move move)
{
    finishAnimation();
    const ConnectFour *game = connectFour();
    if (!game)
        return;
    const int row = game->rows() - game->height(move); // from the top
    // A disc that falls the whole column (to the bottom row) lands hardest.
    m_fallStrength = qreal(row + 1) / game->rows();
    if (animationMs() == 0 || !isVisible()) {
        emit pieceLanded(m_fallStrength);
        return;
    }
    m_fallCell = {row, move};
    m_fallRow = kMarkerRow;
    m_fallFramePainted = false;
    startMoveAnimation(m_fall, fallDurationMs(m_fallCell.row + 1));
    emit animationStarted();
}

void ConnectFourBoardView::onMoveUndone(Move)
{
    finishAnimation();
}

void ConnectFourBoardView::tryDrop(int column)
{
    const ConnectFour *game = connectFour();
    if (!isInteractive() || !game || game->isOver() || column < 0 || column >= game->columns())
        return;
    if (game->isColumnFull(column)) {
        emit moveRefused(tr("Column %1 is full.").arg(column + 1));
        return;
    }
    emit moveChosen(column);
}

void ConnectFourBoardView::mouseMoveEvent(QMouseEvent *event)
{
    const int column = columnAt(event->position());
    if (column != m_hover) {
        m_hover = column;
        if (column >= 0)
            m_selected = column;
        update();
    }
    BoardView::mouseMoveEvent(event);
}

void ConnectFourBoardView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return BoardView::mousePressEvent(event);
    const int column = columnAt(event->position());
    if (column < 0)
        return;
    m_selected = column;
    tryDrop(column);
    update();
}

void ConnectFourBoardView::leaveEvent(QEvent *event)
{
    m_hover = -1;
    update();
    BoardView::leaveEvent(event);
}

void ConnectFourBoardView::keyPressEvent(QKeyEvent *event)
{
    const ConnectFour *game = connectFour();
    if (!game)
        return BoardView::keyPressEvent(event);
    const int key = event->key();
    switch (key) {
    case Qt::Key_Left: setSelectedColumn(m_selected - 1); return;
    case Qt::Key_Right: setSelectedColumn(m_selected + 1); return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
    case Qt::Key_Down: tryDrop(m_selected); return;
    default: break;
    }
    if (key >= Qt::Key_0 && key <= Qt::Key_9) {
        // 1..9 are the first nine columns and 0 the tenth, as on the keyboard row.
        const int column = key == Qt::Key_0 ? 9 : key - Qt::Key_1;
        if (column < game->columns()) {
            setSelectedColumn(column);
            tryDrop(column);
        }
        return;
    }
    BoardView::keyPressEvent(event);
}

void ConnectFourBoardView::paintBoard(QPainter &painter)
{
    const Geometry g = geometry();
    if (!connectFour()) {
        paintBackground(painter, g);
        return;
    }
    updateLayers(g);
    painter.drawPixmap(0, 0, m_layers.background);
    paintDiscs(painter, g);
    painter.drawPixmap(0, 0, m_layers.frame);
    paintColumnHighlight(painter, g);
    paintHint(painter, g);
    paintWinningRings(painter, g);
    paintMarker(painter, g);
    paintLabels(painter, g);
    paintValues(painter, g);
}

QRectF ConnectFourBoardView::valueRect(const Geometry &g, int column) const
{
    return QRectF(g.board.left() + (kFramePad + column + 0.01) * g.cell, g.board.bottom() + kLabelStrip * g.cell,
                  g.cell * 0.98, kValueStrip * g.cell);
}

void ConnectFourBoardView::paintValues(QPainter &painter, const Geometry &g) const
{
    const ConnectFour &game = *connectFour();
    if (!isAnalysisShown() || game.isOver())
        return;
    std::vector<ValueBadge> badges;
    for (int column = 0; column < game.columns(); ++column)
        if (game.isLegal(column))
            badges.push_back({valueRect(g, column), moveValue(column), {}});
    paintMoveValues(painter, std::move(badges));
}

std::optional<MoveValue> ConnectFourBoardView::shownValueAt(const QPointF &position) const
{
    const ConnectFour *game = connectFour();
    if (!game)
        return std::nullopt;
    const Geometry g = geometry();
    for (int column = 0; column < game->columns(); ++column)
        if (valueRect(g, column).contains(position))
            return moveValue(column);
    return std::nullopt;
}

void ConnectFourBoardView::onAnalysisShownChanged()
{
    m_layers = {}; // the board moves up to make room: its pictures are drawn again
}

void ConnectFourBoardView::updateLayers(const Geometry &g)
{
    const ConnectFour &game = *connectFour();
    const qreal ratio = devicePixelRatioF();
    if (m_layers.size == size() && m_layers.pixelRatio == ratio && m_layers.rows == game.rows()
        && m_layers.columns == game.columns() && m_layers.highContrast == highContrast()
        && m_layers.dark == isDarkScheme())
        return;
    m_layers = {paintedLayer([this, &g](QPainter &painter) { paintBackground(painter, g); }, LayerAlpha::Opaque),
                paintedLayer([this, &g](QPainter &painter) { paintFrame(painter, g); }),
                {},
                g.cell * kDiscRadius,
                size(),
                ratio,
                game.rows(),
                game.columns(),
                highContrast(),
                isDarkScheme()};
    const qreal radius = m_layers.discRadius;
    const qreal side = std::ceil(2 * radius) + 4; // room for the antialiased edge
    for (int seat = 0; seat < 2; ++seat) {
        QPixmap disc((QSizeF(side, side) * ratio).toSize());
        disc.setDevicePixelRatio(ratio);
        disc.fill(Qt::transparent);
        QPainter painter(&disc);
        painter.setRenderHint(QPainter::Antialiasing);
        paintDiscShape(painter, QPointF(side / 2, side / 2), radius, seat);
        m_layers.discs[static_cast<std::size_t>(seat)] = disc;
    }
}

void ConnectFourBoardView::paintBackground(QPainter &painter, const Geometry &g) const
{
    const BoardColours &colours = surroundings();
    QLinearGradient sky(0, 0, 0, height());
    sky.setColorAt(0, colours.backgroundTop);
    sky.setColorAt(1, colours.backgroundBottom);
    painter.fillRect(rect(), sky);

    // A soft shadow under the frame, built from a few widening translucent layers.
    painter.setPen(Qt::NoPen);
    for (int i = 3; i >= 1; --i) {
        const qreal spread = g.cell * 0.05 * i;
        painter.setBrush(colours.shadow);
        painter.drawRoundedRect(g.board.adjusted(-spread, -spread + g.cell * 0.12, spread, spread + g.cell * 0.16),
                                g.cell * 0.3 + spread, g.cell * 0.3 + spread);
    }
    // Seen through the empty holes: the dark inside of the board.
    // High contrast: light holes in a dark frame, so both disc colours stand out.
    QLinearGradient inside(g.board.topLeft(), g.board.bottomLeft());
    inside.setColorAt(0, highContrast() ? QColor(0xf4, 0xf4, 0xf4) : QColor(0x0d, 0x17, 0x30));
    inside.setColorAt(1, highContrast() ? QColor(0xd9, 0xd9, 0xd9) : QColor(0x1a, 0x2b, 0x52));
    painter.setBrush(inside);
    painter.drawRoundedRect(g.board, g.cell * 0.22, g.cell * 0.22);
}

void ConnectFourBoardView::paintDisc(QPainter &painter, const QPointF &centre, qreal radius, int seat,
                                     qreal opacity) const
{
    painter.save();
    painter.setOpacity(opacity);
    const QPixmap *disc = seat == 0 || seat == 1 ? &m_layers.discs[static_cast<std::size_t>(seat)] : nullptr;
    if (disc && !disc->isNull() && radius == m_layers.discRadius) {
        const qreal half = disc->deviceIndependentSize().width() / 2;
        painter.drawPixmap(centre - QPointF(half, half), *disc);
    } else {
        paintDiscShape(painter, centre, radius, seat);
    }
    painter.restore();
}

void ConnectFourBoardView::paintDiscShape(QPainter &painter, const QPointF &centre, qreal radius, int seat) const
{
    const DiscColours colours = discColours(seat, highContrast());
    painter.save();
    QRadialGradient body(centre + QPointF(-0.3 * radius, -0.35 * radius), 1.3 * radius);
    body.setColorAt(0, colours.light);
    body.setColorAt(0.45, colours.base);
    body.setColorAt(1, colours.dark);
    painter.setPen(Qt::NoPen);
    painter.setBrush(body);
    painter.drawEllipse(centre, radius, radius);
    // The moulded inner rim of a real disc.
    QColor rim = colours.dark;
    rim.setAlpha(110);
    painter.setPen(QPen(rim, radius * 0.07));
    painter.setBrush(Qt::NoBrush);
    painter.drawEllipse(centre, radius * 0.68, radius * 0.68);
    QColor shine = colours.light;
    shine.setAlpha(120);
    painter.setPen(QPen(shine, radius * 0.05));
    painter.drawArc(QRectF(centre.x() - radius * 0.74, centre.y() - radius * 0.74, radius * 1.48, radius * 1.48),
                    35 * 16, 110 * 16);
    if (highContrast())
        paintSeatMark(painter, QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), seat,
                      colours.mark);
    painter.restore();
}

void ConnectFourBoardView::paintDiscs(QPainter &painter, const Geometry &g) const
{
    const ConnectFour &game = *connectFour();
    for (int row = 0; row < game.rows(); ++row) {
        for (int column = 0; column < game.columns(); ++column) {
            const Cell cell{row, column};
            const int side = game.discAt(cell);
            if (side < 0 || cell == m_fallCell)
                continue;
            paintDisc(painter, cellCentre(row, column), g.cell * kDiscRadius, session()->seatForSide(side));
        }
    }
    if (m_fallCell.column >= 0) {
        const int side = game.discAt(m_fallCell);
        if (side >= 0)
            paintDisc(painter, cellCentre(m_fallRow, m_fallCell.column), g.cell * kDiscRadius,
                      session()->seatForSide(side));
    }
    // A small mark on the last disc so people see what just happened.
    const Move last = session()->lastMove();
    if (last != kNoMove && !isAnimating() && !game.isOver()) {
        const QPointF centre = cellCentre(game.rows() - game.height(last), last);
        painter.setPen(Qt::NoPen);
        painter.setBrush(QColor(255, 255, 255, 170));
        painter.drawEllipse(centre, g.cell * 0.07, g.cell * 0.07);
    }
}

void ConnectFourBoardView::paintFrame(QPainter &painter, const Geometry &g) const
{
    const ConnectFour &game = *connectFour();
    const qreal hole = g.cell * kHoleRadius;
    QLinearGradient blue(g.board.topLeft(), g.board.bottomRight());
    blue.setColorAt(0, highContrast() ? QColor(0x3c, 0x3c, 0x3c) : QColor(0x3f, 0x82, 0xe8));
    blue.setColorAt(1, highContrast() ? QColor(0x16, 0x16, 0x16) : QColor(0x1c, 0x4a, 0xb0));
    painter.setPen(Qt::NoPen);
    painter.setBrush(blue);
    painter.drawRoundedRect(g.board, g.cell * 0.22, g.cell * 0.22);
    // The holes cut out one by one: the picture of one path of the board
    // with its holes (edges within a few levels of grey), in half its time
    // (a path of a hundred holes took Qt 15-19 ms to fill, at each resize).
    painter.save();
    painter.setCompositionMode(QPainter::CompositionMode_DestinationOut);
    painter.setBrush(Qt::black);
    for (int row = 0; row < game.rows(); ++row)
        for (int column = 0; column < game.columns(); ++column)
            painter.drawEllipse(cellCentre(row, column), hole, hole);
    painter.restore();

    // Bevel: each hole's upper edge in shadow, its lower edge catching light.
    for (int row = 0; row < game.rows(); ++row) {
        for (int column = 0; column < game.columns(); ++column) {
            const QPointF c = cellCentre(row, column);
            QLinearGradient edge(c.x(), c.y() - hole, c.x(), c.y() + hole);
            edge.setColorAt(0, QColor(5, 15, 50, 150));
            edge.setColorAt(1, QColor(255, 255, 255, 110));
            painter.setPen(QPen(QBrush(edge), g.cell * 0.045));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(c, hole, hole);
        }
    }
    painter.setPen(QPen(QColor(255, 255, 255, 70), g.cell * 0.04));
    painter.setBrush(Qt::NoBrush);
    const qreal inset = g.cell * 0.03;
    painter.drawRoundedRect(g.board.adjusted(inset, inset, -inset, -inset), g.cell * 0.2, g.cell * 0.2);
}

void ConnectFourBoardView::paintColumnHighlight(QPainter &painter, const Geometry &g) const
{
    const ConnectFour &game = *connectFour();
    if (!isInteractive() || game.isOver() || m_selected < 0 || game.isColumnFull(m_selected))
        return;
    const QRectF top = cellRect({0, m_selected});
    const QRectF column(top.left(), g.board.top() + g.cell * 0.08, top.width(), g.board.height() - g.cell * 0.16);
    // Lighten only the blue around the holes, so the discs keep their colour:
    // the column's strip with its own holes cut out.
    QPainterPath strip;
    strip.setFillRule(Qt::OddEvenFill);
    strip.addRoundedRect(column, g.cell * 0.45, g.cell * 0.45);
    const qreal hole = g.cell * kHoleRadius;
    for (int row = 0; row < game.rows(); ++row)
        strip.addEllipse(cellCentre(row, m_selected), hole, hole);
    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(255, 255, 255, m_hover == m_selected ? 70 : 55));
    painter.drawPath(strip);
    painter.restore();
}

void ConnectFourBoardView::paintMarker(QPainter &painter, const Geometry &g) const
{
    const ConnectFour &game = *connectFour();
    if (!isInteractive() || game.isOver() || isAnimating())
        return;
    const int seat = session()->seatToMove();
    const bool full = game.isColumnFull(m_selected);
    const QPointF centre = cellCentre(kMarkerRow, m_selected);
    paintDisc(painter, centre, g.cell * kDiscRadius, seat, full ? 0.35 : 0.95);
    // A little arrow between the marker and the board.
    const qreal s = g.cell * 0.11;
    const QPointF tip(centre.x(), g.board.top() - g.cell * 0.04);
    QPainterPath arrow;
    arrow.moveTo(tip);
    arrow.lineTo(tip + QPointF(-s, -s));
    arrow.lineTo(tip + QPointF(s, -s));
    arrow.closeSubpath();
    painter.setPen(Qt::NoPen);
    QColor ink = surroundings().arrow;
    if (full)
        ink.setAlpha(60);
    painter.setBrush(ink);
    painter.drawPath(arrow);
}

void ConnectFourBoardView::paintHint(QPainter &painter, const Geometry &g) const
{
    const ConnectFour &game = *connectFour();
    const Move move = hint();
    if (move == kNoMove || game.isOver() || !game.isLegal(move))
        return;
    const Cell cell = game.landingCell(move);
    const QPointF centre = cellCentre(cell.row, cell.column);
    paintDisc(painter, centre, g.cell * kDiscRadius, session()->seatToMove(), 0.6);
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(QColor(0x2e, 0xcc, 0x71, 90), g.cell * 0.16));
    painter.drawEllipse(centre, g.cell * 0.40, g.cell * 0.40);
    painter.setPen(QPen(QColor(0x3d, 0xe0, 0x84), g.cell * 0.06));
    painter.drawEllipse(centre, g.cell * 0.40, g.cell * 0.40);
}

void ConnectFourBoardView::paintWinningRings(QPainter &painter, const Geometry &g) const
{
    if (highlightedCells().empty() || isAnimating())
        return;
    painter.setBrush(Qt::NoBrush);
    // A glow: wide faint strokes under a narrow bright one.
    const struct {
        qreal width;
        QColor colour;
    } layers[] = {
        {0.22, QColor(255, 255, 255, 45)}, {0.14, QColor(255, 240, 150, 110)}, {0.065, QColor(255, 255, 255)}};
    for (const auto &layer : layers) {
        painter.setPen(QPen(layer.colour, g.cell * layer.width));
        for (const Cell &cell : highlightedCells())
            painter.drawEllipse(cellCentre(cell.row, cell.column), g.cell * 0.36, g.cell * 0.36);
    }
}

void ConnectFourBoardView::paintLabels(QPainter &painter, const Geometry &g) const
{
    const ConnectFour &game = *connectFour();
    // Never below 11 px: on a 10 x 10 board in a small window the cells are
    // under 30 px, and a third of that was too small to read at a glance.
    QFont font = this->font();
    font.setPixelSize(std::max(11, int(g.cell * 0.34)));
    for (int column = 0; column < game.columns(); ++column) {
        const bool chosen = isInteractive() && column == m_selected;
        font.setBold(chosen);
        painter.setFont(font);
        painter.setPen(chosen ? surroundings().accentInk : surroundings().ink);
        const QRectF label(g.board.left() + (kFramePad + column) * g.cell, g.board.bottom(), g.cell,
                           kLabelStrip * g.cell);
        if (isRepainted(label))
            painter.drawText(label, Qt::AlignCenter, QString::number(column + 1));
    }
}

} // namespace quatre::ui
