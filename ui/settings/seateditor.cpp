#include "ui/settings/seateditor.h"

#include "ui/language/translation.h"

#include "ui/registry/gameentry.h"
#include "ui/registry/gametext.h"
#include "ui/settings/settings.h"

#include "core/games/gamerules.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSpinBox>

namespace quatre::ui {

SeatEditor::SeatEditor(QWidget *parent)
    : QWidget(parent)
    , m_type(new QComboBox(this))
    , m_depth(new QSpinBox(this))
    , m_budget(new QDoubleSpinBox(this))
{
    m_type->setObjectName(QStringLiteral("type"));
    m_depth->setObjectName(QStringLiteral("depth"));
    m_budget->setObjectName(QStringLiteral("budget"));

    m_type->addItem(tr("Human"), humanData());

    m_depth->setRange(AiConfig::kMinDepth, AiConfig::kMaxDepth);
    m_depth->setValue(AiConfig::kDefaultDepth);
    m_depth->setPrefix(tr("depth "));
    m_depth->setToolTip(tr("How many moves ahead Minimax looks"));

    m_budget->setRange(Seat::kMinBudgetMs / 1000.0, Seat::kMaxBudgetMs / 1000.0);
    m_budget->setDecimals(1);
    m_budget->setLocale(interfaceLocale()); // "1,5 s" in Catalan, as on the seat cards
    m_budget->setSingleStep(0.5);
    m_budget->setValue(AiConfig::kDefaultBudgetMs / 1000.0);
    m_budget->setSuffix(tr(" s"));
    m_budget->setToolTip(tr("Thinking time per move"));

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_type, 1);
    layout->addWidget(m_depth);
    layout->addWidget(m_budget);

    connect(m_type, &QComboBox::currentIndexChanged, this, &SeatEditor::updateParameters);
    updateParameters();
}

void SeatEditor::setPersonAllowed(bool allowed)
{
    if (allowed == m_personAllowed)
        return;
    m_personAllowed = allowed;
    const Seat current = seat();
    const QSignalBlocker blocker(m_type);
    if (allowed)
        m_type->insertItem(0, tr("Human"), humanData());
    else
        m_type->removeItem(m_type->findData(humanData()));
    setSeat(current.human && !allowed ? Settings::defaultAiSeat() : current);
}

void SeatEditor::setGame(const GameEntry &game)
{
    const Seat current = seat();
    const QSignalBlocker blocker(m_type);
    m_type->clear();
    if (m_personAllowed)
        m_type->addItem(tr("Human"), humanData());
    m_levels = game.rules->levels();
    for (const AiLevel &level : m_levels)
        m_type->addItem(tr("AI: %1").arg(game.text->levelName(level)), levelData(level));
    setSeat(current);
}

QString SeatEditor::levelData(const AiLevel &level)
{
    return QString::fromLatin1(level.key().data(), qsizetype(level.key().size()));
}

std::optional<AiLevel> SeatEditor::currentLevel() const
{
    const QString data = m_type->currentData().toString();
    for (const AiLevel &level : m_levels)
        if (levelData(level) == data)
            return level;
    return std::nullopt;
}

Seat SeatEditor::seat() const
{
    const std::optional<AiLevel> level = currentLevel();
    if (!level)
        return Seat::person();
    AiConfig config = m_base;
    config.level = *level;
    config.depth = m_depth->value();
    config.budget = std::chrono::milliseconds(qRound(m_budget->value() * 1000));
    return Seat::computer(config);
}

void SeatEditor::setSeat(const Seat &seat)
{
    const Seat shown = seat.human && !m_personAllowed ? Settings::defaultAiSeat() : seat;
    int index = m_type->findData(shown.human ? humanData() : levelData(shown.ai.level));
    // A level this game lacks (Hardcore outside 4Mation) becomes Expert:
    // changing the game must not turn an AI into a person.
    if (index < 0 && !shown.human)
        index = m_type->findData(levelData(AiLevel::Expert));
    m_type->setCurrentIndex(std::max(0, index));
    if (!shown.human) {
        m_base = shown.ai;
        m_depth->setValue(shown.ai.depth);
        m_budget->setValue(double(shown.ai.budget.count()) / 1000.0);
    }
    updateParameters();
}

void SeatEditor::updateParameters()
{
    const std::optional<AiLevel> level = currentLevel();
    m_depth->setVisible(level && level->tuning() == LevelTuning::Depth);
    m_budget->setVisible(level && level->tuning() == LevelTuning::Budget);
}

} // namespace quatre::ui
