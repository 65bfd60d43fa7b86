// The exact Quarto solver and the Perfect level: agreement with a slow,
// exhaustive search, values kept under the symmetries its table relies on
// (board and pieces),
// the moves it returns, the Perfect level's play, cancellation, and the
// searches on several threads.
#include "core/games/quarto/quartorules.h"
#include "core/games/quarto/quartosolver.h"

#include "core/ai/ai.h"
#include "core/games/quarto/quarto.h"

#include "cancelledsearch.h"
#include "quartoreference.h"
#include "samplesize.h"
#include "testseed.h"

#include <QtTest>

#include <algorithm>
#include <atomic>
#include <random>
#include <set>
#include <thread>
#include <unordered_map>

using namespace quatre;
using namespace quatre::testing;

namespace {

int sign(int x)
{
    return (x > 0) - (x < 0);
}

// The same game with every square sent through `map` and every piece through
// `piece` (each a bijection); nullopt if a move of it is not legal, which
// would mean the map is not a symmetry of the rules.
template <class PieceMap>
std::optional<Quarto> transformed(const Quarto &g, const QuartoSquarePermutation &map, const PieceMap &piece)
{
    Quarto result(g.squareRule());
    for (Move m : g.history()) {
        const int s = Quarto::squareOf(m), p = Quarto::pieceGivenBy(m);
        const Move image = Quarto::makeMove(s == Quarto::kNoSquare ? s : map[static_cast<std::size_t>(s)],
                                            p == Quarto::kNoGive ? p : piece(p));
        if (!result.isLegal(image))
            return std::nullopt;
        result.play(image);
    }
    return result;
}

} // namespace

class TestQuartoSolver : public QObject {
    Q_OBJECT

private slots:
    void agreesWithTheExhaustiveSearch_data()
    {
        QTest::addColumn<bool>("squareRule");
        QTest::addColumn<int>("minEmpty");
        QTest::addColumn<int>("maxEmpty");
        QTest::addColumn<int>("count");
        // The reference takes about 0.3 s a position at 8 empty squares and
        // 4 s at 9 under the standard rule, hence the few deep ones.
        QTest::newRow("standard, 2-5 empty") << false << 2 << 5 << 300; // each depth's own search
        QTest::newRow("standard, 6-7 empty") << false << 6 << 7 << 300;
        QTest::newRow("standard, 8 empty") << false << 8 << 8 << 6;
        QTest::newRow("standard, 9 empty") << false << 9 << 9 << 1;
        QTest::newRow("square rule, 2-5 empty") << true << 2 << 5 << 300;
        QTest::newRow("square rule, 6-7 empty") << true << 6 << 7 << 300;
        QTest::newRow("square rule, 8-9 empty") << true << 8 << 9 << 10;
    }
    void agreesWithTheExhaustiveSearch()
    {
        QFETCH(bool, squareRule);
        QFETCH(int, minEmpty);
        QFETCH(int, maxEmpty);
        QFETCH(int, count);
        count = quatre::test::sampleSize(count);
        // One solver for all: its table, kept across positions, must stay true.
        QuartoSolver solver(squareRule, 16);
        int outcomes[3] = {0, 0, 0};
        for (const Quarto &g :
             randomPositions(count, 40 + minEmpty + (squareRule ? 10 : 0), minEmpty, maxEmpty, squareRule)) {
            const int expected = referenceSign(g);
            const auto score = solver.solve(g);
            const auto weak = solver.solve(g, true);
            QVERIFY(score && weak);
            QVERIFY2(sign(*score) == expected, g.toText().c_str());
            QCOMPARE(*weak, expected);
            ++outcomes[expected + 1];
        }
        qInfo("losses %d, draws %d, wins %d", outcomes[0], outcomes[1], outcomes[2]);
        if (count >= 100) // enough to expect every outcome
            QVERIFY(outcomes[0] > 5 && outcomes[1] > 5 && outcomes[2] > 5);
    }

