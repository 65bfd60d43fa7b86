#include "ui/cli/cli.h"
#include "ui/cli/clioptions.h"
#include "ui/cli/commandparser.h"
#include "ui/cli/commands.h"
#include "ui/text/parseerrortext.h"
#include "ui/text/visibletext.h"

#include "core/games/gamerules.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTextStream>

#include <memory>
#include <optional>
#include <variant>

namespace quatre::cli {

namespace {

// The position on a line: for a game whose notation takes spaces between
// moves (Quarto, 4Mation), every word up to the first number (a score, never
// a move); for the others (Connect Four, whose moves are digits) the first word.
QString positionText(const QString &line, bool spacesBetweenMoves)
{
    const QStringList words = line.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (!spacesBetweenMoves)
        return words.value(0);
    static const QRegularExpression number(QStringLiteral("^[-+]?\\d+$"));
    QStringList moves;
    for (const QString &word : words) {
        if (number.match(word).hasMatch())
            break;
        moves << word;
    }
    return moves.join(QLatin1Char(' '));
}

} // namespace

int solveCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &in, QTextStream &out,
                 QTextStream &err)
{
    CommandParser parser(
        QStringLiteral("solve"),
        QCoreApplication::translate(
            "Cli",
            "Reads positions from standard input, one per line (anything after the move string is ignored), and "
            "prints '<moves> <score>' with the exact score for the side to move. A malformed line prints an error "
            "naming its number and the solver goes on; the exit code is then 1."));
    addGameOptions(parser, games);
    parser.addOption(
        {QStringLiteral("weak"), QCoreApplication::translate("Cli", "Print only who wins: 1, 0 (draw) or -1.")});
    int exitCode = kExitOk;
    if (!parser.parseArguments(arguments, out, err, &exitCode))
        return exitCode;
    QString error;
    const auto options = gameOptions(parser, games, &error);
    if (!options)
        return usageError(err, error);
    const bool weak = parser.isSet(QStringLiteral("weak"));

    const std::unique_ptr<ExactSolver> solver = options->rules->makeSolver(*options);
    if (!solver)
        return usageError(
            err,
            QCoreApplication::translate("Cli", "%1 has no exact solver").arg(parser.value(QStringLiteral("game"))));
    const bool spacesBetweenMoves = !newGame(*options)->playText(" ");
    int lineNumber = 0;
    bool anyFailed = false;
    QString line;
    while (in.readLineInto(&line)) {
        ++lineNumber;
        if (line.trimmed().isEmpty())
            continue; // blank lines separate groups of positions; they are not the empty board
        const QString moves = positionText(line, spacesBetweenMoves);
        const auto parsed = gameFromText(*options, moves.toStdString());
        QString problem;
        if (const auto *e = std::get_if<ParseError>(&parsed))
            problem = ui::parseErrorText(*e);
        else if (const Game &game = *std::get<std::unique_ptr<Game>>(parsed); game.isOver())
            problem = QCoreApplication::translate("Cli", "the game is already over");
        else if (const std::optional<ParseProblem> unsolvable = solver->unsolvable(game))
            problem = ui::parseErrorText(makeParseError(*unsolvable, 0));
        if (!problem.isEmpty()) {
            err << QCoreApplication::translate("Cli", "quatre-cli solve: line %1: %2")
                       .arg(lineNumber)
                       .arg(ui::visibleText(problem))
                << '\n';
            err.flush();
            anyFailed = true;
            continue;
        }
        // A fresh table for every position, as the published benchmarks use.
        solver->clearTable();
        const int score = solver->solve(*std::get<std::unique_ptr<Game>>(parsed), weak);
        out << moves << ' ' << score << '\n';
        out.flush();
    }
    return anyFailed ? kExitInputFailed : kExitOk;
}

} // namespace quatre::cli
