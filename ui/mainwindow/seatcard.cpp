#include "ui/mainwindow/seatcard.h"

#include "ui/board/boardview.h"
#include "ui/theme/colourscheme.h"
#include "ui/widgets/wrappedlabel.h"

#include <QGridLayout>
#include <QLabel>
#include <QPainter>
#include <QPixmap>
#include <QRadialGradient>

#include <algorithm>

namespace quatre::ui {

namespace {

QPixmap swatch(const QColor &colour, int size, qreal ratio, int seat, const QColor &markInk)
{
    QPixmap pixmap(QSize(size, size) * ratio);
    pixmap.setDevicePixelRatio(ratio);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    QRadialGradient fill(QPointF(size * 0.38, size * 0.35), size * 0.65);
    fill.setColorAt(0, colour.lighter(150));
    fill.setColorAt(0.5, colour);
    fill.setColorAt(1, colour.darker(170));
    painter.setBrush(fill);
    painter.setPen(QPen(colour.darker(200), 1));
    painter.drawEllipse(QRectF(1, 1, size - 2, size - 2));
    if (markInk.isValid())
        BoardView::paintSeatMark(painter, QRectF(size * 0.2, size * 0.2, size * 0.6, size * 0.6), seat, markInk);
    return pixmap;
}

} // namespace

SeatCard::SeatCard(QWidget *parent)
    : QFrame(parent)
    , m_swatch(new QLabel(this))
    , m_name(new QLabel(this))
    , m_player(new QLabel(this))
    , m_status(new WrappedLabel(this))
{
    m_status->setObjectName(QStringLiteral("status"));
    // The side panel keeps its width (see SidePanel::updateWidth()): a long
    // player or status text takes another line instead.
    m_player->setWordWrap(true);
    // A remote person's name comes from the network: never rich text or a link.
    m_player->setTextFormat(Qt::PlainText);
    QFont bold = m_name->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_name->setFont(bold);
    QFont italic = m_status->font();
    italic.setItalic(true);
    m_status->setFont(italic);

    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(10, 8, 10, 8);
    layout->setHorizontalSpacing(10);
    layout->setVerticalSpacing(2);
    layout->addWidget(m_swatch, 0, 0, 3, 1, Qt::AlignVCenter);
    layout->addWidget(m_name, 0, 1);
    layout->addWidget(m_player, 1, 1);
    layout->addWidget(m_status, 2, 1);
    layout->setColumnStretch(1, 1);
}

void SeatCard::setSeat(const QString &name, const QColor &colour, const QString &player, int seat,
                       const QColor &markInk)
{
    // The window calls this after every move; most of the time nothing
    // changed, and a new text or pixmap costs the labels a new layout.
    const qreal ratio = devicePixelRatioF();
    if (name == m_name->text() && player == m_player->text() && colour == m_colour && ratio == m_swatchRatio
        && markInk == m_markInk)
        return;
    m_name->setText(name);
    m_player->setText(player);
    m_colour = colour;
    m_swatchRatio = ratio;
    m_markInk = markInk;
    m_swatch->setPixmap(swatch(colour, 30, ratio, seat, markInk));
    // A screen reader reads the card as one thing: "Red: You", then its status.
    setAccessibleName(QStringLiteral("%1: %2").arg(name, player));
    update();
}

void SeatCard::setActive(bool active)
{
    if (active == m_active)
        return;
    m_active = active;
    update();
}

void SeatCard::setStatus(const QString &status)
{
    m_status->setText(status);
    setAccessibleDescription(status);
}

QString SeatCard::status() const
{
    return m_status->text();
}

QString SeatCard::name() const
{
    return m_name->text();
}

QString SeatCard::player() const
{
    return m_player->text();
}

// Painted here rather than by a style sheet: the turn changes with every
// move, and setting a style sheet re-polishes the card and all its labels each
// time, several milliseconds of the window's event loop (measured with
// quatre-cli bench --window).
void SeatCard::paintEvent(QPaintEvent *)
{
    // The seat to move gets a tint of its own colour and a thicker border in it.
    QColor background = palette().color(QPalette::Base);
    QColor border = palette().color(QPalette::Mid);
    qreal width = 1;
    if (m_active && m_colour.isValid()) {
        if (isDarkPalette(palette())) {
            // A deep tint under the light text; a dark seat (4Mation's
            // Black) takes a lighter shade of itself as its border.
            background = QColor::fromHsv(m_colour.hue(), std::min(m_colour.saturation(), 120), 72);
            border = m_colour.lightness() < 100 ? m_colour.lighter(260) : m_colour;
        } else {
            background = QColor::fromHsv(m_colour.hue(), std::min(m_colour.saturation(), 45), 253);
            // A pale seat (4Mation's White) would get a border as pale as the
            // card; it takes a much darker shade of itself instead.
            border = m_colour.darker(m_colour.lightness() > 180 ? 190 : 110);
        }
        width = 2;
    }
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(border, width));
    painter.setBrush(background);
    const qreal inset = width / 2;
    painter.drawRoundedRect(QRectF(rect()).adjusted(inset, inset, -inset, -inset), 7, 7);
}

} // namespace quatre::ui
