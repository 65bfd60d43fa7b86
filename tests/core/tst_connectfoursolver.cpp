// The exact Connect Four solver: the published scores of the reference sets,
// and a slow, obviously-correct full search on small boards and late positions
// of large ones (which exercise the 128-bit path).
#include "core/games/connectfour/connectfourrules.h"
#include "core/games/connectfour/connectfoursolver.h"

#include "core/ai/ai.h"
#include "core/games/connectfour/connectfourevaluation.h"

#include "cancelledsearch.h"
#include "connectfourreference.h"
#include "samplesize.h"
#include "testpaths.h"
#include "testseed.h"

#include <QtTest>

#include <atomic>
#include <fstream>
#include <unordered_map>
#include <random>
#include <thread>

using namespace quatre;
using quatre::testing::referenceScore;

namespace {

struct Line {
    std::string moves;
    int score;
};

// The first `count` lines of a reference set (every line when count < 0).
std::vector<Line> referenceLines(const char *name, int count)
{
    std::ifstream file(quatre::testpaths::testDataDir().toStdString() + "/" + name);
    std::vector<Line> lines;
    Line line;
    while ((count < 0 || static_cast<int>(lines.size()) < count) && file >> line.moves >> line.score)
        lines.push_back(line);
    return lines;
}

// A position whose solve on two threads keeps about 600,000 entries, more
// than a table of 2^18 slots holds, in some 80 ms: the sixth line of
// Test_L1_R3 (13234664). The set's first line keeps 780,000 in 2.5 s.
Line aTableFillingLine()
{
    return referenceLines("Test_L1_R3", 6).back();
}

} // namespace

