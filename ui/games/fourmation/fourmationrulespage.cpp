#include "ui/games/fourmation/fourmationrulespage.h"

#include "core/games/fourmation/fourmationrules.h"

#include <QCoreApplication>

namespace quatre::ui {

namespace {

class FourMationRulesPage {
    Q_DECLARE_TR_FUNCTIONS(FourMationRulesPage)

public:
    static GameOptions board(int size, bool officialRule)
    {
        GameOptions options = fourMationRules().defaultOptions();
        options.setValue("size", size);
        options.setValue("officialRule", officialRule ? 1 : 0);
        return options;
    }

    static RulesPage page()
    {
        RulesPage page;
        // White climbs the diagonal c3-f6, each cube next to Black's last.
        RulesPicture win{board(7, false),
                         QStringLiteral("c3d3d4e4e5f5f6"),
                         {},
                         {220, 220},
                         tr("White's fourth cube on the diagonal wins: every cube went next to the cube "
                            "before it.")};
        RulesPicture next{board(7, false),
                          QStringLiteral("d4e3e4f5"),
                          {},
                          {220, 220},
                          tr("Black has just played f5 (framed in orange): White's cube must go on one of the "
                             "green cells around it.")};
        // Black's cube in the corner leaves no free cell around it (a small
        // board, so that the corner is seen well).
        const QString cornered = QStringLiteral("b2a2b1a1");
        RulesPicture draw{board(5, false),
                          cornered,
                          {{0, 0}},
                          {220, 220},
                          tr("Draw-when-stuck rule: Black's last cube (lit) has no free cell next to it, so "
                             "White is stuck and the game is a draw.")};
        RulesPicture official{board(5, true),
                              cornered,
                              {},
                              {220, 220},
                              tr("Official rule, the same position: White places a cube next to any black "
                                 "cube, on the cells lit in blue.")};
        page.sections = {
            {tr("The aim"),
             {tr("4Mation is played with white and black cubes on a square board of N × N cells, 7 × 7 by "
                 "default. The players take turns placing a cube of their colour on an empty cell."),
              tr("Four or more cubes of one colour in a line, in a row, a column or a diagonal, win.")},
             {win}},
            {tr("Next to the last cube"),
             {tr("The first cube may go on any cell. Every later cube must go on an empty cell next to the last "
                 "cube placed, by either player: a cell that shares a side or a corner with it. So the cube you "
                 "place also decides where your opponent may play."),
              tr("On the board the last cube is framed in orange, and the cells where the next cube may go are "
                 "lit in green.")},
             {next}},
            {tr("When a player is stuck"),
             {tr("If every cell next to the last cube is taken, the player to move is stuck. What happens then "
                 "depends on the rule chosen in Game > Settings:"),
              tr("Under the draw-when-stuck rule (the default, from the original program), the game ends in a "
                 "draw."),
              tr("Under the official rule (the published game's), the stuck player places a cube next to any "
                 "cube of the opponent instead, on the cells lit in blue; the game is a draw only if there is "
                 "no such cell either.")},
             {draw, official}},
            {tr("Playing in Quatre"),
             {tr("Click one of the lit cells to place your cube there. With the keyboard, the arrow keys move "
                 "the cursor and Enter or Space places the cube.")},
             {}},
            {tr("Options"),
             {tr("In Game > Settings you choose the board size N, from 4 to 10, and the rule for a stuck "
                 "player. A size of 3 gives the \"impossible\" board of the original program: on 3 × 3 nobody "
                 "can make four.")},
             {}},
        };
        page.firstTimeTip = tr("New to 4Mation? Each cube goes next to the last cube placed, on the lit cells: "
                               "four in a line wins.");
        return page;
    }
};

} // namespace

RulesPage fourMationRulesPage()
{
    return FourMationRulesPage::page();
}

} // namespace quatre::ui
