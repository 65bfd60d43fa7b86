// `quatre-cli play`: a game in the terminal against an AI level, so that the
// original terminal games live on. The setup questions, the prompts and the
// end messages are those of the original Haskell program; each game brings
// its board, its questions and its strategies menu (GameTerminal); the
// source strings stay English and go through the translations like the others.
#include "ui/cli/cli.h"
#include "ui/cli/clioptions.h"
#include "ui/cli/commandparser.h"
#include "ui/cli/commands.h"
#include "ui/registry/gameregistry.h"
#include "ui/registry/gametext.h"
#include "ui/terminal/gameterminal.h"
#include "ui/terminal/terminalinput.h"

#include "core/games/gamerules.h"

#include <QCoreApplication>
#include <QList>
#include <QRandomGenerator>
#include <QTextStream>

namespace quatre::cli {

namespace {

// The "AI Strategies:" menu, and for a level tuned by depth ("smart") its
// depth as the original's difficulty. The options the chosen strategy fixes
// are set in `options`.
std::optional<AiConfig> askStrategy(const ui::GameTerminal &terminal, ui::TerminalInput &input, QTextStream &out,
                                    GameOptions &options, QList<std::string_view> *fixed)
{
    const QList<ui::TerminalStrategy> strategies = terminal.strategies();
    out << ' ' << QCoreApplication::translate("Cli", "AI Strategies:") << '\n';
    for (qsizetype i = 0; i < strategies.size(); ++i)
        out << "   " << i + 1 << ". " << strategies.at(i).name << '\n';
    const auto choice = input.askNumber(QLatin1Char(' ') + QCoreApplication::translate("Cli", "Choose strategy: "), 1,
                                        static_cast<int>(strategies.size()));
    if (!choice)
        return std::nullopt;
    const ui::TerminalStrategy &strategy = strategies.at(*choice - 1);
    AiConfig config;
    config.level = strategy.level;
    for (const auto &[key, value] : strategy.fixedOptions) {
        options.setValue(key, value);
        *fixed << key;
    }
    if (config.level.tuning() == LevelTuning::Depth) {
        const auto depth =
            input.askNumber(QLatin1Char(' ') + QCoreApplication::translate("Cli", "Difficulty (recommended 4 or 5) = "),
                            AiConfig::kMinDepth, AiConfig::kMaxDepth);
        if (!depth)
            return std::nullopt;
        config.depth = *depth;
    }
    return config;
}

// The original program's end messages, after what the game says of the end.
QString endLines(const ui::GameTerminal &terminal, const Game &game, int humanSeat)
{
    const QString lines = terminal.endLines(game);
    const int winner = winnerOf(game.outcome());
    if (winner < 0)
        return lines + QStringLiteral("  ") + QCoreApplication::translate("Cli", "It's a TIE") + QLatin1Char('\n');
    return lines + QStringLiteral("\n  ")
        + (winner == humanSeat ? QCoreApplication::translate("Cli", "Winner!!! Good Job")
                               : QCoreApplication::translate("Cli", "Game OVER! - You've lost!"))
        + QLatin1Char('\n');
}

int endOfInput(QTextStream &out)
{
    out << "\n  " << QCoreApplication::translate("Cli", "End of input: the game is abandoned.") << '\n';
    return kExitOk;
}

// The game itself: boards, turns and the end message.
int playGame(const ui::GameEntry &entry, Game &game, Ai &ai, int humanSeat, ui::TerminalInput &input, QTextStream &out)
{
    const ui::GameTerminal &terminal = *entry.terminal;
    out << terminal.legend();
    for (;;) {
        out << terminal.board(game);
        if (game.isOver()) {
            out << endLines(terminal, game, humanSeat);
            return kExitOk;
        }
        if (game.sideToMove() == humanSeat) {
            out << "  " << QCoreApplication::translate("Cli", "Your turn") << '\n';
            const std::optional<Move> move = terminal.askMove(game, input);
            if (!move)
                return endOfInput(out);
            game.play(*move);
            continue;
        }
        out << "  " << QCoreApplication::translate("Cli", "AI turn") << '\n'
            << "  " << QCoreApplication::translate("Cli", "thinking...") << " \n";
        out.flush(); // the message is there while the AI thinks
        SearchControl control;
        const AiDecision decision = ai.chooseMove(game, control);
        out << terminal.moveLines(game, decision.move);
        if (const QString remark = entry.text->remark(ai.config().level, decision.reason); !remark.isEmpty())
            out << "  " << remark << '\n';
        game.play(decision.move);
    }
}

} // namespace

int playCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &in, QTextStream &out,
                QTextStream &err)
{
    CommandParser parser(
        QStringLiteral("play"),
        QCoreApplication::translate(
            "Cli",
            "Plays a game in the terminal against an AI level. What the options do not say (board size, level) "
            "is asked. Type a column (Connect Four), a cell such as d4 (4Mation), or a square and a piece "
            "code (Quarto); end the input (Ctrl-D) to quit."));
    addGameOptions(parser, games);
    parser.addOptions({
        {QStringLiteral("level"), QCoreApplication::translate("Cli", "The AI level (asked if not given)."),
         QStringLiteral("level")},
        {QStringLiteral("first"), QCoreApplication::translate("Cli", "Who moves first: human or ai."),
         QStringLiteral("who"), QStringLiteral("human")},
        {QStringLiteral("seed"),
         QCoreApplication::translate(
             "Cli", "The seed of the AI's random choices, so a game replays (default: a new one each game)."),
         QStringLiteral("S")},
    });
    int exitCode = kExitOk;
    if (!parser.parseArguments(arguments, out, err, &exitCode))
        return exitCode;
    if (!parser.positionalArguments().isEmpty())
        return usageError(err,
                          QCoreApplication::translate("Cli", "play takes no positional argument, got '%1'")
                              .arg(parser.positionalArguments().first()));

    QString error;
    std::optional<GameOptions> options = gameOptions(parser, games, &error);
    if (!options)
        return usageError(err, error);
    const ui::GameEntry &entry = *games.find(*options);
    std::optional<AiConfig> level;
    if (parser.isSet(QStringLiteral("level"))) {
        level = levelOption(parser, QStringLiteral("level"), games, &error);
        if (!level || !levelFor(*options, *level, parser.value(QStringLiteral("game")), &error))
            return usageError(err, error);
    }
    const QString first = parser.value(QStringLiteral("first"));
    if (first != QLatin1String("human") && first != QLatin1String("ai"))
        return usageError(err, QCoreApplication::translate("Cli", "--first must be human or ai, not '%1'").arg(first));
    std::uint64_t seed = QRandomGenerator::system()->generate64();
    if (parser.isSet(QStringLiteral("seed"))) {
        bool seedOk = false;
        seed = parser.value(QStringLiteral("seed")).toULongLong(&seedOk);
        if (!seedOk)
            return usageError(err,
                              QCoreApplication::translate(
                                  "Cli", "--seed must be a whole number from 0 to 18446744073709551615, not '%1'")
                                  .arg(parser.value(QStringLiteral("seed"))));
    }

    ui::TerminalInput input(in, out);
    out << "\t " << QCoreApplication::translate("Cli", "¡New Game!") << "\n\t————————————\n";
    // A game whose strategies can fix the board (4Mation's "impossible") asks
    // the strategy first; the others ask the board first, as the original did.
    const ui::GameTerminal &terminal = *entry.terminal;
    QList<std::string_view> fixed; // the options a strategy set
    if (!level && terminal.asksStrategyFirst()) {
        level = askStrategy(terminal, input, out, *options, &fixed);
        if (!level)
            return endOfInput(out);
    }
    QList<ui::SetupQuestion> questions;
    for (const ui::SetupQuestion &question : terminal.setupQuestions()) {
        const int index = options->rules->optionIndex(question.key);
        const OptionSpec &spec = options->rules->options()[std::size_t(index)];
        if (!fixed.contains(question.key)
            && !parser.isSet(QString::fromLatin1(spec.commandLineName.data(), qsizetype(spec.commandLineName.size()))))
            questions << question;
    }
    if (!questions.isEmpty())
        out << ' ' << QCoreApplication::translate("Cli", "Board size:") << '\n';
    for (const ui::SetupQuestion &question : questions) {
        const OptionSpec &spec = options->rules->options()[std::size_t(options->rules->optionIndex(question.key))];
        const auto value = input.askNumber(QStringLiteral("   ") + question.prompt, spec.minimum, spec.maximum);
        if (!value)
            return endOfInput(out);
        options->setValue(question.key, *value);
    }
    if (!level) {
        level = askStrategy(terminal, input, out, *options, &fixed);
        if (!level)
            return endOfInput(out);
    }

    level->seed = seed;
    const std::unique_ptr<Game> game = newGame(*options);
    const std::unique_ptr<Ai> ai = options->rules->makeAi(*level);
    const int humanSeat = first == QLatin1String("human") ? kFirstPlayer : kSecondPlayer;
    return playGame(entry, *game, *ai, humanSeat, input, out);
}

} // namespace quatre::cli
