// The AI searches used the way the window uses them: on their own thread,
// cancelled from another one through SearchControl, several at once. These
// are the tests ThreadSanitizer checks (the QUATRE_TSAN build): a data race
// between the searching thread and the one that cancels it, or between two
// searches sharing some table, shows up here and nowhere else in core.
//
// Timing is printed, never asserted: the cancellation latency is measured by
// `quatre-cli bench`; here it must only happen.
#include "core/ai/ai.h"
#include "core/games/connectfour/connectfourrules.h"
#include "core/games/fourmation/fourmationhardcore.h"
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/quarto/quartorules.h"

#include "testseed.h"

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <mutex>
#include <random>
#include <thread>

using namespace quatre;
using Clock = std::chrono::steady_clock;

Q_DECLARE_METATYPE(quatre::GameOptions)
Q_DECLARE_METATYPE(quatre::AiConfig)

namespace {

AiConfig level(const char *text)
{
    ParseError error;
    const std::optional<AiConfig> config = aiConfigFromText(text, fourMationRules().levels(), &error);
    if (!config)
        qFatal("bad level %s: %s", text, error.message.c_str());
    return *config;
}

// The game's options with every side of its board `size` long.
GameOptions options(const GameRules &rules, int size = 7)
{
    GameOptions o = rules.defaultOptions();
    for (const char *key : {"rows", "columns", "size"})
        if (rules.optionIndex(key) >= 0)
            o.setValue(key, size);
    return o;
}

const GameRules *const kGames[] = {&connectFourRules(), &quartoRules(), &fourMationRules()};

// A position where every deep level searches for minutes: the empty board,
// except for Quarto, whose first move (a give) is decided at once.
std::unique_ptr<Game> longSearchPosition(const GameOptions &gameOptions)
{
    auto parsed =
        gameOptions.rules->gameFromText(gameOptions, gameOptions.rules == &quartoRules() ? "DTRH a1LSQF" : "");
    return std::move(std::get<std::unique_ptr<Game>>(parsed));
}

// A search running on its own std::thread, as the window's worker runs it.
// The thread records when chooseMove() returned; the progress callback (run
// on the searching thread) hands the depth reached to the owner.
class BackgroundSearch {
public:
    BackgroundSearch(const GameOptions &gameOptions, const AiConfig &config)
        : m_game(longSearchPosition(gameOptions))
        , m_ai(gameOptions.rules->makeAi(config))
    {
        m_control.onProgress = [this](const SearchProgress &progress) {
            std::lock_guard lock(m_mutex);
            m_depth = std::max(m_depth, progress.depth);
            m_progressed = true;
            m_changed.notify_all();
        };
    }
    ~BackgroundSearch()
    {
        if (m_thread.joinable()) {
            m_control.cancel = true;
            m_thread.join();
        }
    }

    bool valid() const { return m_ai != nullptr; }
    const Game &game() const { return *m_game; }

    void start()
    {
        m_thread = std::thread([this] {
            AiDecision decision = m_ai->chooseMove(*m_game, m_control);
            std::lock_guard lock(m_mutex);
            m_decision = decision;
            m_finishedAt = Clock::now();
            m_finished = true;
            m_changed.notify_all();
        });
    }

    // Waits until the search reported a completed depth, or for `atMost`
    // (the levels that report no progress): either way it is busy by then.
    void waitUntilBusy(std::chrono::milliseconds atMost)
    {
        std::unique_lock lock(m_mutex);
        m_changed.wait_for(lock, atMost, [this] { return m_progressed || m_finished; });
    }

    // Cancels from this (another) thread; returns the time until the search returned.
    std::chrono::microseconds cancelAndJoin()
    {
        const Clock::time_point cancelledAt = Clock::now();
        m_control.cancel.store(true);
        m_thread.join();
        std::lock_guard lock(m_mutex);
        return std::chrono::duration_cast<std::chrono::microseconds>(m_finishedAt - cancelledAt);
    }