class TestConnectFourSolver : public QObject {
    Q_OBJECT

private slots:
    void agreesWithTheReferenceSets_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<int>("count");
        // All of the end-game set, 100 of each middle-game set and 10 of the
        // easier beginning sets keep this test at a few seconds; tst_solvesets
        // checks every line through `quatre-cli solve`.
        QTest::newRow("Test_L3_R1 (all)") << "Test_L3_R1" << -1;
        QTest::newRow("Test_L2_R1 (100)") << "Test_L2_R1" << 100;
        QTest::newRow("Test_L2_R2 (100)") << "Test_L2_R2" << 100;
        QTest::newRow("Test_L1_R1 (10)") << "Test_L1_R1" << 10;
        QTest::newRow("Test_L1_R2 (10)") << "Test_L1_R2" << 10;
    }
    void agreesWithTheReferenceSets()
    {
        QFETCH(QString, set);
        QFETCH(int, count);
        const std::vector<Line> lines = referenceLines(set.toLatin1().constData(), count);
        QCOMPARE(static_cast<int>(lines.size()), count < 0 ? 1000 : count);
        ConnectFourSolver solver(6, 7);
        for (const Line &line : lines) {
            const auto game = std::get<ConnectFour>(ConnectFour::fromText(6, 7, line.moves));
            solver.clearTable();
            QCOMPARE(solver.solve(game), std::optional<int>(line.score));
            QCOMPARE(solver.solve(game, true), std::optional<int>((line.score > 0) - (line.score < 0)));
        }
    }

    void agreesWithFullSearchOnSmallBoards_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("minPlies");
        QTest::newRow("4x4 from the start") << 4 << 4 << 0;
        QTest::newRow("4x5") << 4 << 5 << 5;
        QTest::newRow("5x4") << 5 << 4 << 5;
        QTest::newRow("5x6 late") << 5 << 6 << 16;
        // Larger than 64 bits: the 128-bit engine.
        QTest::newRow("8x8 late") << 8 << 8 << 50;
        QTest::newRow("10x10 late") << 10 << 10 << 86;
        QTest::newRow("7x9 late") << 7 << 9 << 49;
    }
    void agreesWithFullSearchOnSmallBoards()
    {
        QFETCH(int, rows);
        QFETCH(int, columns);
        QFETCH(int, minPlies);
        std::mt19937_64 random(static_cast<std::uint64_t>(rows * 100 + columns));
        ConnectFourSolver solver(rows, columns, 16);
        std::unordered_map<std::uint64_t, int> memo;
        int compared = 0, wins = 0, losses = 0, draws = 0;
        for (int attempt = 0; attempt < 400 && compared < 60; ++attempt) {
            ConnectFour g(rows, columns);
            const int plies = minPlies + static_cast<int>(random() % 4);
            // Random moves that do not win at once where possible, so that
            // games on large boards last long enough to reach a late position.
            for (int i = 0; i < plies && !g.isOver(); ++i) {
                std::vector<Move> quiet;
                for (Move m : g.legalMoves())
                    if (!g.isWinningMove(m))
                        quiet.push_back(m);
                const auto moves = quiet.empty() ? g.legalMoves() : quiet;
                g.play(moves[random() % moves.size()]);
            }
            if (g.isOver())
                continue;
            const int expected = referenceScore(g, memo);
            QCOMPARE(solver.solve(g), std::optional<int>(expected));
            ++compared;
            (expected > 0 ? wins : expected < 0 ? losses : draws)++;
        }
        QVERIFY(compared >= 20);
        qInfo("%d positions: %d wins, %d losses, %d draws for the side to move", compared, wins, losses, draws);
    }

    void aCrowdedTableKeepsEveryScore()
    {
        // The smallest 6x7 table (2^18 slots) fills within a few thousand
        // nodes, so results are replaced all the time: a wrong bucket or a
        // check too short to tell two positions apart would show as a wrong
        // score here.
        // 2^17 slots, as asked, would leave a 49-bit key one bit short: the
        // bucket's index has 17 bits, the check 32.
        ConnectFourSolver solver(6, 7, 17);
        QCOMPARE(solver.tableBytes(), std::size_t{8} << 18);
        QCOMPARE(ConnectFourSolver(4, 4, 0).tableBytes(), std::size_t{2 * 16}); // one bucket at least
        for (const Line &line : referenceLines("Test_L2_R2", 150)) {
            solver.clearTable();
            const auto game = std::get<ConnectFour>(ConnectFour::fromText(6, 7, line.moves));
            QCOMPARE(solver.solve(game), std::optional<int>(line.score));
        }
    }

    void aTableKeptForASessionServesEachSolveAsWellAsANewOne()
    {
        // The Perfect level never clears its table. After 200 solves of other
        // positions in a crowded table, five positions must cost about what
        // they cost in a new table: the costly results of the earlier solves
        // give way (measured: +0.05 % nodes; +1.6 % when they did not).
        const std::vector<Line> probes = referenceLines("Test_L1_R2", 45);
        std::uint64_t fresh = 0, kept = 0;
        ConnectFourSolver used(6, 7, 18);
        for (const Line &line : referenceLines("Test_L2_R2", 200))
            used.solve(std::get<ConnectFour>(ConnectFour::fromText(6, 7, line.moves)));
        for (std::size_t i = 40; i < probes.size(); ++i) {
            const auto game = std::get<ConnectFour>(ConnectFour::fromText(6, 7, probes[i].moves));
            ConnectFourSolver newOne(6, 7, 18);
            QCOMPARE(newOne.solve(game), std::optional<int>(probes[i].score));
            fresh += newOne.nodes();
            const std::uint64_t before = used.nodes();
            QCOMPARE(used.solve(game), std::optional<int>(probes[i].score));
            kept += used.nodes() - before;
        }
        qInfo("nodes in a new table %llu, in the kept one %llu", static_cast<unsigned long long>(fresh),
              static_cast<unsigned long long>(kept));
        QVERIFY(static_cast<double>(kept) <= static_cast<double>(fresh) * 1.005);
    }

    void aClearedTableIsAsGoodAsNew()
    {
        // clearTable() only starts a new generation, and the counter has 8
        // bits: after 255 calls it comes back to the first, and the table
        // must then really be emptied, or that generation's results would
        // count again. A solve after any number of calls costs what it cost
        // in a new table.
        const auto game =
            std::get<ConnectFour>(ConnectFour::fromText(6, 7, referenceLines("Test_L2_R2", 1).front().moves));
        for (int clears : {1, 254, 255, 256, 510}) {
            ConnectFourSolver solver(6, 7, 18);
            const auto nodesOfASolve = [&] {
                const std::uint64_t before = solver.nodes();
                solver.solve(game);
                return solver.nodes() - before;
            };
            const std::uint64_t fresh = nodesOfASolve();
            QVERIFY(nodesOfASolve() < fresh); // the table remembers
            for (int i = 0; i < clears; ++i)
                solver.clearTable();
            QCOMPARE(nodesOfASolve(), fresh);
        }
    }

    void theEmpty4x4BoardIsADraw()
    {
        ConnectFourSolver solver(4, 4);
        QCOMPARE(solver.solve(ConnectFour(4, 4)), std::optional<int>(0));
    }

    void moveScoresAgreeWithThePositionScore()
    {
        ConnectFourSolver solver(6, 7);
        for (const Line &line : referenceLines("Test_L2_R1", 30)) {
            const auto game = std::get<ConnectFour>(ConnectFour::fromText(6, 7, line.moves));
            const auto scores = solver.scoreMoves(game);
            QVERIFY(scores);
            int best = -100;
            for (Move c = 0; c < 7; ++c) {
                QCOMPARE((*scores)[static_cast<std::size_t>(c)].has_value(), game.isLegal(c));
                if ((*scores)[static_cast<std::size_t>(c)])
                    best = std::max(best, *(*scores)[static_cast<std::size_t>(c)]);
            }
            QCOMPARE(best, line.score);
        }
    }

    // From any true floor, up to the score itself, the same exact score:
    // the reference sets' scores, and every floor below them down to the
    // lowest score there is.
    void solveAtLeastFindsTheScoreFromAnyFloorBelowIt()
    {
        ConnectFourSolver solver(6, 7);
        for (const Line &line : referenceLines("Test_L2_R1", 20)) {
            const auto game = std::get<ConnectFour>(ConnectFour::fromText(6, 7, line.moves));
            const int lowest = -ConnectFourSolver::winNowScore(game) + 1;
            for (int floor = line.score; floor >= lowest; floor -= 3)
                QCOMPARE(solver.solveAtLeast(game, floor), std::optional<int>(line.score));
        }
    }

    void bestMoveIsTheBestScoreAndThePreferredMove_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("plies");
        QTest::newRow("6x7 after 12") << 6 << 7 << 12;
        QTest::newRow("6x7 after 16") << 6 << 7 << 16;
        QTest::newRow("6x7 after 24") << 6 << 7 << 24;
        QTest::newRow("5x5 after 4") << 5 << 5 << 4;
        QTest::newRow("4x6 after 2") << 4 << 6 << 2;
        QTest::newRow("7x8 after 34") << 7 << 8 << 34;
        QTest::newRow("9x9 after 60") << 9 << 9 << 60; // the 128-bit path
    }
    void bestMoveIsTheBestScoreAndThePreferredMove()
    {
        // bestMove() asks each move only "does it keep the score?"; the slow
        // way scores every move exactly, then prefers the move after which
        // the opponent's threats count least, then the leftmost.
        // bestMoveOfScore(), told the score, must choose the same (its own
        // solver, so that nothing bestMove() left in the table helps it).
        QFETCH(int, rows);
        QFETCH(int, columns);
        QFETCH(int, plies);
        std::mt19937_64 random(20261123);
        ConnectFourSolver fast(rows, columns), slow(rows, columns), told(rows, columns);
        int compared = 0;
        for (int game = 0; game < 25; ++game) {
            ConnectFour g(rows, columns);
            // Random moves that do not win (a game that ends early would
            // leave a position with far fewer discs, far slower to solve).
            while (g.plyCount() < plies && !g.isOver()) {
                std::vector<Move> moves;
                for (Move m : g.legalMoves()) {
                    if (!g.isWinningMove(m))
                        moves.push_back(m);
                }
                if (moves.empty())
                    break;
                g.play(moves[random() % moves.size()]);
            }
            if (g.isOver() || g.plyCount() < plies)
                continue;
            const auto scores = slow.scoreMoves(g);
            Move expected = kNoMove;
            int bestScore = -1000, bestTieBreak = 0;
            for (Move c = 0; c < columns; ++c) {
                const auto &score = (*scores)[static_cast<std::size_t>(c)];
                if (!score)
                    continue;
                ConnectFour after = g;
                after.play(c);
                const int tieBreak = after.isOver() ? 0 : -evaluateThreats(after);
                if (*score > bestScore || (*score == bestScore && tieBreak > bestTieBreak)) {
                    bestScore = *score;
                    bestTieBreak = tieBreak;
                    expected = c;
                }
            }
            const auto choice = fast.bestMove(g);
            QVERIFY(choice);
            QCOMPARE(choice->score, bestScore);
            QVERIFY2(choice->move == expected, g.toText().c_str());
            QCOMPARE(told.bestMoveOfScore(g, bestScore), choice);
            ++compared;
        }
        QVERIFY(compared >= 20);
    }

    void perfectLevelNeverLosesValue_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<int>("count");
        QTest::newRow("Test_L3_R1") << "Test_L3_R1" << 300;
        QTest::newRow("Test_L2_R1") << "Test_L2_R1" << 100;
    }
    void perfectLevelNeverLosesValue()
    {
        // Play the Perfect level's move, solve what follows: the value for the
        // mover must be exactly the position's value (never a worse one).
        QFETCH(QString, set);
        QFETCH(int, count);
        auto ai = connectFourRules().makeAi(*aiConfigFromText("perfect:60000"));
        ConnectFourSolver solver(6, 7);
        for (const Line &line : referenceLines(set.toLatin1().constData(), count)) {
            const auto game = std::get<ConnectFour>(ConnectFour::fromText(6, 7, line.moves));
            SearchControl control;
            const AiDecision d = ai->chooseMove(game, control);
            QVERIFY(d.exact);
            QCOMPARE(d.score, line.score);
            ConnectFour after = game;
            const bool wins = after.isWinningMove(d.move);
            after.play(d.move);
            const int value = wins ? ConnectFourSolver::winScore(6, 7, game.plyCount() / 2 + 1)
                : after.isOver()   ? 0
                                   : -*solver.solve(after);
            QCOMPARE(value, line.score);
        }
    }

    void perfectLevelSaysWhenItIsNotSure()
    {
        // 1 ms cannot solve the empty 7x7 board: Expert answers, not exact.
        auto ai = connectFourRules().makeAi(*aiConfigFromText("perfect:1"));
        SearchControl control;
        const AiDecision d = ai->chooseMove(ConnectFour(7, 7), control);
        QVERIFY(!d.exact);
        QVERIFY(ConnectFour(7, 7).isLegal(d.move));
    }

    // Several threads sharing the table ("Lazy SMP"): the published scores
    // on samples of every reference set, with 2 and 3 threads. The positions
    // of the beginning sets take tens of thousands of nodes and more, enough
    // for the helper threads to start.
    void parallelSearchesAgreeWithTheReferenceSets_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("threads");
        const int scale = quatre::test::kSanitizedBuild ? 1 : 4;
        for (int threads : {2, 3}) {
            const auto row = [&](const char *set, int count) {
                QTest::addRow("%s (%d), %d threads", set, count, threads) << set << count << threads;
            };
            row("Test_L3_R1", 20 * scale);
            row("Test_L2_R1", 10 * scale);
            row("Test_L2_R2", 10 * scale);
            row("Test_L1_R1", 5 * scale);
            row("Test_L1_R2", 2 * scale);
            if (!quatre::test::kSanitizedBuild)
                row("Test_L1_R3", 1); // 13712: seconds, and ten times that under the sanitizers
        }
    }
    void parallelSearchesAgreeWithTheReferenceSets()
    {
        QFETCH(QString, set);
        QFETCH(int, count);
        QFETCH(int, threads);
        ConnectFourSolver solver(6, 7);
        solver.setThreads(threads);
        QCOMPARE(solver.threads(), threads);
        for (const Line &line : referenceLines(set.toLatin1().constData(), count)) {
            const auto game = std::get<ConnectFour>(ConnectFour::fromText(6, 7, line.moves));
            solver.clearTable();
            QCOMPARE(solver.solve(game), std::optional<int>(line.score));
            QCOMPARE(solver.solve(game, true), std::optional<int>((line.score > 0) - (line.score < 0)));
        }
    }

    // Seeded random positions of boards of each table layout (6 x 7's one
    // word a slot; the 16-byte slots of 4 x 5, 5 x 6 and 7 x 8; the 32-byte
    // ones of 9 x 9): the scores, the floor's solve and the move chosen with
    // 2 and 3 threads are the single thread's. The table is kept from one
    // position to the next, as the Perfect level keeps it.
    void parallelSearchesAgreeWithOneThread_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("plies");
        QTest::addColumn<int>("count");
        QTest::newRow("4x5 from the start") << 4 << 5 << 0 << 3;
        QTest::newRow("5x6 after 4") << 5 << 6 << 4 << 4;
        QTest::newRow("6x7 after 12") << 6 << 7 << 12 << 6;
        QTest::newRow("7x8 after 32") << 7 << 8 << 32 << 5;
        QTest::newRow("9x9 after 56") << 9 << 9 << 56 << 4;
    }
    void parallelSearchesAgreeWithOneThread()
    {
        QFETCH(int, rows);
        QFETCH(int, columns);
        QFETCH(int, plies);
        QFETCH(int, count);
        std::mt19937_64 random(quatre::test::testSeed(20261127));
        ConnectFourSolver one(rows, columns, 18), two(rows, columns, 18), three(rows, columns, 18);
        two.setThreads(2);
        three.setThreads(3);
        // Three threads, the helpers at half a core (as beside a window).
        SearchControl paced;
        paced.shares.helpers = 0.5;
        const auto controlOf = [&](const ConnectFourSolver *solver) { return solver == &three ? &paced : nullptr; };
        int compared = 0;
        for (int attempt = 0; attempt < 20 * count && compared < count; ++attempt) {
            ConnectFour g(rows, columns);
            while (g.plyCount() < plies && !g.isOver()) {
                std::vector<Move> moves;
                for (Move m : g.legalMoves()) {
                    if (!g.isWinningMove(m))
                        moves.push_back(m);
                }
                if (moves.empty())
                    break;
                g.play(moves[random() % moves.size()]);
            }
            if (g.isOver() || g.plyCount() < plies)
                continue;
            const std::optional<int> expected = one.solve(g);
            QVERIFY(expected);
            const auto expectedMove = one.bestMove(g);
            for (ConnectFourSolver *solver : {&two, &three}) {
                QCOMPARE(solver->solve(g, false, controlOf(solver)), expected);
                QCOMPARE(solver->solveAtLeast(g, *expected - 4), expected);
                QCOMPARE(solver->bestMove(g), expectedMove);
            }
            ++compared;
        }
        QCOMPARE(compared, count);
    }

    // Beside other threads, each thread keeps the results of the nodes deep
    // below the root in a small table of its own; the memory the solver
    // reports counts them, once they are made.
    void eachThreadsOwnTableIsCounted()
    {
        ConnectFourSolver solver(6, 7, 19);
        const std::size_t shared = std::size_t{8} << 19;
        const std::size_t own = std::size_t{8} << 18;
        solver.setThreads(2);
        QCOMPARE(solver.tableBytes(), shared); // no search beside another yet
        const Line line = aTableFillingLine();
        const auto game = std::get<ConnectFour>(ConnectFour::fromText(6, 7, line.moves));
        QCOMPARE(solver.solve(game), std::optional<int>(line.score));
        QCOMPARE(solver.tableBytes(), shared + 2 * own);
        solver.setThreads(1);
        QCOMPARE(solver.tableBytes(), shared); // alone again, the caller's thread gives its own back
    }

    void aClearedTableIsEmptyOnEveryThread()
    {
        // The threads' own tables (below the first plies) count generations
        // as the shared one does: when the counter wraps back to the
        // generation of a search 255 clears ago, none of its results may
        // count again, in any table.
        ConnectFourSolver solver(6, 7, 18);
        solver.setThreads(2);
        const Line line = aTableFillingLine();
        const auto game = std::get<ConnectFour>(ConnectFour::fromText(6, 7, line.moves));
        QCOMPARE(solver.solve(game), std::optional<int>(line.score));
        const std::size_t filled = solver.filledSlots();
        QVERIFY(filled > (std::size_t{1} << 18)); // more than the shared table holds
        solver.clearTable();
        QCOMPARE(solver.filledSlots(), std::size_t{0});
        for (int i = 1; i < 255; ++i)
            solver.clearTable();
        QCOMPARE(solver.filledSlots(), std::size_t{0}); // the first generation again
        QCOMPARE(solver.solve(game), std::optional<int>(line.score));
        QVERIFY(solver.filledSlots() > 0);
    }

    void parallelSearchStopsWhenCancelled()
    {
        // The empty 6 x 7 board takes a minute on two threads: every thread
        // must give up once asked, and solve() return only once all have.
        // The bound is generous (a loaded machine); the search itself polls
        // every 4096 nodes, a fraction of a millisecond.
        ConnectFourSolver solver(6, 7);
        solver.setThreads(3);
        for (int round = 0; round < 3; ++round) {
            const quatre::test::CancelledSearch run =
                quatre::test::cancelAfter(std::chrono::milliseconds(100), [&](const SearchControl *control) {
                    return solver.solve(ConnectFour(), false, control);
                });
            QVERIFY(!run.returnedBeforeTheCancel);
            QVERIFY(!run.result.has_value());
            QVERIFY(run.latency < std::chrono::seconds(2));
            qInfo("stopped %.3f ms after the cancel", run.latency.count());
        }
        // A deadline stops them all too, and the solver still solves after.
        const std::uint64_t before = solver.nodes();
        QVERIFY(!solver.solve(ConnectFour(), false, nullptr,
                              std::chrono::steady_clock::now() + std::chrono::milliseconds(100)));
        QVERIFY(solver.nodes() > before);
        const auto game = std::get<ConnectFour>(ConnectFour::fromText(6, 7, referenceLines("Test_L1_R2", 1)[0].moves));
        QCOMPARE(solver.solve(game), std::optional<int>(referenceLines("Test_L1_R2", 1)[0].score));
    }

    void stopsWhenCancelled()
    {
        // The empty 6x7 board takes minutes: it must give up once asked.
        ConnectFourSolver solver(6, 7);
        SearchControl control;
        std::optional<int> result = 0;
        std::thread worker([&] { result = solver.solve(ConnectFour(), false, &control); });
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
        control.cancel = true;
        worker.join();
        QVERIFY(!result.has_value());
        QVERIFY(solver.nodes() > 0);
    }
};

QTEST_APPLESS_MAIN(TestConnectFourSolver)
#include "tst_connectfoursolver.moc"
