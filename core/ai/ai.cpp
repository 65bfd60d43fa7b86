#include "core/ai/ai.h"

#include "core/ai/randomai.h"
#include "core/ai/searchais.h"
#include "core/games/connectfour/connectfourevaluation.h"
#include "core/games/connectfour/connectfourgreedy.h"
#include "core/solver/connectfourperfectai.h"
#include "core/solver/fourmationperfectai.h"
#include "core/solver/quartoperfectai.h"
#include "core/games/fourmation/fourmationevaluation.h"
#include "core/games/fourmation/fourmationgreedy.h"
#include "core/games/fourmation/fourmationhardcore.h"
#include "core/games/quarto/quartoevaluation.h"
#include "core/games/quarto/quartoexpert.h"
#include "core/games/quarto/quartogreedy.h"

#include <charconv>

namespace quatre {

namespace {

// Reads the whole of `text` as a decimal integer.
std::optional<int> toInt(std::string_view text)
{
    int value = 0;
    const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (ec != std::errc() || end != text.data() + text.size() || text.empty())
        return std::nullopt;
    return value;
}

} // namespace

std::string toText(const AiConfig &config)
{
    switch (config.level) {
    case AiLevel::Random: return "random";
    case AiLevel::Greedy: return "greedy";
    case AiLevel::Minimax: return "minimax:" + std::to_string(config.depth);
    case AiLevel::Expert:
        if (config.maxDepth > 0)
            return "expert:d" + std::to_string(config.maxDepth);
        return "expert:" + std::to_string(config.budget.count());
    case AiLevel::Perfect:
        if (config.budget.count() != AiConfig::kDefaultBudgetMs)
            return "perfect:" + std::to_string(config.budget.count());
        return "perfect";
    case AiLevel::Hardcore: return "hardcore";
    }
    return "?";
}

std::optional<AiConfig> aiConfigFromText(const std::string &text, std::string *error)
{
    auto fail = [&](const std::string &why) -> std::optional<AiConfig> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const std::size_t colon = text.find(':');
    const std::string name = text.substr(0, colon);
    const std::string_view arg = colon == std::string::npos ? std::string_view{} : std::string_view(text).substr(colon + 1);
    AiConfig config;
    if (name == "perfect" && colon != std::string::npos) {
        config.level = AiLevel::Perfect;
        const auto ms = toInt(arg);
        if (!ms || *ms < 1 || *ms > 600000)
            return fail("perfect needs a time budget in milliseconds from 1 to 600000, as in perfect:1000");
        config.budget = std::chrono::milliseconds(*ms);
        return config;
    }
    if (name == "random" || name == "greedy" || name == "perfect" || name == "hardcore") {
        if (colon != std::string::npos)
            return fail("level '" + name + "' takes no parameter");
        config.level = name == "random" ? AiLevel::Random
            : name == "greedy"          ? AiLevel::Greedy
            : name == "hardcore"        ? AiLevel::Hardcore
                                        : AiLevel::Perfect;
        return config;
    }
    if (name == "minimax") {
        config.level = AiLevel::Minimax;
        const auto depth = toInt(arg);
        if (!depth || *depth < AiConfig::kMinDepth || *depth > AiConfig::kMaxDepth)
            return fail("minimax needs a depth from 1 to 9, as in minimax:4");
        config.depth = *depth;
        return config;
    }
    if (name == "expert") {
        config.level = AiLevel::Expert;
        if (colon == std::string::npos)
            return config;
        if (!arg.empty() && arg.front() == 'd') {
            const auto depth = toInt(arg.substr(1));
            if (!depth || *depth < 1 || *depth > 40)
                return fail("expert:dN needs a depth cap N from 1 to 40");
            config.maxDepth = *depth;
            return config;
        }
        const auto ms = toInt(arg);
        if (!ms || *ms < 1 || *ms > 600000)
            return fail("expert needs a time budget in milliseconds from 1 to 600000, as in expert:1000");
        config.budget = std::chrono::milliseconds(*ms);
        return config;
    }
    return fail("unknown level '" + text + "': use random, greedy, minimax:D, expert:MS, expert:dN, perfect, perfect:MS or hardcore (4Mation)");
}

bool isLevelAvailable(GameKind game, AiLevel level)
{
    if (game == GameKind::FourMation)
        return true;
    if (game == GameKind::Quarto)
        return level != AiLevel::Hardcore;
    return game == GameKind::ConnectFour && level != AiLevel::Hardcore;
}

namespace {

std::unique_ptr<Ai> makeFourMationAi(const AiConfig &config)
{
    switch (config.level) {
    case AiLevel::Random: return std::make_unique<RandomAi>(config);
    case AiLevel::Greedy: return std::make_unique<FourMationGreedyAi>(config);
    case AiLevel::Minimax: return std::make_unique<MinimaxAi<FourMation, FourMationTraits>>(config);
    case AiLevel::Expert: return std::make_unique<ExpertAi<FourMation, FourMationExpertTraits>>(config);
    case AiLevel::Hardcore: return std::make_unique<FourMationHardcoreAi>(config);
    case AiLevel::Perfect: return std::make_unique<FourMationPerfectAi>(config);
    }
    return nullptr;
}

std::unique_ptr<Ai> makeQuartoAi(const AiConfig &config)
{
    switch (config.level) {
    case AiLevel::Random: return std::make_unique<RandomAi>(config);
    case AiLevel::Greedy: return std::make_unique<QuartoGreedyAi>(config);
    case AiLevel::Minimax: return std::make_unique<MinimaxAi<Quarto, QuartoTraits>>(config);
    case AiLevel::Expert: return std::make_unique<QuartoExpertAi>(config);
    case AiLevel::Perfect: return std::make_unique<QuartoPerfectAi>(config);
    case AiLevel::Hardcore: break;
    }
    return nullptr;
}

} // namespace

std::unique_ptr<Ai> makeAi(GameKind game, const AiConfig &config)
{
    if (!isLevelAvailable(game, config.level))
        return nullptr;
    if (game == GameKind::FourMation)
        return makeFourMationAi(config);
    if (game == GameKind::Quarto)
        return makeQuartoAi(config);
    switch (config.level) {
    case AiLevel::Random: return std::make_unique<RandomAi>(config);
    case AiLevel::Greedy: return std::make_unique<ConnectFourGreedyAi>(config);
    case AiLevel::Minimax: return std::make_unique<MinimaxAi<ConnectFour, ConnectFourTraits>>(config);
    case AiLevel::Expert: return std::make_unique<ExpertAi<ConnectFour, ConnectFourExpertTraits>>(config);
    case AiLevel::Perfect: return std::make_unique<ConnectFourPerfectAi>(config);
    case AiLevel::Hardcore: break;
    }
    return nullptr;
}

} // namespace quatre
