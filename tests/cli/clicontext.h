// What the command-line tests run the commands with: the program's games, and
// no window and no network peer (bench --window, host and join are run through
// quatre-cli itself); and runCli(), a command run in-process.
#pragma once

#include "ui/cli/cli.h"
#include "ui/games/gamelist.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

#include <initializer_list>

inline const quatre::cli::Context &cliContext()
{
    static const quatre::cli::Context context{quatre::ui::builtInGames(), {}, {}};
    return context;
}

// The lines of `text`, the empty ones left out.
inline QStringList lines(const QString &text)
{
    return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// A QStringList of UTF-8 strings, for test data written as C strings.
inline QStringList strings(std::initializer_list<const char *> items)
{
    QStringList list;
    for (const char *item : items)
        list << QString::fromUtf8(item);
    return list;
}

// A command's exit code and what it printed.
struct CliRun {
    int exitCode = -1;
    QString output; // standard output, whole
    QStringList out; // its lines, the empty ones left out
    QString err; // standard error
};

// `quatre-cli arguments...` run in-process, `input` on its standard input.
inline CliRun runCli(QStringList arguments, QString input = {})
{
    arguments.prepend(QStringLiteral("quatre-cli"));
    CliRun run;
    QTextStream in(&input), out(&run.output), err(&run.err);
    run.exitCode = quatre::cli::run(cliContext(), arguments, in, out, err);
    out.flush();
    err.flush();
    run.out = lines(run.output);
    return run;
}
