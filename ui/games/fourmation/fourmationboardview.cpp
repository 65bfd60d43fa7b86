#include "ui/games/fourmation/fourmationboardview.h"

#include "ui/board/bounceanimation.h"
#include "ui/games/fourmation/fourmationcubes.h"

#include "core/games/fourmation/fourmation.h"
#include "core/games/fourmation/fourmationhardcore.h"
#include "ui/session/gamesession.h"

#include <QEasingCurve>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QVariantAnimation>

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace quatre::ui {

namespace {

// Layout in cell units, so the whole picture scales with the widget.
constexpr qreal kMargin = 0.4; // holds the frame's drop shadow (0.3)
constexpr qreal kSpeechStrip = 0.9;
constexpr qreal kLabelStrip = 0.45;
constexpr qreal kFramePad = 0.18;
constexpr int kFlashMs = 450;

const Cell kNoCell{-1, -1};

} // namespace

FourMationBoardView::FourMationBoardView(QWidget *parent)
    : BoardView(parent)
    // A cube lands with a small bump, not a rubber ball.
    , m_drop(newBounceAnimation(0.35, this,
                                [this](qreal eased) {
                                    m_dropProgress = eased;
                                    // The drop's first frame repaints the whole board: the
                                    // move also changed the lit cells and the marks. After
                                    // it only the cube and its shadow move.
                                    if (updateAnimationFrame(m_dropFramePainted ? dropRect() : QRect()))
                                        m_dropFramePainted = true;
                                }))
    , m_flash(new QVariantAnimation(this))
{
    // Every paint covers the whole widget (the background layer first), so
    // the window need not fill its background under the board beforehand.
    setAttribute(Qt::WA_OpaquePaintEvent);
    connect(m_drop, &QVariantAnimation::finished, this, [this] {
        m_dropCell = kNoCell;
        m_dropProgress = 1;
        update();
        emit pieceLanded(1.0);
        emit animationFinished();
    });

    // The refusal flash is feedback, not a move: it never holds the AI back.
    m_flash->setStartValue(1.0);
    m_flash->setEndValue(0.0);
    m_flash->setDuration(kFlashMs);
    m_flash->setEasingCurve(QEasingCurve::InQuad);
    connect(m_flash, &QVariantAnimation::valueChanged, this, [this](const QVariant &value) {
        m_flashStrength = value.toReal();
        update();
    });
    connect(m_flash, &QVariantAnimation::finished, this, [this] {
        m_flashCell = kNoCell;
        m_flashStrength = 0;
        update();
    });
}

FourMationBoardView::~FourMationBoardView() = default;

QString FourMationBoardView::outcomeDetail() const
{
    const FourMation *game = fourMation();
    if (!game || !game->isOver() || winnerOf(game->outcome()) >= 0)
        return {};
    if (game->plyCount() == game->size() * game->size())
        return tr("the board is full");
    const QString stuck = seatName(session()->seatForSide(game->sideToMove()));
    //: why a 4Mation game was drawn; %1 is the seat's colour, e.g. White
    return game->officialRule() ? tr("%1 has no free cell next to the last cube, nor next to a cube of the other "
                                     "player")
                                      .arg(stuck)
                                : tr("%1 has no free cell next to the last cube").arg(stuck);
}

const FourMation *FourMationBoardView::fourMation() const
{
    return session() ? dynamic_cast<const FourMation *>(&session()->game()) : nullptr;
}

bool FourMationBoardView::isAnimating() const
{
    return m_drop->state() == QAbstractAnimation::Running;
}

void FourMationBoardView::finishAnimation()
{
    if (!isAnimating())
        return;
    m_drop->stop(); // stop() does not emit finished()
    m_dropCell = kNoCell;
    m_dropProgress = 1;
    update();
    emit animationFinished();
}

QString FourMationBoardView::seatName(int seat) const
{
    if (highContrast())
        return seat == 0 ? tr("Orange") : tr("Blue");
    return seat == 0 ? tr("White") : tr("Black");
}

QColor FourMationBoardView::seatColour(int seat) const
{
    if (highContrast())
        return fourMationCubeColours(seat, true).front;
    return seat == 0 ? QColor(0xeb, 0xe7, 0xdd) : QColor(0x3b, 0x40, 0x49);
}

QColor FourMationBoardView::seatMarkInk(int seat) const
{
    return highContrast() ? fourMationCubeColours(seat, true).mark : QColor();
}

QString FourMationBoardView::cursorDescription() const
{
    const FourMation *game = fourMation();
    if (!game)
        return {};
    const Move move = game->moveAt(m_cursor);
    const QString cell = moveLabel(move);
    const int side = game->ownerAt(m_cursor);
    if (side >= 0)
        return tr("Cell %1 selected: taken by %2").arg(cell, seatName(session()->seatForSide(side)));
    if (!game->isOver() && game->isLegal(move))
        return tr("Cell %1 selected: empty, you can play here").arg(cell);
    return tr("Cell %1 selected: empty, not playable now").arg(cell);
}

QString FourMationBoardView::moveLabel(Move move) const
{
    const FourMation *game = fourMation();
    const int size = game ? game->size() : FourMation::kDefaultSize;
    return QString::fromStdString(FourMation::cellText(size, move));
}

FourMationBoardView::Geometry FourMationBoardView::geometry() const
{
    Geometry g;
    const FourMation *game = fourMation();
    const int n = game ? game->size() : FourMation::kDefaultSize;
    const qreal unitsWide = n + 2 * kFramePad + 2 * kLabelStrip + 2 * kMargin;
    // The strip for the speech bubble only where someone speaks, so that
    // the board is not pushed off centre the rest of the time.
    const qreal speechStrip = hasSpeaker() ? kSpeechStrip : 0;
    const qreal unitsHigh = n + 2 * kFramePad + speechStrip + kLabelStrip + 2 * kMargin;
    g.cell = std::max(1.0, std::min(width() / unitsWide, height() / unitsHigh));
    const qreal c = g.cell;
    const QSizeF frame((n + 2 * kFramePad) * c, (n + 2 * kFramePad) * c);
    const qreal blockHeight = frame.height() + (speechStrip + kLabelStrip) * c;
    const qreal top = (height() - blockHeight) / 2;
    g.speech = QRectF((width() - frame.width()) / 2, top, frame.width(), speechStrip * c);
    g.frame = QRectF(QPointF((width() - frame.width()) / 2, top + (speechStrip + kLabelStrip) * c), frame);
    g.grid = g.frame.topLeft() + QPointF(kFramePad * c, kFramePad * c);
    return g;
}

bool FourMationBoardView::hasSpeaker() const
{
    if (!session())
        return false;
    for (int seat = 0; seat < 2; ++seat) {
        const Seat &s = session()->seat(seat);
        if (!s.human && s.ai.level == kHardcoreLevel)
            return true;
    }
    return false;
}

QRectF FourMationBoardView::boardRect() const
{
    return geometry().frame;
}

QRectF FourMationBoardView::speechArea() const
{
    const Geometry g = geometry();
    // Readable whatever the board size: between 30 and 46 pixels high.
    const qreal height = std::clamp(g.speech.height() * 0.85, std::min(30.0, g.speech.height()), 46.0);
    return QRectF(g.speech.left(), g.speech.bottom() - height, g.speech.width(), height);
}

QRect FourMationBoardView::dropRect() const
{
    // The cube comes in 0.8 cells up at 1.3 times its size, and its bump
    // may take it a little below its cell; its shadow spills out of the cell.
    const QRectF cell = cellRect(m_dropCell);
    const qreal c = cell.width();
    return cell.adjusted(-0.25 * c, -1.1 * c, 0.25 * c, 0.35 * c).toAlignedRect().adjusted(-1, -1, 1, 1);
}

QRectF FourMationBoardView::cellRect(Cell cell) const
{
    const Geometry g = geometry();
    return QRectF(g.grid.x() + cell.column * g.cell, g.grid.y() + cell.row * g.cell, g.cell, g.cell);
}

Cell FourMationBoardView::cellAt(const QPointF &position) const
{
    const FourMation *game = fourMation();
    if (!game)
        return kNoCell;
    const Geometry g = geometry();
    const qreal x = (position.x() - g.grid.x()) / g.cell;
    const qreal y = (position.y() - g.grid.y()) / g.cell;
    if (x < 0 || y < 0 || x >= game->size() || y >= game->size())
        return kNoCell;
    return {int(y), int(x)};
}

void FourMationBoardView::onGameStarted()
{
    finishAnimation();
    m_hover = kNoCell;
    m_flash->stop();
    m_flashCell = kNoCell;
    if (const FourMation *game = fourMation()) {
        const std::optional<Cell> last = game->lastCell();
        m_cursor = last ? *last : Cell{(game->size() - 1) / 2, (game->size() - 1) / 2};
    }
}

void FourMationBoardView::onMovePlayed(Move move)
{
    finishAnimation();
    const FourMation *game = fourMation();
    if (!game)
        return;
    // The next cube goes around this one: the cursor starts from here.
    m_cursor = game->cellOf(move);
    if (animationMs() == 0 || !isVisible()) {
        emit pieceLanded(1.0);
        return;
    }
    m_dropCell = game->cellOf(move);
    m_dropProgress = 0;
    m_dropFramePainted = false;
    startMoveAnimation(m_drop, animationMs() * 8 / 5);
    emit animationStarted();
}

void FourMationBoardView::onMoveUndone(Move)
{
    finishAnimation();
    if (const FourMation *game = fourMation(); game && game->lastCell())
        m_cursor = *game->lastCell();
}

void FourMationBoardView::flash(Cell cell)
{
    m_flash->stop();
    m_flashCell = cell;
    m_flashStrength = 1;
    m_flash->start();
    update();
}

void FourMationBoardView::tryPlace(Cell cell)
{
    const FourMation *game = fourMation();
    if (!isInteractive() || !game || game->isOver() || cell.row < 0 || cell.column < 0 || cell.row >= game->size()
        || cell.column >= game->size())
        return;
    const Move move = game->moveAt(cell);
    if (game->isLegal(move)) {
        emit moveChosen(move);
        return;
    }
    flash(cell);
    const QString name = QString::fromStdString(FourMation::cellText(game->size(), move));
    if (game->ownerAt(cell) >= 0) {
        emit moveRefused(tr("%1 is taken.").arg(name));
    } else if (game->legalCellsFromFallback()) {
        emit moveRefused(tr("%1 is not next to an opponent's cube: choose a highlighted cell.").arg(name));
    } else if (const std::optional<Cell> last = game->lastCell()) {
        emit moveRefused(tr("%1 is not next to the last cube (%2): choose a highlighted cell.")
                             .arg(name, QString::fromStdString(FourMation::cellText(game->size(), game->lastMove()))));
    } else {
        emit moveRefused(tr("%1 cannot be played now.").arg(name));
    }
}

void FourMationBoardView::mouseMoveEvent(QMouseEvent *event)
{
    const Cell cell = cellAt(event->position());
    if (!(cell == m_hover) || m_keyboard) {
        m_hover = cell;
        m_keyboard = false;
        update();
    }
    BoardView::mouseMoveEvent(event);
}

void FourMationBoardView::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return BoardView::mousePressEvent(event);
    const Cell cell = cellAt(event->position());
    if (cell == kNoCell)
        return;
    m_cursor = cell;
    tryPlace(cell);
}

