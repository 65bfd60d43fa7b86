#include "ui/mainwindow/demomenu.h"

#include "ui/registry/gametext.h"
#include "ui/session/seattext.h"

#include <QAction>
#include <QMenu>
#include <QToolBar>
#include <QToolButton>

namespace quatre::ui {

namespace {

std::array<Seat, 2> seeded(std::array<Seat, 2> seats, int gamesStarted)
{
    for (std::size_t i = 0; i < seats.size(); ++i)
        seats[i].ai.seed = std::uint64_t(gamesStarted) * 2 + i + 1;
    return seats;
}

} // namespace

DemoMenu::DemoMenu(QMenu *presets, QToolBar *toolBar, QAction *demo, QObject *parent)
    : QObject(parent)
    , m_presets(presets)
    , m_toolBar(toolBar)
    , m_demo(demo)
{
    m_presets->setToolTipsVisible(true);
}

void DemoMenu::setGame(const GameText &game)
{
    const QList<DemoPreset> presets = game.demoPresets();
    m_presets->clear();
    for (int i = 0; i < presets.size(); ++i) {
        QAction *preset = m_presets->addAction(presets[i].title, this, [this, i] { emit presetChosen(i); });
        preset->setObjectName(QStringLiteral("actionDemoPreset%1").arg(i + 1));
        // Who the bots are, in words: their names are the original program's.
        preset->setToolTip(presets[i].description);
        preset->setStatusTip(presets[i].description);
    }
    const bool offered = !presets.isEmpty();
    m_presets->menuAction()->setVisible(offered);
    m_presets->setEnabled(offered);
    if (auto *button = qobject_cast<QToolButton *>(m_toolBar->widgetForAction(m_demo))) {
        button->setMenu(offered ? m_presets : nullptr);
        button->setPopupMode(offered ? QToolButton::MenuButtonPopup : QToolButton::DelayedPopup);
    }
}

DemoMenu::Demo DemoMenu::demo(const std::array<Seat, 2> &players, const GameText &game, int gamesStarted)
{
    Demo demo{seeded(players, gamesStarted), {}};
    demo.announcement =
        tr("Demo: %1 against %2").arg(SeatText::describe(demo.seats[0], game), SeatText::describe(demo.seats[1], game));
    return demo;
}

std::optional<DemoMenu::Demo> DemoMenu::preset(int preset, const GameText &game, int gamesStarted)
{
    const QList<DemoPreset> presets = game.demoPresets();
    if (preset < 0 || preset >= presets.size())
        return std::nullopt;
    const DemoPreset &chosen = presets[preset];
    Demo demo{seeded({Seat::computer(chosen.players[0]), Seat::computer(chosen.players[1])}, gamesStarted), {}};
    demo.announcement = tr("Demo: %1 against %2")
                            .arg(tr("%1 (%2)").arg(chosen.names[0], SeatText::describe(demo.seats[0], game)),
                                 tr("%1 (%2)").arg(chosen.names[1], SeatText::describe(demo.seats[1], game)));
    return demo;
}

} // namespace quatre::ui
