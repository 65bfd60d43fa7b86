// One search thread's count of its nodes, and what the count paces: every
// 4096 nodes the thread asks whether its search is to stop (cancelled, past
// its deadline, or another thread of the search has the answer), and the
// caller's thread starts the helper threads once its search has proved long
// enough to be worth them (see firstAnswer()). Reading the clock at every
// node would cost more than the node; 4096 nodes take well under a
// millisecond in every solver, so a stop is still seen at once. A thread
// that may use only a share of its core (SearchControl::shares) rests there
// too.
#pragma once

#include "core/ai/ai.h"
#include "core/ai/dutycycle.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <utility>

namespace quatre {

class NodeCounter {
public:
    using Deadline = std::optional<std::chrono::steady_clock::time_point>;

    // Starts a search: `stopAll` is the flag the threads of one search share
    // (null with one thread); `helper`: whether this is a thread the search
    // started beside the caller's. The count goes on from the last search,
    // so that nodes() is a running total.
    void begin(const SearchControl *control, Deadline deadline, const std::atomic<bool> *stopAll, bool helper)
    {
        m_control = control;
        m_deadline = deadline;
        m_stopAll = stopAll;
        m_startHelpers = nullptr;
        m_stopped = false;
        m_dutyCycle.start(control ? control->shareOf(helper) : 1.0);
    }
    // On the caller's thread: calls `*startHelpers` once, when this thread
    // has counted `afterNodes` more nodes. Null: never.
    void startHelpersAfter(std::function<void()> *startHelpers, std::uint64_t afterNodes)
    {
        m_startHelpers = startHelpers;
        m_helpersAt = m_nodes + afterNodes;
    }

    // Counts a node; whether the search is to stop.
    [[gnu::always_inline]] bool count()
    {
        ++m_nodes;
        if ((m_nodes & 4095) == 0)
            poll();
        return m_stopped;
    }
    bool stopped() const { return m_stopped; }
    // After the threads of a search: whether it stopped without an answer
    // (a thread stopped because another answered is not a stopped search).
    void setStopped(bool stopped) { m_stopped = stopped; }
    std::uint64_t nodes() const { return m_nodes; }
    // Takes over the count of a thread that goes away.
    void add(std::uint64_t nodes) { m_nodes += nodes; }
    const SearchControl *control() const { return m_control; }
    // The share of its core this thread may use in this search.
    double share() const { return m_dutyCycle.share(); }
    Deadline deadline() const { return m_deadline; }

private:
    // Out of line and cold: the node's own path stays small enough to inline.
    [[gnu::noinline, gnu::cold]] void poll()
    {
        if ((m_control && m_control->isCancelled()) || (m_stopAll && m_stopAll->load(std::memory_order_relaxed))
            || (m_deadline && std::chrono::steady_clock::now() >= *m_deadline))
            m_stopped = true;
        else if (m_startHelpers && m_nodes >= m_helpersAt)
            std::exchange(m_startHelpers, nullptr)->operator()();
        else
            m_dutyCycle.restIfDue(m_deadline);
    }

    std::uint64_t m_nodes = 0;
    bool m_stopped = false;
    const SearchControl *m_control = nullptr;
    Deadline m_deadline;
    const std::atomic<bool> *m_stopAll = nullptr;
    std::function<void()> *m_startHelpers = nullptr;
    std::uint64_t m_helpersAt = 0;
    DutyCycle m_dutyCycle;
};

} // namespace quatre