void FourMationBoardView::leaveEvent(QEvent *event)
{
    m_hover = kNoCell;
    update();
    BoardView::leaveEvent(event);
}

void FourMationBoardView::keyPressEvent(QKeyEvent *event)
{
    const FourMation *game = fourMation();
    if (!game)
        return BoardView::keyPressEvent(event);
    const auto move = [this, game](int dr, int dc) {
        m_keyboard = true;
        m_cursor = {std::clamp(m_cursor.row + dr, 0, game->size() - 1),
                    std::clamp(m_cursor.column + dc, 0, game->size() - 1)};
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
        tryPlace(m_cursor);
        update();
        return;
    default: break;
    }
    BoardView::keyPressEvent(event);
}

// ---------------------------------------------------------------- painting

void FourMationBoardView::paintBoard(QPainter &painter)
{
    const Geometry g = geometry();
    if (!fourMation()) {
        paintBackground(painter, g);
        return;
    }
    updateBoardLayer(g);
    painter.drawPixmap(0, 0, m_boardLayer.pixmap);
    paintLegalCells(painter);
    paintCubes(painter);
    paintMarks(painter, g);
    paintLabels(painter, g);
    paintValues(painter, g);
}

QRectF FourMationBoardView::valueRect(const Geometry &g, Cell cell) const
{
    const qreal c = g.cell;
    return cellRect(cell).adjusted(c * 0.04, c * 0.2, -c * 0.04, -c * 0.2);
}

