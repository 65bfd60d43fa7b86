// The GUI thread's side of the game review (Game > Review): it sends the
// game's moves to the review thread and keeps each move's judgement as it
// comes back. A review belongs to the moves it was made of: when the game
// leaves them (an undo, a new game) it is dropped, and a late answer of a
// cancelled review is recognised by its generation and ignored.
#pragma once

#include "core/analysis/analyst.h"
#include "core/analysis/review.h"
#include "ui/analysis/analysismetatypes.h"

#include <QObject>

#include <memory>
#include <optional>
#include <vector>

class QThread;

namespace quatre::ui {

class GameSession;
class ReviewWorker;

class ReviewController : public QObject {
    Q_OBJECT

public:
    // Per position: a little more than the analysis board's, since a review
    // is asked for once, and the positions after 10 plies of 6 x 7 take up to
    // a second and a half each.
    static AnalysisBudget defaultBudget() { return {std::chrono::milliseconds(3000), std::chrono::milliseconds(300)}; }

    explicit ReviewController(GameSession *game, QObject *parent = nullptr);
    ~ReviewController() override;

    // Reviews the game's moves as they are now (again, if it was reviewed).
    void start();
    void clear();
    void setBudget(const AnalysisBudget &budget) { m_budget = budget; }

    // A review exists (finished or still running) for a prefix of the game's moves.
    bool hasReview() const { return !m_moves.empty(); }
    bool isRunning() const { return m_running; }
    // The moves reviewed, and for each the judgement and the played move's
    // value once known (nullopt before).
    const std::vector<Move> &moves() const { return m_moves; }
    const std::vector<std::optional<ReviewedMove>> &reviews() const { return m_reviews; }
    const std::vector<std::optional<MoveValue>> &playedValues() const { return m_played; }
    // How many moves are judged so far.
    int judgedMoves() const;
    // Every move judged so far of one player (by turn: 0 the first player's moves).
    ReviewSummary summary(int turn) const;

signals:
    // After each move judged, a start, a clear or the end.
    void changed();

private:
    void onPositionChanged();
    void onMoveReviewed(quint64 generation, int index, const quatre::ReviewedMove &review,
                        const quatre::MoveValue &played);
    void onFinished(quint64 generation);
    void cancel();

    GameSession *m_game;
    QThread *m_thread;
    ReviewWorker *m_worker; // lives in m_thread, deleted when it finishes
    std::shared_ptr<SearchControl> m_control;
    quint64 m_generation = 0;
    int m_gameSerial = -1;
    std::vector<Move> m_moves;
    std::vector<std::optional<ReviewedMove>> m_reviews;
    std::vector<std::optional<MoveValue>> m_played;
    AnalysisBudget m_budget = defaultBudget();
    bool m_running = false;
};

} // namespace quatre::ui
