#include "ui/networkplay/chatbox.h"

#include "ui/network/protocol.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace quatre::ui {

namespace {

// The lines kept: a long evening's chat, not an unbounded log.
constexpr int kMaxLines = 500;

} // namespace

ChatBox::ChatBox(QWidget *parent)
    : QWidget(parent)
    , m_heading(new QLabel(this))
    , m_lines(new QPlainTextEdit(this))
    , m_line(new QLineEdit(this))
    , m_send(new QPushButton(this))
{
    setObjectName(QStringLiteral("chatBox"));
    m_lines->setObjectName(QStringLiteral("chatLines"));
    m_lines->setReadOnly(true);
    m_lines->setMaximumBlockCount(kMaxLines);
    m_lines->setMinimumHeight(60);
    m_line->setObjectName(QStringLiteral("chatLine"));
    m_line->setMaxLength(net::kMaxChatLength);
    m_send->setObjectName(QStringLiteral("chatSend"));
    QFont bold = m_heading->font();
    bold.setBold(true);
    m_heading->setFont(bold);

    auto *entry = new QHBoxLayout;
    entry->setContentsMargins(0, 0, 0, 0);
    entry->addWidget(m_line, 1);
    entry->addWidget(m_send);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_heading);
    layout->addWidget(m_lines, 1);
    layout->addLayout(entry);
    connect(m_line, &QLineEdit::returnPressed, this, &ChatBox::send);
    connect(m_send, &QPushButton::clicked, this, &ChatBox::send);
    retranslate();
}

void ChatBox::addLine(const QString &author, const QString &text)
{
    // appendPlainText never reads markup: "<a href=…>" shows as typed.
    //: a chat line: %1 who said it, %2 what they said
    m_lines->appendPlainText(tr("%1: %2").arg(author, text));
}

void ChatBox::clear()
{
    m_lines->clear();
    m_line->clear();
}

void ChatBox::setSendingEnabled(bool enabled)
{
    m_line->setEnabled(enabled);
    m_send->setEnabled(enabled);
}

QString ChatBox::transcript() const
{
    return m_lines->toPlainText();
}

void ChatBox::send()
{
    const QString text = m_line->text().trimmed();
    if (text.isEmpty() || !m_line->isEnabled())
        return;
    m_line->clear();
    emit lineEntered(text);
}

void ChatBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ChatBox::retranslate()
{
    m_heading->setText(tr("Chat"));
    m_send->setText(tr("Send"));
    m_line->setPlaceholderText(tr("Say something to the other player"));
}

} // namespace quatre::ui
