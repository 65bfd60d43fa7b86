#include "ui/games/quarto/quartoboardview.h"

#include "ui/games/quarto/quartoboardlayout.h"
#include "ui/games/quarto/quartopiecepainter.h"
#include "ui/games/quarto/quartowords.h"

#include "core/analysis/analyst.h"
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

using namespace quartolayout;

QuartoBoardView::QuartoBoardView(QWidget *parent)
    : BoardView(parent)
    , m_flight(new QVariantAnimation(this))
{
    // Every paint covers the whole widget (the background layer first), so
    // the window need not fill its background under the board beforehand.
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_flight->setStartValue(0.0);
    m_flight->setEndValue(1.0);
    m_flight->setEasingCurve(QEasingCurve::InOutCubic);
    connect(m_flight, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        m_progress = value.toReal();
        onFlightFrame();
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
    const QString place =
        square == Quarto::kNoSquare ? QString() : QString::fromStdString(Quarto::squareToText(square));
    if (given == Quarto::kNoGive)
        return place;
    const QString give = QString::fromStdString(pieceToText(given));
    return place.isEmpty() ? QStringLiteral("→ %1").arg(give) : QStringLiteral("%1 → %2").arg(place, give);
}

QString QuartoBoardView::moveListText(Move move) const
{
    const int square = Quarto::squareOf(move);
    const QString place =
        square == Quarto::kNoSquare ? QString() : QString::fromStdString(Quarto::squareToText(square));
    if (Quarto::pieceGivenBy(move) == Quarto::kNoGive)
        return place;
    return place.isEmpty() ? QStringLiteral("→") : QStringLiteral("%1 →").arg(place);
}

QPixmap QuartoBoardView::movePicture(Move move, QSize size) const
{
    const int given = Quarto::pieceGivenBy(move);
    if (given == Quarto::kNoGive)
        return {};
    return quartoPiecePicture(static_cast<Piece>(given), size, devicePixelRatioF());
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
    g.content =
        QRectF((width() - contentWide * c) / 2, (height() - contentHigh * c) / 2, contentWide * c, contentHigh * c);
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
    case Spot::Hand: break;
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
    setPending(-1);
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
    setPending(-1);
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
    setPending(-1);
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
        setPending(-1);
        emit moveChosen(Quarto::lastMove(square));
        return;
    }
    const Spot from = m_pending >= 0 ? Spot{Spot::Square, m_pending} : Spot{Spot::Hand, 0};
    setPending(square);
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

void QuartoBoardView::setPending(int square)
{
    if (square == m_pending)
        return;
    m_pending = square;
    emit firstStepChanged(square < 0 ? kNoMove : Quarto::lastMove(square));
}

void QuartoBoardView::cancelPending()
{
    const Quarto *game = quarto();
    if (m_pending < 0 || !game)
        return;
    const int square = m_pending;
    setPending(-1);
    startFlights({{game->pieceInHand(), {Spot::Square, square}, {Spot::Hand, 0}}});
    update();
}

void QuartoBoardView::startFlights(const std::vector<Flight> &flights)
{
    finishAnimation();
    if (flights.empty() || animationMs() == 0 || !isVisible()) {
        for (const Flight &flight : flights)
            if (flight.to.kind == Spot::Square)
                emit pieceLanded(1.0);
        return;
    }
    m_flights = flights;
    startCurrentFlight();
    emit animationStarted();
}

void QuartoBoardView::startCurrentFlight()
{
    m_progress = 0;
    m_flightPainted = QRect();
    m_flightSprites.clear(); // the widths of the last piece's flight
    startMoveAnimation(m_flight, animationMs() * 2);
}

void QuartoBoardView::onFlightFrame()
{
    // A flight's first frame repaints the whole board: the move changed more
    // than the piece's place (the reserve or the hand it left). After it only
    // the piece moves, and repainting the path between two of its places
    // costs a fraction of the whole board (about 2.5 ms a frame, the largest
    // of the three boards).
    const QRect now = flightRect(geometry());
    if (updateAnimationFrame(m_flightPainted.isNull() ? QRect() : m_flightPainted.united(now)))
        m_flightPainted = now;
}

PieceAnchor QuartoBoardView::flightAnchor(const Geometry &g) const
{
    const Flight &f = m_flights.front();
    const PieceAnchor from = anchorOf(g, f.from);
    const PieceAnchor to = anchorOf(g, f.to);
    const qreal t = m_progress;
    // Lifted along an arc, so it passes over the pieces between.
    const QPointF lift(0, -std::sin(t * std::numbers::pi) * kFlightLift * g.cell);
    return {from.base + (to.base - from.base) * t + lift, from.width + (to.width - from.width) * t};
}

QRect QuartoBoardView::flightRect(const Geometry &g) const
{
    const PieceAnchor anchor = flightAnchor(g);
    // The shadow reaches past the piece's own box: 0.74 of its width to the
    // right of the base, 0.58 to the left, and below it.
    const qreal margin = anchor.width * 0.3;
    return quartoPieceBounds(m_flights.front().piece, anchor)
        .adjusted(-margin, -margin, margin, margin)
        .toAlignedRect()
        .adjusted(-2, -2, 2, 2);
}

void QuartoBoardView::onFlightFinished()
{
    if (m_flights.empty())
        return;
    // A piece set on a square is heard; one that comes to the hand is not.
    if (m_flights.front().to.kind == Spot::Square)
        emit pieceLanded(1.0);
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
    default: break;
    }
    BoardView::keyPressEvent(event);
}

