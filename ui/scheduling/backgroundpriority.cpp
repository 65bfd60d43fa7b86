#include "ui/scheduling/backgroundpriority.h"

#include "ui/scheduling/threadscheduling.h"

namespace quatre::ui {

void setCurrentThreadBackgroundPriority()
{
    setCurrentThreadScheduling(SchedulingClass::Batch, kBackgroundNice);
}

} // namespace quatre::ui
