// The Connect Four solver's engine: one table (connectfourtable.h) and the
// threads that search it, each running a Search (connectfoursearch.h).
#include "core/games/connectfour/connectfoursolver.h"

#include "core/games/connectfour/connectfoursearch.h"

#include <algorithm>
#include <atomic>
#include <cassert>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

namespace quatre {

class ConnectFourSolver::Engine {
public:
    virtual ~Engine() = default;
    virtual std::optional<int> solve(const ConnectFour &game, bool weak, std::optional<int> floor,
                                     const SearchControl *control, ConnectFourSolver::Deadline deadline) = 0;
    virtual std::optional<int> searchWindow(const ConnectFour &game, int alpha, int beta, const SearchControl *control,
                                            ConnectFourSolver::Deadline deadline) = 0;
    virtual void clearTable() = 0;
    virtual void setThreads(int threads) = 0;
    virtual int threads() const = 0;
    virtual std::uint64_t nodes() const = 0;
    virtual std::size_t tableBytes() const = 0;
    virtual std::size_t filledSlots() const = 0;
    int rows = 0, columns = 0;
};

namespace {

using namespace connectfour_detail;

// The engine: the table, shared by every search thread, and the threads.
//
// With more than one thread the search is a "Lazy SMP" one: every thread
// runs the whole search of the caller (the same null-window binary search
// of solve(), or the same window of searchWindow()), each with its own node
// count and stop flag, all of them reading and writing the one table near
// the root (see Search::kSharedPlies and kSharedTablePlies). A helper's
// proofs land in the table, where the others find them; the first thread to
// finish gives the answer, which is exact whichever it is (the table holds
// only true bounds), and the others are told to stop.
// solve() returns once every helper has stopped.
//
// The helpers are a small pool of std::threads made on the first search
// that needs them and kept, asleep, until the solver goes. They start only
// once the caller's thread has searched kHelpersAfterNodes nodes: most
// searches of a game end sooner, and for them waking the helpers would cost
// more than they give.
template <class B, class Check, int FixedRows = 0, int FixedColumns = 0>
class SolverEngine final : public ConnectFourSolver::Engine {
public:
    using ThreadSearch = Search<B, Check, FixedRows, FixedColumns>;
    using Storage = typename ThreadSearch::Storage;

    SolverEngine(int r, int c, int log2Slots)
    {
        rows = r;
        columns = c;
        m_log2Slots = log2Slots;
        m_searches.push_back(std::make_unique<ThreadSearch>(r, c, log2Slots));
        m_slotCount = m_searches.front()->slotCount();
        m_memory = allocateTable(m_slotCount * sizeof(Storage));
        m_table = static_cast<Storage *>(m_memory.get());
    }
    ~SolverEngine() override { stopPool(); }

    std::optional<int> solve(const ConnectFour &game, bool weak, std::optional<int> floor, const SearchControl *control,
                             ConnectFourSolver::Deadline deadline) override
    {
        // The solves from a floor (solveAtLeast(): one position's moves, one
        // after the other) keep the age of the solve before them, so that to
        // the table (see Slot) they are one search: a costly result of one
        // move stays for its siblings, whose trees meet it by transposition
        // (6 % fewer nodes on the slowest 10-disc 6 x 7 positions).
        if (!floor)
            m_age = (m_age + 1) & 3;
        return run({&game, false, weak, floor, 0, 0, control, deadline});
    }

    std::optional<int> searchWindow(const ConnectFour &game, int alpha, int beta, const SearchControl *control,
                                    ConnectFourSolver::Deadline deadline) override
    {
        return run({&game, true, false, std::nullopt, alpha, beta, control, deadline});
    }

    void clearTable() override
    {
        if (++m_generation == 0) { // wrapped: really clear once every 255 calls
            clearSlots(m_table, m_slotCount);
            for (const auto &search : m_searches)
                search->clearOwnTable();
            m_generation = 1;
        }
    }

    void setThreads(int threads) override
    {
        threads = std::clamp(threads, 1, kMaxThreads);
        if (threads == static_cast<int>(m_searches.size()))
            return;
        stopPool();
        m_searches.resize(static_cast<std::size_t>(threads));
        for (auto &search : m_searches) {
            if (!search)
                search = std::make_unique<ThreadSearch>(rows, columns, m_log2Slots);
        }
        if (threads == 1)
            m_searches.front()->releaseOwnTable();
    }
    int threads() const override { return static_cast<int>(m_searches.size()); }

