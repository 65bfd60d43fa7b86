// The Analyst (core/analysis/analyst.h) and the review's classes
// (core/analysis/review.h): every value it calls exact is what a solver of its
// own finds for that move, on the reference sets of Connect Four and on seeded
// Quarto and 4Mation positions; an estimate is said to be one; a cancelled
// analysis gives nothing; and the classes of moves whose values the solver
// knows are the ones their definitions give.
#include "core/analysis/analyst.h"
#include "core/analysis/review.h"
#include "core/games/connectfour/connectfourrules.h"
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/quarto/quartorules.h"
#include "core/games/randomposition.h"
#include "core/solver/exactsolver.h"

#include "testpaths.h"
#include "testseed.h"

#include <QtTest>

#include <algorithm>
#include <chrono>
#include <fstream>
#include <iterator>
#include <map>
#include <functional>
#include <random>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

using namespace quatre;
using namespace std::chrono_literals;

namespace {

// Enough for every position these tests analyse to be solved outright.
constexpr AnalysisBudget kExactBudget{60s, 500ms};

struct ReferenceLine {
    std::string moves;
    int score = 0;
};

std::vector<ReferenceLine> referenceLines(const QString &set)
{
    std::ifstream file(quatre::testpaths::testDataDir().toStdString() + "/" + set.toStdString());
    std::vector<ReferenceLine> lines;
    ReferenceLine line;
    while (file >> line.moves >> line.score)
        lines.push_back(line);
    return lines;
}

std::unique_ptr<Game> position(const GameOptions &options, const std::string &moves)
{
    auto parsed = gameFromText(options, moves);
    if (!std::holds_alternative<std::unique_ptr<Game>>(parsed))
        qFatal("cannot read the position '%s'", moves.c_str());
    return std::move(std::get<std::unique_ptr<Game>>(parsed));
}

// The exact score, for the side to move of `game`, of each of its legal
// moves, found without the Analyst: the end of the game where a move ends
// it, else minus the score of a solve of the position after it, each with
// a table as empty as a fresh solver's.
std::vector<int> scoresBySolver(ExactSolver &solver, const Game &game)
{
    std::vector<int> scores;
    for (Move move : game.legalMoves()) {
        std::unique_ptr<Game> child = game.clone();
        child->play(move);
        if (child->isOver()) {
            scores.push_back(child->outcome() == winFor(game.sideToMove()) ? solver.winNowScore(game) : 0);
            continue;
        }
        solver.clearTable();
        const std::optional<int> score = solver.solve(*child);
        if (!score)
            qFatal("the solver gave up on %s", child->toText().c_str());
        scores.push_back(-*score);
    }
    return scores;
}

// The analysis of `game` checked move by move against scoresBySolver():
// every value exact, in the order of the legal moves, with the solver's
// score and the verdict of that score, each exact value reported once, on
// this thread. A move may be reported as a bound first (the Analyst's
// groups: see GameRules::moveGroupOf()), once, and then only a true one. With
// more than one thread, the others join at once: the caller's first solve
// stops for them to start, and goes on from its table. Returns the values,
// and in `reports` (if given) what was reported, in order.
std::vector<MoveValue> checkAgainstTheSolver(const GameOptions &options, const Game &game, int threads = 1,
                                             std::vector<MoveValue> *reports = nullptr)
{
    Analyst analyst(options, threads);
    analyst.setHelpersAfter(0ms);
    SearchControl control;
    std::vector<MoveValue> reported;
    bool reportedElsewhere = false;
    const std::thread::id here = std::this_thread::get_id();
    const std::optional<std::vector<MoveValue>> values =
        analyst.analyse(game, control, kExactBudget, [&](const MoveValue &value) {
            reported.push_back(value);
            reportedElsewhere = reportedElsewhere || std::this_thread::get_id() != here;
        });
    const std::unique_ptr<ExactSolver> solver = options.rules->makeSolver(options);
    const std::vector<int> expected = scoresBySolver(*solver, game);
    const std::vector<Move> moves = game.legalMoves();
    const QByteArray where = QByteArray::fromStdString(game.toText());
    [&] {
        QVERIFY2(values, where.constData());
        QCOMPARE(values->size(), moves.size());
        QVERIFY2(!reportedElsewhere, where.constData());
        std::vector<Move> exactMoves, boundedMoves;
        for (const MoveValue &value : reported) {
            const auto i = static_cast<std::size_t>(std::find(moves.begin(), moves.end(), value.move) - moves.begin());
            QVERIFY2(i < moves.size(), where.constData());
            const QByteArray move = where + " then " + QByteArray::fromStdString(game.moveToText(value.move));
            if (value.exact) {
                QVERIFY2(!value.atMost, move.constData());
                exactMoves.push_back(value.move);
                continue;
            }
            QVERIFY2(value.atMost, move.constData()); // every move is solved: no estimate
            QVERIFY2(std::count(exactMoves.begin(), exactMoves.end(), value.move) == 0, move.constData());
            QVERIFY2(std::count(boundedMoves.begin(), boundedMoves.end(), value.move) == 0, move.constData());
            QVERIFY2(value.score >= expected[i], move.constData());
            boundedMoves.push_back(value.move);
        }
        std::sort(exactMoves.begin(), exactMoves.end());
        QVERIFY2(exactMoves == moves, where.constData());
        for (std::size_t i = 0; i < moves.size(); ++i) {
            const MoveValue &value = (*values)[i];
            const QByteArray move = where + " then " + QByteArray::fromStdString(game.moveToText(moves[i]));
            QVERIFY2(value.move == moves[i], move.constData());
            QVERIFY2(value.exact && !value.atMost, move.constData());
            if (value.score != expected[i])
                QFAIL(qPrintable(QStringLiteral("%1: the Analyst says %2, the solver %3")
                                     .arg(QString::fromLatin1(move))
                                     .arg(value.score)
                                     .arg(expected[i])));
            QVERIFY2(value.verdict == solver->verdictOf(game, value.score), move.constData());
        }
    }();
    if (reports)
        *reports = reported;
    return values ? *values : std::vector<MoveValue>{};
}

// `count` seeded Quarto positions of 8 to 10 empty squares with a piece in
// hand: mostly draws, where most gives are bounded by their square's best.
std::vector<std::unique_ptr<Game>> quartoMiddlegames(const GameOptions &options, std::uint64_t seed, int count)
{
    std::mt19937_64 random(seed);
    std::vector<std::unique_ptr<Game>> games;
    while (static_cast<int>(games.size()) < count) {
        const int empty = 8 + static_cast<int>(random() % 3);
        if (std::unique_ptr<Game> game = randomPosition(options, 1 + 16 - empty, random))
            games.push_back(std::move(game));
    }
    return games;
}

// Looks among seeded random positions of `options` (of minPlies to maxPlies
// plies) for one whose moves' solver scores satisfy `wanted`; nullptr if
// none turns up.
std::unique_ptr<Game> findPosition(const GameOptions &options, int minPlies, int maxPlies, std::uint64_t seed,
                                   const std::function<bool(const std::vector<int> &)> &wanted)
{
    std::mt19937_64 random(seed);
    const std::unique_ptr<ExactSolver> solver = options.rules->makeSolver(options);
    for (int attempt = 0; attempt < 2000; ++attempt) {
        const int plies = minPlies + static_cast<int>(random() % static_cast<std::uint64_t>(maxPlies - minPlies + 1));
        std::unique_ptr<Game> game = randomPosition(options, plies, random);
        if (game && wanted(scoresBySolver(*solver, *game)))
            return game;
    }
    return nullptr;
}

int signOf(int score)
{
    return (score > 0) - (score < 0);
}

MoveValue exactValue(Move move, int score)
{
    return MoveValue{move, true, score, Verdict{signOf(score), 0}};
}

MoveValue estimate(Move move, int score)
{
    return MoveValue{move, false, score, Verdict{}};
}

} // namespace

