#include "ui/benchmark/framerecorder.h"

#include "ui/benchmark/eventrecorder.h"
#include "ui/board/boardview.h"

#include <QEvent>

namespace quatre::ui::windowbench {

FrameRecorder::FrameRecorder(BoardView *board, std::vector<double> *intervals, std::vector<double> *laterIntervals,
                             const EventRecorder *events, const char *game)
    : QObject(board)
    , m_board(board)
    , m_intervals(intervals)
    , m_laterIntervals(laterIntervals)
    , m_events(events)
    , m_game(game)
{
    board->installEventFilter(this);
    // A new animation's first frame follows whatever came before it (a
    // search, a pause), not a frame.
    connect(board, &BoardView::animationStarted, this, [this] {
        m_lastPaint.invalidate();
        m_paintsInAnimation = 0;
    });
}

bool FrameRecorder::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::Paint) {
        if (!m_board->isAnimating()) {
            m_lastPaint.invalidate();
        } else {
            const ThreadTimes times = ThreadTimes::now(m_events != nullptr);
            if (m_lastPaint.isValid()) {
                const double interval = static_cast<double>(m_lastPaint.nsecsElapsed()) / 1e6;
                m_intervals->push_back(interval);
                const bool first = m_paintsInAnimation == 1;
                if (!first)
                    m_laterIntervals->push_back(interval);
                // From 20 ms before the interval: what led to its first paint.
                if (m_events && interval > kSlowFrameMs)
                    printStall(first ? "slow frame (its animation's first)" : "slow frame", m_game, interval, times,
                               m_lastTimes, m_events->since(m_lastPaintNs - 20'000'000), m_lastPaintNs);
            }
            ++m_paintsInAnimation;
            m_lastPaint.start();
            m_lastTimes = times;
            if (m_events)
                m_lastPaintNs = m_events->now();
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace quatre::ui::windowbench
