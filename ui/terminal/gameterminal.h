// A game played in a terminal (`quatre-cli play`), in the style of the
// original terminal games: its board drawn in text, the questions that read a
// person's move, and what is said of each move. Each game implements it in
// its folder (ui/games/<game>/); the play command asks it and never names a game.
#pragma once

#include "core/ai/ai.h"
#include "core/game.h"

#include <QList>
#include <QString>

#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace quatre::ui {

class TerminalInput;

// One entry of the "AI Strategies:" menu: a name as the original games call
// it, the level it plays, and any option it fixes (4Mation's "impossible":
// the 3 x 3 board).
struct TerminalStrategy {
    QString name;
    AiLevel level;
    std::vector<std::pair<std::string_view, int>> fixedOptions;
};

// An option asked before the game when the command line does not set it.
struct SetupQuestion {
    std::string_view key;
    QString prompt; // such as "Rows    = "
};

class GameTerminal {
public:
    virtual ~GameTerminal() = default;

    // The board, each line ending in '\n'.
    virtual QString board(const Game &game) const = 0;
    // A legal move of the side to move, asked until one is given; nullopt at
    // the end of input. Precondition: the game is not over.
    virtual std::optional<Move> askMove(const Game &game, TerminalInput &input) const = 0;
    // What the side that just moved did, in lines ("  Column -> 2\n").
    virtual QString moveLines(const Game &before, Move move) const = 0;
    // Said once, before the first board; empty for nothing.
    virtual QString legend() const { return {}; }
    // More about a finished game than who won (lines), or empty.
    virtual QString endLines(const Game &game) const
    {
        (void)game;
        return {};
    }

    // The strategies menu, in its order.
    virtual QList<TerminalStrategy> strategies() const = 0;
    // Whether the strategy is asked before the board (when a strategy fixes
    // the board, as 4Mation's "impossible" does).
    virtual bool asksStrategyFirst() const { return false; }
    // The options asked before the game, under "Board size:".
    virtual QList<SetupQuestion> setupQuestions() const { return {}; }
};

} // namespace quatre::ui
