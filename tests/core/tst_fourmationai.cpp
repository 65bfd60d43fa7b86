// The 4Mation AI levels: tactics (win now, block, never hand over a win
// through the adjacency rule), the original bot's greedy weights, the window
// evaluation and minimax against slow references, Hardcore's three reasons,
// and a ladder where each level beats the one below.
#include "core/games/connectfour/connectfourrules.h"
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/quarto/quartorules.h"
#include "core/ai/ai.h"
#include "core/ai/searchais.h"
#include "core/games/fourmation/fourmation.h"
#include "core/games/fourmation/fourmationevaluation.h"
#include "core/games/fourmation/fourmationgreedy.h"
#include "core/games/fourmation/fourmationhardcore.h"

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
std::vector<FourMation> randomPositions(int count, std::uint64_t seed, int size = 7, bool official = false)
{
    std::mt19937_64 random(seed);
    std::vector<FourMation> positions;
    while (static_cast<int>(positions.size()) < count) {
        FourMation game(size, official);
        const int plies = static_cast<int>(random() % static_cast<std::uint64_t>(size * size / 2));
        for (int i = 0; i < plies && !game.isOver(); ++i) {
            const auto legal = game.legalMoves();
            game.play(legal[random() % legal.size()]);
        }
        if (!game.isOver())
            positions.push_back(game);
    }
    return positions;
}

// The slow way: does a cube of `who` on `move` make four in a line?
bool completesFour(const FourMation &g, Move move, int who)
{
    const Cell cell = g.cellOf(move);
    const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    for (const auto &d : dirs) {
        int n = 1;
        for (int sign : {1, -1}) {
            Cell c{cell.row + sign * d[0], cell.column + sign * d[1]};
            while (c.row >= 0 && c.row < g.size() && c.column >= 0 && c.column < g.size() && g.ownerAt(c) == who) {
                ++n;
                c = {c.row + sign * d[0], c.column + sign * d[1]};
            }
        }
        if (n >= 4)
            return true;
    }
    return false;
}

std::vector<Move> winningMoves(const FourMation &g)
{
    std::vector<Move> wins;
    for (Move m : g.legalMoves())
        if (completesFour(g, m, g.sideToMove()))
            wins.push_back(m);
    return wins;
}

// The legal cells where the opponent of the side to move would complete four.
std::vector<Move> opponentWinningCells(const FourMation &g)
{
    std::vector<Move> cells;
    for (Move m : g.legalMoves())
        if (completesFour(g, m, 1 - g.sideToMove()))
            cells.push_back(m);
    return cells;
}

// True if playing `m` lets the opponent win at once, by playing it out.
bool handsOver(const FourMation &g, Move m)
{
    FourMation after = g;
    after.play(m);
    return !after.isOver() && !winningMoves(after).empty();
}

// Plain AND-OR search: can the side to move force a win within `ownMoves`?
bool forcesWin(FourMation &g, int ownMoves)
{
    if (!winningMoves(g).empty())
        return true;
    if (ownMoves <= 1)
        return false;
    for (Move m : g.legalMoves()) {
        g.play(m);
        bool all = !g.isOver();
        for (Move r : all ? g.legalMoves() : std::vector<Move>{}) {
            g.play(r);
            all = !g.isOver() && forcesWin(g, ownMoves - 1);
            g.undo();
            if (!all)
                break;
        }
        g.undo();
        if (all)
            return true;
    }
    return false;
}

// The windows, counted cell by cell.
int referenceEvaluation(const FourMation &g)
{
    const int me = g.sideToMove();
    const int n = g.size();
    const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
    int score = 0;
    for (int r = 0; r < n; ++r)
        for (int c = 0; c < n; ++c)
            for (const auto &d : dirs) {
                const int er = r + 3 * d[0], ec = c + 3 * d[1];
                if (er < 0 || er >= n || ec < 0 || ec >= n)
                    continue;
                int mine = 0, theirs = 0;
                for (int k = 0; k < 4; ++k) {
                    const int v = g.ownerAt({r + k * d[0], c + k * d[1]});
                    mine += v == me;
                    theirs += v == 1 - me;
                }
                score += theirs == 0 ? mine : mine == 0 ? -theirs : 0;
            }
    return score;
}

AiDecision decide(const char *levelText, const FourMation &g)
{
    auto ai = fourMationRules().makeAi(level(levelText));
    SearchControl control;
    return ai->chooseMove(g, control);
}

bool contains(const std::vector<Move> &moves, Move m)
{
    return std::find(moves.begin(), moves.end(), m) != moves.end();
}

} // namespace

