// quatre-cli bench --window: the real main window, off screen, while two AI
// players think at the top levels. The AI searches in its worker thread, so
// the window's event loop should never wait on it: this measures that it
// does not, and how smooth the pieces' movements stay meanwhile.
#include "ui/benchmark/windowbenchmark.h"

#include "ui/cli/bench.h"
#include "ui/cli/cli.h"
#include "ui/cli/commandparser.h"

#include "ui/ai/aicontroller.h"
#include "ui/analysis/analysiscontroller.h"
#include "ui/scheduling/searchpriority.h"
#include "ui/registry/gameregistry.h"
#include "ui/board/boardview.h"
#include "ui/mainwindow/mainwindow.h"
#include "ui/review/reviewcontroller.h"
#include "ui/session/gamesession.h"
#include "ui/settings/settings.h"

#include <QApplication>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEvent>
#include <QEventLoop>
#include <QImage>
#include <QMetaEnum>
#include <QSettings>
#include <QStringList>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <iterator>
#include <optional>

#if __has_include(<sys/resource.h>)
#include <sys/resource.h>
#endif
#if __has_include(<unistd.h>)
#include <unistd.h>
#endif

namespace quatre::ui {

namespace {

using cli::fixed;
using cli::medianOf;
using cli::Stats;
using cli::statsOf;

// The gap a smooth window must never exceed: one frame at 60 Hz.
constexpr double kFrameMs = 16.7;
// A frame interval while a piece moves beyond this has dropped a frame of a
// 60 Hz display (a little over one frame, for the timers' lateness). The
// animation clock ticks twice a frame, every 8 ms (ui/board/animationclock.h),
// so only a tick more than 12 ms late passes it.
constexpr double kSlowFrameMs = 20.0;
// With --trace-stalls, a timer interval in which the main thread itself
// worked longer than this is printed too, though it did not stall: the
// work that would stall a busier machine.
constexpr double kBusyTraceMs = 6.0;
// How long after a game's end the next one starts, as a person would press
// New: the window does not start one by itself. With no wait, the game's end,
// the new game and its first AI move (from a book, at once) came in one turn
// of the event loop, three updates of the whole window in one timer interval
// (4.1-5.3 ms of the main thread's CPU time on 4Mation 7x7 Perfect, where a
// move's takes 2.5-3.7 ms).
constexpr int kNextGameMs = 300;
// The probe timer's period: a gap much longer than this is a stall.
constexpr int kTickMs = 5;
// How long the window runs before it is watched: its first show, layout and
// full paint are a start-up cost, not a stall during play.
constexpr int kSettleMs = 500;

// CPU time the calling thread has used, in ms. A gap of the event loop in
// which the main thread used little CPU was the machine's doing (the thread
// was not scheduled), not the window's work. Only where POSIX has the clock.
std::optional<double> threadCpuMs()
{
#if defined(CLOCK_THREAD_CPUTIME_ID)
    timespec now{};
    if (clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now) == 0)
        return static_cast<double>(now.tv_sec) * 1e3 + static_cast<double>(now.tv_nsec) / 1e6;
#endif
    return std::nullopt;
}

// Time the calling thread has waited to run while ready, in ms: Linux's
// scheduler statistics (/proc/thread-self/schedstat, its second field, in
// ns). Beside the CPU time it splits a gap the thread did not work: waiting
// there means another thread of this machine ran on its core (a search,
// the X server); neither means it slept: blocked, or woken late. Between
// two events of the trace, it slept in the event loop past its timer,
// which no thread of this machine delayed. nullopt where there are none.
std::optional<double> threadWaitMs()
{
    std::FILE *file = std::fopen("/proc/thread-self/schedstat", "r");
    if (!file)
        return std::nullopt;
    unsigned long long runNs = 0;
    unsigned long long waitNs = 0;
    const bool read = std::fscanf(file, "%llu %llu", &runNs, &waitNs) == 2;
    std::fclose(file);
    if (!read)
        return std::nullopt;
    return static_cast<double>(waitNs) / 1e6;
}

// What else the kernel counts for the calling thread: page faults (a fault
// that maps fresh memory is CPU time spent outside the program's own code)
// and how often it gave up its core, by sleeping (voluntary) or by being
// preempted (involuntary). nullopt where there is no per-thread count.
struct ThreadCounts {
    long faults = 0;
    long voluntarySwitches = 0;
    long involuntarySwitches = 0;
};
std::optional<ThreadCounts> threadCounts()
{
#if defined(RUSAGE_THREAD)
    rusage usage{};
    if (getrusage(RUSAGE_THREAD, &usage) == 0)
        return ThreadCounts{usage.ru_minflt + usage.ru_majflt, usage.ru_nvcsw, usage.ru_nivcsw};
#endif
    return std::nullopt;
}

// Two of the whole machine's times so far, in ms, from /proc/stat's first
// line (in clock ticks, 10 ms on most machines, so only a coarse sign):
// "steal", the time the host of a virtual machine did not run its cores,
// which then ran none of its threads; and the time in interrupts (hard and
// soft), which Linux may count as the CPU time of whatever thread they
// interrupted (unless built with IRQ_TIME_ACCOUNTING): a thread busy
// without an event may have been busy with them.
struct MachineTimes {
    double stealMs = 0;
    double interruptMs = 0;
};
std::optional<MachineTimes> machineTimes()
{
#if defined(_SC_CLK_TCK)
    std::FILE *file = std::fopen("/proc/stat", "r");
    if (!file)
        return std::nullopt;
    // user, nice, system, idle, iowait, irq, softirq, steal
    unsigned long long fields[8] = {};
    const bool read = std::fscanf(file, "cpu %llu %llu %llu %llu %llu %llu %llu %llu", &fields[0], &fields[1],
                                  &fields[2], &fields[3], &fields[4], &fields[5], &fields[6], &fields[7])
        == 8;
    std::fclose(file);
    const long ticksPerSecond = sysconf(_SC_CLK_TCK);
    if (!read || ticksPerSecond <= 0)
        return std::nullopt;
    const double msPerTick = 1000.0 / static_cast<double>(ticksPerSecond);
    return MachineTimes{static_cast<double>(fields[7]) * msPerTick,
                        static_cast<double>(fields[5] + fields[6]) * msPerTick};
#else
    return std::nullopt;
#endif
}

// The main thread's CPU time, its wait to run and its counts, together.
struct ThreadTimes {
    std::optional<double> cpuMs;
    // Read only when stalls are traced: they cost file reads and a system call.
    std::optional<double> waitMs;
    std::optional<ThreadCounts> counts;
    std::optional<MachineTimes> machine;
    static ThreadTimes now(bool traced)
    {
        if (!traced)
            return {threadCpuMs(), std::nullopt, std::nullopt, std::nullopt};
        return {threadCpuMs(), threadWaitMs(), threadCounts(), machineTimes()};
    }
    // How much of each this thread spent since `before`; negative: unknown.
    double cpuSince(const ThreadTimes &before) const { return cpuMs && before.cpuMs ? *cpuMs - *before.cpuMs : -1; }
    double waitSince(const ThreadTimes &before) const
    {
        return waitMs && before.waitMs ? *waitMs - *before.waitMs : -1;
    }
    // The machine's times since `before`; both -1: unknown.
    MachineTimes machineSince(const ThreadTimes &before) const
    {
        if (!machine || !before.machine)
            return {-1, -1};
        return {machine->stealMs - before.machine->stealMs, machine->interruptMs - before.machine->interruptMs};
    }
    // The counts since `before`; all -1: unknown.
    ThreadCounts countsSince(const ThreadTimes &before) const
    {
        if (!counts || !before.counts)
            return {-1, -1, -1};
        return {counts->faults - before.counts->faults, counts->voluntarySwitches - before.counts->voluntarySwitches,
                counts->involuntarySwitches - before.counts->involuntarySwitches};
    }
};

struct MatchUp {
    const char *game; // as printed
    std::optional<GameOptions> options; // nullopt: the game is not in the registry
    const char *level; // both seats, in aiConfigFromText()'s notation; nullptr: two people (nothing moves)
    // With two people: the moves of a finished game the window reviews
    // (Game > Review the Game) over and over while it is watched.
    const char *review = nullptr;
};

// A whole 6x7 game of 42 moves (a draw between two Expert searches), the
// longest a review of that board can be.
constexpr const char *kReviewedGame = "623325256635534536124662443527111777774411";

// What one match-up measured.
struct WindowFigures {
    std::vector<double> ticks; // intervals of the 5 ms timer
    std::vector<double> tickWork; // the main thread's CPU time in each of those intervals (empty if unknown)
    std::vector<double> frames; // intervals between board repaints while a piece moves
    // The same without each animation's first: from the paint of the move to
    // the animation clock's first tick, one period after Qt starts it.
    std::vector<double> laterFrames;
    std::vector<double> searchTimes; // every search's time as the window saw it
    std::vector<double> overruns; // search time seen by the window minus the budget
    std::vector<double> paints; // one repaint of the whole board, timed on its own
    std::vector<double> reviews; // the time of each whole review
    int searches = 0;
    int moves = 0; // the AI moves played
    int exactMoves = 0; // of those, the ones whose value was proven
    // With the analysis board on: the positions it was given, and those whose
    // every move it valued before the board moved on.
    int analysedPositions = 0;
    int analysedInFull = 0;
};

// For --trace-stalls: every event the application delivers, with when, so
// that a stall can be printed as the events that filled it. An event filter
// sees when an event starts but not when it ends, so each delivery also
// carries the thread's CPU time and context switches: between two
// deliveries, the thread worked, slept (in the event loop, or waiting on a
// lock) or was preempted.
class EventRecorder : public QObject {
public:
    struct Delivery {
        qint64 atNs;
        QEvent::Type type;
        const char *receiverClass;
        // The receiver's object name, or its parent's class when it has
        // none: a bare "QWidget" names nothing.
        QByteArray receiverName;
        // The main thread's CPU time then (negative: unknown): beside the
        // wall time, it tells work from waiting between two deliveries.
        double cpuMs;
        // Its context switches so far, all -1 if unknown: between two
        // deliveries, a voluntary one is a sleep, an involuntary one a
        // preemption.
        ThreadCounts counts;
    };

