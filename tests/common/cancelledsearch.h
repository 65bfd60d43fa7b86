// A long search started on a thread of its own and cancelled while it runs,
// for the tests that check that every search thread gives up once asked.
#pragma once

#include "core/ai/ai.h"

#include <atomic>
#include <chrono>
#include <functional>
#include <optional>
#include <thread>

namespace quatre::test {

struct CancelledSearch {
    bool returnedBeforeTheCancel = false;
    std::optional<int> result;
    std::chrono::duration<double, std::milli> latency{}; // from the cancel to the search's return
};

// Runs `search` (which must poll the control it is given) on another thread,
// cancels it after `runFor`, and waits for it to return.
inline CancelledSearch cancelAfter(std::chrono::milliseconds runFor,
                                   const std::function<std::optional<int>(const SearchControl *)> &search)
{
    SearchControl control;
    CancelledSearch run;
    run.result = 0;
    std::atomic<bool> returned{false};
    std::thread worker([&] {
        run.result = search(&control);
        returned = true;
    });
    std::this_thread::sleep_for(runFor);
    run.returnedBeforeTheCancel = returned;
    const auto cancelled = std::chrono::steady_clock::now();
    control.cancel = true;
    worker.join();
    run.latency = std::chrono::steady_clock::now() - cancelled;
    return run;
}

} // namespace quatre::test
