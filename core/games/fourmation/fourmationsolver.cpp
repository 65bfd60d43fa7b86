// The 4Mation solver's engine: the threads of one search, each running a
// Search (fourmationsearch.h), and what they share.
#include "core/games/fourmation/fourmationsolver.h"

#include "core/games/fourmation/fourmationevaluation.h"
#include "core/games/fourmation/fourmationsearch.h"
#include "core/solver/exactchoice.h"
#include "core/solver/firstanswer.h"

#include <algorithm>
#include <cassert>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace quatre {

class FourMationSolver::Engine {
public:
    virtual ~Engine() = default;
    virtual std::optional<int> solve(const FourMation &game, bool weak, const SearchControl *control,
                                     FourMationSolver::Deadline deadline) = 0;
    virtual std::optional<int> searchWindow(const FourMation &game, int alpha, int beta, const SearchControl *control,
                                            FourMationSolver::Deadline deadline) = 0;
    virtual void clearTable() = 0;
    virtual void setThreads(int threads) = 0;
    virtual int threads() const = 0;
    virtual std::uint64_t nodes() const = 0;
    virtual std::size_t tableBytes() const = 0;
    int size = 0;
    bool officialRule = false;
};

namespace {

using namespace fourmation_detail;

// The engine: one Search a thread ([0] the caller's), and with more than
// one what they share. The threads share the work as Connect Four's do
// (see kSharedPlies in fourmationsearch.h); the first to answer gives the
// result (firstAnswer()).
template <class B, int FixedSize = 0>
class SolverEngine final : public FourMationSolver::Engine {
public:
    using ThreadSearch = Search<B, FixedSize>;

    SolverEngine(int n, bool official, int log2Slots)
        : m_log2Slots(log2Slots)
    {
        size = n;
        officialRule = official;
        m_searches.push_back(std::make_unique<ThreadSearch>(n, official, log2Slots));
    }

    std::optional<int> solve(const FourMation &game, bool weak, const SearchControl *control,
                             FourMationSolver::Deadline deadline) override
    {
        return run(game, control, deadline,
                   [weak](ThreadSearch &search, const Root &root) { return search.solve(root, weak); });
    }

    std::optional<int> searchWindow(const FourMation &game, int alpha, int beta, const SearchControl *control,
                                    FourMationSolver::Deadline deadline) override
    {
        return run(game, control, deadline, [alpha, beta](ThreadSearch &search, const Root &root) {
            return search.searchWindow(root, alpha, beta);
        });
    }

    void clearTable() override
    {
        for (const auto &search : m_searches)
            search->clearTable();
        if (m_shared)
            m_shared->table.clear();
    }

    void setThreads(int threads) override
    {
        threads = std::clamp(threads, 1, kMaxThreads);
        if (threads > 1 && !m_shared)
            m_shared = std::make_unique<Shared>(m_log2Slots);
        if (threads == 1)
            m_shared.reset(); // alone, every node goes to this thread's table
        while (static_cast<int>(m_searches.size()) > threads) {
            m_retiredNodes += m_searches.back()->nodes(); // nodes() stays a running total
            m_searches.pop_back();
        }
        while (static_cast<int>(m_searches.size()) < threads)
            m_searches.push_back(std::make_unique<ThreadSearch>(size, officialRule, m_log2Slots));
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
        std::size_t bytes = m_shared ? m_shared->table.bytes() : 0;
        for (const auto &search : m_searches)
            bytes += search->tableBytes();
        return bytes;
    }

private:
    using Root = typename ThreadSearch::Root;
    using Shared = typename ThreadSearch::Shared;
    static constexpr int kMaxThreads = 64;

    // `job(search, root)` on the caller's thread, and on the helpers too
    // once the caller's search has proved long enough; the first answer.
    template <class Job>
    std::optional<int> run(const FourMation &game, const SearchControl *control, FourMationSolver::Deadline deadline,
                           const Job &job)
    {
        assert(game.size() == size && game.officialRule() == officialRule);
        const Root root = ThreadSearch::rootOf(game);
        ThreadSearch &caller = *m_searches.front();
        if (m_searches.size() == 1) {
            caller.begin(root, nullptr, nullptr, control, deadline, false);
            return job(caller, root);
        }
        return firstAnswer(
            m_searches.size() - 1, m_shared->stopAll,
            [&](std::function<void()> *startHelpers) {
                caller.begin(root, m_shared.get(), startHelpers, control, deadline, false);
                return job(caller, root);
            },
            [&](std::size_t i) { m_searches[i + 1]->begin(root, m_shared.get(), nullptr, control, deadline, true); },
            [&](std::size_t i) { return job(*m_searches[i + 1], root); });
    }

