// exactOrExpert(): the Perfect level's solver and its Expert fallback, side
// by side. The two searches are stand-ins here, so that each test controls
// which one finishes, and when, without depending on the machine's speed.
#include "core/games/connectfour/connectfour.h"
#include "core/solver/exactorexpert.h"

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <new>
#include <thread>
#include <vector>

using namespace quatre;
using Clock = std::chrono::steady_clock;

namespace {

// Waits up to five seconds for `flag`; false if it never came.
bool waitFor(const std::atomic<bool> &flag)
{
    const auto giveUp = Clock::now() + std::chrono::seconds(5);
    while (!flag.load() && Clock::now() < giveUp)
        std::this_thread::sleep_for(std::chrono::milliseconds(1));
    return flag.load();
}

// An Expert stand-in: reports one iteration, then searches until it is
// cancelled or `searchFor` has passed, and answers `answer`.
class FakeExpert final : public Ai {
public:
    explicit FakeExpert(AiDecision answer, std::chrono::milliseconds searchFor = std::chrono::seconds(30))
        : Ai(AiConfig{})
        , m_answer(answer)
        , m_searchFor(searchFor)
    {}
    AiDecision chooseMove(const Game &, SearchControl &control) override
    {
        thread = std::this_thread::get_id();
        shares = control.shares;
        started = true;
        if (control.onProgress)
            control.onProgress(SearchProgress{2, 17, m_answer.move});
        const auto end = Clock::now() + m_searchFor;
        while (!control.isCancelled() && Clock::now() < end)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        sawCancel = control.isCancelled();
        return m_answer;
    }

    std::atomic<bool> started{false};
    std::atomic<bool> sawCancel{false};
    std::thread::id thread;
    SearchControl::ThreadShares shares{0, 0};

private:
    AiDecision m_answer;
    std::chrono::milliseconds m_searchFor;
};

AiDecision solverAnswer(Move move)
{
    AiDecision d;
    d.move = move;
    d.exact = true;
    d.verdict = Verdict{};
    d.depth = 42;
    return d;
}

AiDecision expertAnswer(Move move, int depth)
{
    AiDecision d;
    d.move = move;
    d.depth = depth;
    d.exact = true; // as Expert says of a line it saw to the end
    d.verdict = Verdict{1, 3};
    return d;
}

} // namespace

class TestExactOrExpert : public QObject {
    Q_OBJECT

private slots:
    void theSolverAndExpertSearchAtOnce()
    {
        // The solver answers only once Expert has started: taking turns,
        // Expert would never start and the solver would give up.
        FakeExpert expert(expertAnswer(0, 5));
        SearchControl control;
        bool expertWasSearching = false;
        std::thread::id solverThread;
        const AiDecision d = exactOrExpert(
            ConnectFour(), control, std::chrono::seconds(60), expert,
            [&](Clock::time_point, int) -> std::optional<AiDecision> {
                solverThread = std::this_thread::get_id();
                expertWasSearching = waitFor(expert.started);
                return solverAnswer(3);
            },
            std::chrono::seconds(60));
        QVERIFY(expertWasSearching);
        QCOMPARE(solverThread, std::this_thread::get_id());
        QVERIFY(expert.thread != std::this_thread::get_id());
        // The solver's answer is played, and Expert was told to stop rather
        // than left to search out its minute.
        QCOMPARE(d.move, Move{3});
        QVERIFY(d.exact);
        QVERIFY(expert.sawCancel);
        QVERIFY(!d.cancelled);
    }

    void expertRunsAtTheSharesOfAHelper()
    {
        // Expert's thread is one the level starts beside the caller's: a
        // window that lets helpers use 0.6 of a core lets Expert use as much.
        FakeExpert expert(expertAnswer(0, 5));
        SearchControl control;
        control.shares = {1.0, 0.6};
        exactOrExpert(
            ConnectFour(), control, std::chrono::seconds(60), expert,
            [&](Clock::time_point, int) -> std::optional<AiDecision> {
                waitFor(expert.started);
                return solverAnswer(3);
            },
            std::chrono::seconds(60));
        QVERIFY(expert.started);
        QCOMPARE(expert.shares.caller, 0.6);
        QCOMPARE(expert.shares.helpers, 0.6);
    }

    void theSolverHasTheWholeBudget()
    {
        FakeExpert expert(expertAnswer(0, 5));
        SearchControl control;
        Clock::duration given{};
        exactOrExpert(
            ConnectFour(), control, std::chrono::seconds(20), expert,
            [&](Clock::time_point deadline, int) -> std::optional<AiDecision> {
                given = deadline - Clock::now();
                return solverAnswer(3);
            },
            std::chrono::seconds(20));
        // Not half of it, as when the two took turns (a margin for a slow start).
        QVERIFY2(given > std::chrono::seconds(19), "the solver's deadline is short of the budget");
        QVERIFY(given <= std::chrono::seconds(20));
    }

