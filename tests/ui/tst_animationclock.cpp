// AnimationClock: a board installs it once for the window's thread, it runs
// only while an animation does, and it ticks twice per frame of the screen.
#include "ui/board/animationclock.h"
#include "ui/games/connectfour/connectfourboardview.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QVariantAnimation>
#include <QtTest>

#include <algorithm>
#include <vector>

using quatre::ui::AnimationClock;

class TestAnimationClock : public QObject {
    Q_OBJECT

private slots:
    void aBoardInstallsOneClockForTheThread()
    {
        QVERIFY(!AnimationClock::instance());
        quatre::ui::ConnectFourBoardView first;
        AnimationClock *clock = AnimationClock::instance();
        QVERIFY(clock);
        quatre::ui::ConnectFourBoardView second;
        QCOMPARE(AnimationClock::instance(), clock); // installed once
        // The offscreen screen says 60 Hz: half of its 16.7 ms frame.
        QCOMPARE(clock->intervalMs(), 8);
    }

    void itRunsOnlyWhileAnAnimationDoes()
    {
        AnimationClock::ensureInstalled();
        AnimationClock *clock = AnimationClock::instance();
        QVERIFY(clock);
        QVERIFY(!clock->isRunning());
        QVariantAnimation animation;
        animation.setStartValue(0.0);
        animation.setEndValue(1.0);
        animation.setDuration(100);
        animation.start();
        QTRY_VERIFY_WITH_TIMEOUT(clock->isRunning(), 1000);
        QTRY_COMPARE_WITH_TIMEOUT(animation.state(), QAbstractAnimation::Stopped, 5000);
        QTRY_VERIFY_WITH_TIMEOUT(!clock->isRunning(), 1000);
    }

    void itTicksTwicePerFrame()
    {
        AnimationClock::ensureInstalled();
        QVariantAnimation animation;
        animation.setStartValue(0.0);
        animation.setEndValue(1.0);
        animation.setDuration(400);
        std::vector<qint64> ticks;
        QElapsedTimer clock;
        clock.start();
        connect(&animation, &QVariantAnimation::valueChanged, &animation,
                [&] { ticks.push_back(clock.nsecsElapsed()); });
        // A real event loop: QTRY_* waits in 10 ms sleeps, which would be
        // the ticks' period instead of the clock's.
        QSignalSpy finished(&animation, &QVariantAnimation::finished);
        animation.start();
        QVERIFY(finished.wait(10000));
        QVERIFY(ticks.size() > 10);
        std::vector<qint64> intervals;
        for (std::size_t i = 2; i < ticks.size(); ++i) // from the second tick: the first follows start()
            intervals.push_back(ticks[i] - ticks[i - 1]);
        std::nth_element(intervals.begin(), intervals.begin() + intervals.size() / 2, intervals.end());
        const double medianMs = static_cast<double>(intervals[intervals.size() / 2]) / 1e6;
        // Qt's own clock would give 16 ms; a late tick or two do not move a median.
        QVERIFY2(medianMs < 12.0, qPrintable(QString::number(medianMs)));
        QVERIFY2(medianMs > 4.0, qPrintable(QString::number(medianMs)));
    }
};

QTEST_MAIN(TestAnimationClock)
#include "tst_animationclock.moc"
