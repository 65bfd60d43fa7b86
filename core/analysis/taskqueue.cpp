#include "core/analysis/taskqueue.h"

#include <algorithm>
#include <cassert>
#include <utility>

namespace quatre {

TaskQueue::TaskQueue(std::vector<AnalysisTask> tasks, std::size_t threads)
    : m_tasks(std::move(tasks))
    , m_taken(m_tasks.size())
    , m_groupOf(threads)
{
    assert(threads >= 1);
}

bool TaskQueue::anyLeft()
{
    const std::lock_guard lock(m_mutex);
    return skipTaken();
}

std::optional<AnalysisTask> TaskQueue::take(std::size_t thread, std::optional<int> focusGroup)
{
    assert(thread < m_groupOf.size());
    const std::lock_guard lock(m_mutex);
    if (!skipTaken())
        return std::nullopt;
    std::optional<std::size_t> k;
    if (focusGroup)
        k = firstMove([&](int group) { return group == *focusGroup; });
    // While a group's best is left, the groups' bests go first, in order: a
    // move solved before its group's best has no bound to start from.
    if (!k && !m_tasks[m_next].groupBest) {
        if (const std::optional<int> own = m_groupOf[thread])
            k = firstMove([&](int group) { return group == *own; });
        if (!k)
            k = firstMove([&](int group) {
                return std::find(m_groupOf.begin(), m_groupOf.end(), std::optional<int>(group)) == m_groupOf.end();
            });
    }
    const std::size_t taken = k.value_or(m_next);
    m_taken[taken] = true;
    if (!m_tasks[taken].groupBest)
        m_groupOf[thread] = m_tasks[taken].group;
    return m_tasks[taken];
}

bool TaskQueue::skipTaken()
{
    while (m_next < m_tasks.size() && m_taken[m_next])
        ++m_next;
    return m_next < m_tasks.size();
}

template <typename Wanted>
std::optional<std::size_t> TaskQueue::firstMove(Wanted wanted) const
{
    for (std::size_t k = m_next; k < m_tasks.size(); ++k)
        if (!m_taken[k] && !m_tasks[k].groupBest && wanted(m_tasks[k].group))
            return k;
    return std::nullopt;
}

} // namespace quatre
