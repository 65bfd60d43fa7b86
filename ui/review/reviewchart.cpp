#include "ui/review/reviewchart.h"

#include <QEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace quatre::ui {

namespace {

// An estimate's height: it says only who is better, not by how much.
constexpr qreal kEstimateHeight = 0.3;
// The least height of a win or a loss, so a late one still stands apart from a draw.
constexpr qreal kSlowestWin = 0.45;
// A win further away than this many plies is drawn as the slowest.
constexpr int kPlyScale = 40;

// A point's radius at most (few moves, a wide chart), a mistake's and a
// blunder's larger by these factors, and the shown move's ring this far out
// with this pen width.
constexpr qreal kLargestRadius = 4.0;
constexpr qreal kMistakeScale = 1.5;
constexpr qreal kBlunderScale = 1.9;
constexpr qreal kRingGap = 3.0;
constexpr qreal kRingPen = 2.0;
// The plot keeps this far inside the widget, so that the largest mark, a
// shown blunder at a corner (the last moves are often there), stays whole
// within the frame: its ring and the antialiased edge.
constexpr qreal kPlotMargin = kLargestRadius * kBlunderScale + kRingGap + kRingPen / 2 + 1;

} // namespace

ReviewChart::ReviewChart(QWidget *parent)
    : QWidget(parent)
{
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
    setCursor(Qt::PointingHandCursor);
    retranslate();
}

void ReviewChart::retranslate()
{
    // The chart has no room for a legend: the tooltip is its legend.
    setToolTip(tr("<p>A point for each move: the position after it, from the first player's side. Up, the first "
                  "player wins (the higher, the sooner); down, the second player wins; the middle line, a draw.</p>"
                  "<p>Large orange points are mistakes, larger red diamonds blunders; a hollow point is only an "
                  "estimate. Click a point to see its position.</p>"));
}

QSize ReviewChart::sizeHint() const
{
    return {200, 90};
}

QSize ReviewChart::minimumSizeHint() const
{
    return {120, 90};
}

void ReviewChart::setMoves(const std::vector<std::optional<ReviewedMove>> &reviews,
                           const std::vector<std::optional<MoveValue>> &played)
{
    m_reviews = reviews;
    m_played = played;
    update();
}

void ReviewChart::setShownMove(int ply)
{
    m_shown = ply;
    update();
}

std::optional<qreal> ReviewChart::pointValue(int ply) const
{
    if (ply < 0 || std::size_t(ply) >= m_played.size() || !m_played[std::size_t(ply)])
        return std::nullopt;
    const MoveValue first = forFirstPlayer(*m_played[std::size_t(ply)], ply % 2);
    if (!first.exact)
        return first.score > 0 ? kEstimateHeight : first.score < 0 ? -kEstimateHeight : 0.0;
    if (first.verdict.outcome == 0)
        return 0.0;
    const qreal nearness = 1.0 - std::min(first.verdict.plies, kPlyScale) / qreal(kPlyScale);
    return first.verdict.outcome * (kSlowestWin + (1 - kSlowestWin) * nearness);
}

QRectF ReviewChart::plotArea() const
{
    return QRectF(rect()).adjusted(kPlotMargin, kPlotMargin, -kPlotMargin, -kPlotMargin);
}

QPointF ReviewChart::pointPosition(int ply) const
{
    const QRectF area = plotArea();
    const int count = std::max<int>(2, int(m_played.size()));
    const qreal x = area.left() + area.width() * ply / (count - 1);
    return {x, area.center().y() - area.height() / 2 * pointValue(ply).value_or(0)};
}

void ReviewChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        dropPictures();
    else if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ReviewChart::dropPictures()
{
    m_background = QPixmap();
    m_marks.clear();
}

