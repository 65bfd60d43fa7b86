// For bench --window --trace-stalls: every event the application delivers,
// with when, so that a stall can be printed as the events that filled it.
#pragma once

#include "ui/benchmark/threadtimes.h"

#include <QByteArray>
#include <QElapsedTimer>
#include <QEvent>
#include <QObject>

#include <vector>

namespace quatre::ui::windowbench {

// An event filter sees when an event starts but not when it ends, so each
// delivery also carries the thread's CPU time and context switches: between
// two deliveries, the thread worked, slept (in the event loop, or waiting on
// a lock) or was preempted.
class EventRecorder : public QObject {
public:
    struct Delivery {
        qint64 atNs;
        QEvent::Type type;
        const char *receiverClass;
        // The receiver's object name, or its parent's class when it has
        // none: a bare "QWidget" names nothing.
        QByteArray receiverName;
        // The main thread's CPU time then (negative: unknown): beside the
        // wall time, it tells work from waiting between two deliveries.
        double cpuMs;
        // Its context switches so far, all -1 if unknown: between two
        // deliveries, a voluntary one is a sleep, an involuntary one a
        // preemption.
        ThreadCounts counts;
    };

    EventRecorder();
    // Records from start() to stop().
    void start();
    void stop();
    qint64 now() const { return m_clock.nsecsElapsed(); }
    // The deliveries since `sinceNs`.
    std::vector<Delivery> since(qint64 sinceNs) const;
    // Forgets the deliveries before `beforeNs`: a stall or a frame looks
    // back a few frames at most.
    void forget(qint64 beforeNs);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QElapsedTimer m_clock;
    std::vector<Delivery> m_deliveries;
};

// Prints one stall (`what`: "stall" or "slow frame") to stderr: its length,
// the main thread's own CPU time in it, its wait to run, its page faults and
// context switches, the machine's host steal and interrupts (negative:
// unknown), when it ended on the monotonic clock (so that a system-wide trace,
// `perf record -k CLOCK_MONOTONIC`, can show what ran instead), and the events
// delivered in it (wall time from its start, the main thread's CPU time from
// the first delivery, the sleeps and preemptions since the delivery before,
// type, receiver).
void printStall(const char *what, const char *game, double gapMs, const ThreadTimes &end, const ThreadTimes &start,
                const std::vector<EventRecorder::Delivery> &events, qint64 startNs);

} // namespace quatre::ui::windowbench
