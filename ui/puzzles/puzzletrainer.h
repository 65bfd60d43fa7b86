// One puzzle at a time, on a session of its own: its position is shown, the
// person's answer is judged by the exact values the analysis finds for every
// move of the position (the same search as the analysis board, on its own
// thread, so the window never waits for it), a move that does not win is
// refuted by the opponent's best reply, played on the board, and a solved
// puzzle is remembered.
#pragma once

#include "core/analysis/movevalue.h"
#include "core/analysis/puzzle.h"

#include <QObject>

#include <optional>
#include <vector>

class QTimer;

namespace quatre::ui {

class AnalysisController;
class GameSession;
class SolvedPuzzles;

class PuzzleTrainer : public QObject {
    Q_OBJECT

public:
    enum class State {
        NoPuzzle,
        Preparing, // the values of the puzzle's moves are being found
        Answering, // waiting for the person's move
        Refuting, // a move that does not win was played; the reply comes
        Over, // the answer is judged (and refuted); see result()
        Unjudged, // the values could not all be found exactly: the puzzle cannot be judged
    };
    Q_ENUM(State)

    // `solved` must outlive the trainer.
    explicit PuzzleTrainer(SolvedPuzzles *solved, QObject *parent = nullptr);
    ~PuzzleTrainer() override;

    // The position on the board.
    GameSession *session() const { return m_session; }
    // What finds the values; the board may show them once the puzzle is over.
    AnalysisController *analysis() const { return m_analysis; }

    // Shows the puzzle's position and waits for an answer.
    void setPuzzle(const Puzzle &puzzle);
    const std::optional<Puzzle> &puzzle() const { return m_puzzle; }
    State state() const { return m_state; }
    // The seat of the player who is to find the win (the other one replies).
    int answeringSeat() const { return m_answeringSeat; }

    // The puzzle's winning move, as a move of its position (kNoMove without a puzzle).
    Move solution() const { return m_solution; }
    // The person gave up and was shown the solution: solving it now is not counted.
    void showSolution();
    bool isSolutionShown() const { return m_solutionShown; }

    // The person's move; refused (false, nothing changes) unless state() is
    // Answering and the move is legal.
    bool answer(Move move);
    // Once the answer is judged: its kind and value, and the reply that refuted it (kNoMove if none).
    std::optional<AnswerKind> result() const { return m_result; }
    const MoveValue &answerValue() const { return m_answerValue; }
    Move reply() const { return m_reply.move; }
    const MoveValue &replyValue() const { return m_reply; }

    // The puzzle's position again, to try another move (a solution shown stays shown).
    void tryAgain();

    // How long the refutation waits after the answer, so that a person sees
    // the answer land before the reply moves (0 in tests).
    int replyDelayMs() const { return m_replyDelayMs; }
    void setReplyDelayMs(int milliseconds) { m_replyDelayMs = milliseconds; }

signals:
    // A puzzle of another game needs a board of that game: the session is
    // new, and the previous one is deleted once control returns to the event loop.
    void sessionChanged();
    void stateChanged(quatre::ui::PuzzleTrainer::State state);
    // A puzzle was solved for the first time.
    void solved(const quatre::Puzzle &puzzle);

private:
    void setState(State state);
    void showPosition();
    void onValues(const std::vector<Move> &history, const std::vector<MoveValue> &values);
    void playReply();

    SolvedPuzzles *m_solved;
    GameSession *m_session = nullptr;
    AnalysisController *m_analysis = nullptr;
    QTimer *m_replyTimer;
    std::optional<Puzzle> m_puzzle;
    Move m_solution = kNoMove;
    int m_answeringSeat = 0;
    State m_state = State::NoPuzzle;
    bool m_solutionShown = false;
    std::optional<AnswerKind> m_result;
    MoveValue m_answerValue;
    MoveValue m_reply;
    int m_replyDelayMs = 600;
    // Every move's exact value in the puzzle's position, once found: kept
    // for the next try at the same puzzle.
    std::vector<MoveValue> m_puzzleValues;
};

} // namespace quatre::ui
