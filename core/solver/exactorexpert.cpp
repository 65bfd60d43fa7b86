#include "solver/exactorexpert.h"

#include <future>

namespace quatre {

AiDecision exactOrExpert(const Game &game, SearchControl &control, std::chrono::milliseconds budget, Ai &expert,
                         const ExactSearch &exact)
{
    const auto deadline = std::chrono::steady_clock::now() + budget;
    // The Expert search has a control of its own, so that it can be stopped
    // when the solver is done without stopping the caller's.
    SearchControl expertControl;
    expertControl.onProgress = control.onProgress;
    std::future<AiDecision> fallback =
        std::async(std::launch::async, [&] { return expert.chooseMove(game, expertControl); });

    std::optional<AiDecision> answer = exact(deadline);
    if (answer || control.isCancelled())
        expertControl.cancel.store(true);
    // The caller may still cancel while Expert finishes its budget.
    while (fallback.wait_for(std::chrono::milliseconds(2)) != std::future_status::ready) {
        if (control.isCancelled())
            expertControl.cancel.store(true);
    }
    AiDecision expertDecision = fallback.get();
    if (answer)
        return *answer;
    if (control.isCancelled()) {
        AiDecision d;
        d.cancelled = true;
        return d;
    }
    // A heuristic search is exact only if it saw every line to the end.
    expertDecision.exact = expertDecision.exact && expertDecision.depth >= game.pliesLeftAtMost();
    if (!expertDecision.exact)
        expertDecision.verdict.reset();
    return expertDecision;
}

} // namespace quatre
