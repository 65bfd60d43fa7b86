// "The board shown equals the model", checked on the pixels: the window's
// board view is painted next to a fresh view of the same kind and size that
// follows a fresh session loaded with the window's moves. Both are drawn by
// the same code, so wherever the pieces are they must look identical; a view
// that kept something of an old position (a disc stuck mid-fall, the board of
// the previous game, a winning line that was taken back) differs.
//
// Only what the model decides is compared: the inside of every cell, and for
// Quarto the hand and the reserve. What only the live view knows (the mouse
// hover, the keyboard cursor, a refused cell flashing, Quarto's placement
// waiting for its give) is either copied to the reference or left out.
#pragma once

#include "ui/board/boardview.h"
#include "ui/games/gamelist.h"
#include "ui/registry/gameentry.h"
#include "ui/games/connectfour/connectfourboardview.h"
#include "ui/games/fourmation/fourmationboardview.h"
#include "ui/games/quarto/quartoboardview.h"
#include "ui/session/gamesession.h"

#include <QCoreApplication>
#include <QEvent>
#include <QImage>

#include <memory>

namespace quatre::ui::test {

// An empty string if the view shows the session's position, else what differs.
// Precondition: the view is not animating.
inline QString screenDiffersFromModel(BoardView *live, const GameSession &session)
{
    // The mouse leaves the board: hover marks are the live view's own.
    QEvent leave(QEvent::Leave);
    QCoreApplication::sendEvent(live, &leave);

    GameSession model{session.options()};
    if (!model.start(session.options(), session.seats(), session.firstSeat()) || !model.loadMoves(session.movesText()))
        return QStringLiteral("the window's moves '%1' do not load").arg(session.movesText());
    std::unique_ptr<BoardView> reference(builtInGames().find(session.options())->createBoardView(nullptr));
    reference->setSession(&model);
    reference->setAnimationMs(0);
    reference->resize(live->size());
    reference->setInteractive(live->isInteractive());
    reference->setHighlightedCells(live->highlightedCells());
    reference->setBanner(live->isBannerShown() ? live->banner() : QString()); // a dismissed one is not drawn
    reference->setSpeech(live->speechSeat(), live->speech());
    if (live->hint() != kNoMove)
        reference->showHint(live->hint());
    reference->setAnalysisShown(live->isAnalysisShown());
    reference->setMoveValues(model.game().history(), live->moveValues());

    std::vector<QPointF> points; // in widget coordinates
    auto addCell = [&points](const QRectF &r) {
        for (const QPointF offset :
             {QPointF(0, 0), QPointF(-0.15, -0.15), QPointF(0.15, -0.15), QPointF(-0.15, 0.15), QPointF(0.15, 0.15)})
            points.push_back(r.center() + QPointF(offset.x() * r.width(), offset.y() * r.height()));
    };
    const Game &game = session.game();
    if (auto *c4 = qobject_cast<ConnectFourBoardView *>(live)) {
        static_cast<ConnectFourBoardView *>(reference.get())->setSelectedColumn(c4->selectedColumn());
        for (int row = 0; row < game.rows(); ++row)
            for (int column = 0; column < game.columns(); ++column)
                addCell(live->cellRect({row, column}));
    } else if (auto *fm = qobject_cast<FourMationBoardView *>(live)) {
        for (int row = 0; row < game.rows(); ++row)
            for (int column = 0; column < game.columns(); ++column)
                if (Cell{row, column} != fm->flashedCell())
                    addCell(live->cellRect({row, column}));
    } else if (auto *quarto = qobject_cast<QuartoBoardView *>(live)) {
        // A placement waiting for its give shows a piece the model has not
        // placed yet (and hides the hand): then only the reserve compares.
        if (quarto->pendingSquare() < 0) {
            for (int row = 0; row < game.rows(); ++row)
                for (int column = 0; column < game.columns(); ++column)
                    addCell(live->cellRect({row, column}));
            points.push_back(quarto->handRect().center());
        }
        for (Piece piece = 0; piece < kPieceCount; ++piece)
            points.push_back(quarto->reserveSlotRect(piece).center());
    } else {
        return QStringLiteral("the board view is of no known kind");
    }

    const QImage shown = live->grab().toImage();
    const QImage expected = reference->grab().toImage();
    if (shown.size() != expected.size())
        return QStringLiteral("the pictures differ in size");
    for (const QPointF &point : points) {
        const QPoint p = (point * shown.devicePixelRatio()).toPoint();
        if (!shown.rect().contains(p))
            continue;
        const QColor a = shown.pixelColor(p), b = expected.pixelColor(p);
        const int distance =
            std::abs(a.red() - b.red()) + std::abs(a.green() - b.green()) + std::abs(a.blue() - b.blue());
        if (distance > 24)
            return QStringLiteral("at (%1, %2) the board shows %3 where the model's picture has %4 (moves '%5')")
                .arg(point.x())
                .arg(point.y())
                .arg(a.name(), b.name(), session.movesText());
    }
    return {};
}

} // namespace quatre::ui::test
