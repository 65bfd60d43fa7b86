#include "ui/games/quarto/quartotext.h"

#include <QCoreApplication>

namespace quatre::ui {

namespace {

// The templates of Quarto's problems (core/games/quarto/quartoproblems.h), and
// the attribute values they name in English, for the translators;
// parseErrorText() finds them.
[[maybe_unused]] const char *const kProblems[] = {
    QT_TRANSLATE_NOOP("ParseError", "an empty move: write a square and/or a piece, as in b3DTRH"),
    QT_TRANSLATE_NOOP("ParseError", "character %1 ('%2') is not a column: squares are a1 to d4"),
    QT_TRANSLATE_NOOP("ParseError", "character %1 ('%2') is not a row: squares are a1 to d4"),
    QT_TRANSLATE_NOOP("ParseError",
                      "character %1 (the end of the move): the piece code is too short, expected %2 (%3) "
                      "or %4 (%5) in a piece code like DTRH"),
    QT_TRANSLATE_NOOP("ParseError", "character %1 ('%2'): expected %3 (%4) or %5 (%6) in a piece code like DTRH"),
    QT_TRANSLATE_NOOP("ParseError", "character %1 ('%2'): a piece code has only 4 letters"),
    QT_TRANSLATE_NOOP("ParseError", "move '%1' (character %2): the game is already over"),
    QT_TRANSLATE_NOOP("ParseError",
                      "move '%1' (character %2): the first move only gives a piece, as in DTRH, with no "
                      "square"),
    QT_TRANSLATE_NOOP("ParseError",
                      "move '%1' (character %2): place the piece in hand (%3) on a square first, as in "
                      "b3%3"),
    QT_TRANSLATE_NOOP("ParseError", "move '%1' (character %2): square %3 is already taken"),
    QT_TRANSLATE_NOOP("ParseError", "character %1 ('%2'): placing on %3 wins, so the game ends and no piece is given"),
    QT_TRANSLATE_NOOP("ParseError",
                      "character %1 ('%2'): placing on %3 fills the board, so the game ends and no "
                      "piece is given"),
    QT_TRANSLATE_NOOP("ParseError",
                      "character %1 (the end of the move): after placing on %2 a piece must be given, "
                      "as in %2DTRH"),
    QT_TRANSLATE_NOOP("ParseError", "character %1 ('%2'): piece %3 is the one being placed"),
    QT_TRANSLATE_NOOP("ParseError", "character %1 ('%2'): piece %3 is already on the board"),
    QT_TRANSLATE_NOOP("ParseError", "no piece has been given yet: start with the opening give"),
    QT_TRANSLATE_NOOP("ParseError", "Quarto has no opening book: its solver is exact from the tenth empty square"),
    QT_TRANSLATE_NOOP("ParseError", "light"),
    QT_TRANSLATE_NOOP("ParseError", "dark"),
    QT_TRANSLATE_NOOP("ParseError", "short"),
    QT_TRANSLATE_NOOP("ParseError", "tall"),
    QT_TRANSLATE_NOOP("ParseError", "square"),
    QT_TRANSLATE_NOOP("ParseError", "round"),
    QT_TRANSLATE_NOOP("ParseError", "solid"),
    QT_TRANSLATE_NOOP("ParseError", "hollow"),
};

class QuartoText final : public GameText {
    Q_DECLARE_TR_FUNCTIONS(QuartoText)

public:
    QString name() const override { return tr("Quarto"); }

    // The piece codes come from the notation, not from any language.
    QString notationHelp() const override
    {
        return tr(
            "A move is the square where the piece in hand goes, then the piece given, in four letters: "
            "L or D (light or dark), S or T (short or tall), Q or R (square or round), F or H (solid or hollow).");
    }

    QString optionLabel(std::string_view) const override { return tr("&Square rule (a 2 × 2 block also wins)"); }
    QString optionToolTip(std::string_view) const override
    {
        return tr("Four pieces in any 2 × 2 block that share an attribute also win");
    }
    QString optionHelp(std::string_view) const override
    {
        return tr("Quarto: a 2x2 square of pieces sharing an attribute also wins.");
    }
    QString optionsProblem(const GameOptions &) const override { return {}; }

    QString solverSetsHelp() const override
    {
        return tr("quarto-E (quarto-square-E with the square rule): Quarto with E empty squares");
    }
};

} // namespace

const GameText &quartoText()
{
    static const QuartoText text;
    return text;
}

} // namespace quatre::ui
