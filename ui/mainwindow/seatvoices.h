// What the AI seats say about their moves. A remark on a move (4Mation's
// Hardcore: "Too easy m8." when it blocks) shows in a speech bubble over the
// board until the next move, and is told again when the language changes.
// Expert and Perfect also tell how the game will end ("Wins in 7 moves"): a
// seat's card shows that verdict while the game stays on the line it was said
// on, so not after an undo or a new game.
#pragma once

#include "core/ai/ai.h"
#include "core/game.h"

#include <QObject>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace quatre::ui {

class BoardView;
class GameRegistry;
class GameSession;

class SeatVoices : public QObject {
    Q_OBJECT

public:
    // `session` and `games` must outlive the voices.
    SeatVoices(GameSession *session, const GameRegistry &games, QObject *parent = nullptr);

    // The board the window shows now (a new one for each game kind): it
    // shows the remarks.
    void setBoard(BoardView *board) { m_board = board; }

    // The verdict `seat`'s card shows now, in the current language; empty
    // when it said none, or the game left the line it was said on.
    QString verdict(int seat) const;
    // Tells the board's remark again, in the current language.
    void retranslate();

public slots:
    // `seat`'s AI played its move and said `decision`.
    void hear(int seat, const quatre::AiDecision &decision);

signals:
    // A seat's verdict was said or taken back: the cards show verdict().
    void verdictChanged();
    // `seat` remarked `text` on its move, in the current language.
    void remarked(int seat, const QString &text);

private:
    QString remarkOf(AiLevel level, MoveReason reason) const;

    GameSession *m_session;
    const GameRegistry &m_games;
    BoardView *m_board = nullptr;
    // Who spoke on the board last, and why: a remark is kept as its reason,
    // so it can be said again in another language.
    std::optional<AiLevel> m_lastSpeaker;
    MoveReason m_lastReason = MoveReason::None;
    // A seat's verdict and the moves on the board when it was said.
    struct SaidVerdict {
        std::optional<Verdict> verdict;
        std::vector<Move> history;
    };
    std::array<std::optional<SaidVerdict>, 2> m_verdicts;
};

} // namespace quatre::ui
