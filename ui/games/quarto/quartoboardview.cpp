#include "ui/games/quarto/quartoboardview.h"

#include "ui/games/quarto/quartowords.h"

#include "core/games/quarto/quarto.h"
#include "ui/session/gamesession.h"

#include <QEasingCurve>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>
#include <QRadialGradient>
#include <QStringList>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <numbers>

namespace quatre::ui {

namespace {

// Layout in cell units (one board square), so the picture scales with the widget.
constexpr qreal kMargin = 0.3;
constexpr qreal kPromptStrip = 0.6;
constexpr qreal kBoardDiameter = 5.6;
constexpr qreal kGap = 0.55;
constexpr qreal kSlot = 0.95;          // a reserve slot
constexpr qreal kHandBox = 1.9;
constexpr qreal kBoxGap = 0.25;
constexpr qreal kLabel = 0.42;         // the caption strip of the hand and reserve boxes
constexpr qreal kPanelWidth = 4 * kSlot;
constexpr qreal kPanelHeight = kHandBox + kBoxGap + kLabel + 4 * kSlot;
constexpr qreal kGridDrop = 0.12;      // the grid sits a little low: tall pieces rise above it
constexpr qreal kHoleRadius = 0.4;
constexpr qreal kBoardPiece = 0.6;     // piece widths
constexpr qreal kHandPiece = 0.78;
constexpr qreal kReservePiece = 0.54;
constexpr qreal kFlightLift = 0.45;    // how high a sliding piece rises, in cells

// The reserve keeps light pieces in the upper half and tall ones in the
// second row of each half; columns go square solid, square hollow, round
// solid, round hollow. People find a piece by its attributes this way.
Cell slotOf(Piece p)
{
    return {(p & 1) * 2 + ((p >> 1) & 1), ((p >> 2) & 1) * 2 + ((p >> 3) & 1)};
}

Piece pieceOfSlot(Cell slot)
{
    return (slot.row >> 1) | ((slot.row & 1) << 1) | ((slot.column >> 1) << 2) | ((slot.column & 1) << 3);
}

constexpr int kBoardColumns = kQuartoSide;
constexpr int kCursorColumns = 2 * kQuartoSide;

QColor accent() { return QColor(0x2e, 0xcc, 0x71); }
QColor pendingColour() { return QColor(0xff, 0xb3, 0x2e); }

} // namespace

QuartoBoardView::QuartoBoardView(QWidget *parent)
    : BoardView(parent)
    , m_flight(new QVariantAnimation(this))
{
    m_flight->setStartValue(0.0);
    m_flight->setEndValue(1.0);
    m_flight->setEasingCurve(QEasingCurve::InOutCubic);
    connect(m_flight, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        m_progress = value.toReal();
        update();
    });
    connect(m_flight, &QVariantAnimation::finished, this, &QuartoBoardView::onFlightFinished);
}

QuartoBoardView::~QuartoBoardView() = default;

const Quarto *QuartoBoardView::quarto() const
{
    return session() ? dynamic_cast<const Quarto *>(&session()->game()) : nullptr;
}

bool QuartoBoardView::isAnimating() const
{
    return !m_flights.empty();
}

void QuartoBoardView::finishAnimation()
{
    if (m_flights.empty())
        return;
    m_flight->stop(); // stop() does not emit finished()
    m_flights.clear();
    update();
    emit animationFinished();
}

QString QuartoBoardView::cursorDescription() const
{
    const Quarto *game = quarto();
    if (!game)
        return {};
    if (m_cursor.column < kBoardColumns) {
        const int square = Quarto::squareOf(m_cursor);
        const QString name = QString::fromStdString(Quarto::squareToText(square));
        Piece piece = game->pieceOnSquare(square);
        if (piece == kNoPiece && square == m_pending)
            piece = game->pieceInHand();
        if (piece == kNoPiece)
            return tr("Square %1 selected: empty").arg(name);
        return tr("Square %1 selected: %2").arg(name, pieceText(piece));
    }
    const Piece piece = pieceOfSlot({m_cursor.row, m_cursor.column - kBoardColumns});
    if ((game->remainingPieces() & pieceBit(piece)) == 0)
        return tr("Pieces to give: an empty place");
    return tr("Piece to give selected: %1").arg(pieceText(piece));
}

