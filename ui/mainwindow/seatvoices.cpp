#include "ui/mainwindow/seatvoices.h"

#include "ui/board/boardview.h"
#include "ui/registry/gameregistry.h"
#include "ui/registry/gametext.h"
#include "ui/session/gamesession.h"
#include "ui/text/verdicttext.h"

#include <algorithm>

namespace quatre::ui {

SeatVoices::SeatVoices(GameSession *session, const GameRegistry &games, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_games(games)
{}

QString SeatVoices::remarkOf(AiLevel level, MoveReason reason) const
{
    const GameEntry *game = m_games.find(m_session->options());
    return (game ? *game : m_games.first()).text->remark(level, reason);
}

void SeatVoices::hear(int seat, const AiDecision &decision)
{
    const Seat &player = m_session->seat(seat);
    if (player.human)
        return;
    // Perfect says "not sure" when it fell back to the heuristic search;
    // Expert only speaks when it proved the outcome.
    const bool tellsVerdict =
        player.ai.level == AiLevel::Perfect || (player.ai.level == AiLevel::Expert && decision.verdict);
    auto &said = m_verdicts[static_cast<std::size_t>(seat)];
    const bool hadVerdict = said.has_value();
    said.reset();
    if (tellsVerdict)
        said = SaidVerdict{decision.verdict, m_session->game().history()};
    if (tellsVerdict || hadVerdict)
        emit verdictChanged();

    const QString text = remarkOf(player.ai.level, decision.reason);
    if (text.isEmpty())
        return;
    m_lastSpeaker = player.ai.level;
    m_lastReason = decision.reason;
    if (m_board)
        m_board->setSpeech(seat, text);
    emit remarked(seat, text);
}

QString SeatVoices::verdict(int seat) const
{
    const auto &said = m_verdicts[static_cast<std::size_t>(seat)];
    const std::vector<Move> &now = m_session->game().history();
    if (!said || m_session->seat(seat).human || now.size() < said->history.size()
        || !std::equal(said->history.begin(), said->history.end(), now.begin()))
        return {};
    return verdictAfterMoveText(said->verdict);
}

void SeatVoices::retranslate()
{
    if (m_board && !m_board->speech().isEmpty() && m_lastSpeaker)
        m_board->setSpeech(m_board->speechSeat(), remarkOf(*m_lastSpeaker, m_lastReason));
}

} // namespace quatre::ui
