// What the kernel counts for the calling thread and for the whole machine,
// for bench --window: a gap of the event loop in which the main thread used
// little CPU was the machine's doing (the thread was not scheduled), not the
// window's work. Each reading is nullopt where the system does not keep it.
#pragma once

#include <optional>

namespace quatre::ui::windowbench {

// CPU time the calling thread has used, in ms (where POSIX has the clock).
std::optional<double> threadCpuMs();

// Time the calling thread has waited to run while ready, in ms: Linux's
// scheduler statistics (/proc/thread-self/schedstat, its second field, in
// ns). Beside the CPU time it splits a gap the thread did not work: waiting
// there means another thread of this machine ran on its core (a search,
// the X server); neither means it slept: blocked, or woken late. Between
// two events of the trace, it slept in the event loop past its timer,
// which no thread of this machine delayed.
std::optional<double> threadWaitMs();

// Page faults (a fault that maps fresh memory is CPU time spent outside the
// program's own code), and how often the thread gave up its core, by
// sleeping (voluntary) or by being preempted (involuntary).
struct ThreadCounts {
    long faults = 0;
    long voluntarySwitches = 0;
    long involuntarySwitches = 0;
};
std::optional<ThreadCounts> threadCounts();

// Two of the whole machine's times so far, in ms, from /proc/stat's first
// line (in clock ticks, 10 ms on most machines, so only a coarse sign):
// "steal", the time the host of a virtual machine did not run its cores,
// which then ran none of its threads; and the time in interrupts (hard and
// soft), which Linux may count as the CPU time of whatever thread they
// interrupted (unless built with IRQ_TIME_ACCOUNTING): a thread busy
// without an event may have been busy with them.
struct MachineTimes {
    double stealMs = 0;
    double interruptMs = 0;
};
std::optional<MachineTimes> machineTimes();

// The calling thread's CPU time, its wait to run and its counts, together.
struct ThreadTimes {
    std::optional<double> cpuMs;
    // Read only when stalls are traced: they cost file reads and a system call.
    std::optional<double> waitMs;
    std::optional<ThreadCounts> counts;
    std::optional<MachineTimes> machine;

    static ThreadTimes now(bool traced);
    // How much of each this thread spent since `before`; negative: unknown.
    double cpuSince(const ThreadTimes &before) const;
    double waitSince(const ThreadTimes &before) const;
    // The machine's times since `before`; both -1: unknown.
    MachineTimes machineSince(const ThreadTimes &before) const;
    // The counts since `before`; all -1: unknown.
    ThreadCounts countsSince(const ThreadTimes &before) const;
};

} // namespace quatre::ui::windowbench
