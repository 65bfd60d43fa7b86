// The search threads' priority: each choice is what the system says the
// thread has, threads started from a search thread inherit it, and the AI's
// worker thread searches at the default one.
#include "ui/scheduling/searchpriority.h"

#include "threadpriority.h"

#include <QtTest>

#include <thread>

using namespace quatre::ui;
using quatre::ui::test::currentThreadPriority;
using quatre::ui::test::ThreadPriority;

namespace {

// The priority a new thread gets, and the one a thread started from it gets.
std::pair<ThreadPriority, ThreadPriority> priorityOfAThreadWith(SearchPriority priority)
{
    std::pair<ThreadPriority, ThreadPriority> seen;
    std::thread search([&] {
        setCurrentThreadSearchPriority(priority);
        seen.first = currentThreadPriority();
        std::thread child([&] { seen.second = currentThreadPriority(); });
        child.join();
    });
    search.join();
    return seen;
}

} // namespace

class TestSearchPriority : public QObject {
    Q_OBJECT

private slots:
    void namesGoBothWays()
    {
        for (SearchPriority p : {SearchPriority::Normal, SearchPriority::Nice, SearchPriority::Idle})
            QCOMPARE(searchPriorityFromText(searchPriorityText(p)), std::optional<SearchPriority>(p));
        QCOMPARE(searchPriorityFromText(QStringLiteral("high")), std::nullopt);
        QCOMPARE(kDefaultSearchPriority, SearchPriority::Nice);
    }

    void eachPriorityIsTheThreadsAndItsChildrens()
    {
#if !defined(Q_OS_LINUX)
        QSKIP("the scheduling classes checked are Linux's");
#else
        const ThreadPriority mine = currentThreadPriority();
        auto [idle, idleChild] = priorityOfAThreadWith(SearchPriority::Idle);
        QCOMPARE(idle.policy, SCHED_IDLE);
        QCOMPARE(idleChild.policy, SCHED_IDLE);
        auto [nice, niceChild] = priorityOfAThreadWith(SearchPriority::Nice);
        QCOMPARE(nice.policy, SCHED_OTHER);
        QCOMPARE(nice.nice, 19);
        QCOMPARE(niceChild.nice, 19);
        auto [normal, normalChild] = priorityOfAThreadWith(SearchPriority::Normal);
        QCOMPARE(normal.policy, SCHED_OTHER);
        QCOMPARE(normal.nice, mine.nice);
        QCOMPARE(normalChild.policy, SCHED_OTHER);
        // The calling thread itself was never touched.
        QCOMPARE(currentThreadPriority().policy, mine.policy);
        QCOMPARE(currentThreadPriority().nice, mine.nice);
#endif
    }
};

QTEST_GUILESS_MAIN(TestSearchPriority)
#include "tst_searchpriority.moc"
