#include "ui/cli/cli.h"

#include "ui/cli/commands.h"

#include <QCoreApplication>
#include <QStringList>
#include <QTextStream>

namespace quatre::cli {

namespace {

QString usage()
{
    return QCoreApplication::translate("Cli",
        "Usage: quatre-cli <command> [options]\n"
        "\n"
        "Commands:\n"
        "  match   play games between two AI levels and print each game and the score\n"
        "  best    print the move an AI level chooses in a position\n"
        "  solve   read positions from standard input and print their exact scores\n"
        "  bench   measure the AI: time per move, cancellation latency, budget overrun\n"
        "  book    make or check an opening book (Connect Four, 4Mation)\n"
        "  play    play a game in the terminal against an AI level\n"
        "\n"
        "Games: --game connect4 (--rows, --cols), quarto (--square-rule), 4mation (--size, --official-rule).\n"
        "Levels: random, greedy, minimax:D (depth 1-9), expert:MS (time per move in ms),\n"
        "expert:dN (a fixed depth N, reproducible), perfect or perfect:MS, hardcore (4Mation).\n"
        "Run 'quatre-cli <command> --help' for the options of a command.\n");
}

} // namespace

int run(const QStringList &arguments, QTextStream &in, QTextStream &out, QTextStream &err)
{
    if (arguments.size() < 2) {
        err << usage();
        return kExitUsage;
    }
    const QString command = arguments.at(1);
    // The command's own parser sees "quatre-cli <command>" as its program name.
    QStringList rest = arguments.mid(2);
    rest.prepend(arguments.at(0) + QLatin1Char(' ') + command);
    if (command == QLatin1String("match"))
        return matchCommand(rest, out, err);
    if (command == QLatin1String("best"))
        return bestCommand(rest, out, err);
    if (command == QLatin1String("solve"))
        return solveCommand(rest, in, out, err);
    if (command == QLatin1String("book"))
        return bookCommand(rest, out, err);
    if (command == QLatin1String("bench"))
        return benchCommand(rest, out, err);
    if (command == QLatin1String("play"))
        return playCommand(rest, in, out, err);
    if (command == QLatin1String("--version") || command == QLatin1String("-v")) {
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return kExitOk;
    }
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        out << usage();
        return kExitOk;
    }
    err << QCoreApplication::translate("Cli", "quatre-cli: unknown command '%1' (try --help)").arg(command) << '\n';
    return kExitUsage;
}

} // namespace quatre::cli
