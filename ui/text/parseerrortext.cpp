#include "ui/text/parseerrortext.h"

#include "ui/text/visibletext.h"

#include <QCoreApplication>

namespace quatre::ui {

namespace {

// The problems of no game in particular; each game lists its own beside its
// words (ui/games/<game>/<game>text.cpp), under the same context.
[[maybe_unused]] const char *const kGeneralProblems[] = {
    QT_TRANSLATE_NOOP("ParseError", "no move given"),
    QT_TRANSLATE_NOOP("ParseError", "give one move at a time"),
    QT_TRANSLATE_NOOP("ParseError", "unknown game"),
    QT_TRANSLATE_NOOP("ParseError", "this game has no opening book"),
};

// The problems of a puzzle set's lines (kPuzzleParseProblems, core/analysis/puzzle.h).
[[maybe_unused]] const char *const kPuzzleProblems[] = {
    QT_TRANSLATE_NOOP("ParseError", "expected <game> <options> <moves to win> <winning move> <moves>"),
    QT_TRANSLATE_NOOP("ParseError", "'%1' is no option of the game (expected key=value)"),
    QT_TRANSLATE_NOOP("ParseError", "'%1' is no number of moves to win (1 or more)"),
    QT_TRANSLATE_NOOP("ParseError", "'%1' is no legal move of the position: %2"),
};

// The problems of an AI level's text (AiLevelProblem, core/ai/ai.h).
[[maybe_unused]] const char *const kAiLevelProblems[] = {
    QT_TRANSLATE_NOOP("ParseError", "%1 needs a time budget in milliseconds from %2 to %3, as in %1:1000"),
    QT_TRANSLATE_NOOP("ParseError", "%1 needs a depth from %2 to %3, as in %1:4"),
    QT_TRANSLATE_NOOP("ParseError", "%1:dN needs a depth cap N from %2 to %3"),
    QT_TRANSLATE_NOOP("ParseError", "level '%1' takes no parameter"),
    QT_TRANSLATE_NOOP("ParseError",
                      "unknown level '%1': use random, greedy, minimax:D, expert:MS, expert:dN, perfect or perfect:MS"),
    QT_TRANSLATE_NOOP("ParseError",
                      "unknown level '%1': use random, greedy, minimax:D, expert:MS, expert:dN, "
                      "perfect, perfect:MS or a game's own level (%2)"),
};

QString translated(std::string_view english)
{
    return QCoreApplication::translate("ParseError", std::string(english).c_str());
}

} // namespace

QString parseErrorText(const ParseError &error)
{
    if (error.problem == ParseProblem::Other)
        return visibleText(QString::fromStdString(error.message));
    std::vector<std::string> args = error.args;
    // The arguments that are words (Quarto's "tall"), not notation, are said
    // in the interface language too; the others are what was typed, shown
    // without its control characters.
    for (std::size_t i = 0; i < args.size(); ++i) {
        if (i < 32 && ((error.problem.wordArgs >> i) & 1u))
            args[i] = translated(args[i]).toStdString();
        else
            args[i] = visibleText(QString::fromStdString(args[i])).toStdString();
    }
    // Filled in by the core's own function rather than QString::arg(), which
    // would also replace a "%1" inside an argument.
    return QString::fromStdString(fillTemplate(translated(error.problem.text).toStdString(), args));
}

} // namespace quatre::ui
