#include "ui/cli/cli.h"
#include "ui/cli/clioptions.h"
#include "ui/cli/commandparser.h"
#include "ui/cli/commands.h"
#include "ui/text/parseerrortext.h"

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
    // A game whose notation allows spaces between moves (Quarto, 4Mation)
    // may get one position as several arguments; another's is one word.
    if (game && newGame(*game)->playText(" ") && parser.positionalArguments().size() > 1)
        return usageError(err,
                          QCoreApplication::translate("Cli", "best takes at most one position, got %1")
                              .arg(parser.positionalArguments().size()));
    const auto level = game ? levelOption(parser, QStringLiteral("level"), games, &error) : std::nullopt;
    if (!level || !levelFor(*game, *level, parser.value(QStringLiteral("game")), &error))
        return usageError(err, error);

    const QString moves = parser.positionalArguments().join(QLatin1Char(' '));
    auto parsed = gameFromText(*game, moves.toStdString());
    if (const auto *problem = std::get_if<ParseError>(&parsed))
        return usageError(
            err, QCoreApplication::translate("Cli", "bad position '%1': %2").arg(moves, ui::parseErrorText(*problem)));
    const std::unique_ptr<Game> &position = std::get<std::unique_ptr<Game>>(parsed);
    if (position->isOver())
        return usageError(err, QCoreApplication::translate("Cli", "the game is already over in '%1'").arg(moves));

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
