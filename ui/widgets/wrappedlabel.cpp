#include "ui/widgets/wrappedlabel.h"

#include <QEvent>
#include <QFontMetrics>
#include <QPainter>
#include <QStyle>

#include <algorithm>

namespace quatre::ui {

WrappedLabel::WrappedLabel(QWidget *parent)
    : QWidget(parent)
{
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

void WrappedLabel::setText(const QString &text)
{
    if (text == m_text)
        return;
    const int heightBefore = measure(width()).height;
    m_text = text;
    m_measure.reset();
    update();
    // Until it is laid out its width says nothing, and its size is asked anyway.
    if (width() <= 0)
        updateGeometry();
    else if (const Measure &now = measure(width()); now.height != heightBefore || now.overflows)
        updateGeometry();
}

int WrappedLabel::heightForWidth(int width) const
{
    return measure(width).height;
}

const WrappedLabel::Measure &WrappedLabel::measure(int width) const
{
    if (!m_measure || m_measure->width != width) {
        const int line = QFontMetrics(font()).height();
        if (m_text.isEmpty()) {
            m_measure = Measure{width, line, false};
        } else {
            // A word wider than the room stays whole on its line, which then
            // passes the room (as widestWord() counts on).
            const QRect lines = wrapped(width);
            m_measure = Measure{width, std::max(line, lines.height()), lines.width() > width};
        }
    }
    return *m_measure;
}

// Measured from the top: centred in a tall room, the lines' box can come out
// a pixel taller than drawn.
QRect WrappedLabel::wrapped(int width) const
{
    const QRect room(0, 0, std::max(1, width), QWIDGETSIZE_MAX);
    const int flags = (kFlags & ~Qt::AlignVertical_Mask) | Qt::AlignTop;
    return QFontMetrics(font()).boundingRect(room, flags, m_text);
}

QSize WrappedLabel::sizeHint() const
{
    const QFontMetrics metrics(font());
    // The whole text on one line, as wide as it wants.
    return {metrics.horizontalAdvance(m_text), metrics.height()};
}

QSize WrappedLabel::minimumSizeHint() const
{
    return {widestWord(), QFontMetrics(font()).height()};
}

int WrappedLabel::widestWord() const
{
    return m_text.isEmpty() ? 0 : wrapped(1).width(); // a line at every break
}

void WrappedLabel::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    style()->drawItemText(&painter, rect(), kFlags, palette(), isEnabled(), m_text, foregroundRole());
}

void WrappedLabel::resizeEvent(QResizeEvent *event)
{
    // A layout keeps the heights it measured for each width: given a width
    // it measured for an earlier text (setText() asks again only when the
    // height at its own width changes), a text that no longer fits asks.
    if (heightForWidth(width()) > height())
        updateGeometry();
    QWidget::resizeEvent(event);
}

void WrappedLabel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange) {
        m_measure.reset();
        updateGeometry();
    }
    QWidget::changeEvent(event);
}

} // namespace quatre::ui
