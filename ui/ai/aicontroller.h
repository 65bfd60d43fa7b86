// The GUI thread's side of the AI: it watches the session, asks the worker
// thread for a move whenever an AI seat is to move, and plays the answer
// after a short pacing delay so people can follow it. Every request carries a
// generation number; anything that changes the position cancels the running
// search through its atomic flag and makes its late answer stale.
#pragma once

#include "core/ai/ai.h"
#include "ui/ai/airequest.h" // the metatypes of the signals' arguments
#include "ui/scheduling/searchpriority.h"
#include "core/game.h"

#include <QElapsedTimer>
#include <QObject>
#include <QString>

#include <memory>
#include <optional>
#include <vector>

class QThread;
class QTimer;

namespace quatre::ui {

class AiWorker;
class GameSession;

class AiController : public QObject {
    Q_OBJECT

public:
    static constexpr int kDefaultPacingMs = 500;

    explicit AiController(GameSession *session, QObject *parent = nullptr);
    ~AiController() override;

    // The least time between asking for an AI move and playing it.
    int pacingMs() const { return m_pacingMs; }
    void setPacingMs(int milliseconds);

    bool isThinking() const { return m_purpose == Purpose::Move && m_searching; }
    bool isHintSearching() const { return m_purpose == Purpose::Hint && m_searching; }

    // While paused the AI seats still think, but their moves wait for
    // resume() or step().
    bool isPaused() const { return m_paused; }
    void setPaused(bool paused);
    // Paused only: plays the next AI move as soon as it is known.
    void step();

    // While held (a move is still being animated) AI moves wait.
    void setHeld(bool held);
    bool isHeld() const { return m_held; }
    // While suspended (a person browses the game's earlier positions) AI
    // moves wait too; a separate flag, as the board's animations set and
    // release the hold on their own.
    void setSuspended(bool suspended);
    bool isSuspended() const { return m_suspended; }

    // Suggests a move for the person to move; the answer comes as hintReady.
    void requestHint(const AiConfig &config);
    static AiConfig defaultHintConfig();

    // Answers that came back for a position no longer on the board.
    int staleAnswers() const { return m_staleAnswers; }

    // How the search thread gives way to the window's (kDefaultSearchPriority
    // unless set); from the next search on. The thread can only go lower
    // unless the process may raise priorities (RLIMIT_NICE, CAP_SYS_NICE).
    void setSearchPriority(SearchPriority priority);
    // The share of a core each thread beside the search's first may use
    // (kWindowHelperShare unless set); from the next search on.
    void setHelperShare(double share);

    // Stops any search now; its answer, if it still comes, is dropped.
    void cancel();
    // Cancels and asks again for the position on the board.
    void reconsider();

signals:
    void thinkingChanged(bool thinking);
    void progressed(int depth, int score);
    void hintReady(quatre::Move move);
    void pausedChanged(bool paused);
    void problem(const QString &message);
    void staleAnswerDropped();
    // After an AI seat's move is on the board: the search's answer, with why
    // the AI chose the move (for the levels that say so, such as 4Mation's
    // Hardcore bot) and, when the search proved it, how the game will end.
    void aiMovePlayed(int seat, const quatre::AiDecision &decision);

private:
    enum class Purpose { None, Move, Hint };

    void onPositionChanged();
    void onDecided(quint64 generation, const quatre::AiDecision &decision);
    void onProgressed(quint64 generation, const quatre::SearchProgress &progress);
    void onFailed(quint64 generation);
    // The worker answered a search that was cancelled since.
    void dropStaleAnswer(quint64 generation);
    void startSearch(Purpose purpose, const AiConfig &config);
    void setSearching(bool searching);
    void playWhenDue();
    void playPending();

    GameSession *m_session;
    QThread *m_thread;
    AiWorker *m_worker; // lives in m_thread, deleted when it finishes
    QTimer *m_pacingTimer;
    QElapsedTimer m_requestClock;
    std::shared_ptr<SearchControl> m_control;
    quint64 m_generation = 0;
    Purpose m_purpose = Purpose::None;
    bool m_searching = false;
    AiConfig m_hintConfig;
    std::optional<AiDecision> m_pending; // an answer waiting for its pacing delay
    // The position the last search was asked about: the session's game and its moves.
    int m_searchedGame = -1;
    std::vector<Move> m_searchedHistory;
    int m_pacingMs = kDefaultPacingMs;
    double m_helperShare = kWindowHelperShare;
    SearchPriority m_searchPriority = kDefaultSearchPriority;
    std::optional<SearchPriority> m_appliedPriority; // the worker thread's, once set
    bool m_paused = false;
    bool m_stepRequested = false;
    bool m_held = false;
    bool m_suspended = false;
    int m_staleAnswers = 0;
};

} // namespace quatre::ui
