// `quatre-cli play`: a game in the terminal against an AI level, so that the
// seeds' terminal games live on. The setup questions, the prompts and the end
// messages are seed 000's (Connect Four, in Haskell), the 4Mation menu and
// the hardcore bot's remarks seed 003's (Prolog); the source strings stay
// English and go through the "Cli" translation context like the others.
#include "ui/cli/cli.h"
#include "ui/text/quartowords.h"
#include "ui/cli/clioptions.h"
#include "ui/cli/commandparser.h"
#include "ui/cli/commands.h"
#include "ui/cli/humanturn.h"
#include "ui/cli/terminalboard.h"
#include "ui/cli/terminalinput.h"

#include "core/games/connectfour/connectfour.h"
#include "core/games/fourmation/fourmation.h"
#include "core/games/quarto/quarto.h"

#include <QCoreApplication>
#include <QList>
#include <QRandomGenerator>
#include <QTextStream>

namespace quatre::cli {

namespace {

// For a source string marked elsewhere with QT_TRANSLATE_NOOP.
QString translated(const char *text)
{
    return QCoreApplication::translate("Cli", text);
}

// One entry of the "AI Strategies:" menu.
struct Strategy {
    const char *name; // as the seeds call it, marked for translation
    AiLevel level;
    bool impossible = false; // seed 003's "impossible": hardcore on a 3x3 board
};

// Seed 000's three strategies (random, greedy, smart = minimax) for Connect
// Four, then this project's expert. 4Mation follows seed 003's single-player
// menu (easy peasy, hardcore, impossible) with the shared levels in between.
QList<Strategy> strategiesFor(GameKind kind)
{
    if (kind == GameKind::FourMation)
        return {{QT_TRANSLATE_NOOP("Cli", "easy peasy"), AiLevel::Random},
                {QT_TRANSLATE_NOOP("Cli", "greedy"), AiLevel::Greedy},
                {QT_TRANSLATE_NOOP("Cli", "smart"), AiLevel::Minimax},
                {QT_TRANSLATE_NOOP("Cli", "hardcore"), AiLevel::Hardcore},
                {QT_TRANSLATE_NOOP("Cli", "expert"), AiLevel::Expert},
                {QT_TRANSLATE_NOOP("Cli", "impossible (3x3)"), AiLevel::Hardcore, true}};
    return {{QT_TRANSLATE_NOOP("Cli", "random"), AiLevel::Random},
            {QT_TRANSLATE_NOOP("Cli", "greedy"), AiLevel::Greedy},
            {QT_TRANSLATE_NOOP("Cli", "smart"), AiLevel::Minimax},
            {QT_TRANSLATE_NOOP("Cli", "expert"), AiLevel::Expert}};
}

// The strategy menu, and for minimax ("smart") its depth as the seed's
// difficulty. Sets `impossible` when that 4Mation entry was chosen.
std::optional<AiConfig> askStrategy(GameKind kind, TerminalInput &input, QTextStream &out, bool *impossible)
{
    const QList<Strategy> strategies = strategiesFor(kind);
    out << ' ' << QCoreApplication::translate("Cli", "AI Strategies:") << '\n';
    for (qsizetype i = 0; i < strategies.size(); ++i)
        out << "   " << i + 1 << ". " << translated(strategies.at(i).name) << '\n';
    const auto choice = input.askNumber(QLatin1Char(' ') + QCoreApplication::translate("Cli", "Choose strategy: "), 1, static_cast<int>(strategies.size()));
    if (!choice)
        return std::nullopt;
    const Strategy &strategy = strategies.at(*choice - 1);
    AiConfig config;
    config.level = strategy.level;
    *impossible = strategy.impossible;
    if (config.level == AiLevel::Minimax) {
        const auto depth = input.askNumber(QLatin1Char(' ') + QCoreApplication::translate("Cli", "Difficulty (recommended 4 or 5) = "), AiConfig::kMinDepth, AiConfig::kMaxDepth);
        if (!depth)
            return std::nullopt;
        config.depth = *depth;
    }
    return config;
}

// What the side that just moved did, in the seed's "Column -> 2" form.
QString moveLines(const Game &before, Move move)
{
    switch (before.kind()) {
    case GameKind::ConnectFour:
        return QStringLiteral("  ") + QCoreApplication::translate("Cli", "Column -> %1").arg(move + 1) + QLatin1Char('\n');
    case GameKind::FourMation:
        return QStringLiteral("  ") + QCoreApplication::translate("Cli", "Cell -> %1").arg(QString::fromStdString(before.moveToText(move))) + QLatin1Char('\n');
    case GameKind::Quarto: {
        QString lines;
        if (const int square = Quarto::squareOf(move); square != Quarto::kNoSquare)
            lines += QStringLiteral("  ") + QCoreApplication::translate("Cli", "Square -> %1").arg(QString::fromStdString(Quarto::squareToText(square))) + QLatin1Char('\n');
        if (const int piece = Quarto::pieceGivenBy(move); piece != Quarto::kNoGive)
            lines += QStringLiteral("  ") + QCoreApplication::translate("Cli", "Gives -> %1").arg(QString::fromStdString(pieceToText(piece))) + QLatin1Char('\n');
        return lines;
    }
    }
    return {};
}

// Seed 003's hardcore bot says which of its strategies chose the move.
QString botRemark(MoveReason reason)
{
    switch (reason) {
    case MoveReason::Block: return QCoreApplication::translate("Cli", "Too easy m8.");
    case MoveReason::ImmediateWin: // a win at once is the search's shortest forced win
    case MoveReason::Search: return QCoreApplication::translate("Cli", "Careful. Ive got everything under control.");
    case MoveReason::Greedy: return QCoreApplication::translate("Cli", "Im tired of thinking. Ill just go with the most obvious one.");
    case MoveReason::None: break;
    }
    return {};
}

// Seed 000's end messages, and for Quarto what the winning line shares.
QString endLines(const Game &game, int humanSeat)
{
    QString lines;
    if (game.kind() == GameKind::Quarto) {
        const SharedAttributes shared = static_cast<const Quarto &>(game).winningAttributes();
        if (shared.any())
            lines += QStringLiteral("  ") + QCoreApplication::translate("Cli", "Quarto! The line is %1.").arg(ui::sharedAttributesText(shared)) + QLatin1Char('\n');
    }
    const int winner = winnerOf(game.outcome());
    if (winner < 0)
        return lines + QStringLiteral("  ") + QCoreApplication::translate("Cli", "It's a TIE") + QLatin1Char('\n');
    return lines + QStringLiteral("\n  ") + (winner == humanSeat ? QCoreApplication::translate("Cli", "Winner!!! Good Job") : QCoreApplication::translate("Cli", "Game OVER! - You've lost!")) + QLatin1Char('\n');
}

// Quarto's piece codes, spelled out once before the first board.
QString quartoLegend()
{
    QStringList parts;
    for (const AttributeNames &names : kAttributes)
        parts << QStringLiteral("%1/%2 %3/%4").arg(QChar(char16_t(names.clearLetter)), QChar(char16_t(names.setLetter)),
                                                   QString::fromLatin1(names.clearName), QString::fromLatin1(names.setName));
    return QStringLiteral("  ") + QCoreApplication::translate("Cli", "Piece codes: %1").arg(parts.join(QStringLiteral(", "))) + QLatin1Char('\n');
}

int endOfInput(QTextStream &out)
{
    out << "\n  " << QCoreApplication::translate("Cli", "End of input: the game is abandoned.") << '\n';
    return kExitOk;
}

// The game itself: boards, turns and the end message.
int playGame(Game &game, Ai &ai, int humanSeat, TerminalInput &input, QTextStream &out)
{
    if (game.kind() == GameKind::Quarto)
        out << quartoLegend();
    for (;;) {
        out << terminalBoard(game);
        if (game.isOver()) {
            out << endLines(game, humanSeat);
            return kExitOk;
        }
        if (game.sideToMove() == humanSeat) {
            out << "  " << QCoreApplication::translate("Cli", "Your turn") << '\n';
            const std::optional<Move> move = askHumanMove(game, input);
            if (!move)
                return endOfInput(out);
            game.play(*move);
            continue;
        }
        out << "  " << QCoreApplication::translate("Cli", "AI turn") << '\n' << "  " << QCoreApplication::translate("Cli", "thinking...") << " \n";
        out.flush(); // the message is there while the AI thinks
        SearchControl control;
        const AiDecision decision = ai.chooseMove(game, control);
        out << moveLines(game, decision.move);
        if (ai.config().level == AiLevel::Hardcore && decision.reason != MoveReason::None)
            out << "  " << botRemark(decision.reason) << '\n';
        game.play(decision.move);
    }
}

} // namespace

int playCommand(const QStringList &arguments, QTextStream &in, QTextStream &out, QTextStream &err)
{
    CommandParser parser(QStringLiteral("play"), QCoreApplication::translate("Cli",
        "Plays a game in the terminal against an AI level. What the options do not say (board size, level) "
        "is asked. Type a column (Connect Four), a cell such as d4 (4Mation), or a square and a piece code (Quarto); "
        "end the input (Ctrl-D) to quit."));
    addGameOptions(parser);
    parser.addOptions({
        {QStringLiteral("level"), QCoreApplication::translate("Cli", "The AI level (asked if not given)."), QStringLiteral("level")},
        {QStringLiteral("first"), QCoreApplication::translate("Cli", "Who moves first: human or ai."), QStringLiteral("who"), QStringLiteral("human")},
        {QStringLiteral("seed"), QCoreApplication::translate("Cli", "The seed of the AI's random choices, so a game replays (default: a new one each game)."), QStringLiteral("S")},
    });
    int exitCode = kExitOk;
    if (!parser.parseArguments(arguments, out, err, &exitCode))
        return exitCode;
    if (!parser.positionalArguments().isEmpty())
        return usageError(err, QCoreApplication::translate("Cli", "play takes no positional argument, got '%1'").arg(parser.positionalArguments().first()));

    QString error;
    std::optional<GameOptions> options = gameOptions(parser, &error);
    if (!options)
        return usageError(err, error);
    std::optional<AiConfig> level;
    if (parser.isSet(QStringLiteral("level"))) {
        level = levelOption(parser, QStringLiteral("level"), &error);
        if (!level)
            return usageError(err, error);
        if (!isLevelAvailable(options->kind, level->level))
            return usageError(err, QCoreApplication::translate("Cli", "level %1 is not available for %2").arg(QString::fromStdString(toText(*level)), parser.value(QStringLiteral("game"))));
    }
    const QString first = parser.value(QStringLiteral("first"));
    if (first != QLatin1String("human") && first != QLatin1String("ai"))
        return usageError(err, QCoreApplication::translate("Cli", "--first must be human or ai, not '%1'").arg(first));
    std::uint64_t seed = QRandomGenerator::system()->generate64();
    if (parser.isSet(QStringLiteral("seed"))) {
        bool seedOk = false;
        seed = parser.value(QStringLiteral("seed")).toULongLong(&seedOk);
        if (!seedOk)
            return usageError(err, QCoreApplication::translate("Cli", "--seed must be a whole number from 0 to 18446744073709551615, not '%1'").arg(parser.value(QStringLiteral("seed"))));
    }

    TerminalInput input(in, out);
    out << "\t " << QCoreApplication::translate("Cli", "¡New Game!") << "\n\t————————————\n";
    // Connect Four asks the board size before the strategy (seed 000); 4Mation
    // asks the strategy first, since its "impossible" entry decides the size.
    bool impossible = false;
    if (!level && options->kind != GameKind::ConnectFour) {
        level = askStrategy(options->kind, input, out, &impossible);
        if (!level)
            return endOfInput(out);
    }
    const bool askRows = options->kind == GameKind::ConnectFour && !parser.isSet(QStringLiteral("rows"));
    const bool askColumns = options->kind == GameKind::ConnectFour && !parser.isSet(QStringLiteral("cols"));
    const bool askSize = options->kind == GameKind::FourMation && !impossible && !parser.isSet(QStringLiteral("size"));
    if (askRows || askColumns || askSize)
        out << ' ' << QCoreApplication::translate("Cli", "Board size:") << '\n';
    const QString margin = QStringLiteral("   ");
    if (askRows) {
        const auto rows = input.askNumber(margin + QCoreApplication::translate("Cli", "Rows    = "), ConnectFour::kMinSize, ConnectFour::kMaxSize);
        if (!rows)
            return endOfInput(out);
        options->rows = *rows;
    }
    if (askColumns) {
        const auto columns = input.askNumber(margin + QCoreApplication::translate("Cli", "Columns = "), ConnectFour::kMinSize, ConnectFour::kMaxSize);
        if (!columns)
            return endOfInput(out);
        options->columns = *columns;
    }
    if (askSize) {
        const auto size = input.askNumber(margin + QCoreApplication::translate("Cli", "Size    = "), FourMation::kImpossibleSize, FourMation::kMaxSize);
        if (!size)
            return endOfInput(out);
        options->size = *size;
    }
    if (impossible)
        options->size = FourMation::kImpossibleSize;
    if (!level) {
        level = askStrategy(options->kind, input, out, &impossible);
        if (!level)
            return endOfInput(out);
    }

    level->seed = seed;
    const std::unique_ptr<Game> game = newGame(*options);
    const std::unique_ptr<Ai> ai = makeAi(options->kind, *level);
    const int humanSeat = first == QLatin1String("human") ? kFirstPlayer : kSecondPlayer;
    return playGame(*game, *ai, humanSeat, input, out);
}

} // namespace quatre::cli
