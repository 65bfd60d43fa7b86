#include "core/analysis/analyst.h"

#include "core/solver/exactsolver.h"

#include <algorithm>
#include <cassert>

namespace quatre {

Analyst::Analyst(const GameOptions &options)
    : m_options(options)
    , m_solver(options.rules->makeSolver(options))
{}

Analyst::~Analyst() = default;

std::uint64_t Analyst::solverNodes() const
{
    return m_solver ? m_solver->nodes() : 0;
}

std::size_t Analyst::tableBytes() const
{
    return m_solver ? m_solver->tableBytes() : 0;
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
    const auto exactValue = [&](Move move, int score) {
        return MoveValue{move, true, score, m_solver->verdictOf(game, score)};
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
            const int score = won ? (m_solver ? m_solver->winNowScore(game) : 1) : 0;
            settle(i,
                   m_solver ? exactValue(moves[i], score)
                            : MoveValue{moves[i], true, score, won ? Verdict{1, 1} : Verdict{}});
        } else if (m_solver && !m_solver->unsolvable(child)) {
            if (const std::optional<int> score = m_solver->bookScore(child))
                settle(i, exactValue(moves[i], -*score));
        }
    }

    // One exact solve per move left, while the budget lasts.
    if (m_solver) {
        // A position in the book (6 x 7 Connect Four up to 10 discs) whose
        // moves are not: the book's move is worth the position's score, and
        // no move more, so each of the others is solved from that floor.
        const bool anyLeft = std::count(values.begin(), values.end(), std::nullopt) > 0;
        const std::optional<ExactSolver::BookChoice> book =
            anyLeft && !m_solver->unsolvable(game) ? m_solver->bookChoice(game) : std::nullopt;
        if (book) {
            const auto best = std::find(moves.begin(), moves.end(), book->move);
            if (best != moves.end() && !values[static_cast<std::size_t>(best - moves.begin())])
                settle(static_cast<std::size_t>(best - moves.begin()), exactValue(book->move, book->score));
        }
        for (std::size_t i = 0; i < moves.size() && Clock::now() < exactDeadline; ++i) {
            if (values[i] || m_solver->unsolvable(*children[i]))
                continue;
            const std::optional<int> score = book
                ? m_solver->solveAtLeast(*children[i], -book->score, exactDeadline, &control)
                : m_solver->solve(*children[i], false, exactDeadline, &control);
            if (control.isCancelled())
                return std::nullopt;
            if (score)
                settle(i, exactValue(moves[i], -*score));
        }
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
