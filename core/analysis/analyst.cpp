#include "core/analysis/analyst.h"

#include "core/analysis/taskqueue.h"
#include "core/solver/exactsolver.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cassert>
#include <condition_variable>
#include <limits>
#include <mutex>
#include <thread>

namespace quatre {

namespace {

// A group of two moves or more (GameRules::moveGroupOf()) whose best the
// analysis looks for first, and how far that search has come.
struct MoveGroup {
    std::vector<std::size_t> moves; // indices into the legal moves, in their order
    std::optional<int> best; // the highest exact score among its moves so far
    std::size_t next = 0; // the first of `moves` not yet valued or bounded
};

// The groups of `moves` with more than one move and one to solve at least,
// each with the best of the exact values it already has.
std::vector<MoveGroup> groupsToValue(const GameRules &rules, const std::vector<Move> &moves,
                                     const std::vector<bool> &toSolve,
                                     const std::vector<std::optional<MoveValue>> &values)
{
    std::vector<std::pair<int, std::size_t>> byGroup;
    for (std::size_t i = 0; i < moves.size(); ++i)
        byGroup.emplace_back(rules.moveGroupOf(moves[i]), i);
    std::stable_sort(byGroup.begin(), byGroup.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    std::vector<MoveGroup> groups;
    for (std::size_t k = 0, end = 0; k < byGroup.size(); k = end) {
        MoveGroup group;
        for (end = k; end < byGroup.size() && byGroup[end].first == byGroup[k].first; ++end)
            group.moves.push_back(byGroup[end].second);
        if (group.moves.size() < 2
            || std::none_of(group.moves.begin(), group.moves.end(), [&](std::size_t i) { return toSolve[i]; }))
            continue;
        for (std::size_t i : group.moves)
            if (values[i] && values[i]->exact)
                group.best = std::max(group.best.value_or(values[i]->score), values[i]->score);
        groups.push_back(std::move(group));
    }
    return groups;
}

} // namespace

Analyst::Analyst(const GameOptions &options, int threads)
    : m_options(options)
{
    assert(threads >= 1);
    std::unique_ptr<ExactSolver> solver = options.rules->makeSolver(options);
    if (!solver)
        return;
    if (threads > 1) {
        // Each thread's table a 2^k-th of the size, 2^k the threads rounded up
        // to a power of two: together no larger than the one table.
        constexpr int kMinTableBits = 10;
        const int bits = std::max(
            kMinTableBits, solver->tableBits() - static_cast<int>(std::bit_width(static_cast<unsigned>(threads - 1))));
        solver.reset();
        for (int i = 0; i < threads; ++i)
            m_solvers.push_back(options.rules->makeSolver(options, bits));
    } else {
        m_solvers.push_back(std::move(solver));
    }
}

Analyst::~Analyst() = default;

std::uint64_t Analyst::solverNodes() const
{
    std::uint64_t nodes = 0;
    for (const std::unique_ptr<ExactSolver> &solver : m_solvers)
        nodes += solver->nodes();
    return nodes;
}

std::size_t Analyst::tableBytes() const
{
    std::size_t bytes = 0;
    for (const std::unique_ptr<ExactSolver> &solver : m_solvers)
        bytes += solver->tableBytes();
    return bytes;
}

std::optional<std::vector<MoveValue>> Analyst::analyse(const Game &game, SearchControl &control,
                                                       const AnalysisBudget &budget, const ValueReport &onValue,
                                                       const AnalysisFocus *focus)
{
    assert(!game.isOver());
    using Clock = std::chrono::steady_clock;
    const Clock::time_point exactDeadline = Clock::now() + budget.exact;
    const std::vector<Move> moves = game.legalMoves();
    std::vector<std::optional<MoveValue>> values(moves.size());
    const auto isExact = [&](std::size_t i) { return values[i] && values[i]->exact; };
    const auto settle = [&](std::size_t i, MoveValue value) {
        if (isExact(i))
            return; // two threads solved the move (a group's best, and the move itself)
        values[i] = value;
        if (onValue)
            onValue(value);
    };
    ExactSolver *const solver = m_solvers.empty() ? nullptr : m_solvers.front().get();
    const auto exactValue = [&](Move move, int score) {
        return MoveValue{move, true, score, solver->verdictOf(game, score)};
    };

    // Children are made once: a Quarto child is a copy of a small board, a
    // Connect Four one of a few words.
    std::vector<std::unique_ptr<Game>> children;
    children.reserve(moves.size());
    for (Move move : moves) {
        children.push_back(game.clone());
        children.back()->play(move);
    }

    // The game's end and the book: no search.
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Game &child = *children[i];
        if (child.isOver()) {
            const bool won = child.outcome() == winFor(game.sideToMove());
            const int score = won ? (solver ? solver->winNowScore(game) : 1) : 0;
            settle(i,
                   solver ? exactValue(moves[i], score)
                          : MoveValue{moves[i], true, score, won ? Verdict{1, 1} : Verdict{}});
        } else if (solver && !solver->unsolvable(child)) {
            if (const std::optional<int> score = solver->bookScore(child))
                settle(i, exactValue(moves[i], -*score));
        }
    }

