// Playing whole games between two AIs: the engine of `quatre-cli match` and of
// the ladder tests that check each level beats the one below.
#pragma once

#include "core/ai/ai.h"
#include "core/games/gamerules.h"

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace quatre {

struct MatchOptions {
    GameOptions game;
    AiConfig first; // "p1"
    AiConfig second; // "p2"
    int games = 10;
    // When true p1 and p2 swap who moves first after every game, and each
    // pair of games starts from the same random opening.
    bool alternate = false;
    // Random plies played before the AIs take over, so that matches between
    // deterministic levels are not the same game over and over.
    int openingPlies = 0;
    std::uint64_t seed = 1;
};

struct GameRecord {
    std::string moves; // the whole game in the game's notation
    int p1Seat = 0; // 0 if p1 moved first
    Outcome outcome = Outcome::Ongoing;
    int p1Points2 = 0; // p1's points doubled: 2 win, 1 draw, 0 loss

    // "1-0", "0-1" or "draw", from p1's view.
    std::string resultText() const;
};

struct MatchSummary {
    int p1Wins = 0;
    int p2Wins = 0;
    int draws = 0;
    std::vector<GameRecord> games;

    // p1's share of the points, draws counting half: 0.0 .. 1.0.
    double p1Score() const;
    // "p1 <wins> p2 <wins> draws <n>"
    std::string summaryLine() const;
};

// Precondition: the game options are playable and the game offers both levels.
// `onGame` (optional) is called after each game, for streaming output.
MatchSummary playMatch(const MatchOptions &options, const std::function<void(const GameRecord &)> &onGame = {});

} // namespace quatre
