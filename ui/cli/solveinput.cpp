#include "ui/cli/solveinput.h"

#include <QRegularExpression>
#include <QStringList>

namespace quatre::cli {

SolveInput::SolveInput(const GameOptions &game)
    : m_game(game)
    , m_spacesBetweenMoves(!newGame(game)->playText(" "))
{}

SolveInput::Position SolveInput::read(const QString &line) const
{
    // For a game whose notation takes spaces between moves (Quarto, 4Mation),
    // every word up to the first number (a score, never a move); for the
    // others (Connect Four, whose moves are digits) the first word.
    const QStringList words = line.simplified().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    QString moves;
    if (!m_spacesBetweenMoves) {
        moves = words.value(0);
    } else {
        static const QRegularExpression number(QStringLiteral("^[-+]?\\d+$"));
        QStringList given;
        for (const QString &word : words) {
            if (number.match(word).hasMatch())
                break;
            given << word;
        }
        moves = given.join(QLatin1Char(' '));
    }
    // The empty board has no moves to write: an empty line, or "-" (which
    // the output repeats, so that every output line has two words).
    if (moves.isEmpty() || moves == QLatin1String("-"))
        return {QStringLiteral("-"), gameFromText(m_game, "")};
    auto game = gameFromText(m_game, moves.toStdString());
    return {std::move(moves), std::move(game)};
}

} // namespace quatre::cli
