// The Quarto AI levels: the evaluation and minimax against slow references,
// tactics (take a win, never hand one over while a safe piece exists), exact
// endgames, cancellation, and a ladder where each level beats the one below.
#include "core/games/fourmation/fourmationhardcore.h"
#include "core/games/quarto/quartorules.h"
#include "core/ai/ai.h"
#include "core/ai/searchais.h"
#include "core/games/quarto/quarto.h"
#include "core/games/quarto/quartoevaluation.h"
#include "core/games/quarto/quartoexpert.h"

#include "aichecks.h"
#include "plainminimax.h"
#include "samplesize.h"

#include <QtTest>

#include <random>

using namespace quatre;
using quatre::testing::level;
using quatre::testing::LevelAi;
using quatre::testing::levelAis;

namespace {

// Positions that are not over and have a piece in hand, reached by seeded
// random play of at least `minPlies` plies.
std::vector<Quarto> randomPositions(int count, std::uint64_t seed, int minPlies = 1, bool squareRule = false)
{
    std::mt19937_64 random(seed);
    std::vector<Quarto> positions;
    while (static_cast<int>(positions.size()) < count) {
        Quarto game(squareRule);
        const int plies = minPlies + static_cast<int>(random() % static_cast<std::uint64_t>(17 - minPlies));
        for (int i = 0; i < plies && !game.isOver(); ++i) {
            const auto legal = game.legalMoves();
            game.play(legal[random() % legal.size()]);
        }
        if (!game.isOver() && game.pieceInHand() != kNoPiece)
            positions.push_back(game);
    }
    return positions;
}

// By brute force: does some legal move win at once for the side to move?
bool canWinAtOnce(Quarto g)
{
    const int mover = g.sideToMove();
    for (Move m : g.legalMoves()) {
        g.play(m);
        const bool won = winnerOf(g.outcome()) == mover;
        g.undo();
        if (won)
            return true;
    }
    return false;
}

// The moves after which the opponent cannot win at once.
std::vector<Move> safeMoves(Quarto g)
{
    std::vector<Move> safe;
    for (Move m : g.legalMoves()) {
        g.play(m);
        if (g.isOver() || !canWinAtOnce(g))
            safe.push_back(m);
        g.undo();
    }
    return safe;
}

// The safe-pieces evaluation the slow way: try the piece in hand on every square,
// then every remaining piece on every square, and look at the outcomes.
int referenceEvaluation(const Quarto &g)
{
    if (g.pieceInHand() == kNoPiece)
        return 0;
    if (canWinAtOnce(g))
        return kHandWins;
    if (g.remainingPieces() == 0)
        return 0;
    int best = -1'000'000;
    for (int s = 0; s < kSquareCount; ++s) {
        if (g.pieceOnSquare(s) != kNoPiece)
            continue;
        // Place the piece in hand on s by playing a move that gives some
        // piece, then ask whether each remaining piece could win next.
        int safe = 0;
        for (Piece p = 0; p < kPieceCount; ++p) {
            if (!((g.remainingPieces() >> p) & 1u))
                continue;
            Quarto after = g;
            after.play(Quarto::makeMove(s, p));
            if (!canWinAtOnce(after))
                ++safe;
        }
        const int value = safe == 0 ? -kMustGiveAWin : safe % 2 == 1 ? kParity : -kParity;
        best = std::max(best, value);
    }
    return best;
}

// The exact value for the side to move: +1 win, 0 draw, -1 loss.
int solve(Quarto &g)
{
    if (g.isOver())
        return winnerOf(g.outcome()) < 0 ? 0 : -1; // the previous mover won
    int best = -1;
    for (Move m : g.legalMoves()) {
        g.play(m);
        best = std::max(best, -solve(g));
        g.undo();
        if (best == 1)
            break;
    }
    return best;
}

// Every level but Random, made once: an AI answers any number of positions
// (the Expert's table stays valid, as it is keyed by position).
std::vector<LevelAi> searchingAis()
{
    return levelAis(quartoRules(), {"greedy", "minimax:1", "minimax:2", "minimax:3", "expert:d2", "expert:d3"});
}

} // namespace

class TestQuartoAi : public QObject {
    Q_OBJECT

private slots:
    void evaluationMatchesReference()
    {
        int mustGive = 0, handWins = 0;
        for (const bool squareRule : {false, true}) {
            for (const Quarto &g : randomPositions(1500, squareRule ? 12 : 13, 1, squareRule)) {
                const int value = evaluateGiveRisk(g);
                QCOMPARE(value, referenceEvaluation(g));
                mustGive += value == -kMustGiveAWin;
                handWins += value == kHandWins;
            }
        }
        // Both decisive terms must be exercised, or the comparison proves little.
        QVERIFY(mustGive > 10);
        QVERIFY(handWins > 10);
    }

    void minimaxEqualsPlainMinimax()
    {
        const std::vector<Quarto> positions = randomPositions(60, 99, 7);
        QCOMPARE(positions.size(), std::size_t{60});
        testing::checkMinimaxAgainstPlain<Quarto, QuartoTraits>(positions, 2,
                                                                [](const Quarto &x) { return evaluateGiveRisk(x); });
    }