QString QuartoBoardView::seatName(int seat) const
{
    return seat == 0 ? tr("Player 1") : tr("Player 2");
}

QColor QuartoBoardView::seatColour(int seat) const
{
    return seat == 0 ? QColor(0x2a, 0x9d, 0x8f) : QColor(0xe7, 0x6f, 0x51);
}

QString QuartoBoardView::moveLabel(Move move) const
{
    const int square = Quarto::squareOf(move);
    const int given = Quarto::pieceGivenBy(move);
    const QString place = square == Quarto::kNoSquare ? QString() : QString::fromStdString(Quarto::squareToText(square));
    if (given == Quarto::kNoGive)
        return place;
    const QString give = QString::fromStdString(pieceToText(given));
    return place.isEmpty() ? QStringLiteral("→ %1").arg(give) : QStringLiteral("%1 → %2").arg(place, give);
}

QString QuartoBoardView::outcomeDetail() const
{
    const Quarto *game = quarto();
    if (!game || winnerOf(game->outcome()) < 0)
        return {};
    return sharedAttributesText(game->winningAttributes());
}

QString QuartoBoardView::prompt() const
{
    const Quarto *game = quarto();
    if (!game)
        return {};
    if (game->isOver()) {
        if (winnerOf(game->outcome()) < 0)
            return tr("The board is full and no four share anything: a draw.");
        return tr("Quarto! The four pieces are %1.").arg(outcomeDetail());
    }
    const bool giveOnly = game->pieceInHand() == kNoPiece;
    if (!isInteractive()) {
        const QString name = seatName(session()->seatToMove());
        return giveOnly ? tr("%1 chooses a piece to give").arg(name)
                        : tr("%1 places the piece, then gives one").arg(name);
    }
    if (giveOnly || m_pending >= 0)
        return tr("Choose a piece for your opponent");
    return tr("Place your piece on an empty square");
}

QuartoBoardView::Geometry QuartoBoardView::geometry() const
{
    Geometry g;
    const qreal contentWide = kBoardDiameter + kGap + kPanelWidth;
    const qreal contentHigh = kPromptStrip + std::max(kBoardDiameter, kPanelHeight);
    g.cell = std::max(1.0, std::min(width() / (contentWide + 2 * kMargin), height() / (contentHigh + 2 * kMargin)));
    const qreal c = g.cell;
    g.content = QRectF((width() - contentWide * c) / 2, (height() - contentHigh * c) / 2, contentWide * c,
                       contentHigh * c);
    g.prompt = QRectF(g.content.left(), g.content.top(), g.content.width(), kPromptStrip * c);
    const qreal below = g.prompt.bottom();
    const qreal boardTop = below + (std::max(kBoardDiameter, kPanelHeight) - kBoardDiameter) / 2 * c;
    g.board = QRectF(g.content.left(), boardTop, kBoardDiameter * c, kBoardDiameter * c);
    g.grid = g.board.center() - QPointF(2 * c, (2 - kGridDrop) * c);
    const qreal panelLeft = g.board.right() + kGap * c;
    const qreal panelTop = below + (std::max(kBoardDiameter, kPanelHeight) - kPanelHeight) / 2 * c;
    g.hand = QRectF(panelLeft, panelTop, kPanelWidth * c, kHandBox * c);
    g.reserve = QRectF(panelLeft, g.hand.bottom() + kBoxGap * c, kPanelWidth * c, (kLabel + 4 * kSlot) * c);
    g.slot = kSlot * c;
    return g;
}

QRectF QuartoBoardView::boardRect() const
{
    return geometry().board;
}

QRectF QuartoBoardView::cellRect(Cell cell) const
{
    const Geometry g = geometry();
    return QRectF(g.grid.x() + cell.column * g.cell, g.grid.y() + cell.row * g.cell, g.cell, g.cell);
}

QRectF QuartoBoardView::slotRect(const Geometry &g, Piece piece) const
{
    const Cell slot = slotOf(piece);
    return QRectF(g.reserve.left() + slot.column * g.slot, g.reserve.top() + kLabel * g.cell + slot.row * g.slot,
                  g.slot, g.slot);
}

