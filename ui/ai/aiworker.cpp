#include "ai/aiworker.h"

namespace quatre::ui {

void AiWorker::search(const AiRequest &request)
{
    if (request.control->isCancelled())
        return;
    std::unique_ptr<Ai> ai = makeAi(request.game->kind(), request.config);
    if (!ai) {
        emit failed(request.generation);
        return;
    }
    const quint64 generation = request.generation;
    request.control->onProgress = [this, generation](const SearchProgress &progress) {
        emit progressed(generation, progress);
    };
    const AiDecision decision = ai->chooseMove(*request.game, *request.control);
    request.control->onProgress = nullptr;
    emit decided(generation, decision);
}

} // namespace quatre::ui
