#include "ui/ai/aiworker.h"

#include <algorithm>

namespace quatre::ui {

namespace {

bool hasTable(AiLevel level)
{
    return level == AiLevel::Expert || level == AiLevel::Perfect;
}

// Equal but for the seed.
bool sameLevel(AiConfig a, const AiConfig &b)
{
    a.seed = b.seed;
    return a == b;
}

} // namespace

Ai *AiWorker::aiFor(const AiRequest &request, std::unique_ptr<Ai> &unkept)
{
    const GameRules *rules = request.options.rules;
    if (!rules)
        return nullptr;
    if (!hasTable(request.config.level)) {
        unkept = rules->makeAi(request.config);
        return unkept.get();
    }
    auto kept = std::find_if(m_kept.begin(), m_kept.end(), [&](const KeptAi &k) {
        return k.options == request.options && sameLevel(k.ai->config(), request.config);
    });
    if (kept == m_kept.end()) {
        std::unique_ptr<Ai> ai = rules->makeAi(request.config);
        if (!ai)
            return nullptr;
        if (m_kept.size() == kKeptAis)
            m_kept.pop_back(); // the least recently used, and its table with it
        m_kept.insert(m_kept.begin(), KeptAi{request.options, std::move(ai)});
        return m_kept.front().ai.get();
    }
    std::rotate(m_kept.begin(), kept, kept + 1);
    return m_kept.front().ai.get();
}

void AiWorker::search(const AiRequest &request)
{
    if (request.control->isCancelled())
        return;
    std::unique_ptr<Ai> unkept;
    Ai *ai = aiFor(request, unkept);
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
