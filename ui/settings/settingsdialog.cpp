#include "ui/settings/settingsdialog.h"

#include "ui/language/translation.h"

#include "core/games/connectfour/connectfour.h"
#include "core/games/fourmation/fourmation.h"
#include "ui/settings/seateditor.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace quatre::ui {

SettingsDialog::SettingsDialog(const Settings &settings, QWidget *parent)
    : QDialog(parent)
    , m_original(settings)
{
    setWindowTitle(tr("Settings"));
    setObjectName(QStringLiteral("settingsDialog"));
    setMinimumWidth(420);

    auto *note = new QLabel(tr("Changes to the game and the players take effect when you start a new game."), this);
    note->setObjectName(QStringLiteral("settingsNote"));
    note->setWordWrap(true);
    // A side remark: set apart by italics, not greyed out like a disabled
    // control, which would leave it too faint to read.
    QFont remarkFont = note->font();
    remarkFont.setItalic(true);
    note->setFont(remarkFont);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    // Qt ships no translations of its buttons for some of our languages.
    buttons->button(QDialogButtonBox::Ok)->setText(tr("OK"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(createGameGroup());
    layout->addWidget(createPlayersGroup());
    layout->addWidget(createDisplayGroup());
    layout->addWidget(note);
    layout->addStretch(1);
    layout->addWidget(buttons);

    const int gameIndex = m_game->findData(int(settings.game.kind));
    m_game->setCurrentIndex(std::max(0, gameIndex));
    showGamePage(m_game->currentIndex());
    m_rows->setValue(settings.game.rows);
    m_columns->setValue(settings.game.columns);
    m_squareRule->setChecked(settings.game.squareRule);
    m_size->setValue(settings.game.size);
    m_officialRule->setChecked(settings.game.officialRule);
    m_seat1->setGame(settings.game.kind);
    m_seat2->setGame(settings.game.kind);
    m_seat1->setSeat(settings.seats[0]);
    m_seat2->setSeat(settings.seats[1]);
    m_firstMove->setCurrentIndex(std::max(0, m_firstMove->findData(int(settings.firstMove))));
    m_animation->setCurrentIndex(std::max(0, m_animation->findData(int(settings.animationSpeed))));
    m_pacing->setValue(settings.pacingMs);
    m_highContrast->setChecked(settings.highContrast);
    m_language->setCurrentIndex(std::max(0, m_language->findData(effectiveLanguage(settings.language))));
}

QWidget *SettingsDialog::createGameGroup()
{
    auto *group = new QGroupBox(tr("Game"), this);
    m_game = new QComboBox(group);
    m_game->setObjectName(QStringLiteral("gameCombo"));
    m_gamePages = new QStackedWidget(group);
    // Each game adds its name here and its options page at the same index.
    m_game->addItem(tr("Connect Four"), int(GameKind::ConnectFour));
    m_gamePages->addWidget(createConnectFourPage());
    m_game->addItem(tr("Quarto"), int(GameKind::Quarto));
    m_gamePages->addWidget(createQuartoPage());
    m_game->addItem(tr("4Mation"), int(GameKind::FourMation));
    m_gamePages->addWidget(createFourMationPage());
    connect(m_game, &QComboBox::currentIndexChanged, this, &SettingsDialog::showGamePage);
    connect(m_game, &QComboBox::currentIndexChanged, this, [this] {
        const GameKind kind = GameKind(m_game->currentData().toInt());
        m_seat1->setGame(kind);
        m_seat2->setGame(kind);
    });

    auto *form = new QFormLayout(group);
    form->addRow(tr("&Game:"), m_game);
    form->addRow(m_gamePages);
    return group;
}

QWidget *SettingsDialog::createConnectFourPage()
{
    auto *page = new QWidget(this);
    m_rows = new QSpinBox(page);
    m_rows->setObjectName(QStringLiteral("rowsSpin"));
    m_rows->setRange(ConnectFour::kMinSize, ConnectFour::kMaxSize);
    m_columns = new QSpinBox(page);
    m_columns->setObjectName(QStringLiteral("columnsSpin"));
    m_columns->setRange(ConnectFour::kMinSize, ConnectFour::kMaxSize);
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("&Rows:"), m_rows);
    form->addRow(tr("&Columns:"), m_columns);
    return page;
}

void SettingsDialog::showGamePage(int index)
{
    // Hidden pages must not reserve their height: the dialog fits the shown one.
    for (int i = 0; i < m_gamePages->count(); ++i)
        m_gamePages->widget(i)->setSizePolicy(QSizePolicy::Preferred,
                                              i == index ? QSizePolicy::Preferred : QSizePolicy::Ignored);
    m_gamePages->setCurrentIndex(index);
    m_gamePages->adjustSize();
}

QWidget *SettingsDialog::createQuartoPage()
{
    auto *page = new QWidget(this);
    m_squareRule = new QCheckBox(tr("&Square rule (a 2 × 2 block also wins)"), page);
    m_squareRule->setObjectName(QStringLiteral("squareRuleCheck"));
    m_squareRule->setToolTip(tr("Four pieces in any 2 × 2 block that share an attribute also win"));
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(m_squareRule);
    return page;
}

QWidget *SettingsDialog::createFourMationPage()
{
    auto *page = new QWidget(this);
    m_size = new QSpinBox(page);
    m_size->setObjectName(QStringLiteral("sizeSpin"));
    m_size->setRange(FourMation::kImpossibleSize, FourMation::kMaxSize);
    m_size->setToolTip(tr("The board is N × N; on 3 × 3 nobody can make four"));
    m_officialRule = new QCheckBox(tr("&Official rule (when stuck, play next to any opponent cube)"), page);
    m_officialRule->setObjectName(QStringLiteral("officialRuleCheck"));
    m_officialRule->setToolTip(tr("Without it, a player with no cell next to the last cube ends the game in a draw"));
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Board &size (N):"), m_size);
    form->addRow(m_officialRule);
    return page;
}

QWidget *SettingsDialog::createPlayersGroup()
{
    auto *group = new QGroupBox(tr("Players"), this);
    m_seat1 = new SeatEditor(group);
    m_seat1->setObjectName(QStringLiteral("seat1"));
    m_seat2 = new SeatEditor(group);
    m_seat2->setObjectName(QStringLiteral("seat2"));
    m_firstMove = new QComboBox(group);
    m_firstMove->setObjectName(QStringLiteral("firstMoveCombo"));
    m_firstMove->addItem(tr("Player 1"), int(FirstMove::Seat1));
    m_firstMove->addItem(tr("Player 2"), int(FirstMove::Seat2));
    m_firstMove->addItem(tr("Take turns"), int(FirstMove::Alternate));

    auto *form = new QFormLayout(group);
    form->addRow(tr("Player &1:"), m_seat1);
    form->addRow(tr("Player &2:"), m_seat2);
    form->addRow(tr("&Who starts:"), m_firstMove);
    return group;
}

QWidget *SettingsDialog::createDisplayGroup()
{
    auto *group = new QGroupBox(tr("Display"), this);
    m_animation = new QComboBox(group);
    m_animation->setObjectName(QStringLiteral("animationCombo"));
    m_animation->addItem(tr("Off"), int(AnimationSpeed::Off));
    m_animation->addItem(tr("Fast"), int(AnimationSpeed::Fast));
    m_animation->addItem(tr("Normal"), int(AnimationSpeed::Normal));
    m_animation->addItem(tr("Slow"), int(AnimationSpeed::Slow));
    m_pacing = new QSpinBox(group);
    m_pacing->setObjectName(QStringLiteral("pacingSpin"));
    m_pacing->setRange(Settings::kMinPacingMs, Settings::kMaxPacingMs);
    m_pacing->setSingleStep(100);
    m_pacing->setSuffix(tr(" ms"));
    m_pacing->setToolTip(tr("The least time before an AI move is shown, so you can follow it"));

    m_language = new QComboBox(group);
    m_language->setObjectName(QStringLiteral("languageCombo"));
    // Each language in its own name, so anyone finds theirs.
    for (const InterfaceLanguage &language : interfaceLanguages())
        m_language->addItem(language.nativeName, language.code);

    m_highContrast = new QCheckBox(tr("&High-contrast pieces with shape marks"), group);
    m_highContrast->setObjectName(QStringLiteral("highContrastCheck"));
    m_highContrast->setToolTip(tr("Colours that colour-blind players tell apart, and a cross or a ring on every piece"));

    auto *form = new QFormLayout(group);
    form->addRow(tr("&Animation speed:"), m_animation);
    form->addRow(tr("AI move &delay:"), m_pacing);
    form->addRow(m_highContrast);
    form->addRow(tr("&Language:"), m_language);
    return group;
}

Settings SettingsDialog::settings() const
{
    Settings result = m_original;
    result.game.kind = GameKind(m_game->currentData().toInt());
    result.game.rows = m_rows->value();
    result.game.columns = m_columns->value();
    result.game.squareRule = m_squareRule->isChecked();
    result.game.size = m_size->value();
    result.game.officialRule = m_officialRule->isChecked();
    result.seats = {m_seat1->seat(), m_seat2->seat()};
    result.firstMove = FirstMove(m_firstMove->currentData().toInt());
    result.animationSpeed = AnimationSpeed(m_animation->currentData().toInt());
    result.pacingMs = m_pacing->value();
    result.highContrast = m_highContrast->isChecked();
    // Left as shown, a language the system chose stays the system's choice.
    const QString language = m_language->currentData().toString();
    if (language != effectiveLanguage(m_original.language))
        result.language = language;
    return result;
}

} // namespace quatre::ui