    void distancesAgreeWithTheExhaustiveSearch_data()
    {
        QTest::addColumn<bool>("squareRule");
        QTest::addColumn<int>("minEmpty");
        QTest::addColumn<int>("maxEmpty");
        QTest::addColumn<int>("count");
        QTest::addColumn<std::uint64_t>("seed");
        QTest::newRow("standard, 2-5 empty") << false << 2 << 5 << 200 << std::uint64_t{40};
        QTest::newRow("standard, 4-7 empty") << false << 4 << 7 << 200 << std::uint64_t{42};
        QTest::newRow("square rule, 4-7 empty") << true << 4 << 7 << 200 << std::uint64_t{43};
        // The table holds only nodes of 8 or more empty squares, and the
        // distances are where its bounds from earlier null windows count.
        QTest::newRow("standard, 8 empty") << false << 8 << 8 << 6 << std::uint64_t{44};
        QTest::newRow("square rule, 8 empty") << true << 8 << 8 << 8 << std::uint64_t{45};
    }
    void distancesAgreeWithTheExhaustiveSearch()
    {
        QFETCH(bool, squareRule);
        QFETCH(int, minEmpty);
        QFETCH(int, maxEmpty);
        QFETCH(int, count);
        count = quatre::test::sampleSize(count);
        QFETCH(std::uint64_t, seed);
        QuartoSolver solver(squareRule, 16);
        std::set<int> scores;
        for (const Quarto &g : randomPositions(count, seed, minEmpty, maxEmpty, squareRule)) {
            const int expected = referenceScore(g);
            QVERIFY2(solver.solve(g) == expected, g.toText().c_str());
            scores.insert(expected);
        }
        // Wins and losses at several distances, not one kind only.
        if (count >= 100)
            QVERIFY(scores.size() >= 5);
    }

    void aFloorGivesTheSameScore()
    {
        // solveAtLeast() from any floor at or below the exact score (the
        // score itself, 0 when not below it, one below, the lowest there is)
        // finds that score, on a fresh table each time.
        for (const bool squareRule : {false, true}) {
            QuartoSolver solver(squareRule, 16);
            std::set<int> signs;
            for (const Quarto &g : randomPositions(60, 46 + squareRule, 4, 8, squareRule)) {
                const int expected = referenceScore(g);
                std::set<int> floors = {expected, expected - 1, -g.emptySquareCount()};
                if (expected >= 0)
                    floors.insert(0);
                for (const int floor : floors) {
                    solver.clearTable();
                    QVERIFY2(solver.solveAtLeast(g, floor) == expected, g.toText().c_str());
                }
                signs.insert((expected > 0) - (expected < 0));
            }
            QCOMPARE(signs.size(), std::size_t{3});
        }
    }

    void bestMovesAreExactlyTheMovesKeepingTheScore()
    {
        for (const bool squareRule : {false, true}) {
            QuartoSolver solver(squareRule, 16);
            std::set<int> signs;
            for (const Quarto &g : randomPositions(40, 44, 4, 6, squareRule)) {
                const auto best = solver.bestMoves(g);
                QVERIFY(best);
                QCOMPARE(best->score, referenceScore(g));
                Quarto copy = g;
                std::vector<Move> expected;
                for (Move m : g.legalMoves()) {
                    copy.play(m);
                    if (-referenceScore(copy) == best->score)
                        expected.push_back(m);
                    copy.undo();
                }
                QCOMPARE(best->moves, expected);
                // The first of any order that keeps the score: here, backwards.
                // On an empty table too, where nothing is known before it.
                std::vector<Move> backwards = g.legalMoves();
                std::reverse(backwards.begin(), backwards.end());
                for (const bool fresh : {false, true}) {
                    if (fresh)
                        solver.clearTable();
                    const auto first = solver.firstBestMove(g, backwards);
                    QVERIFY(first);
                    QCOMPARE(first->score, best->score);
                    QCOMPARE(first->moves, std::vector<Move>{expected.back()});
                }
                signs.insert((best->score > 0) - (best->score < 0));
            }
            // Won, drawn and lost positions: each takes its own way in firstBestMove().
            QCOMPARE(signs.size(), std::size_t{3});
        }
    }

