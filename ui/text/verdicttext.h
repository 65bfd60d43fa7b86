// How an AI expects the game to end, in words of the interface language: the
// line its seat card shows after its move ("Wins in 3 moves", "Not sure").
#pragma once

#include "core/ai/ai.h"

#include <QString>

#include <optional>

namespace quatre::ui {

// `verdict` is the one the AI's decision gave for the position it moved in
// (nullopt: the search did not reach the end of the game). The text speaks of
// the position after that move, from the AI's side. Empty once the game is over.
QString verdictAfterMoveText(const std::optional<Verdict> &verdict);

} // namespace quatre::ui
