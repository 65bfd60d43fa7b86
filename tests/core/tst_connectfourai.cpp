// The Connect Four AI levels: tactics (win now, block), the seed-000
// evaluation and minimax against slow references, cancellation, and a ladder
// where each level beats the one below.
#include "core/games/connectfour/connectfourrules.h"
#include "core/ai/ai.h"
#include "core/ai/searchais.h"
#include "core/games/connectfour/connectfour.h"
#include "core/games/connectfour/connectfourevaluation.h"
#include "core/games/connectfour/connectfourgreedy.h"

#include "aichecks.h"
#include "plainminimax.h"

#include <QtTest>

#include <random>

using namespace quatre;
using quatre::testing::level;
using quatre::testing::LevelAi;
using quatre::testing::levelAis;

namespace {

// Random positions that are not over, reached by seeded random play.
std::vector<ConnectFour> randomPositions(int count, std::uint64_t seed, int rows = 6, int columns = 7)
{
    std::mt19937_64 random(seed);
    std::vector<ConnectFour> positions;
    while (static_cast<int>(positions.size()) < count) {
        ConnectFour game(rows, columns);
        const int plies = static_cast<int>(random() % static_cast<std::uint64_t>(rows * columns - 1));
        for (int i = 0; i < plies && !game.isOver(); ++i) {
            const auto legal = game.legalMoves();
            game.play(legal[random() % legal.size()]);
        }
        if (!game.isOver())
            positions.push_back(game);
    }
    return positions;
}

std::vector<Move> winningMoves(const ConnectFour &game)
{
    std::vector<Move> wins;
    for (Move m : game.legalMoves())
        if (game.isWinningMove(m))
            wins.push_back(m);
    return wins;
}

// Which directions a winning drop in `column` completes: bit 0 horizontal,
// 1 vertical, 2 and 3 the diagonals.
int winDirections(const ConnectFour &game, int column, int who)
{
    const Cell landing = game.landingCell(column);
    const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    int mask = 0;
    for (int i = 0; i < 4; ++i) {
        int n = 1;
        for (int sign : {1, -1}) {
            Cell c{landing.row + sign * dirs[i][0], landing.column + sign * dirs[i][1]};
            while (c.row >= 0 && c.row < game.rows() && c.column >= 0 && c.column < game.columns()
                   && game.discAt(c) == who) {
                ++n;
                c = {c.row + sign * dirs[i][0], c.column + sign * dirs[i][1]};
            }
        }
        if (n >= 4)
            mask |= 1 << i;
    }
    return mask;
}

// The columns where the opponent of the side to move would complete four if
// it could drop a disc now.
std::vector<Move> threats(const ConnectFour &game)
{
    std::vector<Move> result;
    for (Move m : game.legalMoves())
        if (winDirections(game, m, 1 - game.sideToMove()) != 0)
            result.push_back(m);
    return result;
}

// The window evaluation, computed the slow way from the grid.
int referenceEvaluation(const ConnectFour &g)
{
    const int me = g.sideToMove();
    auto at = [&](int r, int c) { return g.discAt({r, c}); };
    auto inside = [&](int r, int c) { return r >= 0 && r < g.rows() && c >= 0 && c < g.columns(); };
    auto playable = [&](int r, int c) { return at(r, c) < 0 && (r == g.rows() - 1 || at(r + 1, c) >= 0); };
    const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    int score = 0;
    for (int r = 0; r < g.rows(); ++r)
        for (int c = 0; c < g.columns(); ++c)
            for (const auto &d : dirs) {
                if (inside(r + 3 * d[0], c + 3 * d[1])) {
                    int mine = 0, theirs = 0;
                    for (int k = 0; k < 4; ++k) {
                        const int v = at(r + k * d[0], c + k * d[1]);
                        mine += v == me;
                        theirs += v == 1 - me;
                    }
                    if (theirs == 0)
                        score += mine;
                    else if (mine == 0)
                        score -= theirs;
                }
                if (inside(r + 4 * d[0], c + 4 * d[1]) && playable(r, c) && playable(r + 4 * d[0], c + 4 * d[1])) {
                    const int a = at(r + d[0], c + d[1]);
                    if (a >= 0 && a == at(r + 2 * d[0], c + 2 * d[1]) && a == at(r + 3 * d[0], c + 3 * d[1]))
                        score += a == me ? 500 : -500;
                }
            }
    return score;
}

} // namespace

