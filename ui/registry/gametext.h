// What a game says to people, in the interface's language: its name, how its
// moves are written, the words of its options and of its own AI levels, and
// its demo matches. Each game implements it in its folder (ui/games/<game>/);
// the window, the dialogs and the command-line tool ask it and never name a game.
#pragma once

#include "core/ai/ai.h"
#include "core/games/gamerules.h"

#include <QList>
#include <QString>

#include <array>
#include <string_view>

namespace quatre::ui {

// A match between two AIs offered in the Demo menu, with names for its players.
struct DemoPreset {
    QString title; // the menu's entry, such as "dummy vs foo (Random vs Random)"
    std::array<QString, 2> names;
    std::array<AiConfig, 2> players;
    QString description; // what the two bots do, for the menu's tooltip
};

class GameText {
public:
    virtual ~GameText() = default;

    // "Connect Four".
    virtual QString name() const = 0;
    // How a move is written, for a game whose notation needs explaining
    // (shown beside the move list); empty otherwise.
    virtual QString notationHelp() const { return {}; }

    // The settings dialog's label of an option ("&Rows:"; for a flag, its
    // check box's text), and the tip shown over it (may be empty).
    virtual QString optionLabel(std::string_view key) const = 0;
    virtual QString optionToolTip(std::string_view key) const;
    // The command line's help for the option, and the name of its value in
    // that help ("--rows <R>").
    virtual QString optionHelp(std::string_view key) const = 0;
    virtual QString optionValueName(std::string_view key) const;
    // Why a saved game's options are out of range, or empty if they are not.
    virtual QString optionsProblem(const GameOptions &options) const = 0;

    // The name of a level: the shared levels by their common names, the
    // game's own by the game.
    virtual QString levelName(const AiLevel &level) const;
    // What an AI of `level` says about a move it chose for `reason` (4Mation's
    // Hardcore bot speaks); empty for nothing.
    virtual QString remark(const AiLevel &level, MoveReason reason) const;

    // The demo matches offered for this game, if any.
    virtual QList<DemoPreset> demoPresets() const { return {}; }

    // The names of the game's sets for `quatre-cli bench --solver`, explained
    // (see GameRules::solverBenchSet()); empty if it has none.
    virtual QString solverSetsHelp() const { return {}; }
};

} // namespace quatre::ui