    std::uint64_t nodes() const override
    {
        std::uint64_t sum = m_retiredNodes;
        for (const auto &search : m_searches)
            sum += search->nodes();
        return sum;
    }
    std::size_t tableBytes() const override
    {
        std::size_t bytes = m_slotCount * sizeof(Storage);
        for (const auto &search : m_searches)
            bytes += search->ownTableBytes();
        return bytes;
    }
    std::size_t filledSlots() const override
    {
        std::size_t filled = connectfour_detail::filledSlots(m_table, m_slotCount, m_generation);
        for (const auto &search : m_searches)
            filled += search->filledOwnSlots(m_generation);
        return filled;
    }

private:
    static constexpr int kMaxThreads = 256;

    // One search asked of every thread.
    struct Job {
        const ConnectFour *game;
        bool window; // searchWindow() rather than solve()
        bool weak;
        std::optional<int> floor;
        int alpha, beta;
        const SearchControl *control;
        ConnectFourSolver::Deadline deadline;
    };

    std::optional<int> runOn(ThreadSearch &search, const Job &job, std::function<void()> *startHelpers)
    {
        typename ThreadSearch::Setup setup;
        setup.table = m_table;
        setup.generation = m_generation;
        setup.age = m_age;
        setup.exclusive = m_searches.size() == 1;
        setup.stopAll = &m_stopAll;
        setup.startHelpers = startHelpers;
        setup.busy = m_busy.data();
        setup.helper = &search != m_searches.front().get();
        search.begin(setup, job.control, job.deadline);
        return job.window ? search.searchWindow(*job.game, job.alpha, job.beta)
                          : search.solve(*job.game, job.weak, job.floor);
    }

    std::optional<int> run(const Job &job)
    {
        ThreadSearch &main = *m_searches.front();
        if (m_searches.size() == 1)
            return runOn(main, job, nullptr);
        m_stopAll.store(false, std::memory_order_relaxed);
        bool started = false;
        std::function<void()> startHelpers = [&] {
            startPool();
            const std::lock_guard lock(m_mutex);
            m_job = &job;
            m_helperResult.reset();
            m_running = static_cast<int>(m_searches.size()) - 1;
            ++m_jobNumber;
            m_wake.notify_all();
            started = true;
        };
        std::optional<int> result = runOn(main, job, &startHelpers);
        if (!started)
            return result;
        m_stopAll.store(true, std::memory_order_relaxed);
        std::unique_lock lock(m_mutex);
        m_done.wait(lock, [&] { return m_running == 0; });
        m_job = nullptr;
        return result ? result : m_helperResult;
    }

    void startPool()
    {
        if (!m_pool.empty())
            return;
        m_quit = false;
        // A helper takes the jobs numbered after the current one (the caller
        // numbers its job once the pool is made).
        const std::uint64_t current = m_jobNumber;
        for (int i = 1; i < static_cast<int>(m_searches.size()); ++i)
            m_pool.emplace_back([this, i, current] { helperLoop(i, current); });
    }

    void stopPool()
    {
        {
            const std::lock_guard lock(m_mutex);
            m_quit = true;
            m_wake.notify_all();
        }
        for (std::thread &thread : m_pool)
            thread.join();
        m_pool.clear();
        for (std::size_t i = 1; i < m_searches.size(); ++i)
            m_retiredNodes += m_searches[i]->nodes(); // nodes() stays a running total
        m_searches.resize(1);
    }

    void helperLoop(int index, std::uint64_t seen)
    {
        std::unique_lock lock(m_mutex);
        for (;;) {
            m_wake.wait(lock, [&] { return m_quit || m_jobNumber != seen; });
            if (m_quit)
                return;
            seen = m_jobNumber;
            const Job job = *m_job;
            lock.unlock();
            const std::optional<int> result = runOn(*m_searches[static_cast<std::size_t>(index)], job, nullptr);
            if (result)
                m_stopAll.store(true, std::memory_order_relaxed); // the answer: the others may stop
            lock.lock();
            if (result && !m_helperResult)
                m_helperResult = result;
            if (--m_running == 0)
                m_done.notify_all();
        }
    }

    int m_log2Slots = 20;
    std::size_t m_slotCount = 0;
    TableMemory m_memory;
    Storage *m_table = nullptr; // m_slotCount slots in m_memory
    std::uint8_t m_generation = 1;
    unsigned m_age = 0; // of the current solve(), see Slot
    std::vector<std::unique_ptr<ThreadSearch>> m_searches; // [0]: the caller's thread
    std::uint64_t m_retiredNodes = 0; // of the helpers of an earlier setThreads()

