// The names the AI levels are stored under ("minimax"), the same in the
// settings, the saved games and the statistics. They are part of the file
// formats: never translated, never renamed.
#pragma once

#include "core/ai/ai.h"

#include <QLatin1String>
#include <QStringView>

#include <optional>

namespace quatre::ui {

QLatin1String levelKey(AiLevel level);
// nullopt for a name that is no level.
std::optional<AiLevel> levelFromKey(QStringView key);

} // namespace quatre::ui
