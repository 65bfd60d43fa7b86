// The exact 4Mation solver and the Perfect level: the known values of the
// small boards, a slow, obviously-correct full search on seeded random
// positions of both rules, and the Perfect level's choices checked by solving
// what they lead to.
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/fourmation/fourmationsolver.h"

#include "core/ai/ai.h"
#include "core/games/fourmation/fourmationevaluation.h"
#include "core/games/fourmation/fourmationtactics.h"

#include "cancelledsearch.h"
#include "fourmationreference.h"
#include "testseed.h"

#include <QtTest>

#include <map>
#include <random>
#include <set>
#include <thread>
#include <unordered_map>

using namespace quatre;
using quatre::testing::referenceScore;

namespace {

// Seeded random positions, not over, with `minCubes` to `maxCubes` cubes.
std::vector<FourMation> randomPositions(int count, std::uint64_t seed, int size, bool official, int minCubes,
                                        int maxCubes)
{
    std::mt19937_64 random(seed);
    std::vector<FourMation> positions;
    while (static_cast<int>(positions.size()) < count) {
        FourMation game(size, official);
        const int cubes = minCubes + static_cast<int>(random() % static_cast<std::uint64_t>(maxCubes - minCubes + 1));
        while (game.plyCount() < cubes && !game.isOver()) {
            const auto legal = game.legalMoves();
            game.play(legal[random() % legal.size()]);
        }
        if (!game.isOver() && game.plyCount() == cubes)
            positions.push_back(game);
    }
    return positions;
}

// The exact value of the position after the side to move plays `m`, for the
// side that played it.
int valueOfMove(FourMationSolver &solver, const FourMation &g, Move m)
{
    if (g.isWinningMove(m))
        return FourMationSolver::winScore(g.size(), g.plyCount() + 1);
    FourMation after = g;
    after.play(m);
    return after.isOver() ? 0 : -*solver.solve(after);
}

// The game played with every cube moved by symmetry `s` of the square
// (0 = identity): a legal game too, since the symmetries keep neighbours.
FourMation imageOf(const FourMation &g, int s)
{
    FourMation image(g.size(), g.officialRule());
    for (Move m : g.history()) {
        const int r = m / g.size(), c = m % g.size(), e = g.size() - 1;
        const int rc[8][2] = {{r, c},     {c, e - r}, {e - r, e - c}, {e - c, r},
                              {r, e - c}, {e - r, c}, {c, r},         {e - c, e - r}};
        image.play(rc[s][0] * g.size() + rc[s][1]);
    }
    return image;
}

// Who owns each cell, with the dead cubes (on no line of four free of the
// other side's cubes, so no four can ever use them) marked 2 instead of
// their owner's seat, the free cells -1, and the legal cells at the end:
// all of a position but who owns its dead cubes. Worked out cell by cell,
// apart from the solver's bit sets.
std::vector<int> withoutDeadOwners(const FourMation &g)
{
    const int n = g.size();
    std::vector<int> cells;
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c) {
            const int owner = g.ownerAt({r, c});
            bool live = false;
            // Every line of four through (r, c): 4 directions, 4 offsets.
            for (auto [dr, dc] : {std::pair{0, 1}, {1, 0}, {1, 1}, {1, -1}}) {
                for (int k = 0; k < 4 && owner >= 0 && !live; ++k) {
                    bool open = true;
                    for (int i = 0; i < 4 && open; ++i) {
                        const int rr = r + (i - k) * dr, cc = c + (i - k) * dc;
                        open = rr >= 0 && rr < n && cc >= 0 && cc < n && g.ownerAt({rr, cc}) != 1 - owner;
                    }
                    live = open;
                }
            }
            cells.push_back(owner < 0 || live ? owner : 2);
        }
    }
    for (Move m : g.legalMoves())
        cells.push_back(m);
    return cells;
}

QString describe(const FourMation &g)
{
    return QStringLiteral("%1x%1 %2 \"%3\"")
        .arg(g.size())
        .arg(g.officialRule() ? "official" : "seed")
        .arg(QString::fromStdString(g.toText()));
}

// Whether `score` (for `g`'s side to move) has the parity the solver's
// probes assume when they skip scores: cubes alternate, so the side to move
// wins with every other cube from the next one, and loses with every other
// one from the one after.
bool hasPossibleParity(const FourMation &g, int score)
{
    if (score == 0)
        return true;
    const int cells = g.size() * g.size(), cubes = g.plyCount();
    const int soonest = score > 0 ? cells - cubes : cubes + 1 - cells;
    return (score - soonest) % 2 == 0;
}