    void expertAnswersWhenTheSolverGivesUp()
    {
        FakeExpert expert(expertAnswer(5, 4), std::chrono::milliseconds(20));
        SearchControl control;
        const AiDecision d = exactOrExpert(
            ConnectFour(), control, std::chrono::seconds(1), expert,
            [&](Clock::time_point, int) -> std::optional<AiDecision> { return std::nullopt; }, std::chrono::seconds(1));
        QCOMPARE(d.move, Move{5});
        QVERIFY(!d.cancelled);
        QVERIFY(!expert.sawCancel); // it searched out its own time
        // Four plies deep on the empty board is a guess, whatever the search
        // said of the lines it saw: "not sure", and no verdict.
        QVERIFY(!d.exact);
        QVERIFY(!d.verdict);
    }

    void expertStopsAtTheSolversDeadline()
    {
        // Expert's own clock starts later, with its thread; the level's
        // budget is the caller's, so Expert is stopped when it runs out and
        // its last complete answer is played.
        FakeExpert expert(expertAnswer(6, 7)); // would search for 30 s
        SearchControl control;
        const AiDecision d = exactOrExpert(
            ConnectFour(), control, std::chrono::milliseconds(50), expert,
            [&](Clock::time_point, int) -> std::optional<AiDecision> { return std::nullopt; },
            std::chrono::milliseconds(50));
        QVERIFY(expert.sawCancel);
        QVERIFY(!d.cancelled);
        QCOMPARE(d.move, Move{6});
    }

    void withTheWholeBudgetForExpertTheSolverIsCalledOnce()
    {
        FakeExpert expert(expertAnswer(6, 7)); // would search for 30 s
        SearchControl control;
        std::vector<int> threads;
        exactOrExpert(
            ConnectFour(), control, std::chrono::milliseconds(50), expert,
            [&](Clock::time_point, int n) -> std::optional<AiDecision> {
                threads.push_back(n);
                return std::nullopt;
            },
            std::chrono::milliseconds(50));
        QCOMPARE(threads, std::vector<int>{1});
    }

    void expertLeavesItsCoreToTheSolverOnceItsTimeIsUp()
    {
        // Expert has 50 ms of the 20 s. The solver gives up then, and is
        // called again once Expert has stopped, on every core, until the end
        // of the budget.
        FakeExpert expert(expertAnswer(6, 7)); // would search for 30 s
        SearchControl control;
        struct Call {
            Clock::duration given;
            int threads;
            bool expertStopped;
        };
        std::vector<Call> calls;
        const AiDecision d = exactOrExpert(
            ConnectFour(), control, std::chrono::seconds(20), expert,
            [&](Clock::time_point deadline, int threads) -> std::optional<AiDecision> {
                calls.push_back({deadline - Clock::now(), threads, expert.sawCancel.load()});
                if (calls.size() == 1)
                    return std::nullopt;
                return solverAnswer(3);
            },
            std::chrono::milliseconds(50));
        QCOMPARE(calls.size(), std::size_t{2});
        QCOMPARE(calls[0].threads, 1);
        QVERIFY(calls[0].given <= std::chrono::milliseconds(50));
        QVERIFY(!calls[0].expertStopped);
        QCOMPARE(calls[1].threads, static_cast<int>(std::max(1u, std::thread::hardware_concurrency())));
        QVERIFY2(calls[1].given > std::chrono::seconds(19), "the solver's second deadline is short of the budget");
        QVERIFY(calls[1].given <= std::chrono::seconds(20));
        QVERIFY(calls[1].expertStopped);
        QCOMPARE(d.move, Move{3});
        QVERIFY(d.exact);
        QVERIFY(!d.cancelled);
    }

    void expertsShortSearchIsPlayedWhenTheSolverGivesUpAgain()
    {
        FakeExpert expert(expertAnswer(6, 7)); // would search for 30 s
        SearchControl control;
        int calls = 0;
        const AiDecision d = exactOrExpert(
            ConnectFour(), control, std::chrono::milliseconds(100), expert,
            [&](Clock::time_point, int) -> std::optional<AiDecision> {
                ++calls;
                return std::nullopt;
            },
            std::chrono::milliseconds(20));
        QCOMPARE(calls, 2);
        QVERIFY(expert.sawCancel);
        QCOMPARE(d.move, Move{6});
        QVERIFY(!d.cancelled);
        QVERIFY(!d.exact);
        QVERIFY(!d.verdict);
    }

