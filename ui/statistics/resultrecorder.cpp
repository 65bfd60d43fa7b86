#include "ui/statistics/resultrecorder.h"

#include "ui/document/gamedocument.h"
#include "ui/networkplay/networkplay.h"
#include "ui/session/gamesession.h"
#include "ui/statistics/statisticsstore.h"

namespace quatre::ui {

ResultRecorder::ResultRecorder(GameSession *session, GameDocument *document, NetworkPlay *network,
                               StatisticsStore *statistics, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_document(document)
    , m_network(network)
    , m_statistics(statistics)
{
    connect(m_session, &GameSession::gameOver, this, &ResultRecorder::recordIfOver);
    connect(m_network, &NetworkPlay::resigned, this, &ResultRecorder::recordIfOver);
}

void ResultRecorder::recordIfOver()
{
    const bool network = m_network->holdsGame();
    if (m_document->isResultRecorded() || m_session->localPersonCount() != 1
        || (!network && m_session->humanSeatCount() != 1))
        return;
    const std::optional<int> resigned = m_network->resignedSeat();
    if (!m_session->isOver() && !resigned)
        return;
    m_document->setResultRecorded(true);
    const int person = m_session->seat(0).isLocalPerson() ? 0 : 1;
    const int winner = resigned ? 1 - *resigned : m_session->winnerSeat();
    const GameResult result = winner < 0 ? GameResult::Draw : winner == person ? GameResult::Win : GameResult::Loss;
    const AiLevel opponent = network ? kNetworkOpponent : m_session->seat(1 - person).ai.level;
    m_statistics->record(m_session->options().rules->id(), opponent, result);
}

} // namespace quatre::ui