void FourMationBoardView::paintValues(QPainter &painter, const Geometry &g) const
{
    const FourMation &game = *fourMation();
    if (!isAnalysisShown() || game.isOver() || isAnimating())
        return;
    std::vector<ValueBadge> badges;
    for (Move move : game.legalMoves())
        badges.push_back({valueRect(g, game.cellOf(move)), moveValue(move), {}});
    paintMoveValues(painter, std::move(badges));
}

std::optional<MoveValue> FourMationBoardView::shownValueAt(const QPointF &position) const
{
    const FourMation *game = fourMation();
    const Cell cell = cellAt(position);
    if (!game || cell == kNoCell)
        return std::nullopt;
    return moveValue(game->moveAt(cell));
}

void FourMationBoardView::updateBoardLayer(const Geometry &g)
{
    const int boardSize = fourMation()->size();
    const qreal ratio = devicePixelRatioF();
    if (m_boardLayer.size == size() && m_boardLayer.pixelRatio == ratio && m_boardLayer.boardSize == boardSize
        && m_boardLayer.frame == g.frame && m_boardLayer.dark == isDarkScheme())
        return;
    m_boardLayer = {paintedLayer(
                        [this, &g](QPainter &painter) {
                            paintBackground(painter, g);
                            paintWood(painter, g);
                        },
                        LayerAlpha::Opaque),
                    size(),
                    ratio,
                    boardSize,
                    g.frame,
                    isDarkScheme()};
}