    void cancellingTheSolverOnEveryCoreCancels()
    {
        FakeExpert expert(expertAnswer(6, 7)); // would search for 30 s
        SearchControl control;
        std::atomic<bool> secondCall{false};
        std::thread canceller([&] {
            if (waitFor(secondCall))
                control.cancel = true;
        });
        int calls = 0;
        const AiDecision d = exactOrExpert(
            ConnectFour(), control, std::chrono::seconds(60), expert,
            [&](Clock::time_point deadline, int) -> std::optional<AiDecision> {
                if (++calls == 2)
                    secondCall = true;
                while (!control.isCancelled() && Clock::now() < deadline)
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                return std::nullopt;
            },
            std::chrono::milliseconds(20));
        canceller.join();
        QCOMPARE(calls, 2);
        QVERIFY(d.cancelled);
        QVERIFY(!d.exact);
    }

    void aSolverThatThrowsStillStopsExpert()
    {
        FakeExpert expert(expertAnswer(0, 5)); // would search for 30 s
        SearchControl control;
        bool thrown = false;
        try {
            exactOrExpert(
                ConnectFour(), control, std::chrono::seconds(60), expert,
                [&](Clock::time_point, int) -> std::optional<AiDecision> {
                    waitFor(expert.started);
                    throw std::bad_alloc();
                },
                std::chrono::seconds(60));
        } catch (const std::bad_alloc &) {
            thrown = true;
        }
        QVERIFY(thrown);
        QVERIFY(expert.sawCancel); // and so the call did not wait out the minute
    }

    void expertIsExactWhenItSawEveryLine()
    {
        // Two cells left on a 4x4 board: a two-ply search saw the end.
        auto parsed = ConnectFour::fromText(4, 4, "21344322243341");
        QVERIFY(std::holds_alternative<ConnectFour>(parsed));
        const ConnectFour game = std::get<ConnectFour>(parsed);
        QCOMPARE(game.pliesLeftAtMost(), 2);
        FakeExpert expert(expertAnswer(3, 2), std::chrono::milliseconds(1));
        SearchControl control;
        const AiDecision d = exactOrExpert(
            game, control, std::chrono::seconds(1), expert,
            [&](Clock::time_point, int) -> std::optional<AiDecision> { return std::nullopt; }, std::chrono::seconds(1));
        QVERIFY(d.exact);
        QCOMPARE(d.verdict, std::optional<Verdict>(Verdict{1, 3}));
    }

    void cancellingStopsBothSearches()
    {
        FakeExpert expert(expertAnswer(0, 5));
        SearchControl control;
        std::atomic<bool> solverStarted{false};
        std::thread canceller([&] {
            if (waitFor(solverStarted) && waitFor(expert.started))
                control.cancel = true;
        });
        const AiDecision d = exactOrExpert(
            ConnectFour(), control, std::chrono::seconds(60), expert,
            [&](Clock::time_point deadline, int) -> std::optional<AiDecision> {
                solverStarted = true;
                while (!control.isCancelled() && Clock::now() < deadline)
                    std::this_thread::sleep_for(std::chrono::milliseconds(1));
                return std::nullopt;
            },
            std::chrono::seconds(60));
        canceller.join();
        QVERIFY(d.cancelled);
        QVERIFY(expert.sawCancel);
    }

    void aCancelWhileExpertFinishesStopsIt()
    {
        // The solver gave up at once; the caller cancels during Expert's turn.
        FakeExpert expert(expertAnswer(0, 5));
        SearchControl control;
        std::thread canceller([&] {
            if (waitFor(expert.started))
                control.cancel = true;
        });
        const AiDecision d = exactOrExpert(
            ConnectFour(), control, std::chrono::seconds(60), expert,
            [&](Clock::time_point, int) -> std::optional<AiDecision> { return std::nullopt; },
            std::chrono::seconds(60));
        canceller.join();
        QVERIFY(d.cancelled);
        QVERIFY(expert.sawCancel);
    }

    void expertsProgressReachesTheCaller()
    {
        FakeExpert expert(expertAnswer(4, 5), std::chrono::milliseconds(1));
        SearchControl control;
        std::atomic<int> reportedDepth{0};
        std::thread::id reporter;
        control.onProgress = [&](const SearchProgress &progress) {
            reporter = std::this_thread::get_id();
            reportedDepth = progress.depth;
        };
        exactOrExpert(
            ConnectFour(), control, std::chrono::seconds(1), expert,
            [&](Clock::time_point, int) -> std::optional<AiDecision> { return std::nullopt; }, std::chrono::seconds(1));
        QCOMPARE(reportedDepth.load(), 2);
        QVERIFY(reporter != std::this_thread::get_id()); // from Expert's thread, as documented
    }
};

QTEST_APPLESS_MAIN(TestExactOrExpert)
#include "tst_exactorexpert.moc"
