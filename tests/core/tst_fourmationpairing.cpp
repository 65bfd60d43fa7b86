// The pairing bound (solver/fourmationpairing.h) against a plain search: on
// seeded random positions of both rules and four sizes, a side the bound
// says can be paired off never wins, whichever side is to move; each size
// checks a fixed number of bounds found with lines left to block (so the
// check is not empty). The reference
// is a memoised negamax over the whole tree, not the solver, which uses the
// bound itself. A few hand-made lines show what counts as a pair.
#include "core/games/fourmation/fourmationpairing.h"

#include "core/games/fourmation/fourmation.h"

#include "fourmationreference.h"
#include "testseed.h"
#include "samplesize.h"

#include <QtTest>

#include <array>
#include <random>
#include <unordered_map>
#include <utility>

using namespace quatre;
using quatre::testing::referenceScore;

namespace {

constexpr std::array<std::pair<int, int>, 4> kDirections = {{{0, 1}, {1, 0}, {1, 1}, {1, -1}}}; // as lineShifts()

// The lines of four with no cube of `defender`'s, each marked at its first
// cell (the lowest bit) in its direction's set: worked out cell by cell,
// apart from the solver's shifts.
std::array<CellSet, 4> linesOpenTo(const FourMation &g, int defender)
{
    const int n = g.size();
    std::array<CellSet, 4> lines{};
    for (std::size_t d = 0; d < 4; ++d) {
        const auto [dr, dc] = kDirections[d];
        for (int r = 0; r < n; ++r) {
            for (int c = 0; c < n; ++c) {
                bool open = true;
                for (int i = 0; i < 4 && open; ++i) {
                    const int rr = r + i * dr, cc = c + i * dc;
                    open = rr >= 0 && rr < n && cc >= 0 && cc < n && g.ownerAt({rr, cc}) != defender;
                }
                if (open)
                    lines[d] |= g.geometry().bit(r * n + c);
            }
        }
    }
    return lines;
}

bool blocks(const FourMation &g, const std::array<CellSet, 4> &lines)
{
    return pairingBlocks<CellSet>(lines, g.geometry().board() & ~g.occupied(), g.geometry().lineShifts());
}

// The same with the 64-bit sets the solver uses up to 7 x 7.
bool blocks64(const FourMation &g, const std::array<CellSet, 4> &lines)
{
    std::array<std::uint64_t, 4> narrow{};
    for (std::size_t d = 0; d < 4; ++d)
        narrow[d] = static_cast<std::uint64_t>(lines[d]);
    return pairingBlocks<std::uint64_t>(narrow, static_cast<std::uint64_t>(g.geometry().board() & ~g.occupied()),
                                        g.geometry().lineShifts());
}

CellSet cellsAt(const FourMationGeometry &geometry, std::initializer_list<std::pair<int, int>> cells)
{
    CellSet set = 0;
    for (auto [r, c] : cells)
        set |= geometry.bit(r * geometry.size() + c);
    return set;
}

} // namespace

