// Browsing the game: the board shows the position after any earlier move
// while the game itself stays as it is. The position shown lives in a
// session of its own (a copy of the first moves), so nothing the window does
// to it can undo or change a move of the game; the AI waits while a person
// browses, and "Play from here" is the one way back that changes the game.
#pragma once

#include <QObject>

namespace quatre::ui {

class GameSession;

class GameBrowser : public QObject {
    Q_OBJECT

public:
    // Browses `game`, which must outlive the browser.
    explicit GameBrowser(GameSession *game, QObject *parent = nullptr);

    bool isBrowsing() const { return m_shownPlies >= 0; }
    // The moves of the game on the board: all of them unless browsing.
    int shownPlies() const;
    // The position shown while browsing (the first shownPlies() moves of the game).
    GameSession *shownSession() const { return m_shown; }

    // Shows the position after the first `plies` moves (clamped to the
    // game); all of them is the game itself, so browsing ends.
    void show(int plies);
    // Back to the game as it is.
    void leave();
    // Whether playing from the shown position would drop later moves.
    bool hasLaterMoves() const;
    // Makes the shown position the game's (the moves before it are kept and
    // stay undoable; the later ones are dropped) and ends browsing.
    void playFromHere();

signals:
    // Whenever browsing starts, ends or shows another position.
    void shownChanged();

private:
    GameSession *m_game;
    GameSession *m_shown;
    int m_shownPlies = -1; // -1: not browsing
};

} // namespace quatre::ui
