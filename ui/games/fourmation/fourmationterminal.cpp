#include "ui/games/fourmation/fourmationterminal.h"

#include "core/games/fourmation/fourmation.h"
#include "core/games/fourmation/fourmationhardcore.h"
#include "ui/terminal/askmove.h"
#include "ui/terminal/terminaldrawing.h"

#include <QCoreApplication>

namespace quatre::ui {

namespace {

class FourMationTerminal final : public GameTerminal {
    Q_DECLARE_TR_FUNCTIONS(FourMationTerminal)

public:
    // Column letters above and below, row numbers on the left (1 at the top,
    // as the notation reads them). The last cube is bracketed and the cells
    // where the next cube may go are dotted, since the adjacency rule is what
    // a player has to see at a glance.
    QString board(const Game &game) const override
    {
        const auto &fourMation = static_cast<const FourMation &>(game);
        const int size = fourMation.size();
        const QString margin = QStringLiteral("    ");
        QString letters = margin;
        for (int c = 0; c < size; ++c)
            letters += cellText(u' ', u' ', columnLetter(c)) + QLatin1Char(' ');
        letters += QLatin1Char('\n');

        const std::optional<Cell> last = fourMation.lastCell();
        // Before the first cube every cell is legal; dotting them all says nothing.
        const bool markLegal = last.has_value();
        QString text = letters + border(margin, u'╭', u'┬', u'╮', size, 3);
        for (int r = 0; r < size; ++r) {
            if (r > 0)
                text += border(margin, u'├', u'┼', u'┤', size, 3);
            text += QString::number(r + 1).rightJustified(3) + QStringLiteral(" │");
            for (int c = 0; c < size; ++c) {
                const Cell cell{r, c};
                const int seat = fourMation.ownerAt(cell);
                if (seat >= 0 && last == cell)
                    text += cellText(u'[', playerMark(seat), u']');
                else if (seat >= 0)
                    text += cellText(u' ', playerMark(seat), u' ');
                else if (markLegal && fourMation.isLegal(fourMation.moveAt(cell)))
                    text += QStringLiteral(" · ");
                else
                    text += QStringLiteral("   ");
                text += QChar(u'│');
            }
            text += QLatin1Char('\n');
        }
        return text + border(margin, u'╰', u'┴', u'╯', size, 3) + letters;
    }

    std::optional<Move> askMove(const Game &game, TerminalInput &input) const override
    {
        return ui::askMove(game, input, QStringLiteral("  ") + tr("Choose cell: "),
                           [](const QString &answer) { return answer; });
    }

    QString moveLines(const Game &before, Move move) const override
    {
        return QStringLiteral("  ") + tr("Cell -> %1").arg(QString::fromStdString(before.moveToText(move)))
            + QLatin1Char('\n');
    }

    // The original program's single-player menu (easy peasy, hardcore,
    // impossible) with the shared levels in between.
    QList<TerminalStrategy> strategies() const override
    {
        return {{tr("easy peasy"), AiLevel::Random, {}},
                {tr("greedy"), AiLevel::Greedy, {}},
                {tr("smart"), AiLevel::Minimax, {}},
                {tr("hardcore"), kHardcoreLevel, {}},
                {tr("expert"), AiLevel::Expert, {}},
                {tr("impossible (3x3)"), kHardcoreLevel, {{"size", FourMation::kImpossibleSize}}}};
    }

    // The strategy first, since its "impossible" entry decides the size.
    bool asksStrategyFirst() const override { return true; }

    QList<SetupQuestion> setupQuestions() const override { return {{"size", tr("Size    = ")}}; }
};

} // namespace

const GameTerminal &fourMationTerminal()
{
    static const FourMationTerminal terminal;
    return terminal;
}

} // namespace quatre::ui
