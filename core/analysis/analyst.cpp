#include "core/analysis/analyst.h"

#include "core/solver/exactsolver.h"

#include <algorithm>
#include <atomic>
#include <bit>
#include <cassert>
#include <condition_variable>
#include <mutex>
#include <thread>

namespace quatre {

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
                                                       const AnalysisBudget &budget, const ValueReport &onValue)
{
    assert(!game.isOver());
    using Clock = std::chrono::steady_clock;
    const Clock::time_point exactDeadline = Clock::now() + budget.exact;
    const std::vector<Move> moves = game.legalMoves();
    std::vector<std::optional<MoveValue>> values(moves.size());
    const auto settle = [&](std::size_t i, MoveValue value) {
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

    // One exact solve per move left, while the budget lasts.
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
        std::vector<std::size_t> toSolve;
        for (std::size_t i = 0; i < moves.size(); ++i)
            if (!values[i] && !solver->unsolvable(*children[i]))
                toSolve.push_back(i);
        const auto solveMove = [&](ExactSolver &by, std::size_t i, Clock::time_point deadline) {
            return book ? by.solveAtLeast(*children[i], -book->score, deadline, &control)
                        : by.solve(*children[i], false, deadline, &control);
        };

        // Each thread takes the next move of toSolve. The other threads hand
        // their scores over through `found`, and this thread reports them,
        // so that onValue is only ever called here.
        std::atomic<std::size_t> next{0};
        std::mutex mutex;
        std::condition_variable heard;
        std::vector<std::pair<std::size_t, int>> found;
        std::size_t helpersRunning = 0;
        const auto takeMove = [&]() -> std::optional<std::size_t> {
            const std::size_t k = next++;
            if (k >= toSolve.size() || Clock::now() >= exactDeadline || control.isCancelled())
                return std::nullopt;
            return toSolve[k];
        };
        const auto help = [&](ExactSolver &by) {
            while (const std::optional<std::size_t> i = takeMove()) {
                const std::optional<int> score = solveMove(by, *i, exactDeadline);
                if (!score)
                    break; // cancelled, or out of time
                const std::lock_guard lock(mutex);
                found.emplace_back(*i, *score);
                heard.notify_one();
            }
            const std::lock_guard lock(mutex);
            --helpersRunning;
            heard.notify_one();
        };
        const auto settleFound = [&](std::unique_lock<std::mutex> &lock) {
            std::vector<std::pair<std::size_t, int>> batch;
            batch.swap(found);
            lock.unlock();
            for (const auto &[i, score] : batch)
                if (!control.isCancelled())
                    settle(i, exactValue(moves[i], -score));
            lock.lock();
        };
        std::vector<std::jthread> helpers; // last, so joined before what they use goes
        const auto startHelpers = [&] {
            const std::lock_guard lock(mutex);
            helpersRunning = m_solvers.size() - 1;
            for (std::size_t h = 1; h < m_solvers.size(); ++h)
                helpers.emplace_back(help, std::ref(*m_solvers[h]));
        };
        const Clock::time_point solvesStart = Clock::now();
        const Clock::time_point helpersTime = solvesStart + m_helpersAfter;
        while (const std::optional<std::size_t> i = takeMove()) {
            const bool helpersWanted = helpers.empty() && m_solvers.size() > 1;
            // Until the helpers start, a solve stops at their time; if other
            // moves are left then, they start, and the solve goes on from its
            // table: one long move, such as the first, does not keep them out.
            std::optional<int> score =
                solveMove(*solver, *i, helpersWanted ? std::min(helpersTime, exactDeadline) : exactDeadline);
            if (!score && helpersWanted && !control.isCancelled() && Clock::now() < exactDeadline) {
                if (next < toSolve.size())
                    startHelpers();
                score = solveMove(*solver, *i, exactDeadline);
            }
            if (control.isCancelled())
                break;
            if (score)
                settle(*i, exactValue(moves[*i], -*score));
            std::unique_lock lock(mutex);
            settleFound(lock);
            lock.unlock();
            if (helpers.empty() && m_solvers.size() > 1 && Clock::now() >= helpersTime && next < toSolve.size())
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
    const auto left = static_cast<int>(std::count(values.begin(), values.end(), std::nullopt));
    if (left > 0) {
        AiConfig expert;
        expert.level = AiLevel::Expert;
        expert.budget = std::chrono::milliseconds(
            std::max<long long>(AnalysisBudget::kMinEstimateMs, budget.estimate.count() / left));
        const std::unique_ptr<Ai> ai = m_options.rules->makeAi(expert);
        for (std::size_t i = 0; i < moves.size(); ++i) {
            if (values[i])
                continue;
            const AiDecision decision = ai->chooseMove(*children[i], control);
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
    for (const MoveValue &value : values) {
        if (!value.exact)
            return std::nullopt;
        if (!best || value.score > best->score)
            best = value;
    }
    return best;
}

} // namespace quatre
