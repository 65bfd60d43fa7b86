#include "ui/games/quarto/quartoentry.h"

#include "core/games/quarto/quartorules.h"
#include "ui/games/quarto/quartoboardview.h"
#include "ui/games/quarto/quartorulespage.h"
#include "ui/games/quarto/quartoterminal.h"
#include "ui/games/quarto/quartotext.h"

namespace quatre::ui {

GameEntry quartoEntry()
{
    return {&quartoRules(), &quartoText(), &quartoTerminal(),
            [](QWidget *parent) -> BoardView * { return new QuartoBoardView(parent); }, &quartoRulesPage};
}

} // namespace quatre::ui
