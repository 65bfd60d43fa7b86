#include "ui/ai/aicontroller.h"

#include "ui/ai/airequest.h"
#include "ui/ai/aiworker.h"
#include "ui/session/gamesession.h"

#include <QLoggingCategory>
#include <QThread>
#include <QTimer>

#include <algorithm>

// What the AI thread was asked and what came back, for a maintainer chasing
// a slow or lost answer: QT_LOGGING_RULES="quatre.ai.debug=true". Off unless
// asked, so a player's terminal stays quiet.
namespace {
Q_LOGGING_CATEGORY(lcAi, "quatre.ai", QtWarningMsg)
}

namespace quatre::ui {

AiController::AiController(GameSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_thread(new QThread(this))
    , m_worker(new AiWorker)
    , m_pacingTimer(new QTimer(this))
{
    m_thread->setObjectName(QStringLiteral("ai"));
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &AiWorker::decided, this, &AiController::onDecided);
    connect(m_worker, &AiWorker::progressed, this, &AiController::onProgressed);
    connect(m_worker, &AiWorker::failed, this, &AiController::onFailed);
    m_thread->start();

    m_pacingTimer->setSingleShot(true);
    connect(m_pacingTimer, &QTimer::timeout, this, &AiController::playWhenDue);
    connect(m_session, &GameSession::positionChanged, this, &AiController::onPositionChanged);
}

AiController::~AiController()
{
    cancel();
    m_thread->quit();
    m_thread->wait();
}

void AiController::setSearchPriority(SearchPriority priority)
{
    m_searchPriority = priority;
}

void AiController::setHelperShare(double share)
{
    m_helperShare = share;
}

void AiController::setPacingMs(int milliseconds)
{
    m_pacingMs = std::max(0, milliseconds);
}

void AiController::setPaused(bool paused)
{
    if (paused == m_paused)
        return;
    m_paused = paused;
    m_stepRequested = false;
    if (paused)
        m_pacingTimer->stop();
    emit pausedChanged(paused);
    if (!paused)
        playWhenDue();
}

void AiController::step()
{
    if (!m_paused)
        return;
    m_stepRequested = true;
    playWhenDue();
}

void AiController::setHeld(bool held)
{
    m_held = held;
    if (held)
        m_pacingTimer->stop();
    else
        playWhenDue();
}

void AiController::setSuspended(bool suspended)
{
    m_suspended = suspended;
    // Resuming plays a waiting move from the event loop, not at once: the
    // person may be leaving the browse to undo or start a new game, which
    // must come first (and then cancels that move).
    if (suspended)
        m_pacingTimer->stop();
    else if (m_pending)
        m_pacingTimer->start(0);
}

AiConfig AiController::defaultHintConfig()
{
    AiConfig config;
    config.level = AiLevel::Expert;
    config.budget = std::chrono::milliseconds(AiConfig::kDefaultBudgetMs);
    return config;
}

void AiController::requestHint(const AiConfig &config)
{
    if (!m_session->isHumanToMove())
        return;
    cancel();
    startSearch(Purpose::Hint, config);
}

void AiController::cancel()
{
    if (m_searching)
        qCDebug(lcAi).nospace() << "search " << m_generation << " cancelled after " << m_requestClock.elapsed()
                                << " ms";
    if (m_control)
        m_control->cancel.store(true);
    m_control.reset();
    ++m_generation;
    setSearching(false); // before forgetting the purpose, so thinkingChanged is emitted
    m_purpose = Purpose::None;
    m_pending.reset();
    m_stepRequested = false;
    m_pacingTimer->stop();
}

void AiController::reconsider()
{
    onPositionChanged();
}

void AiController::onPositionChanged()
{
    cancel();
    if (m_session->isAiToMove())
        startSearch(Purpose::Move, m_session->seat(m_session->seatToMove()).ai);
}

void AiController::startSearch(Purpose purpose, const AiConfig &config)
{
    AiRequest request;
    request.generation = ++m_generation;
    request.game = m_session->snapshot();
    request.options = m_session->options();
    m_searchedGame = m_session->gameSerial();
    m_searchedHistory = request.game->history();
    request.config = config;
    request.control = std::make_shared<SearchControl>();
    request.control->shares.helpers = m_helperShare;
    m_control = request.control;
    m_purpose = purpose;
    if (purpose == Purpose::Hint)
        m_hintConfig = config;
    m_requestClock.start();
    qCDebug(lcAi).nospace() << "search " << request.generation
                            << " started: " << (purpose == Purpose::Hint ? "a hint" : "a move") << ", "
                            << m_searchedHistory.size() << " plies played";
    setSearching(true);
    // The worker's thread takes its priority only when it is to search: an
    // unprivileged thread cannot raise its priority again, so one set early
    // would stand against a setSearchPriority() made before the first search.
    if (m_appliedPriority != m_searchPriority) {
        QMetaObject::invokeMethod(m_worker,
                                  [priority = m_searchPriority] { setCurrentThreadSearchPriority(priority); });
        m_appliedPriority = m_searchPriority;
    }
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, request] { worker->search(request); }, Qt::QueuedConnection);
}

