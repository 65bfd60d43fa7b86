// The game review in the side panel's words: a mark beside each judged move
// ("?" a mistake, "??" a blunder), a tooltip naming its class, its value and
// the best move, and a summary line per player, which a saved file keeps too.
#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace quatre::ui {

class BoardView;
class GameSession;
class ReviewController;

struct ReviewText {
    Q_DECLARE_TR_FUNCTIONS(ReviewText)

public:
    QStringList marks; // one per reviewed move, empty when it is neither a mistake nor a blunder
    QStringList tips; // one per reviewed move, empty until it is judged
    QStringList summary; // "Red: 1 mistake; accuracy 87%", seat 1 then seat 2
    QString progress; // "Reviewing move 5 of 37…" while the review runs, empty after

    // Precondition: review.hasReview(). `board` names the seats and the moves.
    static ReviewText of(const ReviewController &review, const BoardView &board, const GameSession &game);
};

} // namespace quatre::ui