void FourMationBoardView::paintBackground(QPainter &painter, const Geometry &g) const
{
    QLinearGradient sky(0, 0, 0, height());
    sky.setColorAt(0, surroundings().backgroundTop);
    sky.setColorAt(1, surroundings().backgroundBottom);
    painter.fillRect(rect(), sky);
    painter.save();
    painter.setPen(Qt::NoPen);
    for (int i = 3; i >= 1; --i) {
        const qreal spread = g.cell * 0.05 * i;
        painter.setBrush(surroundings().shadow);
        painter.drawRoundedRect(g.frame.adjusted(-spread, -spread + g.cell * 0.1, spread, spread + g.cell * 0.14),
                                g.cell * 0.2 + spread, g.cell * 0.2 + spread);
    }
    painter.restore();
}

void FourMationBoardView::paintWood(QPainter &painter, const Geometry &g) const
{
    const FourMation &game = *fourMation();
    const qreal c = g.cell;
    painter.save();
    QLinearGradient frame(g.frame.topLeft(), g.frame.bottomRight());
    frame.setColorAt(0, QColor(0x9a, 0x68, 0x3c));
    frame.setColorAt(1, QColor(0x6e, 0x44, 0x22));
    painter.setPen(Qt::NoPen);
    painter.setBrush(frame);
    painter.drawRoundedRect(g.frame, c * 0.2, c * 0.2);
    // Each cell a slightly sunken tile of pale oak.
    const qreal inset = c * 0.035;
    for (int row = 0; row < game.size(); ++row) {
        for (int column = 0; column < game.size(); ++column) {
            const QRectF tile = cellRect({row, column}).adjusted(inset, inset, -inset, -inset);
            QLinearGradient oak(tile.topLeft(), tile.bottomRight());
            oak.setColorAt(0, QColor(0xe9, 0xcf, 0x9f));
            oak.setColorAt(1, QColor(0xd6, 0xb4, 0x7c));
            painter.setBrush(oak);
            painter.setPen(Qt::NoPen);
            painter.drawRoundedRect(tile, c * 0.07, c * 0.07);
            painter.setPen(QPen(QColor(80, 45, 15, 90), c * 0.025));
            painter.drawLine(tile.topLeft() + QPointF(c * 0.05, 0), tile.topRight() - QPointF(c * 0.05, 0));
        }
    }
    painter.setPen(QPen(QColor(255, 235, 200, 70), c * 0.03));
    painter.setBrush(Qt::NoBrush);
    painter.drawRoundedRect(g.frame.adjusted(c * 0.02, c * 0.02, -c * 0.02, -c * 0.02), c * 0.18, c * 0.18);
    painter.restore();
}