class TestFourMationAi : public QObject {
    Q_OBJECT

private slots:
    void greedyWeightsFollowThePrintedExample()
    {
        // The original game's picture, black to play; X scores 5 (across) and Y 6 (down).
        //    a     b     c     d
        // 1  .     black white black
        // 2  .     black X     black
        // 3  .     .     .     black
        // 4  .     white .     Y
        const FourMationGeometry &geometry = FourMationGeometry::forSize(4);
        auto cells = [&](std::initializer_list<int> moves) {
            CellSet set = 0;
            for (int m : moves)
                set |= geometry.bit(m);
            return set;
        };
        const CellSet black = cells({1, 3, 5, 7, 11});
        const CellSet white = cells({2, 13});
        QCOMPARE(greedyWeight(geometry, black, white, 6), 5);
        QCOMPARE(greedyWeight(geometry, black, white, 15), 6);
        // On the empty 7 x 7 board the best line through any cell has 6 empties.
        const FourMation start(7);
        QCOMPARE(greedyWeight(start, start.moveAt({3, 3})), 6);
        // After d4 e4, the first player at e5: the diagonal holds d4 (own, 2),
        // c3 b2 a1 and f6 g7 (1 each): 7, more than across (6); down the e
        // column it stops at once at the opponent's e4.
        const FourMation game = std::get<FourMation>(FourMation::fromText(7, false, "d4e4"));
        QCOMPARE(game.sideToMove(), 0);
        QCOMPARE(greedyWeight(game, game.moveAt({4, 4})), 7);
    }

    void evaluationMatchesReference()
    {
        for (int size : {4, 5, 7, 10})
            for (const FourMation &g : randomPositions(300, 11u + static_cast<unsigned>(size), size))
                QCOMPARE(evaluateWindows(g), referenceEvaluation(g));
    }

    void minimaxEqualsPlainMinimax()
    {
        const std::vector<FourMation> positions = randomPositions(80, 99);
        QCOMPARE(positions.size(), std::size_t{80});
        testing::checkMinimaxAgainstPlain<FourMation, FourMationTraits>(
            positions, 4, [](const FourMation &x) { return referenceEvaluation(x); });
    }

    void everyLevelTakesAnImmediateWin()
    {
        int positions = 0;
        const std::vector<LevelAi> ais =
            levelAis(fourMationRules(), {"greedy", "minimax:1", "minimax:3", "expert:d1", "expert:d4", "hardcore"});
        for (bool official : {false, true}) {
            for (const FourMation &g : randomPositions(1500, 5 + official, 7, official)) {
                const std::vector<Move> wins = winningMoves(g);
                if (wins.empty())
                    continue;
                ++positions;
                for (const LevelAi &player : ais) {
                    SearchControl control;
                    const Move m = player.ai->chooseMove(g, control).move;
                    QVERIFY2(contains(wins, m), (std::string(player.text) + " missed a win in " + g.toText()).c_str());
                }
            }
        }
        QVERIFY(positions > 100);
    }

    void greedyAndHardcoreBlockAnImmediateLoss()
    {
        int positions = 0;
        for (bool official : {false, true}) {
            for (const FourMation &g : randomPositions(3000, 6 + official, 7, official)) {
                const std::vector<Move> threats = opponentWinningCells(g);
                if (!winningMoves(g).empty() || threats.size() != 1)
                    continue;
                ++positions;
                const AiDecision greedy = decide("greedy", g);
                QCOMPARE(greedy.move, threats.front());
                QCOMPARE(greedy.reason, MoveReason::Block);
                const AiDecision hardcore = decide("hardcore", g);
                QCOMPARE(hardcore.move, threats.front());
                QCOMPARE(hardcore.reason, MoveReason::Block);
            }
        }
        QVERIFY(positions > 50);
    }

    void expertNeverHandsOverAWin()
    {
        int positions = 0;
        const std::vector<LevelAi> ais =
            levelAis(fourMationRules(), {"expert:d1", "expert:d2", "expert:d5", "expert:20"});
        for (int size : {5, 7}) {
            for (bool official : {false, true}) {
                for (const FourMation &g :
                     randomPositions(400, 8u + static_cast<unsigned>(size * 2 + official), size, official)) {
                    if (!winningMoves(g).empty())
                        continue;
                    std::vector<Move> safe;
                    for (Move m : g.legalMoves())
                        if (!handsOver(g, m))
                            safe.push_back(m);
                    if (safe.empty() || safe.size() == g.legalMoves().size())
                        continue;
                    ++positions;
                    for (const LevelAi &player : ais) {
                        SearchControl control;
                        const Move m = player.ai->chooseMove(g, control).move;
                        QVERIFY2(contains(safe, m),
                                 (std::string(player.text) + " handed over a win in " + g.toText()).c_str());
                    }
                }
            }
        }
        QVERIFY(positions > 100);
    }