    void valueIsInvariantUnderBoardSymmetries()
    {
        for (const bool squareRule : {false, true}) {
            QuartoSolver solver(squareRule, 18);
            int compared = 0;
            for (const Quarto &g : randomPositions(6, squareRule ? 51 : 50, 8, 9, squareRule)) {
                solver.clearTable();
                const auto value = solver.solve(g);
                QVERIFY(value);
                for (const auto &map : quartoBoardSymmetries(squareRule)) {
                    const auto image = transformed(g, map, [](Piece p) { return p; });
                    QVERIFY(image);
                    solver.clearTable(); // solve it afresh, not from the other's entries
                    QVERIFY2(solver.solve(*image) == value, image->toText().c_str());
                    ++compared;
                }
            }
            QCOMPARE(compared, squareRule ? 6 * 8 : 6 * 32);
        }
    }

    void valueIsInvariantUnderPieceSymmetries()
    {
        std::mt19937_64 random(52);
        for (const bool squareRule : {false, true}) {
            QuartoSolver solver(squareRule, 18);
            for (const Quarto &g : randomPositions(12, squareRule ? 54 : 53, 8, 9, squareRule)) {
                solver.clearTable();
                const auto value = solver.solve(g);
                QVERIFY(value);
                for (int trial = 0; trial < 6; ++trial) {
                    std::array<int, kAttributeCount> order{0, 1, 2, 3};
                    std::shuffle(order.begin(), order.end(), random);
                    const int flips = static_cast<int>(random() % kPieceCount);
                    const auto piece = [&](Piece p) {
                        Piece q = 0;
                        for (int a = 0; a < kAttributeCount; ++a)
                            q |= ((p >> a) & 1) << order[static_cast<std::size_t>(a)];
                        return q ^ flips;
                    };
                    // And a board symmetry too, sometimes.
                    const auto &maps = quartoBoardSymmetries(squareRule);
                    const auto &map = trial % 2 ? maps[random() % maps.size()] : maps.front(); // the identity
                    const auto image = transformed(g, map, piece);
                    QVERIFY(image);
                    solver.clearTable();
                    QVERIFY2(solver.solve(*image) == value, image->toText().c_str());
                }
            }
        }
    }

    void perfectKeepsTheValueOfThePosition()
    {
        for (const bool squareRule : {false, true}) {
            QuartoSolver solver(squareRule);
            AiConfig config;
            config.level = AiLevel::Perfect;
            config.budget = std::chrono::milliseconds(600000); // always exact here
            auto ai = quartoRules().makeAi(config);
            QVERIFY(ai);
            for (const Quarto &g : randomPositions(25, squareRule ? 61 : 60, 6, 10, squareRule)) {
                const auto before = solver.solve(g);
                QVERIFY(before);
                SearchControl control;
                const AiDecision d = ai->chooseMove(g, control);
                QVERIFY(d.exact);
                QCOMPARE(d.score, *before);
                Quarto after = g;
                QVERIFY(after.isLegal(d.move));
                after.play(d.move);
                const int value =
                    after.isOver() ? (winnerOf(after.outcome()) < 0 ? 0 : g.emptySquareCount()) : -*solver.solve(after);
                QVERIFY2(value == *before, (g.toText() + " -> " + g.moveToText(d.move)).c_str());
            }
        }
    }

    void perfectNeverHandsOverAWinWhileASafePieceExists()
    {
        AiConfig config;
        config.level = AiLevel::Perfect;
        config.budget = std::chrono::milliseconds(600000);
        int positions = 0;
        for (const bool squareRule : {false, true}) {
            const std::unique_ptr<Ai> ai = quartoRules().makeAi(config);
            // Random play, so that some positions leave only a few safe gives.
            std::mt19937_64 random(squareRule ? 71 : 70);
            for (int game = 0; game < 60; ++game) {
                Quarto g(squareRule);
                g.play(Quarto::firstMove(static_cast<Piece>(random() % kPieceCount)));
                while (!g.isOver() && g.emptySquareCount() > 9) {
                    const auto legal = g.legalMoves();
                    g.play(legal[random() % legal.size()]);
                }
                if (g.isOver())
                    continue;
                std::vector<Move> safe;
                for (Move m : g.legalMoves())
                    if (!handsOverAWin(g, m))
                        safe.push_back(m);
                if (safe.empty() || safe.size() == g.legalMoves().size())
                    continue;
                ++positions;
                SearchControl control;
                const Move m = ai->chooseMove(g, control).move;
                QVERIFY2(std::find(safe.begin(), safe.end(), m) != safe.end(),
                         (g.toText() + " -> " + g.moveToText(m)).c_str());
            }
        }
        QVERIFY(positions > 30);
    }

