// What the command-line tests run the commands with: the program's games, and
// no window and no network peer (bench --window, host and join are run through
// quatre-cli itself).
#pragma once

#include "ui/cli/cli.h"
#include "ui/games/gamelist.h"

inline const quatre::cli::Context &cliContext()
{
    static const quatre::cli::Context context{quatre::ui::builtInGames(), {}, {}};
    return context;
}
