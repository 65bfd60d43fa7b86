// quatre-cli analyse: the value of every legal move of one position, as the
// analysis board shows them, from the core's Analyst (core/analysis/analyst.h).
#include "ui/cli/cli.h"
#include "ui/cli/clioptions.h"
#include "ui/cli/commandparser.h"
#include "ui/cli/commands.h"
#include "ui/text/movevaluetext.h"
#include "ui/text/parseerrortext.h"

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
    parser.addPositionalArgument(
        QStringLiteral("moves"),
        QCoreApplication::translate(
            "Cli", "The moves played so far: 4453 for Connect Four, d4e5 for 4Mation, \"DTRH a1LSQF\" for Quarto."),
        QStringLiteral("[moves]"));
    int exitCode = kExitOk;
    if (!parser.parseArguments(arguments, out, err, &exitCode))
        return exitCode;
    QString error;
    const auto game = gameOptions(parser, games, &error);
    // As best's: a notation with spaces between moves may come as several arguments.
    if (game && newGame(*game)->playText(" ") && parser.positionalArguments().size() > 1)
        return usageError(err,
                          QCoreApplication::translate("Cli", "analyse takes at most one position, got %1")
                              .arg(parser.positionalArguments().size()));
    const auto budget = game ? analysisBudgetOption(parser, &error) : std::nullopt;
    if (!budget)
        return usageError(err, error);

    const QString moves = parser.positionalArguments().join(QLatin1Char(' '));
    auto parsed = gameFromText(*game, moves.toStdString());
    if (const auto *problem = std::get_if<ParseError>(&parsed))
        return usageError(
            err, QCoreApplication::translate("Cli", "bad position '%1': %2").arg(moves, ui::parseErrorText(*problem)));
    const Game &position = *std::get<std::unique_ptr<Game>>(parsed);
    if (position.isOver())
        return usageError(err, QCoreApplication::translate("Cli", "the game is already over in '%1'").arg(moves));

    Analyst analyst(*game);
    SearchControl control; // nobody cancels: the budget bounds the time
    const std::optional<std::vector<MoveValue>> values = analyst.analyse(position, control, *budget);
    for (const MoveValue &value : *values)
        out << QString::fromStdString(position.moveToText(value.move)) << ' ' << value.score << ' '
            << (value.exact ? "exact" : "estimate") << ' ' << ui::moveValueText(value) << '\n';
    return kExitOk;
}

} // namespace quatre::cli
