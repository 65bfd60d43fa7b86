#include "ui/games/quarto/quartoterminal.h"

#include "core/games/quarto/quarto.h"
#include "ui/games/quarto/quartowords.h"
#include "ui/terminal/askmove.h"
#include "ui/terminal/terminaldrawing.h"

#include <QCoreApplication>
#include <QStringList>

namespace quatre::ui {

namespace {

QString codeOf(Piece piece)
{
    return QString::fromStdString(pieceToText(piece));
}

class QuartoTerminal final : public GameTerminal {
    Q_DECLARE_TR_FUNCTIONS(QuartoTerminal)

public:
    // The 4x4 board with each piece's code, rows numbered 4 to 1 from the top
    // as in the notation (a1 is the bottom-left square), then the pieces that
    // can still be given and the piece in hand.
    QString board(const Game &game) const override
    {
        const auto &quarto = static_cast<const Quarto &>(game);
        const QString margin = QStringLiteral("   ");
        QString letters = margin;
        for (int c = 0; c < kQuartoSide; ++c)
            letters += QStringLiteral("   ") + columnLetter(c) + QStringLiteral("   ");
        letters += QLatin1Char('\n');

        QString text = letters + border(margin, u'╭', u'┬', u'╮', kQuartoSide, 6);
        for (int r = 0; r < kQuartoSide; ++r) {
            if (r > 0)
                text += border(margin, u'├', u'┼', u'┤', kQuartoSide, 6);
            text += QString::number(kQuartoSide - r).rightJustified(2) + QStringLiteral(" │");
            for (int c = 0; c < kQuartoSide; ++c) {
                const Piece piece = quarto.pieceAt({r, c});
                text += piece == kNoPiece ? QStringLiteral("      ") : QStringLiteral(" %1 ").arg(codeOf(piece));
                text += QChar(u'│');
            }
            text += QLatin1Char('\n');
        }
        text += border(margin, u'╰', u'┴', u'╯', kQuartoSide, 6) + letters;

        QStringList left;
        for (Piece piece = 0; piece < kPieceCount; ++piece)
            if ((quarto.remainingPieces() >> piece) & 1u)
                left << codeOf(piece);
        if (!left.isEmpty()) {
            text += QStringLiteral("  ") + tr("Pieces left:") + QLatin1Char('\n');
            // Eight codes a line keeps the list within 40 columns.
            for (qsizetype i = 0; i < left.size(); i += 8)
                text += QStringLiteral("    ") + left.mid(i, 8).join(QLatin1Char(' ')) + QLatin1Char('\n');
        }
        if (quarto.pieceInHand() != kNoPiece)
            text += QStringLiteral("  ") + tr("In hand: %1").arg(codeOf(quarto.pieceInHand())) + QLatin1Char('\n');
        return text;
    }

    // A turn in two questions: place the piece in hand, then give one (a
    // whole move such as b3DTRH is accepted at the first).
    std::optional<Move> askMove(const Game &game, TerminalInput &input) const override
    {
        const auto &quarto = static_cast<const Quarto &>(game);
        if (quarto.pieceInHand() == kNoPiece)
            return askPieceToGive(quarto, input, QString());
        const QString place = QStringLiteral("  ") + tr("Place %1 on square: ").arg(codeOf(quarto.pieceInHand()));
        for (;;) {
            const std::optional<QString> answer = input.ask(place);
            if (!answer)
                return std::nullopt;
            // A square alone is a whole move when the placement ends the game.
            const auto alone = moveFromText(quarto, answer->toStdString());
            if (const Move *move = std::get_if<Move>(&alone))
                return *move;
            // Otherwise the square is good if some piece could follow it.
            bool squareIsGood = false;
            for (Piece piece = 0; piece < kPieceCount && !squareIsGood; ++piece)
                if ((quarto.remainingPieces() >> piece) & 1u)
                    squareIsGood =
                        std::holds_alternative<Move>(moveFromText(quarto, (*answer + codeOf(piece)).toStdString()));
            if (squareIsGood)
                return askPieceToGive(quarto, input, *answer);
            input.refuse(parseErrorText(std::get<ParseError>(alone)));
        }
    }

    QString moveLines(const Game &, Move move) const override
    {
        QString lines;
        if (const int square = Quarto::squareOf(move); square != Quarto::kNoSquare)
            lines += QStringLiteral("  ") + tr("Square -> %1").arg(QString::fromStdString(Quarto::squareToText(square)))
                + QLatin1Char('\n');
        if (const int piece = Quarto::pieceGivenBy(move); piece != Quarto::kNoGive)
            lines += QStringLiteral("  ") + tr("Gives -> %1").arg(codeOf(piece)) + QLatin1Char('\n');
        return lines;
    }

    // The piece codes, spelled out once before the first board.
    QString legend() const override
    {
        QStringList parts;
        for (int a = 0; a < kAttributeCount; ++a) {
            const AttributeNames &names = kAttributes[static_cast<std::size_t>(a)];
            // The letters are notation, the same in every language; the words are the reader's.
            parts << QStringLiteral("%1/%2 %3/%4")
                         .arg(QChar(char16_t(names.clearLetter)), QChar(char16_t(names.setLetter)),
                              attributeText(a, false), attributeText(a, true));
        }
        return QStringLiteral("  ") + tr("Piece codes: %1").arg(parts.join(QStringLiteral(", "))) + QLatin1Char('\n');
    }

    // What the winning line shares.
    QString endLines(const Game &game) const override
    {
        const SharedAttributes shared = static_cast<const Quarto &>(game).winningAttributes();
        if (!shared.any())
            return {};
        return QStringLiteral("  ") + tr("Quarto! The line is %1.").arg(sharedAttributesText(shared))
            + QLatin1Char('\n');
    }

    QList<TerminalStrategy> strategies() const override
    {
        return {{tr("random"), AiLevel::Random, {}},
                {tr("greedy"), AiLevel::Greedy, {}},
                {tr("smart"), AiLevel::Minimax, {}},
                {tr("expert"), AiLevel::Expert, {}}};
    }

    bool asksStrategyFirst() const override { return true; }

private:
    // The piece to give after placing on `square` (empty for the first move,
    // which only gives).
    static std::optional<Move> askPieceToGive(const Quarto &game, TerminalInput &input, const QString &square)
    {
        for (;;) {
            const std::optional<QString> answer = input.ask(QStringLiteral("  ") + tr("Give a piece: "));
            if (!answer)
                return std::nullopt;
            // Read the code alone first, so that a typing error is reported
            // at its place in what was typed rather than in square + code.
            const auto code = Quarto().moveFromText(answer->toStdString());
            if (const auto *error = std::get_if<ParseError>(&code)) {
                input.refuse(parseErrorText(*error));
                continue;
            }
            const Piece piece = Quarto::pieceGivenBy(std::get<Move>(code));
            if (!((game.remainingPieces() >> piece) & 1u)) {
                input.refuse(tr("%1 is not among the pieces left").arg(codeOf(piece)));
                continue;
            }
            const auto parsed = moveFromText(game, (square + *answer).toStdString());
            if (const Move *move = std::get_if<Move>(&parsed))
                return *move;
            input.refuse(parseErrorText(std::get<ParseError>(parsed)));
        }
    }
};

} // namespace

const GameTerminal &quartoTerminal()
{
    static const QuartoTerminal terminal;
    return terminal;
}

} // namespace quatre::ui
