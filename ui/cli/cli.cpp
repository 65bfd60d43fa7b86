#include "ui/cli/cli.h"
#include "ui/cli/clioptions.h"

#include "ui/cli/commands.h"
#include "ui/registry/gameregistry.h"

#include "core/games/gamerules.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QStringList>
#include <QTextStream>

#include <algorithm>
#include <array>
#include <cerrno>
#include <cstring>
#include <string_view>

#ifdef Q_OS_UNIX
#include <fcntl.h>
#include <unistd.h>
#endif

namespace quatre::cli {

namespace {

QString usage(const ui::GameRegistry &games)
{
    QStringList gameHelp;
    for (const ui::GameEntry &game : games.games()) {
        QStringList options;
        for (const OptionSpec &spec : game.rules->options())
            options << QStringLiteral("--")
                    + QString::fromLatin1(spec.commandLineName.data(), qsizetype(spec.commandLineName.size()));
        const QString id = QString::fromLatin1(game.id().data(), qsizetype(game.id().size()));
        gameHelp << (options.isEmpty() ? id : QStringLiteral("%1 (%2)").arg(id, options.join(QStringLiteral(", "))));
    }
    // Each game's own levels, with the game that offers them: "hardcore (4mation)".
    QStringList ownLevels;
    for (const AiLevel &level : games.ownLevels()) {
        QStringList offeredBy;
        for (const ui::GameEntry &game : games.games())
            if (game.rules->offers(level))
                offeredBy << QString::fromLatin1(game.id().data(), qsizetype(game.id().size()));
        ownLevels << QStringLiteral("%1 (%2)").arg(
            QString::fromLatin1(level.key().data(), qsizetype(level.key().size())),
            offeredBy.join(QStringLiteral(", ")));
    }
    return QCoreApplication::translate(
               "Cli",
               "Usage: quatre-cli <command> [options]\n"
               "\n"
               "Commands:\n"
               "  match   play games between two AI levels and print each game and the score\n"
               "  best    print the move an AI level chooses in a position\n"
               "  analyse print the value of every legal move in a position\n"
               "  review  judge each move of a saved game and sum up how each player played\n"
               "  solve   read positions from standard input and print their exact scores\n"
               "  bench   measure the AI: time per move, cancellation latency, budget overrun\n"
               "  book    make or check an opening book (%3)\n"
               "  play    play a game in the terminal against an AI level\n"
               "  puzzles make \"find the winning move\" puzzles, or check a file of them\n"
               "  host    host a network game, played by an AI level or at the terminal\n"
               "  join    join a network game, played by an AI level or at the terminal\n"
               "\n"
               "Games: --game %1.\n"
               "Levels: random, greedy, minimax:D (depth 1-9), expert:MS (time per move in ms),\n"
               "expert:dN (a fixed depth N, reproducible), perfect or perfect:MS; a game's own: %2.\n"
               "Run 'quatre-cli <command> --help' for the options of a command.\n")
        .arg(gameHelp.join(QStringLiteral(", ")), ownLevels.join(QStringLiteral(", ")), gamesWithBooks(games));
}

// Every command, once: its name, whether it plays, analyses or makes books
// (and so needs the opening books loaded first), whether it is there only
// where the network is linked in, and what runs it.
struct Command {
    const char *name;
    bool usesOpeningBooks;
    bool needsNetwork;
    int (*run)(const Context &, const QStringList &, QTextStream &, QTextStream &, QTextStream &);
};

constexpr std::array kCommands{
    Command{"match", true, false,
            [](const Context &c, const QStringList &a, QTextStream &, QTextStream &out, QTextStream &err) {
                return matchCommand(c.games, a, out, err);
            }},
    Command{"best", true, false,
            [](const Context &c, const QStringList &a, QTextStream &, QTextStream &out, QTextStream &err) {
                return bestCommand(c.games, a, out, err);
            }},
    Command{"analyse", true, false,
            [](const Context &c, const QStringList &a, QTextStream &, QTextStream &out, QTextStream &err) {
                return analyseCommand(c.games, a, out, err);
            }},
    Command{"review", true, false,
            [](const Context &c, const QStringList &a, QTextStream &in, QTextStream &out, QTextStream &err) {
                return reviewCommand(c.games, a, in, out, err);
            }},
    // The solver alone: no book.
    Command{"solve", false, false,
            [](const Context &c, const QStringList &a, QTextStream &in, QTextStream &out, QTextStream &err) {
                return solveCommand(c.games, a, in, out, err);
            }},
    Command{"book", true, false,
            [](const Context &c, const QStringList &a, QTextStream &, QTextStream &out, QTextStream &err) {
                return bookCommand(c.games, a, out, err);
            }},
    Command{"bench", true, false,
            [](const Context &c, const QStringList &a, QTextStream &, QTextStream &out, QTextStream &err) {
                return benchCommand(c, a, out, err);
            }},
    Command{"puzzles", true, false,
            [](const Context &c, const QStringList &a, QTextStream &, QTextStream &out, QTextStream &err) {
                return puzzlesCommand(c.games, a, out, err);
            }},
    Command{"play", true, false,
            [](const Context &c, const QStringList &a, QTextStream &in, QTextStream &out, QTextStream &err) {
                return playCommand(c.games, a, in, out, err);
            }},
    Command{"host", true, true,
            [](const Context &c, const QStringList &a, QTextStream &, QTextStream &out, QTextStream &err) {
                return c.networkPeer(QStringLiteral("host"), a, out, err);
            }},
    Command{"join", true, true,
            [](const Context &c, const QStringList &a, QTextStream &, QTextStream &out, QTextStream &err) {
                return c.networkPeer(QStringLiteral("join"), a, out, err);
            }},
};

const Command *findCommand(std::string_view name)
{
    const auto found = std::find_if(kCommands.begin(), kCommands.end(),
                                    [name](const Command &command) { return command.name == name; });
    return found == kCommands.end() ? nullptr : &*found;
}

int runCommand(const Context &context, const QStringList &arguments, QTextStream &in, QTextStream &out,
               QTextStream &err)
{
    const ui::GameRegistry &games = context.games;
    if (arguments.size() < 2) {
        err << usage(games);
        return kExitUsage;
    }
    const QString command = arguments.at(1);
    // The command's own parser sees "quatre-cli <command>" as its program name.
    QStringList rest = arguments.mid(2);
    rest.prepend(arguments.at(0) + QLatin1Char(' ') + command);
    const QByteArray name = command.toUtf8();
    const Command *found = findCommand(std::string_view(name.constData(), std::size_t(name.size())));
    if (found && (!found->needsNetwork || context.networkPeer))
        return found->run(context, rest, in, out, err);
    if (command == QLatin1String("--version") || command == QLatin1String("-v")) {
        out << QCoreApplication::applicationName() << ' ' << QCoreApplication::applicationVersion() << '\n';
        return kExitOk;
    }
    if (command == QLatin1String("--help") || command == QLatin1String("-h") || command == QLatin1String("help")) {
        out << usage(games);
        return kExitOk;
    }
    err << QCoreApplication::translate("Cli", "quatre-cli: unknown command '%1' (try --help)").arg(command) << '\n';
    return kExitUsage;
}

} // namespace

int run(const Context &context, const QStringList &arguments, QTextStream &in, QTextStream &out, QTextStream &err)
{
    const int exitCode = runCommand(context, arguments, in, out, err);
    // Output that went nowhere (standard output closed, a full disk) is a
    // failure, or a script would take a missing answer for an empty one.
    out.flush();
    if (out.status() != QTextStream::WriteFailed)
        return exitCode;
    const QString why = out.device() ? out.device()->errorString() : QString();
    err << QCoreApplication::translate("Cli", "quatre-cli: cannot write the output: %1").arg(why) << '\n';
    err.flush();
    return std::max(exitCode, kExitInputFailed);
}

void guardStandardStreams()
{
#ifdef Q_OS_UNIX
    for (int stream : {STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO}) {
        if (::fcntl(stream, F_GETFD) != -1 || errno != EBADF)
            continue;
        // open() returns the lowest free number: this one.
        const int taken = ::open("/dev/null", stream == STDIN_FILENO ? O_WRONLY : O_RDONLY);
        if (taken != -1 && taken != stream)
            ::close(taken);
    }
#endif
}

bool needsWidgets(int argc, char *argv[])
{
    if (argc < 2 || std::strcmp(argv[1], "bench") != 0)
        return false;
    for (int i = 2; i < argc; ++i)
        if (std::strcmp(argv[i], "--window") == 0)
            return true;
    return false;
}

std::optional<std::string> openingBooksNeeded(int argc, char *argv[])
{
    const Command *command = argc < 2 ? nullptr : findCommand(argv[1]);
    // The program's own options and a mistyped command, which is told so at
    // once, load nothing either.
    if (!command || !command->usesOpeningBooks)
        return std::nullopt;
    const bool bench = std::strcmp(argv[1], "bench") == 0;
    constexpr std::string_view kGameIs = "--game=";
    std::string game;
    // As QCommandLineParser reads them: an option's value is the next
    // argument whatever it is, the last --game counts, and "--" ends the
    // options.
    for (int i = 2; i < argc; ++i) {
        const std::string_view argument = argv[i];
        if (argument == "--")
            break;
        if (argument == "--help" || argument == "-h" || argument == "--help-all")
            return std::nullopt;
        if (bench && (argument == "--solver" || argument == "--long-line"))
            return std::nullopt;
        if (argument == "--game" && i + 1 < argc)
            game = argv[++i];
        else if (argument.starts_with(kGameIs))
            game = argument.substr(kGameIs.size());
    }
    return game;
}

} // namespace quatre::cli