    // The exact solves, while the budget lasts.
    if (solver) {
        // A position in the book (6 x 7 Connect Four up to 10 discs) whose
        // moves are not: the book's move is worth the position's score, and
        // no move more, so each of the others is solved from that floor.
        const bool anyLeft = std::count(values.begin(), values.end(), std::nullopt) > 0;
        const std::optional<ExactSolver::BookChoice> book =
            anyLeft && !solver->unsolvable(game) ? solver->bookChoice(game) : std::nullopt;
        if (book) {
            const auto best = std::find(moves.begin(), moves.end(), book->move);
            if (best != moves.end() && !values[static_cast<std::size_t>(best - moves.begin())])
                settle(static_cast<std::size_t>(best - moves.begin()), exactValue(book->move, book->score));
        }
        std::vector<bool> solvable(moves.size());
        for (std::size_t i = 0; i < moves.size(); ++i)
            solvable[i] = !values[i] && !solver->unsolvable(*children[i]);

        // The tasks, in order: first the best of each group of moves (see
        // GameRules::moveGroupOf()) that has moves left, then every move left.
        // A group's best is one exact solve; each of its other moves then
        // asks one null window, whether it is worth more than the best so
        // far (a Quarto draw's cheap side: the opponent does not lose), and is
        // solved only if it is, else reported as a bound.
        std::vector<MoveGroup> groups = groupsToValue(*m_options.rules, moves, solvable, values);
        std::vector<AnalysisTask> tasks;
        for (std::size_t g = 0; g < groups.size(); ++g)
            tasks.push_back({true, g});
        for (std::size_t i = 0; i < moves.size(); ++i)
            if (solvable[i])
                tasks.push_back({false, i, m_options.rules->moveGroupOf(moves[i])});
        TaskQueue queue(std::move(tasks), m_solvers.size());

        // A move's exact score for its child's side to move, once some thread
        // has it (kUnknown before), so that no other solves it again.
        constexpr int kUnknown = std::numeric_limits<int>::min();
        std::vector<std::atomic<int>> solvedScore(moves.size());
        // The floor of a move's child's score that its group's bound sets
        // (kUnknown: none), which spares its solve a null window.
        std::vector<std::atomic<int>> boundFloor(moves.size());
        for (std::size_t i = 0; i < moves.size(); ++i) {
            solvedScore[i].store(kUnknown);
            boundFloor[i].store(kUnknown);
        }
        const auto solveMove = [&](ExactSolver &by, std::size_t i, Clock::time_point deadline) {
            const int floor = std::max(book ? -book->score : kUnknown, boundFloor[i].load(std::memory_order_acquire));
            std::optional<int> score = floor != kUnknown ? by.solveAtLeast(*children[i], floor, deadline, &control)
                                                         : by.solve(*children[i], false, deadline, &control);
            if (score)
                solvedScore[i].store(*score, std::memory_order_release);
            return score;
        };

        // The other threads hand their values over through `found`, and this
        // thread reports them, so that onValue is only ever called here.
        std::mutex mutex;
        std::condition_variable heard;
        std::vector<std::pair<std::size_t, MoveValue>> found;
        std::size_t helpersRunning = 0;
        const auto hand = [&](const ExactSolver &by, std::size_t i, const MoveValue &value) {
            if (&by == solver) {
                settle(i, value);
                return;
            }
            const std::lock_guard lock(mutex);
            found.emplace_back(i, value);
            heard.notify_one();
        };
        // Runs a task up to `deadline`: false if it stopped first (a group
        // goes on from where it stopped when run again).
        const auto run = [&](ExactSolver &by, const AnalysisTask &task, Clock::time_point deadline) {
            if (!task.groupBest) {
                const std::size_t i = task.index;
                if (solvedScore[i].load(std::memory_order_acquire) != kUnknown)
                    return true;
                const std::optional<int> score = solveMove(by, i, deadline);
                if (score)
                    hand(by, i, exactValue(moves[i], -*score));
                return score.has_value();
            }
            MoveGroup &group = groups[task.index];
            for (; group.next < group.moves.size(); ++group.next) {
                const std::size_t i = group.moves[group.next];
                if (!solvable[i])
                    continue;
                std::optional<int> score;
                if (const int known = solvedScore[i].load(std::memory_order_acquire); known != kUnknown) {
                    score = known;
                } else if (group.best) {
                    const std::optional<bool> noBetter =
                        by.scoreAtLeast(*children[i], -*group.best, deadline, &control);
                    if (!noBetter)
                        return false;
                    if (*noBetter) {
                        boundFloor[i].store(-*group.best, std::memory_order_release);
                        hand(by, i, MoveValue{moves[i], false, *group.best, {}, true});
                        continue;
                    }
                }
                if (!score && !(score = solveMove(by, i, deadline)))
                    return false;
                hand(by, i, exactValue(moves[i], -*score));
                group.best = std::max(group.best.value_or(-*score), -*score);
            }
            return true;
        };

        const auto takeTask = [&](std::size_t thread) -> std::optional<AnalysisTask> {
            if (Clock::now() >= exactDeadline || control.isCancelled())
                return std::nullopt;
            return queue.take(thread, focus ? focus->group() : std::nullopt);
        };
        const auto help = [&](ExactSolver &by, std::size_t thread) {
            while (const std::optional<AnalysisTask> task = takeTask(thread))
                if (!run(by, *task, exactDeadline))
                    break; // cancelled, or out of time
            const std::lock_guard lock(mutex);
            --helpersRunning;
            heard.notify_one();
        };
        const auto settleFound = [&](std::unique_lock<std::mutex> &lock) {
            std::vector<std::pair<std::size_t, MoveValue>> batch;
            batch.swap(found);
            lock.unlock();
            for (const auto &[i, value] : batch)
                if (!control.isCancelled())
                    settle(i, value);
            lock.lock();
        };
        std::vector<std::jthread> helpers; // last, so joined before what they use goes
        const auto startHelpers = [&] {
            const std::lock_guard lock(mutex);
            helpersRunning = m_solvers.size() - 1;
            for (std::size_t h = 1; h < m_solvers.size(); ++h)
                helpers.emplace_back(help, std::ref(*m_solvers[h]), h);
        };
        const Clock::time_point solvesStart = Clock::now();
        const Clock::time_point helpersTime = solvesStart + m_helpersAfter;
        while (const std::optional<AnalysisTask> task = takeTask(0)) {
            const bool helpersWanted = helpers.empty() && m_solvers.size() > 1;
            // Until the helpers start, a task stops at their time; if other
            // tasks are left then, they start, and the task goes on from its
            // table: one long move, such as the first, does not keep them out.
            bool done = run(*solver, *task, helpersWanted ? std::min(helpersTime, exactDeadline) : exactDeadline);
            if (!done && helpersWanted && !control.isCancelled() && Clock::now() < exactDeadline) {
                if (queue.anyLeft())
                    startHelpers();
                done = run(*solver, *task, exactDeadline);
            }
            if (control.isCancelled() || !done)
                break;
            std::unique_lock lock(mutex);
            settleFound(lock);
            lock.unlock();
            if (helpers.empty() && m_solvers.size() > 1 && Clock::now() >= helpersTime && queue.anyLeft())
                startHelpers();
        }
        std::unique_lock lock(mutex);
        for (;;) {
            heard.wait(lock, [&] { return !found.empty() || helpersRunning == 0; });
            const bool done = helpersRunning == 0;
            settleFound(lock);
            if (done && found.empty())
                break;
        }
        lock.unlock();
        helpers.clear();
        if (control.isCancelled())
            return std::nullopt;
    }