    int m_log2Slots;
    std::vector<std::unique_ptr<ThreadSearch>> m_searches; // [0]: the caller's thread
    std::unique_ptr<Shared> m_shared; // null with one thread
    std::uint64_t m_retiredNodes = 0; // of the helpers of an earlier setThreads()
};

template <int N>
std::unique_ptr<FourMationSolver::Engine> makeEngine(bool official, int log2Slots)
{
    return std::make_unique<SolverEngine<std::uint64_t, N>>(N, official, log2Slots);
}

} // namespace

FourMationSolver::FourMationSolver(int size, bool officialRule, int log2TableSlots)
    : m_tableBits(log2TableSlots)
{
    assert(FourMation::isValidSize(size));
    switch (size) {
    case 3: m_engine = makeEngine<3>(officialRule, log2TableSlots); break;
    case 4: m_engine = makeEngine<4>(officialRule, log2TableSlots); break;
    case 5: m_engine = makeEngine<5>(officialRule, log2TableSlots); break;
    case 6: m_engine = makeEngine<6>(officialRule, log2TableSlots); break;
    case 7: m_engine = makeEngine<7>(officialRule, log2TableSlots); break;
    default: m_engine = std::make_unique<SolverEngine<CellSet>>(size, officialRule, log2TableSlots); break;
    }
}

FourMationSolver::~FourMationSolver() = default;

int FourMationSolver::size() const
{
    return m_engine->size;
}
bool FourMationSolver::officialRule() const
{
    return m_engine->officialRule;
}

std::optional<int> FourMationSolver::solve(const FourMation &game, bool weak, const SearchControl *control,
                                           Deadline deadline)
{
    const std::optional<int> score = m_engine->solve(game, weak, control, deadline);
    if (score && weak)
        return (*score > 0) - (*score < 0);
    return score;
}

std::optional<bool> FourMationSolver::scoreAtLeast(const FourMation &game, int threshold, const SearchControl *control,
                                                   Deadline deadline)
{
    const std::optional<int> r = m_engine->searchWindow(game, threshold - 1, threshold, control, deadline);
    return r ? std::optional<bool>(*r >= threshold) : std::nullopt;
}

std::optional<std::vector<std::optional<int>>> FourMationSolver::scoreMoves(const FourMation &game,
                                                                            const SearchControl *control,
                                                                            Deadline deadline)
{
    return scoreEveryMove(game, game.size() * game.size(), winNowScore(game),
                          [&](const FourMation &child) { return solve(child, false, control, deadline); });
}

std::optional<FourMationSolver::Choice> FourMationSolver::bestMove(const FourMation &game, const SearchControl *control,
                                                                   Deadline deadline)
{
    return chooseExactly<Choice>(
        game, winNowScore(game), [&](const FourMation &position) { return solve(position, false, control, deadline); },
        [&](const FourMation &child, int alpha, int beta) {
            return m_engine->searchWindow(child, alpha, beta, control, deadline);
        });
}

void FourMationSolver::clearTable()
{
    m_engine->clearTable();
}

void FourMationSolver::setThreads(int threads)
{
    m_engine->setThreads(threads);
}

int FourMationSolver::threads() const
{
    return m_engine->threads();
}

Verdict FourMationSolver::verdictOf(const FourMation &game, int score)
{
    if (score == 0)
        return Verdict{};
    // A win scores cells + 1 - p and a loss p - cells - 1, p the cubes on the
    // board after the last one; one cube is placed a ply.
    const int cells = game.size() * game.size();
    const int cubes = game.plyCount();
    return score > 0 ? Verdict{1, cells + 1 - score - cubes} : Verdict{-1, cells + 1 + score - cubes};
}
std::uint64_t FourMationSolver::nodes() const
{
    return m_engine->nodes();
}
std::size_t FourMationSolver::tableBytes() const
{
    return m_engine->tableBytes();
}

} // namespace quatre
