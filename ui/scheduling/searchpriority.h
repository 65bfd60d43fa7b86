// How a search thread gives way to the window's thread on a machine whose
// cores the searches would otherwise fill.
//
// On Linux, a thread of the normal scheduling class that wakes up (the
// window's, for its next frame) waits for a core until the scheduler takes
// one from a search thread of the same class; at equal nice values that has
// taken up to 42 ms (`quatre-cli bench --window`, which measures each choice
// with --search-priority). Nice keeps the search in the normal class at
// nice 19: a waking thread at nice 0 takes its core at once, and the search
// keeps a small share of a core against any other busy program. Idle puts it
// in the SCHED_IDLE class (QThread::IdlePriority), which the window finds as
// smooth but which gives the search nothing while other programs fill the
// cores: beside two busy loops, closing the window while the AI thought took
// up to 6.1 s in the idle class and at most 0.4 s at nice 19. An unprivileged
// thread cannot leave the idle class again (RLIMIT_NICE), so a cancelled
// search there cannot be given its core back.
//
// Threads a search thread starts inherit its priority (the Perfect level runs
// its Expert fallback beside the solver on a second thread).
#pragma once

#include <QString>

#include <optional>

namespace quatre::ui {

enum class SearchPriority { Normal, Nice, Idle };

inline constexpr SearchPriority kDefaultSearchPriority = SearchPriority::Nice;

// The share of a core that each search thread beside the first may use while
// a window is shown (SearchControl::shares). No priority keeps the window
// running once a search fills every core of the machine this project is
// measured on: its host then stops the whole machine for up to 100 ms
// (ui/benchmark/README.md). With one thread whole and the other at 0.7, a
// 5 ms sleep there woke at most 4.4 ms late in 40 s, as against 100 ms with
// both whole and 11.6 ms with both at 0.85.
inline constexpr double kWindowHelperShare = 0.7;

// Gives the calling thread `priority`. Where the system has no such thing
// (nice values outside Linux) the thread keeps the priority it has.
void setCurrentThreadSearchPriority(SearchPriority priority);

// "normal", "nice", "idle": the bench's names.
std::optional<SearchPriority> searchPriorityFromText(const QString &text);
QString searchPriorityText(SearchPriority priority);

} // namespace quatre::ui
