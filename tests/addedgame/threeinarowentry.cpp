#include "threeinarowentry.h"

#include "threeinarow.h"

#include "ui/board/boardview.h"
#include "ui/registry/gametext.h"
#include "ui/session/gamesession.h"
#include "ui/terminal/askmove.h"
#include "ui/terminal/gameterminal.h"
#include "ui/terminal/terminaldrawing.h"

#include <QMouseEvent>
#include <QPainter>

namespace quatre::test {

namespace {

class ThreeInARowText final : public ui::GameText {
public:
    QString name() const override { return QStringLiteral("Three in a Row"); }
    QString notationHelp() const override
    {
        return QStringLiteral("A move is a cell: its column letter, then its row.");
    }
    QString optionLabel(std::string_view) const override { return QStringLiteral("&Side:"); }
    QString optionHelp(std::string_view) const override { return QStringLiteral("The side of the board, 3 to 5."); }
    QString optionsProblem(const GameOptions &options) const override
    {
        const int side = options.value("side");
        if (side < ThreeInARow::kMinSide || side > ThreeInARow::kMaxSide)
            return QStringLiteral("The side %1 is out of range (3 to 5).").arg(side);
        return {};
    }
};

class ThreeInARowTerminal final : public ui::GameTerminal {
public:
    QString board(const Game &game) const override
    {
        const auto &board = static_cast<const ThreeInARow &>(game);
        QString text;
        for (int r = 0; r < board.rows(); ++r) {
            for (int c = 0; c < board.columns(); ++c) {
                const int seat = board.markAt({r, c});
                text += ui::cellText(u' ', seat < 0 ? QChar(u'.') : ui::playerMark(seat), u' ');
            }
            text += QLatin1Char('\n');
        }
        return text;
    }
    std::optional<Move> askMove(const Game &game, ui::TerminalInput &input) const override
    {
        return ui::askMove(game, input, QStringLiteral("Cell: "), [](const QString &answer) { return answer; });
    }
    QString moveLines(const Game &before, Move move) const override
    {
        return QStringLiteral("  Cell -> %1\n").arg(QString::fromStdString(before.moveToText(move)));
    }
    QList<ui::TerminalStrategy> strategies() const override
    {
        return {{QStringLiteral("random"), AiLevel::Random, {}}, {QStringLiteral("smart"), AiLevel::Minimax, {}}};
    }
};

// A plain grid with crosses and rings, no animation.
class ThreeInARowBoardView final : public ui::BoardView {
public:
    using BoardView::BoardView;

    bool isAnimating() const override { return false; }
    void finishAnimation() override {}
    QString cursorDescription() const override { return {}; }
    QString seatName(int seat) const override
    {
        return seat == 0 ? QStringLiteral("Crosses") : QStringLiteral("Rings");
    }
    QColor seatColour(int seat) const override { return seat == 0 ? QColor(Qt::darkBlue) : QColor(Qt::darkRed); }
    QString moveLabel(Move move) const override { return QString::fromStdString(game().moveToText(move)); }
    QRectF cellRect(Cell cell) const override
    {
        if (!session())
            return {};
        const QRectF board = boardRect();
        const qreal step = board.width() / game().columns();
        return {board.left() + cell.column * step, board.top() + cell.row * step, step, step};
    }

protected:
    QRectF boardRect() const override
    {
        const qreal side = std::min(width(), height()) * 0.9;
        return {(width() - side) / 2, (height() - side) / 2, side, side};
    }
    void paintBoard(QPainter &painter) override
    {
        if (!session())
            return;
        const auto &board = static_cast<const ThreeInARow &>(game());
        for (int r = 0; r < board.rows(); ++r) {
            for (int c = 0; c < board.columns(); ++c) {
                const QRectF cell = cellRect({r, c});
                painter.setPen(QPen(palette().text().color(), 2));
                painter.drawRect(cell);
                const int seat = board.markAt({r, c});
                if (seat >= 0)
                    paintSeatMark(painter, cell.adjusted(8, 8, -8, -8), seat, seatColour(seat));
            }
        }
    }
    void mousePressEvent(QMouseEvent *event) override
    {
        if (!isInteractive() || !session())
            return;
        for (Move move = 0; move < game().rows() * game().columns(); ++move) {
            if (!cellRect({move / game().columns(), move % game().columns()}).contains(event->position()))
                continue;
            if (game().isLegal(move))
                emit moveChosen(move);
            else
                emit moveRefused(QStringLiteral("That cell is taken."));
        }
    }

private:
    const Game &game() const { return session()->game(); }
};

} // namespace

ui::GameEntry threeInARowEntry()
{
    static const ThreeInARowText text;
    static const ThreeInARowTerminal terminal;
    return {&threeInARowRules(), &text, &terminal,
            [](QWidget *parent) -> ui::BoardView * { return new ThreeInARowBoardView(parent); }};
}

} // namespace quatre::test