class TestAnalyst : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { m_seed = test::testSeed(3400); }

    // Connect Four 6x7: the moves of lines drawn from each reference set
    // (tests/data/README.md); the best of them is the set's score too.
    void agreesWithTheSolverOnTheReferenceSets_data() { referenceSetRows({"Test_L3_R1", "Test_L2_R1", "Test_L2_R2"}); }
    void agreesWithTheSolverOnTheReferenceSets() { checkReferenceSet(); }

    // The beginnings (4 to 14 plies): without an opening book (core's tests
    // have none) the Analyst and the solver take seconds on a line, minutes
    // on the hard ones; ctest runs each set apart, labelled "slow"
    // (tests/core/CMakeLists.txt).
    void agreesWithTheSolverOnTheBeginnings_data() { referenceSetRows({"Test_L1_R1", "Test_L1_R2", "Test_L1_R3"}); }
    void agreesWithTheSolverOnTheBeginnings()
    {
        if (!qEnvironmentVariableIsSet("QUATRE_SLOW_TESTS"))
            QSKIP("slow: run by the ctest tests tst_analyst_Test_L1_R* (label slow)");
        checkReferenceSet();
    }

    // 6x7 positions of 10 discs, the deepest the shipped opening book holds
    // whole: the book's move takes the position's score from the book and
    // the others are solved from the floor it sets (ExactSolver::
    // solveAtLeast()), yet every value must be a fresh solver's. Three
    // positions here, thirty in the ctest test tst_analyst_bookFloor (label slow).
    void agreesWithTheSolverFromTheBooksFloor()
    {
        const GameOptions options = connectFourOptions();
        std::ifstream file(quatre::testpaths::sourceDir().toStdString() + "/resources/book/connect4-6x7.q4bk",
                           std::ios::binary);
        const std::string bytes{std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
        QCOMPARE(QString::fromStdString(options.rules->installBook(bytes)), QString());
        struct Uninstall {
            const GameRules *rules;
            ~Uninstall() { rules->uninstallBooks(); } // the other tests run without a book
        } uninstall{options.rules};
        const std::unique_ptr<ExactSolver> solver = options.rules->makeSolver(options);
        std::mt19937_64 random(m_seed + 5);
        const int positions = qEnvironmentVariableIsSet("QUATRE_SLOW_TESTS") ? 30 : 3;
        for (int checked = 0; checked < positions;) {
            const std::unique_ptr<Game> game = randomPosition(options, 10, random);
            if (!game)
                continue;
            QVERIFY(solver->bookScore(*game));
            checkAgainstTheSolver(options, *game, 1 + checked % 2); // one thread, then two

            if (QTest::currentTestFailed())
                break;
            ++checked;
        }
    }

    void agreesWithTheSolverOnQuarto_data()
    {
        QTest::addColumn<bool>("squareRule");
        QTest::addColumn<int>("threads");
        QTest::newRow("plain") << false << 1;
        QTest::newRow("square rule") << true << 1;
        QTest::newRow("plain, 2 threads") << false << 2;
        QTest::newRow("square rule, 3 threads") << true << 3;
    }
    void agreesWithTheSolverOnQuarto()
    {
        // A piece in hand and 6 to 10 empty squares: the opening give and 6
        // to 10 placements.
        QFETCH(bool, squareRule);
        QFETCH(int, threads);
        const GameOptions options = quartoOptions(squareRule);
        std::mt19937_64 random(m_seed + squareRule);
        for (int checked = 0; checked < 6;) {
            const int empty = 6 + static_cast<int>(random() % 5);
            const std::unique_ptr<Game> game = randomPosition(options, 1 + 16 - empty, random);
            if (!game)
                continue;
            checkAgainstTheSolver(options, *game, threads);
            if (QTest::currentTestFailed())
                return;
            ++checked;
        }
    }

    void eachGroupsBestComesFirst()
    {
        // Quarto's moves are grouped by square: on one thread, every square's
        // best value is known (its best give exact, every other give exact or
        // bounded by it) before the first move is solved for its own sake.
        const GameOptions options = quartoOptions(false);
        int bounded = 0;
        for (const std::unique_ptr<Game> &game : quartoMiddlegames(options, m_seed + 7, 4)) {
            std::vector<MoveValue> reports;
            const std::vector<MoveValue> values = checkAgainstTheSolver(options, *game, 1, &reports);
            if (QTest::currentTestFailed())
                return;
            const QByteArray where = QByteArray::fromStdString(game->toText());
            // The first exact report of a move that had a bound starts the
            // moves' own solves; none if no move was bounded.
            std::vector<Move> boundedMoves;
            std::size_t groupsEnd = reports.size();
            for (std::size_t k = 0; k < reports.size() && groupsEnd == reports.size(); ++k) {
                const bool hadBound = std::count(boundedMoves.begin(), boundedMoves.end(), reports[k].move) > 0;
                if (reports[k].atMost)
                    boundedMoves.push_back(reports[k].move);
                else if (hadBound)
                    groupsEnd = k;
            }
            bounded += static_cast<int>(boundedMoves.size());
            std::map<int, std::vector<MoveValue>> finalValues, reportedFirst;
            for (const MoveValue &value : values)
                finalValues[options.rules->moveGroupOf(value.move)].push_back(value);
            for (std::size_t k = 0; k < groupsEnd; ++k)
                reportedFirst[options.rules->moveGroupOf(reports[k].move)].push_back(reports[k]);
            for (const auto &[group, groupValues] : finalValues) {
                const std::vector<MoveValue> &first = reportedFirst[group];
                QVERIFY2(first.size() == groupValues.size(), where.constData());
                const std::optional<MoveValue> best = bestExactValue(first);
                QVERIFY2(best && best->score == bestExactValue(groupValues)->score, where.constData());
            }
        }
        // The groups saved solves: some gives were only bounded.
        QVERIFY(bounded > 0);
    }

    void theFocusGroupsMovesAreSolvedFirst()
    {
        // A person has placed the piece on the last square: its gives are
        // solved before any square's best is looked for.
        const GameOptions options = quartoOptions(false);
        int bounded = 0;
        for (const std::unique_ptr<Game> &game : quartoMiddlegames(options, m_seed + 8, 3)) {
            AnalysisFocus focus;
            const int group = options.rules->moveGroupOf(game->legalMoves().back());
            focus.setGroup(group);
            Analyst analyst(options, 1);
            SearchControl control;
            std::vector<MoveValue> reports;
            const auto values = analyst.analyse(
                *game, control, kExactBudget, [&](const MoveValue &value) { reports.push_back(value); }, &focus);
            QVERIFY(values);
            const QByteArray where = QByteArray::fromStdString(game->toText());
            const auto firstBound =
                std::find_if(reports.begin(), reports.end(), [](const MoveValue &value) { return value.atMost; });
            bounded += firstBound != reports.end();
            std::size_t focusMoves = 0;
            for (const MoveValue &value : *values)
                focusMoves += options.rules->moveGroupOf(value.move) == group;
            const auto inFocus = [&](const MoveValue &value) {
                return options.rules->moveGroupOf(value.move) == group;
            };
            QVERIFY2(std::count_if(reports.begin(), firstBound, inFocus) == static_cast<long>(focusMoves),
                     where.constData());
            QVERIFY2(std::count_if(firstBound, reports.end(), inFocus) == 0, where.constData());
        }
        QVERIFY(bounded > 0);
    }

    void agreesWithTheSolverOn4Mation_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<bool>("officialRule");
        QTest::addColumn<int>("minCubes");
        QTest::addColumn<int>("threads");
        QTest::newRow("5x5") << 5 << false << 1 << 1;
        QTest::newRow("5x5, official rule") << 5 << true << 1 << 1;
        QTest::newRow("6x6") << 6 << false << 4 << 1;
        QTest::newRow("6x6, official rule") << 6 << true << 4 << 1;
        QTest::newRow("6x6, 2 threads") << 6 << false << 4 << 2;
        QTest::newRow("6x6, official rule, 3 threads") << 6 << true << 4 << 3;
    }
    void agreesWithTheSolverOn4Mation()
    {
        QFETCH(int, size);
        QFETCH(bool, officialRule);
        QFETCH(int, minCubes);
        QFETCH(int, threads);
        const GameOptions options = fourMationOptions(size, officialRule);
        std::mt19937_64 random(m_seed + static_cast<std::uint64_t>(size * 2 + officialRule));
        for (int checked = 0; checked < 6;) {
            const int cubes = minCubes + static_cast<int>(random() % 8);
            const std::unique_ptr<Game> game = randomPosition(options, cubes, random);
            if (!game)
                continue;
            checkAgainstTheSolver(options, *game, threads);
            if (QTest::currentTestFailed())
                return;
            ++checked;
        }
    }

    void aWinningMoveScoresAWinNow()
    {
        // Four in a column for the first player with its fourth disc.
        const GameOptions options = connectFourOptions();
        const std::unique_ptr<Game> game = position(options, "121212");
        const std::vector<MoveValue> values = checkAgainstTheSolver(options, *game);
        QVERIFY(!values.empty());
        const std::unique_ptr<ExactSolver> solver = options.rules->makeSolver(options);
        QCOMPARE(values.front().score, solver->winNowScore(*game));
        QCOMPARE(values.front().verdict, (Verdict{1, 1}));
        QCOMPARE(bestExactValue(values)->move, Move{0});
    }

    void theBestExactValueIsTheFirstOfTheHighest()
    {
        const std::vector<MoveValue> values = {exactValue(0, -2), exactValue(1, 3), exactValue(2, 3), exactValue(3, 0)};
        QCOMPARE(bestExactValue(values), values[1]);
        QCOMPARE(bestExactValue({exactValue(5, 0)}), exactValue(5, 0));
        // With one estimate among them, the best is not known, however good the others.
        QCOMPARE(bestExactValue({exactValue(0, 9), estimate(1, -100)}), std::nullopt);
        // Bounds (a group's moves as they are found) no higher than the best
        // exact value leave it the best; one above it, or only bounds, do not.
        const MoveValue atMost2{7, false, 2, {}, true};
        QCOMPARE(bestExactValue({atMost2, exactValue(1, 2), atMost2}), exactValue(1, 2));
        QCOMPARE(bestExactValue({exactValue(1, 1), atMost2}), std::nullopt);
        QCOMPARE(bestExactValue({atMost2}), std::nullopt);
        QCOMPARE(bestExactValue({}), std::nullopt);
    }

    void aHardPositionWithNoTimeGetsEstimates()
    {
        // The empty 10x10 board: hours of search. With no time to solve, every
        // move gets Expert's estimate, said to be one, and reported once.
        const GameOptions options = connectFourOptions(10, 10);
        const std::unique_ptr<Game> game = newGame(options);
        Analyst analyst(options);
        SearchControl control;
        std::vector<Move> reported;
        const auto values = analyst.analyse(*game, control, AnalysisBudget{0ms, 50ms},
                                            [&](const MoveValue &value) { reported.push_back(value.move); });
        QVERIFY(values);
        QCOMPARE(values->size(), std::size_t(10));
        for (std::size_t i = 0; i < values->size(); ++i) {
            QCOMPARE((*values)[i].move, Move(i));
            QVERIFY(!(*values)[i].exact);
            QCOMPARE((*values)[i].verdict, Verdict{});
        }
        std::sort(reported.begin(), reported.end());
        QCOMPARE(reported, game->legalMoves());
        QCOMPARE(bestExactValue(*values), std::nullopt);
        QCOMPARE(reviewMove(*values, 4).moveClass, MoveClass::NotAnalysed);
        QVERIFY(!reviewMove(*values, 4).playedValue);
    }

    void theEstimatorIsKept()
    {
        // Each Expert has a table of new memory: the analyst keeps the one
        // that estimates from position to position, and gives it the time
        // each move gets in each.
        const GameOptions options = connectFourOptions(10, 10);
        Analyst analyst(options);
        QCOMPARE(analyst.estimator(), nullptr);
        SearchControl control;

        QVERIFY(analyst.analyse(*newGame(options), control, AnalysisBudget{0ms, 50ms}));
        const Ai *first = analyst.estimator();
        QVERIFY(first);
        QCOMPARE(first->config().level, AiLevel::Expert);
        QCOMPARE(first->config().budget, 5ms); // 50 ms for 10 moves
        QVERIFY(analyst.analyse(*position(options, "1"), control, AnalysisBudget{0ms, 50ms}));
        QCOMPARE(analyst.estimator(), first);

        QVERIFY(analyst.analyse(*position(options, "1"), control, AnalysisBudget{0ms, 100ms}));
        QCOMPARE(analyst.estimator(), first);
        QCOMPARE(first->config().budget, 10ms);
    }

    void aCancelledAnalysisGivesNothing()
    {
        const GameOptions options = connectFourOptions(10, 10);
        Analyst analyst(options);
        // Cancelled before it starts...
        {
            SearchControl control;
            control.cancel = true;
            QCOMPARE(analyst.analyse(*newGame(options), control, kExactBudget), std::nullopt);
        }
        // ...or once the first value is known (the win at once), while the
        // others are being solved: nothing, not the values found so far.
        {
            const std::unique_ptr<Game> game = position(options, "121212");
            SearchControl control;
            int reported = 0;
            const auto values = analyst.analyse(*game, control, kExactBudget, [&](const MoveValue &) {
                ++reported;
                control.cancel = true;
            });
            QCOMPARE(values, std::nullopt);
            QCOMPARE(reported, 1);
        }
    }

    void cancellationStopsTheAnalysis_data()
    {
        QTest::addColumn<int>("threads");
        QTest::newRow("1 thread") << 1;
        QTest::newRow("2 threads") << 2;
    }
    void cancellationStopsTheAnalysis()
    {
        // From another thread, as the window cancels it: the analysis of the
        // empty 10x10 board, a minute's budget, stops at once, on every thread.
        QFETCH(int, threads);
        const GameOptions options = connectFourOptions(10, 10);
        Analyst analyst(options, threads);
        analyst.setHelpersAfter(0ms);
        const std::unique_ptr<Game> game = newGame(options);
        SearchControl control;
        std::optional<std::vector<MoveValue>> values = std::vector<MoveValue>{};
        std::thread worker([&] { values = analyst.analyse(*game, control, kExactBudget); });
        std::this_thread::sleep_for(100ms);
        control.cancel = true;
        worker.join();
        // Not cancelled, it would have gone on for its minute and then
        // answered with estimates; cancelled, it answers nothing.
        QVERIFY(values == std::nullopt);
    }

    // The classes, on positions whose moves' values a solver of its own
    // found (5x5 Connect Four: every solve is instant).

    void aWinThrownAwayIsAMistakeOrABlunder()
    {
        const GameOptions options = connectFourOptions(5, 5);
        // Winning, with a move that draws and one that loses.
        const std::unique_ptr<Game> game = findPosition(options, 4, 16, m_seed, [](const std::vector<int> &scores) {
            const int best = *std::max_element(scores.begin(), scores.end());
            return best > 0 && std::count(scores.begin(), scores.end(), 0) > 0
                && std::any_of(scores.begin(), scores.end(), [](int s) { return s < 0; });
        });
        QVERIFY2(game, "no such position among the seeded random ones");
        const std::vector<MoveValue> values = checkAgainstTheSolver(options, *game);
        QVERIFY(!QTest::currentTestFailed());
        const MoveValue best = *bestExactValue(values);
        for (const MoveValue &value : values) {
            const ReviewedMove review = reviewMove(values, value.move);
            QCOMPARE(review.played, value.move);
            QCOMPARE(review.playedValue, value);
            QCOMPARE(review.bestValue, best);
            const MoveClass expected = value.score == best.score ? MoveClass::Best
                : value.score > 0                                ? MoveClass::Good
                : value.score == 0                               ? MoveClass::Mistake
                                                                 : MoveClass::Blunder;
            QCOMPARE(review.moveClass, expected);
        }
    }

    void aDrawLostIsAMistake()
    {
        const GameOptions options = connectFourOptions(5, 5);
        const std::unique_ptr<Game> game = findPosition(options, 4, 16, m_seed + 1, [](const std::vector<int> &scores) {
            return *std::max_element(scores.begin(), scores.end()) == 0
                && std::any_of(scores.begin(), scores.end(), [](int s) { return s < 0; });
        });
        QVERIFY2(game, "no such position among the seeded random ones");
        const std::vector<MoveValue> values = checkAgainstTheSolver(options, *game);
        QVERIFY(!QTest::currentTestFailed());
        for (const MoveValue &value : values)
            QCOMPARE(reviewMove(values, value.move).moveClass, value.score == 0 ? MoveClass::Best : MoveClass::Mistake);
    }

    void aLossPlayedSlowestIsBestAndFasterGood()
    {
        const GameOptions options = connectFourOptions(5, 5);
        // Lost whatever is played, and sooner by some moves than by others.
        const std::unique_ptr<Game> game = findPosition(options, 4, 16, m_seed + 2, [](const std::vector<int> &scores) {
            const auto [low, high] = std::minmax_element(scores.begin(), scores.end());
            return *high < 0 && *low < *high;
        });
        QVERIFY2(game, "no such position among the seeded random ones");
        const std::vector<MoveValue> values = checkAgainstTheSolver(options, *game);
        QVERIFY(!QTest::currentTestFailed());
        const MoveValue best = *bestExactValue(values);
        for (const MoveValue &value : values) {
            const ReviewedMove review = reviewMove(values, value.move);
            QCOMPARE(review.moveClass, value.score == best.score ? MoveClass::Best : MoveClass::Good);
            // The slowest loss: the opponent needs the most moves.
            if (review.moveClass == MoveClass::Good)
                QVERIFY(value.verdict.winnerMoves() < best.verdict.winnerMoves());
        }
    }

    void aWholeGameIsSummedUpPerPlayer()
    {
        // A game on 5x5 Connect Four played by rule: the second player keeps
        // to the best moves; the first player, at its first chance to change
        // the outcome, gives away all it can (a mistake or a blunder), and
        // afterwards takes a faster loss or a slower win (good) whenever it
        // has one. The review of the whole game must find exactly those classes.
        const GameOptions options = connectFourOptions(5, 5);
        const std::unique_ptr<ExactSolver> solver = options.rules->makeSolver(options);
        std::unique_ptr<Game> game = newGame(options);
        std::vector<MoveClass> intended;
        bool gaveAway = false;
        while (!game->isOver()) {
            const std::vector<Move> moves = game->legalMoves();
            const std::vector<int> scores = scoresBySolver(*solver, *game);
            const int best = *std::max_element(scores.begin(), scores.end());
            std::size_t chosen = std::find(scores.begin(), scores.end(), best) - scores.begin();
            MoveClass moveClass = MoveClass::Best;
            const std::size_t worst = std::min_element(scores.begin(), scores.end()) - scores.begin();
            if (game->sideToMove() == kFirstPlayer && !gaveAway && signOf(scores[worst]) != signOf(best)) {
                gaveAway = true;
                chosen = worst;
                moveClass = best > 0 && scores[worst] < 0 ? MoveClass::Blunder : MoveClass::Mistake;
            } else if (game->sideToMove() == kFirstPlayer) {
                for (std::size_t i = 0; i < scores.size(); ++i) {
                    if (scores[i] != best && signOf(scores[i]) == signOf(best)) {
                        chosen = i;
                        moveClass = MoveClass::Good;
                        break;
                    }
                }
            }
            intended.push_back(moveClass);
            game->play(moves[chosen]);
        }
        QVERIFY(std::count(intended.begin(), intended.end(), MoveClass::Good) > 0);
        QVERIFY(gaveAway);

        // The review, as quatre-cli review makes it: each position from the start analysed.
        Analyst analyst(options);
        std::unique_ptr<Game> replay = newGame(options);
        std::vector<ReviewedMove> reviewed;
        for (Move move : game->history()) {
            SearchControl control;
            reviewed.push_back(reviewMove(*analyst.analyse(*replay, control, kExactBudget), move));
            replay->play(move);
        }
        QCOMPARE(reviewed.size(), intended.size());
        for (std::size_t i = 0; i < reviewed.size(); ++i)
            QCOMPARE(reviewed[i].moveClass, intended[i]);

        for (int turn : {kFirstPlayer, kSecondPlayer}) {
            const ReviewSummary summary = summaryOf(reviewed, turn);
            ReviewSummary expected;
            for (std::size_t i = static_cast<std::size_t>(turn); i < intended.size(); i += 2)
                expected.add(intended[i]);
            QCOMPARE(summary.counts, expected.counts);
            QCOMPARE(summary.analysed(), static_cast<int>((intended.size() + 1 - turn) / 2));
            QCOMPARE(summary.count(MoveClass::NotAnalysed), 0);
            const int kept = summary.count(MoveClass::Best) + summary.count(MoveClass::Good);
            QCOMPARE(summary.accuracyPercent(), std::optional<int>(100 * kept / summary.analysed()));
        }
        // The first player's bad move costs it accuracy, its good moves none;
        // the second player made only best moves.
        const ReviewSummary first = summaryOf(reviewed, kFirstPlayer), second = summaryOf(reviewed, kSecondPlayer);
        QCOMPARE(first.count(MoveClass::Mistake) + first.count(MoveClass::Blunder), 1);
        QCOMPARE(first.accuracyPercent(), std::optional<int>(100 * (first.analysed() - 1) / first.analysed()));
        QCOMPARE(second.count(MoveClass::Best), second.analysed());
        QCOMPARE(second.accuracyPercent(), std::optional<int>(100));
    }

    void summariesCountByClass()
    {
        // By hand: six moves, the first player's at even places.
        std::vector<ReviewedMove> moves(6);
        const MoveClass classes[] = {MoveClass::Best,    MoveClass::Good,        MoveClass::Mistake,
                                     MoveClass::Blunder, MoveClass::NotAnalysed, MoveClass::Best};
        for (std::size_t i = 0; i < moves.size(); ++i)
            moves[i].moveClass = classes[i];
        const ReviewSummary first = summaryOf(moves, kFirstPlayer), second = summaryOf(moves, kSecondPlayer);
        QCOMPARE(first.count(MoveClass::Best), 1);
        QCOMPARE(first.count(MoveClass::Mistake), 1);
        QCOMPARE(first.count(MoveClass::NotAnalysed), 1);
        QCOMPARE(first.analysed(), 2);
        QCOMPARE(first.accuracyPercent(), std::optional<int>(50)); // the move not analysed counts for nothing
        QCOMPARE(second.analysed(), 3);
        QCOMPARE(second.accuracyPercent(), std::optional<int>(66)); // rounded down
        QCOMPARE(ReviewSummary{}.accuracyPercent(), std::nullopt);
        ReviewSummary unknown;
        unknown.add(MoveClass::NotAnalysed);
        QCOMPARE(unknown.accuracyPercent(), std::nullopt);
    }

