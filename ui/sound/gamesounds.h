// Decides what the game sounds like: a piece coming to rest on the board (a
// disc louder the further it fell), a win and a draw at the end of a game,
// each at the player's volume, or nothing when sound is off. It listens to the
// session and to the board of the moment, and asks its output to play; it
// keeps the last requests so that tests can hear without speakers.
#pragma once

#include "core/sound/synthesiser.h"

#include <QObject>
#include <QPointer>

#include <deque>
#include <optional>

namespace quatre::ui {

class BoardView;
class GameSession;
class SoundOutput;

class GameSounds : public QObject {
    Q_OBJECT

public:
    static constexpr std::size_t kKeptRequests = 16;

    struct Request {
        sound::SoundId sound;
        qreal volume; // in [0, 1], the player's volume included
    };

    explicit GameSounds(GameSession *session, QObject *parent = nullptr);

    // The board whose pieces are heard (the window makes a new one when the
    // game changes).
    void setBoard(BoardView *board);
    // Where the sounds are played; none: they are only recorded. The output
    // must outlive this object, or be set to null first.
    void setOutput(SoundOutput *output) { m_output = output; }

    bool isEnabled() const { return m_enabled; }
    void setEnabled(bool enabled) { m_enabled = enabled; }
    // 0 to 100 %.
    int volumePercent() const { return m_volumePercent; }
    void setVolumePercent(int percent);

    // A player resigned (over the network): the game ends off the board,
    // and sounds as a game won on it does.
    void playResignation();

    // The sounds asked for, the latest last (at most kKeptRequests).
    const std::deque<Request> &requests() const { return m_requests; }
    std::optional<Request> lastRequest() const;

    // A landing's loudness before the player's volume: a piece that fell the
    // whole board (strength 1) at full loudness, one that barely fell softer.
    static qreal landingLevel(sound::SoundId sound, qreal strength);
    // How loud the end-of-game sounds are against the landings.
    static qreal outcomeLevel(sound::SoundId sound);

private:
    void request(sound::SoundId sound, qreal level);
    void onLanded(qreal strength);
    void onGameOver();
    void playOutcome();

    GameSession *m_session;
    QPointer<BoardView> m_board;
    SoundOutput *m_output = nullptr;
    bool m_enabled = true;
    int m_volumePercent = 100;
    // The game ended while its last piece was still moving: the win or draw
    // waits for it to land.
    bool m_outcomePending = false;
    std::deque<Request> m_requests;
};

} // namespace quatre::ui
