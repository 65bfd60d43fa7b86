#include "ui/benchmark/eventrecorder.h"

#include <QCoreApplication>
#include <QMetaEnum>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iterator>
#include <utility>

namespace quatre::ui::windowbench {

EventRecorder::EventRecorder()
{
    m_clock.start();
}

void EventRecorder::start()
{
    qApp->installEventFilter(this);
}

void EventRecorder::stop()
{
    qApp->removeEventFilter(this);
}

std::vector<EventRecorder::Delivery> EventRecorder::since(qint64 sinceNs) const
{
    std::vector<Delivery> result;
    std::copy_if(m_deliveries.begin(), m_deliveries.end(), std::back_inserter(result),
                 [sinceNs](const Delivery &d) { return d.atNs >= sinceNs; });
    return result;
}

void EventRecorder::forget(qint64 beforeNs)
{
    std::erase_if(m_deliveries, [beforeNs](const Delivery &d) { return d.atNs < beforeNs; });
}

bool EventRecorder::eventFilter(QObject *watched, QEvent *event)
{
    QByteArray name = watched->objectName().toLatin1();
    if (name.isEmpty() && watched->parent())
        name = QByteArrayLiteral("in ") + watched->parent()->metaObject()->className();
    m_deliveries.push_back({m_clock.nsecsElapsed(), event->type(), watched->metaObject()->className(), std::move(name),
                            threadCpuMs().value_or(-1), threadCounts().value_or(ThreadCounts{-1, -1, -1})});
    return false;
}

void printStall(const char *what, const char *game, double gapMs, const ThreadTimes &end, const ThreadTimes &start,
                const std::vector<EventRecorder::Delivery> &events, qint64 startNs)
{
    const ThreadCounts counts = end.countsSince(start);
    const MachineTimes machine = end.machineSince(start);
    // libstdc++'s steady clock is CLOCK_MONOTONIC on Linux.
    const double endedAt = std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
    std::fprintf(stderr,
                 "%s in %s: %.1f ms, main thread busy %.1f ms, waiting to run %.1f ms, %ld page faults, "
                 "%ld sleeps, %ld preemptions; the machine: host steal %.0f ms, interrupts %.0f ms; %zu events; "
                 "ended at %.6f s monotonic\n",
                 what, game, gapMs, end.cpuSince(start), end.waitSince(start), counts.faults, counts.voluntarySwitches,
                 counts.involuntarySwitches, machine.stealMs, machine.interruptMs, events.size(), endedAt);
    const QMetaEnum typeNames = QMetaEnum::fromType<QEvent::Type>();
    const double firstCpu = events.empty() ? 0 : events.front().cpuMs;
    const EventRecorder::Delivery *previous = nullptr;
    for (const EventRecorder::Delivery &d : events) {
        const char *name = typeNames.valueToKey(static_cast<int>(d.type));
        const bool counted = previous && previous->counts.voluntarySwitches >= 0 && d.counts.voluntarySwitches >= 0;
        std::fprintf(stderr, "  +%6.2f ms  cpu +%6.2f  slept %2ld, preempted %2ld  %-20s (%4d)  %s (%s)\n",
                     static_cast<double>(d.atNs - startNs) / 1e6, d.cpuMs >= 0 ? d.cpuMs - firstCpu : -1.0,
                     counted ? d.counts.voluntarySwitches - previous->counts.voluntarySwitches : 0L,
                     counted ? d.counts.involuntarySwitches - previous->counts.involuntarySwitches : 0L,
                     name ? name : "?", static_cast<int>(d.type), d.receiverClass, d.receiverName.constData());
        previous = &d;
    }
}

} // namespace quatre::ui::windowbench
