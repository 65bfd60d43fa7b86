// A game as a session shows it and a file keeps it: the game and its
// options, the two seats, who began, and every move, those Redo would play
// again included.
#pragma once

#include "core/games/gamerules.h"
#include "ui/session/seat.h"

#include <array>
#include <vector>

namespace quatre::ui {

struct GameRecord {
    GameOptions options;
    std::array<Seat, 2> seats{Seat::person(), Seat::person()};
    int firstSeat = 0; // the seat that made the first move
    std::vector<Move> moves; // played from the empty board
    std::vector<Move> redo; // taken back and still on offer to Redo, after `moves`

    friend bool operator==(const GameRecord &, const GameRecord &) = default;
};

} // namespace quatre::ui