    void everyLevelTakesAnImmediateWin()
    {
        int positions = 0;
        const auto ais = searchingAis();
        for (const Quarto &g : randomPositions(600, 5, 5)) {
            if (!canWinAtOnce(g))
                continue;
            ++positions;
            for (const LevelAi &player : ais) {
                SearchControl control;
                Quarto after = g;
                after.play(player.ai->chooseMove(g, control).move);
                QVERIFY2(winnerOf(after.outcome()) == g.sideToMove(),
                         (std::string(player.text) + " missed a win in " + g.toText()).c_str());
            }
        }
        QVERIFY(positions > 50);
    }

    void noLevelHandsOverAWinWhileASafePieceExists()
    {
        int positions = 0;
        const auto ais = searchingAis();
        for (const bool squareRule : {false, true}) {
            for (const Quarto &g : randomPositions(test::sampleSize(500), squareRule ? 7 : 6, 5, squareRule)) {
                if (canWinAtOnce(g))
                    continue;
                const std::vector<Move> safe = safeMoves(g);
                // Only where there is a choice: some moves hand over a win, some do not.
                if (safe.empty() || safe.size() == g.legalMoves().size())
                    continue;
                ++positions;
                for (const LevelAi &player : ais) {
                    SearchControl control;
                    const Move m = player.ai->chooseMove(g, control).move;
                    QVERIFY2(
                        std::find(safe.begin(), safe.end(), m) != safe.end(),
                        (std::string(player.text) + " handed over a win with " + g.moveToText(m) + " in " + g.toText())
                            .c_str());
                }
            }
        }
        QVERIFY(positions > test::sampleSize(500) / 5);
    }

    void expertSolvesShortEndgamesExactly()
    {
        int wins = 0, draws = 0, losses = 0;
        auto ai = quartoRules().makeAi(level("expert:d1"));
        for (const Quarto &g : randomPositions(300, 21, 10)) {
            if (g.emptySquareCount() > 6)
                continue;
            Quarto copy = g;
            const int value = solve(copy);
            SearchControl control;
            const AiDecision d = ai->chooseMove(g, control);
            QVERIFY(d.exact);
            QCOMPARE(d.score > 0 ? 1 : d.score < 0 ? -1 : 0, value);
            // And the move chosen keeps that value.
            Quarto after = g;
            after.play(d.move);
            QCOMPARE(after.isOver() ? (winnerOf(after.outcome()) < 0 ? 0 : 1) : -solve(after), value);
            (value > 0 ? wins : value < 0 ? losses : draws)++;
        }
        qInfo("exact values: %d wins, %d draws, %d losses", wins, draws, losses);
        QVERIFY(wins > 5 && draws > 5 && losses > 5);
    }

    void expertGivesAtOnceOnTheEmptyBoard()
    {
        auto ai = quartoRules().makeAi(level("expert:d9"));
        SearchControl control;
        const AiDecision d = ai->chooseMove(Quarto(), control);
        QVERIFY(Quarto().isLegal(d.move));
        QCOMPARE(d.nodes, std::uint64_t{0});
    }

    void randomIsSeededAndLegal() { testing::checkRandomIsSeededAndLegal(quartoRules(), randomPositions(200, 3)); }

    void levelsAvailable()
    {
        for (AiLevel l : {AiLevel::Random, AiLevel::Greedy, AiLevel::Minimax, AiLevel::Expert, AiLevel::Perfect}) {
            QVERIFY(quartoRules().offers(l));
            QVERIFY(quartoRules().makeAi(AiConfig{l}) != nullptr);
        }
        QVERIFY(!quartoRules().offers(kHardcoreLevel));
        QVERIFY(quartoRules().makeAi(AiConfig{kHardcoreLevel}) == nullptr);
    }

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
        testing::checkSearchStopsWhenCancelled(*quartoRules().makeAi(level(levelText.toLatin1().constData())),
                                               std::get<Quarto>(Quarto::fromText(false, "DTRH")));
    }

    void ladderEachLevelBeatsTheOneBelow_data()
    {
        QTest::addColumn<QString>("stronger");
        QTest::addColumn<QString>("weaker");
        QTest::addColumn<bool>("squareRule");
        QTest::newRow("greedy > random") << "greedy"
                                         << "random" << false;
        QTest::newRow("minimax:3 > greedy") << "minimax:3"
                                            << "greedy" << false;
        QTest::newRow("expert:d3 > minimax:3") << "expert:d3"
                                               << "minimax:3" << false;
        QTest::newRow("expert:d3 > minimax:3, square rule") << "expert:d3"
                                                            << "minimax:3" << true;
    }
    void ladderEachLevelBeatsTheOneBelow()
    {
        QFETCH(QString, stronger);
        QFETCH(QString, weaker);
        QFETCH(bool, squareRule);
        testing::checkStrongerWins(quartoOptions(squareRule), squareRule ? "quarto, square rule" : "quarto", stronger,
                                   weaker, 0.7);
    }
};

QTEST_APPLESS_MAIN(TestQuartoAi)
#include "tst_quartoai.moc"
