#include "ui/network/networkmatch.h"

#include "ui/registry/gameregistry.h"
#include "ui/session/gamesession.h"

#include <QCoreApplication>

namespace quatre::ui::net {

NetworkMatch::NetworkMatch(GameSession *session, Connection *connection, const GameRegistry &games, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_connection(connection)
    , m_games(games)
{
    connect(m_connection, &Connection::messageReceived, this, &NetworkMatch::onMessage);
    connect(m_connection, &Connection::closed, this, &NetworkMatch::disconnected);
    connect(m_session, &GameSession::positionChanged, this, &NetworkMatch::onMovePlayed);
}

NetworkMatch *NetworkMatch::host(GameSession *session, Connection *connection, int localSeat, const GameRegistry &games,
                                 QObject *parent)
{
    auto *match = new NetworkMatch(session, connection, games, parent);
    match->m_localSeat = localSeat;
    match->m_sentPlies = match->plies();
    Setup setup;
    const GameOptions &options = session->options();
    setup.game = QString::fromUtf8(options.rules->id().data(), qsizetype(options.rules->id().size()));
    for (std::size_t i = 0; i < options.rules->options().size(); ++i) {
        const std::string_view key = options.rules->options()[i].key;
        setup.options[QString::fromUtf8(key.data(), qsizetype(key.size()))] = options.values[i];
    }
    setup.hostSeat = localSeat;
    setup.firstSeat = session->firstSeat();
    setup.moves = session->moveTexts();
    connection->send(setup);
    return match;
}

NetworkMatch *NetworkMatch::join(GameSession *session, Connection *connection, const GameRegistry &games,
                                 QObject *parent)
{
    return new NetworkMatch(session, connection, games, parent);
}

NetworkMatch *NetworkMatch::resume(GameSession *session, Connection *connection, int localSeat,
                                   const GameRegistry &games, QObject *parent)
{
    auto *match = new NetworkMatch(session, connection, games, parent);
    match->m_resumedSeat = localSeat;
    return match;
}

int NetworkMatch::plies() const
{
    return m_session->game().plyCount();
}

bool NetworkMatch::isLocalTurn() const
{
    return isReady() && !m_session->isOver() && !m_resigned && m_session->seatToMove() == m_localSeat;
}

void NetworkMatch::onMovePlayed()
{
    if (m_applying || !isReady())
        return;
    // Only a move of this side's, one more than the friend knows of, goes
    // out; the window offers nothing else (an undo is asked, not done).
    const int now = plies();
    if (now == m_sentPlies + 1 && m_session->seatForSide(m_sentPlies % 2) == m_localSeat) {
        m_connection->send(MovePlayed{m_sentPlies, m_session->moveTexts().constLast()});
        m_sentPlies = now;
    }
}

void NetworkMatch::onMessage(const Message &message)
{
    if (const auto *setup = std::get_if<Setup>(&message))
        return receiveSetup(*setup);
    if (!isReady())
        return m_connection->refuse(QT_TRANSLATE_NOOP("Network", "a message before the game's setup"));
    if (const auto *move = std::get_if<MovePlayed>(&message))
        return receiveMove(*move);
    if (const auto *request = std::get_if<Request>(&message)) {
        m_pending = *request;
        emit requestReceived(request->kind);
        return;
    }
    if (const auto *answer = std::get_if<Answer>(&message))
        return receiveAnswer(*answer);
    if (std::holds_alternative<Resign>(message)) {
        if (m_session->isOver() || m_resigned)
            return;
        m_resigned = remoteSeat();
        emit resigned(remoteSeat());
        return;
    }
    if (const auto *chat = std::get_if<Chat>(&message)) {
        emit chatReceived(chat->text);
        return;
    }
    m_connection->refuse(QT_TRANSLATE_NOOP("Network", "a message out of place during the game"));
}

void NetworkMatch::receiveSetup(const Setup &setup)
{
    if (isReady())
        return m_connection->refuse(QT_TRANSLATE_NOOP("Network", "a second setup"));
    const GameEntry *game = m_games.find(setup.game.toStdString());
    if (!game)
        return m_connection->refuse(QT_TRANSLATE_NOOP("Network", "an unknown game"));
    GameOptions options = game->rules->defaultOptions();
    if (setup.options.size() != options.values.size())
        return m_connection->refuse(QT_TRANSLATE_NOOP("Network", "options the game does not have"));
    for (const auto &[key, value] : setup.options) {
        if (game->rules->optionIndex(key.toStdString()) < 0)
            return m_connection->refuse(QT_TRANSLATE_NOOP("Network", "options the game does not have"));
        options.setValue(key.toStdString(), value);
    }
    if (optionsError(options))
        return m_connection->refuse(QT_TRANSLATE_NOOP("Network", "options the game does not have"));
    if (m_resumedSeat >= 0) {
        // Both sides must hold the game as it was, move for move.
        const GameOptions &held = m_session->options();
        if (options.rules != held.rules || options.values != held.values || setup.firstSeat != m_session->firstSeat()
            || setup.hostSeat != 1 - m_resumedSeat || setup.moves != m_session->moveTexts())
            return m_connection->refuse(QT_TRANSLATE_NOOP("Network", "a game other than the one interrupted"));
        m_localSeat = m_resumedSeat;
        m_sentPlies = plies();
        emit ready();
        return;
    }
    GameRecord record;
    record.options = options;
    record.firstSeat = setup.firstSeat;
    std::unique_ptr<Game> position = newGame(options);
    for (const QString &text : setup.moves) {
        if (position->isOver())
            return m_connection->refuse(QT_TRANSLATE_NOOP("Network", "a move after the end of the game"));
        const auto move = moveFromText(*position, text.toStdString());
        if (!std::holds_alternative<Move>(move) || !position->isLegal(std::get<Move>(move)))
            return m_connection->refuse(QT_TRANSLATE_NOOP("Network", "an illegal move in the setup"));
        position->play(std::get<Move>(move));
        record.moves.push_back(std::get<Move>(move));
    }
    emit setupComing(options);
    m_applying = true;
    const bool restored = m_session->restore(record);
    m_applying = false;
    if (!restored)
        return m_connection->refuse(QT_TRANSLATE_NOOP("Network", "a game that cannot be set up"));
    m_localSeat = 1 - setup.hostSeat;
    m_sentPlies = plies();
    emit ready();
}

void NetworkMatch::receiveMove(const MovePlayed &played)
{
    if (played.ply != plies())
        return m_connection->refuse(QT_TRANSLATE_NOOP("Network", "a move for another position"));
    if (m_session->isOver() || m_resigned || m_session->seatToMove() != remoteSeat())
        return m_connection->refuse(QT_TRANSLATE_NOOP("Network", "a move out of turn"));
    const auto move = moveFromText(m_session->game(), played.move.toStdString());
    if (!std::holds_alternative<Move>(move) || !m_session->game().isLegal(std::get<Move>(move)))
        return m_connection->refuse(QT_TRANSLATE_NOOP("Network", "an illegal move"));
    m_applying = true;
    m_session->play(std::get<Move>(move));
    m_applying = false;
    m_sentPlies = plies();
}

void NetworkMatch::request(RequestKind kind)
{
    if (!isConnected() || !isReady() || m_asked)
        return;
    m_asked = Request{kind, plies()};
    m_connection->send(*m_asked);
}

std::optional<RequestKind> NetworkMatch::pendingRequest() const
{
    return m_pending ? std::optional(m_pending->kind) : std::nullopt;
}

void NetworkMatch::answer(bool accepted)
{
    if (!m_pending || !isConnected())
        return;
    const Request asked = *m_pending;
    m_pending.reset();
    // A request about a position that is gone (a move crossed it) lapses.
    const bool agreed = accepted && asked.plies == plies();
    m_connection->send(Answer{asked.kind, agreed, asked.plies});
    if (agreed)
        carryOut(asked.kind, remoteSeat());
}

void NetworkMatch::receiveAnswer(const Answer &answer)
{
    if (!m_asked || answer.kind != m_asked->kind || answer.plies != m_asked->plies)
        return; // no such question asked, or an answer to an older one
    m_asked.reset();
    const bool agreed = answer.accepted && answer.plies == plies();
    if (agreed)
        carryOut(answer.kind, m_localSeat);
    emit answered(answer.kind, agreed);
}

void NetworkMatch::carryOut(RequestKind kind, int requester)
{
    m_applying = true;
    if (kind == RequestKind::Undo) {
        // Back to the requester's turn: their last move, and the reply to it if there was one.
        int undo = 0;
        do {
            m_session->undo();
            ++undo;
        } while (plies() > 0 && m_session->seatToMove() != requester && undo < 2);
    } else {
        // A new game or a rematch: the other seat begins.
        m_resigned.reset();
        m_session->start(m_session->options(), m_session->seats(), 1 - m_session->firstSeat());
    }
    m_applying = false;
    m_sentPlies = plies();
}

void NetworkMatch::resign()
{
    if (!isReady() || m_session->isOver() || m_resigned)
        return;
    m_resigned = m_localSeat;
    m_connection->send(Resign{});
    emit resigned(m_localSeat);
}

void NetworkMatch::sendChat(const QString &text)
{
    const QString line = text.trimmed().left(kMaxChatLength);
    if (!line.isEmpty())
        m_connection->send(Chat{line});
}

void NetworkMatch::leave()
{
    m_connection->close(QStringLiteral("left the game"));
}

} // namespace quatre::ui::net
