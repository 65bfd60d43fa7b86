// Runs the analysis board's searches on its own thread (the AI's thread
// stays free for the players' moves). Every request brings its own copy of
// the position, as for the AI worker.
#pragma once

#include "core/analysis/analyst.h"
#include "ui/analysis/analysismetatypes.h"

#include <QObject>

#include <memory>
#include <vector>

namespace quatre::ui {

struct AnalysisRequest {
    quint64 generation = 0;
    std::shared_ptr<const Game> game;
    GameOptions options;
    AnalysisBudget budget;
    std::shared_ptr<SearchControl> control;
    // The group of moves the person is choosing among, changed while the search runs.
    std::shared_ptr<const AnalysisFocus> focus;
};

class AnalysisWorker : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    ~AnalysisWorker() override;

    // Blocks this worker's thread until every move is valued or the request is cancelled.
    void analyse(const quatre::ui::AnalysisRequest &request);

signals:
    // One more move's value, as soon as it is known.
    void valueFound(quint64 generation, quatre::MoveValue value);
    // Every legal move's value (not sent for a cancelled request).
    void finished(quint64 generation, std::vector<quatre::MoveValue> values);

private:
    // Kept while the game and its options stay the same: the solver's table
    // holds exact results, true for every later position of the game, so
    // the next position (a move later) starts from them.
    std::unique_ptr<Analyst> m_analyst;
};

} // namespace quatre::ui
