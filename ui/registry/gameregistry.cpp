#include "ui/registry/gameregistry.h"

#include "core/games/gamerules.h"
#include "ui/registry/gametext.h"
#include "ui/text/leveltext.h"

#include <algorithm>

namespace quatre::ui {

std::string_view GameEntry::id() const
{
    return rules->id();
}

GameRegistry::GameRegistry(std::initializer_list<GameEntry> games)
{
    for (const GameEntry &game : games)
        add(game);
}

bool GameRegistry::add(const GameEntry &game)
{
    if (find(game.id()))
        return false;
    m_games.push_back(game);
    return true;
}

const GameEntry *GameRegistry::find(std::string_view id) const
{
    const auto found =
        std::find_if(m_games.begin(), m_games.end(), [&](const GameEntry &game) { return game.id() == id; });
    return found == m_games.end() ? nullptr : &*found;
}

const GameEntry *GameRegistry::find(const GameOptions &options) const
{
    const auto found = std::find_if(m_games.begin(), m_games.end(),
                                    [&](const GameEntry &game) { return game.rules == options.rules; });
    return found == m_games.end() ? nullptr : &*found;
}

std::vector<AiLevel> GameRegistry::ownLevels() const
{
    std::vector<AiLevel> own;
    for (const GameEntry &game : m_games)
        for (const AiLevel &level : game.rules->levels())
            if (std::find(std::begin(kSharedLevels), std::end(kSharedLevels), level) == std::end(kSharedLevels)
                && std::find(own.begin(), own.end(), level) == own.end())
                own.push_back(level);
    return own;
}

std::optional<AiLevel> GameRegistry::findLevel(std::string_view key) const
{
    for (const AiLevel &level : kSharedLevels)
        if (level.key() == key)
            return level;
    for (const AiLevel &level : ownLevels())
        if (level.key() == key)
            return level;
    return std::nullopt;
}

QString GameRegistry::levelName(const AiLevel &level) const
{
    for (const GameEntry &game : m_games)
        if (game.rules->offers(level))
            return game.text->levelName(level);
    return LevelText::name(level);
}

} // namespace quatre::ui
