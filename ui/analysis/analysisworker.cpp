#include "ui/analysis/analysisworker.h"

#include <QThread>

#include <algorithm>

namespace quatre::ui {

AnalysisWorker::~AnalysisWorker() = default;

void AnalysisWorker::analyse(const AnalysisRequest &request)
{
    if (request.control->isCancelled())
        return;
    if (!m_analyst || m_analyst->options() != request.options)
        m_analyst = std::make_unique<Analyst>(request.options, std::max(1, QThread::idealThreadCount()));
    const quint64 generation = request.generation;
    const std::optional<std::vector<MoveValue>> values = m_analyst->analyse(
        *request.game, *request.control, request.budget,
        [this, generation](const MoveValue &value) { emit valueFound(generation, value); }, request.focus.get());
    if (values)
        emit finished(generation, *values);
}

} // namespace quatre::ui
