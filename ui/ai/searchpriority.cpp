#include "ui/ai/searchpriority.h"

#include <QThread>

#if defined(Q_OS_LINUX)
#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#endif

namespace quatre::ui {

namespace {

constexpr int kSearchNice = 19;

} // namespace

void setCurrentThreadSearchPriority(SearchPriority priority)
{
#if defined(Q_OS_LINUX)
    // QThread::setPriority() keeps a thread's scheduling class for any level
    // but Idle (it cannot bring a thread back from SCHED_IDLE), and has no
    // nice values: Linux takes both per thread, from the calling thread.
    sched_param param{};
    param.sched_priority = 0;
    pthread_setschedparam(pthread_self(), priority == SearchPriority::Idle ? SCHED_IDLE : SCHED_OTHER, &param);
    // On Linux, PRIO_PROCESS with 0 is the calling thread, not the process.
    setpriority(PRIO_PROCESS, 0, priority == SearchPriority::Nice ? kSearchNice : 0);
#else
    QThread::currentThread()->setPriority(priority == SearchPriority::Normal ? QThread::NormalPriority
                                                                             : QThread::IdlePriority);
#endif
}

std::optional<SearchPriority> searchPriorityFromText(const QString &text)
{
    for (const SearchPriority p : {SearchPriority::Normal, SearchPriority::Nice, SearchPriority::Idle})
        if (text == searchPriorityText(p))
            return p;
    return std::nullopt;
}

QString searchPriorityText(SearchPriority priority)
{
    switch (priority) {
    case SearchPriority::Normal: return QStringLiteral("normal");
    case SearchPriority::Nice: return QStringLiteral("nice");
    case SearchPriority::Idle: break;
    }
    return QStringLiteral("idle");
}

} // namespace quatre::ui
