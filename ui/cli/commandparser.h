// A QCommandLineParser set up the way every sub-command wants it: --help
// printed to our stream instead of exiting, errors as one line on stderr.
#pragma once

#include <QCommandLineParser>

class QTextStream;

namespace quatre::cli {

class CommandParser : public QCommandLineParser {
public:
    // `command` is the sub-command's name, shown in the usage line of --help.
    CommandParser(const QString &command, const QString &description);
    // False when the command should stop: `exitCode` is then set (0 after --help).
    bool parseArguments(const QStringList &arguments, QTextStream &out, QTextStream &err, int *exitCode);

private:
    QString m_command;
};

// Writes "quatre-cli: <message>" on one line and returns kExitUsage.
int usageError(QTextStream &err, const QString &message);

} // namespace quatre::cli
