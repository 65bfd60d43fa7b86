#include "ui/review/reviewcontroller.h"

#include "ui/review/reviewworker.h"
#include "ui/scheduling/searchpriority.h"
#include "ui/session/gamesession.h"

#include <QThread>

#include <algorithm>

namespace quatre::ui {

ReviewController::ReviewController(GameSession *game, QObject *parent)
    : QObject(parent)
    , m_game(game)
    , m_thread(new QThread(this))
    , m_worker(new ReviewWorker)
{
    qRegisterMetaType<quatre::MoveValue>();
    qRegisterMetaType<quatre::ReviewedMove>();
    m_thread->setObjectName(QStringLiteral("review"));
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &ReviewWorker::moveReviewed, this, &ReviewController::onMoveReviewed);
    connect(m_worker, &ReviewWorker::finished, this, &ReviewController::onFinished);
    // As the analysis: below the window's thread, at the AI's search priority.
    m_thread->start();
    QMetaObject::invokeMethod(m_worker, [] { setCurrentThreadSearchPriority(kDefaultSearchPriority); });
    connect(m_game, &GameSession::positionChanged, this, &ReviewController::onPositionChanged);
}

ReviewController::~ReviewController()
{
    cancel();
    m_thread->quit();
    m_thread->wait();
}

void ReviewController::cancel()
{
    if (m_control)
        m_control->cancel.store(true);
    m_control.reset();
    ++m_generation;
    m_running = false;
}

void ReviewController::start()
{
    cancel();
    m_moves = m_game->game().history();
    m_gameSerial = m_game->gameSerial();
    m_reviews.assign(m_moves.size(), std::nullopt);
    m_played.assign(m_moves.size(), std::nullopt);
    if (m_moves.empty()) {
        emit changed();
        return;
    }
    ReviewRequest request;
    request.generation = m_generation;
    request.options = m_game->options();
    request.moves = m_moves;
    request.budget = m_budget;
    request.control = std::make_shared<SearchControl>();
    request.control->shares.helpers = kWindowHelperShare;
    m_control = request.control;
    m_running = true;
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, request] { worker->review(request); }, Qt::QueuedConnection);
    emit changed();
}

void ReviewController::clear()
{
    if (!hasReview() && !m_running)
        return;
    cancel();
    m_moves.clear();
    m_reviews.clear();
    m_played.clear();
    emit changed();
}

int ReviewController::judgedMoves() const
{
    return int(
        std::count_if(m_reviews.begin(), m_reviews.end(), [](const auto &review) { return review.has_value(); }));
}

ReviewSummary ReviewController::summary(int turn) const
{
    ReviewSummary summary;
    for (std::size_t i = static_cast<std::size_t>(turn); i < m_reviews.size(); i += 2)
        if (m_reviews[i])
            summary.add(m_reviews[i]->moveClass);
    return summary;
}

void ReviewController::onPositionChanged()
{
    // The review stays while the game's moves begin with the reviewed ones
    // (the game went on); anything else is another game.
    const std::vector<Move> &history = m_game->game().history();
    const bool same = m_game->gameSerial() == m_gameSerial && history.size() >= m_moves.size()
        && std::equal(m_moves.begin(), m_moves.end(), history.begin());
    if (!same)
        clear();
}

void ReviewController::onMoveReviewed(quint64 generation, int index, const ReviewedMove &review,
                                      const MoveValue &played)
{
    if (generation != m_generation || index < 0 || std::size_t(index) >= m_reviews.size())
        return;
    m_reviews[std::size_t(index)] = review;
    m_played[std::size_t(index)] = played;
    emit changed();
}

void ReviewController::onFinished(quint64 generation)
{
    if (generation != m_generation)
        return;
    m_control.reset();
    m_running = false;
    emit changed();
}

} // namespace quatre::ui