QRectF QuartoBoardView::reserveSlotRect(Piece piece) const
{
    return slotRect(geometry(), piece);
}

QRectF QuartoBoardView::handRect() const
{
    return geometry().hand;
}

PieceAnchor QuartoBoardView::anchorOf(const Geometry &g, const Spot &spot) const
{
    switch (spot.kind) {
    case Spot::Square: {
        const Cell cell = Quarto::cellOf(spot.index);
        const QPointF centre(g.grid.x() + (cell.column + 0.5) * g.cell, g.grid.y() + (cell.row + 0.5) * g.cell);
        return {centre + QPointF(0, 0.14 * g.cell), kBoardPiece * g.cell};
    }
    case Spot::Reserve: {
        const QRectF slot = slotRect(g, spot.index);
        return {QPointF(slot.center().x(), slot.bottom() - 0.2 * slot.height()), kReservePiece * g.cell};
    }
    case Spot::Hand:
        break;
    }
    return {QPointF(g.hand.center().x(), g.hand.bottom() - 0.3 * g.cell), kHandPiece * g.cell};
}

int QuartoBoardView::squareAt(const QPointF &position) const
{
    const Geometry g = geometry();
    const qreal x = (position.x() - g.grid.x()) / g.cell;
    const qreal y = (position.y() - g.grid.y()) / g.cell;
    if (x < 0 || y < 0 || x >= kQuartoSide || y >= kQuartoSide)
        return -1;
    return Quarto::squareOf(Cell{int(y), int(x)});
}

Piece QuartoBoardView::reservePieceAt(const QPointF &position) const
{
    const Geometry g = geometry();
    for (Piece p = 0; p < kPieceCount; ++p)
        if (slotRect(g, p).contains(position))
            return p;
    return kNoPiece;
}

bool QuartoBoardView::isFlying(Piece piece) const
{
    return std::any_of(m_flights.begin(), m_flights.end(), [piece](const Flight &f) { return f.piece == piece; });
}

// ---------------------------------------------------------------- turns

void QuartoBoardView::onGameStarted()
{
    finishAnimation();
    m_pending = -1;
    m_hoverSquare = -1;
    m_hoverPiece = kNoPiece;
    fitCursor();
}

void QuartoBoardView::onMovePlayed(Move move)
{
    finishAnimation();
    const Quarto *game = quarto();
    const int square = Quarto::squareOf(move);
    const int given = Quarto::pieceGivenBy(move);
    const bool placedAlready = square != Quarto::kNoSquare && square == m_pending;
    m_pending = -1;
    fitCursor();
    if (!game)
        return;
    std::vector<Flight> flights;
    if (square != Quarto::kNoSquare && !placedAlready)
        flights.push_back({game->pieceOnSquare(square), {Spot::Hand, 0}, {Spot::Square, square}});
    if (given != Quarto::kNoGive)
        flights.push_back({given, {Spot::Reserve, given}, {Spot::Hand, 0}});
    startFlights(flights);
}

void QuartoBoardView::onMoveUndone(Move)
{
    finishAnimation();
    m_pending = -1;
    fitCursor();
}

void QuartoBoardView::clickSquare(int square)
{
    const Quarto *game = quarto();
    if (!isInteractive() || !game || game->isOver() || square < 0 || square >= kSquareCount)
        return;
    const Piece inHand = game->pieceInHand();
    if (inHand == kNoPiece) {
        emit moveRefused(tr("First choose a piece from the reserve for your opponent."));
        return;
    }
    if (square == m_pending) {
        cancelPending();
        return;
    }
    if (game->pieceOnSquare(square) != kNoPiece) {
        emit moveRefused(tr("Square %1 is taken.").arg(QString::fromStdString(Quarto::squareToText(square))));
        return;
    }
    // A placement that wins or fills the board ends the game: nothing to give.
    if (game->placementWins(square, inHand) || game->emptySquareCount() == 1) {
        m_pending = -1;
        emit moveChosen(Quarto::lastMove(square));
        return;
    }
    const Spot from = m_pending >= 0 ? Spot{Spot::Square, m_pending} : Spot{Spot::Hand, 0};
    m_pending = square;
    startFlights({{inHand, from, {Spot::Square, square}}});
    if (m_cursor.column < kBoardColumns)
        fitCursor();
    update();
}

