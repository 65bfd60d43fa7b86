// One exact search on several threads, Lazy SMP's way, for the solvers
// whose helpers are started for each search (Quarto's and 4Mation's;
// Connect Four's keeps a pool, see connectfoursolver.cpp): every thread
// runs the caller's whole search, the first to finish gives the answer
// (exact whichever it is, as the shared table holds only true bounds), and
// the others are then told to stop.
#pragma once

#include <atomic>
#include <cstddef>
#include <functional>
#include <optional>
#include <thread>
#include <vector>

namespace quatre {

// Runs `onCaller(startHelpers)` on this thread. Its search calls
// `*startHelpers` once, when it has proved long enough to be worth the
// threads (most searches of a game are shorter, and for those a thread
// costs more to start than it saves); that calls `prepareHelper(i)` on this
// thread and then starts `runHelper(i)` on a thread of its own, for each
// of the `helpers`. Each search polls `stopAll`, which is set once one of
// them has answered. Returns the caller's answer or, if the caller's
// search was stopped by that flag, a helper's; nullopt only if every
// search was stopped from outside (cancelled, past its deadline). Returns
// once every helper has stopped.
template <class OnCaller, class PrepareHelper, class RunHelper>
std::optional<int> firstAnswer(std::size_t helpers, std::atomic<bool> &stopAll, const OnCaller &onCaller,
                               const PrepareHelper &prepareHelper, const RunHelper &runHelper)
{
    stopAll.store(false, std::memory_order_relaxed);
    std::vector<std::optional<int>> helperResults(helpers);
    std::vector<std::jthread> threads; // after the results they write: joined first
    std::function<void()> startHelpers = [&] {
        for (std::size_t i = 0; i < helpers; ++i) {
            prepareHelper(i);
            threads.emplace_back([&, i] {
                helperResults[i] = runHelper(i);
                if (helperResults[i]) // the answer: the others may stop
                    stopAll.store(true, std::memory_order_relaxed);
            });
        }
    };
    std::optional<int> result = onCaller(&startHelpers);
    stopAll.store(true, std::memory_order_relaxed);
    threads.clear();
    for (const std::optional<int> &helperResult : helperResults)
        if (!result)
            result = helperResult;
    return result;
}

} // namespace quatre