void ReviewChart::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const qreal pixelRatio = painter.device()->devicePixelRatioF();
    if (pixelRatio != m_picturesPixelRatio) { // another screen
        dropPictures();
        m_picturesPixelRatio = pixelRatio;
    }
    painter.drawPixmap(0, 0, background(pixelRatio));
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette &colours = palette();
    const QRectF area = plotArea();

    // The line through the known points, broken where a value is missing.
    QColor ink = colours.color(QPalette::Text);
    ink.setAlpha(150);
    painter.setPen(QPen(ink, 1.5));
    QPainterPath line;
    bool drawing = false;
    for (int ply = 0; ply < int(m_played.size()); ++ply) {
        if (!pointValue(ply)) {
            drawing = false;
            continue;
        }
        if (drawing)
            line.lineTo(pointPosition(ply));
        else
            line.moveTo(pointPosition(ply));
        drawing = true;
    }
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(line);

    const qreal radius =
        std::clamp(area.width() / std::max<std::size_t>(1, m_played.size()) * 0.35, 2.0, kLargestRadius);
    for (int ply = 0; ply < int(m_played.size()); ++ply) {
        if (!pointValue(ply))
            continue;
        const QPointF centre = pointPosition(ply);
        const std::optional<ReviewedMove> &review = m_reviews[std::size_t(ply)];
        const MoveClass moveClass = review ? review->moveClass : MoveClass::NotAnalysed;
        qreal r = radius;
        QColor fill = colours.color(QPalette::Text);
        if (moveClass == MoveClass::Mistake) {
            fill = QColor(0xe6, 0x9f, 0x00); // Okabe-Ito orange: told apart in every colour vision
            r = radius * kMistakeScale;
        } else if (moveClass == MoveClass::Blunder) {
            fill = QColor(0xd5, 0x5e, 0x00);
            r = radius * kBlunderScale;
        }
        if (ply == m_shown) {
            painter.setPen(QPen(colours.color(QPalette::Highlight), kRingPen));
            painter.setBrush(Qt::NoBrush);
            painter.drawEllipse(centre, r + kRingGap, r + kRingGap);
        }
        const PointMark mark{fill.rgba(), qRound(r * 16), m_played[std::size_t(ply)]->exact,
                             moveClass == MoveClass::Blunder};
        const QPixmap &picture = markPicture(mark, pixelRatio);
        const QSizeF size = picture.deviceIndependentSize();
        painter.drawPixmap(centre - QPointF(size.width() / 2, size.height() / 2), picture);
    }
}

const QPixmap &ReviewChart::background(qreal pixelRatio)
{
    // The frame and the lines of a draw and of the slowest wins, drawn once
    // for a size and palette: filling the whole chart each time made Qt's
    // raster engine share the fill out to its thread pool and wait for it.
    const QSize pixels = (QSizeF(size()) * pixelRatio).toSize();
    if (m_background.size() == pixels)
        return m_background;
    m_background = QPixmap(pixels);
    m_background.setDevicePixelRatio(pixelRatio);
    m_background.fill(Qt::transparent);
    QPainter painter(&m_background);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette &colours = palette();
    const QRectF area = plotArea();
    painter.setPen(QPen(colours.color(QPalette::Mid), 1));
    painter.setBrush(colours.color(QPalette::Base));
    painter.drawRoundedRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5), 4, 4);
    painter.drawLine(QPointF(area.left(), area.center().y()), QPointF(area.right(), area.center().y()));
    QColor faint = colours.color(QPalette::Mid);
    faint.setAlpha(90);
    painter.setPen(QPen(faint, 1, Qt::DotLine));
    for (const qreal level : {kSlowestWin, -kSlowestWin}) {
        const qreal y = area.center().y() - area.height() / 2 * level;
        painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
    }
    return m_background;
}

const QPixmap &ReviewChart::markPicture(const PointMark &mark, qreal pixelRatio)
{
    // A point's mark is drawn once and then copied: stroking a small
    // antialiased ellipse costs far more than copying its pixels, and a
    // review's chart is painted again for each result (a few marks at most
    // differ: the classes, and an estimate's hollow point).
    if (const auto found = m_marks.find(mark); found != m_marks.end())
        return found->second;
    const qreal r = mark.radius16 / 16.0;
    // Room for the pen's half width and the antialiased edge; odd in device
    // pixels, so that the mark's centre is a pixel's middle. A copy lands on
    // whole pixels, within half a pixel of the point's exact centre.
    const int side = 2 * int(std::ceil((r + 1.5) * pixelRatio)) + 1;
    QPixmap picture(side, side);
    picture.setDevicePixelRatio(pixelRatio);
    picture.fill(Qt::transparent);
    QPainter painter(&picture);
    painter.setRenderHint(QPainter::Antialiasing);
    const QColor fill = QColor::fromRgba(mark.fill);
    painter.setPen(QPen(fill, 1.2));
    painter.setBrush(mark.filled ? fill : palette().color(QPalette::Base));
    const QPointF centre(side / pixelRatio / 2, side / pixelRatio / 2);
    if (mark.diamond) // a blunder: a diamond, so it is found without colour too
        painter.drawPolygon(QPolygonF(
            {centre + QPointF(0, -r), centre + QPointF(r, 0), centre + QPointF(0, r), centre + QPointF(-r, 0)}));
    else
        painter.drawEllipse(centre, r, r);
    painter.end();
    return m_marks.emplace(mark, std::move(picture)).first->second;
}

void ReviewChart::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton || m_played.empty())
        return;
    // The nearest move along the chart, known or not.
    const QRectF area = plotArea();
    const int count = int(m_played.size());
    const qreal step = count > 1 ? area.width() / (count - 1) : area.width();
    const int ply = std::clamp(int(std::lround((event->position().x() - area.left()) / step)), 0, count - 1);
    emit moveClicked(ply);
}

} // namespace quatre::ui