void QuartoBoardView::clickPiece(Piece piece)
{
    const Quarto *game = quarto();
    if (!isInteractive() || !game || game->isOver() || piece < 0 || piece >= kPieceCount)
        return;
    if ((game->remainingPieces() & pieceBit(piece)) == 0)
        return; // an empty slot
    Move move = kNoMove;
    if (game->pieceInHand() == kNoPiece) {
        move = Quarto::firstMove(piece);
    } else if (m_pending < 0) {
        emit moveRefused(tr("First place the piece you hold on an empty square."));
        return;
    } else {
        move = Quarto::makeMove(m_pending, piece);
    }
    if (!game->isLegal(move)) {
        emit moveRefused(tr("That move is not allowed here."));
        return;
    }
    emit moveChosen(move);
}

void QuartoBoardView::cancelPending()
{
    const Quarto *game = quarto();
    if (m_pending < 0 || !game)
        return;
    const int square = m_pending;
    m_pending = -1;
    startFlights({{game->pieceInHand(), {Spot::Square, square}, {Spot::Hand, 0}}});
    update();
}

void QuartoBoardView::startFlights(const std::vector<Flight> &flights)
{
    finishAnimation();
    if (flights.empty() || animationMs() == 0 || !isVisible())
        return;
    m_flights = flights;
    startCurrentFlight();
    emit animationStarted();
}

void QuartoBoardView::startCurrentFlight()
{
    m_progress = 0;
    m_flight->setDuration(std::max(1, animationMs() * 2));
    m_flight->start();
}

void QuartoBoardView::onFlightFinished()
{
    if (m_flights.empty())
        return;
    m_flights.erase(m_flights.begin());
    if (!m_flights.empty()) {
        startCurrentFlight();
        return;
    }
    update();
    emit animationFinished();
}

// ---------------------------------------------------------------- input

void QuartoBoardView::mouseMoveEvent(QMouseEvent *event)
{
    const int square = squareAt(event->position());
    const Piece piece = square < 0 ? reservePieceAt(event->position()) : kNoPiece;
    if (square != m_hoverSquare || piece != m_hoverPiece || m_keyboard) {
        m_hoverSquare = square;
        m_hoverPiece = piece;
        m_keyboard = false;
        update();
    }
    BoardView::mouseMoveEvent(event);
}

void QuartoBoardView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return BoardView::mousePressEvent(event);
    m_keyboard = false;
    const int square = squareAt(event->position());
    if (square >= 0) {
        m_cursor = Quarto::cellOf(square);
        clickSquare(square);
        return;
    }
    const Piece piece = reservePieceAt(event->position());
    if (piece != kNoPiece) {
        const Cell slot = slotOf(piece);
        m_cursor = {slot.row, slot.column + kBoardColumns};
        clickPiece(piece);
        return;
    }
    // Clicking the hand while the piece waits on a square takes it back too.
    if (m_pending >= 0 && handRect().contains(event->position()))
        cancelPending();
}

void QuartoBoardView::leaveEvent(QEvent *event)
{
    m_hoverSquare = -1;
    m_hoverPiece = kNoPiece;
    update();
    BoardView::leaveEvent(event);
}

void QuartoBoardView::fitCursor()
{
    // Put the cursor where the next action is: the reserve to give, the board to place.
    const Quarto *game = quarto();
    if (!game || game->isOver())
        return;
    const bool giving = game->pieceInHand() == kNoPiece || m_pending >= 0;
    if (giving && m_cursor.column < kBoardColumns) {
        for (Piece p = 0; p < kPieceCount; ++p) {
            if (game->remainingPieces() & pieceBit(p)) {
                const Cell slot = slotOf(p);
                m_cursor = {slot.row, slot.column + kBoardColumns};
                return;
            }
        }
    } else if (!giving && m_cursor.column >= kBoardColumns) {
        for (int square = 0; square < kSquareCount; ++square) {
            if (game->pieceOnSquare(square) == kNoPiece) {
                m_cursor = Quarto::cellOf(square);
                return;
            }
        }
    }
}

void QuartoBoardView::activateCursor()
{
    if (m_cursor.column < kBoardColumns)
        clickSquare(Quarto::squareOf(m_cursor));
    else
        clickPiece(pieceOfSlot({m_cursor.row, m_cursor.column - kBoardColumns}));
}

