#include "ui/puzzles/puzzledialog.h"

#include "ui/board/boardview.h"
#include "ui/puzzles/puzzlefile.h"
#include "ui/puzzles/solvedpuzzles.h"
#include "ui/registry/gameregistry.h"
#include "ui/registry/gametext.h"
#include "ui/session/gamesession.h"
#include "ui/text/movevaluetext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QEvent>
#include <QFile>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QStyle>
#include <QVBoxLayout>

#include <algorithm>

namespace quatre::ui {

PuzzleDialog::PuzzleDialog(const GameRegistry &games, QSettings *store, std::string_view gameId, int animationMs,
                           bool highContrast, QWidget *parent)
    : QDialog(parent)
    , m_solved(std::make_unique<SolvedPuzzles>(store))
    , m_trainer(new PuzzleTrainer(m_solved.get(), this))
    , m_animationMs(animationMs)
    , m_highContrast(highContrast)
    , m_gameBox(new QComboBox(this))
    , m_gradeBox(new QComboBox(this))
    , m_gameLabel(new QLabel(this))
    , m_gradeLabel(new QLabel(this))
    , m_progress(new QLabel(this))
    , m_list(new QListWidget(this))
    , m_boardLayout(new QHBoxLayout)
    , m_message(new QLabel(this))
{
    setObjectName(QStringLiteral("puzzleDialog"));
    m_gameBox->setObjectName(QStringLiteral("puzzleGame"));
    m_gradeBox->setObjectName(QStringLiteral("puzzleGrade"));
    m_progress->setObjectName(QStringLiteral("puzzleProgress"));
    m_list->setObjectName(QStringLiteral("puzzleList"));
    m_message->setObjectName(QStringLiteral("puzzleMessage"));
    m_message->setWordWrap(true);
    m_message->setTextFormat(Qt::PlainText);
    m_message->setMinimumHeight(m_message->fontMetrics().lineSpacing() * 2);
    m_gameLabel->setBuddy(m_gameBox);
    m_gradeLabel->setBuddy(m_gradeBox);
    m_list->setMinimumWidth(m_list->fontMetrics().horizontalAdvance(QLatin1Char('x')) * 24);
    m_trainer->setReplyDelayMs(2 * animationMs + 400);

    for (const GameEntry &entry : games.games()) {
        const QString path = shippedPuzzlesPath(entry.id());
        if (!QFile::exists(path))
            continue;
        OfferedGame offered;
        offered.entry = &entry;
        GameRegistry only{entry};
        auto read = readPuzzleFile(path, only);
        if (auto *file = std::get_if<PuzzleFile>(&read))
            offered.puzzles = std::move(file->puzzles);
        else
            offered.error = std::get<QString>(read);
        m_offered.push_back(std::move(offered));
    }

    auto *buttons = new QDialogButtonBox(this);
    m_tryAgain = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_tryAgain->setObjectName(QStringLiteral("puzzleTryAgain"));
    m_solution = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_solution->setObjectName(QStringLiteral("puzzleSolution"));
    m_next = buttons->addButton(QString(), QDialogButtonBox::ActionRole);
    m_next->setObjectName(QStringLiteral("puzzleNext"));
    m_close = buttons->addButton(QDialogButtonBox::Close);
    for (QPushButton *button : {m_tryAgain, m_solution, m_next})
        button->setAutoDefault(false);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_tryAgain, &QPushButton::clicked, m_trainer, &PuzzleTrainer::tryAgain);
    connect(m_solution, &QPushButton::clicked, m_trainer, &PuzzleTrainer::showSolution);
    connect(m_next, &QPushButton::clicked, this, &PuzzleDialog::nextPuzzle);

    auto *choice = new QGridLayout;
    choice->addWidget(m_gameLabel, 0, 0);
    choice->addWidget(m_gameBox, 0, 1);
    choice->addWidget(m_gradeLabel, 1, 0);
    choice->addWidget(m_gradeBox, 1, 1);
    auto *side = new QVBoxLayout;
    side->addLayout(choice);
    side->addWidget(m_list, 1);
    side->addWidget(m_progress);
    auto *main = new QVBoxLayout;
    main->addLayout(m_boardLayout, 1);
    main->addWidget(m_message);
    auto *columns = new QHBoxLayout;
    columns->addLayout(side);
    columns->addLayout(main, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(columns, 1);
    layout->addWidget(buttons);
    resize(900, 640);

    connect(m_trainer, &PuzzleTrainer::sessionChanged, this, &PuzzleDialog::onSessionChanged);
    connect(m_trainer, &PuzzleTrainer::stateChanged, this, &PuzzleDialog::onStateChanged);
    connect(m_trainer, &PuzzleTrainer::solved, this, &PuzzleDialog::refreshList);
    connect(m_gameBox, &QComboBox::currentIndexChanged, this, &PuzzleDialog::chooseGame);
    connect(m_gradeBox, &QComboBox::currentIndexChanged, this, [this] {
        fillList();
        nextPuzzle();
    });
    connect(m_list, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row != m_shownRow)
            showPuzzle(row);
    });

    retranslate();
    const auto opening = std::find_if(m_offered.begin(), m_offered.end(),
                                      [gameId](const OfferedGame &game) { return game.entry->id() == gameId; });
    const int first = opening == m_offered.end() ? 0 : int(opening - m_offered.begin());
    if (!m_offered.empty()) {
        QSignalBlocker blocker(m_gameBox);
        m_gameBox->setCurrentIndex(first);
    }
    chooseGame(m_offered.empty() ? -1 : first);
}

