// quatre-cli bench --window: the real main window, off screen, while two AI
// players think at the top levels. The AI searches in its worker thread, so
// the window's event loop should never wait on it: this measures that it
// does not, and how smooth the pieces' movements stay meanwhile.
#include "ui/benchmark/windowbenchmark.h"

#include "ui/benchmark/eventrecorder.h"
#include "ui/benchmark/framerecorder.h"
#include "ui/benchmark/threadtimes.h"

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
#include <QEventLoop>
#include <QImage>
#include <QSettings>
#include <QStringList>
#include <QTemporaryDir>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace quatre::ui {

namespace {

using cli::fixed;
using cli::medianOf;
using cli::Stats;
using cli::statsOf;
using windowbench::EventRecorder;
using windowbench::FrameRecorder;
using windowbench::printStall;
using windowbench::ThreadTimes;

// The gap a smooth window must never exceed: one frame at 60 Hz.
constexpr double kFrameMs = 16.7;
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
