// A search thread's duty cycle: when it rests, and until when. The choice is
// asked with made-up times, so these tests do not depend on the machine's
// speed; NodeCounter's tests run it for real.
#include "core/ai/dutycycle.h"

#include <QtTest>

#include <chrono>

using namespace quatre;
using namespace std::chrono_literals;
using Clock = DutyCycle::Clock;

class TestDutyCycle : public QObject {
    Q_OBJECT

private slots:
    void aWholeCoreNeverRests()
    {
        DutyCycle cycle;
        const Clock::time_point t0{};
        cycle.start(1.0, t0);
        QCOMPARE(cycle.share(), 1.0);
        QVERIFY(!cycle.restUntil(t0 + 1h, std::nullopt));
        DutyCycle unstarted;
        QVERIFY(!unstarted.restUntil(Clock::now(), std::nullopt));
    }

    void aShareWorksItsPartOfThePeriodThenRestsTheRest()
    {
        DutyCycle cycle;
        const Clock::time_point t0{};
        cycle.start(0.7, t0);
        QVERIFY(!cycle.restUntil(t0, std::nullopt));
        QVERIFY(!cycle.restUntil(t0 + 6999us, std::nullopt));
        const auto wake = cycle.restUntil(t0 + 7000us, std::nullopt);
        QVERIFY(wake);
        QCOMPARE(*wake, t0 + 10000us);
        // Checked late (a check every few hundred microseconds), it still
        // rests the whole rest, from then.
        QCOMPARE(*cycle.restUntil(t0 + 7400us, std::nullopt), t0 + 10400us);
    }

    void aRestNeverReachesPastTheDeadline()
    {
        DutyCycle cycle;
        const Clock::time_point t0{};
        cycle.start(0.2, t0);
        QCOMPARE(*cycle.restUntil(t0 + 2ms, t0 + 5ms), t0 + 5ms);
        QCOMPARE(*cycle.restUntil(t0 + 2ms, t0 + 20ms), t0 + 10ms);
        // Past the deadline already: no rest at all, the search stops.
        QCOMPARE(*cycle.restUntil(t0 + 6ms, t0 + 5ms), t0 + 5ms);
    }

    void aShareOutOfRangeIsKeptWithinIt()
    {
        DutyCycle cycle;
        const Clock::time_point t0{};
        cycle.start(0.0, t0);
        QCOMPARE(cycle.share(), 0.05);
        QCOMPARE(*cycle.restUntil(t0 + 500us, std::nullopt), t0 + 10000us);
        cycle.start(3.0, t0);
        QCOMPARE(cycle.share(), 1.0);
        QVERIFY(!cycle.restUntil(t0 + 1h, std::nullopt));
    }

    void aThreadThatWorkedItsShareSleeps()
    {
        // A share of 0.05 rests 9.5 ms; a deadline 1 ms away keeps the test
        // short.
        DutyCycle cycle;
        cycle.start(0.05, Clock::now() - 1s);
        const auto deadline = Clock::now() + 1ms;
        cycle.restIfDue(deadline);
        QVERIFY(Clock::now() >= deadline);
    }
};

QTEST_APPLESS_MAIN(TestDutyCycle)
#include "tst_dutycycle.moc"
