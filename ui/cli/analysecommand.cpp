// quatre-cli analyse: the value of every legal move of one position, as the
// analysis board shows them, from the core's Analyst (core/analysis/analyst.h).
#include "ui/cli/cli.h"
#include "ui/cli/clioptions.h"
#include "ui/cli/commandparser.h"
#include "ui/cli/commands.h"
#include "ui/text/movevaluetext.h"

#include "core/analysis/analyst.h"

#include <QCoreApplication>
#include <QTextStream>

namespace quatre::cli {

int analyseCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandParser parser(
        QStringLiteral("analyse"),
        QCoreApplication::translate(
            "Cli",
            "Prints the value of every legal move in the position reached by <moves> (none: the empty board) for "
            "the player to move, one line each in the order of the legal moves: '<move> <score> exact|estimate "
            "<words>'. An exact score is the solver's (sooner wins higher, 0 a draw), from the opening book, the "
            "end of the game or a solve within --budget; an estimate is the Expert search's, in its own units. "
            "The words say the same for people, in the interface's language."));
    addGameOptions(parser, games);
    addAnalysisBudgetOption(parser);
    addThreadsOption(parser, ThreadsUse::Analysis);
    addPositionArgument(parser);
    int exitCode = kExitOk;
    if (!parser.parseArguments(arguments, out, err, &exitCode))
        return exitCode;
    QString error;
    const auto game = gameOptions(parser, games, &error);
    const std::unique_ptr<Game> position =
        game ? positionArgument(parser, *game, QStringLiteral("analyse"), &error) : nullptr;
    const auto budget = position ? analysisBudgetOption(parser, &error) : std::nullopt;
    const auto threads = budget ? threadsOption(parser, &error) : std::nullopt;
    if (!threads)
        return usageError(err, error);

    Analyst analyst(*game, *threads);
    SearchControl control; // nobody cancels: the budget bounds the time
    const std::optional<std::vector<MoveValue>> values = analyst.analyse(*position, control, *budget);
    for (const MoveValue &value : *values)
        out << QString::fromStdString(position->moveToText(value.move)) << ' ' << value.score << ' '
            << (value.exact ? "exact" : "estimate") << ' ' << ui::moveValueText(value) << '\n';
    return kExitOk;
}

} // namespace quatre::cli
