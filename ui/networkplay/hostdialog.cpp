#include "ui/networkplay/hostdialog.h"

#include "ui/settings/gamechooser.h"
#include "ui/settings/settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace quatre::ui {

namespace {

constexpr char kPortKey[] = "network/port";
constexpr char kNameKey[] = "network/name";

} // namespace

QString defaultPlayerName()
{
    QString name = qEnvironmentVariable("USER");
    if (name.isEmpty())
        name = qEnvironmentVariable("USERNAME");
    return name.left(net::kMaxNameLength);
}

HostDialog::HostDialog(const Settings &settings, const GameRegistry &games, QSettings *store, QWidget *parent)
    : QDialog(parent)
    , m_store(store)
    , m_game(new GameChooser(games, this))
    , m_seat(new QComboBox(this))
    , m_first(new QComboBox(this))
    , m_port(new QSpinBox(this))
    , m_name(new QLineEdit(this))
{
    setObjectName(QStringLiteral("hostDialog"));
    setWindowTitle(tr("Host a Network Game"));
    m_game->setOptions(settings.gameOptions, settings.game);

    m_seat->setObjectName(QStringLiteral("seatCombo"));
    m_first->setObjectName(QStringLiteral("firstCombo"));
    for (QComboBox *combo : {m_seat, m_first}) {
        combo->addItem(tr("Player 1"), 0);
        combo->addItem(tr("Player 2"), 1);
    }
    m_port->setObjectName(QStringLiteral("portSpin"));
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(tr("Any free port"));
    m_port->setToolTip(tr("The TCP port your friend connects to: open it in your firewall. 0 takes any free one."));
    m_name->setObjectName(QStringLiteral("nameEdit"));
    m_name->setMaxLength(net::kMaxNameLength);
    m_name->setToolTip(tr("The name the other player sees"));
    const int port = store ? store->value(QLatin1String(kPortKey), net::kDefaultPort).toInt() : net::kDefaultPort;
    m_port->setValue(port >= 0 && port <= 65535 ? port : net::kDefaultPort);
    const QString name = store ? store->value(QLatin1String(kNameKey)).toString() : QString();
    m_name->setText(name.isEmpty() ? defaultPlayerName() : name.left(net::kMaxNameLength));

    auto *players = new QGroupBox(tr("Players"), this);
    auto *playersForm = new QFormLayout(players);
    playersForm->addRow(tr("&You play:"), m_seat);
    playersForm->addRow(tr("&First move:"), m_first);
    playersForm->addRow(tr("Your &name:"), m_name);
    auto *network = new QGroupBox(tr("Network"), this);
    auto *networkForm = new QFormLayout(network);
    networkForm->addRow(tr("&Port:"), m_port);
    auto *note = new QLabel(tr("After you host, Quatre shows the addresses of this computer and a join code. "
                               "Give both to your friend: they choose Game > Join a Network Game."),
                            this);
    note->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Host"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_game);
    layout->addWidget(players);
    layout->addWidget(network);
    layout->addWidget(note);
    layout->addStretch(1);
    layout->addWidget(buttons);
}

HostChoice HostDialog::choice() const
{
    HostChoice result;
    result.options = m_game->chosenOptions();
    result.localSeat = m_seat->currentData().toInt();
    result.firstSeat = m_first->currentData().toInt();
    result.port = quint16(m_port->value());
    result.name = m_name->text().trimmed().left(net::kMaxNameLength);
    return result;
}

void HostDialog::remember() const
{
    if (!m_store)
        return;
    m_store->setValue(QLatin1String(kPortKey), m_port->value());
    m_store->setValue(QLatin1String(kNameKey), m_name->text().trimmed());
}

} // namespace quatre::ui
