#include "ui/scheduling/threadscheduling.h"

#include <QtGlobal>

#if defined(Q_OS_LINUX)
#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#endif

namespace quatre::ui {

bool setCurrentThreadScheduling(SchedulingClass schedulingClass, int nice)
{
#if defined(Q_OS_LINUX)
    // QThread::setPriority() keeps a thread's class for any level but Idle
    // (it cannot bring a thread back from SCHED_IDLE) and has no nice values.
    int policy = SCHED_OTHER;
    switch (schedulingClass) {
    case SchedulingClass::Normal: break;
    case SchedulingClass::Batch: policy = SCHED_BATCH; break;
    case SchedulingClass::Idle: policy = SCHED_IDLE; break;
    }
    sched_param param{};
    param.sched_priority = 0;
    const bool classSet = pthread_setschedparam(pthread_self(), policy, &param) == 0;
    // On Linux, PRIO_PROCESS with 0 is the calling thread, not the process.
    const bool niceSet = setpriority(PRIO_PROCESS, 0, nice) == 0;
    return classSet && niceSet;
#else
    Q_UNUSED(schedulingClass);
    Q_UNUSED(nice);
    return false;
#endif
}

} // namespace quatre::ui
