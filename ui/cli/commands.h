// The sub-commands of quatre-cli. Each receives the arguments after its name
// (program name first, as QCommandLineParser expects) and returns an exit code.
#pragma once

#include <QtContainerFwd> // QStringList is an alias, so it cannot be forward-declared as a class
class QTextStream;

namespace quatre::cli {

int matchCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);
int bestCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);
int benchCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);
int bookCommand(const QStringList &arguments, QTextStream &out, QTextStream &err);
int solveCommand(const QStringList &arguments, QTextStream &in, QTextStream &out, QTextStream &err);
// Interactive: reads the human's answers from `in`.
int playCommand(const QStringList &arguments, QTextStream &in, QTextStream &out, QTextStream &err);

} // namespace quatre::cli
