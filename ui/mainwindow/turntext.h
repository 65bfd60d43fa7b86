// The window's words for who plays, whose turn it is and how the game
// ended, for the seat cards, the status bar, the banner and screen readers.
// One person at this screen (against an AI or a friend over the network)
// is "you"; two people at it are named by their seats' colours.
#pragma once

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace quatre::ui {

class AiController;
class BoardView;
class GameSession;
class GameText;

class TurnText {
    // The window's own words, kept in its context of the translations.
    Q_DECLARE_TR_FUNCTIONS(quatre::ui::MainWindow)

public:
    // `resignedSeat`: the seat that gave up a network game, if one did.
    TurnText(const GameSession &session, const BoardView &board, const AiController &ai, const GameText &game,
             std::optional<int> resignedSeat = std::nullopt);

    // Who plays a seat: "You", "Expert (1.0 s)", "Ana — Opponent (network)".
    QString player(int seat) const;
    // The result of the finished game, or empty.
    QString end() const;
    // The seat to move's status: "Your turn", "Thinking…", "Waiting for Ana…".
    QString turn() const;
    // The same for a screen reader, which names the seat.
    QString accessibleTurn() const;

private:
    bool youPlay() const;
    QString remoteName(int seat) const;

    const GameSession &m_session;
    const BoardView &m_board;
    const AiController &m_ai;
    const GameText &m_game;
    std::optional<int> m_resigned;
};

} // namespace quatre::ui
