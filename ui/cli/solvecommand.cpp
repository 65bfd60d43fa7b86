#include "ui/cli/cli.h"
#include "ui/cli/clioptions.h"
#include "ui/cli/commandparser.h"
#include "ui/cli/commands.h"
#include "ui/cli/linereader.h"
#include "ui/cli/solveinput.h"
#include "ui/text/parseerrortext.h"
#include "ui/text/visibletext.h"

#include "core/games/gamerules.h"

#include <QCoreApplication>
#include <QTextStream>

#include <chrono>
#include <memory>
#include <optional>
#include <variant>

namespace quatre::cli {

namespace {

// Once more than this, a --timeout is no limit (about 11 days) and its
// deadline would overflow the clock.
constexpr double kMaxTimeoutSeconds = 1e6;

void lineError(QTextStream &err, int lineNumber, const QString &problem)
{
    err << QCoreApplication::translate("Cli", "quatre-cli solve: line %1: %2").arg(lineNumber).arg(problem) << '\n';
    err.flush();
}

} // namespace

int solveCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &in, QTextStream &out,
                 QTextStream &err)
{
    CommandParser parser(
        QStringLiteral("solve"),
        QCoreApplication::translate(
            "Cli",
            "Reads positions from standard input, one per line (a number after the moves, such as a reference "
            "file's score, is ignored), and prints '<moves> <score>' with the exact score for the side to move. An "
            "empty line or '-' is the empty board, printed as '-' (not in Quarto, whose positions start with the "
            "first piece given). A malformed line, a line longer "
            "than %1 KiB, or a position not solved within --timeout prints an error naming its line number and the "
            "solver goes on; the exit code is then 1.")
            .arg(LineReader::kMaxLineBytes / 1024));
    addGameOptions(parser, games);
    parser.addOption(
        {QStringLiteral("weak"), QCoreApplication::translate("Cli", "Print only who wins: 1, 0 (draw) or -1.")});
    parser.addOption({QStringLiteral("timeout"),
                      QCoreApplication::translate(
                          "Cli",
                          "Give up on a position after this many seconds (a decimal number), report it as unknown "
                          "and go on with the next line. Without it a position takes as long as it takes: hours on "
                          "a nearly empty large board or an early Quarto position."),
                      QStringLiteral("seconds")});
    addThreadsOption(parser, ThreadsUse::Solve);
    int exitCode = kExitOk;
    if (!parser.parseArguments(arguments, out, err, &exitCode))
        return exitCode;
    QString error;
    const auto options = gameOptions(parser, games, &error);
    if (!options)
        return usageError(err, error);
    const bool weak = parser.isSet(QStringLiteral("weak"));
    const std::optional<int> threads = threadsOption(parser, &error);
    if (!threads)
        return usageError(err, error);
    std::optional<std::chrono::duration<double>> timeout;
    if (parser.isSet(QStringLiteral("timeout"))) {
        bool ok = false;
        const double seconds = parser.value(QStringLiteral("timeout")).toDouble(&ok);
        if (!ok || !(seconds > 0) || seconds > kMaxTimeoutSeconds)
            return usageError(
                err,
                QCoreApplication::translate(
                    "Cli", "--timeout must be a number of seconds greater than 0 and at most %1, not '%2'")
                    .arg(kMaxTimeoutSeconds, 0, 'g', 7)
                    .arg(parser.value(QStringLiteral("timeout"))));
        timeout = std::chrono::duration<double>(seconds);
    }

    const std::unique_ptr<ExactSolver> solver = options->rules->makeSolver(*options);
    if (!solver)
        return usageError(
            err,
            QCoreApplication::translate("Cli", "%1 has no exact solver").arg(parser.value(QStringLiteral("game"))));
    solver->setThreads(*threads);
    const SolveInput input(*options);
    LineReader lines(in);
    bool anyFailed = false;
    QString line;
    for (LineReader::Result result; (result = lines.next(&line)) != LineReader::Result::End;) {
        if (result == LineReader::Result::TooLong) {
            lineError(
                err, lines.lineNumber(),
                QCoreApplication::translate("Cli", "longer than %1 KiB, skipped").arg(lines.maxLineBytes() / 1024));
            anyFailed = true;
            continue;
        }
        const SolveInput::Position position = input.read(line);
        QString problem;
        if (const auto *e = std::get_if<ParseError>(&position.game))
            problem = ui::parseErrorText(*e);
        else if (const Game &game = *std::get<std::unique_ptr<Game>>(position.game); game.isOver())
            problem = QCoreApplication::translate("Cli", "the game is already over");
        else if (const std::optional<ParseProblem> unsolvable = solver->unsolvable(game))
            problem = ui::parseErrorText(makeParseError(*unsolvable, 0));
        if (!problem.isEmpty()) {
            lineError(err, lines.lineNumber(), ui::visibleText(problem));
            anyFailed = true;
            continue;
        }
        // A fresh table for every position, as the published benchmarks use.
        solver->clearTable();
        const std::uint64_t nodesBefore = solver->nodes();
        ExactSolver::Deadline deadline;
        if (timeout)
            deadline = std::chrono::steady_clock::now()
                + std::chrono::duration_cast<std::chrono::steady_clock::duration>(*timeout);
        const std::optional<int> score = solver->solve(*std::get<std::unique_ptr<Game>>(position.game), weak, deadline);
        if (!score) {
            lineError(err, lines.lineNumber(),
                      QCoreApplication::translate("Cli", "unknown: no result within %1 s (%2 nodes searched)")
                          .arg(parser.value(QStringLiteral("timeout")))
                          .arg(solver->nodes() - nodesBefore));
            anyFailed = true;
            continue;
        }
        out << position.moves << ' ' << *score << '\n';
        out.flush();
        if (out.status() != QTextStream::Ok)
            return kExitInputFailed; // nobody reads the scores any more; run() says why
    }
    if (const QString why = lines.readError(); !why.isEmpty()) {
        err << QCoreApplication::translate("Cli", "quatre-cli solve: cannot read the input: %1").arg(why) << '\n';
        return kExitInputFailed;
    }
    return anyFailed ? kExitInputFailed : kExitOk;
}

} // namespace quatre::cli
