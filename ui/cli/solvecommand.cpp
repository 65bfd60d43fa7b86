#include "cli/cli.h"
#include "cli/clioptions.h"
#include "cli/commandparser.h"
#include "cli/commands.h"

#include "solver/connectfoursolver.h"

#include <QCoreApplication>
#include <QTextStream>

namespace quatre::cli {

int solveCommand(const QStringList &arguments, QTextStream &in, QTextStream &out, QTextStream &err)
{
    CommandParser parser(QStringLiteral("solve"), QCoreApplication::translate("Cli",
        "Reads positions from standard input, one per line (anything after the move string is ignored), and "
        "prints '<moves> <score>' with the exact score for the side to move. A malformed line prints an error "
        "naming its number and the solver goes on; the exit code is then 1."));
    addGameOptions(parser);
    parser.addOption({QStringLiteral("weak"), QCoreApplication::translate("Cli", "Print only who wins: 1, 0 (draw) or -1.")});
    int exitCode = kExitOk;
    if (!parser.parseArguments(arguments, out, err, &exitCode))
        return exitCode;
    QString error;
    const auto game = gameOptions(parser, &error);
    if (!game)
        return usageError(err, error);
    if (game->kind != GameKind::ConnectFour)
        return usageError(err, QCoreApplication::translate("Cli", "solve supports connect4 only for now"));
    const bool weak = parser.isSet(QStringLiteral("weak"));

    ConnectFourSolver solver(game->rows, game->columns);
    int lineNumber = 0;
    bool anyFailed = false;
    QString line;
    while (in.readLineInto(&line)) {
        ++lineNumber;
        if (line.trimmed().isEmpty())
            continue; // blank lines separate groups of positions; they are not the empty board
        const QString moves = line.simplified().section(QLatin1Char(' '), 0, 0);
        auto parsed = ConnectFour::fromText(game->rows, game->columns, moves.toStdString());
        QString problem;
        if (const auto *e = std::get_if<ParseError>(&parsed))
            problem = QString::fromStdString(e->message);
        else if (std::get<ConnectFour>(parsed).isOver())
            problem = QCoreApplication::translate("Cli", "the game is already over");
        if (!problem.isEmpty()) {
            err << QCoreApplication::translate("Cli", "quatre-cli solve: line %1: %2").arg(lineNumber).arg(problem) << '\n';
            err.flush();
            anyFailed = true;
            continue;
        }
        // A fresh table for every position, as the published benchmarks do.
        solver.clearTable();
        const std::optional<int> score = solver.solve(std::get<ConnectFour>(parsed), weak);
        out << moves << ' ' << *score << '\n';
        out.flush();
    }
    return anyFailed ? kExitInputFailed : kExitOk;
}

} // namespace quatre::cli
