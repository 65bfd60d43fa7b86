// The clock that advances every animation of the window's thread: Qt's
// animations (QVariantAnimation and the rest) read their time from it.
//
// Qt's own clock ticks every 16 ms, once per frame of a 60 Hz display, so a
// single tick woken a few ms late (the kernel's timers on a busy machine)
// holds a moving piece still for more than a frame. This one ticks twice per
// frame of the screen, so a frame is dropped only when a tick comes later
// than half a frame. The cost is a second repaint per frame while something
// moves; a moving piece's repaint is a fraction of a millisecond.
#pragma once

#include <QAnimationDriver>
#include <QBasicTimer>

namespace quatre::ui {

class AnimationClock : public QAnimationDriver {
    Q_OBJECT

public:
    // Installs the clock, once per process; later calls do nothing. Call it
    // from the GUI thread (Qt's animation clocks are per thread) after the
    // application object exists; the clock lives until that object is
    // destroyed.
    static void ensureInstalled();
    ~AnimationClock() override;

    // The ticks' period, in ms: half a frame of the primary screen, and never
    // under 4 ms (a 120 Hz screen or faster gets 4).
    int intervalMs() const { return m_intervalMs; }

    // The installed clock, or nullptr before ensureInstalled().
    static AnimationClock *instance();

protected:
    void start() override;
    void stop() override;
    void timerEvent(QTimerEvent *event) override;

private:
    explicit AnimationClock(int intervalMs);

    QBasicTimer m_timer;
    int m_intervalMs;
};

} // namespace quatre::ui
