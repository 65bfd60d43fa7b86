// The games a program knows, in the order menus list them. The window, the
// dialogs, the saved-game reader, the statistics and the command-line tool
// are given one and walk it; none of them names a game. The program's own
// games come from builtInGames() (ui/games/gamelist.h); a test may add a game
// of its own.
#pragma once

#include "core/ai/ai.h"
#include "ui/registry/gameentry.h"

#include <QString>

#include <initializer_list>
#include <optional>
#include <string_view>
#include <vector>

namespace quatre {
struct GameOptions;
}

namespace quatre::ui {

class GameRegistry {
public:
    GameRegistry() = default;
    GameRegistry(std::initializer_list<GameEntry> games);

    // Adds a game after the others; false (and nothing added) if a game of
    // that id is there already.
    bool add(const GameEntry &game);

    const std::vector<GameEntry> &games() const { return m_games; }
    bool isEmpty() const { return m_games.empty(); }
    // The game of that id ("connect4"), or nullptr.
    const GameEntry *find(std::string_view id) const;
    // The game whose rules made `options`, or nullptr.
    const GameEntry *find(const GameOptions &options) const;
    // The first game: what a new player starts with.
    const GameEntry &first() const { return m_games.front(); }

    // Every level some game offers beyond the shared ones, each once.
    std::vector<AiLevel> ownLevels() const;
    // The level of that name among every game's (its key), or nullopt.
    std::optional<AiLevel> findLevel(std::string_view key) const;
    // A level's name as people read it, given by the first game that offers it.
    QString levelName(const AiLevel &level) const;

private:
    std::vector<GameEntry> m_games;
};

} // namespace quatre::ui
