#include "ui/settings/gamechooser.h"

#include "ui/registry/gameregistry.h"
#include "ui/registry/gametext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTimer>

namespace quatre::ui {

namespace {

QString latin1(std::string_view text)
{
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

} // namespace

GameChooser::GameChooser(const GameRegistry &games, QWidget *parent)
    : QGroupBox(parent)
    , m_games(games)
    , m_game(new QComboBox(this))
    , m_gamePages(new QStackedWidget(this))
{
    m_game->setObjectName(QStringLiteral("gameCombo"));
    // Each game's name, and its options page at the same index.
    for (const GameEntry &game : m_games.games()) {
        m_game->addItem(game.text->name(), latin1(game.id()));
        m_gamePages->addWidget(createGamePage(game));
    }
    connect(m_game, &QComboBox::currentIndexChanged, this, [this](int index) {
        showGamePage(index);
        emit gameChanged(chosenGame());
    });

    auto *form = new QFormLayout(this);
    form->addRow(new QLabel(this), m_game);
    form->addRow(m_gamePages);
    showGamePage(0);
    retranslate();
}

void GameChooser::setOptions(const std::vector<GameOptions> &options, std::string_view chosen)
{
    for (const GameOptions &game : options) {
        const std::string_view id = game.rules->id();
        for (std::size_t i = 0; i < game.rules->options().size(); ++i) {
            const std::string_view key = game.rules->options()[i].key;
            if (QSpinBox *number = numberOption(id, key))
                number->setValue(game.values[i]);
            else if (QCheckBox *flag = flagOption(id, key))
                flag->setChecked(game.values[i] != 0);
        }
    }
    m_game->setCurrentIndex(std::max(0, m_game->findData(latin1(chosen))));
    showGamePage(m_game->currentIndex());
}

const GameEntry &GameChooser::chosenGame() const
{
    const GameEntry *game = m_games.find(m_game->currentData().toString().toStdString());
    return game ? *game : m_games.first();
}

GameOptions GameChooser::options(const GameRules &game) const
{
    GameOptions result = game.defaultOptions();
    for (std::size_t i = 0; i < game.options().size(); ++i) {
        const std::string_view key = game.options()[i].key;
        if (const QSpinBox *number = numberOption(game.id(), key))
            result.values[i] = number->value();
        else if (const QCheckBox *flag = flagOption(game.id(), key))
            result.values[i] = flag->isChecked();
    }
    return result;
}

GameOptions GameChooser::chosenOptions() const
{
    return options(*chosenGame().rules);
}

QWidget *GameChooser::createGamePage(const GameEntry &game)
{
    auto *page = new QWidget(this);
    page->setObjectName(latin1(game.id()) + QStringLiteral("Page"));
    auto *form = new QFormLayout(page);
    form->setContentsMargins(0, 0, 0, 0);
    for (const OptionSpec &spec : game.rules->options()) {
        if (spec.kind == OptionSpec::Kind::Flag) {
            auto *check = new QCheckBox(page);
            check->setObjectName(latin1(spec.key) + QStringLiteral("Check"));
            form->addRow(check);
        } else {
            auto *spin = new QSpinBox(page);
            spin->setObjectName(latin1(spec.key) + QStringLiteral("Spin"));
            spin->setRange(spec.minimum, spec.maximum);
            form->addRow(new QLabel(page), spin);
        }
    }
    return page;
}

QSpinBox *GameChooser::numberOption(std::string_view game, std::string_view key) const
{
    const auto *page = m_gamePages->findChild<QWidget *>(latin1(game) + QStringLiteral("Page"));
    return page ? page->findChild<QSpinBox *>(latin1(key) + QStringLiteral("Spin")) : nullptr;
}

QCheckBox *GameChooser::flagOption(std::string_view game, std::string_view key) const
{
    const auto *page = m_gamePages->findChild<QWidget *>(latin1(game) + QStringLiteral("Page"));
    return page ? page->findChild<QCheckBox *>(latin1(key) + QStringLiteral("Check")) : nullptr;
}

void GameChooser::showGamePage(int index)
{
    // Hidden pages must not reserve their height: the dialog fits the shown one.
    for (int i = 0; i < m_gamePages->count(); ++i)
        m_gamePages->widget(i)->setSizePolicy(QSizePolicy::Preferred,
                                              i == index ? QSizePolicy::Preferred : QSizePolicy::Ignored);
    m_gamePages->setCurrentIndex(index);
    m_gamePages->adjustSize();
    // The dialog around follows the page's height, once the layouts know it:
    // left at the last page's height, a taller page would squash every row.
    QTimer::singleShot(0, this, [this] {
        QWidget *dialog = window();
        if (dialog == this || !dialog->isVisible() || !dialog->layout())
            return;
        dialog->layout()->activate();
        dialog->resize(dialog->width(), dialog->sizeHint().height());
    });
}

void GameChooser::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

void GameChooser::retranslate()
{
    setTitle(tr("Game"));
    auto *form = static_cast<QFormLayout *>(layout());
    if (auto *label = qobject_cast<QLabel *>(form->labelForField(m_game))) {
        label->setText(tr("&Game:"));
        label->setBuddy(m_game);
    }
    for (int i = 0; i < m_game->count(); ++i) {
        const GameEntry &game = m_games.games()[std::size_t(i)];
        m_game->setItemText(i, game.text->name());
        for (const OptionSpec &spec : game.rules->options()) {
            const QString label = game.text->optionLabel(spec.key);
            const QString toolTip = game.text->optionToolTip(spec.key);
            if (QCheckBox *check = flagOption(game.id(), spec.key)) {
                check->setText(label);
                check->setToolTip(toolTip);
            } else if (QSpinBox *spin = numberOption(game.id(), spec.key)) {
                spin->setToolTip(toolTip);
                auto *pageForm = static_cast<QFormLayout *>(spin->parentWidget()->layout());
                if (auto *spinLabel = qobject_cast<QLabel *>(pageForm->labelForField(spin))) {
                    spinLabel->setText(label);
                    spinLabel->setBuddy(spin);
                }
            }
        }
    }
}

} // namespace quatre::ui
