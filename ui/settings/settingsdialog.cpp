#include "ui/settings/settingsdialog.h"

#include "ui/language/translation.h"
#include "ui/registry/gameregistry.h"
#include "ui/settings/gamechooser.h"
#include "ui/registry/gametext.h"
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

SettingsDialog::SettingsDialog(const Settings &settings, const GameRegistry &games, QWidget *parent)
    : QDialog(parent)
    , m_original(settings)
    , m_games(games)
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
    m_game = new GameChooser(m_games, this);
    connect(m_game, &GameChooser::gameChanged, this, [this](const GameEntry &game) {
        for (SeatEditor *editor : {m_seat1, m_seat2, m_demo1, m_demo2})
            editor->setGame(game);
    });
    layout->addWidget(m_game);
    layout->addWidget(createPlayersGroup());
    layout->addWidget(createDemoGroup());
    layout->addWidget(createDisplayGroup());
    layout->addWidget(createSoundGroup());
    layout->addWidget(note);
    layout->addStretch(1);
    layout->addWidget(buttons);

    m_game->setOptions(settings.gameOptions, settings.game);
    for (SeatEditor *editor : {m_seat1, m_seat2, m_demo1, m_demo2})
        editor->setGame(m_game->chosenGame());
    m_seat1->setSeat(settings.seats[0]);
    m_seat2->setSeat(settings.seats[1]);
    m_demo1->setSeat(settings.demoSeats[0]);
    m_demo2->setSeat(settings.demoSeats[1]);
    m_firstMove->setCurrentIndex(std::max(0, m_firstMove->findData(int(settings.firstMove))));
    m_animation->setCurrentIndex(std::max(0, m_animation->findData(int(settings.animationSpeed))));
    m_pacing->setValue(settings.pacingMs);
    m_highContrast->setChecked(settings.highContrast);
    m_colourScheme->setCurrentIndex(std::max(0, m_colourScheme->findData(int(settings.colourScheme))));
    m_sound->setChecked(settings.sound);
    m_volume->setValue(settings.volume);
    m_volume->setEnabled(settings.sound);
    m_language->setCurrentIndex(std::max(0, m_language->findData(effectiveLanguage(settings.language))));
}

QComboBox *SettingsDialog::gameCombo() const
{
    return m_game->gameCombo();
}

QSpinBox *SettingsDialog::numberOption(std::string_view game, std::string_view key) const
{
    return m_game->numberOption(game, key);
}

QCheckBox *SettingsDialog::flagOption(std::string_view game, std::string_view key) const
{
    return m_game->flagOption(game, key);
}

QStackedWidget *SettingsDialog::gamePages() const
{
    return m_game->gamePages();
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

QWidget *SettingsDialog::createDemoGroup()
{
    auto *group = new QGroupBox(tr("Demo"), this);
    group->setToolTip(tr("The two AI players of Game > Demo"));
    m_demo1 = new SeatEditor(group);
    m_demo1->setObjectName(QStringLiteral("demo1"));
    m_demo1->setPersonAllowed(false);
    m_demo2 = new SeatEditor(group);
    m_demo2->setObjectName(QStringLiteral("demo2"));
    m_demo2->setPersonAllowed(false);
    auto *form = new QFormLayout(group);
    form->addRow(tr("&First player:"), m_demo1);
    form->addRow(tr("Seco&nd player:"), m_demo2);
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
    m_highContrast->setToolTip(
        tr("Colours that colour-blind players tell apart, and a cross or a ring on every piece"));

    m_colourScheme = new QComboBox(group);
    m_colourScheme->setObjectName(QStringLiteral("colourSchemeCombo"));
    m_colourScheme->addItem(tr("System"), int(ColourScheme::System));
    m_colourScheme->addItem(tr("Light"), int(ColourScheme::Light));
    m_colourScheme->addItem(tr("Dark"), int(ColourScheme::Dark));
    m_colourScheme->setToolTip(tr("Light or dark windows and boards, or those of the desktop"));

    auto *form = new QFormLayout(group);
    form->addRow(tr("Colour sch&eme:"), m_colourScheme);
    form->addRow(tr("&Animation speed:"), m_animation);
    form->addRow(tr("AI move &delay:"), m_pacing);
    form->addRow(m_highContrast);
    form->addRow(tr("&Language:"), m_language);
    return group;
}

QWidget *SettingsDialog::createSoundGroup()
{
    auto *group = new QGroupBox(tr("Sound"), this);
    m_sound = new QCheckBox(tr("&Play sounds"), group);
    m_sound->setObjectName(QStringLiteral("soundCheck"));
    m_sound->setToolTip(tr("A sound when a piece lands on the board and when a game ends"));
    m_volume = new QSpinBox(group);
    m_volume->setObjectName(QStringLiteral("volumeSpin"));
    m_volume->setRange(Settings::kMinVolume, Settings::kMaxVolume);
    m_volume->setSingleStep(10);
    m_volume->setSuffix(tr(" %"));
    connect(m_sound, &QCheckBox::toggled, m_volume, &QWidget::setEnabled);

    auto *form = new QFormLayout(group);
    form->addRow(m_sound);
    form->addRow(tr("&Volume:"), m_volume);
    return group;
}

Settings SettingsDialog::settings() const
{
    Settings result = m_original;
    result.game = m_game->chosenGame().id();
    for (GameOptions &options : result.gameOptions)
        options = m_game->options(*options.rules);
    result.seats = {m_seat1->seat(), m_seat2->seat()};
    result.demoSeats = {m_demo1->seat(), m_demo2->seat()};
    result.firstMove = FirstMove(m_firstMove->currentData().toInt());
    result.animationSpeed = AnimationSpeed(m_animation->currentData().toInt());
    result.pacingMs = m_pacing->value();
    result.highContrast = m_highContrast->isChecked();
    result.colourScheme = ColourScheme(m_colourScheme->currentData().toInt());
    result.sound = m_sound->isChecked();
    result.volume = m_volume->value();
    // Left as shown, a language the system chose stays the system's choice.
    const QString language = m_language->currentData().toString();
    if (language != effectiveLanguage(m_original.language))
        result.language = language;
    return result;
}

} // namespace quatre::ui
