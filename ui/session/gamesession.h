// The game being played in the window: the position, who sits in each seat,
// the undo history and the session score. It is the only place the UI changes
// a position, and it works for every game through quatre::Game.
#pragma once

#include "core/game.h"
#include "core/games/gamerules.h"
#include "ui/session/gamerecord.h"
#include "ui/session/score.h"
#include "ui/session/seat.h"

#include <QObject>
#include <QString>
#include <QStringList>

#include <array>
#include <memory>
#include <vector>

class QUndoStack;

namespace quatre::ui {

class GameSession : public QObject {
    Q_OBJECT

public:
    // Starts with an empty board of `options` (which must be playable) and two people.
    explicit GameSession(const GameOptions &options, QObject *parent = nullptr);
    ~GameSession() override;

    // Starts an empty board. On bad options returns false with a message and
    // keeps the current game.
    bool start(const GameOptions &options, const std::array<Seat, 2> &seats, int firstSeat, QString *error = nullptr);
    // The current game again from its first move, with the same seats.
    void restart();
    // Who plays, changed in the middle of the game (a network game's
    // opponent who is named, or an AI taking over a lost connection's seat).
    void setSeats(const std::array<Seat, 2> &seats);
    // Replaces the position by the one `text` describes (in the game's
    // notation), keeping options and seats; every move stays undoable.
    bool loadMoves(const QString &text, QString *error = nullptr);

    // The game as a file keeps it: options, seats, the moves and those Redo
    // would play again.
    GameRecord record() const;
    // Replaces the game by a recorded one, every move undoable and the redo
    // tail on offer again. The result is clean (see isClean()). A record that
    // does not play (one a saved-game reader would refuse) changes nothing.
    bool restore(const GameRecord &record, QString *error = nullptr);

    // Clean: the position is the one last marked with setClean() (after a
    // save or an open), or the game is new and empty. Undoing back to a
    // marked position makes the game clean again.
    bool isClean() const;
    // true: the position is the saved one now. false: it is not, even if
    // taken back to it (for a game whose file is older than its moves).
    void setClean(bool clean);

    const Game &game() const { return *m_game; }
    std::unique_ptr<Game> snapshot() const { return m_game->clone(); }
    const GameOptions &options() const { return m_options; }

    const Seat &seat(int seatIndex) const { return m_seats[static_cast<std::size_t>(seatIndex)]; }
    const std::array<Seat, 2> &seats() const { return m_seats; }
    // The seat that made the first move of this game.
    int firstSeat() const { return m_firstSeat; }
    int seatForSide(int side) const { return (side + m_firstSeat) % 2; }
    int sideForSeat(int seatIndex) const { return (seatIndex + m_firstSeat) % 2; }
    int seatToMove() const { return seatForSide(m_game->sideToMove()); }
    // A person at this screen is to move (not one over the network).
    bool isHumanToMove() const;
    bool isAiToMove() const;
    // People in the seats, at this screen or over the network.
    int humanSeatCount() const;
    // People at this screen: one means "you" against an AI or a remote person.
    int localPersonCount() const;
    bool isRemoteSeat(int seatIndex) const;

    // Plays a move for whoever is to move; an illegal move or a finished game
    // changes nothing and says why.
    bool play(Move move, QString *error = nullptr);

    // With a person playing an AI, one undo goes back to that person's last
    // turn (taking back the AI's reply too); redo is the mirror image.
    bool canUndo() const;
    bool canRedo() const;
    void undo();
    void redo();

    Outcome outcome() const { return m_game->outcome(); }
    bool isOver() const { return m_game->isOver(); }
    // -1 for a draw or an unfinished game.
    int winnerSeat() const;
    std::vector<Cell> winningCells() const { return m_game->winningCells(); }
    Move lastMove() const;

    QStringList moveTexts() const;
    QString movesText() const { return QString::fromStdString(m_game->toText()); }

    // The games won and drawn by these two players at this game (its
    // options): a start or a restore with another game or other players
    // begins a new tally.
    const Score &score() const { return m_score; }
    // Whether a game of `options` between `seats` continues this tally.
    bool isSameSitting(const GameOptions &options, const std::array<Seat, 2> &seats) const;
    void resetScore();
    // Games started in this sitting, used to alternate who begins.
    int gamesStarted() const { return m_gamesStarted; }
    // Changes whenever a game begins afresh (a new game, a restart, loaded
    // moves or a restored file), even on the very same moves: with the
    // history, it tells one position from any other the session has shown.
    int gameSerial() const { return m_gameSerial; }

signals:
    // A fresh or reloaded position: views redraw without animation.
    void gameStarted();
    void movePlayed(quatre::Move move);
    void moveUndone(quatre::Move move);
    // Once after every operation, when the position is stable again.
    void positionChanged();
    void gameOver(quatre::Outcome outcome);
    void scoreChanged();
    void cleanChanged(bool clean);

private:
    friend class MoveCommand;
    void applyMove(Move move);
    void revertMove(Move move);
    void countResult(int delta);
    void clearHistory();

    GameOptions m_options;
    std::unique_ptr<Game> m_game;
    std::array<Seat, 2> m_seats{};
    int m_firstSeat = 0;
    Score m_score;
    int m_gamesStarted = 0;
    int m_gameSerial = 0;
    bool m_quiet = false; // while loading a position: no per-move signals
    QUndoStack *m_undoStack;
};

} // namespace quatre::ui