void QuartoBoardView::keyPressEvent(QKeyEvent *event)
{
    if (!quarto())
        return BoardView::keyPressEvent(event);
    const auto move = [this](int dr, int dc) {
        m_keyboard = true;
        m_cursor = {std::clamp(m_cursor.row + dr, 0, kQuartoSide - 1),
                    std::clamp(m_cursor.column + dc, 0, kCursorColumns - 1)};
        updateAccessibleDescription();
        update();
    };
    switch (event->key()) {
    case Qt::Key_Left: move(0, -1); return;
    case Qt::Key_Right: move(0, 1); return;
    case Qt::Key_Up: move(-1, 0); return;
    case Qt::Key_Down: move(1, 0); return;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        m_keyboard = true;
        activateCursor();
        update();
        return;
    case Qt::Key_Escape:
        if (m_pending >= 0) {
            cancelPending();
            return;
        }
        break;
    default:
        break;
    }
    BoardView::keyPressEvent(event);
}

// ---------------------------------------------------------------- painting

void QuartoBoardView::paintBoard(QPainter &painter)
{
    const Geometry g = geometry();
    if (!quarto()) {
        paintBackground(painter, g);
        return;
    }
    updateBoardLayer(g);
    painter.drawPixmap(0, 0, m_boardLayer.pixmap);
    paintSquareMarks(painter, g);
    paintBoardPieces(painter, g);
    paintHand(painter, g);
    paintReserve(painter, g);
    paintCursor(painter, g);
    paintFlights(painter, g);
    paintPrompt(painter, g);
}

void QuartoBoardView::updateBoardLayer(const Geometry &g)
{
    const qreal ratio = devicePixelRatioF();
    if (m_boardLayer.size == size() && m_boardLayer.pixelRatio == ratio && m_boardLayer.font == font())
        return;
    m_boardLayer = {paintedLayer([this, &g](QPainter &painter) {
                        paintBackground(painter, g);
                        paintWoodenBoard(painter, g);
                    }),
                    size(), ratio, font()};
    m_pieceSprites.clear(); // the pieces' widths follow the size
}

void QuartoBoardView::paintBackground(QPainter &painter, const Geometry &) const
{
    QLinearGradient sky(0, 0, 0, height());
    sky.setColorAt(0, QColor(0xf4, 0xf6, 0xfa));
    sky.setColorAt(1, QColor(0xd8, 0xdf, 0xea));
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
        painter.setBrush(QColor(10, 20, 50, 22));
        painter.drawEllipse(centre + QPointF(0, c * 0.14), radius + spread, radius + spread);
    }
    // Dark walnut, lighter towards the upper left where the light comes from.
    QRadialGradient wood(centre - QPointF(radius * 0.35, radius * 0.4), radius * 1.5);
    wood.setColorAt(0, QColor(0x6a, 0x45, 0x2c));
    wood.setColorAt(0.6, QColor(0x4a, 0x2e, 0x1c));
    wood.setColorAt(1, QColor(0x2c, 0x1a, 0x0f));
    painter.setBrush(wood);
    painter.drawEllipse(centre, radius, radius);
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

void QuartoBoardView::paintHand(QPainter &painter, const Geometry &g) const
{
    const Quarto &game = *quarto();
    const qreal c = g.cell;
    painter.save();
    painter.setPen(QPen(QColor(60, 70, 90, 60), 1));
    painter.setBrush(QColor(255, 255, 255, 150));
    painter.drawRoundedRect(g.hand, c * 0.18, c * 0.18);
    QFont font = this->font();
    font.setPixelSize(std::max(9, int(c * 0.21)));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(QColor(0x4a, 0x55, 0x6a));
    const QRectF label(g.hand.left() + c * 0.15, g.hand.top(), g.hand.width() - c * 0.3, kLabel * c);
    painter.drawText(label, Qt::AlignLeft | Qt::AlignVCenter, tr("Piece to place"));

    const Piece inHand = game.pieceInHand();
    const PieceAnchor anchor = anchorOf(g, {Spot::Hand, 0});
    // A round pad the piece stands on.
    painter.setPen(QPen(QColor(60, 70, 90, 50), 1));
    painter.setBrush(QColor(220, 226, 236));
    painter.drawEllipse(anchor.base, anchor.width * 0.75, anchor.width * 0.3);
    if (inHand != kNoPiece && m_pending < 0 && !isFlying(inHand)) {
        m_pieceSprites.paint(painter, inHand, anchor);
    } else if (m_pending >= 0 && isInteractive()) {
        font.setBold(false);
        font.setPixelSize(std::max(8, int(c * 0.18)));
        painter.setFont(font);
        painter.setPen(QColor(0x6a, 0x55, 0x20));
        painter.drawText(g.hand.adjusted(c * 0.2, kLabel * c, -c * 0.2, -c * 0.1), Qt::AlignCenter | Qt::TextWordWrap,
                         tr("Placed on %1. Click it again to take it back.")
                             .arg(QString::fromStdString(Quarto::squareToText(m_pending))));
    }
    painter.restore();
}

