// For bench --window: the intervals between the board's repaints while one of
// its pieces moves, the smoothness a person sees.
#pragma once

#include "ui/benchmark/threadtimes.h"

#include <QElapsedTimer>
#include <QObject>

#include <vector>

namespace quatre::ui {
class BoardView;
}

namespace quatre::ui::windowbench {

class EventRecorder;

// A frame interval while a piece moves beyond this has dropped a frame of a
// 60 Hz display (a little over one frame, for the timers' lateness). The
// animation clock ticks twice a frame, every 8 ms (ui/board/animationclock.h),
// so only a tick more than 12 ms late passes it.
inline constexpr double kSlowFrameMs = 20.0;

// Records the board's repaints while one of its pieces is moving: every
// interval, and those after each animation's first (from the paint of the
// move to the animation clock's first tick, one period after Qt starts it).
//
// Whether a piece is moving is asked of the board at each repaint, not kept
// from its animationStarted/animationFinished signals: when an AI move waits
// for an animation, the window plays it from its own animationFinished
// handler, so the next animationStarted arrives before this recorder hears of
// the previous animationFinished, and a flag would stay off for the whole
// next animation (that is how the fast match-ups once showed next to no
// frames).
//
// With an event recorder (--trace-stalls), a frame interval over
// kSlowFrameMs is printed with the events that filled it.
class FrameRecorder : public QObject {
public:
    // A child of `board`; the vectors and the recorder outlive it.
    FrameRecorder(BoardView *board, std::vector<double> *intervals, std::vector<double> *laterIntervals,
                  const EventRecorder *events = nullptr, const char *game = nullptr);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    BoardView *m_board;
    std::vector<double> *m_intervals;
    std::vector<double> *m_laterIntervals;
    int m_paintsInAnimation = 0;
    const EventRecorder *m_events;
    const char *m_game;
    QElapsedTimer m_lastPaint;
    qint64 m_lastPaintNs = 0; // on the event recorder's clock
    ThreadTimes m_lastTimes;
};

} // namespace quatre::ui::windowbench