PuzzleDialog::~PuzzleDialog() = default;

QString PuzzleDialog::gradeText(int movesToWin)
{
    return movesToWin == 1 ? tr("Win at once") : tr("Win in %n moves", "own moves", movesToWin);
}

void PuzzleDialog::chooseGame(int index)
{
    m_game = index >= 0 && index < int(m_offered.size()) ? &m_offered[std::size_t(index)] : nullptr;
    fillGrades();
    fillList();
    nextPuzzle();
}

void PuzzleDialog::fillGrades()
{
    const QSignalBlocker blocker(m_gradeBox);
    const int chosen = m_gradeBox->currentData().toInt();
    m_gradeBox->clear();
    m_gradeBox->addItem(tr("All grades"), 0);
    int most = 0;
    if (m_game)
        for (const Puzzle &puzzle : m_game->puzzles)
            most = std::max(most, puzzle.movesToWin);
    for (int grade = 1; grade <= most; ++grade)
        m_gradeBox->addItem(gradeText(grade), grade);
    m_gradeBox->setCurrentIndex(std::max(0, m_gradeBox->findData(chosen)));
}

void PuzzleDialog::fillList()
{
    const int grade = m_gradeBox->currentData().toInt();
    m_listed.clear();
    if (m_game)
        std::copy_if(m_game->puzzles.begin(), m_game->puzzles.end(), std::back_inserter(m_listed),
                     [grade](const Puzzle &puzzle) { return grade == 0 || puzzle.movesToWin == grade; });
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    for (std::size_t i = 0; i < m_listed.size(); ++i)
        m_list->addItem(QStringLiteral("%1. %2").arg(i + 1).arg(gradeText(m_listed[i].movesToWin)));
    m_shownRow = -1;
    refreshList();
}

void PuzzleDialog::refreshList()
{
    const QIcon tick = style()->standardIcon(QStyle::SP_DialogApplyButton);
    for (int row = 0; row < m_list->count(); ++row) {
        const bool solved = m_solved->isSolved(m_listed[std::size_t(row)]);
        QListWidgetItem *item = m_list->item(row);
        item->setIcon(solved ? tick : QIcon());
        item->setToolTip(solved ? tr("Solved") : tr("Not solved yet"));
        item->setData(Qt::UserRole, solved);
    }
    if (!m_game) {
        m_progress->setText(m_offered.empty() ? tr("No game has puzzles.") : QString());
        return;
    }
    if (!m_game->error.isEmpty()) {
        m_progress->setText(tr("The puzzles of %1 cannot be read: %2").arg(m_game->entry->text->name(), m_game->error));
        return;
    }
    m_progress->setText(tr("Solved: %1 of %2").arg(m_solved->solvedCount(m_listed)).arg(m_listed.size()));
}

void PuzzleDialog::showPuzzle(int row)
{
    if (row < 0 || row >= int(m_listed.size()))
        return;
    m_shownRow = row;
    {
        const QSignalBlocker blocker(m_list);
        m_list->setCurrentRow(row);
    }
    m_trainer->setPuzzle(m_listed[std::size_t(row)]);
}

void PuzzleDialog::nextPuzzle()
{
    const int count = int(m_listed.size());
    if (count == 0) {
        onStateChanged();
        return;
    }
    for (int step = 1; step <= count; ++step) {
        const int row = (std::max(m_shownRow, -1) + step) % count;
        if (!m_solved->isSolved(m_listed[std::size_t(row)])) {
            showPuzzle(row);
            return;
        }
    }
    showPuzzle((m_shownRow + 1) % count);
}

void PuzzleDialog::onSessionChanged()
{
    // The old board draws the old session, which goes when control returns
    // to the event loop: the board goes first, at once.
    std::unique_ptr<BoardView> previous(m_board);
    m_board = m_game->entry->createBoardView(this);
    m_board->setObjectName(QStringLiteral("puzzleBoard"));
    m_board->setAnimationMs(m_animationMs);
    m_board->setHighContrast(m_highContrast);
    m_board->setSession(m_trainer->session());
    m_boardLayout->addWidget(m_board);
    connect(m_board, &BoardView::moveChosen, m_trainer, &PuzzleTrainer::answer);
    previous.reset();
}

