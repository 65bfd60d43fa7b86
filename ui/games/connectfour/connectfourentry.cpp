#include "ui/games/connectfour/connectfourentry.h"

#include "core/games/connectfour/connectfourrules.h"
#include "ui/games/connectfour/connectfourboardview.h"
#include "ui/games/connectfour/connectfourrulespage.h"
#include "ui/games/connectfour/connectfourterminal.h"
#include "ui/games/connectfour/connectfourtext.h"

namespace quatre::ui {

GameEntry connectFourEntry()
{
    return {&connectFourRules(), &connectFourText(), &connectFourTerminal(),
            [](QWidget *parent) -> BoardView * { return new ConnectFourBoardView(parent); }, &connectFourRulesPage};
}

} // namespace quatre::ui
