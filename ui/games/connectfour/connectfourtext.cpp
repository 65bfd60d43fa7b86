#include "ui/games/connectfour/connectfourtext.h"

#include "core/games/connectfour/connectfour.h"

#include <QCoreApplication>

namespace quatre::ui {

namespace {

// The templates of Connect Four's problems (core/games/connectfour/
// connectfourproblems.h), for the translators; parseErrorText() finds them.
[[maybe_unused]] const char *const kProblems[] = {
    QT_TRANSLATE_NOOP("ParseError", "board size %1x%2 is outside 4x4..10x10"),
    QT_TRANSLATE_NOOP("ParseError", "rows and columns must each be between 4 and 10 (got %1x%2)"),
    QT_TRANSLATE_NOOP("ParseError", "character %1 ('%2') is not a column: use 1-9, and a for column 10"),
    QT_TRANSLATE_NOOP("ParseError", "character %1 ('%2'): column %3 does not exist on a board of %4 columns"),
    QT_TRANSLATE_NOOP("ParseError", "character %1 ('%2'): the game was already over"),
    QT_TRANSLATE_NOOP("ParseError", "character %1 ('%2'): column %3 is full"),
    QT_TRANSLATE_NOOP("ParseError", "a book needs a board of at most 52 bits: columns x (rows + 1)"),
};

class ConnectFourText final : public GameText {
    Q_DECLARE_TR_FUNCTIONS(ConnectFourText)

public:
    QString name() const override { return tr("Connect Four"); }

    QString optionLabel(std::string_view key) const override { return key == "rows" ? tr("&Rows:") : tr("&Columns:"); }

    QString optionHelp(std::string_view key) const override
    {
        return key == "rows" ? tr("Connect Four rows, 4 to 10.") : tr("Connect Four columns, 4 to 10.");
    }

    QString optionValueName(std::string_view key) const override
    {
        return key == "rows" ? QStringLiteral("R") : QStringLiteral("C");
    }

    QString solverSetsHelp() const override
    {
        return tr("Test_L3_R1 etc.: a Connect Four reference file; connect4-D: Connect Four after D plies");
    }

    QString optionsProblem(const GameOptions &options) const override
    {
        const int rows = options.value("rows"), columns = options.value("columns");
        if (ConnectFour::isValidSize(rows, columns))
            return {};
        return tr("The board size %1 × %2 is out of range: rows and columns go from %3 to %4.")
            .arg(rows)
            .arg(columns)
            .arg(ConnectFour::kMinSize)
            .arg(ConnectFour::kMaxSize);
    }
};

} // namespace

const GameText &connectFourText()
{
    static const ConnectFourText text;
    return text;
}

} // namespace quatre::ui