    void perfectPlaysAWholeEndgameExactly()
    {
        // Against itself from 11 empty squares: every move exact, the table
        // kept from move to move, and the result the value of the start.
        AiConfig config;
        config.level = AiLevel::Perfect;
        config.budget = std::chrono::milliseconds(600000);
        const std::unique_ptr<Ai> ai = quartoRules().makeAi(config);
        for (Quarto g : randomPositions(3, 80, 11, 11, false)) {
            QuartoSolver solver(false);
            const int value = *solver.solve(g);
            const int first = g.sideToMove();
            while (!g.isOver()) {
                SearchControl control;
                const AiDecision d = ai->chooseMove(g, control);
                QVERIFY(d.exact);
                g.play(d.move);
            }
            const int w = winnerOf(g.outcome());
            QCOMPARE(w < 0 ? 0 : w == first ? 1 : -1, sign(value));
        }
    }

    void perfectFallsBackToExpertBeyondItsReach()
    {
        AiConfig config;
        config.level = AiLevel::Perfect;
        config.budget = std::chrono::milliseconds(100);
        const std::unique_ptr<Ai> ai = quartoRules().makeAi(config);
        // The opening give, and a position far too early to solve in 50 ms.
        for (const char *text : {"", "DTRH a1LSQF"}) {
            const auto g = std::get<Quarto>(Quarto::fromText(false, text));
            SearchControl control;
            const AiDecision d = ai->chooseMove(g, control);
            QVERIFY(!d.exact);
            QVERIFY(!d.cancelled);
            QVERIFY(g.isLegal(d.move));
        }
    }

    void searchesStopWhenCancelled()
    {
        const auto early = std::get<Quarto>(Quarto::fromText(false, "DTRH a1LSQF"));
        // Asked to stop before it starts: it gives up at its first check.
        {
            QuartoSolver solver(false, 16);
            SearchControl control;
            control.cancel = true;
            QVERIFY(!solver.solve(early, false, &control));
            QVERIFY(!solver.bestMoves(early, &control));
        }
        // And while it runs, from another thread, for the solver and the level.
        {
            QuartoSolver solver(false, 16);
            SearchControl control;
            std::optional<int> result = 0;
            std::thread worker([&] { result = solver.solve(early, false, &control); });
            std::this_thread::sleep_for(std::chrono::milliseconds(30));
            control.cancel = true;
            worker.join();
            QVERIFY(!result);
            QVERIFY(solver.nodes() > 0);
        }
        {
            AiConfig config;
            config.level = AiLevel::Perfect;
            config.budget = std::chrono::milliseconds(600000);
            const std::unique_ptr<Ai> ai = quartoRules().makeAi(config);
            SearchControl control;
            AiDecision decision;
            std::thread worker([&] { decision = ai->chooseMove(early, control); });
            std::this_thread::sleep_for(std::chrono::milliseconds(30));
            control.cancel = true;
            worker.join();
            QVERIFY(decision.cancelled);
            QVERIFY(!decision.exact);
            // Expert's move from the depths it finished may come along, as
            // any cancelled search's may: then it is a legal one.
            QVERIFY(decision.move == kNoMove || early.isLegal(decision.move));
        }
    }

