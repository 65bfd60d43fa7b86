#include "core/games/connectfour/connectfourrules.h"

#include "core/ai/randomai.h"
#include "core/ai/searchais.h"
#include "core/games/connectfour/connectfour.h"
#include "core/games/connectfour/connectfourevaluation.h"
#include "core/games/connectfour/connectfourgreedy.h"
#include "core/games/connectfour/connectfourproblems.h"
#include "core/games/connectfour/connectfourbook.h"
#include "core/games/connectfour/connectfourbookmaker.h"
#include "core/games/connectfour/connectfoursolver.h"
#include "core/solver/exactchoice.h"
#include "core/solver/exactsolver.h"
#include "core/solver/perfectai.h"

namespace quatre {

namespace {

constexpr std::string_view kRows = "rows";
constexpr std::string_view kColumns = "columns";

// How the Perfect level plays Connect Four (see perfectai.h).
struct ConnectFourPerfect {
    using Game = ConnectFour;
    using Solver = ConnectFourSolver;

    static std::optional<AiDecision> fromBook(const ConnectFour &game)
    {
        const std::shared_ptr<const ConnectFourBook> book = ConnectFourBook::installed(game.rows(), game.columns());
        const std::optional<ConnectFourSolver::Choice> choice = book ? book->find(game) : std::nullopt;
        if (!choice)
            return std::nullopt;
        return exactDecision(game, choice->move, choice->score, ConnectFourSolver::verdictOf(game, choice->score), 0);
    }
    static bool leftToExpert(const ConnectFour &) { return false; }
    static std::unique_ptr<Ai> makeExpert(const AiConfig &config)
    {
        return std::make_unique<ExpertAi<ConnectFour, ConnectFourExpertTraits>>(config);
    }
    static bool fits(const Solver &solver, const ConnectFour &game)
    {
        return solver.rows() == game.rows() && solver.columns() == game.columns();
    }
    static std::unique_ptr<Solver> makeSolver(const ConnectFour &game)
    {
        return std::make_unique<ConnectFourSolver>(game.rows(), game.columns());
    }
    static std::chrono::milliseconds expertTime(const ConnectFour &, std::chrono::milliseconds budget)
    {
        return budget;
    }
    static std::optional<AiDecision> solve(Solver &solver, const ConnectFour &game, SearchControl &control,
                                           std::chrono::steady_clock::time_point deadline, int threads)
    {
        solver.setThreads(threads);
        const auto choice = solver.bestMove(game, &control, deadline);
        if (!choice)
            return std::nullopt;
        return exactDecision(game, choice->move, choice->score, ConnectFourSolver::verdictOf(game, choice->score), 0);
    }
};

// The solver of `solve`, `analyse` and the review, which looks in the
// installed book of the board's size first: its positions are the ones a
// search cannot finish in reasonable time.
class ConnectFourExactSolver final : public ExactSolverFor<ConnectFourSolver, ConnectFour> {
public:
    using ExactSolverFor::ExactSolverFor;

    std::optional<int> solveAtLeast(const Game &game, int floor, Deadline deadline,
                                    const SearchControl *control) override
    {
        return solver().solveAtLeast(static_cast<const ConnectFour &>(game), floor, control, deadline);
    }
    void setThreads(int threads) override { solver().setThreads(threads); }

    std::optional<BookChoice> bookChoice(const Game &game) const override
    {
        const auto &position = static_cast<const ConnectFour &>(game);
        const std::shared_ptr<const ConnectFourBook> book =
            ConnectFourBook::installed(position.rows(), position.columns());
        const std::optional<ConnectFourSolver::Choice> choice = book ? book->find(position) : std::nullopt;
        return choice ? std::optional<BookChoice>({choice->move, choice->score}) : std::nullopt;
    }
};

class ConnectFourRules final : public GameRules {
public:
    std::string_view id() const override { return "connect4"; }

    const std::vector<OptionSpec> &options() const override
    {
        static const std::vector<OptionSpec> specs = {
            {kRows, "rows", OptionSpec::Kind::Number, ConnectFour::kMinSize, ConnectFour::kMaxSize,
             ConnectFour::kDefaultRows},
            {kColumns, "cols", OptionSpec::Kind::Number, ConnectFour::kMinSize, ConnectFour::kMaxSize,
             ConnectFour::kDefaultColumns},
        };
        return specs;
    }

