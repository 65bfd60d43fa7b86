#include "core/solver/exactorexpert.h"

#include <algorithm>
#include <future>
#include <system_error>
#include <thread>

namespace quatre {

AiDecision exactOrExpert(const Game &game, SearchControl &control, std::chrono::milliseconds budget, Ai &expert,
                         const ExactSearch &exact, std::chrono::milliseconds expertTime)
{
    using Clock = std::chrono::steady_clock;
    const auto start = Clock::now();
    const auto deadline = start + budget;
    const auto expertDeadline = start + std::min(expertTime, budget);
    const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    // The Expert search has a control of its own, so that it can be stopped
    // when the solver is done without stopping the caller's.
    SearchControl expertControl;
    expertControl.onProgress = control.onProgress;
    expertControl.shares = {control.shares.helpers, control.shares.helpers}; // a thread beside the caller's
    std::future<AiDecision> fallback;
    try {
        fallback = std::async(std::launch::async, [&] { return expert.chooseMove(game, expertControl); });
    } catch (const std::system_error &) {
        // No second thread to be had: take turns, the solver first, for half
        // the budget (Expert then searches its whole budget: late, but a move).
        if (std::optional<AiDecision> answer = exact(Clock::now() + budget / 2, 1))
            return *answer;
        if (control.isCancelled()) {
            AiDecision d;
            d.cancelled = true;
            return d;
        }
        return expert.chooseMove(game, control);
    }
    std::optional<AiDecision> answer;
    {
        // However this block is left (an exception from the solver included),
        // Expert is told to stop before `fallback` waits for it.
        struct StopExpert {
            SearchControl &control;
            ~StopExpert() { control.cancel.store(true); }
        } stopExpert{expertControl};

        answer = exact(expertDeadline, 1);
        if (answer)
            return *answer; // StopExpert, then ~future: Expert stops and is joined
        // Expert's own clock started a little later, with its thread: it is
        // stopped at its deadline, or as soon as the caller cancels.
        while (!control.isCancelled() && Clock::now() < expertDeadline
               && fallback.wait_until(std::min(expertDeadline, Clock::now() + std::chrono::milliseconds(1)))
                   != std::future_status::ready) {}
    }
    // Expert has been told to stop: once it has, the solver may take its
    // core for the rest of the budget.
    fallback.wait();
    if (!control.isCancelled() && expertDeadline < deadline && Clock::now() < deadline) {
        answer = exact(deadline, cores);
        if (answer)
            return *answer; // Expert's exception, if any, is of no use now
    }
    AiDecision expertDecision = fallback.get();
    if (control.isCancelled()) {
        expertDecision.cancelled = true; // its move, if any, is a usable fallback
        expertDecision.exact = false;
        expertDecision.verdict.reset();
        return expertDecision;
    }
    // Stopped at its deadline, its last complete iteration stands.
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
