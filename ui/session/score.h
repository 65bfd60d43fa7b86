// The running tally of one sitting: games won by each seat, and draws.
#pragma once

#include <array>

namespace quatre::ui {

struct Score {
    std::array<int, 2> wins{};
    int draws = 0;

    int games() const { return wins[0] + wins[1] + draws; }
    friend bool operator==(const Score &, const Score &) = default;
};

} // namespace quatre::ui
