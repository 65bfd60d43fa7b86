// One game as the whole program sees it: its rules (core), its words, its
// terminal game, its board widget and its page in Help > Rules. Each game makes its entry in its own
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
struct RulesPage;

struct GameEntry {
    const GameRules *rules = nullptr;
    const GameText *text = nullptr;
    const GameTerminal *terminal = nullptr;
    // A new board widget for this game, owned by `parent`.
    BoardView *(*createBoardView)(QWidget *parent) = nullptr;
    // The game's rules for people, in the interface's language (see
    // rulespage.h); nullptr for a game whose rules nobody wrote yet.
    RulesPage (*rulesPage)() = nullptr;

    std::string_view id() const;
};

} // namespace quatre::ui
