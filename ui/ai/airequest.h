// One question to the AI thread: a private copy of the position, its game's
// options (whose rules make its AIs), the level to play it at, and the flag
// through which the GUI thread stops the search.
#pragma once

#include "core/ai/ai.h"
#include "core/game.h"
#include "core/games/gamerules.h"

#include <QMetaType>

#include <cstdint>
#include <memory>

namespace quatre::ui {

struct AiRequest {
    quint64 generation = 0;
    std::shared_ptr<const Game> game;
    GameOptions options;
    AiConfig config;
    std::shared_ptr<SearchControl> control;
};

} // namespace quatre::ui

Q_DECLARE_METATYPE(quatre::AiDecision)
Q_DECLARE_METATYPE(quatre::SearchProgress)
