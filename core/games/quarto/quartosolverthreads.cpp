#include "core/games/quarto/quartosolver.h"

#include "core/solver/firstanswer.h"

#include <algorithm>
#include <cassert>
#include <thread>
#include <utility>

// Threads (setThreads()). Every thread runs the caller's whole search (the
// binary search of scoreOf(), or one window) on the one table, the first to
// finish answers, and the others are then stopped ("Lazy SMP"). What keeps
// them apart is that, within kSharedPlies of the root, a move whose position
// another thread is searching at that moment is put off until the node's
// other moves are done (the "simplified ABDADA" of Connect Four's solver).
// A node's first move is always searched, and every thread takes the moves
// in the same order: helpers that started at their own place in the root's
// moves searched 3 to 9 % more nodes at 12 to 14 empty squares.

namespace quatre {

namespace {

// How many nodes the caller's thread searches before the helpers start, some
// 13 ms: shorter searches are most of a game's, and with 16,384 a quarter of
// the searches of 10 empty squares took 10 to 20 % longer on two threads than
// on one (making the threads, and searching the same nodes twice).
constexpr std::uint64_t kHelpersAfterNodes = 65536;
constexpr int kMaxThreads = 64;

} // namespace

QuartoSolver::QuartoSolver(const QuartoSolver &main, int threadIndex)
    : m_squareRule(main.m_squareRule)
    , m_tableBits(main.m_tableBits)
    , m_completers(main.m_completers)
    , m_symmetries(main.m_symmetries)
    , m_mapBytes(main.m_mapBytes)
    , m_table(main.m_table)
    , m_slotCount(main.m_slotCount)
    , m_slotMask(main.m_slotMask)
    , m_shared(main.m_shared)
    , m_threadIndex(threadIndex)
{}

void QuartoSolver::setThreads(int threads)
{
    assert(m_threadIndex == 0);
    threads = std::clamp(threads, 1, kMaxThreads);
    if (threads > 1 && !m_ownShared)
        m_ownShared = std::make_unique<Shared>();
    m_shared = threads > 1 ? m_ownShared.get() : nullptr;
    while (static_cast<int>(m_helpers.size()) > threads - 1) {
        m_counter.add(m_helpers.back()->m_counter.nodes()); // nodes() stays a running total
        m_helpers.pop_back();
    }
    while (static_cast<int>(m_helpers.size()) < threads - 1) {
        const int index = static_cast<int>(m_helpers.size()) + 1;
        m_helpers.push_back(std::unique_ptr<QuartoSolver>(new QuartoSolver(*this, index)));
    }
}

std::uint64_t QuartoSolver::nodes() const
{
    std::uint64_t sum = m_counter.nodes();
    for (const std::unique_ptr<QuartoSolver> &helper : m_helpers)
        sum += helper->m_counter.nodes();
    return sum;
}

std::optional<int> QuartoSolver::onEveryThread(int rootEmpty,
                                               const std::function<std::optional<int>(QuartoSolver &)> &job)
{
    m_rootEmpty = rootEmpty;
    if (m_helpers.empty())
        return job(*this);
    const std::optional<int> result = firstAnswer(
        m_helpers.size(), m_shared->stopAll,
        [&](std::function<void()> *startHelpers) {
            m_counter.startHelpersAfter(startHelpers, kHelpersAfterNodes);
            const std::optional<int> answer = job(*this);
            m_counter.startHelpersAfter(nullptr, 0);
            return answer;
        },
        [&](std::size_t i) {
            QuartoSolver &helper = *m_helpers[i];
            helper.start(m_counter.control(), m_counter.deadline());
            helper.m_generation = m_generation;
            helper.m_rootEmpty = rootEmpty;
        },
        [&](std::size_t i) { return job(*m_helpers[i]); });
    // A search stopped because another thread answered is not a stopped one.
    m_counter.setStopped(!result);
    return result;
}

std::optional<int> QuartoSolver::searchWindow(const Node &node, int alpha, int beta)
{
    return onEveryThread(node.empty, [&](QuartoSolver &solver) -> std::optional<int> {
        const int r = solver.negamax(node, alpha, beta);
        return solver.m_counter.stopped() ? std::nullopt : std::optional<int>(r);
    });
}

} // namespace quatre
