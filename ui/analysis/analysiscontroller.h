// The GUI thread's side of the analysis board: while analysis is on, every
// position that comes to the board (a move, an undo, a new, pasted or opened
// game, a demo's moves) is sent to the analysis thread, and the values come
// back one by one as they are found. Like the AI controller, each request
// carries a generation number and a cancel flag: a change of position
// cancels the running search and makes its late answers stale, and every
// answer names the position it belongs to, so a view never shows values of
// a position it no longer draws.
#pragma once

#include "core/analysis/analyst.h"
#include "core/game.h"
#include "ui/analysis/analysismetatypes.h"

#include <QObject>

#include <memory>
#include <vector>

class QThread;

namespace quatre::ui {

class AnalysisWorker;
class GameSession;

class AnalysisController : public QObject {
    Q_OBJECT

public:
    // What the window gives each position: exact solves for this long in
    // all, then Expert's estimates for the moves they did not reach.
    static AnalysisBudget windowBudget() { return {std::chrono::milliseconds(3000), std::chrono::milliseconds(1000)}; }

    explicit AnalysisController(GameSession *session, QObject *parent = nullptr);
    ~AnalysisController() override;

    // The session whose positions are analysed: the game, or the position a
    // person browses.
    GameSession *session() const { return m_session; }
    void setSession(GameSession *session);

    bool isEnabled() const { return m_enabled; }
    void setEnabled(bool enabled);
    AnalysisBudget budget() const { return m_budget; }
    void setBudget(const AnalysisBudget &budget) { m_budget = budget; }

    // The moves a person is choosing among, as one of them (of a group of
    // GameRules::moveGroupOf(): Quarto's placement waiting for its give), or
    // kNoMove: the running analysis values those first.
    void setFocusMove(quatre::Move move);
    std::optional<int> focusGroup() const { return m_focus->group(); }

    // A search is running for the position on the board.
    bool isSearching() const { return m_searching; }
    // Answers that came back for a position no longer on the board.
    int staleAnswers() const { return m_staleAnswers; }

signals:
    // The values known so far for the position whose moves are `history`
    // (all of them once searchingChanged(false) follows; before, some may be
    // bounds, MoveValue::atMost, each replaced by the move's value later);
    // empty values when analysis is switched off or the game is over.
    void valuesChanged(const std::vector<quatre::Move> &history, const std::vector<quatre::MoveValue> &values);
    void searchingChanged(bool searching);

private:
    void onPositionChanged();
    void onValueFound(quint64 generation, const quatre::MoveValue &value);
    void onFinished(quint64 generation, const std::vector<quatre::MoveValue> &values);
    void cancel();
    void setSearching(bool searching);

    GameSession *m_session;
    QThread *m_thread;
    AnalysisWorker *m_worker; // lives in m_thread, deleted when it finishes
    std::shared_ptr<SearchControl> m_control;
    std::shared_ptr<AnalysisFocus> m_focus = std::make_shared<AnalysisFocus>(); // shared with every request
    quint64 m_generation = 0;
    std::vector<Move> m_history; // of the position searched
    std::vector<MoveValue> m_values; // found so far for it
    AnalysisBudget m_budget = windowBudget();
    bool m_enabled = false;
    bool m_searching = false;
    int m_staleAnswers = 0;
};

} // namespace quatre::ui
