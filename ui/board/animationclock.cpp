#include "ui/board/animationclock.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QScreen>
#include <QTimerEvent>

#include <algorithm>
#include <cmath>
#include <memory>

namespace quatre::ui {

namespace {

constexpr int kShortestIntervalMs = 4;
// Used when the screen does not say its rate (0, or no screen yet).
constexpr double kDefaultRefreshHz = 60.0;

std::unique_ptr<AnimationClock> &installedClock()
{
    static std::unique_ptr<AnimationClock> clock;
    return clock;
}

int halfFrameMs()
{
    double hz = kDefaultRefreshHz;
    if (const QScreen *screen = QGuiApplication::primaryScreen(); screen && screen->refreshRate() > 1.0)
        hz = screen->refreshRate();
    return std::max(kShortestIntervalMs, static_cast<int>(std::floor(1000.0 / hz / 2.0)));
}

} // namespace

AnimationClock::AnimationClock(int intervalMs)
    : m_intervalMs(intervalMs)
{}

AnimationClock::~AnimationClock() = default;

void AnimationClock::ensureInstalled()
{
    std::unique_ptr<AnimationClock> &clock = installedClock();
    if (clock || !QCoreApplication::instance())
        return;
    clock.reset(new AnimationClock(halfFrameMs()));
    clock->install();
    // Removed while the application still has its event loop's machinery:
    // uninstalling a running clock starts Qt's own, which needs it. Stopped
    // first, since an animation deleted with its window never told the clock
    // (that message is queued, and no loop runs any more).
    qAddPostRoutine([] {
        if (std::unique_ptr<AnimationClock> &installed = installedClock()) {
            installed->stop();
            installed.reset();
        }
    });
}

AnimationClock *AnimationClock::instance()
{
    return installedClock().get();
}

void AnimationClock::start()
{
    QAnimationDriver::start(); // starts the elapsed time the animations read
    m_timer.start(m_intervalMs, Qt::PreciseTimer, this);
}

void AnimationClock::stop()
{
    m_timer.stop();
    QAnimationDriver::stop();
}

void AnimationClock::timerEvent(QTimerEvent *event)
{
    if (event->timerId() != m_timer.timerId()) {
        QAnimationDriver::timerEvent(event);
        return;
    }
    advance();
}

} // namespace quatre::ui
