#include "ui/mainwindow/noticebar.h"

#include "ui/theme/colourscheme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>
#include <QToolButton>

namespace quatre::ui {

NoticeBar::NoticeBar(QWidget *parent)
    : QFrame(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_close(new QToolButton(this))
{
    // Amber, the usual colour of a warning that is not an error.
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    applyBarTint(this, BarTint::Warning);

    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize) * 3 / 2;
    m_icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning).pixmap(iconSize, iconSize));
    m_icon->setAlignment(Qt::AlignTop);
    // File names and parser messages are quoted as they are, never as markup.
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setAutoRaise(true);
    m_close->setObjectName(QStringLiteral("noticeClose"));
    connect(m_close, &QToolButton::clicked, this, &NoticeBar::dismiss);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 6, 4, 6);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    retranslate();
    hide();
}

void NoticeBar::addNotice(std::function<QString()> text)
{
    m_notices.push_back(std::move(text));
    updateText();
    show();
}

QStringList NoticeBar::notices() const
{
    QStringList texts;
    for (const auto &notice : m_notices)
        texts.append(notice());
    return texts;
}

void NoticeBar::dismiss()
{
    m_notices.clear();
    m_text->clear();
    hide();
}

void NoticeBar::retranslate()
{
    m_close->setToolTip(tr("Close this message"));
    m_close->setAccessibleName(tr("Close this message"));
    updateText();
}

void NoticeBar::updateText()
{
    m_text->setText(notices().join(QLatin1Char('\n')));
}

void NoticeBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::ApplicationPaletteChange || event->type() == QEvent::PaletteChange)
        applyBarTint(this, BarTint::Warning); // light or dark now
    QFrame::changeEvent(event);
}

} // namespace quatre::ui
