#include "ui/networkplay/joindialog.h"

#include "ui/network/joinproof.h"
#include "ui/network/lanbrowser.h"
#include "ui/networkplay/hostdialog.h"
#include "ui/registry/gameregistry.h"
#include "ui/registry/gametext.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace quatre::ui {

namespace {

constexpr char kAddressKey[] = "network/joinAddress";
constexpr char kPortKey[] = "network/joinPort";
constexpr char kNameKey[] = "network/name";

} // namespace

JoinDialog::JoinDialog(const GameRegistry &games, QSettings *store, QWidget *parent)
    : QDialog(parent)
    , m_registry(games)
    , m_store(store)
    , m_browser(new net::LanBrowser(this))
    , m_games(new QListWidget(this))
    , m_gamesNote(new QLabel(this))
    , m_address(new QLineEdit(this))
    , m_port(new QSpinBox(this))
    , m_code(new QLineEdit(this))
    , m_name(new QLineEdit(this))
{
    setObjectName(QStringLiteral("joinDialog"));
    setWindowTitle(tr("Join a Network Game"));
    setMinimumWidth(480);
    m_address->setObjectName(QStringLiteral("addressEdit"));
    m_address->setMaxLength(net::kMaxTextLength);
    m_address->setPlaceholderText(tr("e.g. 192.168.1.20"));
    m_port->setObjectName(QStringLiteral("portSpin"));
    m_port->setRange(1, 65535);
    m_code->setObjectName(QStringLiteral("codeEdit"));
    m_code->setMaxLength(20); // the 6 characters, with room for spaces and dashes
    m_code->setPlaceholderText(tr("6 characters, shown by the host"));
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_name->setMaxLength(net::kMaxNameLength);
    m_name->setToolTip(tr("The name the other player sees"));
    if (store) {
        m_address->setText(store->value(QLatin1String(kAddressKey)).toString().left(net::kMaxTextLength));
        const int port = store->value(QLatin1String(kPortKey), net::kDefaultPort).toInt();
        m_port->setValue(port >= 1 && port <= 65535 ? port : net::kDefaultPort);
    } else {
        m_port->setValue(net::kDefaultPort);
    }
    const QString name = store ? store->value(QLatin1String(kNameKey)).toString() : QString();
    m_name->setText(name.isEmpty() ? defaultPlayerName() : name.left(net::kMaxNameLength));

    m_games->setObjectName(QStringLiteral("gameList"));
    m_games->setMinimumHeight(90);
    m_gamesNote->setWordWrap(true);
    m_gamesNote->setTextFormat(Qt::PlainText);
    connect(m_browser, &net::LanBrowser::gamesChanged, this, &JoinDialog::updateGameList);
    connect(m_games, &QListWidget::itemClicked, this, &JoinDialog::pickGame);
    connect(m_games, &QListWidget::itemActivated, this, &JoinDialog::pickGame);

    auto *form = new QFormLayout;
    form->addRow(tr("Host &address:"), m_address);
    form->addRow(tr("&Port:"), m_port);
    form->addRow(tr("Join &code:"), m_code);
    form->addRow(tr("Your &name:"), m_name);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_join = buttons->button(QDialogButtonBox::Ok);
    m_join->setText(tr("&Join"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_address, &QLineEdit::textChanged, this, &JoinDialog::updateJoinButton);
    connect(m_code, &QLineEdit::textChanged, this, &JoinDialog::updateJoinButton);

    auto *layout = new QVBoxLayout(this);
    auto *listLabel = new QLabel(tr("Games on this &network:"), this);
    listLabel->setBuddy(m_games);
    layout->addWidget(listLabel);
    layout->addWidget(m_games, 1);
    layout->addWidget(m_gamesNote);
    layout->addLayout(form);
    layout->addWidget(buttons);
    updateJoinButton();
    if (!m_address->text().isEmpty())
        m_code->setFocus();
}

bool JoinDialog::listenForGames(const QHostAddress &address, quint16 port)
{
    QString error;
    const bool listening = m_browser->listen(address, port, &error);
    m_gamesNote->setText(listening ? tr("None found yet. You can also type the host's address.") : error);
    return listening;
}

quint16 JoinDialog::gamesPort() const
{
    return m_browser->port();
}

void JoinDialog::updateGameList()
{
    const QList<net::LanGame> heard = m_browser->games();
    m_games->clear();
    for (const net::LanGame &game : heard) {
        const GameEntry *entry = m_registry.find(game.game.toStdString());
        const QString gameName = entry ? entry->text->name() : game.game;
        //: a game heard on the local network: %1 the host's name, %2 the game, %3 the address, %4 the port
        QString text = tr("%1 — %2 (%3, port %4)").arg(game.name, gameName, game.address).arg(game.port);
        if (!game.isCompatible() || !entry)
            text = tr("%1: needs another version of Quatre").arg(text);
        auto *item = new QListWidgetItem(text, m_games);
        item->setData(Qt::UserRole, game.address);
        item->setData(Qt::UserRole + 1, game.port);
        if (!game.isCompatible() || !entry)
            item->setFlags(item->flags() & ~Qt::ItemIsEnabled);
    }
    m_gamesNote->setText(heard.isEmpty() ? tr("None found yet. You can also type the host's address.")
                                         : tr("Pick a game, then type the join code its host tells you."));
}

void JoinDialog::pickGame(QListWidgetItem *item)
{
    if (!item || !(item->flags() & Qt::ItemIsEnabled))
        return;
    m_address->setText(item->data(Qt::UserRole).toString());
    m_port->setValue(item->data(Qt::UserRole + 1).toInt());
    m_code->setFocus();
}

void JoinDialog::updateJoinButton()
{
    m_join->setEnabled(!m_address->text().trimmed().isEmpty()
                       && net::normalisedJoinCode(m_code->text()).size() == net::kJoinCodeLength);
}

JoinChoice JoinDialog::choice() const
{
    JoinChoice result;
    result.address = m_address->text().trimmed();
    result.port = quint16(m_port->value());
    result.code = m_code->text();
    result.name = m_name->text().trimmed().left(net::kMaxNameLength);
    return result;
}

void JoinDialog::remember() const
{
    if (!m_store)
        return;
    m_store->setValue(QLatin1String(kAddressKey), m_address->text().trimmed());
    m_store->setValue(QLatin1String(kPortKey), m_port->value());
    m_store->setValue(QLatin1String(kNameKey), m_name->text().trimmed());
}

} // namespace quatre::ui
