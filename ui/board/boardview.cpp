#include "ui/board/boardview.h"

#include "ui/board/animationclock.h"
#include "ui/session/gamesession.h"
#include "ui/text/movevaluetext.h"

#include <QVariantAnimation>
#include <QFont>
#include <QFontMetricsF>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QPaintEvent>
#include <QPainter>
#include <QPainterPath>
#include <QStringList>
#include <QToolTip>

#include <algorithm>

namespace quatre::ui {

BoardView::BoardView(QWidget *parent)
    : QWidget(parent)
{
    AnimationClock::ensureInstalled(); // every board's movement on the same, finer clock
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
}

BoardView::~BoardView() = default;

void BoardView::setSession(GameSession *session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (!session)
        return;
    connect(session, &GameSession::gameStarted, this, [this] {
        finishAnimation();
        clearHint();
        m_highlighted.clear();
        m_speech.clear();
        onGameStarted();
        updateAccessibleDescription();
        update();
    });
    connect(session, &GameSession::movePlayed, this, [this](Move move) {
        clearHint();
        m_speech.clear(); // whoever speaks about this move says so after it

        onMovePlayed(move);
        updateAccessibleDescription();
        if (!isAnimating())
            update(); // else the animation's first tick paints the move
    });
    connect(session, &GameSession::moveUndone, this, [this](Move move) {
        clearHint();
        m_highlighted.clear();
        m_speech.clear();
        onMoveUndone(move);
        updateAccessibleDescription();
        update();
    });
    onGameStarted();
    update();
}

void BoardView::startMoveAnimation(QVariantAnimation *animation, int durationMs)
{
    m_startingMoveAnimation = true;
    animation->setDuration(std::max(1, durationMs));
    animation->start(); // sets the animation's first value, which updateAnimationFrame() leaves unpainted
    m_startingMoveAnimation = false;
}

bool BoardView::updateAnimationFrame(const QRect &region)
{
    if (m_startingMoveAnimation)
        return false;
    if (region.isNull())
        update();
    else
        update(region);
    return true;
}

void BoardView::setAnimationMs(int milliseconds)
{
    m_animationMs = std::max(0, milliseconds);
}

void BoardView::setInteractive(bool interactive)
{
    if (interactive == m_interactive)
        return;
    m_interactive = interactive;
    setCursor(interactive ? Qt::PointingHandCursor : Qt::ArrowCursor);
    update();
}

void BoardView::setHighContrast(bool on)
{
    if (on == m_highContrast)
        return;
    m_highContrast = on;
    update();
}

void BoardView::setTurnDescription(const QString &text)
{
    m_turnDescription = text;
    updateAccessibleDescription();
}

void BoardView::updateAccessibleDescription()
{
    QStringList parts;
    if (!m_turnDescription.isEmpty())
        parts << m_turnDescription;
    const QString cursor = m_session ? cursorDescription() : QString();
    if (!cursor.isEmpty())
        parts << cursor;
    const QString description = parts.join(QStringLiteral(". "));
    // Setting the same text again would make a screen reader repeat it.
    if (description != accessibleDescription())
        setAccessibleDescription(description);
}

void BoardView::paintSeatMark(QPainter &painter, const QRectF &box, int seat, const QColor &ink)
{
    painter.save();
    const qreal side = std::min(box.width(), box.height());
    QPen pen(ink, side * 0.16, Qt::SolidLine, Qt::RoundCap);
    painter.setPen(pen);
    painter.setBrush(Qt::NoBrush);
    const QPointF c = box.center();
    const qreal r = side * 0.3;
    if (seat == 0) {
        painter.drawLine(c + QPointF(-r, -r), c + QPointF(r, r));
        painter.drawLine(c + QPointF(-r, r), c + QPointF(r, -r));
    } else {
        painter.drawEllipse(c, r, r);
    }
    painter.restore();
}

void BoardView::showHint(Move move)
{
    m_hint = move;
    update();
}

void BoardView::clearHint()
{
    if (m_hint == kNoMove)
        return;
    m_hint = kNoMove;
    update();
}

void BoardView::setAnalysisShown(bool shown)
{
    if (shown == m_analysisShown)
        return;
    m_analysisShown = shown;
    if (!shown) {
        m_valuesHistory.clear();
        m_moveValues.clear();
    }
    onAnalysisShownChanged();
    update();
}

void BoardView::setMoveValues(const std::vector<Move> &history, const std::vector<MoveValue> &values)
{
    const bool samePosition = history == m_valuesHistory;
    m_valuesHistory = history;
    m_moveValues = values;
    if (!m_analysisShown)
        return;
    // The values come one by one, several times a move, and a whole board's
    // repaint took 5-7 ms of the window's thread (bench --window
    // --analysis-board): more values of the same position repaint only the
    // badges. A new position's first frame, or its move's animation's,
    // repaints the whole board.
    if (samePosition && !m_valuesRegion.isEmpty())
        update(m_valuesRegion);
    else if (!samePosition && isAnimating())
        return;
    else
        update();
}

const std::vector<MoveValue> &BoardView::moveValues() const
{
    static const std::vector<MoveValue> none;
    if (!m_analysisShown || !m_session || m_session->game().history() != m_valuesHistory)
        return none;
    return m_moveValues;
}

std::optional<MoveValue> BoardView::moveValue(Move move) const
{
    for (const MoveValue &value : moveValues())
        if (value.move == move)
            return value.atMost ? std::nullopt : std::optional<MoveValue>(value);
    return std::nullopt;
}

QString BoardView::shownValueText(const MoveValue &value) const
{
    return moveValueText(value);
}

bool BoardView::event(QEvent *event)
{
    // Before any game's own mouse and key handling: while the banner is up,
    // the first click or Escape only puts it away.
    if (isBannerShown()) {
        const bool click = event->type() == QEvent::MouseButtonPress;
        const bool escape =
            event->type() == QEvent::KeyPress && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape;
        if (click || escape) {
            m_bannerDismissed = true;
            update();
            event->accept();
            return true;
        }
    }
    if (event->type() == QEvent::ToolTip && m_analysisShown) {
        const auto *help = static_cast<QHelpEvent *>(event);
        if (const std::optional<MoveValue> value = shownValueAt(QPointF(help->pos()))) {
            QToolTip::showText(help->globalPos(), moveValueExplanation(*value), this);
            return true;
        }
        QToolTip::hideText();
        event->ignore();
        return true;
    }
    return QWidget::event(event);
}

void BoardView::paintMoveValues(QPainter &painter, std::vector<ValueBadge> badges) const
{
    m_valuesRegion = QRegion();
    for (ValueBadge &badge : badges) {
        if (badge.value)
            badge.text = shownValueText(*badge.value);
        m_valuesRegion += badge.box.toAlignedRect().adjusted(-1, -1, 1, 1); // and the antialiased edge
    }
    paintValueBadges(painter, badges, font(), m_highContrast);
}

void BoardView::setHighlightedCells(const std::vector<Cell> &cells)
{
    if (cells == m_highlighted)
        return; // the window sets them after every move: no repaint for nothing
    m_highlighted = cells;
    update();
}

void BoardView::setBanner(const QString &text)
{
    if (text == m_banner)
        return;
    m_banner = text;
    m_bannerDismissed = false;
    update();
}

void BoardView::setSpeech(int seat, const QString &text)
{
    if (seat == m_speechSeat && text == m_speech)
        return;
    m_speechSeat = seat;
    m_speech = text;
    update();
}

QRectF BoardView::speechArea() const
{
    const QRectF board = boardRect();
    const qreal height = std::max(28.0, board.width() / 14);
    return QRectF(board.left(), std::max(2.0, board.top() - height * 1.25), board.width(), height);
}

QSize BoardView::sizeHint() const
{
    return {640, 600};
}

QSize BoardView::minimumSizeHint() const
{
    return {260, 240};
}

void BoardView::paintEvent(QPaintEvent *event)
{
    m_repainted = event->region();
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    paintBoard(painter);
    paintSpeech(painter);
    paintBanner(painter);
    m_repainted = {};
}

bool BoardView::isRepainted(const QRectF &rect) const
{
    return m_repainted.isEmpty() || m_repainted.intersects(rect.toAlignedRect());
}

QPixmap BoardView::paintedLayer(const std::function<void(QPainter &)> &paint, LayerAlpha alpha, const QRect &area) const
{
    const qreal ratio = devicePixelRatioF();
    const QRect covered = area.isNull() ? rect() : area;
    QPixmap pixmap((QSizeF(covered.size()) * ratio).toSize());
    pixmap.setDevicePixelRatio(ratio);
    // Filling with a transparent colour gives the pixmap an alpha channel,
    // with an opaque one it keeps none.
    pixmap.fill(alpha == LayerAlpha::Opaque ? palette().window().color() : QColor(Qt::transparent));
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setRenderHint(QPainter::TextAntialiasing);
    painter.translate(-covered.topLeft());
    paint(painter);
    return pixmap;
}

BoardView::BannerLayout BoardView::bannerLayout() const
{
    BannerLayout layout;
    if (!isBannerShown())
        return layout;
    const QRectF board = boardRect();
    layout.font = font();
    layout.font.setBold(true);
    // A long message ("Game OVER! - You've lost!", or longer in Romanian)
    // gets a smaller font rather than losing its end; below a readable size
    // it takes two lines, and only a message longer than that is cut short.
    // The text keeps a margin of one font size on each side of the box.
    const qreal room = board.width() * 0.94;
    int pixels = std::max(14, int(board.width() / 16));
    layout.font.setPixelSize(pixels);
    const qreal wanted = QFontMetricsF(layout.font).horizontalAdvance(m_banner) + pixels * 2.0;
    if (wanted > room) {
        pixels = std::max(12, int(pixels * room / wanted));
        layout.font.setPixelSize(pixels);
    }
    const QFontMetricsF metrics(layout.font);
    const qreal advance = metrics.horizontalAdvance(m_banner);
    const qreal width = std::min(room, advance + pixels * 2.0);
    const qreal textWidth = width - pixels * 2.0;
    qreal height = pixels * 2.4;
    layout.text = m_banner;
    if (advance > textWidth) {
        const QRectF lines =
            metrics.boundingRect(QRectF(0, 0, textWidth, height * 10), Qt::AlignCenter | Qt::TextWordWrap, m_banner);
        if (lines.height() <= metrics.lineSpacing() * 2 + 1 && lines.width() <= textWidth) {
            layout.wrapped = true;
            height = lines.height() + pixels * 1.4;
        } else {
            layout.text = metrics.elidedText(m_banner, Qt::ElideRight, textWidth);
        }
    }

    // Centred on the board unless that hides the winning line; then near its
    // top or its bottom, or just below or above it (a diagonal crosses every
    // height of the board), whichever hides least of it; always inside the
    // widget.
    const auto hidden = [this](const QRectF &box) {
        qreal area = 0;
        for (const Cell &cell : m_highlighted) {
            const QRectF covered = box.intersected(cellRect(cell));
            area += covered.width() * covered.height();
        }
        return area;
    };
    qreal leastHidden = 0;
    const qreal tops[] = {board.center().y() - height / 2, board.top() + board.height() / 6 - height / 2,
                          board.top() + board.height() * 5 / 6 - height / 2, board.bottom() + 2,
                          board.top() - height - 2};
    for (const qreal top : tops) {
        QRectF box(board.center().x() - width / 2, top, width, height);
        box.moveTop(std::clamp(box.top(), 0.0, std::max(0.0, this->height() - height)));
        const qreal h = hidden(box);
        if (layout.box.isNull() || h < leastHidden) {
            layout.box = box;
            leastHidden = h;
        }
        if (leastHidden == 0)
            break;
    }
    layout.textBox = layout.box.adjusted(pixels, 0, -pixels, 0);
    return layout;
}

QRectF BoardView::bannerRect() const
{
    return bannerLayout().box;
}

QString BoardView::bannerShownText() const
{
    return bannerLayout().text;
}

bool BoardView::bannerWraps() const
{
    return bannerLayout().wrapped;
}

void BoardView::paintBanner(QPainter &painter) const
{
    // The result stays hidden until the last piece has landed.
    if (m_banner.isEmpty() || isAnimating())
        return;
    const BannerLayout layout = bannerLayout();
    const QRectF &box = layout.box;
    const qreal height = box.height();

    painter.save();
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0, 0, 0, 60));
    painter.drawRoundedRect(box.translated(0, height * 0.08), height * 0.3, height * 0.3);
    QLinearGradient fill(box.topLeft(), box.bottomLeft());
    fill.setColorAt(0, QColor(40, 44, 58, 235));
    fill.setColorAt(1, QColor(20, 22, 30, 235));
    painter.setBrush(fill);
    // On a dark background the dark banner needs a brighter rim to stand out.
    painter.setPen(QPen(QColor(255, 255, 255, isDarkScheme() ? 170 : 90), std::max(1.0, height * 0.03)));
    painter.drawRoundedRect(box, height * 0.3, height * 0.3);
    painter.setFont(layout.font);
    painter.setPen(QColor(255, 255, 255));
    painter.drawText(layout.textBox, Qt::AlignCenter | (layout.wrapped ? Qt::TextWordWrap : 0), layout.text);
    painter.restore();
}

