#include "ui/rules/firsttimetip.h"

#include "ui/registry/gameregistry.h"
#include "ui/registry/gametext.h"
#include "ui/registry/rulespage.h"
#include "ui/session/gamesession.h"
#include "ui/theme/colourscheme.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QStyle>
#include <QToolButton>

namespace quatre::ui {

FirstTimeTip::FirstTimeTip(QSettings *store, const GameRegistry &games, const GameSession *session, QWidget *parent)
    : QFrame(parent)
    , m_store(store)
    , m_games(games)
    , m_session(session)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
    , m_rules(new QPushButton(this))
    , m_close(new QToolButton(this))
{
    setObjectName(QStringLiteral("firstTimeTip"));
    // Blue, the usual colour of information rather than a warning (the
    // notice bar's amber).
    setFrameShape(QFrame::StyledPanel);
    setAutoFillBackground(true);
    applyBarTint(this, BarTint::Information);

    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize) * 3 / 2;
    m_icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxInformation).pixmap(iconSize, iconSize));
    m_icon->setAlignment(Qt::AlignTop);
    m_text->setObjectName(QStringLiteral("tipText"));
    m_text->setTextFormat(Qt::PlainText);
    m_text->setWordWrap(true);
    m_rules->setObjectName(QStringLiteral("tipRules"));
    m_close->setObjectName(QStringLiteral("tipClose"));
    m_close->setIcon(style()->standardIcon(QStyle::SP_TitleBarCloseButton));
    m_close->setAutoRaise(true);
    connect(m_close, &QToolButton::clicked, this, &FirstTimeTip::dismiss);
    connect(m_rules, &QPushButton::clicked, this, [this] {
        dismiss(); // it has done its work
        emit rulesRequested();
    });

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(8, 6, 4, 6);
    layout->addWidget(m_icon);
    layout->addWidget(m_text, 1);
    layout->addWidget(m_rules, 0, Qt::AlignVCenter);
    layout->addWidget(m_close, 0, Qt::AlignTop);
    hide();
    retranslate();
    connect(m_session, &GameSession::gameStarted, this, &FirstTimeTip::onGameStarted);
}

QString FirstTimeTip::shownKey(std::string_view gameId)
{
    return QStringLiteral("tips/%1/shown").arg(QString::fromUtf8(gameId.data(), qsizetype(gameId.size())));
}

QString FirstTimeTip::text() const
{
    return m_text->text();
}

void FirstTimeTip::dismiss()
{
    m_game.clear();
    hide();
}

void FirstTimeTip::withdraw()
{
    if (m_store && !m_game.empty())
        m_store->remove(shownKey(m_game));
    m_shown.erase(m_game);
    m_withdrawn = true;
    dismiss();
}

void FirstTimeTip::onGameStarted()
{
    const GameEntry *game = m_games.find(m_session->options());
    if (!game || m_withdrawn || m_session->localPersonCount() == 0)
        return;
    if (game->id() == m_game)
        return; // the same game again: the tip stays until closed
    const QString key = shownKey(game->id());
    const bool shownBefore = m_shown.count(game->id()) > 0 || (m_store && m_store->value(key, false).toBool());
    if (shownBefore || !game->rulesPage || game->rulesPage().firstTimeTip.isEmpty()) {
        dismiss(); // another game's tip is of no use now
        return;
    }
    m_game = std::string(game->id());
    m_shown.insert(m_game);
    if (m_store)
        m_store->setValue(key, true);
    retranslate();
    show();
}

void FirstTimeTip::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::ApplicationPaletteChange || event->type() == QEvent::PaletteChange)
        applyBarTint(this, BarTint::Information); // light or dark now
    QFrame::changeEvent(event);
}

void FirstTimeTip::resizeEvent(QResizeEvent *event)
{
    QFrame::resizeEvent(event);
    // The text wraps on more lines in a narrower window: the bar asks for
    // that height as its minimum, so that the window grows rather than
    // squeezing the side panel's texts under it.
    const int needed = heightForWidth(width());
    if (needed > 0 && needed != minimumHeight())
        setMinimumHeight(needed);
}

void FirstTimeTip::retranslate()
{
    m_rules->setText(tr("Read the Rules"));
    m_rules->setToolTip(tr("Help > Rules (F1): how to play, with pictures"));
    m_close->setToolTip(tr("Close this tip"));
    m_close->setAccessibleName(tr("Close this tip"));
    const GameEntry *game = m_game.empty() ? nullptr : m_games.find(m_game);
    m_text->setText(game && game->rulesPage ? game->rulesPage().firstTimeTip : QString());
}

} // namespace quatre::ui