    void join() { m_thread.join(); }
    bool finished()
    {
        std::lock_guard lock(m_mutex);
        return m_finished;
    }
    AiDecision decision()
    {
        std::lock_guard lock(m_mutex);
        return m_decision;
    }
    int depth()
    {
        std::lock_guard lock(m_mutex);
        return m_depth;
    }

private:
    std::unique_ptr<Game> m_game;
    std::unique_ptr<Ai> m_ai;
    SearchControl m_control;
    std::thread m_thread;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    bool m_progressed = false;
    bool m_finished = false;
    int m_depth = 0;
    AiDecision m_decision;
    Clock::time_point m_finishedAt;
};

} // namespace

class TestAiThreads : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { m_seed = test::testSeed(4242); }

    void cancelFromAnotherThread_data()
    {
        QTest::addColumn<GameOptions>("game");
        QTest::addColumn<AiConfig>("config");
        // Every level deep enough to run for minutes on an empty board (minimax
        // on 10x10 boards: at depth 9 it finishes the 7x7 ones in under 0.1 s).
        const GameRules &c4 = connectFourRules(), &quarto = quartoRules(), &fm = fourMationRules();
        QTest::newRow("connect4 10x10 minimax:9") << options(c4, 10) << level("minimax:9");
        QTest::newRow("connect4 7x7 expert, 10 minutes") << options(c4) << level("expert:600000");
        QTest::newRow("connect4 7x7 perfect, 10 minutes") << options(c4) << level("perfect:600000");
        QTest::newRow("connect4 10x10 expert, 10 minutes") << options(c4, 10) << level("expert:600000");
        QTest::newRow("quarto minimax:9") << options(quarto) << level("minimax:9");
        QTest::newRow("quarto expert, 10 minutes") << options(quarto) << level("expert:600000");
        QTest::newRow("quarto perfect, 10 minutes") << options(quarto) << level("perfect:600000");
        QTest::newRow("4mation 10x10 minimax:9") << options(fm, 10) << level("minimax:9");
        QTest::newRow("4mation 7x7 expert, 10 minutes") << options(fm) << level("expert:600000");
        QTest::newRow("4mation 7x7 perfect, 10 minutes") << options(fm) << level("perfect:600000");
        QTest::newRow("4mation 10x10 hardcore") << options(fm, 10) << level("hardcore");
    }

    void cancelFromAnotherThread()
    {
        QFETCH(GameOptions, game);
        QFETCH(AiConfig, config);
        BackgroundSearch search(game, config);
        QVERIFY(search.valid());
        search.start();
        search.waitUntilBusy(std::chrono::milliseconds(50));
        if (search.finished()) {
            // Hardcore may simply be done (it has no time budget and may find
            // its move quickly): then its move must be a real one. Any other
            // level finishing first would leave the cancel untested.
            QVERIFY2(config.level == kHardcoreLevel, "finished before the cancel");
            search.join();
            QVERIFY(search.game().isLegal(search.decision().move));
            qInfo("finished before it could be cancelled");
            return;
        }
        const std::chrono::microseconds latency = search.cancelAndJoin();
        const AiDecision decision = search.decision();
        QVERIFY(decision.cancelled);
        QVERIFY(decision.move == kNoMove || search.game().isLegal(decision.move));
        qInfo("returned %.2f ms after the cancel (depth reached %d, %llu nodes)", double(latency.count()) / 1000.0,
              search.depth(), static_cast<unsigned long long>(decision.nodes));
    }

    void manySearchesAtOnceCancelledMidway()
    {
        // One search per game and level on its own thread, all running together
        // (the window's worker and a hint search overlap like this for a moment,
        // and every game's static tables are first built here concurrently), then
        // cancelled from this thread in a random order.
        std::mt19937_64 random(m_seed);
        std::vector<std::pair<std::unique_ptr<BackgroundSearch>, std::string>> searches;
        for (const GameRules *rules : kGames)
            for (const char *text : {"expert:600000", "perfect:600000", "minimax:9"}) {
                // Minimax on 10x10 boards: at depth 9 it finishes Connect Four
                // 7x7 and 4Mation 7x7 in under 0.1 s alone, and on a busy
                // machine one now and then did before its turn to be
                // cancelled came (4Mation 10x10 takes 0.5 s alone, 2.4 s
                // here; the last cancel comes within about 0.2 s).
                const bool minimax = std::string_view(text).starts_with("minimax");
                const GameOptions game = options(*rules, minimax && rules != &quartoRules() ? 10 : 7);
                searches.emplace_back(std::make_unique<BackgroundSearch>(game, level(text)),
                                      std::string(rules->id()) + " " + text);
            }
        for (auto &[search, name] : searches) {
            QVERIFY(search->valid());
            search->start();
        }
        std::shuffle(searches.begin(), searches.end(), random);
        for (auto &[search, name] : searches) {
            search->waitUntilBusy(std::chrono::milliseconds(20));
            search->cancelAndJoin();
            const AiDecision decision = search->decision();
            // Minimax has a fixed depth and may still finish first, rarely
            // (see above): then its move must be a real one. The timed levels
            // have ten minutes and must have stopped.
            if (!decision.cancelled && name.ends_with("minimax:9")) {
                QVERIFY2(search->game().isLegal(decision.move), name.c_str());
                continue;
            }
            QVERIFY2(decision.cancelled, name.c_str());
            QVERIFY(decision.move == kNoMove || search->game().isLegal(decision.move));
        }
    }

    void concurrentSearchesAgreeWithASingleOne()
    {
        // Depth-capped searches are deterministic: the same position searched on
        // four threads at once gives the move a lone search gives. A table or
        // counter shared between searches by mistake would make them differ.
        std::mt19937_64 random(m_seed + 1);
        for (const GameRules *rules : kGames) {
            std::unique_ptr<Game> position = rules->newGame(options(*rules));
            for (int ply = 0; ply < 6; ++ply) {
                const std::vector<Move> legal = position->legalMoves();
                position->play(legal[random() % legal.size()]);
            }
            QVERIFY(!position->isOver());
            for (const char *text : {"expert:d5", "minimax:4", "greedy", "random"}) {
                const AiConfig config = level(text);
                SearchControl alone;
                const AiDecision expected = rules->makeAi(config)->chooseMove(*position, alone);
                QVERIFY(position->isLegal(expected.move));

                std::vector<AiDecision> decisions(4);
                std::vector<std::thread> threads;
                for (std::size_t i = 0; i < decisions.size(); ++i) {
                    threads.emplace_back([&, i] {
                        SearchControl control;
                        const std::unique_ptr<Game> copy = position->clone();
                        decisions[i] = rules->makeAi(config)->chooseMove(*copy, control);
                    });
                }
                for (std::thread &t : threads)
                    t.join();
                for (const AiDecision &d : decisions) {
                    QCOMPARE(d.move, expected.move);
                    QCOMPARE(d.score, expected.score);
                }
            }
        }
    }

    void oneAiReusedAfterACancel()
    {
        // The window's worker makes a new AI per request, but a match keeps one
        // per player between moves (its table carries over): after a search
        // cancelled on one thread, the same object must answer fully on another,
        // to the depth asked, as a new one does. (Depth 12 on the empty 7x7
        // board takes tens of milliseconds: the cancel comes first.)
        std::unique_ptr<Game> position = connectFourRules().newGame(options(connectFourRules()));
        AiConfig capped = level("expert:d12");
        std::unique_ptr<Ai> reused = connectFourRules().makeAi(capped);
        AiDecision first;
        {
            SearchControl control;
            std::thread thread([&] { first = reused->chooseMove(*position, control); });
            std::this_thread::sleep_for(std::chrono::milliseconds(1));
            control.cancel = true;
            thread.join();
        }
        QVERIFY(first.cancelled);
        AiDecision again;
        std::thread second([&] {
            SearchControl control;
            again = reused->chooseMove(*position, control);
        });
        second.join();
        SearchControl control;
        const AiDecision fresh = connectFourRules().makeAi(capped)->chooseMove(*position, control);
        QVERIFY(!again.cancelled && !fresh.cancelled);
        QCOMPARE(again.depth, 12);
        QCOMPARE(fresh.depth, 12);
        QVERIFY(position->isLegal(again.move));
        QVERIFY(position->isLegal(fresh.move));
    }

private:
    std::uint64_t m_seed = 0;
};

QTEST_MAIN(TestAiThreads)
#include "tst_aithreads.moc"