    std::optional<ParseError> optionsError(const GameOptions &options) const override
    {
        if (options.rules != this || options.values.size() != 2)
            return makeParseError(ParseProblem::UnknownGame, 0);
        const int rows = options.value(kRows), columns = options.value(kColumns);
        if (!ConnectFour::isValidSize(rows, columns))
            return makeParseError(ConnectFourProblem::SizeOutOfRange, 0,
                                  {std::to_string(rows), std::to_string(columns)});
        return std::nullopt;
    }

    std::unique_ptr<Game> newGame(const GameOptions &options) const override
    {
        return std::make_unique<ConnectFour>(options.value(kRows), options.value(kColumns));
    }

    std::vector<ParseProblem> parseProblems() const override
    {
        return {ConnectFourProblem::all.begin(), ConnectFourProblem::all.end()};
    }

    std::vector<AiLevel> levels() const override { return {std::begin(kSharedLevels), std::end(kSharedLevels)}; }

    std::unique_ptr<Ai> makeAi(const AiConfig &config) const override
    {
        if (config.level == AiLevel::Random)
            return std::make_unique<RandomAi>(config);
        if (config.level == AiLevel::Greedy)
            return std::make_unique<ConnectFourGreedyAi>(config);
        if (config.level == AiLevel::Minimax)
            return std::make_unique<MinimaxAi<ConnectFour, ConnectFourTraits>>(config);
        if (config.level == AiLevel::Expert)
            return std::make_unique<ExpertAi<ConnectFour, ConnectFourExpertTraits>>(config);
        if (config.level == AiLevel::Perfect)
            return std::make_unique<PerfectAi<ConnectFourPerfect>>(config);
        return nullptr;
    }

    std::unique_ptr<ExactSolver> makeSolver(const GameOptions &options, int tableBits) const override
    {
        if (tableBits > 0)
            return std::make_unique<ConnectFourExactSolver>(options.value(kRows), options.value(kColumns), tableBits);
        return std::make_unique<ConnectFourExactSolver>(options.value(kRows), options.value(kColumns));
    }

    std::variant<std::unique_ptr<BookMaker>, ParseError> makeBookMaker(const GameOptions &options,
                                                                       int tableBits) const override
    {
        if (!ConnectFourBook::supportsSize(options.value(kRows), options.value(kColumns)))
            return makeParseError(ConnectFourProblem::BookTooLarge, 0);
        return makeConnectFourBookMaker(options.value(kRows), options.value(kColumns), tableBits);
    }

    // "Test_..." is one of the reference files of tests/data (6 x 7);
    // "connect4-D" the 6 x 7 board after D plies.
    std::optional<SolverBenchSet> solverBenchSet(std::string_view name) const override
    {
        SolverBenchSet set;
        set.options = connectFourOptions();
        set.usesTableBits = true;
        if (name.substr(0, 5) == "Test_") {
            set.fromReferenceFile = true;
            set.defaultCount = 0;
            return set;
        }
        constexpr std::string_view prefix = "connect4-";
        const std::optional<int> plies =
            name.substr(0, prefix.size()) == prefix ? parseWholeNumber(name.substr(prefix.size())) : std::nullopt;
        if (!plies || *plies >= 6 * 7)
            return std::nullopt;
        set.plies = *plies;
        return set;
    }

    // Every reference set; the beginnings' are cut short, their hardest positions take seconds each.
    std::vector<std::string_view> defaultSolverBenchSets() const override
    {
        return {"Test_L3_R1", "Test_L2_R1", "Test_L2_R2", "Test_L1_R1", "Test_L1_R2:100", "Test_L1_R3:10"};
    }

    std::vector<std::string_view> bookFiles() const override { return {"connect4-6x7.q4bk", "connect4-7x6.q4bk"}; }

    std::string installBook(std::string_view bytes) const override
    {
        auto book = ConnectFourBook::fromBytes(bytes);
        if (auto *loaded = std::get_if<ConnectFourBook>(&book)) {
            ConnectFourBook::install(std::make_shared<const ConnectFourBook>(std::move(*loaded)));
            return {};
        }
        return std::get<std::string>(book);
    }

    void uninstallBooks() const override { ConnectFourBook::uninstallAll(); }
};

} // namespace

const GameRules &connectFourRules()
{
    static const ConnectFourRules rules;
    return rules;
}

GameOptions connectFourOptions(int rows, int columns)
{
    GameOptions options = connectFourRules().defaultOptions();
    options.setValue(kRows, rows);
    options.setValue(kColumns, columns);
    return options;
}

} // namespace quatre
