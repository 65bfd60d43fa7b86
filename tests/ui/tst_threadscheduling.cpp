// A thread's scheduling class and nice value: what the system says the
// thread has after each choice, that a thread can come back from the idle
// class, and that only the calling thread changes.
#include "ui/scheduling/threadscheduling.h"

#include "threadpriority.h"

#include <QtTest>

#include <thread>

#if defined(Q_OS_LINUX)
#include <unistd.h> // geteuid()
#endif

using namespace quatre::ui;
using quatre::ui::test::currentThreadPriority;
using quatre::ui::test::ThreadPriority;

namespace {

// What a new thread has after each of `choices` in turn, as it sees itself.
QList<ThreadPriority> prioritiesAfter(const QList<std::pair<SchedulingClass, int>> &choices, bool *accepted)
{
    QList<ThreadPriority> seen;
    std::thread thread([&] {
        *accepted = true;
        for (const auto &[schedulingClass, nice] : choices) {
            *accepted = setCurrentThreadScheduling(schedulingClass, nice) && *accepted;
            seen.append(currentThreadPriority());
        }
    });
    thread.join();
    return seen;
}

} // namespace

class TestThreadScheduling : public QObject {
    Q_OBJECT

private slots:
    void eachClassIsWhatTheSystemSays()
    {
#if !defined(Q_OS_LINUX)
        bool accepted = true;
        prioritiesAfter({{ SchedulingClass::Batch, 10 }}, &accepted);
        QVERIFY(!accepted); // elsewhere nothing is changed, and it says so
#else
        const ThreadPriority mine = currentThreadPriority();
        bool accepted = false;
        const QList<ThreadPriority> lowered =
            prioritiesAfter({{SchedulingClass::Batch, 10}, {SchedulingClass::Idle, 19}}, &accepted);
        QVERIFY(accepted); // lowering a priority needs no privileges
        QCOMPARE(lowered, (QList<ThreadPriority>{{SCHED_BATCH, 10}, {SCHED_IDLE, 19}}));
        // Back from the idle class, which QThread::setPriority() cannot do.
        // Without privileges (CAP_SYS_NICE, or RLIMIT_NICE) the system
        // refuses it, and the answer says so.
        bool raised = false;
        const QList<ThreadPriority> back =
            prioritiesAfter({{SchedulingClass::Idle, 19}, {SchedulingClass::Normal, 19}}, &raised);
        QCOMPARE(back.last().policy, raised ? SCHED_OTHER : SCHED_IDLE);
        if (geteuid() == 0)
            QVERIFY(raised);
        QCOMPARE(currentThreadPriority(), mine); // only the calling thread changed
#endif
    }

    void threadsStartedAfterwardsInheritIt()
    {
#if !defined(Q_OS_LINUX)
        QSKIP("the scheduling classes checked are Linux's");
#else
        ThreadPriority parent;
        ThreadPriority child;
        std::thread thread([&] {
            setCurrentThreadScheduling(SchedulingClass::Batch, 7);
            parent = currentThreadPriority();
            std::thread started([&] { child = currentThreadPriority(); });
            started.join();
        });
        thread.join();
        QCOMPARE(parent, (ThreadPriority{SCHED_BATCH, 7}));
        QCOMPARE(child, parent);
#endif
    }
};

QTEST_GUILESS_MAIN(TestThreadScheduling)
#include "tst_threadscheduling.moc"
