#include "ui/storage/backgroundpriority.h"

#include <QtGlobal>

#if defined(Q_OS_LINUX)
#include <pthread.h>
#include <sched.h>
#include <sys/resource.h>
#endif

namespace quatre::ui {

void setCurrentThreadBackgroundPriority()
{
#if defined(Q_OS_LINUX)
    sched_param param{};
    param.sched_priority = 0;
    pthread_setschedparam(pthread_self(), SCHED_BATCH, &param);
    // On Linux, PRIO_PROCESS with 0 is the calling thread, not the process.
    setpriority(PRIO_PROCESS, 0, kBackgroundNice);
#endif
}

} // namespace quatre::ui
