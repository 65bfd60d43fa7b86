#include "ui/ai/aiworker.h"

namespace quatre::ui {

void AiWorker::search(const AiRequest &request)
{
    if (request.control->isCancelled())
        return;
    const GameRules *game = request.rules;
    if (!game) {
        emit failed(request.generation);
        return;
    }
    std::unique_ptr<Ai> fresh;
    Ai *ai = nullptr;
    if (request.config.level == AiLevel::Perfect) {
        // The seed only breaks the fallback's ties: the two seats of a
        // Perfect-against-Perfect game share one AI.
        AiConfig kept = m_perfect ? m_perfect->config() : AiConfig{};
        kept.seed = request.config.seed;
        if (!m_perfect || m_perfectGame != game || kept != request.config) {
            m_perfect = game->makeAi(request.config);
            m_perfectGame = game;
        }
        ai = m_perfect.get();
    } else {
        fresh = game->makeAi(request.config);
        ai = fresh.get();
    }
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