void AiController::setSearching(bool searching)
{
    const bool wasThinking = isThinking();
    m_searching = searching;
    if (wasThinking != isThinking())
        emit thinkingChanged(isThinking());
}

void AiController::onDecided(quint64 generation, const AiDecision &decision)
{
    if (generation != m_generation) {
        dropStaleAnswer(generation);
        return;
    }
    qCDebug(lcAi).nospace() << "search " << generation << " decided after " << m_requestClock.elapsed() << " ms";
    const Purpose purpose = m_purpose;
    m_control.reset();
    setSearching(false);
    if (decision.move == kNoMove || !m_session->game().isLegal(decision.move)) {
        m_purpose = Purpose::None;
        emit problem(tr("The AI found no move."));
        return;
    }
    if (purpose == Purpose::Hint) {
        m_purpose = Purpose::None;
        emit hintReady(decision.move);
        return;
    }
    m_pending = decision;
    playWhenDue();
}

void AiController::onProgressed(quint64 generation, const SearchProgress &progress)
{
    if (generation == m_generation && m_purpose == Purpose::Move)
        emit progressed(progress.depth, progress.score);
}

void AiController::onFailed(quint64 generation)
{
    if (generation != m_generation) {
        dropStaleAnswer(generation);
        return;
    }
    qCDebug(lcAi).nospace() << "search " << generation << " failed: the level cannot play this game";
    const Purpose purpose = m_purpose;
    const AiConfig failedConfig = m_hintConfig;
    cancel();
    if (purpose == Purpose::Hint && failedConfig.level != AiLevel::Greedy) {
        // A hint from a weaker level is better than none while a level is missing.
        AiConfig weaker = failedConfig;
        weaker.level = failedConfig.level == AiLevel::Minimax ? AiLevel::Greedy : AiLevel::Minimax;
        weaker.depth = 6;
        startSearch(Purpose::Hint, weaker);
        return;
    }
    emit problem(tr("This AI level cannot play this game yet."));
}

void AiController::dropStaleAnswer(quint64 generation)
{
    qCDebug(lcAi).nospace() << "search " << generation << " answered after it was cancelled: dropped";
    ++m_staleAnswers;
    emit staleAnswerDropped();
}

void AiController::playWhenDue()
{
    if (!m_pending || m_held || m_suspended || (m_paused && !m_stepRequested))
        return;
    const qint64 remaining = m_stepRequested ? 0 : m_pacingMs - m_requestClock.elapsed();
    if (remaining <= 0)
        playPending();
    else
        m_pacingTimer->start(static_cast<int>(remaining));
}

void AiController::playPending()
{
    if (!m_pending)
        return;
    // Undo, Restart or loading moves change the position before they emit
    // positionChanged (which cancels the answer), and on the way they may
    // release the hold (the board's animation ends): an answer may only be
    // played on the very position it was searched for, in the same game (a
    // pasted copy of the same moves is a new game).
    if (m_session->gameSerial() != m_searchedGame || m_session->game().history() != m_searchedHistory) {
        m_pending.reset();
        m_stepRequested = false;
        m_purpose = Purpose::None;
        ++m_staleAnswers;
        emit staleAnswerDropped();
        return;
    }
    const AiDecision decision = *m_pending;
    const int seat = m_session->seatToMove();
    m_pending.reset();
    m_stepRequested = false;
    m_purpose = Purpose::None;
    QString error;
    if (!m_session->play(decision.move, &error))
        emit problem(error);
    else
        emit aiMovePlayed(seat, decision);
}

} // namespace quatre::ui