QString PuzzleDialog::seatNameToMove() const
{
    return m_board->seatName(m_trainer->answeringSeat());
}

QString PuzzleDialog::resultText() const
{
    const QString answer = m_board->moveLabel(m_trainer->answerValue().move);
    switch (*m_trainer->result()) {
    case AnswerKind::Fastest:
        return m_trainer->isSolutionShown() ? tr("%1 is the winning move.").arg(answer)
                                            : tr("Solved! %1 wins fastest.").arg(answer);
    case AnswerKind::WinsSlower:
        return tr("%1 wins too, but in %n moves; another move wins faster. Try again.", "own moves",
                  m_trainer->answerValue().verdict.winnerMoves())
            .arg(answer);
    case AnswerKind::NotWinning: break;
    }
    if (m_trainer->reply() == kNoMove)
        return tr("%1 does not win: the game ends in a draw. Try again.").arg(answer);
    const QString replier = m_board->seatName(1 - m_trainer->answeringSeat());
    if (m_trainer->session()->isOver() && m_trainer->session()->winnerSeat() == 1 - m_trainer->answeringSeat())
        return tr("%1 does not win: %2 answers %3 and wins. Try again.")
            .arg(answer, replier, m_board->moveLabel(m_trainer->reply()));
    return tr("%1 does not win: %2 answers %3 (%4). Try again.")
        .arg(answer, replier, m_board->moveLabel(m_trainer->reply()), moveValueText(m_trainer->replyValue()));
}

void PuzzleDialog::onStateChanged()
{
    const PuzzleTrainer::State state = m_trainer->state();
    const bool answering = state == PuzzleTrainer::State::Answering;
    const bool solved = m_trainer->result() == AnswerKind::Fastest;
    if (m_board) {
        m_board->setInteractive(answering);
        if (answering && m_trainer->isSolutionShown())
            m_board->showHint(m_trainer->solution());
        m_board->setHighlightedCells(m_trainer->session()->winningCells());
    }
    m_tryAgain->setEnabled(state == PuzzleTrainer::State::Over && !solved);
    m_solution->setEnabled(m_trainer->puzzle() && !solved && state != PuzzleTrainer::State::Refuting
                           && !m_trainer->isSolutionShown());
    m_next->setEnabled(!m_listed.empty());
    if (solved)
        m_next->setFocus();

    QString text;
    switch (state) {
    case PuzzleTrainer::State::NoPuzzle: break;
    case PuzzleTrainer::State::Preparing: text = tr("Checking the puzzle…"); break;
    case PuzzleTrainer::State::Answering: {
        const int moves = m_trainer->puzzle()->movesToWin;
        text = moves == 1 ? tr("%1 to move: find the move that wins at once.").arg(seatNameToMove())
                          : tr("%1 to move: find the move that wins in %n moves, counting only yours.", "", moves)
                                .arg(seatNameToMove());
        if (m_trainer->isSolutionShown())
            text += QLatin1Char(' ')
                + tr("The winning move, %1, is marked on the board.").arg(m_board->moveLabel(m_trainer->solution()));
        break;
    }
    case PuzzleTrainer::State::Refuting:
        text = tr("%1 does not win. The reply comes…").arg(m_board->moveLabel(m_trainer->answerValue().move));
        break;
    case PuzzleTrainer::State::Over: text = resultText(); break;
    case PuzzleTrainer::State::Unjudged:
        text = tr("This puzzle could not be checked in time, so no answer can be judged. Try another one.");
        break;
    }
    m_message->setText(text);
}

void PuzzleDialog::retranslate()
{
    setWindowTitle(tr("Puzzles"));
    m_gameLabel->setText(tr("&Game:"));
    m_gradeLabel->setText(tr("G&rade:"));
    m_tryAgain->setText(tr("&Try Again"));
    m_solution->setText(tr("Show the &Solution"));
    m_next->setText(tr("&Next Puzzle"));
    {
        const QSignalBlocker blocker(m_gameBox);
        const int current = m_gameBox->currentIndex();
        m_gameBox->clear();
        for (const OfferedGame &game : m_offered)
            m_gameBox->addItem(game.entry->text->name());
        m_gameBox->setCurrentIndex(current);
    }
    if (m_game) {
        fillGrades();
        const int shown = m_shownRow;
        fillList();
        m_shownRow = shown;
        const QSignalBlocker blocker(m_list);
        m_list->setCurrentRow(shown);
    } else {
        refreshList();
    }
    onStateChanged();
}

void PuzzleDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

} // namespace quatre::ui
