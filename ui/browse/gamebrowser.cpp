#include "ui/browse/gamebrowser.h"

#include "ui/session/gamesession.h"

#include <algorithm>

namespace quatre::ui {

GameBrowser::GameBrowser(GameSession *game, QObject *parent)
    : QObject(parent)
    , m_game(game)
    , m_shown(new GameSession(game->options(), this))
{
    // Anything that changes the game (a new game, an opened file, a move
    // from the network) ends browsing: the list of moves it browsed is gone.
    connect(m_game, &GameSession::positionChanged, this, [this] {
        if (isBrowsing() && m_shownPlies > m_game->game().plyCount())
            leave();
    });
    connect(m_game, &GameSession::gameStarted, this, &GameBrowser::leave);
}

int GameBrowser::shownPlies() const
{
    return isBrowsing() ? m_shownPlies : m_game->game().plyCount();
}

void GameBrowser::show(int plies)
{
    const int total = m_game->game().plyCount();
    plies = std::clamp(plies, 0, total);
    if (plies == total) {
        leave();
        return;
    }
    if (plies == m_shownPlies)
        return;
    GameRecord record = m_game->record();
    record.moves.resize(static_cast<std::size_t>(plies));
    record.redo.clear();
    m_shown->restore(record); // the moves of a game that plays: it cannot fail
    m_shownPlies = plies;
    emit shownChanged();
}

void GameBrowser::leave()
{
    if (!isBrowsing())
        return;
    m_shownPlies = -1;
    emit shownChanged();
}

bool GameBrowser::hasLaterMoves() const
{
    return isBrowsing() && m_shownPlies < m_game->game().plyCount();
}

void GameBrowser::playFromHere()
{
    if (!isBrowsing())
        return;
    const QString moves = m_shown->movesText();
    m_shownPlies = -1;
    m_game->loadMoves(moves);
    emit shownChanged();
}

} // namespace quatre::ui
