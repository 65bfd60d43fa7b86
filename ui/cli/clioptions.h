// Options shared by the sub-commands: which game and board, and AI levels.
#pragma once

#include "core/ai/ai.h"
#include "core/analysis/analyst.h"
#include "core/games/gamerules.h"

#include <QString>

#include <memory>
#include <optional>

class QCommandLineParser;

namespace quatre::ui {
class GameRegistry;
}

namespace quatre::cli {

// Adds --game and every game's own options (--rows, --size...) to `parser`.
void addGameOptions(QCommandLineParser &parser, const ui::GameRegistry &games);
// Reads them back; on a bad value sets `error` and returns nullopt.
std::optional<GameOptions> gameOptions(const QCommandLineParser &parser, const ui::GameRegistry &games, QString *error);

// A level, the games' own levels included; nullopt and `error` if it is none.
std::optional<AiConfig> levelOption(const QCommandLineParser &parser, const QString &name,
                                    const ui::GameRegistry &games, QString *error);
// nullopt and `error` if the game does not offer the level.
std::optional<AiConfig> levelFor(const GameOptions &game, const AiConfig &level, const QString &gameName,
                                 QString *error);
// The names of the games that make opening books, as people read them; with
// `can`, only those whose book maker can do that.
QString gamesWithBooks(const ui::GameRegistry &games, bool (BookMaker::*can)() const = nullptr);

// The position best and analyse take: the moves played so far, one argument
// (or several, for a game whose notation has spaces between moves).
void addPositionArgument(QCommandLineParser &parser);
// That position, not over; nullptr and `error` if the arguments are no such
// position. `command` names the command in the message.
std::unique_ptr<Game> positionArgument(const QCommandLineParser &parser, const GameOptions &game,
                                       const QString &command, QString *error);

std::optional<int> intOption(const QCommandLineParser &parser, const QString &name, int min, int max, QString *error);

// --threads N, 1 to 256, by default as many as the machine has cores: for
// solve and book, the exact solver's search threads; for analyse and review,
// the threads that share out a position's moves (the Analyst's); bench takes
// it for both.
enum class ThreadsUse { Solve, Analysis, Bench };
void addThreadsOption(QCommandLineParser &parser, ThreadsUse use);
std::optional<int> threadsOption(const QCommandLineParser &parser, QString *error);

// --budget MS of analyse and review: the time for the exact solves of one
// position's moves, 1 ms to an hour (default 1 s); the Expert estimates of
// the moves left over share half as much again.
inline constexpr int kDefaultAnalysisBudgetMs = 1000;
inline constexpr int kMaxAnalysisBudgetMs = 3600 * 1000;
void addAnalysisBudgetOption(QCommandLineParser &parser);
std::optional<AnalysisBudget> analysisBudgetOption(const QCommandLineParser &parser, QString *error);

} // namespace quatre::cli
