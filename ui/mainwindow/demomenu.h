// Game > Demo: the seats of a demo (the settings' two AI players, or one of
// the chosen game's preset matches from the Demo button's menu), each with a
// new seed so that demos do not all look alike, and the words announcing it.
#pragma once

#include "ui/session/seat.h"

#include <QObject>
#include <QString>

#include <array>
#include <optional>

class QAction;
class QMenu;
class QToolBar;

namespace quatre::ui {

class GameText;

class DemoMenu : public QObject {
    Q_OBJECT

public:
    // `presets` lists the presets; the tool bar's Demo button (of `demo`) opens it from its arrow.
    DemoMenu(QMenu *presets, QToolBar *toolBar, QAction *demo, QObject *parent = nullptr);

    // Lists `game`'s presets, in the language of the moment (call again when either changes).
    void setGame(const GameText &game);

    // A demo between `players`, the `gamesStarted`-th game of the session.
    struct Demo {
        std::array<Seat, 2> seats;
        QString announcement; // "Demo: Minimax (depth 3) against Expert (1 s)"
    };
    static Demo demo(const std::array<Seat, 2> &players, const GameText &game, int gamesStarted);
    // The preset of that index, if `game` has it.
    static std::optional<Demo> preset(int preset, const GameText &game, int gamesStarted);

signals:
    void presetChosen(int preset);

private:
    QMenu *m_presets;
    QToolBar *m_toolBar;
    QAction *m_demo;
};

} // namespace quatre::ui