void BoardView::paintSpeech(QPainter &painter) const
{
    if (m_speech.isEmpty())
        return;
    const QRectF area = speechArea();
    if (!isRepainted(QRectF(0, area.top(), width(), area.height())))
        return;
    QFont font = this->font();
    font.setPixelSize(std::max(11, int(area.height() * 0.42)));
    const QFontMetricsF metrics(font);
    const qreal dot = font.pixelSize() * 0.8;
    const qreal pad = font.pixelSize() * 0.7;
    // The bubble starts over the board's left edge and may reach past its
    // right one, as far as the widget goes.
    const qreal room = std::max(area.width(), this->width() - 8.0);
    const qreal width = std::min(room, metrics.horizontalAdvance(m_speech) + dot + pad * 3);
    const qreal left = std::clamp(area.left(), 4.0, std::max(4.0, this->width() - 4.0 - width));
    const QRectF box(left, area.top(), width, area.height() * 0.8);

    painter.save();
    // A comic-style bubble whose tail points down at the board.
    QPainterPath bubble;
    bubble.addRoundedRect(box, box.height() * 0.45, box.height() * 0.45);
    QPainterPath tail;
    const qreal tx = box.left() + pad * 2;
    tail.moveTo(tx, box.bottom() - 1);
    tail.lineTo(tx + pad * 0.2, area.bottom());
    tail.lineTo(tx + pad * 1.2, box.bottom() - 1);
    tail.closeSubpath();
    bubble = bubble.united(tail);
    painter.setPen(QPen(QColor(40, 44, 58, 200), std::max(1.0, font.pixelSize() * 0.09)));
    painter.setBrush(QColor(255, 255, 255, 245));
    painter.drawPath(bubble);
    // The speaker's colour, so people see which seat talks.
    painter.setBrush(seatColour(m_speechSeat));
    painter.setPen(QPen(QColor(40, 44, 58, 160), 1));
    painter.drawEllipse(QPointF(box.left() + pad + dot / 2, box.center().y()), dot / 2, dot / 2);
    painter.setFont(font);
    painter.setPen(QColor(30, 34, 44));
    const QRectF text = box.adjusted(pad * 1.6 + dot, 0, -pad, 0);
    painter.drawText(text, Qt::AlignVCenter | Qt::AlignLeft,
                     metrics.elidedText(m_speech, Qt::ElideRight, text.width()));
    painter.restore();
}

} // namespace quatre::ui
