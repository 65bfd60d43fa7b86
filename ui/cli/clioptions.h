// Options shared by the sub-commands: which game and board, and AI levels.
#pragma once

#include "core/ai/ai.h"
#include "core/games/gamefactory.h"

#include <QString>

#include <optional>

class QCommandLineParser;

namespace quatre::cli {

// Adds --game, --rows, --cols (Connect Four), --square-rule (Quarto),
// --size and --official-rule (4Mation) to `parser`.
void addGameOptions(QCommandLineParser &parser);
// Reads them back; on a bad value sets `error` and returns nullopt.
std::optional<GameOptions> gameOptions(const QCommandLineParser &parser, QString *error);

std::optional<AiConfig> levelOption(const QCommandLineParser &parser, const QString &name, QString *error);
std::optional<int> intOption(const QCommandLineParser &parser, const QString &name, int min, int max, QString *error);

} // namespace quatre::cli
