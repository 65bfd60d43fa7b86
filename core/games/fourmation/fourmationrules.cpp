#include "core/games/fourmation/fourmationrules.h"

#include "core/ai/randomai.h"
#include "core/ai/searchais.h"
#include "core/games/fourmation/fourmation.h"
#include "core/games/fourmation/fourmationevaluation.h"
#include "core/games/fourmation/fourmationgreedy.h"
#include "core/games/fourmation/fourmationhardcore.h"
#include "core/games/fourmation/fourmationproblems.h"
#include "core/solver/exactchoice.h"
#include "core/solver/exactsolver.h"
#include "core/games/fourmation/fourmationbook.h"
#include "core/games/fourmation/fourmationbookmaker.h"
#include "core/games/fourmation/fourmationsolver.h"
#include "core/solver/perfectai.h"

namespace quatre {

namespace {

constexpr std::string_view kSize = "size";
constexpr std::string_view kOfficialRule = "officialRule";

// How the Perfect level plays 4Mation (see perfectai.h).
struct FourMationPerfect {
    using Game = FourMation;
    using Solver = FourMationSolver;

    static std::optional<AiDecision> fromBook(const FourMation &game)
    {
        const auto book = FourMationBook::installed(game.size(), game.officialRule());
        const std::optional<FourMationSolver::Choice> choice = book ? book->find(game) : std::nullopt;
        if (!choice)
            return std::nullopt;
        return exactDecision(game, choice->move, choice->score, FourMationSolver::verdictOf(game, choice->score), 0);
    }
    static bool leftToExpert(const FourMation &) { return false; }
    static std::unique_ptr<Ai> makeExpert(const AiConfig &config)
    {
        return std::make_unique<ExpertAi<FourMation, FourMationExpertTraits>>(config);
    }
    static bool fits(const Solver &solver, const FourMation &game)
    {
        return solver.size() == game.size() && solver.officialRule() == game.officialRule();
    }
    static std::unique_ptr<Solver> makeSolver(const FourMation &game)
    {
        return std::make_unique<FourMationSolver>(game.size(), game.officialRule());
    }
    static std::chrono::milliseconds expertTime(const FourMation &, std::chrono::milliseconds budget) { return budget; }
    static std::optional<AiDecision> solve(Solver &solver, const FourMation &game, SearchControl &control,
                                           std::chrono::steady_clock::time_point deadline, int threads)
    {
        solver.setThreads(threads);
        const auto choice = solver.bestMove(game, &control, deadline);
        if (!choice)
            return std::nullopt;
        return exactDecision(game, choice->move, choice->score, FourMationSolver::verdictOf(game, choice->score), 0);
    }
};

// The values of the empty boards for the first player, where known: every
// board up to 6 x 6 is a draw under the draw-when-stuck rule; the official
// rule makes 5 x 5 and 6 x 6 first-player wins through the centre.
std::optional<int> emptyBoardSign(int size, bool officialRule)
{
    if (size < 3 || size > 6)
        return std::nullopt;
    return officialRule && size >= 5 ? 1 : 0;
}

// The solver of `solve`, `analyse` and the review, which looks in the
// installed book of the board and rule first.
class FourMationExactSolver final : public ExactSolverFor<FourMationSolver, FourMation> {
public:
    using ExactSolverFor::ExactSolverFor;

    std::optional<BookChoice> bookChoice(const Game &game) const override
    {
        const auto &position = static_cast<const FourMation &>(game);
        const auto book = FourMationBook::installed(position.size(), position.officialRule());
        const std::optional<FourMationSolver::Choice> choice = book ? book->find(position) : std::nullopt;
        return choice ? std::optional<BookChoice>({choice->move, choice->score}) : std::nullopt;
    }
    void setThreads(int threads) override { solver().setThreads(threads); }
};

class FourMationRules final : public GameRules {
public:
    std::string_view id() const override { return "4mation"; }

    const std::vector<OptionSpec> &options() const override
    {
        static const std::vector<OptionSpec> specs = {
            {kSize, "size", OptionSpec::Kind::Number, FourMation::kImpossibleSize, FourMation::kMaxSize,
             FourMation::kDefaultSize},
            OptionSpec::flag(kOfficialRule, "official-rule"),
        };
        return specs;
    }

    std::optional<ParseError> optionsError(const GameOptions &options) const override
    {
        if (options.rules != this || options.values.size() != 2)
            return makeParseError(ParseProblem::UnknownGame, 0);
        if (!FourMation::isValidSize(options.value(kSize)))
            return makeParseError(FourMationProblem::SizeOutOfRange, 0, {std::to_string(options.value(kSize))});
        return std::nullopt;
    }

