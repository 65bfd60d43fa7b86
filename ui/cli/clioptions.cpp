#include "ui/cli/clioptions.h"

#include "ui/registry/gameregistry.h"
#include "ui/registry/gametext.h"
#include "ui/text/parseerrortext.h"

#include <QCommandLineParser>
#include <QCoreApplication>

#include <algorithm>
#include <thread>

namespace quatre::cli {

namespace {

QString latin1(std::string_view text)
{
    return QString::fromLatin1(text.data(), qsizetype(text.size()));
}

QString gameNames(const ui::GameRegistry &games)
{
    QStringList names;
    for (const ui::GameEntry &game : games.games())
        names << latin1(game.id());
    return names.join(QStringLiteral(", "));
}

} // namespace

void addGameOptions(QCommandLineParser &parser, const ui::GameRegistry &games)
{
    parser.addOption({QStringLiteral("game"), QCoreApplication::translate("Cli", "The game: %1.").arg(gameNames(games)),
                      QStringLiteral("name"), latin1(games.first().id())});
    // Each game's options; two games with an option of the same name share it.
    QStringList added;
    for (const ui::GameEntry &game : games.games()) {
        for (const OptionSpec &spec : game.rules->options()) {
            const QString name = latin1(spec.commandLineName);
            if (added.contains(name))
                continue;
            added << name;
            if (spec.kind == OptionSpec::Kind::Flag)
                parser.addOption({name, game.text->optionHelp(spec.key)});
            else
                parser.addOption({name, game.text->optionHelp(spec.key), game.text->optionValueName(spec.key),
                                  QString::number(spec.defaultValue)});
        }
    }
}

std::optional<int> intOption(const QCommandLineParser &parser, const QString &name, int min, int max, QString *error)
{
    bool ok = false;
    const int value = parser.value(name).toInt(&ok);
    if (!ok || value < min || value > max) {
        *error = QCoreApplication::translate("Cli", "--%1 must be a whole number from %2 to %3, not '%4'")
                     .arg(name)
                     .arg(min)
                     .arg(max)
                     .arg(parser.value(name));
        return std::nullopt;
    }
    return value;
}

void addThreadsOption(QCommandLineParser &parser, ThreadsUse use)
{
    QString description;
    switch (use) {
    case ThreadsUse::Solve:
        description = QCoreApplication::translate("Cli",
                                                  "How many threads the exact solver searches with, 1 to 256 "
                                                  "(default: the number of cores, %1).");
        break;
    case ThreadsUse::Analysis:
        description = QCoreApplication::translate("Cli",
                                                  "How many threads share out the moves to solve, 1 to 256 "
                                                  "(default: the number of cores, %1), each on a table of its own.");
        break;
    case ThreadsUse::Bench:
        description = QCoreApplication::translate(
            "Cli",
            "With --solver, how many threads the exact solver searches with; with --analysis, how many share "
            "out the moves to solve. 1 to 256 (default: the number of cores, %1).");
        break;
    }
    const unsigned cores = std::max(1u, std::thread::hardware_concurrency());
    parser.addOption({QStringLiteral("threads"), description.arg(cores), QStringLiteral("N"), QString::number(cores)});
}

std::optional<int> threadsOption(const QCommandLineParser &parser, QString *error)
{
    return intOption(parser, QStringLiteral("threads"), 1, 256, error);
}

void addAnalysisBudgetOption(QCommandLineParser &parser)
{
    parser.addOption({QStringLiteral("budget"),
                      QCoreApplication::translate("Cli",
                                                  "Milliseconds for the exact solves of a position's moves, 1 to %1; "
                                                  "the moves they do not reach get the Expert search's estimate, "
                                                  "in half as much time again.")
                          .arg(kMaxAnalysisBudgetMs),
                      QStringLiteral("MS"), QString::number(kDefaultAnalysisBudgetMs)});
}

void addPositionArgument(QCommandLineParser &parser)
{
    parser.addPositionalArgument(
        QStringLiteral("moves"),
        QCoreApplication::translate(
            "Cli", "The moves played so far: 4453 for Connect Four, d4e5 for 4Mation, \"DTRH a1LSQF\" for Quarto."),
        QStringLiteral("[moves]"));
}

std::unique_ptr<Game> positionArgument(const QCommandLineParser &parser, const GameOptions &game,
                                       const QString &command, QString *error)
{
    // A game whose notation allows spaces between moves (Quarto, 4Mation)
    // may get one position as several arguments; another's is one word.
    const QStringList arguments = parser.positionalArguments();
    if (newGame(game)->playText(" ").has_value() && arguments.size() > 1) {
        *error = QCoreApplication::translate("Cli", "%1 takes at most one position, got %2")
                     .arg(command)
                     .arg(arguments.size());
        return nullptr;
    }
    const QString moves = arguments.join(QLatin1Char(' '));
    auto parsed = gameFromText(game, moves.toStdString());
    if (const auto *problem = std::get_if<ParseError>(&parsed)) {
        *error = QCoreApplication::translate("Cli", "bad position '%1': %2").arg(moves, ui::parseErrorText(*problem));
        return nullptr;
    }
    std::unique_ptr<Game> position = std::move(std::get<std::unique_ptr<Game>>(parsed));
    if (position->isOver()) {
        *error = QCoreApplication::translate("Cli", "the game is already over in '%1'").arg(moves);
        return nullptr;
    }
    return position;
}

std::optional<AnalysisBudget> analysisBudgetOption(const QCommandLineParser &parser, QString *error)
{
    const std::optional<int> ms = intOption(parser, QStringLiteral("budget"), 1, kMaxAnalysisBudgetMs, error);
    if (!ms)
        return std::nullopt;
    AnalysisBudget budget;
    budget.exact = std::chrono::milliseconds(*ms);
    budget.estimate = std::chrono::milliseconds(*ms / 2);
    return budget;
}

std::optional<GameOptions> gameOptions(const QCommandLineParser &parser, const ui::GameRegistry &games, QString *error)
{
    const QString name = parser.value(QStringLiteral("game"));
    const ui::GameEntry *game = games.find(name.toStdString());
    if (!game) {
        *error = QCoreApplication::translate("Cli", "unknown game '%1': use %2").arg(name, gameNames(games));
        return std::nullopt;
    }
    // Every game's options are on the command line, so that --help lists them
    // all; another game's option, or one given twice, would be dropped without
    // a word, and the run would not be the one asked for.
    const QStringList given = parser.optionNames();
    QStringList own;
    for (const OptionSpec &spec : game->rules->options())
        own << latin1(spec.commandLineName);
    for (const QString &option : QStringList{QStringLiteral("game")} + own) {
        if (given.count(option) > 1) {
            *error = QCoreApplication::translate("Cli", "--%1 is given %2 times; give it once")
                         .arg(option)
                         .arg(given.count(option));
            return std::nullopt;
        }
    }
    for (const ui::GameEntry &other : games.games()) {
        for (const OptionSpec &spec : other.rules->options()) {
            const QString option = latin1(spec.commandLineName);
            if (own.contains(option) || !given.contains(option))
                continue;
            *error = own.isEmpty()
                ? QCoreApplication::translate("Cli", "--%1 is not an option of %2, which has none").arg(option, name)
                : QCoreApplication::translate("Cli", "--%1 is not an option of %2 (its options: %3)")
                      .arg(option, name, QStringLiteral("--") + own.join(QStringLiteral(", --")));
            return std::nullopt;
        }
    }
    GameOptions options = game->rules->defaultOptions();
    for (std::size_t i = 0; i < game->rules->options().size(); ++i) {
        const OptionSpec &spec = game->rules->options()[i];
        const QString option = latin1(spec.commandLineName);
        if (spec.kind == OptionSpec::Kind::Flag) {
            options.values[i] = parser.isSet(option);
            continue;
        }
        const std::optional<int> value = intOption(parser, option, spec.minimum, spec.maximum, error);
        if (!value)
            return std::nullopt;
        options.values[i] = *value;
    }
    if (const std::optional<ParseError> problem = optionsError(options)) {
        *error = ui::parseErrorText(*problem);
        return std::nullopt;
    }
    return options;
}

std::optional<AiConfig> levelOption(const QCommandLineParser &parser, const QString &name,
                                    const ui::GameRegistry &games, QString *error)
{
    ParseError why;
    const auto config = aiConfigFromText(parser.value(name).toStdString(), games.ownLevels(), &why);
    if (!config) {
        *error = QStringLiteral("--%1: %2").arg(name, ui::parseErrorText(why));
        return std::nullopt;
    }
    return config;
}

std::optional<AiConfig> levelFor(const GameOptions &game, const AiConfig &level, const QString &gameName,
                                 QString *error)
{
    if (game.rules->offers(level.level))
        return level;
    *error = QCoreApplication::translate("Cli", "level %1 is not available for %2")
                 .arg(QString::fromStdString(toText(level)), gameName);
    return std::nullopt;
}

QString gamesWithBooks(const ui::GameRegistry &games, bool (BookMaker::*can)() const)
{
    QStringList names;
    for (const ui::GameEntry &game : games.games()) {
        const auto maker = game.rules->makeBookMaker(game.rules->defaultOptions(), 16);
        if (const auto *made = std::get_if<std::unique_ptr<BookMaker>>(&maker); made && (!can || ((**made).*can)()))
            names << game.text->name();
    }
    return names.join(QStringLiteral(", "));
}

} // namespace quatre::cli
