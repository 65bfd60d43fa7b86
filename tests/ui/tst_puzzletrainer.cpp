// A puzzle on the trainer's own session: the fastest win is solved and
// remembered, a slower win is told apart and not counted, a move that does
// not win is refuted by the opponent's best reply (the core's judgeAnswer()
// agrees), and no answer is taken before the values are known.
#include "ui/analysis/analysiscontroller.h"
#include "ui/puzzles/puzzlefile.h"
#include "ui/puzzles/puzzletrainer.h"
#include "ui/puzzles/solvedpuzzles.h"
#include "ui/session/gamesession.h"

#include "uitestsupport.h"

#include "core/solver/exactsolver.h"

#include <QSignalSpy>

using namespace quatre;
using namespace quatre::ui;
using State = PuzzleTrainer::State;

namespace {

constexpr int kWaitMs = 20000;

std::vector<Puzzle> shipped(std::string_view gameId)
{
    auto read = readPuzzleFile(shippedPuzzlesPath(gameId), builtInGames());
    if (const auto *error = std::get_if<QString>(&read))
        qFatal("%s", qPrintable(*error));
    return std::get<PuzzleFile>(read).puzzles;
}

std::unique_ptr<Game> positionOf(const Puzzle &puzzle)
{
    return std::get<std::unique_ptr<Game>>(gameFromText(puzzle.options, puzzle.moves));
}

// The first puzzle of the set at least `movesToWin` long with an answer of
// that kind, and the answer (by the core's judgeAnswer()).
std::pair<Puzzle, Move> findAnswer(const std::vector<Puzzle> &puzzles, int movesToWin, AnswerKind kind)
{
    for (const Puzzle &puzzle : puzzles) {
        if (puzzle.movesToWin < movesToWin)
            continue;
        const std::unique_ptr<Game> position = positionOf(puzzle);
        const std::unique_ptr<ExactSolver> solver = puzzle.options.rules->makeSolver(puzzle.options);
        for (Move answer : position->legalMoves())
            if (judgeAnswer(puzzle, *position, answer, *solver).kind == kind)
                return {puzzle, answer};
    }
    qFatal("no such answer in the set");
    return {};
}

} // namespace

class TestPuzzleTrainer : public QObject {
    Q_OBJECT

private slots:
    void theFastestWinIsSolvedAndRemembered()
    {
        QTemporaryDir dir;
        const QString ini = dir.filePath(QStringLiteral("quatre.ini"));
        const Puzzle puzzle = shipped("connect4").at(45);
        {
            QSettings store(ini, QSettings::IniFormat);
            SolvedPuzzles solved(&store);
            PuzzleTrainer trainer(&solved);
            trainer.setReplyDelayMs(0);
            QSignalSpy solvedSpy(&trainer, &PuzzleTrainer::solved);
            trainer.setPuzzle(puzzle);
            QCOMPARE(trainer.state(), State::Preparing);
            QCOMPARE(trainer.session()->movesText(), QString::fromStdString(puzzle.moves));
            // No answer before every move's value is known.
            QVERIFY(!trainer.answer(trainer.solution()));
            QTRY_COMPARE_WITH_TIMEOUT(trainer.state(), State::Answering, kWaitMs);
            QVERIFY(!solved.isSolved(puzzle));
            QVERIFY(trainer.answer(trainer.solution()));
            QCOMPARE(trainer.state(), State::Over);
            QCOMPARE(trainer.result(), AnswerKind::Fastest);
            QCOMPARE(trainer.answerValue().verdict.winnerMoves(), puzzle.movesToWin);
            QCOMPARE(solvedSpy.count(), 1);
            QVERIFY(solved.isSolved(puzzle));
            // Judged: no second answer.
            QVERIFY(!trainer.answer(trainer.session()->game().legalMoves().front()));
        }
        QSettings store(ini, QSettings::IniFormat);
        SolvedPuzzles later(&store);
        QVERIFY(later.isSolved(puzzle));
        QVERIFY(!later.isSolved(shipped("connect4").at(46)));
        QCOMPARE(later.solvedCount(shipped("connect4")), 1);
    }

