// PerfectAi: the Perfect level's template, with stand-in traits, so that each
// test decides which search answers and when, whatever the machine's speed.
#include "core/games/connectfour/connectfour.h"
#include "core/solver/perfectai.h"

#include <QtTest>

#include <algorithm>
#include <chrono>
#include <memory>
#include <optional>
#include <thread>
#include <vector>

using namespace quatre;
using Clock = std::chrono::steady_clock;

namespace {

// An Expert stand-in: searches until it is told to stop, and answers column 0.
class WaitingExpert final : public Ai {
public:
    WaitingExpert()
        : Ai(AiConfig{})
    {}
    AiDecision chooseMove(const Game &, SearchControl &control) override
    {
        const auto giveUp = Clock::now() + std::chrono::seconds(30);
        while (!control.isCancelled() && Clock::now() < giveUp)
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
        AiDecision d;
        d.move = 0;
        d.depth = 3;
        return d;
    }
};

// A solver stand-in that counts a thousand nodes a call.
struct CountingSolver {
    std::uint64_t nodes() const { return m_nodes; }
    std::uint64_t m_nodes = 0;
};

// A solver that finds nothing on one thread, and answers column 3 on more:
// the Perfect level of a game whose Expert stops after an eighth of the budget.
struct GivesUpOnOneThread {
    using Game = ConnectFour;
    using Solver = CountingSolver;

    static inline std::vector<int> threadsAsked;

    static std::optional<AiDecision> fromBook(const ConnectFour &) { return std::nullopt; }
    static bool leftToExpert(const ConnectFour &) { return false; }
    static std::unique_ptr<Ai> makeExpert(const AiConfig &) { return std::make_unique<WaitingExpert>(); }
    static bool fits(const Solver &, const ConnectFour &) { return true; }
    static std::unique_ptr<Solver> makeSolver(const ConnectFour &) { return std::make_unique<CountingSolver>(); }
    static std::chrono::milliseconds expertTime(const ConnectFour &, std::chrono::milliseconds budget)
    {
        return budget / 8;
    }
    static std::optional<AiDecision> solve(Solver &solver, const ConnectFour &, SearchControl &,
                                           Clock::time_point deadline, int threads)
    {
        threadsAsked.push_back(threads);
        solver.m_nodes += 1000;
        if (threads == 1) {
            std::this_thread::sleep_until(deadline);
            return std::nullopt;
        }
        AiDecision d;
        d.move = 3;
        d.exact = true;
        d.verdict = Verdict{};
        return d;
    }
};

} // namespace

class TestPerfectAi : public QObject {
    Q_OBJECT

private slots:
    void theSolversSecondCallOnEveryCoreAnswers()
    {
        GivesUpOnOneThread::threadsAsked.clear();
        AiConfig config;
        config.level = AiLevel::Perfect;
        config.budget = std::chrono::milliseconds(400);
        PerfectAi<GivesUpOnOneThread> perfect(config);
        SearchControl control;
        const AiDecision d = perfect.chooseMove(ConnectFour(), control);
        QCOMPARE(d.move, Move{3});
        QVERIFY(d.exact);
        QVERIFY(!d.cancelled);
        const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
        QCOMPARE(GivesUpOnOneThread::threadsAsked, (std::vector<int>{1, cores}));
        // The answer counts the nodes of both calls, not the second's alone.
        QCOMPARE(d.nodes, std::uint64_t{2000});
        // The next move's count starts afresh.
        const AiDecision next = perfect.chooseMove(ConnectFour(), control);
        QCOMPARE(next.nodes, std::uint64_t{2000});
    }
};

QTEST_APPLESS_MAIN(TestPerfectAi)
#include "tst_perfectai.moc"
