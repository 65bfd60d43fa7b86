// How a search thread gives way to the window's thread on a machine whose
// cores the searches would otherwise fill.
//
// On Linux, a thread of the normal scheduling class that wakes up (the
// window's, for its next frame) waits for a core until the scheduler takes
// one from a search thread of the same class; at equal nice values that has
// taken up to 42 ms (`quatre-cli bench --window`, which measures each choice
// with --search-priority). Idle puts the search in the SCHED_IDLE class
// (QThread::IdlePriority): a normal thread that wakes takes its core at once,
// and on a machine with a core to spare the search loses nothing. Nice keeps
// the normal class at nice 19, a small share of a core against any thread at
// nice 0 but still a share.
//
// Threads a search thread starts inherit its priority (the Perfect level runs
// its Expert fallback beside the solver on a second thread).
#pragma once

#include <QString>

#include <optional>

namespace quatre::ui {

enum class SearchPriority { Normal, Nice, Idle };

inline constexpr SearchPriority kDefaultSearchPriority = SearchPriority::Idle;

// Gives the calling thread `priority`. Where the system has no such thing
// (nice values outside Linux) the thread keeps the priority it has.
void setCurrentThreadSearchPriority(SearchPriority priority);

// "normal", "nice", "idle": the bench's names.
std::optional<SearchPriority> searchPriorityFromText(const QString &text);
QString searchPriorityText(SearchPriority priority);

} // namespace quatre::ui
