#include "ui/cli/terminalboard.h"

#include "core/games/connectfour/connectfour.h"
#include "core/games/fourmation/fourmation.h"
#include "core/games/quarto/quarto.h"

#include <QCoreApplication>

namespace quatre::cli {

namespace {

QChar markOf(int seat)
{
    return QChar(seat == kFirstPlayer ? kFirstPlayerMark : kSecondPlayerMark);
}

// One 3-character cell content such as " ○ " or "[●]".
QString cellText(QChar left, QChar middle, QChar right)
{
    QString text;
    text += left;
    text += middle;
    text += right;
    return text;
}

QChar letterOf(int column)
{
    return QChar(static_cast<char16_t>(u'a' + column));
}

// A horizontal border: `left`, then `cells` runs of `width` '─' joined by
// `join`, then `right` ("├───┼───┤", "╰───┴───╯").
QString border(const QString &margin, QChar left, QChar join, QChar right, int cells, int width)
{
    QString line = margin + left;
    for (int c = 0; c < cells; ++c) {
        line += QString(width, QChar(u'─'));
        line += c + 1 < cells ? join : right;
    }
    return line + QLatin1Char('\n');
}

// Seed 000's board: column numbers on top, no top border (the discs drop in
// from there), ├───┼ between rows and ╰───┴───╯ at the bottom. Column 10 is
// numbered 10 here although it is typed 'a' too.
QString connectFourBoard(const ConnectFour &game)
{
    const QString margin = QStringLiteral("  ");
    QString text = QStringLiteral("   ");
    for (int c = 0; c < game.columns(); ++c)
        text += QString::number(c + 1).rightJustified(2) + QStringLiteral("  ");
    text += QStringLiteral(" \n");
    for (int r = 0; r < game.rows(); ++r) {
        if (r > 0)
            text += border(margin, u'├', u'┼', u'┤', game.columns(), 3);
        text += margin + QChar(u'│');
        for (int c = 0; c < game.columns(); ++c) {
            const int seat = game.discAt({r, c});
            text += cellText(u' ', seat < 0 ? QChar(u' ') : markOf(seat), u' ') + QChar(u'│');
        }
        text += QLatin1Char('\n');
    }
    return text + border(margin, u'╰', u'┴', u'╯', game.columns(), 3);
}

// Seed 003's board: column letters above and below, row numbers on the left
// (1 at the top, as the notation reads them). The last cube is bracketed and
// the cells where the next cube may go are dotted, since the adjacency rule
// is what a player has to see at a glance.
QString fourMationBoard(const FourMation &game)
{
    const QString margin = QStringLiteral("    ");
    QString letters = margin;
    for (int c = 0; c < game.size(); ++c)
        letters += cellText(u' ', u' ', letterOf(c)) + QLatin1Char(' ');
    letters += QLatin1Char('\n');

    const std::optional<Cell> last = game.lastCell();
    // Before the first cube every cell is legal; dotting them all says nothing.
    const bool markLegal = last.has_value();
    QString text = letters + border(margin, u'╭', u'┬', u'╮', game.size(), 3);
    for (int r = 0; r < game.size(); ++r) {
        if (r > 0)
            text += border(margin, u'├', u'┼', u'┤', game.size(), 3);
        text += QString::number(r + 1).rightJustified(3) + QStringLiteral(" │");
        for (int c = 0; c < game.size(); ++c) {
            const Cell cell{r, c};
            const int seat = game.ownerAt(cell);
            if (seat >= 0 && last == cell)
                text += cellText(u'[', markOf(seat), u']');
            else if (seat >= 0)
                text += cellText(u' ', markOf(seat), u' ');
            else if (markLegal && game.isLegal(game.moveAt(cell)))
                text += QStringLiteral(" · ");
            else
                text += QStringLiteral("   ");
            text += QChar(u'│');
        }
        text += QLatin1Char('\n');
    }
    return text + border(margin, u'╰', u'┴', u'╯', game.size(), 3) + letters;
}

QString pieceText(Piece piece)
{
    return QString::fromStdString(pieceToText(piece));
}

// The 4x4 board with each piece's code, rows numbered 4 to 1 from the top as
// in the notation (a1 is the bottom-left square), then the pieces that can
// still be given and the piece in hand.
QString quartoBoard(const Quarto &game)
{
    const QString margin = QStringLiteral("   ");
    QString letters = margin;
    for (int c = 0; c < kQuartoSide; ++c)
        letters += QStringLiteral("   ") + letterOf(c) + QStringLiteral("   ");
    letters += QLatin1Char('\n');

    QString text = letters + border(margin, u'╭', u'┬', u'╮', kQuartoSide, 6);
    for (int r = 0; r < kQuartoSide; ++r) {
        if (r > 0)
            text += border(margin, u'├', u'┼', u'┤', kQuartoSide, 6);
        text += QString::number(kQuartoSide - r).rightJustified(2) + QStringLiteral(" │");
        for (int c = 0; c < kQuartoSide; ++c) {
            const Piece piece = game.pieceAt({r, c});
            text += piece == kNoPiece ? QStringLiteral("      ") : QStringLiteral(" %1 ").arg(pieceText(piece));
            text += QChar(u'│');
        }
        text += QLatin1Char('\n');
    }
    text += border(margin, u'╰', u'┴', u'╯', kQuartoSide, 6) + letters;

    QStringList left;
    for (Piece piece = 0; piece < kPieceCount; ++piece)
        if ((game.remainingPieces() >> piece) & 1u)
            left << pieceText(piece);
    if (!left.isEmpty()) {
        text += QStringLiteral("  ") + QCoreApplication::translate("Cli", "Pieces left:") + QLatin1Char('\n');
        // Eight codes a line keeps the list within 40 columns.
        for (qsizetype i = 0; i < left.size(); i += 8)
            text += QStringLiteral("    ") + left.mid(i, 8).join(QLatin1Char(' ')) + QLatin1Char('\n');
    }
    if (game.pieceInHand() != kNoPiece)
        text += QStringLiteral("  ") + QCoreApplication::translate("Cli", "In hand: %1").arg(pieceText(game.pieceInHand())) + QLatin1Char('\n');
    return text;
}

} // namespace

QString terminalBoard(const Game &game)
{
    switch (game.kind()) {
    case GameKind::ConnectFour: return connectFourBoard(static_cast<const ConnectFour &>(game));
    case GameKind::FourMation: return fourMationBoard(static_cast<const FourMation &>(game));
    case GameKind::Quarto: return quartoBoard(static_cast<const Quarto &>(game));
    }
    return {};
}

} // namespace quatre::cli
