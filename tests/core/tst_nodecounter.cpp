// A search thread's node count and the checks it paces: a stop (a cancel, a
// deadline past, another thread's answer) is seen within 4096 nodes and
// holds until the next search, the helper threads are started once, after
// the nodes asked, a helper's thread rests to keep to its share of a core,
// and the count runs on from search to search.
#include "core/solver/nodecounter.h"

#include <QtTest>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <ctime>
#include <functional>

using namespace quatre;

namespace {

// Counts nodes until the counter says stop, at most `limit`; how many.
std::uint64_t countUntilStopped(NodeCounter &counter, std::uint64_t limit)
{
    std::uint64_t counted = 0;
    while (counted < limit) {
        ++counted;
        if (counter.count())
            break;
    }
    return counted;
}

} // namespace

class TestNodeCounter : public QObject {
    Q_OBJECT

private slots:
    void aCancelIsSeenWithin4096NodesAndHoldsUntilTheNextSearch()
    {
        NodeCounter counter;
        SearchControl control;
        counter.begin(&control, std::nullopt, nullptr, false);
        QCOMPARE(countUntilStopped(counter, 10'000), std::uint64_t(10'000));
        QVERIFY(!counter.stopped());
        control.cancel = true;
        const std::uint64_t counted = countUntilStopped(counter, 10'000);
        QVERIFY2(counted <= 4096, qPrintable(QString::number(counted)));
        QVERIFY(counter.stopped());
        QVERIFY(counter.count()); // stopped stays stopped
        QCOMPARE(counter.control(), &control);

        control.cancel = false;
        counter.begin(&control, std::nullopt, nullptr, false);
        QVERIFY(!counter.stopped());
        QCOMPARE(countUntilStopped(counter, 5'000), std::uint64_t(5'000));
    }

    void aDeadlinePastOrAnotherThreadsAnswerStopsTheSearch()
    {
        NodeCounter counter;
        counter.begin(nullptr, std::chrono::steady_clock::now() - std::chrono::seconds(1), nullptr, false);
        QVERIFY(countUntilStopped(counter, 10'000) <= 4096);

        std::atomic<bool> stopAll{false};
        const auto later = std::chrono::steady_clock::now() + std::chrono::hours(1);
        counter.begin(nullptr, later, &stopAll, false);
        QVERIFY(!counter.stopped());
        QCOMPARE(counter.deadline(), NodeCounter::Deadline(later));
        QCOMPARE(countUntilStopped(counter, 10'000), std::uint64_t(10'000));
        stopAll = true;
        QVERIFY(countUntilStopped(counter, 10'000) <= 4096);

        // After the threads: a search another thread answered is not stopped.
        counter.setStopped(false);
        QVERIFY(!counter.stopped());
    }

    void theHelpersStartOnceAfterTheNodesAsked()
    {
        NodeCounter counter;
        int started = 0;
        std::function<void()> startHelpers = [&started] { ++started; };
        counter.begin(nullptr, std::nullopt, nullptr, false);
        countUntilStopped(counter, 1'000); // a count from an earlier search
        counter.startHelpersAfter(&startHelpers, 20'000);
        countUntilStopped(counter, 16'000);
        QCOMPARE(started, 0);
        countUntilStopped(counter, 8'192); // past 21,000 counted, at a check
        QCOMPARE(started, 1);
        countUntilStopped(counter, 100'000);
        QCOMPARE(started, 1);
        QVERIFY(!counter.stopped());

        // Withdrawn (the caller's search ended first): never.
        counter.startHelpersAfter(nullptr, 0);
        countUntilStopped(counter, 10'000);
        QCOMPARE(started, 1);
    }

    void aHelperRunsAtTheHelpersShareAndTheCallerAtItsOwn()
    {
        NodeCounter counter;
        SearchControl control;
        control.shares = {0.9, 0.4};
        counter.begin(&control, std::nullopt, nullptr, true);
        QCOMPARE(counter.share(), 0.4);
        counter.begin(&control, std::nullopt, nullptr, false);
        QCOMPARE(counter.share(), 0.9);
        counter.begin(nullptr, std::nullopt, nullptr, true); // no control: the whole core
        QCOMPARE(counter.share(), 1.0);
    }

    void aHelperAtAShareOfItsCoreRestsBetweenItsChecks()
    {
        // Half a core: over 60 ms of counting, the thread's own CPU time is
        // about half the wall time. Sharing the core with other work (ctest
        // -j) only lowers it; a thread that never rested would be near 1.
        NodeCounter counter;
        SearchControl control;
        control.shares.helpers = 0.5;
        counter.begin(&control, std::nullopt, nullptr, true);
        QElapsedTimer wall;
        wall.start();
        const std::clock_t cpuStart = std::clock();
        while (wall.elapsed() < 60)
            countUntilStopped(counter, 4096);
        const double cpuMs = 1000.0 * static_cast<double>(std::clock() - cpuStart) / CLOCKS_PER_SEC;
        const double wallMs = static_cast<double>(wall.elapsed());
        QVERIFY2(cpuMs < 0.8 * wallMs, qPrintable(QStringLiteral("%1 ms of CPU in %2 ms").arg(cpuMs).arg(wallMs)));
        QVERIFY(!counter.stopped());
    }

    void theCountRunsOnAcrossSearchesAndTakesOverAnothers()
    {
        NodeCounter counter;
        counter.begin(nullptr, std::nullopt, nullptr, false);
        countUntilStopped(counter, 300);
        counter.begin(nullptr, std::nullopt, nullptr, false);
        countUntilStopped(counter, 200);
        QCOMPARE(counter.nodes(), std::uint64_t(500));
        counter.add(1'000);
        QCOMPARE(counter.nodes(), std::uint64_t(1'500));
    }
};

QTEST_APPLESS_MAIN(TestNodeCounter)
#include "tst_nodecounter.moc"