class TestConnectFourAi : public QObject {
    Q_OBJECT

private slots:
    void evaluationMatchesReference()
    {
        for (auto [rows, columns] : {std::pair{6, 7}, {4, 4}, {10, 10}, {5, 9}, {9, 5}}) {
            for (const ConnectFour &g :
                 randomPositions(300, 11u + static_cast<unsigned>(rows * columns), rows, columns))
                QCOMPARE(evaluateWindows(g), referenceEvaluation(g));
        }
        // The original game's picture: three in a row with both ends open and playable.
        // First player: columns 2, 3, 4 on the bottom row, both ends (columns 1
        // and 5) playable; the second player's two discs sit in column 7.
        auto g = std::get<ConnectFour>(ConnectFour::fromText(6, 7, "27374"));
        QCOMPARE(g.sideToMove(), 1);
        QVERIFY(evaluateWindows(g) <= -500 + 20);
    }

    void minimaxEqualsPlainMinimax()
    {
        const std::vector<ConnectFour> positions = randomPositions(120, 99);
        QCOMPARE(positions.size(), std::size_t{120});
        testing::checkMinimaxAgainstPlain<ConnectFour, ConnectFourTraits>(
            positions, 4, [](const ConnectFour &x) { return referenceEvaluation(x); });
    }

    void everyLevelTakesAnImmediateWin()
    {
        int directionsSeen = 0, positions = 0;
        const std::vector<LevelAi> ais =
            levelAis(connectFourRules(), {"greedy", "minimax:1", "minimax:4", "expert:d6"});
        for (const ConnectFour &g : randomPositions(3000, 5)) {
            const std::vector<Move> wins = winningMoves(g);
            if (wins.empty())
                continue;
            ++positions;
            for (Move w : wins)
                directionsSeen |= winDirections(g, w, g.sideToMove());
            for (const LevelAi &player : ais) {
                SearchControl control;
                const Move m = player.ai->chooseMove(g, control).move;
                QVERIFY2(std::find(wins.begin(), wins.end(), m) != wins.end(),
                         (std::string(player.text) + " missed a win in " + g.toText()).c_str());
            }
        }
        QVERIFY(positions > 50);
        QCOMPARE(directionsSeen, 0b1111); // horizontal, vertical and both diagonals
    }

    void everyLevelBlocksAnImmediateLoss()
    {
        int directionsSeen = 0, positions = 0;
        const std::vector<LevelAi> ais =
            levelAis(connectFourRules(), {"greedy", "minimax:2", "minimax:4", "expert:d6"});
        for (const ConnectFour &g : randomPositions(6000, 6)) {
            if (!winningMoves(g).empty())
                continue;
            const std::vector<Move> t = threats(g);
            if (t.size() != 1)
                continue;
            // Only where blocking does not lose at once anyway (a threat right
            // above the blocking disc), so that blocking is clearly the best move.
            ConnectFour blocked = g;
            blocked.play(t.front());
            if (blocked.isOver() || !winningMoves(blocked).empty())
                continue;
            ++positions;
            directionsSeen |= winDirections(g, t.front(), 1 - g.sideToMove());
            for (const LevelAi &player : ais) {
                SearchControl control;
                const Move m = player.ai->chooseMove(g, control).move;
                QVERIFY2(m == t.front(), (std::string(player.text) + " did not block in " + g.toText()).c_str());
            }
        }
        QVERIFY(positions > 50);
        QCOMPARE(directionsSeen, 0b1111);
    }

