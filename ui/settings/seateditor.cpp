#include "ui/settings/seateditor.h"

#include "ui/session/seattext.h"
#include "ui/settings/settings.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QSpinBox>

namespace quatre::ui {

namespace {
constexpr int kHuman = 0; // item data of "Human"; AI items hold their AiLevel
}

SeatEditor::SeatEditor(QWidget *parent)
    : QWidget(parent)
    , m_type(new QComboBox(this))
    , m_depth(new QSpinBox(this))
    , m_budget(new QDoubleSpinBox(this))
{
    m_type->setObjectName(QStringLiteral("type"));
    m_depth->setObjectName(QStringLiteral("depth"));
    m_budget->setObjectName(QStringLiteral("budget"));

    setGame(GameKind::ConnectFour);

    m_depth->setRange(AiConfig::kMinDepth, AiConfig::kMaxDepth);
    m_depth->setValue(AiConfig::kDefaultDepth);
    m_depth->setPrefix(tr("depth "));
    m_depth->setToolTip(tr("How many moves ahead Minimax looks"));

    m_budget->setRange(Settings::kMinBudgetMs / 1000.0, Settings::kMaxBudgetMs / 1000.0);
    m_budget->setDecimals(1);
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

void SeatEditor::setGame(GameKind game)
{
    const Seat current = seat();
    const QSignalBlocker blocker(m_type);
    m_type->clear();
    m_type->addItem(tr("Human"), kHuman);
    for (AiLevel level : SeatText::kLevels)
        if (isLevelAvailable(game, level))
            m_type->addItem(tr("AI: %1").arg(SeatText::levelName(level)), int(level));
    setSeat(current);
}

Seat SeatEditor::seat() const
{
    const int data = m_type->currentData().toInt();
    if (data == kHuman || m_type->currentIndex() < 0)
        return Seat::person();
    AiConfig config = m_base;
    config.level = AiLevel(data);
    config.depth = m_depth->value();
    config.budget = std::chrono::milliseconds(qRound(m_budget->value() * 1000));
    return Seat::computer(config);
}

void SeatEditor::setSeat(const Seat &seat)
{
    int index = m_type->findData(seat.human ? kHuman : int(seat.ai.level));
    // A level this game lacks (Hardcore outside 4Mation, Perfect outside Connect
    // Four) becomes Expert: changing the game must not turn an AI into a person.
    if (index < 0 && !seat.human)
        index = m_type->findData(int(AiLevel::Expert));
    m_type->setCurrentIndex(std::max(0, index));
    if (!seat.human) {
        m_base = seat.ai;
        m_depth->setValue(seat.ai.depth);
        m_budget->setValue(double(seat.ai.budget.count()) / 1000.0);
    }
    updateParameters();
}

void SeatEditor::updateParameters()
{
    const int data = m_type->currentData().toInt();
    m_depth->setVisible(data == int(AiLevel::Minimax));
    m_budget->setVisible(data != kHuman && SeatText::usesBudget(AiLevel(data)));
}

} // namespace quatre::ui
