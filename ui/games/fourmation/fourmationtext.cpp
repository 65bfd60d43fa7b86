#include "ui/games/fourmation/fourmationtext.h"

#include "core/games/fourmation/fourmation.h"
#include "core/games/fourmation/fourmationhardcore.h"

#include <QCoreApplication>

namespace quatre::ui {

namespace {

// The templates of 4Mation's problems (core/games/fourmation/
// fourmationproblems.h), for the translators; parseErrorText() finds them.
[[maybe_unused]] const char *const kProblems[] = {
    QT_TRANSLATE_NOOP("ParseError", "board size %1 is outside 3..10"),
    QT_TRANSLATE_NOOP("ParseError", "the 4Mation board size must be between 3 and 10 (got %1)"),
    QT_TRANSLATE_NOOP("ParseError",
                      "character %1 ('%2') is not a column letter: a move is a letter and a row number, "
                      "as in d4"),
    QT_TRANSLATE_NOOP("ParseError", "character %1 ('%2'): column %3 does not exist on a board of %4 columns (a-%5)"),
    QT_TRANSLATE_NOOP("ParseError", "character %1 ('%2'): the row number after the letter is missing"),
    QT_TRANSLATE_NOOP("ParseError", "character %1 ('%2') is not a row number after '%3'"),
    QT_TRANSLATE_NOOP("ParseError", "character %1 ('%2'): row %3 does not exist on a board of %4 rows (1-%4)"),
    QT_TRANSLATE_NOOP("ParseError", "character %1 ('%2'): %3 comes after the game was already over"),
    QT_TRANSLATE_NOOP("ParseError", "character %1 ('%2'): %3 is already occupied"),
    QT_TRANSLATE_NOOP("ParseError", "character %1 ('%2'): %3 is not adjacent to the last cube (%4)"),
    QT_TRANSLATE_NOOP("ParseError",
                      "character %1 ('%2'): %3 is not adjacent to the last cube (%4) nor, with it "
                      "surrounded, to an opponent cube"),
};

class FourMationText final : public GameText {
    Q_DECLARE_TR_FUNCTIONS(FourMationText)

public:
    QString name() const override { return tr("4Mation"); }

    QString optionLabel(std::string_view key) const override
    {
        return key == "size" ? tr("Board &size (N):")
                             : tr("&Official rule (when stuck, play next to any opponent cube)");
    }
    QString optionToolTip(std::string_view key) const override
    {
        return key == "size" ? tr("The board is N × N; on 3 × 3 nobody can make four")
                             : tr("Without it, a player with no cell next to the last cube ends the game in a draw");
    }
    QString optionHelp(std::string_view key) const override
    {
        return key == "size"
            ? tr("4Mation board size N (N x N), 3 to 10.")
            : tr("4Mation: a player with no cell next to the last cube may play next to any opponent cube.");
    }
    QString optionsProblem(const GameOptions &options) const override
    {
        const int size = options.value("size");
        if (FourMation::isValidSize(size))
            return {};
        return tr("The board size %1 is out of range: 4Mation boards go from %2 to %3.")
            .arg(size)
            .arg(FourMation::kImpossibleSize)
            .arg(FourMation::kMaxSize);
    }

    QString solverSetsHelp() const override
    {
        return tr("4mation-S (4mation-official-S with the official rule): the empty S x S board; 4mation-S-C: "
                  "S x S after C cubes");
    }

    QString levelName(const AiLevel &level) const override
    {
        return level == kHardcoreLevel ? tr("Hardcore") : GameText::levelName(level);
    }

    // The original bot's words, one for each of its three ways of choosing
    // (a win at once is its search's shortest forced win).
    QString remark(const AiLevel &level, MoveReason reason) const override
    {
        if (level != kHardcoreLevel)
            return {};
        switch (reason) {
        case MoveReason::Block: return tr("Too easy m8.");
        case MoveReason::ImmediateWin:
        case MoveReason::Search: return tr("Careful. I've got everything under control.");
        case MoveReason::Greedy: return tr("I'm tired of thinking. I'll just go with the most obvious one.");
        case MoveReason::None: break;
        }
        return {};
    }

    // The original program's bots: dummy and foo play at random, Colmerauer
    // and Roussel are Hardcore.
    QList<DemoPreset> demoPresets() const override
    {
        AiConfig random;
        random.level = AiLevel::Random;
        AiConfig hardcore;
        hardcore.level = kHardcoreLevel;
        // The original program's two bot levels, named after people as it named them.
        const QString level1 = tr("the level-1 bot: places its cube on any allowed cell at random");
        const QString level2 = tr("the level-2 bot: blocks the other's winning cell, looks for a forced win, "
                                  "otherwise takes the most promising cell, and says which it did");
        //: a demo match's tooltip: each bot's name (%1, %3) and what it does (%2, %4)
        const auto describe = [](const QString &first, const QString &what1, const QString &second,
                                 const QString &what2) {
            return tr("%1, %2.\n%3, %4.").arg(first, what1, second, what2);
        };
        return {{tr("dummy vs foo (Random vs Random)"),
                 {tr("dummy"), tr("foo")},
                 {random, random},
                 describe(tr("dummy"), level1, tr("foo"), level1)},
                {tr("dummy vs Roussel (Random vs Hardcore)"),
                 {tr("dummy"), tr("Roussel")},
                 {random, hardcore},
                 describe(tr("dummy"), level1, tr("Roussel"), level2)},
                {tr("Colmerauer vs Roussel (Hardcore vs Hardcore)"),
                 {tr("Colmerauer"), tr("Roussel")},
                 {hardcore, hardcore},
                 describe(tr("Colmerauer"), level2, tr("Roussel"), level2)}};
    }
};

} // namespace

const GameText &fourMationText()
{
    static const FourMationText text;
    return text;
}

} // namespace quatre::ui