class TestFourMationPairing : public QObject {
    Q_OBJECT

private slots:
    void aPairedOffSideNeverWins_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<bool>("official");
        QTest::addColumn<int>("minCubes");
        QTest::addColumn<int>("wanted"); // bounds found with lines left to block, each checked
        QTest::newRow("4x4 seed") << 4 << false << 2 << 150;
        QTest::newRow("4x4 official") << 4 << true << 2 << 150;
        QTest::newRow("5x5 seed") << 5 << false << 8 << 150;
        QTest::newRow("5x5 official") << 5 << true << 8 << 150;
        QTest::newRow("6x6 seed") << 6 << false << 18 << 100;
        QTest::newRow("6x6 official") << 6 << true << 18 << 100;
        QTest::newRow("7x7 seed") << 7 << false << 30 << 40;
        QTest::newRow("7x7 official") << 7 << true << 34 << 40;
    }
    void aPairedOffSideNeverWins()
    {
        QFETCH(int, size);
        QFETCH(bool, official);
        QFETCH(int, minCubes);
        QFETCH(int, wanted);
        // The bound on attempts stays the whole sample's: bounds are rare on
        // the large boards, and a tenth of the sample may take longer to find.
        const int attempts = 2000 * wanted;
        wanted = test::sampleSize(wanted);
        std::mt19937_64 random(test::testSeed(5100 + static_cast<std::uint64_t>(size * 2 + official)));
        std::unordered_map<std::uint64_t, int> memo;
        // Random play leaves most lines open, so most positions have no
        // bound: those are only counted, and the search for the reference
        // runs on the positions with one.
        int checked = 0, refused = 0;
        for (int attempt = 0; checked < wanted && attempt < attempts; ++attempt) {
            FourMation g(size, official);
            const int cubes =
                minCubes + static_cast<int>(random() % static_cast<std::uint64_t>(size * size - minCubes - 1));
            while (g.plyCount() < cubes && !g.isOver()) {
                const auto legal = g.legalMoves();
                g.play(legal[random() % legal.size()]);
            }
            if (g.isOver())
                continue;
            for (int attacker : {g.sideToMove(), 1 - g.sideToMove()}) {
                const std::array<CellSet, 4> lines = linesOpenTo(g, 1 - attacker);
                const bool paired = blocks(g, lines);
                QCOMPARE(blocks64(g, lines), paired);
                if (!paired || (lines[0] | lines[1] | lines[2] | lines[3]) == 0) {
                    refused += !paired;
                    continue;
                }
                const int score = referenceScore(g, memo);
                const QString where = QStringLiteral("%1x%1 %2 \"%3\", attacker %4: score %5")
                                          .arg(size)
                                          .arg(official ? "official" : "seed")
                                          .arg(QString::fromStdString(g.toText()))
                                          .arg(attacker)
                                          .arg(score);
                if (attacker == g.sideToMove())
                    QVERIFY2(score <= 0, qPrintable(where));
                else
                    QVERIFY2(score >= 0, qPrintable(where));
                ++checked;
            }
        }
        QVERIFY2(checked >= wanted,
                 qPrintable(QStringLiteral("%1 bounds checked of %2 wanted").arg(checked).arg(wanted)));
        QVERIFY(refused > 0);
    }

    // One line of four along the top row of a 5 x 5 board, the rest of the
    // board left free unless said otherwise: what makes a pair.
    void pairsAreNeighboursInTheLineAndDisjoint()
    {
        const FourMationGeometry &geometry = FourMationGeometry::forSize(5);
        const std::array<int, 4> &shifts = geometry.lineShifts();
        const CellSet board = geometry.board();
        const CellSet topLine = cellsAt(geometry, {{0, 0}});
        const std::array<CellSet, 4> top = {topLine, 0, 0, 0};
        // Free cells side by side in the line: a pair.
        QVERIFY(pairingBlocks<CellSet>(top, cellsAt(geometry, {{0, 1}, {0, 2}}), shifts));
        // Two apart or at both ends: not neighbours, no pair.
        QVERIFY(!pairingBlocks<CellSet>(top, cellsAt(geometry, {{0, 1}, {0, 3}}), shifts));
        QVERIFY(!pairingBlocks<CellSet>(top, cellsAt(geometry, {{0, 0}, {0, 3}}), shifts));
        // Neighbours, but not both in the line: no pair for it.
        QVERIFY(!pairingBlocks<CellSet>(top, cellsAt(geometry, {{0, 1}, {1, 1}}), shifts));
        // One free cell (a winning cell): nothing to pair.
        QVERIFY(!pairingBlocks<CellSet>(top, cellsAt(geometry, {{0, 2}}), shifts));
        // The whole board free: plenty of pairs.
        QVERIFY(pairingBlocks<CellSet>(top, board, shifts));
        // Two overlapping lines along the row share one pair.
        const std::array<CellSet, 4> twoAlong = {cellsAt(geometry, {{0, 0}, {0, 1}}), 0, 0, 0};
        QVERIFY(pairingBlocks<CellSet>(twoAlong, cellsAt(geometry, {{0, 1}, {0, 2}}), shifts));
        // A row and a column crossing at the only cell both pairs need: a
        // cell can be in one pair only.
        const std::array<CellSet, 4> crossing = {topLine, cellsAt(geometry, {{0, 1}}), 0, 0};
        QVERIFY(!pairingBlocks<CellSet>(crossing, cellsAt(geometry, {{0, 1}, {0, 2}, {1, 1}}), shifts));
        // With one more free cell in the column, each line has its own pair.
        QVERIFY(pairingBlocks<CellSet>(crossing, cellsAt(geometry, {{0, 1}, {0, 2}, {1, 1}, {2, 1}}), shifts));
        // No lines left to block: nothing to do.
        QVERIFY(pairingBlocks<CellSet>(std::array<CellSet, 4>{}, CellSet{0}, shifts));
    }
};

QTEST_GUILESS_MAIN(TestFourMationPairing)
#include "tst_fourmationpairing.moc"
