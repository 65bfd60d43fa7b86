#include "ui/cli/cli.h"
#include "ui/cli/clioptions.h"
#include "ui/cli/commandparser.h"
#include "ui/cli/commands.h"
#include "ui/text/parseerrortext.h"

#include "core/solver/connectfoursolver.h"
#include "core/solver/fourmationsolver.h"
#include "core/solver/quartosolver.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTextStream>

#include <functional>
#include <memory>

namespace quatre::cli {

namespace {

// The exact score of a position, in its game's solver convention (see the
// solver headers), with a fresh table as the published benchmarks use; or
// only its sign when `weak`.
using ExactSolver = std::function<std::optional<int>(const Game &game, bool weak)>;

ExactSolver solverFor(const GameOptions &options)
{
    switch (options.kind) {
    case GameKind::ConnectFour: {
        auto solver = std::make_shared<ConnectFourSolver>(options.rows, options.columns);
        return [solver](const Game &game, bool weak) {
            solver->clearTable();
            return solver->solve(static_cast<const ConnectFour &>(game), weak);
        };
    }
    case GameKind::Quarto: {
        auto solver = std::make_shared<QuartoSolver>(options.squareRule);
        return [solver](const Game &game, bool weak) {
            solver->clearTable();
            return solver->solve(static_cast<const Quarto &>(game), weak);
        };
    }
    case GameKind::FourMation: {
        auto solver = std::make_shared<FourMationSolver>(options.size, options.officialRule);
        return [solver](const Game &game, bool weak) {
            solver->clearTable();
            return solver->solve(static_cast<const FourMation &>(game), weak);
        };
    }
    }
    return {};
}

// The position's text on a line: its first word; for Quarto, whose moves are
// words apart, every word up to the first number (a score, never a move).
QString positionText(const QString &line, GameKind kind)
{
    const QStringList words = line.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    if (kind != GameKind::Quarto)
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
    const auto options = gameOptions(parser, &error);
    if (!options)
        return usageError(err, error);
    const bool weak = parser.isSet(QStringLiteral("weak"));

    const ExactSolver solve = solverFor(*options);
    int lineNumber = 0;
    bool anyFailed = false;
    QString line;
    while (in.readLineInto(&line)) {
        ++lineNumber;
        if (line.trimmed().isEmpty())
            continue; // blank lines separate groups of positions; they are not the empty board
        const QString moves = positionText(line, options->kind);
        auto parsed = gameFromText(*options, moves.toStdString());
        QString problem;
        if (const auto *e = std::get_if<ParseError>(&parsed))
            problem = ui::parseErrorText(*e);
        else if (const Game &game = *std::get<std::unique_ptr<Game>>(parsed); game.isOver())
            problem = QCoreApplication::translate("Cli", "the game is already over");
        else if (game.kind() == GameKind::Quarto && static_cast<const Quarto &>(game).pieceInHand() == kNoPiece)
            problem = QCoreApplication::translate("Cli", "no piece has been given yet: start with the opening give");
        if (!problem.isEmpty()) {
            err << QCoreApplication::translate("Cli", "quatre-cli solve: line %1: %2").arg(lineNumber).arg(problem) << '\n';
            err.flush();
            anyFailed = true;
            continue;
        }
        const std::optional<int> score = solve(*std::get<std::unique_ptr<Game>>(parsed), weak);
        out << moves << ' ' << *score << '\n';
        out.flush();
    }
    return anyFailed ? kExitInputFailed : kExitOk;
}

} // namespace quatre::cli
