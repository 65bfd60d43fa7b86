// One game as the whole program sees it: its rules (core), its words, its
// terminal game and its board widget. Each game makes its entry in its own
// folder (ui/games/<game>/<game>entry.cpp), and the game list
// (ui/games/gamelist.cpp) registers it with one line.
#pragma once

#include <string_view>

class QWidget;

namespace quatre {
class GameRules;
}

namespace quatre::ui {

class BoardView;
class GameTerminal;
class GameText;

struct GameEntry {
    const GameRules *rules = nullptr;
    const GameText *text = nullptr;
    const GameTerminal *terminal = nullptr;
    // A new board widget for this game, owned by `parent`.
    BoardView *(*createBoardView)(QWidget *parent) = nullptr;

    std::string_view id() const;
};

} // namespace quatre::ui
