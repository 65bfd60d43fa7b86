#include "ui/review/reviewtext.h"

#include "ui/board/boardview.h"
#include "ui/review/reviewcontroller.h"
#include "ui/session/gamesession.h"
#include "ui/text/movevaluetext.h"

#include <algorithm>

namespace quatre::ui {

ReviewText ReviewText::of(const ReviewController &review, const BoardView &board, const GameSession &game)
{
    ReviewText text;
    const auto &reviews = review.reviews();
    const auto &played = review.playedValues();
    for (std::size_t i = 0; i < reviews.size(); ++i) {
        QString mark, tip;
        if (reviews[i] && played[i]) {
            const ReviewedMove &move = *reviews[i];
            mark = move.moveClass == MoveClass::Mistake ? QStringLiteral("?")
                : move.moveClass == MoveClass::Blunder  ? QStringLiteral("??")
                                                        : QString();
            tip = tr("%1 (%2)").arg(moveClassText(move.moveClass), moveValueText(*played[i]));
            if (move.bestValue && move.moveClass != MoveClass::Best)
                //: the review of a move: its class and value, then the best move and its value
                tip = tr("%1; best: %2 (%3)")
                          .arg(tip, board.moveLabel(move.bestValue->move), moveValueText(*move.bestValue));
        }
        text.marks << mark;
        text.tips << tip;
    }
    for (int seat = 0; seat < 2; ++seat)
        text.summary << tr("%1: %2").arg(board.seatName(seat),
                                         reviewSummaryText(review.summary(game.sideForSeat(seat))));
    if (review.isRunning()) {
        text.progress = tr("Reviewing move %1 of %2…").arg(review.judgedMoves() + 1).arg(reviews.size());
    }
    return text;
}

} // namespace quatre::ui