    std::unique_ptr<Game> newGame(const GameOptions &options) const override
    {
        return std::make_unique<FourMation>(options.value(kSize), options.isOn(kOfficialRule));
    }

    std::vector<ParseProblem> parseProblems() const override
    {
        return {FourMationProblem::all.begin(), FourMationProblem::all.end()};
    }

    std::vector<AiLevel> levels() const override
    {
        return {AiLevel::Random, AiLevel::Greedy, AiLevel::Minimax, AiLevel::Expert, kHardcoreLevel, AiLevel::Perfect};
    }

    std::unique_ptr<Ai> makeAi(const AiConfig &config) const override
    {
        if (config.level == AiLevel::Random)
            return std::make_unique<RandomAi>(config);
        if (config.level == AiLevel::Greedy)
            return std::make_unique<FourMationGreedyAi>(config);
        if (config.level == AiLevel::Minimax)
            return std::make_unique<MinimaxAi<FourMation, FourMationTraits>>(config);
        if (config.level == AiLevel::Expert)
            return std::make_unique<ExpertAi<FourMation, FourMationExpertTraits>>(config);
        if (config.level == kHardcoreLevel)
            return std::make_unique<FourMationHardcoreAi>(config);
        if (config.level == AiLevel::Perfect)
            return std::make_unique<PerfectAi<FourMationPerfect>>(config);
        return nullptr;
    }

    std::unique_ptr<ExactSolver> makeSolver(const GameOptions &options, int tableBits) const override
    {
        if (tableBits > 0)
            return std::make_unique<FourMationExactSolver>(options.value(kSize), options.isOn(kOfficialRule),
                                                           tableBits);
        return std::make_unique<FourMationExactSolver>(options.value(kSize), options.isOn(kOfficialRule));
    }

    std::variant<std::unique_ptr<BookMaker>, ParseError> makeBookMaker(const GameOptions &options,
                                                                       int tableBits) const override
    {
        return makeFourMationBookMaker(options.value(kSize), options.isOn(kOfficialRule), tableBits);
    }

    // "4mation-S" (and "4mation-official-S" under the official rule): the
    // empty S x S board; "4mation-S-C": S x S after C cubes.
    std::optional<SolverBenchSet> solverBenchSet(std::string_view name) const override
    {
        for (const auto &[prefix, official] :
             {std::pair{std::string_view("4mation-official-"), true}, std::pair{std::string_view("4mation-"), false}}) {
            if (name.substr(0, prefix.size()) != prefix)
                continue;
            const std::string_view rest = name.substr(prefix.size());
            const std::size_t dash = rest.find('-');
            const std::optional<int> size = parseWholeNumber(rest.substr(0, dash));
            const std::optional<int> cubes =
                dash == std::string_view::npos ? 0 : parseWholeNumber(rest.substr(dash + 1));
            if (!size || !cubes || !FourMation::isValidSize(*size) || *cubes >= *size * *size)
                return std::nullopt;
            SolverBenchSet set;
            set.options = fourMationOptions(*size, official);
            set.plies = *cubes;
            if (*cubes == 0) {
                set.defaultCount = 1;
                set.knownSign = emptyBoardSign(*size, official);
            }
            return set;
        }
        return std::nullopt;
    }

    std::vector<std::string_view> defaultSolverBenchSets() const override
    {
        return {"4mation-4", "4mation-official-4", "4mation-5",      "4mation-official-5",
                "4mation-6", "4mation-official-6", "4mation-7-8:20", "4mation-official-7-8:20"};
    }

    std::vector<std::string_view> bookFiles() const override { return {"4mation-7x7.txt", "4mation-7x7-official.txt"}; }

    std::string installBook(std::string_view bytes) const override
    {
        auto book = FourMationBook::fromText(bytes);
        if (auto *loaded = std::get_if<FourMationBook>(&book)) {
            const int size = loaded->boardSize();
            const bool official = loaded->officialRule();
            FourMationBook::install(size, official, std::make_shared<const FourMationBook>(std::move(*loaded)));
            return {};
        }
        return std::get<std::string>(book);
    }

    void uninstallBooks() const override
    {
        for (int size = FourMation::kImpossibleSize; size <= FourMation::kMaxSize; ++size)
            for (bool official : {false, true})
                FourMationBook::install(size, official, nullptr);
    }
};

} // namespace

const GameRules &fourMationRules()
{
    static const FourMationRules rules;
    return rules;
}

GameOptions fourMationOptions(int size, bool officialRule)
{
    GameOptions options = fourMationRules().defaultOptions();
    options.setValue(kSize, size);
    options.setValue(kOfficialRule, officialRule);
    return options;
}

} // namespace quatre