void FourMationBoardView::paintLegalCells(QPainter &painter) const
{
    const FourMation &game = *fourMation();
    // Before the first cube every cell is legal: lighting them all says nothing.
    if (game.isOver() || game.plyCount() == 0 || isAnimating())
        return;
    // The official rule's fallback cells get another tint, so the change is seen.
    const bool fallback = game.legalCellsFromFallback();
    for (Move move : game.legalMoves()) {
        const Cell cell = game.cellOf(move);
        const QRectF r = cellRect(cell);
        painter.drawPixmap(r.topLeft(), legalTile(r.size(), fallback));
        if (isInteractive() && cell == m_hover)
            m_cubes.paintSettled(painter, r, session()->seatToMove(), highContrast(), 0.45);
    }
}

const QPixmap &FourMationBoardView::legalTile(QSizeF cell, bool fallback) const
{
    const qreal ratio = devicePixelRatioF();
    if (m_legalTiles.cell != cell || m_legalTiles.pixelRatio != ratio) {
        m_legalTiles = {{}, cell, ratio};
        const QRect area(0, 0, int(std::ceil(cell.width())), int(std::ceil(cell.height())));
        const qreal c = cell.width();
        for (bool isFallback : {false, true}) {
            const QColor fill = isFallback ? QColor(0x4d, 0x9d, 0xff, 80) : QColor(0x3d, 0xdc, 0x84, 95);
            const QColor edge = isFallback ? QColor(0x1f, 0x6f, 0xe0, 220) : QColor(0x1e, 0xa8, 0x5a, 230);
            m_legalTiles.tile[std::size_t(isFallback)] = paintedLayer(
                [&](QPainter &painter) {
                    painter.setBrush(fill);
                    painter.setPen(QPen(edge, c * 0.045));
                    painter.drawRoundedRect(
                        QRectF(QPointF(0, 0), cell).adjusted(c * 0.06, c * 0.06, -c * 0.06, -c * 0.06), c * 0.08,
                        c * 0.08);
                },
                LayerAlpha::Transparent, area);
        }
    }
    return m_legalTiles.tile[std::size_t(fallback)];
}

void FourMationBoardView::paintCubes(QPainter &painter) const
{
    const FourMation &game = *fourMation();
    for (int row = 0; row < game.size(); ++row) {
        for (int column = 0; column < game.size(); ++column) {
            const Cell cell{row, column};
            const int side = game.ownerAt(cell);
            if (side < 0)
                continue;
            const int seat = session()->seatForSide(side);
            if (cell == m_dropCell)
                m_cubes.paintFalling(painter, cellRect(cell), seat, highContrast(), m_dropProgress);
            else
                m_cubes.paintSettled(painter, cellRect(cell), seat, highContrast());
        }
    }
}

