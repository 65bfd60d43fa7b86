// A search thread's duty cycle: it works for its share of every 10 ms and
// sleeps the rest, so that it uses only that share of its core.
//
// Why: on a machine whose cores the searches fill (two threads of a Perfect
// search on two cores), the virtual machine this project is measured on is
// stopped whole by its host for up to 100 ms at a time, the window's thread
// with it, whatever the threads' priorities (ui/benchmark/README.md). A
// window therefore runs a search's second thread at a share of its core.
//
// The time worked is wall time since the last rest, not the thread's CPU
// time: a thread that was preempted has used less than it counts, which errs
// on the side of the window. A rest never reaches past the search's deadline,
// so it never makes a search late.
#pragma once

#include <algorithm>
#include <chrono>
#include <optional>
#include <thread>

namespace quatre {

class DutyCycle {
public:
    using Clock = std::chrono::steady_clock;
    using Deadline = std::optional<Clock::time_point>;
    static constexpr std::chrono::microseconds kPeriod{10000};

    // `share` of a core, from 0.05 to 1 (1: never rests), working from `now`.
    void start(double share, Clock::time_point now = Clock::now())
    {
        m_share = std::clamp(share, 0.05, 1.0);
        m_work = std::chrono::duration_cast<Clock::duration>(kPeriod * m_share);
        m_rest = std::chrono::duration_cast<Clock::duration>(kPeriod * (1.0 - m_share));
        m_workStart = now;
    }
    double share() const { return m_share; }

    // Called every few hundred microseconds of work: rests if this thread
    // has worked its share of the period.
    void restIfDue(const Deadline &deadline)
    {
        if (m_share >= 1.0)
            return;
        if (const std::optional<Clock::time_point> wake = restUntil(Clock::now(), deadline)) {
            std::this_thread::sleep_until(*wake);
            m_workStart = Clock::now();
        }
    }

    // restIfDue()'s choice at `now`: when to wake, or nullopt to work on.
    std::optional<Clock::time_point> restUntil(Clock::time_point now, const Deadline &deadline) const
    {
        if (m_share >= 1.0 || now - m_workStart < m_work)
            return std::nullopt;
        return deadline ? std::min(now + m_rest, *deadline) : now + m_rest;
    }

private:
    double m_share = 1.0;
    Clock::duration m_work{};
    Clock::duration m_rest{};
    Clock::time_point m_workStart;
};

} // namespace quatre