    EventRecorder() { m_clock.start(); }
    // Records from start() to stop().
    void start() { qApp->installEventFilter(this); }
    void stop() { qApp->removeEventFilter(this); }
    qint64 now() const { return m_clock.nsecsElapsed(); }
    // The deliveries since `sinceNs`.
    std::vector<Delivery> since(qint64 sinceNs) const
    {
        std::vector<Delivery> result;
        std::copy_if(m_deliveries.begin(), m_deliveries.end(), std::back_inserter(result),
                     [sinceNs](const Delivery &d) { return d.atNs >= sinceNs; });
        return result;
    }
    // Forgets the deliveries before `beforeNs`: a stall or a frame looks
    // back a few frames at most.
    void forget(qint64 beforeNs)
    {
        std::erase_if(m_deliveries, [beforeNs](const Delivery &d) { return d.atNs < beforeNs; });
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        QByteArray name = watched->objectName().toLatin1();
        if (name.isEmpty() && watched->parent())
            name = QByteArrayLiteral("in ") + watched->parent()->metaObject()->className();
        m_deliveries.push_back({m_clock.nsecsElapsed(), event->type(), watched->metaObject()->className(),
                                std::move(name), threadCpuMs().value_or(-1),
                                threadCounts().value_or(ThreadCounts{-1, -1, -1})});
        return false;
    }

private:
    QElapsedTimer m_clock;
    std::vector<Delivery> m_deliveries;
};

// Prints one stall (`what`: "stall" or "slow frame") to stderr: its length,
// the main thread's own CPU time in it, its wait to run, its page faults and
// context switches, the machine's host steal and interrupts (negative:
// unknown), when it ended on the monotonic clock (so that a system-wide trace,
// `perf record -k CLOCK_MONOTONIC`, can show what ran instead), and the events
// delivered in it (wall time from its start, the main thread's CPU time from
// the first delivery, the sleeps and preemptions since the delivery before,
// type, receiver).
void printStall(const char *what, const char *game, double gapMs, const ThreadTimes &end, const ThreadTimes &start,
                const std::vector<EventRecorder::Delivery> &events, qint64 startNs)
{
    const ThreadCounts counts = end.countsSince(start);
    const MachineTimes machine = end.machineSince(start);
    // libstdc++'s steady clock is CLOCK_MONOTONIC on Linux.
    const double endedAt = std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
    std::fprintf(stderr,
                 "%s in %s: %.1f ms, main thread busy %.1f ms, waiting to run %.1f ms, %ld page faults, "
                 "%ld sleeps, %ld preemptions; the machine: host steal %.0f ms, interrupts %.0f ms; %zu events; "
                 "ended at %.6f s monotonic\n",
                 what, game, gapMs, end.cpuSince(start), end.waitSince(start), counts.faults, counts.voluntarySwitches,
                 counts.involuntarySwitches, machine.stealMs, machine.interruptMs, events.size(), endedAt);
    const QMetaEnum typeNames = QMetaEnum::fromType<QEvent::Type>();
    const double firstCpu = events.empty() ? 0 : events.front().cpuMs;
    const EventRecorder::Delivery *previous = nullptr;
    for (const EventRecorder::Delivery &d : events) {
        const char *name = typeNames.valueToKey(static_cast<int>(d.type));
        const bool counted = previous && previous->counts.voluntarySwitches >= 0 && d.counts.voluntarySwitches >= 0;
        std::fprintf(stderr, "  +%6.2f ms  cpu +%6.2f  slept %2ld, preempted %2ld  %-20s (%4d)  %s (%s)\n",
                     static_cast<double>(d.atNs - startNs) / 1e6, d.cpuMs >= 0 ? d.cpuMs - firstCpu : -1.0,
                     counted ? d.counts.voluntarySwitches - previous->counts.voluntarySwitches : 0L,
                     counted ? d.counts.involuntarySwitches - previous->counts.involuntarySwitches : 0L,
                     name ? name : "?", static_cast<int>(d.type), d.receiverClass, d.receiverName.constData());
        previous = &d;
    }
}

// Records the board's repaints while one of its pieces is moving.
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
    FrameRecorder(BoardView *board, std::vector<double> *intervals, std::vector<double> *laterIntervals,
                  const EventRecorder *events = nullptr, const char *game = nullptr)
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

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
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

WindowFigures watch(const GameRegistry &games, const MatchUp &matchUp, SearchPriority priority, double helperShare,
                    int seconds, bool traceStalls, bool analysisBoard)
{
    WindowFigures figures;
    const AiConfig config = matchUp.level ? *aiConfigFromText(matchUp.level) : AiConfig{};

    // The window keeps its settings in a throw-away file, never the user's.
    QTemporaryDir dir;
    Settings settings(games);
    settings.choose(*matchUp.options);
    if (matchUp.level)
        settings.seats = {Seat::computer(config), Seat::computer(config)};
    else
        settings.seats = {Seat::person(), Seat::person()};
    settings.pacingMs = 0; // an AI move is shown as soon as it is known
    settings.animationSpeed = AnimationSpeed::Normal;
    settings.analysis = analysisBoard;
    auto store = std::make_unique<QSettings>(dir.filePath(QStringLiteral("quatre.ini")), QSettings::IniFormat);
    settings.save(*store);

    MainWindow window(std::move(store), games); // starts the AI-against-AI game
    window.aiController()->setSearchPriority(priority);
    window.aiController()->setHelperShare(helperShare);
    window.aiController()->reconsider(); // the first search too
    window.resize(1100, 760);
    window.show();
    QObject::connect(window.session(), &GameSession::gameOver, &window,
                     [&window] { QTimer::singleShot(kNextGameMs, &window, &MainWindow::newGame); });

    QElapsedTimer thinking;
    QObject::connect(window.aiController(), &AiController::thinkingChanged, &window, [&](bool on) {
        if (on) {
            thinking.start();
            return;
        }
        if (!thinking.isValid())
            return;
        figures.searchTimes.push_back(static_cast<double>(thinking.nsecsElapsed()) / 1e6);
        // A search that ended before its budget (a proven result, a forced
        // move) has nothing to overrun.
        const double overrun =
            static_cast<double>(thinking.nsecsElapsed()) / 1e6 - static_cast<double>(config.budget.count());
        if (overrun > -1)
            figures.overruns.push_back(overrun);
        ++figures.searches;
        thinking.invalidate();
    });
    QObject::connect(window.aiController(), &AiController::aiMovePlayed, &window,
                     [&figures](int, const AiDecision &decision) {
                         ++figures.moves;
                         figures.exactMoves += decision.exact ? 1 : 0;
                     });

    if (analysisBoard) {
        AnalysisController *analysis = window.analysisController();
        figures.analysedPositions = analysis->isSearching() ? 1 : 0; // the window's first position, sent already
        QObject::connect(analysis, &AnalysisController::searchingChanged, &window,
                         [&figures](bool searching) { figures.analysedPositions += searching ? 1 : 0; });
        // The last values of a position come once its search has ended.
        QObject::connect(analysis, &AnalysisController::valuesChanged, &window,
                         [&figures, analysis](const std::vector<Move> &, const std::vector<MoveValue> &values) {
                             if (!analysis->isSearching() && !values.empty())
                                 ++figures.analysedInFull;
                         });
    }
    if (matchUp.review)
        window.loadMoves(QString::fromLatin1(matchUp.review));
    {
        QEventLoop settle;
        QTimer::singleShot(kSettleMs, &settle, &QEventLoop::quit);
        settle.exec();
    }
    QElapsedTimer reviewing;
    if (matchUp.review) {
        ReviewController *review = window.reviewController();
        QObject::connect(review, &ReviewController::changed, &window, [&figures, &reviewing, review] {
            if (review->isRunning() || !review->hasReview() || !reviewing.isValid())
                return;
            figures.reviews.push_back(static_cast<double>(reviewing.nsecsElapsed()) / 1e6);
            reviewing.invalidate();
            QTimer::singleShot(0, review, [&reviewing, review] {
                reviewing.start();
                review->start();
            });
        });
        reviewing.start();
        review->start();
    }

    // Frames too are counted from here: the first animation after the window
    // opens has had one frame of 35-60 ms in several runs (start-up, which
    // no move later in the game sees), and it used to be the Quarto rows'
    // worst frame.
    EventRecorder recorder;
    new FrameRecorder(window.boardView(), &figures.frames, &figures.laterFrames, traceStalls ? &recorder : nullptr,
                      matchUp.game);
    if (traceStalls)
        recorder.start();
    QTimer probe;
    probe.setObjectName(QStringLiteral("probe")); // the trace tells it from the window's own timers
    probe.setTimerType(Qt::PreciseTimer);
    probe.setInterval(kTickMs);
    QElapsedTimer lastTick;
    ThreadTimes last;
    qint64 lastTickNs = 0;
    QObject::connect(&probe, &QTimer::timeout, &window, [&] {
        const ThreadTimes times = ThreadTimes::now(traceStalls);
        if (lastTick.isValid()) {
            const double gap = static_cast<double>(lastTick.nsecsElapsed()) / 1e6;
            const double work = times.cpuSince(last);
            figures.ticks.push_back(gap);
            if (work >= 0)
                figures.tickWork.push_back(work);
            if (traceStalls) {
                if (gap > kFrameMs || work > kBusyTraceMs)
                    printStall(gap > kFrameMs ? "stall" : "busy tick", matchUp.game, gap, times, last,
                               recorder.since(lastTickNs), lastTickNs);
                recorder.forget(recorder.now() - 200'000'000);
            }
        }
        lastTick.start();
        lastTickNs = recorder.now();
        last = times;
    });
    probe.start();

    QEventLoop loop;
    QTimer::singleShot(seconds * 1000, &loop, &QEventLoop::quit);
    loop.exec();
    probe.stop();
    recorder.stop();
    window.aiController()->cancel();
    window.reviewController()->clear();

    // What one frame costs to paint, without the event loop around it.
    QImage image(window.boardView()->size(), QImage::Format_ARGB32_Premultiplied);
    for (int i = 0; i < 20; ++i) {
        QElapsedTimer paint;
        paint.start();
        window.boardView()->render(&image);
        figures.paints.push_back(static_cast<double>(paint.nsecsElapsed()) / 1e6);
    }
    return figures;
}

// The off-screen platform warns about every window it resizes; that says
// nothing about what is measured and would bury the table.
void dropPlatformChatter(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (message.contains(QLatin1String("propagateSizeHints")))
        return;
    std::fprintf(stderr, "%s\n", qPrintable(qFormatLogMessage(type, context, message)));
}

QString medianAndMax(const std::vector<double> &values)
{
    if (values.empty())
        return QStringLiteral("-");
    const Stats s = statsOf(values);
    return QStringLiteral("%1 / %2").arg(fixed(s.median, 1), fixed(s.max, 1));
}

// The least of the values (what an undisturbed run costs) and their median.
QString minAndMedian(const std::vector<double> &values)
{
    if (values.empty())
        return QStringLiteral("-");
    return QStringLiteral("%1 / %2").arg(fixed(*std::min_element(values.begin(), values.end()), 1),
                                         fixed(statsOf(values).median, 1));
}

} // namespace

