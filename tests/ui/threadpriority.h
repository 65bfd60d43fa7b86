// A thread's priority as the scheduler sees it (Linux's /proc/self/task for
// every thread of the process, whichever thread set it; the system calls for
// the calling thread): what tells that a thread runs at the priority it
// should.
#pragma once

#include "ui/scheduling/searchpriority.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <thread>

#if defined(Q_OS_LINUX)
#include <cerrno>
#include <sched.h>
#include <sys/resource.h>
#endif

namespace quatre::ui::test {

struct ThreadPriority {
    int policy = -1; // SCHED_OTHER, SCHED_BATCH, SCHED_IDLE...
    int nice = 0;
    friend bool operator==(const ThreadPriority &, const ThreadPriority &) = default;
};

// The calling thread's priority; policy -1 where there is no such thing.
inline ThreadPriority currentThreadPriority()
{
    ThreadPriority p;
#if defined(Q_OS_LINUX)
    p.policy = sched_getscheduler(0);
    errno = 0;
    p.nice = getpriority(PRIO_PROCESS, 0); // the calling thread's, on Linux
#endif
    return p;
}

// The priority of the process's thread `tid`, as /proc/self/task/<tid>/stat
// gives it; nullopt once the thread has ended.
inline std::optional<ThreadPriority> taskPriority(const QString &tid)
{
    QFile stat(QStringLiteral("/proc/self/task/%1/stat").arg(tid));
    if (!stat.open(QIODevice::ReadOnly))
        return std::nullopt;
    const QByteArray line = stat.readAll();
    // The thread's name, the second field, is in parentheses and may hold
    // spaces ("Thread (pooled)"), so the fields are counted from the last
    // ')': field n (proc(5) counts from 1) is at n - 3 after it.
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    if (fields.size() <= 41 - 3)
        return std::nullopt;
    return ThreadPriority{fields[41 - 3].toInt(), fields[19 - 3].toInt()};
}

inline QStringList taskIds()
{
    return QDir(QStringLiteral("/proc/self/task")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
}

// Thread id to priority; empty where there is no /proc.
inline std::map<int, ThreadPriority> threadPriorities()
{
    std::map<int, ThreadPriority> result;
    for (const QString &tid : taskIds())
        if (const std::optional<ThreadPriority> priority = taskPriority(tid))
            result[tid.toInt()] = *priority;
    return result;
}

// The priority of the thread named `name` (QThread::setObjectName names the
// system's thread too); nullopt while there is none.
inline std::optional<ThreadPriority> namedThreadPriority(const QByteArray &name)
{
    for (const QString &tid : taskIds()) {
        QFile comm(QStringLiteral("/proc/self/task/%1/comm").arg(tid));
        if (comm.open(QIODevice::ReadOnly) && comm.readAll().trimmed() == name)
            return taskPriority(tid);
    }
    return std::nullopt;
}

// The priorities of the threads in `after` that were not in `before`.
inline QList<ThreadPriority> prioritiesOfNewThreads(const std::map<int, ThreadPriority> &before,
                                                    const std::map<int, ThreadPriority> &after)
{
    QList<ThreadPriority> result;
    for (const auto &[tid, priority] : after)
        if (!before.contains(tid))
            result.append(priority);
    return result;
}

// The priority a thread has once it took kDefaultSearchPriority, as the
// threads that search for the window do.
inline ThreadPriority defaultSearchThreadPriority()
{
    ThreadPriority priority;
    std::thread search([&] {
        setCurrentThreadSearchPriority(kDefaultSearchPriority);
        priority = currentThreadPriority();
    });
    search.join();
    return priority;
}

} // namespace quatre::ui::test
