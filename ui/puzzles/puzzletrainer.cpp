#include "ui/puzzles/puzzletrainer.h"

#include "ui/analysis/analysiscontroller.h"
#include "ui/puzzles/solvedpuzzles.h"
#include "ui/session/gamesession.h"

#include <QTimer>

#include <algorithm>

namespace quatre::ui {

namespace {

// Every value of a shipped puzzle is found in well under a second; the
// budget only bounds a puzzle from elsewhere that the solver finds hard,
// which is then left unjudged rather than judged on an estimate.
const AnalysisBudget kPuzzleBudget{std::chrono::milliseconds(60000), std::chrono::milliseconds(500)};

} // namespace

PuzzleTrainer::PuzzleTrainer(SolvedPuzzles *solved, QObject *parent)
    : QObject(parent)
    , m_solved(solved)
    , m_replyTimer(new QTimer(this))
{
    m_replyTimer->setSingleShot(true);
    connect(m_replyTimer, &QTimer::timeout, this, &PuzzleTrainer::playReply);
}

PuzzleTrainer::~PuzzleTrainer() = default;

void PuzzleTrainer::setState(State state)
{
    m_state = state;
    emit stateChanged(state);
}

void PuzzleTrainer::setPuzzle(const Puzzle &puzzle)
{
    const auto played = gameFromText(puzzle.options, puzzle.moves);
    const auto *game = std::get_if<std::unique_ptr<Game>>(&played);
    const auto solution = game ? moveFromText(**game, puzzle.solution) : std::variant<Move, ParseError>{};
    // A set's reader checks both (readPuzzles()); a puzzle that fails them is no puzzle.
    if (!game || !std::holds_alternative<Move>(solution) || (*game)->isOver())
        return;
    m_puzzle = puzzle;
    m_solution = std::get<Move>(solution);
    m_answeringSeat = (*game)->sideToMove(); // the first seat makes the first move
    m_puzzleValues.clear();
    m_solutionShown = false;
    if (!m_session || m_session->options().rules != puzzle.options.rules) {
        // A session draws one game for its life: a board of another game needs another session.
        if (m_session)
            m_session->deleteLater();
        m_session = new GameSession(puzzle.options, this);
        if (!m_analysis) {
            m_analysis = new AnalysisController(m_session, this);
            m_analysis->setBudget(kPuzzleBudget);
            m_analysis->setEnabled(true);
            connect(m_analysis, &AnalysisController::valuesChanged, this, &PuzzleTrainer::onValues);
        } else {
            m_analysis->setSession(m_session);
        }
        emit sessionChanged();
    }
    showPosition();
}

void PuzzleTrainer::showPosition()
{
    m_replyTimer->stop();
    m_result.reset();
    m_answerValue = {};
    m_reply = {};
    GameRecord record;
    record.options = m_puzzle->options;
    record.moves = std::get<std::unique_ptr<Game>>(gameFromText(m_puzzle->options, m_puzzle->moves))->history();
    setState(m_puzzleValues.empty() ? State::Preparing : State::Answering);
    m_session->restore(record);
}

void PuzzleTrainer::tryAgain()
{
    if (!m_puzzle)
        return;
    showPosition();
}

void PuzzleTrainer::showSolution()
{
    if (!m_puzzle)
        return;
    if (m_state != State::Answering)
        showPosition();
    m_solutionShown = true;
    emit stateChanged(m_state);
}

bool PuzzleTrainer::answer(Move move)
{
    if (m_state != State::Answering || !m_session->game().isLegal(move))
        return false;
    const auto value = std::find_if(m_puzzleValues.begin(), m_puzzleValues.end(),
                                    [move](const MoveValue &candidate) { return candidate.move == move; });
    if (value == m_puzzleValues.end())
        return false;
    m_answerValue = *value;
    m_result = answerKind(*m_puzzle, m_answerValue.verdict);
    if (*m_result == AnswerKind::Fastest && !m_solutionShown && !m_solved->isSolved(*m_puzzle)) {
        m_solved->markSolved(*m_puzzle);
        emit solved(*m_puzzle);
    }
    // Set before the move: its values may be what the refutation waits for.
    const bool refute = *m_result == AnswerKind::NotWinning;
    m_state = refute ? State::Refuting : State::Over;
    m_session->play(move);
    if (refute && m_session->isOver())
        m_state = State::Over;
    setState(m_state);
    return true;
}

void PuzzleTrainer::onValues(const std::vector<Move> &history, const std::vector<MoveValue> &values)
{
    const Game &game = m_session->game();
    if (game.isOver() || history != game.history() || values.size() != game.legalMoves().size())
        return;
    // A bound (a Quarto square's other gives) is replaced by its value later.
    if (std::any_of(values.begin(), values.end(), [](const MoveValue &value) { return value.atMost; }))
        return;
    if (m_state == State::Preparing) {
        const bool exact =
            std::all_of(values.begin(), values.end(), [](const MoveValue &value) { return value.exact; });
        if (!exact) {
            setState(State::Unjudged);
            return;
        }
        m_puzzleValues = values;
        setState(State::Answering);
    } else if (m_state == State::Refuting && !m_replyTimer->isActive() && m_reply.move == kNoMove) {
        // The opponent's best reply: the highest value, exact or not (an
        // estimate still shows a good reply), the first among equals.
        m_reply = *std::max_element(values.begin(), values.end(),
                                    [](const MoveValue &a, const MoveValue &b) { return a.score < b.score; });
        m_replyTimer->start(m_replyDelayMs);
    }
}

void PuzzleTrainer::playReply()
{
    if (m_state != State::Refuting)
        return;
    m_session->play(m_reply.move);
    setState(State::Over);
}

} // namespace quatre::ui
