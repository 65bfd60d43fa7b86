#include "ui/session/gamesession.h"

#include "ui/session/movecommand.h"
#include "ui/text/parseerrortext.h"

#include <QUndoStack>

#include <variant>

namespace quatre::ui {

GameSession::GameSession(const GameOptions &options, QObject *parent)
    : QObject(parent)
    , m_options(options)
    , m_game(newGame(options))
    , m_undoStack(new QUndoStack(this))
{
    m_seats = {Seat::person(), Seat::person()};
    connect(m_undoStack, &QUndoStack::cleanChanged, this, &GameSession::cleanChanged);
}

GameSession::~GameSession() = default;

bool GameSession::start(const GameOptions &options, const std::array<Seat, 2> &seats, int firstSeat, QString *error)
{
    const std::optional<ParseError> problem = optionsError(options);
    if (problem || (firstSeat != 0 && firstSeat != 1)) {
        if (error)
            *error = problem ? parseErrorText(*problem) : tr("The first player must be seat 1 or 2.");
        return false;
    }
    const bool newSitting = !isSameSitting(options, seats);
    m_options = options;
    m_seats = seats;
    m_firstSeat = firstSeat;
    ++m_gamesStarted;
    clearHistory();
    m_game = newGame(options);
    if (newSitting)
        resetScore();
    emit gameStarted();
    emit positionChanged();
    return true;
}

bool GameSession::isSameSitting(const GameOptions &options, const std::array<Seat, 2> &seats) const
{
    // The same people and AI levels; a demo's AIs get a new seed each game
    // and are still the same players.
    const auto samePlayer = [](Seat a, Seat b) {
        a.ai.seed = b.ai.seed;
        return a == b;
    };
    return options == m_options && samePlayer(seats[0], m_seats[0]) && samePlayer(seats[1], m_seats[1]);
}

void GameSession::restart()
{
    clearHistory();
    m_game = newGame(m_options);
    emit gameStarted();
    emit positionChanged();
}

bool GameSession::loadMoves(const QString &text, QString *error)
{
    const std::string moves = text.trimmed().toStdString();
    auto parsed = gameFromText(m_options, moves);
    if (const auto *problem = std::get_if<ParseError>(&parsed)) {
        if (error)
            *error = tr("Cannot read the moves \"%1\": %2.").arg(text, parseErrorText(*problem));
        return false;
    }
    // Replay through the undo stack so that the loaded moves can be taken back.
    const std::vector<Move> history = std::get<std::unique_ptr<Game>>(parsed)->history();
    clearHistory();
    m_game = newGame(m_options);
    m_quiet = true;
    for (Move move : history)
        m_undoStack->push(new MoveCommand(this, move));
    m_quiet = false;
    emit gameStarted();
    emit scoreChanged();
    emit positionChanged();
    return true;
}

GameRecord GameSession::record() const
{
    GameRecord saved;
    saved.options = m_options;
    saved.seats = m_seats;
    saved.firstSeat = m_firstSeat;
    saved.moves = m_game->history();
    for (int i = m_undoStack->index(); i < m_undoStack->count(); ++i)
        saved.redo.push_back(static_cast<const MoveCommand *>(m_undoStack->command(i))->move());
    return saved;
}

bool GameSession::restore(const GameRecord &saved, QString *error)
{
    // Checked again here so that a hand-made record cannot break the session.
    if (const std::optional<ParseError> problem = optionsError(saved.options)) {
        if (error)
            *error = parseErrorText(*problem);
        return false;
    }
    const std::unique_ptr<Game> check = newGame(saved.options);
    for (const std::vector<Move> *moves : {&saved.moves, &saved.redo}) {
        for (Move move : *moves) {
            if (!check->isLegal(move)) {
                if (error)
                    *error = tr("The saved game holds an illegal move.");
                return false;
            }
            check->play(move);
        }
    }
    if (saved.firstSeat != 0 && saved.firstSeat != 1) {
        if (error)
            *error = tr("The first player must be seat 1 or 2.");
        return false;
    }
    if (!isSameSitting(saved.options, saved.seats))
        m_score = {};
    m_options = saved.options;
    m_seats = saved.seats;
    m_firstSeat = saved.firstSeat;
    ++m_gamesStarted;
    clearHistory();
    m_game = newGame(m_options);
    m_quiet = true;
    for (const std::vector<Move> *moves : {&saved.moves, &saved.redo})
        for (Move move : *moves)
            m_undoStack->push(new MoveCommand(this, move));
    for (std::size_t i = 0; i < saved.redo.size(); ++i)
        m_undoStack->undo();
    m_quiet = false;
    m_undoStack->setClean();
    emit gameStarted();
    emit scoreChanged();
    emit positionChanged();
    return true;
}

bool GameSession::isClean() const
{
    return m_undoStack->isClean();
}

void GameSession::setClean(bool clean)
{
    if (clean)
        m_undoStack->setClean();
    else
        m_undoStack->resetClean();
}

void GameSession::setSeats(const std::array<Seat, 2> &seats)
{
    if (seats == m_seats)
        return;
    m_seats = seats;
    emit positionChanged();
}

bool GameSession::isHumanToMove() const
{
    return !isOver() && seat(seatToMove()).isLocalPerson();
}

bool GameSession::isAiToMove() const
{
    return !isOver() && !seat(seatToMove()).human;
}

int GameSession::humanSeatCount() const
{
    return int(m_seats[0].human) + int(m_seats[1].human);
}

int GameSession::localPersonCount() const
{
    return int(m_seats[0].isLocalPerson()) + int(m_seats[1].isLocalPerson());
}

bool GameSession::isRemoteSeat(int seatIndex) const
{
    return seat(seatIndex).remote;
}

bool GameSession::play(Move move, QString *error)
{
    if (isOver()) {
        if (error)
            *error = tr("The game is over: start a new one.");
        return false;
    }
    if (!m_game->isLegal(move)) {
        if (error)
            *error = tr("That move is not allowed here.");
        return false;
    }
    m_undoStack->push(new MoveCommand(this, move));
    emit positionChanged();
    return true;
}

bool GameSession::canUndo() const
{
    return m_undoStack->canUndo();
}

bool GameSession::canRedo() const
{
    return m_undoStack->canRedo();
}

void GameSession::undo()
{
    if (!canUndo())
        return;
    // Against an AI, stop only where a person is to move; otherwise one ply.
    const bool toHumanTurn = humanSeatCount() == 1;
    do {
        m_undoStack->undo();
    } while (toHumanTurn && canUndo() && !isHumanToMove());
    emit positionChanged();
}

void GameSession::redo()
{
    if (!canRedo())
        return;
    const bool toHumanTurn = humanSeatCount() == 1;
    do {
        m_undoStack->redo();
    } while (toHumanTurn && canRedo() && !isHumanToMove() && !isOver());
    emit positionChanged();
}

int GameSession::winnerSeat() const
{
    const int side = winnerOf(outcome());
    return side < 0 ? -1 : seatForSide(side);
}

Move GameSession::lastMove() const
{
    const auto &history = m_game->history();
    return history.empty() ? kNoMove : history.back();
}

QStringList GameSession::moveTexts() const
{
    QStringList texts;
    for (Move move : m_game->history())
        texts << QString::fromStdString(m_game->moveToText(move));
    return texts;
}

void GameSession::resetScore()
{
    m_score = {};
    emit scoreChanged();
}

void GameSession::applyMove(Move move)
{
    m_game->play(move);
    if (m_game->isOver())
        countResult(+1);
    if (m_quiet)
        return;
    emit movePlayed(move);
    if (m_game->isOver()) {
        emit gameOver(outcome());
        emit scoreChanged();
    }
}

void GameSession::revertMove(Move move)
{
    const bool wasOver = m_game->isOver();
    if (wasOver)
        countResult(-1);
    m_game->undo();
    if (m_quiet)
        return;
    emit moveUndone(move);
    if (wasOver)
        emit scoreChanged();
}

void GameSession::countResult(int delta)
{
    const int winner = winnerSeat();
    if (winner < 0)
        m_score.draws += delta;
    else
        m_score.wins[static_cast<std::size_t>(winner)] += delta;
}

void GameSession::clearHistory()
{
    ++m_gameSerial; // every fresh game comes through here
    // Clearing must not replay undo() on the old position: QUndoStack::clear
    // only deletes the commands.
    m_undoStack->clear();
}

} // namespace quatre::ui
