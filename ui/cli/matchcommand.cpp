#include "ui/cli/cli.h"
#include "ui/cli/clioptions.h"
#include "ui/cli/commandparser.h"
#include "ui/cli/commands.h"

#include "core/match/match.h"

#include <QCoreApplication>
#include <QTextStream>

namespace quatre::cli {

int matchCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandParser parser(
        QStringLiteral("match"),
        QCoreApplication::translate(
            "Cli",
            "Plays games between two AI levels. Prints one line per game, '<moves> <result>' with the result "
            "from p1's view (1-0, 0-1 or draw), then 'p1 <wins> p2 <wins> draws <n>'."));
    addGameOptions(parser, games);
    parser.addOptions({
        {QStringLiteral("p1"), QCoreApplication::translate("Cli", "The level of player 1."), QStringLiteral("level"),
         QStringLiteral("greedy")},
        {QStringLiteral("p2"), QCoreApplication::translate("Cli", "The level of player 2."), QStringLiteral("level"),
         QStringLiteral("random")},
        {QStringLiteral("games"), QCoreApplication::translate("Cli", "How many games, 1 to 100000."),
         QStringLiteral("N"), QStringLiteral("10")},
        {QStringLiteral("seed"),
         QCoreApplication::translate("Cli", "The seed of every random choice, so a match replays exactly."),
         QStringLiteral("S"), QStringLiteral("1")},
        {QStringLiteral("alternate"), QCoreApplication::translate("Cli", "Swap who moves first after every game.")},
        {QStringLiteral("opening"),
         QCoreApplication::translate(
             "Cli",
             "Random plies played before the AIs take over (0 to 8), so deterministic levels do not repeat one game; "
             "with --alternate each opening is played once from each side."),
         QStringLiteral("K"), QStringLiteral("0")},
    });
    int exitCode = kExitOk;
    if (!parser.parseArguments(arguments, out, err, &exitCode))
        return exitCode;
    if (!parser.positionalArguments().isEmpty())
        return usageError(err,
                          QCoreApplication::translate("Cli", "match takes no positional argument, got '%1'")
                              .arg(parser.positionalArguments().first()));

    QString error;
    MatchOptions options;
    const auto game = gameOptions(parser, games, &error);
    const auto p1 = game ? levelOption(parser, QStringLiteral("p1"), games, &error) : std::nullopt;
    const auto p2 = p1 ? levelOption(parser, QStringLiteral("p2"), games, &error) : std::nullopt;
    const auto count = p2 ? intOption(parser, QStringLiteral("games"), 1, 100000, &error) : std::nullopt;
    const auto opening = count ? intOption(parser, QStringLiteral("opening"), 0, 8, &error) : std::nullopt;
    if (!opening)
        return usageError(err, error);
    bool seedOk = false;
    options.seed = parser.value(QStringLiteral("seed")).toULongLong(&seedOk);
    if (!seedOk)
        return usageError(
            err,
            QCoreApplication::translate("Cli", "--seed must be a whole number from 0 to 18446744073709551615, not '%1'")
                .arg(parser.value(QStringLiteral("seed"))));
    for (const AiConfig &level : {*p1, *p2})
        if (!levelFor(*game, level, parser.value(QStringLiteral("game")), &error))
            return usageError(err, error);

    options.game = *game;
    options.first = *p1;
    options.second = *p2;
    options.games = *count;
    options.alternate = parser.isSet(QStringLiteral("alternate"));
    options.openingPlies = *opening;
    const MatchSummary summary = playMatch(options, [&](const GameRecord &record) {
        out << QString::fromStdString(record.moves) << ' ' << QString::fromStdString(record.resultText()) << '\n';
        out.flush();
    });
    out << QString::fromStdString(summary.summaryLine()) << '\n';
    return kExitOk;
}

} // namespace quatre::cli
