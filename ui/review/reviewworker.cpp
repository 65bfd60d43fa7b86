#include "ui/review/reviewworker.h"

#include <QThread>

#include <algorithm>

namespace quatre::ui {

ReviewWorker::~ReviewWorker() = default;

void ReviewWorker::review(const ReviewRequest &request)
{
    if (request.control->isCancelled())
        return;
    if (!m_analyst || m_analyst->options() != request.options)
        m_analyst = std::make_unique<Analyst>(request.options, std::max(1, QThread::idealThreadCount()));
    const quint64 generation = request.generation;
    const auto reviewed =
        reviewGame(*m_analyst, request.moves, *request.control, request.budget,
                   [this, generation](std::size_t index, const ReviewedMove &review, const MoveValue &played) {
                       emit moveReviewed(generation, int(index), review, played);
                   });
    if (reviewed)
        emit finished(generation);
}

} // namespace quatre::ui
