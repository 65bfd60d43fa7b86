// Runs a game review on its own thread: every position of the game analysed
// in turn (core/analysis/review.h), each move's judgement sent as it comes.
#pragma once

#include "core/analysis/analyst.h"
#include "ui/analysis/analysismetatypes.h"

#include <QObject>

#include <memory>
#include <vector>

namespace quatre::ui {

struct ReviewRequest {
    quint64 generation = 0;
    GameOptions options;
    std::vector<Move> moves; // from the start of the game
    AnalysisBudget budget;
    std::shared_ptr<SearchControl> control;
};

class ReviewWorker : public QObject {
    Q_OBJECT

public:
    using QObject::QObject;
    ~ReviewWorker() override;

    // Blocks this worker's thread until the game is reviewed or the request cancelled.
    void review(const quatre::ui::ReviewRequest &request);

signals:
    void moveReviewed(quint64 generation, int index, quatre::ReviewedMove review, quatre::MoveValue played);
    void finished(quint64 generation);

private:
    std::unique_ptr<Analyst> m_analyst; // kept while the options stay the same (see AnalysisWorker)
};

} // namespace quatre::ui