    void hardcoreSaysWhichStrategyChose()
    {
        // Greedy: nothing to block and no forced win on the empty board; every
        // cell weighs 6, so the first cell.
        const AiDecision opening = decide("hardcore", FourMation(7));
        QCOMPARE(opening.reason, MoveReason::Greedy);
        QCOMPARE(opening.move, 0);
        // Search, and Greedy elsewhere, on random positions, checked against a
        // plain search for a forced win.
        int searched = 0, longer = 0, greedy = 0;
        for (const FourMation &g : randomPositions(1500, 21)) {
            if (!opponentWinningCells(g).empty())
                continue;
            const AiDecision d = decide("hardcore", g);
            FourMation after = g;
            after.play(d.move);
            if (d.reason == MoveReason::Search) {
                ++searched;
                // The move really forces a win: at once, or whatever the reply.
                FourMation copy = g;
                QVERIFY(forcesWin(copy, 3) || d.depth > 5);
                if (!after.isOver()) {
                    ++longer;
                    for (Move r : after.legalMoves()) {
                        after.play(r);
                        QVERIFY2(!after.isOver() && forcesWin(after, (d.depth - 1) / 2), g.toText().c_str());
                        after.undo();
                    }
                }
            } else {
                QCOMPARE(d.reason, MoveReason::Greedy);
                ++greedy;
                if (greedy % 10 == 0) { // the slow check on a sample
                    FourMation copy = g;
                    QVERIFY2(!forcesWin(copy, 2), g.toText().c_str());
                }
            }
        }
        qInfo("hardcore: %d searched (%d longer than one move), %d greedy", searched, longer, greedy);
        QVERIFY(longer > 10);
        QVERIFY(greedy > 100);
        // Block: the first player has a1 a2 a3 and a4 is free next to the last
        // cube, a3; the second player, to move, has no win of its own.
        const FourMation blockForSecond = std::get<FourMation>(FourMation::fromText(7, false, "a1b1a2b2a3"));
        const AiDecision d = decide("hardcore", blockForSecond);
        QCOMPARE(d.reason, MoveReason::Block);
        QCOMPARE(blockForSecond.moveToText(d.move), std::string("a4"));
    }

    void randomIsSeededAndLegal() { testing::checkRandomIsSeededAndLegal(fourMationRules(), randomPositions(200, 3)); }

    void searchesStopWhenCancelled_data()
    {
        QTest::addColumn<QString>("levelText");
        QTest::newRow("expert, 10 minutes") << "expert:600000";
        // The solver and Expert on two threads (exactOrExpert), both stopped.
        QTest::newRow("perfect, 10 minutes") << "perfect:600000";
    }
    void searchesStopWhenCancelled()
    {
        QFETCH(QString, levelText);
        testing::checkSearchStopsWhenCancelled(*fourMationRules().makeAi(level(levelText.toLatin1().constData())),
                                               FourMation(10));
    }

    void levelsAndTheirText()
    {
        for (AiLevel l : {AiLevel::Random, AiLevel::Greedy, AiLevel::Minimax, AiLevel::Expert, kHardcoreLevel})
            QVERIFY(fourMationRules().offers(l));
        QVERIFY(!connectFourRules().offers(kHardcoreLevel));
        QVERIFY(!quartoRules().offers(kHardcoreLevel));
        QVERIFY(!connectFourRules().makeAi(level("hardcore")));
        QVERIFY(fourMationRules().makeAi(level("hardcore")));
        QCOMPARE(kHardcoreLevel.key(), std::string_view("hardcore")); // its name in files
        QCOMPARE(toText(level("hardcore")), std::string("hardcore"));
        ParseError error;
        QVERIFY(!aiConfigFromText("hardcore:2", fourMationRules().levels(), &error));
        QCOMPARE(error.problem, AiLevelProblem::TakesNoParameter);
        QCOMPARE(error.message, std::string("level 'hardcore' takes no parameter"));
        QCOMPARE(error.position, std::size_t(9));
    }

    void ladderEachLevelBeatsTheOneBelow_data()
    {
        QTest::addColumn<QString>("stronger");
        QTest::addColumn<QString>("weaker");
        QTest::newRow("greedy > random") << "greedy"
                                         << "random";
        QTest::newRow("minimax:3 > greedy") << "minimax:3"
                                            << "greedy";
        QTest::newRow("expert > minimax:3") << "expert:d6"
                                            << "minimax:3";
        QTest::newRow("hardcore > random") << "hardcore"
                                           << "random";
    }
    void ladderEachLevelBeatsTheOneBelow()
    {
        QFETCH(QString, stronger);
        QFETCH(QString, weaker);
        testing::checkStrongerWins(fourMationOptions(7), "4mation 7x7", stronger, weaker, 0.7);
    }
};

QTEST_APPLESS_MAIN(TestFourMationAi)
#include "tst_fourmationai.moc"
