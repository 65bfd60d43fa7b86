#include "ui/networkplay/networkbar.h"

#include "ui/networkplay/networkplay.h"

#include <QApplication>
#include <QClipboard>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>

namespace quatre::ui {

NetworkBar::NetworkBar(NetworkPlay *play, QWidget *parent)
    : QFrame(parent)
    , m_play(play)
    , m_text(new QLabel(this))
    , m_accept(new QPushButton(this))
    , m_decline(new QPushButton(this))
    , m_reconnect(new QPushButton(this))
    , m_ai(new QPushButton(this))
    , m_stop(new QPushButton(this))
    , m_copy(new QPushButton(this))
{
    setObjectName(QStringLiteral("networkBar"));
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);
    m_text->setObjectName(QStringLiteral("networkText"));
    m_text->setTextFormat(Qt::PlainText); // the other player's name and words are never markup
    m_text->setWordWrap(true);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_accept->setObjectName(QStringLiteral("acceptButton"));
    m_decline->setObjectName(QStringLiteral("declineButton"));
    m_reconnect->setObjectName(QStringLiteral("reconnectButton"));
    m_ai->setObjectName(QStringLiteral("aiButton"));
    m_stop->setObjectName(QStringLiteral("stopButton"));
    m_copy->setObjectName(QStringLiteral("copyButton"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 4, 8, 4);
    layout->addWidget(m_text, 1);
    for (QPushButton *button : {m_copy, m_accept, m_decline, m_reconnect, m_ai, m_stop})
        layout->addWidget(button);

    connect(m_accept, &QPushButton::clicked, play, [play] { play->answer(true); });
    connect(m_decline, &QPushButton::clicked, play, [play] { play->answer(false); });
    connect(m_reconnect, &QPushButton::clicked, play, &NetworkPlay::reconnect);
    connect(m_ai, &QPushButton::clicked, this, &NetworkBar::continueAgainstAiRequested);
    connect(m_stop, &QPushButton::clicked, this, [this] {
        if (m_play->state() == NetworkPlay::State::Idle)
            setEvent({}); // only words left to dismiss
        else
            m_play->leave();
    });
    connect(m_copy, &QPushButton::clicked, this, [play] { QApplication::clipboard()->setText(play->joinCode()); });
    connect(play, &NetworkPlay::stateChanged, this, [this] {
        m_event.clear();
        refresh();
    });
    connect(play, &NetworkPlay::requestsChanged, this, &NetworkBar::refresh);
    refresh();
}

QString NetworkBar::text() const
{
    return m_text->text();
}

void NetworkBar::setEvent(const QString &text)
{
    m_event = text;
    refresh();
}

QString NetworkBar::requestText() const
{
    const QString name = m_play->peerName();
    if (const auto pending = m_play->pendingRequest()) {
        switch (*pending) {
        case net::RequestKind::Undo: return tr("%1 asks to take back a move.").arg(name);
        case net::RequestKind::NewGame: return tr("%1 asks to start a new game.").arg(name);
        case net::RequestKind::Rematch: return tr("%1 asks for a rematch.").arg(name);
        }
    }
    if (const auto asked = m_play->askedRequest()) {
        switch (*asked) {
        case net::RequestKind::Undo: return tr("Waiting for %1 to allow taking back a move…").arg(name);
        case net::RequestKind::NewGame:
        case net::RequestKind::Rematch: return tr("Waiting for %1 to agree to a new game…").arg(name);
        }
    }
    return {};
}

QString NetworkBar::stateText() const
{
    switch (m_play->state()) {
    case NetworkPlay::State::Idle: return {};
    case NetworkPlay::State::Hosting:
        //: %1 the port, %2 this computer's addresses, %3 the join code
        return tr("Waiting for a player on port %1. Give your friend an address of this computer (%2) and the join "
                  "code %3.")
            .arg(m_play->port())
            .arg(m_play->addresses().join(QLatin1String(", ")), m_play->joinCode());
    case NetworkPlay::State::Joining: return tr("Joining the game…");
    case NetworkPlay::State::Playing: return requestText();
    case NetworkPlay::State::Lost:
        if (m_play->isHost()) {
            if (m_play->addresses().isEmpty())
                return tr("%1 The game is kept: save it, or play on against the computer.").arg(m_play->lostReason());
            return tr("%1 The game is kept: %2 can come back with the same code (%3), or save it, or play on "
                      "against the computer.")
                .arg(m_play->lostReason(), m_play->peerName(), m_play->joinCode());
        }
        return tr("%1 The game is kept: reconnect to go on, or save it, or play on against the computer.")
            .arg(m_play->lostReason());
    }
    return {};
}

void NetworkBar::refresh()
{
    const NetworkPlay::State state = m_play->state();
    QString text = stateText();
    if (!m_event.isEmpty())
        text = text.isEmpty() ? m_event : m_event + QLatin1Char(' ') + text;
    m_text->setText(text);
    const bool asked = state == NetworkPlay::State::Playing && m_play->pendingRequest().has_value();
    m_accept->setText(tr("&Accept"));
    m_decline->setText(tr("&Decline"));
    m_reconnect->setText(tr("&Reconnect"));
    m_ai->setText(tr("Play On Against the &Computer"));
    m_copy->setText(tr("&Copy Code"));
    switch (state) {
    case NetworkPlay::State::Idle: m_stop->setText(tr("&Close")); break;
    case NetworkPlay::State::Hosting: m_stop->setText(tr("&Stop Hosting")); break;
    case NetworkPlay::State::Joining: m_stop->setText(tr("Cancel")); break;
    case NetworkPlay::State::Playing:
    case NetworkPlay::State::Lost: m_stop->setText(tr("&Leave")); break;
    }
    m_accept->setVisible(asked);
    m_decline->setVisible(asked);
    m_reconnect->setVisible(state == NetworkPlay::State::Lost && !m_play->isHost());
    m_ai->setVisible(state == NetworkPlay::State::Lost);
    m_copy->setVisible(state == NetworkPlay::State::Hosting);
    m_stop->setVisible(state != NetworkPlay::State::Playing);
    setVisible(!text.isEmpty());
}

void NetworkBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QFrame::changeEvent(event);
}

} // namespace quatre::ui
