#include "ui/games/fourmation/fourmationentry.h"

#include "core/games/fourmation/fourmationrules.h"
#include "ui/games/fourmation/fourmationboardview.h"
#include "ui/games/fourmation/fourmationrulespage.h"
#include "ui/games/fourmation/fourmationterminal.h"
#include "ui/games/fourmation/fourmationtext.h"

namespace quatre::ui {

GameEntry fourMationEntry()
{
    return {&fourMationRules(), &fourMationText(), &fourMationTerminal(),
            [](QWidget *parent) -> BoardView * { return new FourMationBoardView(parent); }, &fourMationRulesPage};
}

} // namespace quatre::ui