    // In every game: the opponent's reply to a move that does not win is
    // played on the board, and it is the core's refutation.
    void aMoveThatDoesNotWinIsRefuted_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("connect4") << QStringLiteral("connect4");
        QTest::newRow("quarto") << QStringLiteral("quarto");
        QTest::newRow("4mation") << QStringLiteral("4mation");
    }
    void aMoveThatDoesNotWinIsRefuted()
    {
        QFETCH(QString, game);
        const auto [puzzle, answer] = findAnswer(shipped(game.toStdString()), 2, AnswerKind::NotWinning);
        const std::unique_ptr<Game> position = positionOf(puzzle);
        const std::unique_ptr<ExactSolver> solver = puzzle.options.rules->makeSolver(puzzle.options);
        const AnswerJudgement expected = judgeAnswer(puzzle, *position, answer, *solver);

        SolvedPuzzles solved(nullptr);
        PuzzleTrainer trainer(&solved);
        trainer.setReplyDelayMs(0);
        trainer.setPuzzle(puzzle);
        QTRY_COMPARE_WITH_TIMEOUT(trainer.state(), State::Answering, kWaitMs);
        QCOMPARE(trainer.answeringSeat(), position->sideToMove());
        QVERIFY(trainer.answer(answer));
        QCOMPARE(trainer.result(), AnswerKind::NotWinning);
        QCOMPARE(trainer.answerValue().score, expected.score);
        QTRY_COMPARE_WITH_TIMEOUT(trainer.state(), State::Over, kWaitMs);
        QCOMPARE(trainer.reply(), expected.bestReply);
        QCOMPARE(trainer.replyValue().score, -expected.score);
        std::vector<Move> history = position->history();
        history.push_back(answer);
        history.push_back(expected.bestReply);
        QCOMPARE(trainer.session()->game().history(), history);
        QVERIFY(!solved.isSolved(puzzle));

        // Again: the puzzle's position, answered at once from the values kept.
        trainer.tryAgain();
        QCOMPARE(trainer.state(), State::Answering);
        QCOMPARE(trainer.session()->game().history(), position->history());
        QVERIFY(trainer.answer(trainer.solution()));
        QCOMPARE(trainer.result(), AnswerKind::Fastest);
        QVERIFY(solved.isSolved(puzzle));
    }

    void aSlowerWinIsNotSolved()
    {
        const auto [puzzle, answer] = findAnswer(shipped("connect4"), 2, AnswerKind::WinsSlower);
        SolvedPuzzles solved(nullptr);
        PuzzleTrainer trainer(&solved);
        trainer.setReplyDelayMs(0);
        trainer.setPuzzle(puzzle);
        QTRY_COMPARE_WITH_TIMEOUT(trainer.state(), State::Answering, kWaitMs);
        QVERIFY(trainer.answer(answer));
        QCOMPARE(trainer.state(), State::Over);
        QCOMPARE(trainer.result(), AnswerKind::WinsSlower);
        QVERIFY(trainer.answerValue().verdict.winnerMoves() > puzzle.movesToWin);
        QCOMPARE(trainer.reply(), kNoMove); // a win is not refuted
        QCOMPARE(trainer.session()->game().plyCount(), positionOf(puzzle)->plyCount() + 1);
        QVERIFY(!solved.isSolved(puzzle));
    }

    void aShownSolutionIsNotCounted()
    {
        const Puzzle puzzle = shipped("4mation").at(30);
        SolvedPuzzles solved(nullptr);
        PuzzleTrainer trainer(&solved);
        trainer.setPuzzle(puzzle);
        QTRY_COMPARE_WITH_TIMEOUT(trainer.state(), State::Answering, kWaitMs);
        trainer.showSolution();
        QVERIFY(trainer.isSolutionShown());
        QCOMPARE(trainer.state(), State::Answering);
        QVERIFY(trainer.answer(trainer.solution()));
        QCOMPARE(trainer.result(), AnswerKind::Fastest);
        QVERIFY(!solved.isSolved(puzzle));
        // A new puzzle is a fresh start.
        trainer.setPuzzle(shipped("4mation").at(31));
        QVERIFY(!trainer.isSolutionShown());
    }

    void illegalAnswersChangeNothing()
    {
        const Puzzle puzzle = shipped("connect4").at(0);
        SolvedPuzzles solved(nullptr);
        PuzzleTrainer trainer(&solved);
        trainer.setPuzzle(puzzle);
        QTRY_COMPARE_WITH_TIMEOUT(trainer.state(), State::Answering, kWaitMs);
        const QString before = trainer.session()->movesText();
        QVERIFY(!trainer.answer(kNoMove));
        QVERIFY(!trainer.answer(Move(99)));
        QCOMPARE(trainer.state(), State::Answering);
        QCOMPARE(trainer.session()->movesText(), before);
    }

    // A puzzle of another game brings a session of that game; the analysis follows it.
    void anotherGameBringsAnotherSession()
    {
        SolvedPuzzles solved(nullptr);
        PuzzleTrainer trainer(&solved);
        QSignalSpy sessions(&trainer, &PuzzleTrainer::sessionChanged);
        trainer.setPuzzle(shipped("connect4").at(0));
        QCOMPARE(sessions.count(), 1);
        GameSession *first = trainer.session();
        trainer.setPuzzle(shipped("connect4").at(1));
        QCOMPARE(sessions.count(), 1);
        QCOMPARE(trainer.session(), first);
        trainer.setPuzzle(shipped("quarto").at(0));
        QCOMPARE(sessions.count(), 2);
        QVERIFY(trainer.session() != first);
        QCOMPARE(trainer.session()->options().rules->id(), std::string_view("quarto"));
        QCOMPARE(trainer.analysis()->session(), trainer.session());
        QTRY_COMPARE_WITH_TIMEOUT(trainer.state(), State::Answering, kWaitMs);
    }
};

QTEST_MAIN(TestPuzzleTrainer)
#include "tst_puzzletrainer.moc"
