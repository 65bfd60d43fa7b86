#include "ui/cli/cli.h"
#include "ui/cli/clioptions.h"
#include "ui/cli/commandparser.h"
#include "ui/cli/commands.h"
#include "ui/puzzles/puzzlefile.h"
#include "ui/registry/gameregistry.h"

#include "core/analysis/puzzle.h"

#include <QCoreApplication>
#include <QTextStream>

#include <algorithm>
#include <limits>

namespace quatre::cli {

namespace {

constexpr int kDefaultAttemptsPerPuzzle = 10000;

int checkCommand(const GameRegistry &games, const QString &path, QTextStream &out, QTextStream &err)
{
    auto read = ui::readPuzzleFile(path, games);
    if (const auto *error = std::get_if<QString>(&read))
        return usageError(err, *error);
    const std::vector<Puzzle> &puzzles = std::get<ui::PuzzleFile>(read).puzzles;
    const std::vector<int> &lineNumbers = std::get<ui::PuzzleFile>(read).lineNumbers;
    int wrong = 0;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        if (const std::optional<std::string> problem = checkPuzzle(puzzles[i])) {
            ++wrong;
            err << QCoreApplication::translate("Cli", "%1:%2: %3")
                       .arg(path)
                       .arg(lineNumbers[i])
                       .arg(QString::fromStdString(*problem))
                << '\n';
        }
    }
    if (wrong > 0) {
        out << QCoreApplication::translate("Cli", "%1 of %2 puzzles are wrong").arg(wrong).arg(puzzles.size()) << '\n';
        return kExitInputFailed;
    }
    out << QCoreApplication::translate("Cli", "%1 puzzles, all right").arg(puzzles.size()) << '\n';
    return kExitOk;
}

} // namespace

int puzzlesCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    CommandParser parser(
        QStringLiteral("puzzles"),
        QCoreApplication::translate(
            "Cli",
            "Prints \"find the winning move\" puzzles from seeded random positions, proven by the game's exact "
            "solver, one a line (resources/puzzles/README.md); or checks a file of them with --check."));
    addGameOptions(parser, games);
    parser.addOption({QStringLiteral("count"), QCoreApplication::translate("Cli", "How many puzzles (default 10)."),
                      QStringLiteral("n"), QStringLiteral("10")});
    parser.addOption({QStringLiteral("seed"),
                      QCoreApplication::translate("Cli", "The random seed: the same seed, the same puzzles."),
                      QStringLiteral("seed"), QStringLiteral("1")});
    parser.addOption({QStringLiteral("max-moves"),
                      QCoreApplication::translate(
                          "Cli", "The puzzles win in 1 to this many own moves, as many of each (default 3)."),
                      QStringLiteral("m"), QStringLiteral("3")});
    parser.addOption({QStringLiteral("min-plies"),
                      QCoreApplication::translate(
                          "Cli", "The fewest moves of the random positions (default: half the longest game)."),
                      QStringLiteral("plies")});
    parser.addOption({QStringLiteral("max-plies"),
                      QCoreApplication::translate(
                          "Cli", "The most moves of the random positions (default: as long as the game lasts)."),
                      QStringLiteral("plies"), QStringLiteral("0")});
    parser.addOption({QStringLiteral("attempts"),
                      QCoreApplication::translate("Cli",
                                                  "Gives up after this many random positions (default: %1 per "
                                                  "puzzle asked), for a grade the positions never reach.")
                          .arg(kDefaultAttemptsPerPuzzle),
                      QStringLiteral("n")});
    parser.addOption(
        {QStringLiteral("check"),
         QCoreApplication::translate(
             "Cli", "Checks every puzzle of the file with the solver instead; exit code 1 if one is wrong."),
         QStringLiteral("file")});
    int exitCode = kExitOk;
    if (!parser.parseArguments(arguments, out, err, &exitCode))
        return exitCode;
    if (!parser.positionalArguments().isEmpty())
        return usageError(err,
                          QCoreApplication::translate("Cli", "puzzles takes no position, got '%1'")
                              .arg(parser.positionalArguments().join(QLatin1Char(' '))));
    if (parser.isSet(QStringLiteral("check")))
        return checkCommand(games, parser.value(QStringLiteral("check")), out, err);

    QString error;
    const auto game = gameOptions(parser, games, &error);
    if (!game)
        return usageError(err, error);
    if (!game->rules->makeSolver(*game))
        return usageError(err,
                          QCoreApplication::translate("Cli", "the game '%1' has no exact solver for these options")
                              .arg(parser.value(QStringLiteral("game"))));
    const int longest = newGame(*game)->pliesLeftAtMost();
    // Read one after the other: each bound may depend on the one before.
    const std::optional<int> count = intOption(parser, QStringLiteral("count"), 1, 100000, &error);
    if (!count)
        return usageError(err, error);
    const std::optional<int> maxMoves = intOption(parser, QStringLiteral("max-moves"), 1, 20, &error);
    if (!maxMoves)
        return usageError(err, error);
    const std::optional<int> maxPlies = intOption(parser, QStringLiteral("max-plies"), 0, longest, &error);
    if (!maxPlies)
        return usageError(err, error);
    const int lastPly = *maxPlies > 0 ? *maxPlies : longest;
    const std::optional<int> minPlies = parser.isSet(QStringLiteral("min-plies"))
        ? intOption(parser, QStringLiteral("min-plies"), 0, lastPly, &error)
        : std::optional<int>(std::min(longest / 2, lastPly));
    if (!minPlies)
        return usageError(err, error);
    const std::optional<int> attempts = parser.isSet(QStringLiteral("attempts"))
        ? intOption(parser, QStringLiteral("attempts"), 1, std::numeric_limits<int>::max(), &error)
        : std::optional<int>(*count * kDefaultAttemptsPerPuzzle);
    if (!attempts)
        return usageError(err, error);
    bool seedOk = false;
    const quint64 seed = parser.value(QStringLiteral("seed")).toULongLong(&seedOk);
    if (!seedOk)
        return usageError(err,
                          QCoreApplication::translate("Cli", "--seed must be a whole number from 0 to %1, not '%2'")
                              .arg(std::numeric_limits<quint64>::max())
                              .arg(parser.value(QStringLiteral("seed"))));

    PuzzleRequest request;
    request.counts = evenGradeCounts(*count, *maxMoves);
    request.minPlies = *minPlies;
    request.maxPlies = *maxPlies;
    request.seed = seed;
    request.maxAttempts = std::uint64_t(*attempts);
    const PuzzleSet set = generatePuzzles(*game, request);
    // The header says what made the set, and nothing that changes from run to run.
    out << QStringLiteral("# %1 %2: seed %3, %4 to %5 plies, %6 puzzles winning in 1 to %7 moves\n")
               .arg(QString::fromStdString(std::string(game->rules->id())))
               .arg(QString::fromStdString(optionsText(*game)))
               .arg(seed)
               .arg(*minPlies)
               .arg(lastPly)
               .arg(*count)
               .arg(*maxMoves);
    for (const Puzzle &puzzle : set.puzzles)
        out << QString::fromStdString(puzzleLine(puzzle)) << '\n';
    if (!set.complete) {
        // What was found stands; the missing grades are too rare (or
        // impossible) in positions of those lengths.
        err << QCoreApplication::translate("Cli", "quatre-cli: only %1 of %2 puzzles found in %3 random positions")
                   .arg(set.puzzles.size())
                   .arg(*count)
                   .arg(set.attempts)
            << '\n';
        return kExitInputFailed;
    }
    return kExitOk;
}

} // namespace quatre::cli
