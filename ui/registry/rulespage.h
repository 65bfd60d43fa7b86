// A game's page in Help > Rules: what a newcomer reads before a first game,
// in the interface's language, with pictures the game's own board draws.
// Each game writes its page in its folder (ui/games/<game>/<game>rules.cpp)
// and hands it over through its registry entry (GameEntry::rulesPage); the
// dialog and the first-time tip never name a game.
#pragma once

#include "core/game.h"
#include "core/games/gamerules.h"

#include <QSize>
#include <QString>
#include <QStringList>

#include <vector>

namespace quatre::ui {

// A position drawn by the game's board view, as a small picture.
struct RulesPicture {
    GameOptions options; // the game and its options
    QString moves; // the moves from the empty board, in the game's notation
    // Cells marked as a winning line; empty: the winning cells, if the moves end the game with one.
    std::vector<Cell> marked;
    QSize size{240, 200}; // in device-independent pixels
    QString caption;
};

// A heading, its paragraphs (plain text), and the pictures shown after them.
struct RulesSection {
    QString heading;
    QStringList paragraphs;
    std::vector<RulesPicture> pictures;
};

struct RulesPage {
    std::vector<RulesSection> sections;
    // A sentence or two shown above the board the first time the game is
    // started (FirstTimeTip); empty for none.
    QString firstTimeTip;
};

} // namespace quatre::ui