// Whether `first` and then `second`, solved one after the other in
// `solver`'s emptied table, each get their reference value: the table must
// not hand the second the first's result. Says which failed.
bool solvesApart(FourMationSolver &solver, const FourMation &first, int firstExpected, const FourMation &second,
                 int secondExpected)
{
    solver.clearTable();
    if (solver.solve(first) != std::optional<int>(firstExpected)) {
        qWarning("%s", qPrintable(describe(first) + " (first of the pair)"));
        return false;
    }
    if (solver.solve(second) != std::optional<int>(secondExpected)) {
        qWarning("%s", qPrintable(describe(second) + " after " + describe(first)));
        return false;
    }
    return true;
}

} // namespace

class TestFourMationSolver : public QObject {
    Q_OBJECT

private slots:
    void knownValuesOfTheEmptyBoards_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<bool>("official");
        QTest::addColumn<int>("sign");
        // Every board up to 6 x 6 is a draw under the draw-when-stuck rule; under the
        // official rule 5 x 5 and 6 x 6 are first-player wins (3 x 3 has no
        // line of four, and 4 x 4 stays a draw).
        QTest::newRow("3x3 seed") << 3 << false << 0;
        QTest::newRow("3x3 official") << 3 << true << 0;
        QTest::newRow("4x4 seed") << 4 << false << 0;
        QTest::newRow("4x4 official") << 4 << true << 0;
        QTest::newRow("5x5 seed") << 5 << false << 0;
        QTest::newRow("5x5 official") << 5 << true << 1;
        QTest::newRow("6x6 seed") << 6 << false << 0;
        QTest::newRow("6x6 official") << 6 << true << 1;
    }
    void knownValuesOfTheEmptyBoards()
    {
        QFETCH(int, size);
        QFETCH(bool, official);
        QFETCH(int, sign);
        FourMationSolver solver(size, official);
        const FourMation empty(size, official);
        const auto score = solver.solve(empty);
        QVERIFY(score);
        QCOMPARE((*score > 0) - (*score < 0), sign);
        // With the table as the exact search left it (a cold weak search of
        // the official 6 x 6 board takes much longer than the exact one).
        QCOMPARE(solver.solve(empty, true), std::optional<int>(sign));
        if (sign > 0) {
            // The win goes through the centre: a first cube on a centre cell
            // (one of the four on an even board, all alike by symmetry) keeps
            // the whole value.
            const Move centre = (size - 1) / 2 * size + (size - 1) / 2;
            QCOMPARE(valueOfMove(solver, empty, centre), *score);
        }
    }

    void agreesWithAFullSearch_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<bool>("official");
        QTest::addColumn<int>("minCubes");
        QTest::addColumn<int>("maxCubes");
        QTest::addColumn<int>("count");
        QTest::newRow("4x4 seed") << 4 << false << 3 << 10 << 60;
        QTest::newRow("4x4 official") << 4 << true << 3 << 10 << 60;
        QTest::newRow("5x5 seed") << 5 << false << 9 << 18 << 40;
        QTest::newRow("5x5 official") << 5 << true << 11 << 18 << 40;
        QTest::newRow("7x7 late, seed") << 7 << false << 35 << 42 << 40;
        QTest::newRow("7x7 late, official") << 7 << true << 35 << 42 << 40;
        // The boards above 7 x 7 take the 128-bit path.
        QTest::newRow("8x8 late, official") << 8 << true << 50 << 54 << 20;
        QTest::newRow("10x10 late, official") << 10 << true << 86 << 90 << 20;
    }
    void agreesWithAFullSearch()
    {
        QFETCH(int, size);
        QFETCH(bool, official);
        QFETCH(int, minCubes);
        QFETCH(int, maxCubes);
        QFETCH(int, count);
        // A small table, shared by all the positions and cleared only for
        // every other one: collisions, replacements and stale results from
        // other positions must never change an answer.
        FourMationSolver solver(size, official, 12);
        std::unordered_map<std::uint64_t, int> memo;
        int decided = 0;
        int index = 0;
        for (FourMation g : randomPositions(count, 4000 + static_cast<std::uint64_t>(size * 2 + official), size,
                                            official, minCubes, maxCubes)) {
            if (index++ % 2 == 0)
                solver.clearTable();
            const int expected = referenceScore(g, memo);
            QVERIFY2(hasPossibleParity(g, expected),
                     qPrintable(describe(g) + QStringLiteral(": score %1").arg(expected)));
            const auto score = solver.solve(g);
            QVERIFY2(score && *score == expected,
                     qPrintable(describe(g)
                                + QStringLiteral(": solver %1, reference %2").arg(score ? *score : 999).arg(expected)));
            const int sign = (expected > 0) - (expected < 0);
            QVERIFY2(solver.solve(g, true) == std::optional<int>(sign), qPrintable(describe(g) + " (weak)"));
            decided += expected != 0;
        }
        // The sample must not be all draws, or the distances go untested.
        QVERIFY(decided > 0);
    }

    void theLastCubeIsPartOfThePosition()
    {
        // The same cubes with another last cube are another position: the
        // next cube goes elsewhere. Pairs of such positions of different
        // values, solved one after the other with one table, must each get
        // their own value; "the same cubes" up to a symmetry, as the table
        // sees them near the root.
        for (bool official : {false, true}) {
            std::unordered_map<std::uint64_t, FourMation> byCubes;
            std::unordered_map<std::uint64_t, int> memo;
            FourMationSolver solver(4, official);
            int pairs = 0;
            for (FourMation g : randomPositions(3000, 31 + official, 4, official, 5, 9)) {
                auto cubes = ~std::uint64_t{0};
                for (int s = 0; s < 8; ++s) {
                    const FourMation image = imageOf(g, s);
                    cubes = std::min(
                        cubes, static_cast<std::uint64_t>(image.cubes(0) | (image.cubes(1) << 32))); // 4 x 5 bits each
                }
                const auto [it, inserted] = byCubes.try_emplace(cubes, g);
                if (inserted || it->second.hash() == g.hash())
                    continue;
                FourMation other = it->second;
                const int expected = referenceScore(g, memo), otherExpected = referenceScore(other, memo);
                if (expected == otherExpected)
                    continue;
                ++pairs;
                QVERIFY(solvesApart(solver, other, otherExpected, g, expected));
            }
            QVERIFY(pairs >= 5);
        }
    }

    void aSharedTableKeepsPositionsApart_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<bool>("official");
        QTest::addColumn<int>("minCubes");
        QTest::addColumn<int>("maxCubes");
        QTest::newRow("4x4 seed") << 4 << false << 5 << 12;
        QTest::newRow("4x4 official") << 4 << true << 5 << 12;
        QTest::newRow("5x5 seed") << 5 << false << 11 << 18;
        QTest::newRow("5x5 official") << 5 << true << 12 << 18;
    }
    void aSharedTableKeepsPositionsApart()
    {
        // Hundreds of positions solved one after the other in one small
        // table, never cleared, as the Perfect level keeps it for a game:
        // whatever the table files together (symmetric images near the
        // root, who owns the dead cubes further on) must have one value.
        QFETCH(int, size);
        QFETCH(bool, official);
        QFETCH(int, minCubes);
        QFETCH(int, maxCubes);
        FourMationSolver solver(size, official, 12);
        std::unordered_map<std::uint64_t, int> memo;
        for (FourMation g : randomPositions(400, 4100 + static_cast<std::uint64_t>(size * 2 + official), size, official,
                                            minCubes, maxCubes)) {
            const int expected = referenceScore(g, memo);
            QVERIFY2(hasPossibleParity(g, expected),
                     qPrintable(describe(g) + QStringLiteral(": score %1").arg(expected)));
            const auto score = solver.solve(g);
            QVERIFY2(score == std::optional<int>(expected),
                     qPrintable(describe(g)
                                + QStringLiteral(": solver %1, reference %2").arg(score ? *score : 999).arg(expected)));
        }
    }

    void whoOwnsADeadCubeMattersOnlyToAStuckPlayer()
    {
        // Past the first few cubes the table leaves out who owns the dead
        // cubes. Under the draw-when-stuck rule that never changes a value: positions
        // alike but for it have one reference value. Under the official
        // rule it can, through where a stuck player may go (next to any
        // opponent cube), so the table keeps which free cells have a dead
        // cube of each side next to them: such pairs of different values,
        // solved one after the other with one table, each get their own.
        for (bool official : {false, true}) {
            std::map<std::vector<int>, FourMation> alike;
            std::unordered_map<std::uint64_t, int> memo;
            FourMationSolver solver(4, official);
            int pairs = 0, differing = 0;
            for (FourMation g : randomPositions(20000, 71 + official, 4, official, 9, 12)) {
                const auto [it, inserted] = alike.try_emplace(withoutDeadOwners(g), g);
                if (inserted || it->second.hash() == g.hash())
                    continue;
                FourMation other = it->second;
                ++pairs;
                const int expected = referenceScore(g, memo), otherExpected = referenceScore(other, memo);
                if (!official) {
                    QVERIFY2(expected == otherExpected, qPrintable(describe(g) + " against " + describe(other)));
                    continue;
                }
                if (expected == otherExpected)
                    continue;
                ++differing;
                QVERIFY(solvesApart(solver, other, otherExpected, g, expected));
            }
            QVERIFY(pairs >= 100);
            if (official)
                QVERIFY(differing >= 3);
        }
    }

    void symmetricPositionsHaveOneValue()
    {
        // Near the root the table files a position under its smallest
        // symmetric image, last cube included. The 8 images of an early
        // position, solved one after the other with one table, share the
        // reference value of the first.
        for (bool official : {false, true}) {
            FourMationSolver solver(4, official);
            std::unordered_map<std::uint64_t, int> memo;
            for (FourMation g : randomPositions(25, 57 + official, 4, official, 2, 7)) {
                const int expected = referenceScore(g, memo);
                for (int s = 0; s < 8; ++s) {
                    const FourMation image = imageOf(g, s);
                    QVERIFY2(solver.solve(image) == std::optional<int>(expected), qPrintable(describe(image)));
                }
            }
        }
    }

    void scoresEveryMove()
    {
        // scoreMoves gives each legal cell its value and nothing to the rest.
        for (bool official : {false, true}) {
            FourMationSolver solver(5, official);
            for (const FourMation &g : randomPositions(10, 77 + official, 5, official, 6, 14)) {
                const auto scores = solver.scoreMoves(g);
                QVERIFY(scores);
                for (Move m = 0; m < 25; ++m) {
                    const auto &score = (*scores)[static_cast<std::size_t>(m)];
                    QCOMPARE(score.has_value(), g.isLegal(m));
                    if (score)
                        QCOMPARE(*score, valueOfMove(solver, g, m));
                }
            }
        }
    }

    void bestMoveIsTheBestScoreAndThePreferredMove()
    {
        // bestMove() asks each move only "does it keep the score?"; the slow
        // way scores every move exactly, then prefers the move after which
        // the opponent's threats count least, then the lowest cell.
        for (bool official : {false, true}) {
            for (int size : {5, 6}) {
                FourMationSolver fast(size, official), slow(size, official);
                for (const FourMation &g : randomPositions(15, 31 + static_cast<std::uint64_t>(size + official), size,
                                                           official, size == 5 ? 2 : 10, size * size - 4)) {
                    const auto scores = slow.scoreMoves(g);
                    Move expected = kNoMove;
                    int bestScore = -1000, bestTieBreak = 0;
                    for (Move m = 0; m < size * size; ++m) {
                        const auto &score = (*scores)[static_cast<std::size_t>(m)];
                        if (!score)
                            continue;
                        FourMation after = g;
                        after.play(m);
                        const int tieBreak = after.isOver() ? 0 : -evaluateThreats(after);
                        if (*score > bestScore || (*score == bestScore && tieBreak > bestTieBreak)) {
                            bestScore = *score;
                            bestTieBreak = tieBreak;
                            expected = m;
                        }
                    }
                    const auto choice = fast.bestMove(g);
                    QVERIFY(choice);
                    QCOMPARE(choice->score, bestScore);
                    QVERIFY2(choice->move == expected, qPrintable(describe(g)));
                }
            }
        }
    }

    void perfectNeverLosesValue_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<bool>("official");
        QTest::addColumn<int>("minCubes");
        QTest::newRow("5x5 seed") << 5 << false << 4;
        QTest::newRow("5x5 official") << 5 << true << 4;
        QTest::newRow("7x7 seed") << 7 << false << 30;
        QTest::newRow("7x7 official") << 7 << true << 30;
    }
    void perfectNeverLosesValue()
    {
        QFETCH(int, size);
        QFETCH(bool, official);
        QFETCH(int, minCubes);
        QVERIFY(fourMationRules().offers(AiLevel::Perfect));
        AiConfig config;
        config.level = AiLevel::Perfect;
        config.budget = std::chrono::milliseconds(600000); // always exact here
        auto ai = fourMationRules().makeAi(config);
        QVERIFY(ai);
        FourMationSolver solver(size, official);
        for (const FourMation &g : randomPositions(30, 99 + static_cast<std::uint64_t>(size + official), size, official,
                                                   minCubes, size * size - 6)) {
            SearchControl control;
            const AiDecision d = ai->chooseMove(g, control);
            QVERIFY(d.exact);
            QVERIFY(g.isLegal(d.move));
            const int before = *solver.solve(g);
            // The best value, kept: a win stays a win at least as fast, a
            // draw stays a draw, a loss is put off as long as it can be.
            QVERIFY2(valueOfMove(solver, g, d.move) == before, qPrintable(describe(g)));
            QCOMPARE(d.score, before);
        }
    }

    void perfectNeverHandsOverAWin()
    {
        AiConfig config;
        config.level = AiLevel::Perfect;
        config.budget = std::chrono::milliseconds(600000);
        for (bool official : {false, true}) {
            auto ai = fourMationRules().makeAi(config);
            int tested = 0;
            for (const FourMation &g : randomPositions(400, 7 + official, 7, official, 28, 40)) {
                // Only the positions where some moves hand the opponent a
                // win at once and others do not.
                const CellSet theirWins = winningCellsOf(g, 1 - g.sideToMove());
                int handing = 0;
                const auto legal = g.legalMoves();
                for (Move m : legal)
                    handing += handsOverWin(g, m, theirWins);
                if (handing == 0 || handing == static_cast<int>(legal.size()))
                    continue;
                SearchControl control;
                const AiDecision d = ai->chooseMove(g, control);
                QVERIFY2(!handsOverWin(g, d.move, theirWins), qPrintable(describe(g)));
                ++tested;
            }
            QVERIFY(tested >= 10);
        }
    }

    void perfectFallsBackToExpertWhenOutOfReach()
    {
        // The empty 7 x 7 board is far out of reach in a few milliseconds.
        AiConfig config;
        config.level = AiLevel::Perfect;
        config.budget = std::chrono::milliseconds(40);
        auto ai = fourMationRules().makeAi(config);
        const FourMation empty(7, false);
        SearchControl control;
        const AiDecision d = ai->chooseMove(empty, control);
        QVERIFY(!d.exact);
        QVERIFY(!d.cancelled);
        QVERIFY(empty.isLegal(d.move));
    }

    void cancellationStopsALongSearch()
    {
        FourMationSolver solver(7, true);
        const FourMation empty(7, true);
        {
            SearchControl control;
            control.cancel = true;
            QCOMPARE(solver.solve(empty, false, &control), std::nullopt);
            QCOMPARE(solver.scoreMoves(empty, &control), std::nullopt);
        }
        {
            // From another thread, while it runs.
            SearchControl control;
            std::thread canceller([&control] {
                std::this_thread::sleep_for(std::chrono::milliseconds(50));
                control.cancel = true;
            });
            const auto score = solver.solve(empty, false, &control);
            canceller.join();
            QCOMPARE(score, std::nullopt);
        }
        QCOMPARE(solver.solve(empty, false, nullptr, std::chrono::steady_clock::now()), std::nullopt);
        {
            // The Perfect level says it was cancelled rather than falling back.
            AiConfig config;
            config.level = AiLevel::Perfect;
            auto ai = fourMationRules().makeAi(config);
            SearchControl control;
            control.cancel = true;
            QVERIFY(ai->chooseMove(empty, control).cancelled);
        }
        // A stopped search leaves the solver usable.
        FourMation late(7, true);
        for (const FourMation &g : randomPositions(1, 5, 7, true, 40, 40))
            late = g;
        std::unordered_map<std::uint64_t, int> memo;
        QCOMPARE(solver.solve(late), std::optional<int>(referenceScore(late, memo)));
    }
    // Seeded 7 x 7 positions of both rules, after 8 to 12 cubes (tens of
    // thousands of nodes to millions: the helper threads join): the scores,
    // the signs, every move's score and the move chosen are one thread's.
    // Each solver keeps its table from one position to the next, as the
    // Perfect level keeps it.
    void parallelSearchesAgreeWithOneThread_data()
    {
        QTest::addColumn<bool>("official");
        QTest::newRow("draw-when-stuck rule") << false;
        QTest::newRow("official rule") << true;
    }
    void parallelSearchesAgreeWithOneThread()
    {
        QFETCH(bool, official);
        FourMationSolver one(7, official), two(7, official), three(7, official);
        two.setThreads(2);
        three.setThreads(3);
        // Three threads, the helpers at half a core (as beside a window).
        SearchControl paced;
        paced.shares.helpers = 0.5;
        const auto controlOf = [&](const FourMationSolver *solver) { return solver == &three ? &paced : nullptr; };
        QCOMPARE(two.threads(), 2);
        QCOMPARE(three.threads(), 3);
        QVERIFY(two.tableBytes() > one.tableBytes());
        std::set<int> signs;
        std::uint64_t mostNodes = 0;
        for (const FourMation &g :
             randomPositions(8, quatre::test::testSeed(20261201) + official, 7, official, 8, 12)) {
            const std::uint64_t nodesBefore = one.nodes();
            const std::optional<int> expected = one.solve(g);
            QVERIFY(expected);
            mostNodes = std::max(mostNodes, one.nodes() - nodesBefore);
            const int expectedSign = (*expected > 0) - (*expected < 0);
            signs.insert(expectedSign);
            for (FourMationSolver *solver : {&two, &three}) {
                QVERIFY2(solver->solve(g, false, controlOf(solver)) == expected, g.toText().c_str());
                QCOMPARE(solver->solve(g, true, controlOf(solver)), std::optional<int>(expectedSign));
            }
        }
        // Some searches must have been long enough for the helpers to join
        // (after 65,536 nodes).
        QVERIFY2(mostNodes > 200'000, std::to_string(mostNodes).c_str());
        for (const FourMation &g :
             randomPositions(2, quatre::test::testSeed(20261202) + official, 7, official, 10, 12)) {
            const auto expected = one.scoreMoves(g);
            const auto choice = one.bestMove(g);
            QVERIFY(expected && choice);
            for (FourMationSolver *solver : {&two, &three}) {
                QCOMPARE(solver->scoreMoves(g), expected);
                QCOMPARE(solver->bestMove(g), choice);
            }
        }
        qInfo("signs seen: %d, the longest search %llu nodes", static_cast<int>(signs.size()),
              static_cast<unsigned long long>(mostNodes));
        // Fewer threads again: the helpers' nodes stay counted, and the
        // tables beyond the caller's are given back.
        const std::uint64_t nodes = three.nodes();
        three.setThreads(1);
        QCOMPARE(three.threads(), 1);
        QCOMPARE(three.nodes(), nodes);
        QCOMPARE(three.tableBytes(), one.tableBytes());
    }

    void parallelSearchStopsWhenCancelled()
    {
        // The empty 8 x 8 board takes far longer than the test: every thread
        // must give up once asked, and solve() return only once all have.
        // The bound is generous (a loaded machine); the threads poll every
        // 4096 nodes, well under a millisecond.
        const FourMation empty(8, false);
        FourMationSolver solver(8, false);
        solver.setThreads(3);
        // Long enough for the helpers to have joined (65,536 nodes), even ten
        // times slower under ThreadSanitizer.
        for (int round = 0; round < 3; ++round) {
            const quatre::test::CancelledSearch run =
                quatre::test::cancelAfter(std::chrono::milliseconds(400), [&](const SearchControl *control) {
                    return solver.solve(empty, false, control);
                });
            QVERIFY(!run.returnedBeforeTheCancel);
            QVERIFY(!run.result.has_value());
            QVERIFY(run.latency < std::chrono::seconds(2));
            qInfo("stopped %.3f ms after the cancel", run.latency.count());
        }
        // A deadline stops them all too, and the solver still solves after.
        QVERIFY(!solver.solve(empty, false, nullptr, std::chrono::steady_clock::now() + std::chrono::milliseconds(50)));
        FourMation late = randomPositions(1, quatre::test::testSeed(5), 8, false, 50, 50).front();
        std::unordered_map<std::uint64_t, int> memo;
        QCOMPARE(solver.solve(late), std::optional<int>(referenceScore(late, memo)));
    }
};

QTEST_GUILESS_MAIN(TestFourMationSolver)
#include "tst_fourmationsolver.moc"
