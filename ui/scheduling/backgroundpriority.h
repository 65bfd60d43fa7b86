// The priority of the threads that write the player's files behind the
// window (BackgroundWriter, StatisticsStore).
//
// At the window's own priority, such a thread woken to write (the autosave,
// after every move) took the window's core from it: in a system-wide trace of
// `quatre-cli bench --window` (ui/benchmark/README.md), the writer was what
// most often left the window's thread waiting to run, up to 4.7 ms at a time.
// A lower nice value alone does not stop that: Linux's scheduler (EEVDF) lets
// a waking thread that has waited its share take the core whatever its
// weight. The batch class does: a waking batch thread never takes a core from
// a running thread of the normal class (the window's; only once that thread
// has used its time slice), and takes one from a search once the search has
// used its slice (the searches run at nice 19, searchpriority.h; a batch
// thread at nice 10 woke 3 ms late beside one), so a write waits little for a
// search and the window never waits long for a write it must settle. The nice value keeps its share small
// when it does compete with the window's thread.
#pragma once

namespace quatre::ui {

// The nice value of those threads on Linux; the window's thread has 0.
inline constexpr int kBackgroundNice = 10;

// Gives the calling thread the background priority: on Linux the batch
// class at kBackgroundNice. Where the system has neither (outside Linux), the
// thread keeps the priority it has.
void setCurrentThreadBackgroundPriority();

} // namespace quatre::ui
