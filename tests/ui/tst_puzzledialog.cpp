// Game > Puzzles: the window lists every game that ships puzzles, filters
// them by grade, answers on its own board, ticks and counts the solved ones
// and goes on to the next unsolved; the main window's game is untouched.
#include "ui/board/boardview.h"
#include "ui/language/translation.h"
#include "ui/puzzles/puzzledialog.h"
#include "ui/puzzles/puzzlefile.h"
#include "ui/registry/gameregistry.h"
#include "ui/session/gamesession.h"

#include "uitestsupport.h"

#include <QAction>
#include <QComboBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>

using namespace quatre;
using namespace quatre::ui;
using State = PuzzleTrainer::State;

namespace {

constexpr int kWaitMs = 20000;

std::unique_ptr<PuzzleDialog> makeDialog(QSettings *store, std::string_view gameId)
{
    auto dialog = std::make_unique<PuzzleDialog>(builtInGames(), store, gameId, 0, false);
    dialog->trainer()->setReplyDelayMs(0);
    dialog->show();
    return dialog;
}

} // namespace

class TestPuzzleDialog : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }

    void everyGameWithASetIsOffered()
    {
        auto dialog = makeDialog(nullptr, "quarto");
        QCOMPARE(dialog->gameBox()->count(), int(builtInGames().games().size()));
        QCOMPARE(dialog->gameBox()->currentText(), QStringLiteral("Quarto"));
        QCOMPARE(dialog->trainer()->session()->options().rules->id(), std::string_view("quarto"));
        QCOMPARE(dialog->puzzleList()->count(), 100);
        QCOMPARE(dialog->progressLabel()->text(), QStringLiteral("Solved: 0 of 100"));
        // The grades: all, then win at once to win in 5.
        QCOMPARE(dialog->gradeBox()->count(), 6);
        QCOMPARE(dialog->gradeBox()->itemText(1), QStringLiteral("Win at once"));
        QCOMPARE(dialog->gradeBox()->itemText(3), QStringLiteral("Win in 3 moves"));
        dialog->gradeBox()->setCurrentIndex(3);
        QCOMPARE(dialog->puzzleList()->count(), 20);
        for (const Puzzle &puzzle : dialog->listedPuzzles())
            QCOMPARE(puzzle.movesToWin, 3);
        QCOMPARE(dialog->trainer()->puzzle(), dialog->listedPuzzles().front());

        // Another game: its board and its puzzles.
        dialog->gameBox()->setCurrentIndex(0);
        QCOMPARE(dialog->trainer()->session()->options().rules->id(), builtInGames().first().id());
        QCOMPARE(dialog->boardView()->session(), dialog->trainer()->session());
        QCOMPARE(dialog->puzzleList()->count(), 20); // the grade stays
        QTRY_COMPARE_WITH_TIMEOUT(dialog->trainer()->state(), State::Answering, kWaitMs);
        QVERIFY(dialog->boardView()->isInteractive());
        QVERIFY(dialog->messageLabel()->text().contains(QStringLiteral("find the move that wins in 3 moves")));
    }

    void aSolvedPuzzleIsTickedAndTheNextUnsolvedFollows()
    {
        QTemporaryDir dir;
        QSettings store(dir.filePath(QStringLiteral("quatre.ini")), QSettings::IniFormat);
        {
            auto dialog = makeDialog(&store, "connect4");
            PuzzleTrainer *trainer = dialog->trainer();
            QCOMPARE(dialog->puzzleList()->currentRow(), 0);
            QTRY_COMPARE_WITH_TIMEOUT(trainer->state(), State::Answering, kWaitMs);
            // The person's click on the board is the answer.
            emit dialog->boardView()->moveChosen(trainer->solution());
            QCOMPARE(trainer->result(), AnswerKind::Fastest);
            QVERIFY(!dialog->boardView()->isInteractive());
            QVERIFY(dialog->messageLabel()->text().startsWith(QStringLiteral("Solved!")));
            QVERIFY(!dialog->tryAgainButton()->isEnabled());
            QCOMPARE(dialog->puzzleList()->item(0)->data(Qt::UserRole).toBool(), true);
            QCOMPARE(dialog->progressLabel()->text(), QStringLiteral("Solved: 1 of 100"));
            dialog->nextButton()->click();
            QCOMPARE(dialog->puzzleList()->currentRow(), 1);
        }
        // Remembered: a new window opens on the first unsolved one.
        auto dialog = makeDialog(&store, "connect4");
        QCOMPARE(dialog->progressLabel()->text(), QStringLiteral("Solved: 1 of 100"));
        QCOMPARE(dialog->puzzleList()->currentRow(), 1);
        QCOMPARE(dialog->trainer()->puzzle(), dialog->listedPuzzles().at(1));
    }

    void aWrongAnswerIsRefutedOnTheBoard()
    {
        auto dialog = makeDialog(nullptr, "connect4");
        dialog->gradeBox()->setCurrentIndex(2); // win in 2
        PuzzleTrainer *trainer = dialog->trainer();
        QTRY_COMPARE_WITH_TIMEOUT(trainer->state(), State::Answering, kWaitMs);
        const Game &position = trainer->session()->game();
        const int plies = position.plyCount();
        const QString before = trainer->session()->movesText();
        // Some move that does not win: one whose value the trainer will judge.
        Move wrong = kNoMove;
        for (Move move : position.legalMoves()) {
            if (move == trainer->solution())
                continue;
            auto copy = position.clone();
            copy->play(move);
            if (!copy->isOver()) {
                wrong = move;
                break;
            }
        }
        QVERIFY(wrong != kNoMove);
        emit dialog->boardView()->moveChosen(wrong);
        QVERIFY(trainer->result() != AnswerKind::Fastest);
        QTRY_COMPARE_WITH_TIMEOUT(trainer->state(), State::Over, kWaitMs);
        QVERIFY(dialog->tryAgainButton()->isEnabled());
        if (trainer->result() == AnswerKind::NotWinning) {
            QCOMPARE(trainer->session()->game().plyCount(), plies + 2);
            QVERIFY(dialog->messageLabel()->text().contains(QStringLiteral("does not win")));
        } else {
            QVERIFY(dialog->messageLabel()->text().contains(QStringLiteral("another move wins faster")));
        }
        dialog->tryAgainButton()->click();
        QCOMPARE(trainer->session()->movesText(), before);
        QVERIFY(dialog->boardView()->isInteractive());
        // The solution, shown: marked on the board, and not counted when played.
        dialog->solutionButton()->click();
        QCOMPARE(dialog->boardView()->hint(), trainer->solution());
        QVERIFY(!dialog->solutionButton()->isEnabled());
        emit dialog->boardView()->moveChosen(trainer->solution());
        QCOMPARE(trainer->result(), AnswerKind::Fastest);
        QCOMPARE(dialog->puzzleList()->currentItem()->data(Qt::UserRole).toBool(), false);
    }

    // Game > Puzzles opens the dialog on the window's game, once.
    void theWindowOpensItOnItsGame()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window->loadMoves(QStringLiteral("4453")));
        QAction *action = window->findChild<QAction *>(QStringLiteral("actionPuzzles"));
        QVERIFY(action);
        action->trigger();
        PuzzleDialog *dialog = window->puzzleDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->trainer()->session()->options().rules->id(), window->session()->options().rules->id());
        action->trigger();
        QCOMPARE(window->findChildren<PuzzleDialog *>().size(), 1);
        QCOMPARE(window->session()->movesText(), QStringLiteral("4453"));
    }
};

QTEST_MAIN(TestPuzzleDialog)
#include "tst_puzzledialog.moc"
