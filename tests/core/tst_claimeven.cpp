// The claimeven bound (solver/claimeven.h) against a plain search: on many
// seeded random positions of boards with an even number of rows, the bound
// is never below the true score of the first player to move, and it is
// often found (so the check is not empty). The reference is a memoised
// negamax over the whole tree, not the solver, which uses the bound itself.
#include "core/games/connectfour/claimeven.h"
#include "core/games/connectfour/connectfoursolver.h"

#include "core/games/connectfour/connectfour.h"

#include "connectfourreference.h"
#include "samplesize.h"

#include <QtTest>

#include <random>
#include <unordered_map>

using namespace quatre;
using quatre::testing::referenceScore;

namespace {

std::optional<int> boundOf(const ConnectFour &game)
{
    const BitboardLayout &layout = game.layout();
    Bits evenRows = 0;
    for (int column = 0; column < game.columns(); ++column)
        for (int row = 1; row < game.rows(); row += 2)
            evenRows |= layout.cellBit(row, column);
    return claimevenBound<Bits>(game.currentDiscs(), game.allDiscs(), layout.board(), layout.bottomRow(), evenRows,
                                game.rows());
}

// A game of `plies` random moves (an even number), or nullopt if it ended
// sooner.
std::optional<ConnectFour> randomPosition(int rows, int columns, int plies, std::mt19937 &random)
{
    ConnectFour game(rows, columns);
    while (game.plyCount() < plies) {
        const std::vector<Move> moves = game.legalMoves();
        game.play(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)]);
        if (game.isOver())
            return std::nullopt;
    }
    return game;
}

} // namespace

class TestClaimeven : public QObject {
    Q_OBJECT

private slots:
    void neverOverstatesTheScore_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("minPlies");
        QTest::addColumn<int>("positions");
        // Late enough on the larger boards for the plain search.
        QTest::newRow("4x4") << 4 << 4 << 0 << 3000;
        QTest::newRow("4x5") << 4 << 5 << 0 << 3000;
        QTest::newRow("6x4") << 6 << 4 << 0 << 3000;
        QTest::newRow("4x7") << 4 << 7 << 14 << 3000;
        QTest::newRow("6x5") << 6 << 5 << 16 << 3000;
        QTest::newRow("6x7") << 6 << 7 << 26 << 6000;
        QTest::newRow("8x5") << 8 << 5 << 24 << 6000;
    }
    void neverOverstatesTheScore()
    {
        QFETCH(int, rows);
        QFETCH(int, columns);
        QFETCH(int, minPlies);
        QFETCH(int, positions);
        positions = quatre::test::sampleSize(positions);
        std::mt19937 random(20261124u + static_cast<unsigned>(rows * 16 + columns));
        std::unordered_map<std::uint64_t, int> memo;
        int tested = 0, draws = 0, losses = 0, tight = 0;
        while (tested < positions) {
            const int cells = rows * columns;
            const int plies = 2 * std::uniform_int_distribution<int>(minPlies / 2, (cells - 2) / 2)(random);
            std::optional<ConnectFour> game = randomPosition(rows, columns, plies, random);
            if (!game)
                continue;
            ++tested;
            const std::optional<int> bound = boundOf(*game);
            if (!bound)
                continue;
            const int score = referenceScore(*game, memo);
            QVERIFY2(score <= *bound,
                     qPrintable(QStringLiteral("%1: score %2, claimeven bound %3")
                                    .arg(QString::fromStdString(game->toText()))
                                    .arg(score)
                                    .arg(*bound)));
            ++(*bound == 0 ? draws : losses);
            tight += score == *bound;
        }
        // The rule is not idle: it proves something in many of these
        // positions (random discs leave most fours open, so not in most),
        // and some of what it proves is the exact score.
        QVERIFY2(draws + losses >= quatre::test::sampleSize(50),
                 qPrintable(QStringLiteral("only %1 bounds").arg(draws + losses)));
        QVERIFY(tight > 0);
        qInfo("%d positions: %d draw bounds, %d loss bounds, %d exact", tested, draws, losses, tight);
        if (rows == 6 && columns == 7) {
            QVERIFY2(draws > 0 && losses > 0,
                     qPrintable(QStringLiteral("%1 draw bounds, %2 loss bounds").arg(draws).arg(losses)));
        }
    }

    void theEmptyBoardHasNoBound()
    {
        // Every four is open to the first player: claimeven proves nothing.
        QVERIFY(!boundOf(ConnectFour(6, 7)));
        QVERIFY(!boundOf(ConnectFour(4, 4)));
    }
};

QTEST_GUILESS_MAIN(TestClaimeven)
#include "tst_claimeven.moc"
