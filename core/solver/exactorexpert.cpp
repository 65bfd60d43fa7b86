#include "core/solver/exactorexpert.h"

#include <algorithm>
#include <future>
#include <system_error>

namespace quatre {

AiDecision exactOrExpert(const Game &game, SearchControl &control, std::chrono::milliseconds budget, Ai &expert,
                         const ExactSearch &exact)
{
    using Clock = std::chrono::steady_clock;
    const auto deadline = Clock::now() + budget;
    // The Expert search has a control of its own, so that it can be stopped
    // when the solver is done without stopping the caller's.
    SearchControl expertControl;
    expertControl.onProgress = control.onProgress;
    std::future<AiDecision> fallback;
    try {
        fallback = std::async(std::launch::async, [&] { return expert.chooseMove(game, expertControl); });
    } catch (const std::system_error &) {
        // No second thread to be had: take turns, the solver first, for half
        // the budget (Expert then searches its whole budget: late, but a move).
        if (std::optional<AiDecision> answer = exact(Clock::now() + budget / 2))
            return *answer;
        if (control.isCancelled()) {
            AiDecision d;
            d.cancelled = true;
            return d;
        }
        return expert.chooseMove(game, control);
    }
    {
        // However this block is left (an exception from the solver included),
        // Expert is told to stop before `fallback` waits for it.
        struct StopExpert {
            SearchControl &control;
            ~StopExpert() { control.cancel.store(true); }
        } stopExpert{expertControl};

        std::optional<AiDecision> answer = exact(deadline);
        if (answer)
            return *answer; // StopExpert, then ~future: Expert stops and is joined
        // Expert's own clock started a little later, with its thread: it is
        // stopped at the solver's deadline, or as soon as the caller cancels.
        while (!control.isCancelled() && Clock::now() < deadline
               && fallback.wait_until(std::min(deadline, Clock::now() + std::chrono::milliseconds(1)))
                   != std::future_status::ready) {}
    }
    AiDecision expertDecision = fallback.get();
    if (control.isCancelled()) {
        expertDecision.cancelled = true; // its move, if any, is a usable fallback
        expertDecision.exact = false;
        expertDecision.verdict.reset();
        return expertDecision;
    }
    // Stopped at the deadline, its last complete iteration stands.
    expertDecision.cancelled = false;
    if (expertDecision.move == kNoMove)
        expertDecision.move = game.legalMoves().front();
    // A heuristic search is exact only if it saw every line to the end.
    expertDecision.exact = expertDecision.exact && expertDecision.depth >= game.pliesLeftAtMost();
    if (!expertDecision.exact)
        expertDecision.verdict.reset();
    return expertDecision;
}

} // namespace quatre
