#include "ui/games/gamelist.h"

#include "ui/games/connectfour/connectfourentry.h"
#include "ui/games/fourmation/fourmationentry.h"
#include "ui/games/quarto/quartoentry.h"

namespace quatre::ui {

const GameRegistry &builtInGames()
{
    // A new game adds its folders (core/games/<game>/, ui/games/<game>/) and one line here.
    static const GameRegistry games{
        connectFourEntry(),
        quartoEntry(),
        fourMationEntry(),
    };
    return games;
}

} // namespace quatre::ui