    std::atomic<bool> m_stopAll{false};
    std::array<std::atomic<std::uint64_t>, ThreadSearch::kBusySlots> m_busy{};
    std::vector<std::thread> m_pool; // helper i searches with m_searches[i]
    std::mutex m_mutex; // guards what follows
    std::condition_variable m_wake, m_done;
    const Job *m_job = nullptr;
    std::uint64_t m_jobNumber = 0;
    int m_running = 0;
    bool m_quit = false;
    std::optional<int> m_helperResult;
};

} // namespace

ConnectFourSolver::ConnectFourSolver(int rows, int columns, int log2TableSlots)
    : m_tableBits(log2TableSlots)
{
    assert(ConnectFour::isValidSize(rows, columns));
    if (rows == 6 && columns == 7)
        m_engine = std::make_unique<SolverEngine<std::uint64_t, std::uint32_t, 6, 7>>(rows, columns, log2TableSlots);
    else if (columns * (rows + 1) <= 64)
        m_engine = std::make_unique<SolverEngine<std::uint64_t, std::uint64_t>>(rows, columns, log2TableSlots);
    else
        m_engine = std::make_unique<SolverEngine<Bits, Bits>>(rows, columns, log2TableSlots);
}

ConnectFourSolver::~ConnectFourSolver() = default;

int ConnectFourSolver::rows() const
{
    return m_engine->rows;
}
int ConnectFourSolver::columns() const
{
    return m_engine->columns;
}

std::optional<int> ConnectFourSolver::solve(const ConnectFour &game, bool weak, const SearchControl *control,
                                            Deadline deadline)
{
    const std::optional<int> score = m_engine->solve(game, weak, std::nullopt, control, deadline);
    if (score && weak)
        return (*score > 0) - (*score < 0);
    return score;
}

std::optional<int> ConnectFourSolver::solveAtLeast(const ConnectFour &game, int floor, const SearchControl *control,
                                                   Deadline deadline)
{
    return m_engine->solve(game, false, floor, control, deadline);
}

std::optional<bool> ConnectFourSolver::scoreAtLeast(const ConnectFour &game, int threshold,
                                                    const SearchControl *control, Deadline deadline)
{
    const std::optional<int> r = m_engine->searchWindow(game, threshold - 1, threshold, control, deadline);
    return r ? std::optional<bool>(*r >= threshold) : std::nullopt;
}

std::optional<std::vector<std::optional<int>>> ConnectFourSolver::scoreMoves(const ConnectFour &game,
                                                                             const SearchControl *control,
                                                                             Deadline deadline)
{
    return scoreEveryMove(game, game.columns(), winNowScore(game),
                          [&](const ConnectFour &child) { return solve(child, false, control, deadline); });
}

std::optional<ConnectFourSolver::Choice> ConnectFourSolver::bestMove(const ConnectFour &game,
                                                                     const SearchControl *control, Deadline deadline)
{
    return chooseExactly<Choice>(
        game, winNowScore(game), [&](const ConnectFour &position) { return solve(position, false, control, deadline); },
        [&](const ConnectFour &child, int alpha, int beta) {
            return m_engine->searchWindow(child, alpha, beta, control, deadline);
        });
}

std::optional<ConnectFourSolver::Choice> ConnectFourSolver::bestMoveOfScore(const ConnectFour &game, int score,
                                                                            const SearchControl *control,
                                                                            Deadline deadline)
{
    return chooseExactly<Choice>(
        game, winNowScore(game), [&](const ConnectFour &) { return std::optional<int>(score); },
        [&](const ConnectFour &child, int alpha, int beta) {
            return m_engine->searchWindow(child, alpha, beta, control, deadline);
        });
}

void ConnectFourSolver::clearTable()
{
    m_engine->clearTable();
}
void ConnectFourSolver::setThreads(int threads)
{
    m_engine->setThreads(threads);
}
int ConnectFourSolver::threads() const
{
    return m_engine->threads();
}
std::uint64_t ConnectFourSolver::nodes() const
{
    return m_engine->nodes();
}
std::size_t ConnectFourSolver::tableBytes() const
{
    return m_engine->tableBytes();
}
std::size_t ConnectFourSolver::filledSlots() const
{
    return m_engine->filledSlots();
}

int ConnectFourSolver::winScore(int rows, int columns, int disc)
{
    return (rows * columns + 1) / 2 + 1 - disc;
}

Verdict ConnectFourSolver::verdictOf(const ConnectFour &game, int score)
{
    if (score == 0)
        return Verdict{};
    // The side to move has played plies / 2 discs and its opponent
    // (plies + 1) / 2. A win with our k-th disc is our (k - plies / 2)-th move
    // from here, the 2m - 1-th ply; a loss to their k-th disc comes at ply 2m.
    const int plies = game.plyCount();
    const int s = winScore(game.rows(), game.columns(), 0); // S, with score = S - k
    if (score > 0)
        return Verdict{1, 2 * (s - score - plies / 2) - 1};
    return Verdict{-1, 2 * (s + score - (plies + 1) / 2)};
}

} // namespace quatre
