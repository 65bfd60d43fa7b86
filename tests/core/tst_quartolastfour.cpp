// The score of a Quarto position with four empty squares, found without a
// search (QuartoLastFour): agreement with the slow, exhaustive search on
// seeded random positions under both rules, for every question it answers.
#include "core/games/quarto/quartolastfour.h"

#include "core/games/quarto/quarto.h"

#include "quartoreference.h"
#include "samplesize.h"
#include "testseed.h"

#include <QtTest>

#include <array>
#include <random>

using namespace quatre;
using namespace quatre::testing;

namespace {

QuartoLastFour lastFourOf(const Quarto &g)
{
    std::array<SquareSet, kAttributeCount> attribute{};
    for (int s = 0; s < kSquareCount; ++s) {
        const Piece p = g.pieceOnSquare(s);
        for (std::size_t a = 0; p != kNoPiece && a < kAttributeCount; ++a)
            if ((p >> a) & 1)
                attribute[a] = static_cast<SquareSet>(attribute[a] | 1u << s);
    }
    return QuartoLastFour(attribute, g.occupiedSquares(), g.pieceInHand(), g.remainingPieces(),
                          g.squareRule() ? kAllLineCount : kStandardLineCount);
}

} // namespace

class TestQuartoLastFour : public QObject {
    Q_OBJECT

private slots:
    void agreesWithTheExhaustiveSearch_data()
    {
        QTest::addColumn<bool>("squareRule");
        QTest::newRow("standard rule") << false;
        QTest::newRow("square rule") << true;
    }
    void agreesWithTheExhaustiveSearch()
    {
        QFETCH(bool, squareRule);
        const std::uint64_t seed = quatre::test::testSeed(squareRule ? 44 : 4);
        std::mt19937_64 windows(seed);
        std::array<int, 4> seen{}; // how many scored -3, -1, 0 and 2
        int checked = 0;
        for (const Quarto &g : randomPositions(quatre::test::sampleSize(3000), seed, 4, 4, squareRule)) {
            // The search's invariant: the piece in hand does not win at once.
            if ((g.winningPieces() >> g.pieceInHand()) & 1u)
                continue;
            ++checked;
            const int expected = referenceScore(g);
            const QuartoLastFour four = lastFourOf(g);
            const std::string text = g.toText();
            QVERIFY2(expected == -3 || expected == -1 || expected == 0 || expected == 2, text.c_str());
            ++seen[static_cast<std::size_t>(expected == -3 ? 0 : expected == -1 ? 1 : expected == 0 ? 2 : 3)];
            QVERIFY2(four.score(-100, 100) == expected, text.c_str());
            for (int threshold : {-1, 0, 2})
                QVERIFY2(four.scoreAtLeast(threshold) == (expected >= threshold), text.c_str());
            // Any window: exact inside it, a true bound beyond it.
            for (int i = 0; i < 4; ++i) {
                const int alpha = -4 + static_cast<int>(windows() % 7);
                const int beta = alpha + 1 + static_cast<int>(windows() % 3);
                const int r = four.score(alpha, beta);
                if (r <= alpha)
                    QVERIFY2(expected <= r, text.c_str());
                else if (r >= beta)
                    QVERIFY2(expected >= r, text.c_str());
                else
                    QVERIFY2(expected == r, text.c_str());
            }
        }
        qInfo("%d positions; scored -3, -1, 0, 2: %d, %d, %d, %d", checked, seen[0], seen[1], seen[2], seen[3]);
        // The positions reach every score, so each way of ending is checked.
        QVERIFY(checked > quatre::test::sampleSize(3000) / 2);
        for (int count : seen)
            QVERIFY(count > 0);
    }
};

QTEST_APPLESS_MAIN(TestQuartoLastFour)
#include "tst_quartolastfour.moc"