void QuartoBoardView::paintReserve(QPainter &painter, const Geometry &g) const
{
    const Quarto &game = *quarto();
    const qreal c = g.cell;
    painter.save();
    painter.setPen(QPen(QColor(60, 70, 90, 60), 1));
    painter.setBrush(QColor(255, 255, 255, 150));
    painter.drawRoundedRect(g.reserve, c * 0.18, c * 0.18);
    QFont font = this->font();
    font.setPixelSize(std::max(9, int(c * 0.21)));
    font.setBold(true);
    painter.setFont(font);
    painter.setPen(QColor(0x4a, 0x55, 0x6a));
    const QRectF label(g.reserve.left() + c * 0.15, g.reserve.top(), g.reserve.width() - c * 0.3, kLabel * c);
    painter.drawText(label, Qt::AlignLeft | Qt::AlignVCenter, tr("Pieces to give"));

    const bool giving = isInteractive() && !game.isOver() && (game.pieceInHand() == kNoPiece || m_pending >= 0);
    const Move hinted = hint();
    const Piece hintedPiece = hinted != kNoMove && !game.isOver() && game.isLegal(hinted) ? Quarto::pieceGivenBy(hinted)
                                                                                         : kNoPiece;
    for (Piece p = 0; p < kPieceCount; ++p) {
        const QRectF slot = slotRect(g, p).adjusted(c * 0.05, c * 0.05, -c * 0.05, -c * 0.05);
        const bool available = (game.remainingPieces() & pieceBit(p)) != 0;
        // The empty slot stays as a faint footprint so the grid keeps its order.
        painter.setPen(Qt::NoPen);
        painter.setBrush(available ? QColor(226, 231, 240) : QColor(226, 231, 240, 90));
        painter.drawRoundedRect(slot, c * 0.12, c * 0.12);
        if (available && giving && p == m_hoverPiece) {
            painter.setBrush(QColor(255, 255, 255, 230));
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
    painter.setPen(QPen(QColor(0x1c, 0x4a, 0xb0), g.cell * 0.05));
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
    const Flight &f = m_flights.front();
    const PieceAnchor from = anchorOf(g, f.from);
    const PieceAnchor to = anchorOf(g, f.to);
    const qreal t = m_progress;
    // Lifted along an arc, so it passes over the pieces between.
    const QPointF lift(0, -std::sin(t * std::numbers::pi) * kFlightLift * g.cell);
    const PieceAnchor now{from.base + (to.base - from.base) * t + lift, from.width + (to.width - from.width) * t};
    paintQuartoPiece(painter, f.piece, now);
}

void QuartoBoardView::paintPrompt(QPainter &painter, const Geometry &g) const
{
    const QString text = prompt();
    if (text.isEmpty())
        return;
    painter.save();
    QFont font = this->font();
    font.setPixelSize(std::max(10, int(g.cell * 0.27)));
    font.setBold(isInteractive() || quarto()->isOver());
    painter.setFont(font);
    const bool waiting = isInteractive() && m_pending >= 0;
    painter.setPen(waiting ? QColor(0xa8, 0x5a, 0x00) : QColor(0x2a, 0x33, 0x48));
    painter.drawText(g.prompt, Qt::AlignCenter, text);
    painter.restore();
}

} // namespace quatre::ui
