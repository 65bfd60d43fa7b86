#include "ui/sound/gamesounds.h"

#include "ui/board/boardview.h"
#include "ui/session/gamesession.h"
#include "ui/sound/soundoutput.h"

#include <algorithm>

namespace quatre::ui {

GameSounds::GameSounds(GameSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    connect(session, &GameSession::gameOver, this, &GameSounds::onGameOver);
    // An ending taken back or left before its last piece landed is not heard.
    connect(session, &GameSession::gameStarted, this, [this] { m_outcomePending = false; });
    connect(session, &GameSession::moveUndone, this, [this] { m_outcomePending = false; });
}

void GameSounds::setBoard(BoardView *board)
{
    if (m_board)
        disconnect(m_board, nullptr, this, nullptr);
    m_board = board;
    m_outcomePending = false;
    if (!board)
        return;
    connect(board, &BoardView::pieceLanded, this, &GameSounds::onLanded);
    // An animation cut short (a new game, an undo) lands nothing: the ending
    // that waited for it is dropped.
    connect(board, &BoardView::animationFinished, this, [this] { m_outcomePending = false; });
}

void GameSounds::setVolumePercent(int percent)
{
    m_volumePercent = std::clamp(percent, 0, 100);
}

std::optional<GameSounds::Request> GameSounds::lastRequest() const
{
    if (m_requests.empty())
        return std::nullopt;
    return m_requests.back();
}

qreal GameSounds::landingLevel(sound::SoundId sound, qreal strength)
{
    strength = std::clamp(strength, 0.0, 1.0);
    switch (sound) {
    case sound::SoundId::DiscLanding: return 0.3 + 0.7 * strength;
    case sound::SoundId::PiecePlaced: return 0.8;
    case sound::SoundId::CubeSet: return 0.9;
    case sound::SoundId::Win:
    case sound::SoundId::Draw: return outcomeLevel(sound);
    }
    return 1.0;
}

qreal GameSounds::outcomeLevel(sound::SoundId sound)
{
    // The chimes ring longer than a clack: a little softer, they sound as loud.
    return sound == sound::SoundId::Win ? 0.7 : 0.6;
}

void GameSounds::request(sound::SoundId sound, qreal level)
{
    if (!m_enabled || m_volumePercent == 0)
        return;
    const qreal volume = level * m_volumePercent / 100.0;
    m_requests.push_back({sound, volume});
    if (m_requests.size() > kKeptRequests)
        m_requests.pop_front();
    if (m_output)
        m_output->play(sound, volume);
}

void GameSounds::onLanded(qreal strength)
{
    if (!m_board)
        return;
    const sound::SoundId sound = m_board->landingSound();
    request(sound, landingLevel(sound, strength));
    if (m_outcomePending) {
        m_outcomePending = false;
        playOutcome();
    }
}

void GameSounds::onGameOver()
{
    // The ending is heard once the last piece is seen to land.
    if (m_board && m_board->isAnimating())
        m_outcomePending = true;
    else
        playOutcome();
}

void GameSounds::playResignation()
{
    m_outcomePending = false; // no landing to wait for: nobody moved
    request(sound::SoundId::Win, outcomeLevel(sound::SoundId::Win));
}

void GameSounds::playOutcome()
{
    if (!m_session->isOver())
        return;
    const sound::SoundId sound = m_session->winnerSeat() < 0 ? sound::SoundId::Draw : sound::SoundId::Win;
    request(sound, outcomeLevel(sound));
}

} // namespace quatre::ui
