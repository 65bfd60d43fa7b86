#include "core/ai/ai.h"

namespace quatre {

std::string toText(const AiConfig &config)
{
    const std::string name(config.level.key());
    if (config.level == AiLevel::Minimax)
        return name + ":" + std::to_string(config.depth);
    if (config.level == AiLevel::Expert) {
        if (config.maxDepth > 0)
            return name + ":d" + std::to_string(config.maxDepth);
        return name + ":" + std::to_string(config.budget.count());
    }
    if (config.level == AiLevel::Perfect && config.budget.count() != AiConfig::kDefaultBudgetMs)
        return name + ":" + std::to_string(config.budget.count());
    return name;
}

std::optional<AiConfig> aiConfigFromText(const std::string &text, ParseError *error)
{
    return aiConfigFromText(text, {}, error);
}

std::optional<AiConfig> aiConfigFromText(const std::string &text, const std::vector<AiLevel> &ownLevels,
                                         ParseError *error)
{
    const std::size_t colon = text.find(':');
    const std::string name = text.substr(0, colon);
    // A fault in the parameter is at the character after the colon.
    auto fail = [&](ParseProblem problem, std::vector<std::string> args) -> std::optional<AiConfig> {
        if (error)
            *error = makeParseError(problem, colon == std::string::npos ? 0 : colon + 1, std::move(args));
        return std::nullopt;
    };
    const std::string_view arg =
        colon == std::string::npos ? std::string_view{} : std::string_view(text).substr(colon + 1);
    constexpr int kMaxBudgetMs = 600000;
    const auto budgetFail = [&](const AiLevel &level) {
        return fail(AiLevelProblem::BadBudget, {std::string(level.key()), "1", std::to_string(kMaxBudgetMs)});
    };
    AiConfig config;
    if (name == AiLevel::Perfect.key() && colon != std::string::npos) {
        config.level = AiLevel::Perfect;
        const auto ms = parseWholeNumber(arg);
        if (!ms || *ms < 1 || *ms > kMaxBudgetMs)
            return budgetFail(AiLevel::Perfect);
        config.budget = std::chrono::milliseconds(*ms);
        return config;
    }
    if (name == AiLevel::Minimax.key()) {
        config.level = AiLevel::Minimax;
        const auto depth = parseWholeNumber(arg);
        if (!depth || *depth < AiConfig::kMinDepth || *depth > AiConfig::kMaxDepth)
            return fail(AiLevelProblem::BadDepth,
                        {name, std::to_string(AiConfig::kMinDepth), std::to_string(AiConfig::kMaxDepth)});
        config.depth = *depth;
        return config;
    }
    if (name == AiLevel::Expert.key()) {
        config.level = AiLevel::Expert;
        if (colon == std::string::npos)
            return config;
        if (!arg.empty() && arg.front() == 'd') {
            constexpr int kMaxDepthCap = 40;
            const auto depth = parseWholeNumber(arg.substr(1));
            if (!depth || *depth < 1 || *depth > kMaxDepthCap)
                return fail(AiLevelProblem::BadDepthCap, {name, "1", std::to_string(kMaxDepthCap)});
            config.maxDepth = *depth;
            return config;
        }
        const auto ms = parseWholeNumber(arg);
        if (!ms || *ms < 1 || *ms > kMaxBudgetMs)
            return budgetFail(AiLevel::Expert);
        config.budget = std::chrono::milliseconds(*ms);
        return config;
    }
    // The levels named alone: Random, Greedy, Perfect at its default budget,
    // and every game's own.
    std::vector<AiLevel> plain = {AiLevel::Random, AiLevel::Greedy, AiLevel::Perfect};
    plain.insert(plain.end(), ownLevels.begin(), ownLevels.end());
    for (const AiLevel &level : plain) {
        if (name != level.key())
            continue;
        if (colon != std::string::npos)
            return fail(AiLevelProblem::TakesNoParameter, {name});
        config.level = level;
        return config;
    }
    std::string own;
    for (const AiLevel &level : ownLevels)
        own += (own.empty() ? "" : ", ") + std::string(level.key());
    if (error)
        *error = own.empty() ? makeParseError(AiLevelProblem::Unknown, 0, {text})
                             : makeParseError(AiLevelProblem::UnknownOrOwn, 0, {text, own});
    return std::nullopt;
}

} // namespace quatre
