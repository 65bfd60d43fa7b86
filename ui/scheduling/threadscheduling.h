// A thread's place beside the program's other threads, as Linux gives it:
// a scheduling class and a nice value, both per thread and both set by the
// thread itself. searchpriority.h and backgroundpriority.h say which place
// each kind of thread takes, and why.
#pragma once

namespace quatre::ui {

enum class SchedulingClass {
    Normal, // SCHED_OTHER: the window's thread
    Batch, // SCHED_BATCH: never takes a core from a running Normal thread on waking
    Idle, // SCHED_IDLE: runs on a core no other class wants
};

// Puts the calling thread in `schedulingClass` at `nice`; threads it starts
// afterwards inherit both. Returns false where the system has no such thing
// (outside Linux), and changes nothing, or where it refused a part: without
// privileges a thread may lower its priority but not raise it again (leave
// the idle class, or go back to a lower nice value).
bool setCurrentThreadScheduling(SchedulingClass schedulingClass, int nice);

} // namespace quatre::ui
