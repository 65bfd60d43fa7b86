// Who sits in one of the two seats of a game: a person at this screen, a
// person at another computer (a network game), or an AI of some level.
// Shared by every game, so it knows nothing of the rules.
#pragma once

#include "core/ai/ai.h"

#include <QString>

namespace quatre::ui {

struct Seat {
    // The time budgets a person may give an AI, in milliseconds.
    static constexpr int kMinBudgetMs = 100;
    static constexpr int kMaxBudgetMs = 60000;

    bool human = true;
    AiConfig ai; // meaningful only when !human
    // A person who plays from another computer: their moves come over the
    // network, never from this screen or this program's AI.
    bool remote = false;
    QString name; // the remote person's chosen name, shown as plain text

    static Seat person() { return Seat{}; }
    static Seat computer(const AiConfig &config) { return Seat{false, config, false, {}}; }
    static Seat remotePerson(const QString &name) { return Seat{true, {}, true, name}; }
    // A person at this screen.
    bool isLocalPerson() const { return human && !remote; }

    friend bool operator==(const Seat &, const Seat &) = default;
};

// Which seat moves first in the next game.
enum class FirstMove { Seat1, Seat2, Alternate };

} // namespace quatre::ui
