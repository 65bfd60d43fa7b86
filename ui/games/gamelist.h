// The games Quatre plays.
#pragma once

#include "ui/registry/gameregistry.h"

namespace quatre::ui {

// Every game of the program, in the order menus list them.
const GameRegistry &builtInGames();

} // namespace quatre::ui
