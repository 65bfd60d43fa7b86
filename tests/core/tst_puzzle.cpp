// The puzzles (core/analysis/puzzle.h): a seed gives the same set every time;
// every puzzle made passes checkPuzzle(), which uses a solver of its own;
// answers are judged by their exact values, a wrong one with a legal
// refutation; a set's text reads back as written and a malformed line is
// named by its number; and the sets shipped in resources/puzzles are right
// (a seeded sample of each here, every line under the label "slow").
#include "core/analysis/puzzle.h"
#include "core/games/connectfour/connectfourrules.h"
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/randomposition.h"
#include "core/games/quarto/quartorules.h"
#include "core/solver/exactsolver.h"

#include "testpaths.h"
#include "testseed.h"

#include <QtTest>

#include <algorithm>
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

using namespace quatre;

namespace {

const std::vector<const GameRules *> &allGames()
{
    static const std::vector<const GameRules *> games = {&connectFourRules(), &quartoRules(), &fourMationRules()};
    return games;
}

GameOptions fourMationOptions(int size)
{
    GameOptions options = fourMationRules().defaultOptions();
    options.setValue("size", size);
    return options;
}

// Late enough in each game for its solver to answer in milliseconds.
struct Sample {
    const char *name;
    GameOptions options;
    int minPlies;
};

std::vector<Sample> samples()
{
    return {{"connect4 6x7", connectFourOptions(6, 7), 14},
            {"quarto", quartoRules().defaultOptions(), 8},
            {"4mation 7x7", fourMationOptions(7), 10}};
}

PuzzleRequest request(std::uint64_t seed, int minPlies)
{
    PuzzleRequest request;
    request.counts = evenGradeCounts(6, 3);
    request.minPlies = minPlies;
    request.seed = seed;
    return request;
}

std::unique_ptr<Game> positionOf(const Puzzle &puzzle)
{
    auto parsed = gameFromText(puzzle.options, puzzle.moves);
    if (!std::holds_alternative<std::unique_ptr<Game>>(parsed))
        qFatal("bad moves %s", puzzle.moves.c_str());
    return std::get<std::unique_ptr<Game>>(std::move(parsed));
}

std::string fileText(const std::string &path)
{
    std::ifstream file(path);
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

} // namespace

Q_DECLARE_METATYPE(Sample)

class TestPuzzle : public QObject {
    Q_OBJECT

private slots:
    void gradesAreSpreadEvenly()
    {
        QCOMPARE(evenGradeCounts(10, 3), (std::vector<int>{4, 3, 3}));
        QCOMPARE(evenGradeCounts(100, 5), (std::vector<int>{20, 20, 20, 20, 20}));
        QCOMPARE(evenGradeCounts(2, 3), (std::vector<int>{1, 1, 0}));
    }

    // The puzzles ask null windows near the top of the scores instead of
    // solving; on seeded positions of each game those answers are the full
    // solve's: the score is at least itself and not at least one more, and
    // the quickest win up to 4 moves is the solve's verdict.
    void theWindowsAgreeWithTheSolve_data()
    {
        QTest::addColumn<Sample>("sample");
        for (const Sample &sample : samples())
            QTest::newRow(sample.name) << sample;
        // The boards of the other bitboard widths, and the other rules.
        QTest::newRow("connect4 5x6") << Sample{"", connectFourOptions(5, 6), 10};
        QTest::newRow("connect4 8x8") << Sample{"", connectFourOptions(8, 8), 36};
        QTest::newRow("quarto, square rule") << Sample{"", quartoOptions(true), 8};
        QTest::newRow("4mation 5x5, official rule") << Sample{"", fourMationOptions(5, true), 6};
    }
    void theWindowsAgreeWithTheSolve()
    {
        QFETCH(Sample, sample);
        const std::unique_ptr<ExactSolver> solver = sample.options.rules->makeSolver(sample.options);
        std::mt19937_64 random(test::testSeed(11));
        int positions = 0, wins = 0;
        while (positions < 40) {
            const int plies = sample.minPlies + static_cast<int>(random() % 8);
            const std::unique_ptr<Game> game = randomPosition(sample.options, plies, random);
            if (!game || solver->unsolvable(*game))
                continue;
            ++positions;
            const int score = *solver->solve(*game);
            QVERIFY2(*solver->scoreAtLeast(*game, score), game->toText().c_str());
            QVERIFY2(!*solver->scoreAtLeast(*game, score + 1), game->toText().c_str());
            const Verdict verdict = solver->verdictOf(*game, score);
            const bool quick = verdict.outcome > 0 && verdict.winnerMoves() <= 4;
            wins += quick;
            QCOMPARE(quickestWin(*solver, *game, 4), quick ? std::optional<int>(verdict.winnerMoves()) : std::nullopt);
            if (quick)
                QCOMPARE(solver->verdictOf(*game, solver->winWithinScore(*game, verdict.winnerMoves())).winnerMoves(),
                         verdict.winnerMoves());
        }
        QVERIFY(wins >= 3); // the sample reaches the windows that say yes
    }

