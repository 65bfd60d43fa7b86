// The sub-commands of quatre-cli. Each receives the arguments after its name
// (program name first, as QCommandLineParser expects) and returns an exit code.
#pragma once

#include <QtContainerFwd> // QStringList is an alias, so it cannot be forward-declared as a class
class QTextStream;

namespace quatre::ui {
class GameRegistry;
}

namespace quatre::cli {

struct Context;
using ui::GameRegistry;

int matchCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &out, QTextStream &err);
int bestCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &out, QTextStream &err);
// The value of every legal move of a position (core/analysis/analyst.h).
int analyseCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &out, QTextStream &err);
// A saved game's moves judged, from a file or `in`.
int reviewCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &in, QTextStream &out,
                  QTextStream &err);
int benchCommand(const Context &context, const QStringList &arguments, QTextStream &out, QTextStream &err);
int bookCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &out, QTextStream &err);
int solveCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &in, QTextStream &out,
                 QTextStream &err);
// "Find the winning move" puzzles made, or a file of them checked (core/analysis/puzzle.h).
int puzzlesCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &out, QTextStream &err);
// Interactive: reads the human's answers from `in`.
int playCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &in, QTextStream &out,
                QTextStream &err);

} // namespace quatre::cli