// ---------------------------------------------------------------- painting

bool QuartoBoardView::givingStage() const
{
    const Quarto *game = quarto();
    return game && !game->isOver() && (game->pieceInHand() == kNoPiece || m_pending >= 0);
}

std::optional<Move> QuartoBoardView::giveMove(Piece piece) const
{
    const Quarto &game = *quarto();
    const Move move = game.pieceInHand() == kNoPiece ? Quarto::firstMove(piece) : Quarto::makeMove(m_pending, piece);
    return game.isLegal(move) ? std::optional<Move>(move) : std::nullopt;
}

std::optional<MoveValue> QuartoBoardView::squareValue(int square) const
{
    // A square is worth its best move: the best give after placing there.
    // Known once every give has a value or a bound (MoveValue::atMost) and
    // the best exact value is at least every bound (the analysis finds each
    // square's best give first, and bounds the others by it). With an
    // estimate among them, the square gets the best sign among them, as an
    // estimate.
    std::vector<MoveValue> values;
    const std::vector<MoveValue> &all = moveValues();
    for (const MoveValue &value : all)
        if (Quarto::squareOf(value.move) == square)
            values.push_back(value);
    const Quarto &game = *quarto();
    std::size_t legal = 0;
    for (Move move : game.legalMoves())
        legal += Quarto::squareOf(move) == square;
    if (values.empty() || values.size() < legal)
        return std::nullopt;
    if (std::optional<MoveValue> best = bestExactValue(values)) {
        best->move = Quarto::lastMove(square);
        return best;
    }
    if (std::none_of(values.begin(), values.end(),
                     [](const MoveValue &value) { return !value.exact && !value.atMost; }))
        return std::nullopt; // the best exact value is not yet above every bound
    MoveValue estimate{Quarto::lastMove(square), false, -1, {}};
    for (const MoveValue &value : values) {
        if (value.atMost)
            continue; // its estimate is yet to come
        const int sign = value.exact ? value.verdict.outcome : (value.score > 0) - (value.score < 0);
        estimate.score = std::max(estimate.score, sign);
    }
    return estimate;
}

QRectF QuartoBoardView::squareValueRect(const Geometry &g, int square) const
{
    const qreal c = g.cell;
    return cellRect({square / kQuartoSide, square % kQuartoSide}).adjusted(c * 0.01, c * 0.3, -c * 0.01, -c * 0.3);
}

QRectF QuartoBoardView::pieceValueRect(const Geometry &g, Piece piece) const
{
    const QRectF slot = slotRect(g, piece);
    return QRectF(slot.left() + slot.width() * 0.06, slot.bottom() - slot.height() * 0.36, slot.width() * 0.88,
                  slot.height() * 0.32);
}

std::optional<MoveValue> QuartoBoardView::shownValueAt(const QPointF &position) const
{
    const Quarto *game = quarto();
    if (!game || game->isOver())
        return std::nullopt;
    const Geometry g = geometry();
    if (givingStage()) {
        for (Piece p = 0; p < kPieceCount; ++p)
            if (const std::optional<Move> move = giveMove(p); move && pieceValueRect(g, p).contains(position))
                return moveValue(*move);
        return std::nullopt;
    }
    const int square = squareAt(position);
    return square >= 0 && game->pieceOnSquare(square) == kNoPiece ? squareValue(square) : std::nullopt;
}

QString QuartoBoardView::shownValueText(const MoveValue &value) const
{
    // A piece to give is judged by what it hands the opponent.
    if (givingStage() && value.exact) {
        if (value.verdict.outcome == 0)
            return tr("safe", "a piece to give that keeps the draw");
        if (value.verdict.outcome < 0 && value.verdict.winnerMoves() == 1)
            return tr("gives a win", "a piece to give with which the opponent wins at once");
    }
    return BoardView::shownValueText(value);
}

} // namespace quatre::ui
