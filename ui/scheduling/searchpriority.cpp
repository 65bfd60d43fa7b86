#include "ui/scheduling/searchpriority.h"

#include "ui/scheduling/threadscheduling.h"

#include <QThread>

namespace quatre::ui {

namespace {

constexpr int kSearchNice = 19;

} // namespace

void setCurrentThreadSearchPriority(SearchPriority priority)
{
#if defined(Q_OS_LINUX)
    setCurrentThreadScheduling(priority == SearchPriority::Idle ? SchedulingClass::Idle : SchedulingClass::Normal,
                               priority == SearchPriority::Nice ? kSearchNice : 0);
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