private:
    // Each set on one thread, and Test_L3_R1 on two as well.
    void referenceSetRows(std::initializer_list<const char *> sets)
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<int>("salt"); // each set draws its own lines
        QTest::addColumn<int>("threads");
        int salt = 0;
        for (const char *set : sets) {
            QTest::newRow(set) << QString::fromLatin1(set) << 10 * ++salt << 1;
            if (std::string_view(set) == "Test_L3_R1")
                QTest::newRow("Test_L3_R1, 2 threads") << QString::fromLatin1(set) << 10 * ++salt << 2;
        }
    }

    // Ten lines drawn at random from the set.
    void checkReferenceSet()
    {
        QFETCH(QString, set);
        QFETCH(int, salt);
        QFETCH(int, threads);
        const std::vector<ReferenceLine> lines = referenceLines(set);
        QCOMPARE(lines.size(), std::size_t(1000));
        std::mt19937_64 random(m_seed + static_cast<std::uint64_t>(salt));
        const GameOptions options = connectFourOptions();
        for (int i = 0; i < 10; ++i) {
            const ReferenceLine &line = lines[random() % lines.size()];
            const std::unique_ptr<Game> game = position(options, line.moves);
            const std::vector<MoveValue> values = checkAgainstTheSolver(options, *game, threads);
            if (QTest::currentTestFailed())
                return;
            QCOMPARE(bestExactValue(values)->score, line.score);
        }
    }

    std::uint64_t m_seed = 0;
};

QTEST_GUILESS_MAIN(TestAnalyst)
#include "tst_analyst.moc"
