#include "ui/games/quarto/quartorulespage.h"

#include "core/games/quarto/quartorules.h"

#include <QCoreApplication>

namespace quatre::ui {

namespace {

class QuartoRulesPage {
    Q_DECLARE_TR_FUNCTIONS(QuartoRulesPage)

public:
    static GameOptions board(bool squareRule)
    {
        GameOptions options = quartoRules().defaultOptions();
        options.setValue("squareRule", squareRule ? 1 : 0);
        return options;
    }

    static RulesPage page()
    {
        // The board and the pieces beside it are wider than high.
        const QSize wide(360, 240);
        RulesPage page;
        // Four tall pieces fill the bottom row; they differ in colour, shape and fill.
        const QString tallRow = QStringLiteral("LTQF a1DTRH b1LSRF c3DSQH b2LTRH c1DSRF d3DTQF d1");
        RulesPicture win{board(false),
                         tallRow,
                         {},
                         wide,
                         tr("Player 2 placed the fourth tall piece in the bottom row and wins: the four pieces "
                            "differ in everything else.")};
        // The same game four moves in: Player 1 holds the piece Player 2 gave.
        RulesPicture turn{board(false),
                          QStringLiteral("LTQF a1DTRH b1LSRF c3DSQH"),
                          {},
                          wide,
                          tr("Player 1 holds the piece Player 2 chose for them (\"Piece to place\"). They put it "
                             "on an empty square, then choose from \"Pieces to give\" the piece Player 2 must "
                             "place next.")};
        // Round pieces on b2, c2, b3 and c3, nothing else in common.
        RulesPicture square{board(true),
                            QStringLiteral("LSRF b2DTRH c3LTQF a1DSRF b3LTRH c2"),
                            {},
                            wide,
                            tr("With the square rule, four round pieces in a 2 × 2 block win too.")};
        page.sections = {
            {tr("The pieces and the aim"),
             {tr("Quarto is played on a board of 4 × 4 squares with 16 different pieces. Each piece is light or "
                 "dark, short or tall, square or round, and solid or hollow. The pieces belong to nobody: both "
                 "players place the same pieces."),
              tr("Whoever places the fourth piece of a row, a column or one of the two long diagonals wins, if "
                 "all four pieces of that line share at least one attribute: all light, all tall, all round, all "
                 "hollow… If all 16 pieces are placed without such a line, the game is a draw.")},
             {win}},
            {tr("A turn: place, then give"),
             {tr("You never choose the piece you place: your opponent does. The first player begins by choosing "
                 "a piece and giving it to the other. From then on every turn has two steps: place the piece "
                 "you were given on any empty square, then choose one of the remaining pieces for your opponent "
                 "to place."),
              tr("So think before you give: a piece that completes a line of four hands your opponent the "
                 "win.")},
             {turn}},
            {tr("Playing in Quatre"),
             {tr("Click an empty square to place the piece in hand (click it again to take it back), then click "
                 "the piece to give under \"Pieces to give\". The first move of the game is only a give. With "
                 "the keyboard, the arrow keys move over the board and the pieces, and Enter or Space chooses.")},
             {}},
            {tr("Options"),
             {tr("The square rule, in Game > Settings: four pieces in any 2 × 2 block of squares that share an "
                 "attribute also win.")},
             {square}},
        };
        page.firstTimeTip = tr("New to Quarto? Your opponent chooses the piece you place, and you choose theirs: "
                               "four in a line sharing any attribute wins.");
        return page;
    }
};

} // namespace

RulesPage quartoRulesPage()
{
    return QuartoRulesPage::page();
}

} // namespace quatre::ui
