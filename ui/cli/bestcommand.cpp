#include "ui/cli/cli.h"
#include "ui/cli/clioptions.h"
#include "ui/cli/commandparser.h"
#include "ui/cli/commands.h"

#include <QCoreApplication>
#include <QTextStream>

namespace quatre::cli {

int bestCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandParser parser(
        QStringLiteral("best"),
        QCoreApplication::translate(
            "Cli",
            "Prints the move the chosen level plays in the position reached by <moves> (none: the empty board)."));
    addGameOptions(parser, games);
    parser.addOption({QStringLiteral("level"), QCoreApplication::translate("Cli", "The AI level."),
                      QStringLiteral("level"), QStringLiteral("expert")});
    addPositionArgument(parser);
    int exitCode = kExitOk;
    if (!parser.parseArguments(arguments, out, err, &exitCode))
        return exitCode;
    QString error;
    const auto game = gameOptions(parser, games, &error);
    const std::unique_ptr<Game> position =
        game ? positionArgument(parser, *game, QStringLiteral("best"), &error) : nullptr;
    const auto level = position ? levelOption(parser, QStringLiteral("level"), games, &error) : std::nullopt;
    if (!level || !levelFor(*game, *level, parser.value(QStringLiteral("game")), &error))
        return usageError(err, error);

    const std::unique_ptr<Ai> ai = game->rules->makeAi(*level);
    SearchControl control;
    const AiDecision decision = ai->chooseMove(*position, control);
    out << QString::fromStdString(position->moveToText(decision.move));
    // The Perfect level says whether it knew (a solved position) or guessed.
    if (level->level == AiLevel::Perfect)
        out << (decision.exact ? " exact" : " heuristic");
    out << '\n';
    return kExitOk;
}

} // namespace quatre::cli
