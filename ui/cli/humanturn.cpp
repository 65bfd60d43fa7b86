#include "ui/cli/humanturn.h"

#include "ui/cli/terminalinput.h"
#include "ui/text/parseerrortext.h"

#include "core/games/gamefactory.h"
#include "core/games/quarto/quarto.h"

#include <QCoreApplication>

namespace quatre::cli {

namespace {

QString prompt(const char *text)
{
    return QStringLiteral("  ") + QCoreApplication::translate("Cli", text);
}

// Asks with `prompt` until moveFromText accepts what `toMoveText` makes of the answer.
template <typename ToMoveText>
std::optional<Move> askMove(const Game &game, TerminalInput &input, const QString &prompt, ToMoveText toMoveText)
{
    for (;;) {
        const std::optional<QString> answer = input.ask(prompt);
        if (!answer)
            return std::nullopt;
        const auto parsed = moveFromText(game, toMoveText(*answer).toStdString());
        if (const Move *move = std::get_if<Move>(&parsed))
            return *move;
        input.refuse(ui::parseErrorText(std::get<ParseError>(parsed)));
    }
}

std::optional<Move> askColumn(const Game &game, TerminalInput &input)
{
    // The notation writes column 10 as 'a'; people will type 10 as well.
    return askMove(game, input, prompt(QT_TRANSLATE_NOOP("Cli", "Choose column: ")), [](const QString &answer) {
        return answer == QLatin1String("10") ? QStringLiteral("a") : answer;
    });
}

std::optional<Move> askCell(const Game &game, TerminalInput &input)
{
    return askMove(game, input, prompt(QT_TRANSLATE_NOOP("Cli", "Choose cell: ")), [](const QString &answer) { return answer; });
}

// The piece to give after placing on `square` (empty for the first move,
// which only gives).
std::optional<Move> askPieceToGive(const Quarto &game, TerminalInput &input, const QString &square)
{
    for (;;) {
        const std::optional<QString> answer = input.ask(prompt(QT_TRANSLATE_NOOP("Cli", "Give a piece: ")));
        if (!answer)
            return std::nullopt;
        // Read the code alone first, so that a typing error is reported
        // at its place in what was typed rather than in square + code.
        const auto code = Quarto().moveFromText(answer->toStdString());
        if (const auto *error = std::get_if<ParseError>(&code)) {
            input.refuse(ui::parseErrorText(*error));
            continue;
        }
        const Piece piece = Quarto::pieceGivenBy(std::get<Move>(code));
        if (!((game.remainingPieces() >> piece) & 1u)) {
            input.refuse(QCoreApplication::translate("Cli", "%1 is not among the pieces left")
                             .arg(QString::fromStdString(pieceToText(piece))));
            continue;
        }
        const auto parsed = moveFromText(game, (square + *answer).toStdString());
        if (const Move *move = std::get_if<Move>(&parsed))
            return *move;
        input.refuse(ui::parseErrorText(std::get<ParseError>(parsed)));
    }
}

// A Quarto turn: place the piece in hand, then give one, in two questions
// (a whole move such as b3DTRH is accepted at the first).
std::optional<Move> askQuartoMove(const Quarto &game, TerminalInput &input)
{
    if (game.pieceInHand() == kNoPiece)
        return askPieceToGive(game, input, QString());
    const QString place = prompt(QT_TRANSLATE_NOOP("Cli", "Place %1 on square: "))
                              .arg(QString::fromStdString(pieceToText(game.pieceInHand())));
    for (;;) {
        const std::optional<QString> answer = input.ask(place);
        if (!answer)
            return std::nullopt;
        // A square alone is a whole move when the placement ends the game.
        const auto alone = moveFromText(game, answer->toStdString());
        if (const Move *move = std::get_if<Move>(&alone))
            return *move;
        // Otherwise the square is good if some piece could follow it.
        bool squareIsGood = false;
        for (Piece piece = 0; piece < kPieceCount && !squareIsGood; ++piece)
            if ((game.remainingPieces() >> piece) & 1u)
                squareIsGood = std::holds_alternative<Move>(
                    moveFromText(game, (*answer + QString::fromStdString(pieceToText(piece))).toStdString()));
        if (squareIsGood)
            return askPieceToGive(game, input, *answer);
        input.refuse(ui::parseErrorText(std::get<ParseError>(alone)));
    }
}

} // namespace

std::optional<Move> askHumanMove(const Game &game, TerminalInput &input)
{
    switch (game.kind()) {
    case GameKind::ConnectFour: return askColumn(game, input);
    case GameKind::FourMation: return askCell(game, input);
    case GameKind::Quarto: return askQuartoMove(static_cast<const Quarto &>(game), input);
    }
    return std::nullopt;
}

} // namespace quatre::cli
