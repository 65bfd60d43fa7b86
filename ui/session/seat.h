// Who sits in one of the two seats of a game: a person at this screen, or an
// AI of some level. Shared by every game, so it knows nothing of the rules.
#pragma once

#include "core/ai/ai.h"

namespace quatre::ui {

struct Seat {
    // The time budgets a person may give an AI, in milliseconds.
    static constexpr int kMinBudgetMs = 100;
    static constexpr int kMaxBudgetMs = 60000;

    bool human = true;
    AiConfig ai; // meaningful only when !human

    static Seat person() { return Seat{}; }
    static Seat computer(const AiConfig &config) { return Seat{false, config}; }

    friend bool operator==(const Seat &, const Seat &) = default;
};

// Which seat moves first in the next game.
enum class FirstMove { Seat1, Seat2, Alternate };

} // namespace quatre::ui
