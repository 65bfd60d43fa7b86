#include "core/games/quarto/quartorules.h"

#include "core/ai/randomai.h"
#include "core/ai/searchais.h"
#include "core/games/quarto/quarto.h"
#include "core/games/quarto/quartoevaluation.h"
#include "core/games/quarto/quartoexpert.h"
#include "core/games/quarto/quartogreedy.h"
#include "core/games/quarto/quartoproblems.h"
#include "core/solver/exactsolver.h"
#include "core/solver/perfectai.h"
#include "core/games/quarto/quartosolver.h"

#include <algorithm>

namespace quatre {

namespace {

constexpr std::string_view kSquareRule = "squareRule";

// How the Perfect level plays Quarto (see perfectai.h): no book, and the
// opening give left to Expert, since every piece is as good as any other (a
// flip of attributes maps one to another) but the value of the whole game is
// far beyond any budget.
struct QuartoPerfect {
    using Game = Quarto;
    using Solver = QuartoSolver;

    static std::optional<AiDecision> fromBook(const Quarto &) { return std::nullopt; }
    static bool leftToExpert(const Quarto &game) { return game.pieceInHand() == kNoPiece; }
    static std::unique_ptr<Ai> makeExpert(const AiConfig &config) { return std::make_unique<QuartoExpertAi>(config); }
    static bool fits(const Solver &solver, const Quarto &game) { return solver.squareRule() == game.squareRule(); }
    static std::unique_ptr<Solver> makeSolver(const Quarto &game)
    {
        return std::make_unique<QuartoSolver>(game.squareRule());
    }

    // From 13 empty squares on, the solver usually finishes in a budget on
    // both cores but often not on one (a median position of 13 takes three
    // quarters of a 1 s budget on one core), so Expert searches only an
    // eighth of it and then leaves its core to the solver; with 14 or more,
    // the solver seldom finishes at all and Expert's move is the one played,
    // so Expert has the whole budget.
    static std::chrono::milliseconds expertTime(const Quarto &game, std::chrono::milliseconds budget)
    {
        return game.emptySquareCount() <= 13 ? budget / 8 : budget;
    }
    static std::optional<AiDecision> solve(Solver &solver, const Quarto &game, SearchControl &control,
                                           std::chrono::steady_clock::time_point deadline, int threads)
    {
        solver.setThreads(threads);
        // Among moves of equal value, the one Expert's evaluation likes best:
        // among draws it keeps the most chances for the opponent to err. So
        // the moves are tried in that order and the first that keeps the
        // exact value is played.
        std::vector<std::pair<int, Move>> ranked;
        for (Move m : game.legalMoves()) {
            Quarto after = game;
            after.play(m);
            ranked.emplace_back(after.isOver() ? 0 : evaluateGiveRisk(after), m);
        }
        std::stable_sort(ranked.begin(), ranked.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
        std::vector<Move> preference;
        for (const auto &[value, m] : ranked)
            preference.push_back(m);
        const auto best = solver.firstBestMove(game, preference, &control, deadline);
        if (!best)
            return std::nullopt;
        AiDecision d;
        d.exact = true;
        d.reason = MoveReason::Search;
        d.depth = game.pliesLeftAtMost();
        d.score = best->score;
        d.verdict = QuartoSolver::verdictOf(game, best->score);
        d.move = best->moves.front();
        return d;
    }
};

class QuartoExactSolver final : public ExactSolverFor<QuartoSolver, Quarto> {
public:
    using ExactSolverFor::ExactSolverFor;

    std::optional<ParseProblem> unsolvable(const Game &game) const override
    {
        if (static_cast<const Quarto &>(game).pieceInHand() == kNoPiece)
            return QuartoProblem::NothingGivenYet;
        return std::nullopt;
    }
    std::optional<int> solveAtLeast(const Game &game, int floor, Deadline deadline,
                                    const SearchControl *control) override
    {
        return solver().solveAtLeast(static_cast<const Quarto &>(game), floor, control, deadline);
    }
    void setThreads(int threads) override { solver().setThreads(threads); }
};

class QuartoRules final : public GameRules {
public:
    std::string_view id() const override { return "quarto"; }

    const std::vector<OptionSpec> &options() const override
    {
        static const std::vector<OptionSpec> specs = {OptionSpec::flag(kSquareRule, "square-rule")};
        return specs;
    }

    std::unique_ptr<Game> newGame(const GameOptions &options) const override
    {
        return std::make_unique<Quarto>(options.isOn(kSquareRule));
    }

    std::vector<ParseProblem> parseProblems() const override
    {
        return {QuartoProblem::all.begin(), QuartoProblem::all.end()};
    }

    std::vector<AiLevel> levels() const override { return {std::begin(kSharedLevels), std::end(kSharedLevels)}; }

    std::unique_ptr<Ai> makeAi(const AiConfig &config) const override
    {
        if (config.level == AiLevel::Random)
            return std::make_unique<RandomAi>(config);
        if (config.level == AiLevel::Greedy)
            return std::make_unique<QuartoGreedyAi>(config);
        if (config.level == AiLevel::Minimax)
            return std::make_unique<MinimaxAi<Quarto, QuartoTraits>>(config);
        if (config.level == AiLevel::Expert)
            return std::make_unique<QuartoExpertAi>(config);
        if (config.level == AiLevel::Perfect)
            return std::make_unique<PerfectAi<QuartoPerfect>>(config);
        return nullptr;
    }

    int moveGroupOf(Move move) const override { return Quarto::squareOf(move); }

    std::unique_ptr<ExactSolver> makeSolver(const GameOptions &options, int tableBits) const override
    {
        if (tableBits > 0)
            return std::make_unique<QuartoExactSolver>(options.isOn(kSquareRule), tableBits);
        return std::make_unique<QuartoExactSolver>(options.isOn(kSquareRule));
    }

    std::variant<std::unique_ptr<BookMaker>, ParseError> makeBookMaker(const GameOptions &, int) const override
    {
        return makeParseError(QuartoProblem::NoBook, 0);
    }

    // "quarto-E" (and "quarto-square-E" under the square rule): E empty
    // squares and a piece in hand, that is the opening give and 16 - E
    // placements played.
    std::optional<SolverBenchSet> solverBenchSet(std::string_view name) const override
    {
        SolverBenchSet set;
        set.options = quartoOptions();
        for (const auto &[prefix, squareRule] :
             {std::pair{std::string_view("quarto-square-"), true}, std::pair{std::string_view("quarto-"), false}}) {
            if (name.substr(0, prefix.size()) != prefix)
                continue;
            const std::optional<int> empty = parseWholeNumber(name.substr(prefix.size()));
            if (!empty || *empty < 1 || *empty > kSquareCount)
                return std::nullopt;
            set.options.setValue(kSquareRule, squareRule);
            set.plies = 1 + kSquareCount - *empty;
            return set;
        }
        return std::nullopt;
    }

    std::vector<std::string_view> defaultSolverBenchSets() const override { return {"quarto-10:100", "quarto-12:10"}; }
};

} // namespace

const GameRules &quartoRules()
{
    static const QuartoRules rules;
    return rules;
}

GameOptions quartoOptions(bool squareRule)
{
    GameOptions options = quartoRules().defaultOptions();
    options.setValue(kSquareRule, squareRule);
    return options;
}

} // namespace quatre