int windowBenchmark(const GameRegistry &games, const cli::WindowBenchOptions &options, QTextStream &out,
                    QTextStream &err)
{
    if (!qobject_cast<QApplication *>(QCoreApplication::instance()))
        return cli::usageError(
            err, QCoreApplication::translate("Cli", "--window needs the window system, which was not started"));
    std::vector<SearchPriority> priorities;
    for (const QString &name : options.searchPriorities) {
        const std::optional<SearchPriority> priority = searchPriorityFromText(name.trimmed());
        if (!priority)
            return cli::usageError(
                err,
                QCoreApplication::translate("Cli", "unknown search priority '%1': idle, nice or normal").arg(name));
        priorities.push_back(*priority);
    }
    if (priorities.empty())
        priorities.push_back(kDefaultSearchPriority);
    std::vector<double> helperShares;
    for (const QString &text : options.helperShares) {
        bool ok = false;
        const double share = text.trimmed().toDouble(&ok);
        if (!ok || share < 0.05 || share > 1.0)
            return cli::usageError(
                err,
                QCoreApplication::translate("Cli", "--helper-share takes shares from 0.05 to 1, not '%1'").arg(text));
        helperShares.push_back(share);
    }
    if (helperShares.empty())
        helperShares.push_back(kWindowHelperShare);
    // Each match-up with an AI runs with every priority and every share.
    std::vector<std::pair<SearchPriority, double>> schedulings;
    for (const SearchPriority priority : priorities)
        for (const double share : helperShares)
            schedulings.emplace_back(priority, share);
    const int seconds = options.seconds;

    // The boards of the match-ups, by their games' names in the registry (a
    // game not in it is left out) and their options' keys.
    const auto board = [&games](std::string_view id, std::vector<std::pair<std::string_view, int>> values) {
        const GameEntry *game = games.find(id);
        std::optional<GameOptions> options;
        if (game) {
            options = game->rules->defaultOptions();
            for (const auto &[key, value] : values)
                options->setValue(key, value);
        }
        return options;
    };
    const auto connectFour = [&board](int rows, int columns) {
        return board("connect4", {{"rows", rows}, {"columns", columns}});
    };
    const std::optional<GameOptions> fourMation = board("4mation", {{"size", 7}});
    const std::optional<GameOptions> quarto = board("quarto", {});
    const MatchUp matchUps[] = {
        // Controls: nothing to do at all (what the machine alone does to the
        // timer), and moves as fast as the pieces can fall without any search.
        {"connect4 10x10", connectFour(10, 10), nullptr},
        {"connect4 10x10", connectFour(10, 10), "random"},
        {"connect4 10x10", connectFour(10, 10), "expert"},
        {"connect4 10x10", connectFour(10, 10), "perfect"},
        {"connect4 6x7", connectFour(6, 7), "expert"},
        {"connect4 6x7", connectFour(6, 7), "perfect"},
        {"4mation 7x7", fourMation, "expert"},
        {"4mation 7x7", fourMation, "perfect"},
        {"quarto", quarto, "expert"},
        {"quarto", quarto, "perfect"},
        // The game review on its thread, one whole review after another.
        {"connect4 6x7", connectFour(6, 7), nullptr, kReviewedGame},
    };

    out << "## Main window while two AI players think (platform " << QGuiApplication::platformName() << ", " << seconds
        << " s per match-up after " << kSettleMs << " ms to settle, 1 s budget per move, normal animation speed"
        << (options.analysisBoard ? ", the analysis board on" : "") << ")\n\n"
        << "Intervals in ms, median / max. Event loop: a " << kTickMs
        << " ms timer's intervals (a longer gap is a stall); "
        << "main thread busy: the CPU time the main thread itself used in one of those intervals, max (the rest "
           "of a gap is time the machine did not run it); "
        << "frames: the board's repaints while a piece moves, and the worst interval without each animation's first "
           "(from the paint of the move to the animation's first tick); board paint: one repaint of the board on its "
           "own, min / "
           "median of 20; search time: each search's time as the window saw it; overrun: a search's time as the window "
           "saw it minus its budget, for the searches that "
           "used it all; helper share: the share of a core each search thread beside the first may use; exact "
           "moves: the AI moves whose value was proven; analysed in full: the positions whose every move the "
           "analysis board valued before the board moved on, of those it was given.\n\n"
        << "| game | both players | search priority | helper share | timer ticks | event loop | gaps > "
        << fixed(kFrameMs, 1)
        << " ms | main thread busy | frames | frame interval | later frames, max | board paint | search time | "
           "searches at budget | overrun | exact moves | analysed in full |\n"
           "|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n";
    const QtMessageHandler previousHandler = qInstallMessageHandler(dropPlatformChatter);
    QStringList reviewLines;
    for (const MatchUp &matchUp : matchUps) {
        if (!matchUp.options || (!options.game.isEmpty() && options.game.toStdString() != matchUp.options->rules->id()))
            continue;
        // Without an AI the search priority changes nothing: one row.
        for (std::size_t p = 0; p < (matchUp.level ? schedulings.size() : 1); ++p) {
            const auto [priority, helperShare] = schedulings[p];
            const WindowFigures f =
                watch(games, matchUp, priority, helperShare, seconds, options.traceStalls, options.analysisBoard);
            const QString busiest = f.tickWork.empty()
                ? QStringLiteral("-")
                : fixed(*std::max_element(f.tickWork.begin(), f.tickWork.end()), 1);
            const auto stalls = std::count_if(f.ticks.begin(), f.ticks.end(), [](double t) { return t > kFrameMs; });
            const char *players = matchUp.level ? matchUp.level
                : matchUp.review                ? "(two people, reviewing)"
                                                : "(two people, idle)";
            out << "| " << matchUp.game << " | " << players << " | "
                << (matchUp.level ? searchPriorityText(priority) : QStringLiteral("-")) << " | "
                << (matchUp.level ? QString::number(helperShare) : QStringLiteral("-")) << " | " << f.ticks.size()
                << " | " << medianAndMax(f.ticks) << " | " << stalls << " | " << busiest << " | " << f.frames.size()
                << " | " << medianAndMax(f.frames) << " | "
                << (f.laterFrames.empty() ? QStringLiteral("-")
                                          : fixed(*std::max_element(f.laterFrames.begin(), f.laterFrames.end()), 1))
                << " | " << minAndMedian(f.paints) << " | " << medianAndMax(f.searchTimes) << " | " << f.overruns.size()
                << " of " << f.searches << " | " << medianAndMax(f.overruns) << " | " << f.exactMoves << " of "
                << f.moves << " | "
                << (options.analysisBoard ? QStringLiteral("%1 of %2").arg(f.analysedInFull).arg(f.analysedPositions)
                                          : QStringLiteral("-"))
                << " |\n";
            if (matchUp.review)
                reviewLines << QStringLiteral("%1: a %2-move game reviewed %3 times, each in %4 ms (median / max)")
                                   .arg(QLatin1String(matchUp.game))
                                   .arg(std::strlen(matchUp.review))
                                   .arg(f.reviews.size())
                                   .arg(medianAndMax(f.reviews));
            out.flush();
        }
    }
    for (const QString &line : reviewLines)
        out << '\n' << line << '\n';
    qInstallMessageHandler(previousHandler);
    return cli::kExitOk;
}

} // namespace quatre::ui