void FourMationBoardView::paintMarks(QPainter &painter, const Geometry &g) const
{
    const FourMation &game = *fourMation();
    const qreal c = g.cell;
    painter.save();
    painter.setBrush(Qt::NoBrush);
    // The last cube: an orange frame and a dot on its face, since the next
    // cube must go around it.
    if (const std::optional<Cell> last = game.lastCell(); last && !isAnimating() && !game.isOver()) {
        const QRectF r = cellRect(*last);
        painter.setPen(QPen(QColor(0xff, 0x7a, 0x1a), c * 0.05));
        painter.drawRoundedRect(r.adjusted(c * 0.05, c * 0.05, -c * 0.05, -c * 0.05), c * 0.08, c * 0.08);
        const qreal f = c * FourMationCubes::kFace;
        const qreal d = c * FourMationCubes::kDepth;
        const QPointF face(r.center().x() - d / 2, r.center().y() + d / 2);
        painter.setPen(QPen(QColor(255, 255, 255, 220), c * 0.02));
        painter.setBrush(QColor(0xff, 0x7a, 0x1a));
        painter.drawEllipse(face, f * 0.13, f * 0.13);
        painter.setBrush(Qt::NoBrush);
    }
    const Move hinted = hint();
    if (hinted != kNoMove && !game.isOver() && game.isLegal(hinted)) {
        const QRectF r = cellRect(game.cellOf(hinted));
        m_cubes.paintSettled(painter, r, session()->seatToMove(), highContrast(), 0.55);
        painter.setPen(QPen(QColor(0x2e, 0xcc, 0x71), c * 0.07));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(r.adjusted(c * 0.04, c * 0.04, -c * 0.04, -c * 0.04), c * 0.1, c * 0.1);
    }
    if (!isAnimating()) {
        // A glow: a wide faint stroke under a narrow bright one.
        for (const auto &[widthFactor, colour] :
             {std::pair{0.16, QColor(255, 230, 120, 120)}, std::pair{0.06, QColor(255, 250, 220)}}) {
            painter.setPen(QPen(colour, c * widthFactor));
            for (const Cell &cell : highlightedCells())
                painter.drawRoundedRect(cellRect(cell).adjusted(c * 0.06, c * 0.06, -c * 0.06, -c * 0.06), c * 0.1,
                                        c * 0.1);
        }
    }
    if (m_flashCell.row >= 0 && m_flashStrength > 0) {
        const QRectF r = cellRect(m_flashCell).adjusted(c * 0.04, c * 0.04, -c * 0.04, -c * 0.04);
        painter.setPen(QPen(QColor(0xd0, 0x10, 0x10, int(255 * m_flashStrength)), c * 0.06));
        painter.setBrush(QColor(0xff, 0x20, 0x20, int(150 * m_flashStrength)));
        painter.drawRoundedRect(r, c * 0.1, c * 0.1);
    }
    if (m_keyboard && isInteractive() && !game.isOver()) {
        painter.setPen(QPen(QColor(0x1c, 0x4a, 0xb0), c * 0.06));
        painter.setBrush(Qt::NoBrush);
        painter.drawRoundedRect(cellRect(m_cursor).adjusted(c * 0.02, c * 0.02, -c * 0.02, -c * 0.02), c * 0.12,
                                c * 0.12);
    }
    painter.restore();
}

void FourMationBoardView::paintLabels(QPainter &painter, const Geometry &g) const
{
    const FourMation &game = *fourMation();
    const qreal c = g.cell;
    painter.save();
    QFont font = this->font();
    font.setPixelSize(std::max(9, int(c * 0.28)));
    for (int i = 0; i < game.size(); ++i) {
        const bool column = m_keyboard && isInteractive() && m_cursor.column == i;
        font.setBold(column);
        painter.setFont(font);
        painter.setPen(column ? surroundings().accentInk : surroundings().ink);
        const QRectF letter(g.grid.x() + i * c, g.frame.top() - kLabelStrip * c, c, kLabelStrip * c);
        if (isRepainted(letter))
            painter.drawText(letter, Qt::AlignCenter, QString(QChar(u'a' + i)));
        const bool row = m_keyboard && isInteractive() && m_cursor.row == i;
        font.setBold(row);
        painter.setFont(font);
        painter.setPen(row ? surroundings().accentInk : surroundings().ink);
        const QRectF number(g.frame.left() - kLabelStrip * c, g.grid.y() + i * c, kLabelStrip * c, c);
        if (isRepainted(number))
            painter.drawText(number, Qt::AlignCenter, QString::number(i + 1));
    }
    painter.restore();
}

} // namespace quatre::ui
