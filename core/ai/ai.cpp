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

std::optional<AiConfig> aiConfigFromText(const std::string &text, std::string *error)
{
    return aiConfigFromText(text, {}, error);
}

std::optional<AiConfig> aiConfigFromText(const std::string &text, const std::vector<AiLevel> &ownLevels,
                                         std::string *error)
{
    auto fail = [&](const std::string &why) -> std::optional<AiConfig> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    const std::size_t colon = text.find(':');
    const std::string name = text.substr(0, colon);
    const std::string_view arg =
        colon == std::string::npos ? std::string_view{} : std::string_view(text).substr(colon + 1);
    AiConfig config;
    if (name == AiLevel::Perfect.key() && colon != std::string::npos) {
        config.level = AiLevel::Perfect;
        const auto ms = parseWholeNumber(arg);
        if (!ms || *ms < 1 || *ms > 600000)
            return fail("perfect needs a time budget in milliseconds from 1 to 600000, as in perfect:1000");
        config.budget = std::chrono::milliseconds(*ms);
        return config;
    }
    if (name == AiLevel::Minimax.key()) {
        config.level = AiLevel::Minimax;
        const auto depth = parseWholeNumber(arg);
        if (!depth || *depth < AiConfig::kMinDepth || *depth > AiConfig::kMaxDepth)
            return fail("minimax needs a depth from 1 to 9, as in minimax:4");
        config.depth = *depth;
        return config;
    }
    if (name == AiLevel::Expert.key()) {
        config.level = AiLevel::Expert;
        if (colon == std::string::npos)
            return config;
        if (!arg.empty() && arg.front() == 'd') {
            const auto depth = parseWholeNumber(arg.substr(1));
            if (!depth || *depth < 1 || *depth > 40)
                return fail("expert:dN needs a depth cap N from 1 to 40");
            config.maxDepth = *depth;
            return config;
        }
        const auto ms = parseWholeNumber(arg);
        if (!ms || *ms < 1 || *ms > 600000)
            return fail("expert needs a time budget in milliseconds from 1 to 600000, as in expert:1000");
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
            return fail("level '" + name + "' takes no parameter");
        config.level = level;
        return config;
    }
    std::string own;
    for (const AiLevel &level : ownLevels)
        own += (own.empty() ? "" : ", ") + std::string(level.key());
    return fail("unknown level '" + text + "': use random, greedy, minimax:D, expert:MS, expert:dN, perfect"
                + (own.empty() ? std::string(" or perfect:MS") : ", perfect:MS or a game's own level (" + own + ")"));
}

} // namespace quatre