    // Seeded positions of both rules, deep enough (11 and 12 empty squares:
    // tens of thousands of nodes and more) that the helper threads join: the
    // scores, the signs and the moves kept are one thread's. Each solver
    // keeps its table from one position to the next, as the Perfect level
    // keeps it.
    void parallelSearchesAgreeWithOneThread_data()
    {
        QTest::addColumn<bool>("squareRule");
        QTest::newRow("standard") << false;
        QTest::newRow("square rule") << true;
    }
    void parallelSearchesAgreeWithOneThread()
    {
        QFETCH(bool, squareRule);
        QuartoSolver one(squareRule, 18), two(squareRule, 18), three(squareRule, 18);
        two.setThreads(2);
        three.setThreads(3);
        // Three threads, the helpers at half a core (as beside a window).
        SearchControl paced;
        paced.shares.helpers = 0.5;
        const auto controlOf = [&](const QuartoSolver *solver) { return solver == &three ? &paced : nullptr; };
        QCOMPARE(two.threads(), 2);
        QCOMPARE(three.threads(), 3);
        std::set<int> signs;
        for (const Quarto &g : randomPositions(6, quatre::test::testSeed(20261128) + squareRule, 11, 12, squareRule)) {
            const std::optional<int> expected = one.solve(g);
            QVERIFY(expected);
            signs.insert(sign(*expected));
            for (QuartoSolver *solver : {&two, &three}) {
                QVERIFY2(solver->solve(g, false, controlOf(solver)) == expected, g.toText().c_str());
                QCOMPARE(solver->solve(g, true, controlOf(solver)), std::optional<int>(sign(*expected)));
            }
        }
        // The moves that keep a score: one null window each, on every thread.
        for (const Quarto &g : randomPositions(2, quatre::test::testSeed(20261129) + squareRule, 10, 10, squareRule)) {
            const auto expected = one.bestMoves(g);
            QVERIFY(expected);
            for (QuartoSolver *solver : {&two, &three}) {
                const auto best = solver->bestMoves(g);
                QVERIFY(best);
                QCOMPARE(best->score, expected->score);
                QCOMPARE(best->moves, expected->moves);
                const auto first = solver->firstBestMove(g, g.legalMoves());
                QVERIFY(first);
                QCOMPARE(first->moves, std::vector<Move>{expected->moves.front()});
            }
        }
        qInfo("signs seen: %d", static_cast<int>(signs.size()));
        // Fewer threads again: the helpers' nodes stay counted.
        const std::uint64_t nodes = three.nodes();
        three.setThreads(1);
        QCOMPARE(three.threads(), 1);
        QCOMPARE(three.nodes(), nodes);
    }

    void parallelSearchStopsWhenCancelled()
    {
        // 14 empty squares take many seconds: every thread must give up once
        // asked, and solve() return only once all have. The bound is generous
        // (a loaded machine); the threads poll every 4096 nodes, well under a
        // millisecond.
        const auto early = std::get<Quarto>(Quarto::fromText(false, "DTRH a1LSQF"));
        QuartoSolver solver(false, 18);
        solver.setThreads(3);
        // Long enough for the helpers to have joined (65,536 nodes), even ten
        // times slower under ThreadSanitizer.
        for (int round = 0; round < 3; ++round) {
            const quatre::test::CancelledSearch run =
                quatre::test::cancelAfter(std::chrono::milliseconds(400), [&](const SearchControl *control) {
                    return solver.solve(early, false, control);
                });
            QVERIFY(!run.returnedBeforeTheCancel);
            QVERIFY(!run.result.has_value());
            QVERIFY(run.latency < std::chrono::seconds(2));
            qInfo("stopped %.3f ms after the cancel", run.latency.count());
        }
        // A deadline stops them all too, and the solver still solves after.
        QVERIFY(!solver.solve(early, false, nullptr, std::chrono::steady_clock::now() + std::chrono::milliseconds(50)));
        const auto late = randomPositions(1, quatre::test::testSeed(7), 9, 9, false).front();
        QuartoSolver one(false, 18);
        QCOMPARE(solver.solve(late), one.solve(late));
    }

    void perfectIsAvailableForQuarto()
    {
        QVERIFY(quartoRules().offers(AiLevel::Perfect));
        QVERIFY(quartoRules().makeAi(AiConfig{AiLevel::Perfect}) != nullptr);
    }
};

QTEST_APPLESS_MAIN(TestQuartoSolver)
#include "tst_quartosolver.moc"
