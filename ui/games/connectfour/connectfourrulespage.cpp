#include "ui/games/connectfour/connectfourrulespage.h"

#include "core/games/connectfour/connectfourrules.h"

#include <QCoreApplication>

namespace quatre::ui {

namespace {

class ConnectFourRulesPage {
    Q_DECLARE_TR_FUNCTIONS(ConnectFourRulesPage)

public:
    static GameOptions board(int rows, int columns)
    {
        GameOptions options = connectFourRules().defaultOptions();
        options.setValue("rows", rows);
        options.setValue("columns", columns);
        return options;
    }

    static RulesPage page()
    {
        RulesPage page;
        // Red climbs a diagonal from the bottom left corner while Yellow fills the bottom row, short of four.
        RulesPicture diagonal{board(6, 7),
                              QStringLiteral("12233434464"),
                              {},
                              {240, 200},
                              tr("Red has four discs on a diagonal and wins: the winning line is lit.")};
        // Found by random play: 16 discs and not four in a line anywhere.
        RulesPicture full{board(4, 4),
                          QStringLiteral("2234114322434311"),
                          {},
                          {200, 200},
                          tr("A full 4 × 4 board with no line of four: a draw.")};
        page.sections = {
            {tr("The aim"),
             {tr("Two players take turns dropping discs of their colour into the columns of an upright board. "
                 "A disc falls to the lowest free cell of its column; a full column takes no more discs."),
              tr("The first to line up four or more discs of their colour in a row, a column or a diagonal "
                 "wins. If the board fills up without such a line, the game is a draw.")},
             {diagonal, full}},
            {tr("Playing in Quatre"),
             {tr("Click a column to drop your disc in it: the column under the mouse is highlighted. With the "
                 "keyboard, Left and Right move the marker over the columns, and Enter, Space or Down drop the "
                 "disc; the digits 1 to 9 choose a column at once (0 is column 10).")},
             {}},
            {tr("Options"),
             {tr("In Game > Settings you choose the number of rows and of columns, each from 4 to 10 (6 rows "
                 "by 7 columns is the classic board), who plays each colour, and who starts.")},
             {}},
        };
        page.firstTimeTip =
            tr("New to Connect Four? Drop your discs in turn: four in a row, a column or a diagonal wins.");
        return page;
    }
};

} // namespace

RulesPage connectFourRulesPage()
{
    return ConnectFourRulesPage::page();
}

} // namespace quatre::ui
