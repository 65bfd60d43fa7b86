#include "ui/games/connectfour/connectfourterminal.h"

#include "core/games/connectfour/connectfour.h"
#include "ui/terminal/askmove.h"
#include "ui/terminal/terminaldrawing.h"

#include <QCoreApplication>

namespace quatre::ui {

namespace {

class ConnectFourTerminal final : public GameTerminal {
    Q_DECLARE_TR_FUNCTIONS(ConnectFourTerminal)

public:
    // Column numbers on top, no top border (the discs drop in from there),
    // ├───┼ between rows and ╰───┴───╯ at the bottom. Column 10 is numbered
    // 10 here although it is typed 'a' too.
    QString board(const Game &game) const override
    {
        const auto &c4 = static_cast<const ConnectFour &>(game);
        const QString margin = QStringLiteral("  ");
        QString text = QStringLiteral("   ");
        for (int c = 0; c < c4.columns(); ++c)
            text += QString::number(c + 1).rightJustified(2) + QStringLiteral("  ");
        text += QStringLiteral(" \n");
        for (int r = 0; r < c4.rows(); ++r) {
            if (r > 0)
                text += border(margin, u'├', u'┼', u'┤', c4.columns(), 3);
            text += margin + QChar(u'│');
            for (int c = 0; c < c4.columns(); ++c) {
                const int seat = c4.discAt({r, c});
                text += cellText(u' ', seat < 0 ? QChar(u' ') : playerMark(seat), u' ') + QChar(u'│');
            }
            text += QLatin1Char('\n');
        }
        return text + border(margin, u'╰', u'┴', u'╯', c4.columns(), 3);
    }

    std::optional<Move> askMove(const Game &game, TerminalInput &input) const override
    {
        // The notation writes column 10 as 'a'; people will type 10 as well.
        return ui::askMove(game, input, QStringLiteral("  ") + tr("Choose column: "), [](const QString &answer) {
            return answer == QLatin1String("10") ? QStringLiteral("a") : answer;
        });
    }

    QString moveLines(const Game &, Move move) const override
    {
        return QStringLiteral("  ") + tr("Column -> %1").arg(move + 1) + QLatin1Char('\n');
    }

    QList<TerminalStrategy> strategies() const override
    {
        // The original program's three strategies, then this program's expert.
        return {{tr("random"), AiLevel::Random, {}},
                {tr("greedy"), AiLevel::Greedy, {}},
                {tr("smart"), AiLevel::Minimax, {}},
                {tr("expert"), AiLevel::Expert, {}}};
    }

    QList<SetupQuestion> setupQuestions() const override
    {
        return {{"rows", tr("Rows    = ")}, {"columns", tr("Columns = ")}};
    }
};

} // namespace

const GameTerminal &connectFourTerminal()
{
    static const ConnectFourTerminal terminal;
    return terminal;
}

} // namespace quatre::ui