    // Expert's estimate for the rest, the budget shared out evenly.
    std::size_t left = 0;
    for (std::size_t i = 0; i < moves.size(); ++i)
        left += !isExact(i);
    if (left > 0) {
        AiConfig expert;
        expert.level = AiLevel::Expert;
        expert.budget = std::chrono::milliseconds(std::max<long long>(
            AnalysisBudget::kMinEstimateMs, budget.estimate.count() / static_cast<long long>(left)));
        if (m_estimator)
            m_estimator->setBudget(expert.budget);
        else
            m_estimator = m_options.rules->makeAi(expert);
        for (std::size_t i = 0; i < moves.size(); ++i) {
            if (isExact(i))
                continue;
            const AiDecision decision = m_estimator->chooseMove(*children[i], control);
            if (control.isCancelled())
                return std::nullopt;
            settle(i, MoveValue{moves[i], false, -decision.score, Verdict{}});
        }
    }

    std::vector<MoveValue> result;
    result.reserve(values.size());
    for (const std::optional<MoveValue> &value : values)
        result.push_back(*value);
    return result;
}

std::optional<MoveValue> bestExactValue(const std::vector<MoveValue> &values)
{
    std::optional<MoveValue> best;
    std::optional<int> highestBound;
    for (const MoveValue &value : values) {
        if (value.atMost) {
            highestBound = std::max(highestBound.value_or(value.score), value.score);
            continue;
        }
        if (!value.exact)
            return std::nullopt;
        if (!best || value.score > best->score)
            best = value;
    }
    if (highestBound && (!best || *highestBound > best->score))
        return std::nullopt;
    return best;
}

} // namespace quatre