    // An early position that wins nothing soon is turned down without a full
    // solve: the empty 6x7 board (a billion nodes to solve) is not a puzzle
    // of 3 moves, and the windows that say so search few nodes.
    void anEarlyPositionCostsNoFullSolve()
    {
        const GameOptions options = connectFourOptions(6, 7);
        const std::unique_ptr<ExactSolver> solver = options.rules->makeSolver(options);
        const std::unique_ptr<Game> empty = newGame(options);
        QCOMPARE(quickestWin(*solver, *empty, 3), std::nullopt);
        QCOMPARE(puzzleOf(options, *empty, *solver, 3), std::nullopt);
        QVERIFY2(solver->nodes() < 100'000, std::to_string(solver->nodes()).c_str());
        const Puzzle claimed{options, "", 2, "4"};
        QCOMPARE(checkPuzzle(claimed), std::optional<std::string>("the side to move does not win in 2 moves"));
    }

    void aSeedGivesTheSameSet_data()
    {
        QTest::addColumn<int>("index");
        for (int i = 0; i < 3; ++i)
            QTest::newRow(samples()[i].name) << i;
    }
    void aSeedGivesTheSameSet()
    {
        QFETCH(int, index);
        const Sample sample = samples()[index];
        const std::uint64_t seed = test::testSeed(1);
        const PuzzleSet first = generatePuzzles(sample.options, request(seed, sample.minPlies));
        const PuzzleSet again = generatePuzzles(sample.options, request(seed, sample.minPlies));
        QVERIFY(first.complete);
        QCOMPARE(first.puzzles.size(), std::size_t(6));
        QVERIFY(first.puzzles == again.puzzles);
        QCOMPARE(first.attempts, again.attempts);
        const PuzzleSet other = generatePuzzles(sample.options, request(seed + 1, sample.minPlies));
        QVERIFY(first.puzzles != other.puzzles);
        // Ordered by grade, as many of each as asked.
        const std::vector<int> grades = {1, 1, 2, 2, 3, 3};
        for (std::size_t i = 0; i < grades.size(); ++i)
            QCOMPARE(first.puzzles[i].movesToWin, grades[i]);
    }

    void everyPuzzleMadePassesTheCheck_data() { aSeedGivesTheSameSet_data(); }
    void everyPuzzleMadePassesTheCheck()
    {
        QFETCH(int, index);
        const Sample sample = samples()[index];
        PuzzleRequest asked = request(test::testSeed(7), sample.minPlies);
        asked.counts = evenGradeCounts(10, 5);
        for (const Puzzle &puzzle : generatePuzzles(sample.options, asked).puzzles) {
            const std::optional<std::string> problem = checkPuzzle(puzzle);
            QVERIFY2(!problem, (puzzleLine(puzzle) + ": " + problem.value_or("")).c_str());
        }
    }

    // A puzzle whose stated grade or solution is not the solver's fails.
    void theCheckFindsAWrongPuzzle()
    {
        const Sample sample = samples()[0];
        const PuzzleSet set = generatePuzzles(sample.options, request(test::testSeed(3), sample.minPlies));
        Puzzle wrongGrade = set.puzzles.back();
        wrongGrade.movesToWin += 1;
        QVERIFY(checkPuzzle(wrongGrade));
        Puzzle wrongMove = set.puzzles.back();
        const std::unique_ptr<Game> position = positionOf(wrongMove);
        for (Move move : position->legalMoves())
            if (position->moveToText(move) != wrongMove.solution) {
                wrongMove.solution = position->moveToText(move);
                break;
            }
        QVERIFY(checkPuzzle(wrongMove));
        Puzzle lost = wrongMove;
        lost.moves += position->moveToText(std::get<Move>(moveFromText(*position, set.puzzles.back().solution)));
        QVERIFY(checkPuzzle(lost)); // the opponent's turn now: it does not win, or not that way
    }

    // Every move of every puzzle: the solution is the fastest win, any other
    // is not; the best reply to an answer keeps the opponent's best value,
    // which is minus the answer's.
    void answersAreJudgedByTheirValues_data() { aSeedGivesTheSameSet_data(); }
    void answersAreJudgedByTheirValues()
    {
        QFETCH(int, index);
        const Sample sample = samples()[index];
        PuzzleRequest asked = request(test::testSeed(11), sample.minPlies);
        asked.counts = evenGradeCounts(8, 4);
        const std::unique_ptr<ExactSolver> solver = sample.options.rules->makeSolver(sample.options);
        int slower = 0, notWinning = 0;
        for (const Puzzle &puzzle : generatePuzzles(sample.options, asked).puzzles) {
            const std::unique_ptr<Game> position = positionOf(puzzle);
            const Move solution = std::get<Move>(moveFromText(*position, puzzle.solution));
            for (Move answer : position->legalMoves()) {
                const AnswerJudgement judgement = judgeAnswer(puzzle, *position, answer, *solver);
                if (answer == solution) {
                    QCOMPARE(judgement.kind, AnswerKind::Fastest);
                    QCOMPARE(judgement.verdict.winnerMoves(), puzzle.movesToWin);
                } else {
                    QVERIFY(judgement.kind != AnswerKind::Fastest);
                    slower += judgement.kind == AnswerKind::WinsSlower;
                    notWinning += judgement.kind == AnswerKind::NotWinning;
                    QCOMPARE(judgement.kind == AnswerKind::NotWinning, judgement.verdict.outcome <= 0);
                }
                const std::unique_ptr<Game> after = position->clone();
                after->play(answer);
                if (after->isOver()) {
                    QCOMPARE(judgement.bestReply, kNoMove);
                    continue;
                }
                QVERIFY(after->isLegal(judgement.bestReply));
                const std::unique_ptr<Game> replied = after->clone();
                replied->play(judgement.bestReply);
                const int replyScore = replied->isOver()
                    ? (replied->outcome() == winFor(after->sideToMove()) ? solver->winNowScore(*after) : 0)
                    : -*solver->solve(*replied);
                QCOMPARE(replyScore, -judgement.score);
            }
        }
        QVERIFY(notWinning > 0);
        // Connect Four's threats leave slower wins beside the fastest; the
        // other games' short wins seldom do.
        if (index == 0)
            QVERIFY(slower > 0);
    }

    // The kind of an answer from its verdict alone, as the window judges it
    // from the analysis board's values: a win in the puzzle's own moves is
    // the fastest (no faster one exists), a longer win is slower, a draw or a
    // loss is not winning.
    void anAnswerIsKindedByItsVerdict()
    {
        Puzzle puzzle;
        puzzle.movesToWin = 3;
        QCOMPARE(answerKind(puzzle, Verdict{1, 5}), AnswerKind::Fastest);
        QCOMPARE(answerKind(puzzle, Verdict{1, 7}), AnswerKind::WinsSlower);
        QCOMPARE(answerKind(puzzle, Verdict{1, 21}), AnswerKind::WinsSlower);
        QCOMPARE(answerKind(puzzle, Verdict{0, 0}), AnswerKind::NotWinning);
        QCOMPARE(answerKind(puzzle, Verdict{-1, 2}), AnswerKind::NotWinning);
        puzzle.movesToWin = 1;
        QCOMPARE(answerKind(puzzle, Verdict{1, 1}), AnswerKind::Fastest);
        QCOMPARE(answerKind(puzzle, Verdict{1, 3}), AnswerKind::WinsSlower);
    }

    void aSetReadsBackAsWritten_data() { aSeedGivesTheSameSet_data(); }
    void aSetReadsBackAsWritten()
    {
        QFETCH(int, index);
        const Sample sample = samples()[index];
        const PuzzleSet set = generatePuzzles(sample.options, request(test::testSeed(5), sample.minPlies));
        std::string text = "# a comment\n\n";
        for (const Puzzle &puzzle : set.puzzles)
            text += puzzleLine(puzzle) + "\r\n";
        std::vector<int> lines;
        auto read = readPuzzles(text, allGames(), &lines);
        QVERIFY(std::holds_alternative<std::vector<Puzzle>>(read));
        QVERIFY(std::get<std::vector<Puzzle>>(read) == set.puzzles);
        QCOMPARE(lines.front(), 3);
        QCOMPARE(lines.back(), 8);
    }

    void aMalformedLineIsNamed_data()
    {
        QTest::addColumn<QString>("line");
        QTest::addColumn<QString>("problem");
        QTest::addColumn<int>("position");
        QTest::newRow("too few fields") << "connect4 rows=6,columns=7 1"
                                        << QString::fromUtf8(PuzzleProblem::TooFewFields.text.data()) << 27;
        QTest::newRow("unknown game") << "chess - 1 e4 e2e4"
                                      << "unknown game" << 0;
        QTest::newRow("unknown option") << "connect4 rows=6,colums=7 1 4 44"
                                        << QString::fromUtf8(PuzzleProblem::BadOption.text.data()) << 16;
        QTest::newRow("no value") << "connect4 rows 1 4 44" << QString::fromUtf8(PuzzleProblem::BadOption.text.data())
                                  << 9;
        QTest::newRow("option out of range") << "connect4 rows=60 1 4 44"
                                             << "%1" << 9;
        QTest::newRow("moves to win") << "connect4 - 0 4 44"
                                      << QString::fromUtf8(PuzzleProblem::BadMovesToWin.text.data()) << 11;
        QTest::newRow("bad moves") << "connect4 - 1 4 449"
                                   << "" << 17;
        QTest::newRow("bad solution") << "connect4 - 1 9 44"
                                      << QString::fromUtf8(PuzzleProblem::BadSolution.text.data()) << 13;
    }
    void aMalformedLineIsNamed()
    {
        QCOMPARE(std::size(kPuzzleParseProblems), std::size_t(4));
        QFETCH(QString, line);
        QFETCH(QString, problem);
        QFETCH(int, position);
        const std::string text = "# puzzles\nconnect4 rows=6,columns=7 1 4 444\n\n" + line.toStdString() + "\nfoo\n";
        auto read = readPuzzles(text, allGames());
        QVERIFY(std::holds_alternative<PuzzleSetError>(read));
        const PuzzleSetError &error = std::get<PuzzleSetError>(read);
        QCOMPARE(error.line, 4);
        QCOMPARE(int(error.error.position), position);
        if (!problem.isEmpty() && problem != QLatin1String("%1"))
            QCOMPARE(QString::fromUtf8(error.error.problem.text.data(), qsizetype(error.error.problem.text.size())),
                     problem);
        QVERIFY(!error.error.message.empty());
    }

    // resources/puzzles: ten lines of each file, a seeded choice; every line
    // with QUATRE_SLOW_TESTS set (ctest's tst_puzzle_shipped, label "slow").
    void theShippedSetsAreRight_data()
    {
        QTest::addColumn<QString>("file");
        for (const char *file : {"connect4.txt", "quarto.txt", "4mation.txt"})
            QTest::newRow(file) << QString::fromLatin1(file);
    }
    void theShippedSetsAreRight()
    {
        QFETCH(QString, file);
        const std::string text =
            fileText(quatre::testpaths::sourceDir().toStdString() + "/resources/puzzles/" + file.toStdString());
        std::vector<int> lines;
        auto read = readPuzzles(text, allGames(), &lines);
        QVERIFY(std::holds_alternative<std::vector<Puzzle>>(read));
        std::vector<std::size_t> chosen(lines.size());
        for (std::size_t i = 0; i < chosen.size(); ++i)
            chosen[i] = i;
        QVERIFY(chosen.size() >= 100);
        if (!qEnvironmentVariableIsSet("QUATRE_SLOW_TESTS")) {
            std::mt19937_64 random(test::testSeed(1));
            std::shuffle(chosen.begin(), chosen.end(), random);
            chosen.resize(10);
        }
        const std::vector<Puzzle> &puzzles = std::get<std::vector<Puzzle>>(read);
        for (std::size_t i : chosen) {
            const std::optional<std::string> problem = checkPuzzle(puzzles[i]);
            QVERIFY2(
                !problem,
                qPrintable(
                    QStringLiteral("line %1: %2").arg(lines[i]).arg(QString::fromStdString(problem.value_or("")))));
        }
    }
};

QTEST_GUILESS_MAIN(TestPuzzle)
#include "tst_puzzle.moc"