    void greedyPrefersTheLongestRunThenTheLeftmost()
    {
        // First player: discs at columns 1 and 2 on the bottom row; second
        // player's discs are stacked out of the way in column 7.
        auto g = std::get<ConnectFour>(ConnectFour::fromText(6, 7, "1727"));
        QCOMPARE(longestRunThrough(g, 2), 3);
        QCOMPARE(longestRunThrough(g, 0), 2); // on top of column 1: vertical pair
        ConnectFourGreedyAi greedy(level("greedy"));
        SearchControl control;
        QCOMPARE(greedy.chooseMove(g, control).move, 2);
        // On the empty board every column makes a run of 1: the leftmost wins.
        QCOMPARE(greedy.chooseMove(ConnectFour(), control).move, 0);
    }

    void randomIsSeededAndLegal() { testing::checkRandomIsSeededAndLegal(connectFourRules(), randomPositions(200, 3)); }

    void searchesStopWhenCancelled_data()
    {
        QTest::addColumn<QString>("levelText");
        QTest::newRow("minimax:9") << "minimax:9";
        QTest::newRow("expert, 10 minutes") << "expert:600000";
        // The solver and Expert on two threads (exactOrExpert), both stopped.
        QTest::newRow("perfect, 10 minutes") << "perfect:600000";
    }
    void searchesStopWhenCancelled()
    {
        QFETCH(QString, levelText);
        testing::checkSearchStopsWhenCancelled(*connectFourRules().makeAi(level(levelText.toLatin1().constData())),
                                               ConnectFour(10, 10));
    }

    void expertReportsProgressAndFindsForcedWins()
    {
        // First player to move has 3 in column 1 with the top free, and the
        // opponent has nothing: a win in 1, proven exactly.
        auto g = std::get<ConnectFour>(ConnectFour::fromText(6, 7, "121213"));
        auto ai = connectFourRules().makeAi(level("expert:d8"));
        SearchControl control;
        const AiDecision d = ai->chooseMove(g, control);
        QCOMPARE(d.move, 0);
        QVERIFY(d.exact);
        // A win in 2 (an open three on the bottom row: "two ways to win").
        auto two = std::get<ConnectFour>(ConnectFour::fromText(7, 7, "3344"));
        int progressCalls = 0;
        control.onProgress = [&](const SearchProgress &p) {
            ++progressCalls;
            QVERIFY(p.depth >= 1);
        };
        const AiDecision d2 = ai->chooseMove(two, control);
        QVERIFY(d2.move == 1 || d2.move == 4); // column 2 or 5 makes an open three
        QVERIFY(d2.exact);
        QVERIFY(d2.score > 0);
        QVERIFY(progressCalls >= 1);
    }

    void ladderEachLevelBeatsTheOneBelow_data()
    {
        QTest::addColumn<QString>("stronger");
        QTest::addColumn<QString>("weaker");
        QTest::newRow("greedy > random") << "greedy"
                                         << "random";
        QTest::newRow("minimax:4 > greedy") << "minimax:4"
                                            << "greedy";
        QTest::newRow("expert > minimax:4") << "expert:d11"
                                            << "minimax:4";
    }
    void ladderEachLevelBeatsTheOneBelow()
    {
        QFETCH(QString, stronger);
        QFETCH(QString, weaker);
        testing::checkStrongerWins(connectFourOptions(), "connect4 6x7", stronger, weaker, 0.8);
    }

    void levelTextRoundTrips()
    {
        for (const char *text :
             {"random", "greedy", "minimax:1", "minimax:9", "expert:250", "expert:d7", "perfect", "perfect:300"})
            QCOMPARE(toText(level(text)), std::string(text));
        for (const char *bad : {"", "minimax", "minimax:0", "minimax:10", "minimax:x", "expert:0", "expert:-5",
                                "greedy:3", "perfection", "expert:d0", "minimax:4x", "perfect:0", "perfect:x"}) {
            ParseError error;
            QVERIFY2(!aiConfigFromText(bad, &error), bad);
            QVERIFY(!error.message.empty());
            QVERIFY(error.problem != ParseProblem::Other);
            QCOMPARE(error.message, fillTemplate(error.problem.text, error.args));
        }
    }
};

QTEST_APPLESS_MAIN(TestConnectFourAi)
#include "tst_connectfourai.moc"
