// The analysis's task queue: the groups' bests first and in order, the focus's
// moves before any other, a thread kept to its group's moves, a thread whose
// group is done starting a group no other thread is on, and every task taken
// once when threads take them at once.
#include "core/analysis/taskqueue.h"

#include <QtTest>

#include <thread>
#include <vector>

using namespace quatre;

namespace {

// The best of groups 0..groups-1, then `movesEach` moves of each group, group
// after group; a move's index is its place among the moves.
std::vector<AnalysisTask> groupedTasks(int groups, int movesEach)
{
    std::vector<AnalysisTask> tasks;
    for (int g = 0; g < groups; ++g)
        tasks.push_back({true, static_cast<std::size_t>(g), 0});
    for (int g = 0; g < groups; ++g)
        for (int m = 0; m < movesEach; ++m)
            tasks.push_back({false, static_cast<std::size_t>(g * movesEach + m), g});
    return tasks;
}

} // namespace

class TestTaskQueue : public QObject {
    Q_OBJECT

private slots:
    void theGroupsBestsComeFirstInOrder()
    {
        TaskQueue queue(groupedTasks(3, 2), 2);
        for (std::size_t g = 0; g < 3; ++g) {
            const std::optional<AnalysisTask> task = queue.take(g % 2);
            QVERIFY(task && task->groupBest);
            QCOMPARE(task->index, g);
        }
        const std::optional<AnalysisTask> move = queue.take(0);
        QVERIFY(move && !move->groupBest);
        QCOMPARE(move->index, std::size_t{0});
    }

    void theFocusGroupsMovesGoFirst()
    {
        TaskQueue queue(groupedTasks(3, 2), 1);
        // Before every group's best, then before the other moves.
        std::vector<std::size_t> moves;
        for (int k = 0; k < 2; ++k) {
            const std::optional<AnalysisTask> task = queue.take(0, 2);
            QVERIFY(task && !task->groupBest);
            QCOMPARE(task->group, 2);
            moves.push_back(task->index);
        }
        QCOMPARE(moves, (std::vector<std::size_t>{4, 5}));
        const std::optional<AnalysisTask> next = queue.take(0, 2);
        QVERIFY(next && next->groupBest);
        QCOMPARE(next->index, std::size_t{0});
    }

    void aThreadKeepsToItsGroupAndStartsAFreeOne()
    {
        TaskQueue queue(groupedTasks(4, 3), 2);
        for (std::size_t g = 0; g < 4; ++g)
            QVERIFY(queue.take(g % 2)->groupBest);
        // Thread 0 starts group 0; thread 1 starts group 1, not 0's next move.
        QCOMPARE(queue.take(0)->group, 0);
        QCOMPARE(queue.take(1)->group, 1);
        // Each keeps to its own, in the moves' order.
        QCOMPARE(queue.take(1)->index, std::size_t{4});
        QCOMPARE(queue.take(0)->index, std::size_t{1});
        QCOMPARE(queue.take(0)->index, std::size_t{2});
        // Group 0 is done: thread 0 starts group 2, which no thread is on.
        const std::optional<AnalysisTask> fresh = queue.take(0);
        QCOMPARE(fresh->group, 2);
        QCOMPARE(fresh->index, std::size_t{6});
        // Thread 1 finishes group 1, then starts group 3, not thread 0's 2.
        QCOMPARE(queue.take(1)->index, std::size_t{5});
        QCOMPARE(queue.take(1)->group, 3);
        // Thread 0 finishes group 2; every group left has a thread then, and
        // it joins the first.
        QCOMPARE(queue.take(0)->group, 2);
        QCOMPARE(queue.take(0)->group, 2);
        QCOMPARE(queue.take(0)->index, std::size_t{10});
        QCOMPARE(queue.take(1)->group, 3);
        QVERIFY(!queue.take(0));
        QVERIFY(!queue.take(1));
        QVERIFY(!queue.anyLeft());
    }

    void everyTaskIsTakenOnceByThreadsAtOnce()
    {
        constexpr int kGroups = 12, kMovesEach = 11, kThreads = 3;
        TaskQueue queue(groupedTasks(kGroups, kMovesEach), kThreads);
        std::vector<std::vector<AnalysisTask>> taken(kThreads);
        {
            std::vector<std::jthread> threads;
            for (std::size_t t = 0; t < kThreads; ++t)
                threads.emplace_back([&, t] {
                    while (const std::optional<AnalysisTask> task = queue.take(t))
                        taken[t].push_back(*task);
                });
        }
        std::vector<int> bests(kGroups), moves(kGroups * kMovesEach);
        for (const std::vector<AnalysisTask> &tasks : taken)
            for (const AnalysisTask &task : tasks)
                ++(task.groupBest ? bests : moves)[task.index];
        QCOMPARE(bests, std::vector<int>(kGroups, 1));
        QCOMPARE(moves, std::vector<int>(kGroups * kMovesEach, 1));
    }
};

QTEST_GUILESS_MAIN(TestTaskQueue)
#include "tst_taskqueue.moc"
