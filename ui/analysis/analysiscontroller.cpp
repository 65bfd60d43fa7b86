#include "ui/analysis/analysiscontroller.h"

#include "ui/analysis/analysisworker.h"
#include "ui/scheduling/searchpriority.h"
#include "ui/session/gamesession.h"

#include <QThread>

#include <algorithm>

namespace quatre::ui {

AnalysisController::AnalysisController(GameSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_thread(new QThread(this))
    , m_worker(new AnalysisWorker)
{
    qRegisterMetaType<quatre::MoveValue>();
    qRegisterMetaType<std::vector<quatre::MoveValue>>();
    m_thread->setObjectName(QStringLiteral("analysis"));
    m_worker->moveToThread(m_thread);
    connect(m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    connect(m_worker, &AnalysisWorker::valueFound, this, &AnalysisController::onValueFound);
    connect(m_worker, &AnalysisWorker::finished, this, &AnalysisController::onFinished);
    // Below the window's thread, at the AI's search priority
    // (ui/scheduling/searchpriority.h): it never takes a core the window wants.
    m_thread->start();
    QMetaObject::invokeMethod(m_worker, [] { setCurrentThreadSearchPriority(kDefaultSearchPriority); });
    connect(m_session, &GameSession::positionChanged, this, &AnalysisController::onPositionChanged);
}

void AnalysisController::setSession(GameSession *session)
{
    if (session == m_session)
        return;
    disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    connect(m_session, &GameSession::positionChanged, this, &AnalysisController::onPositionChanged);
    onPositionChanged();
}

AnalysisController::~AnalysisController()
{
    cancel();
    m_thread->quit();
    m_thread->wait();
}

void AnalysisController::setEnabled(bool enabled)
{
    if (enabled == m_enabled)
        return;
    m_enabled = enabled;
    onPositionChanged();
}

void AnalysisController::setFocusMove(Move move)
{
    m_focus->setGroup(move == kNoMove ? std::nullopt
                                      : std::optional<int>(m_session->options().rules->moveGroupOf(move)));
}

void AnalysisController::cancel()
{
    if (m_control)
        m_control->cancel.store(true);
    m_control.reset();
    ++m_generation;
    setSearching(false);
}

void AnalysisController::setSearching(bool searching)
{
    if (searching == m_searching)
        return;
    m_searching = searching;
    emit searchingChanged(searching);
}

void AnalysisController::onPositionChanged()
{
    cancel();
    m_history = m_session->game().history();
    m_values.clear();
    emit valuesChanged(m_history, m_values);
    if (!m_enabled || m_session->game().isOver())
        return;
    AnalysisRequest request;
    request.generation = m_generation;
    request.game = m_session->snapshot();
    request.options = m_session->options();
    request.budget = m_budget;
    request.control = std::make_shared<SearchControl>();
    request.control->shares.helpers = kWindowHelperShare;
    request.focus = m_focus;
    m_control = request.control;
    setSearching(true);
    QMetaObject::invokeMethod(
        m_worker, [worker = m_worker, request] { worker->analyse(request); }, Qt::QueuedConnection);
}

void AnalysisController::onValueFound(quint64 generation, const MoveValue &value)
{
    if (generation != m_generation) {
        ++m_staleAnswers;
        return;
    }
    // A move first bounded (a group's other moves) is valued again later.
    const auto same = std::find_if(m_values.begin(), m_values.end(),
                                   [&](const MoveValue &known) { return known.move == value.move; });
    if (same != m_values.end())
        *same = value;
    else
        m_values.push_back(value);
    emit valuesChanged(m_history, m_values);
}

void AnalysisController::onFinished(quint64 generation, const std::vector<MoveValue> &values)
{
    if (generation != m_generation) {
        ++m_staleAnswers;
        return;
    }
    m_control.reset();
    m_values = values;
    setSearching(false);
    emit valuesChanged(m_history, m_values);
}

} // namespace quatre::ui
