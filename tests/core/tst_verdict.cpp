// The verdict an AI gives with an exact answer ("win in 7 moves") comes true:
// from a solved position, the Perfect level playing both sides reaches the
// end in exactly the announced number of plies, with the announced outcome,
// since each side takes the fastest win and the slowest loss. And Expert's
// exact verdicts agree with the solvers on who wins.
#include "core/games/connectfour/connectfourrules.h"
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/quarto/quartorules.h"
#include "core/ai/ai.h"
#include "core/games/connectfour/connectfour.h"
#include "core/games/fourmation/fourmation.h"
#include "core/games/quarto/quarto.h"
#include "core/games/connectfour/connectfoursolver.h"

#include "testpaths.h"

#include <QtTest>

#include <fstream>
#include <memory>
#include <random>

using namespace quatre;

namespace {

AiConfig perfect()
{
    AiConfig config{AiLevel::Perfect};
    config.budget = std::chrono::milliseconds(60'000); // positions small enough to be exact at once
    return config;
}

// The outcome from the view of the side that was to move when play started.
int outcomeFor(const Game &game, int side)
{
    const int winner = winnerOf(game.outcome());
    return winner < 0 ? 0 : winner == side ? 1 : -1;
}

// Plays `game` to its end with one Perfect AI for both sides and checks the
// first decision's verdict against what happened. Returns that verdict.
Verdict checkPlayOut(std::unique_ptr<Game> game, const GameRules &rules)
{
    std::unique_ptr<Ai> ai = rules.makeAi(perfect());
    SearchControl control;
    const int side = game->sideToMove();
    const int startPly = game->plyCount();
    std::optional<Verdict> announced;
    while (!game->isOver()) {
        const AiDecision d = ai->chooseMove(*game, control);
        if (!d.exact || !d.verdict) {
            qWarning("not exact at %s", game->toText().c_str());
            return Verdict{-2, -2};
        }
        if (!announced)
            announced = d.verdict;
        // Every later verdict is the same end seen from the other side, one ply nearer.
        const int elapsed = game->plyCount() - startPly;
        const int sign = elapsed % 2 ? -1 : 1;
        if (d.verdict->outcome != sign * announced->outcome
            || (announced->outcome != 0 && d.verdict->plies != announced->plies - elapsed)) {
            qWarning("verdict drifted at %s", game->toText().c_str());
            return Verdict{-3, -3};
        }
        game->play(d.move);
    }
    const Verdict happened{outcomeFor(*game, side), announced->outcome == 0 ? 0 : game->plyCount() - startPly};
    if (happened != *announced)
        qWarning("%s: announced %d in %d, happened %d in %d", game->toText().c_str(), announced->outcome,
                 announced->plies, happened.outcome, happened.plies);
    return happened == *announced ? *announced : Verdict{-4, -4};
}

// Seeded random play from the empty board until at most `maxEmpty` squares
// are empty (with a piece in hand), skipping games that end before.
std::vector<Quarto> quartoPositions(int count, int maxEmpty, bool squareRule, std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    std::vector<Quarto> positions;
    while (static_cast<int>(positions.size()) < count) {
        Quarto game(squareRule);
        while (!game.isOver() && (game.pieceInHand() == kNoPiece || game.emptySquareCount() > maxEmpty)) {
            const std::vector<Move> moves = game.legalMoves();
            game.play(moves[random() % moves.size()]);
        }
        if (!game.isOver())
            positions.push_back(game);
    }
    return positions;
}

std::vector<FourMation> fourMationPositions(int count, int size, bool official, int cubes, std::uint64_t seed)
{
    std::mt19937_64 random(seed);
    std::vector<FourMation> positions;
    while (static_cast<int>(positions.size()) < count) {
        FourMation game(size, official);
        while (!game.isOver() && game.plyCount() < cubes) {
            const std::vector<Move> moves = game.legalMoves();
            game.play(moves[random() % moves.size()]);
        }
        if (!game.isOver())
            positions.push_back(game);
    }
    return positions;
}

std::vector<std::string> referenceMoves(const char *name, int count)
{
    std::ifstream file(quatre::testpaths::testDataDir().toStdString() + "/" + name);
    std::vector<std::string> lines;
    std::string moves;
    int score = 0;
    while (static_cast<int>(lines.size()) < count && file >> moves >> score)
        lines.push_back(moves);
    return lines;
}

} // namespace

class TestVerdict : public QObject {
    Q_OBJECT

private slots:
    void winnerMovesCountsTheWinnersMoves()
    {
        QCOMPARE((Verdict{1, 1}.winnerMoves()), 1); // we win with this move
        QCOMPARE((Verdict{1, 3}.winnerMoves()), 2); // ours, theirs, our winning one
        QCOMPARE((Verdict{-1, 2}.winnerMoves()), 1); // ours, then their winning one
        QCOMPARE((Verdict{-1, 4}.winnerMoves()), 2);
    }

    void connectFourVerdictComesTrue()
    {
        int outcomes[3] = {0, 0, 0};
        for (const std::string &moves : referenceMoves("Test_L3_R1", 60)) {
            auto parsed = ConnectFour::fromText(6, 7, moves);
            QVERIFY(std::holds_alternative<ConnectFour>(parsed));
            const Verdict v =
                checkPlayOut(std::make_unique<ConnectFour>(std::get<ConnectFour>(parsed)), connectFourRules());
            QVERIFY2(v.outcome >= -1, moves.c_str());
            ++outcomes[v.outcome + 1];
        }
        // The set holds wins, draws and losses alike: each kind was checked.
        QVERIFY(outcomes[0] > 0 && outcomes[1] > 0 && outcomes[2] > 0);
    }

    void quartoVerdictComesTrue_data()
    {
        QTest::addColumn<bool>("squareRule");
        QTest::newRow("lines") << false;
        QTest::newRow("square rule") << true;
    }
    void quartoVerdictComesTrue()
    {
        QFETCH(bool, squareRule);
        int outcomes[3] = {0, 0, 0};
        for (const Quarto &position : quartoPositions(40, 7, squareRule, 11)) {
            const Verdict v = checkPlayOut(std::make_unique<Quarto>(position), quartoRules());
            QVERIFY2(v.outcome >= -1, position.toText().c_str());
            ++outcomes[v.outcome + 1];
        }
        QVERIFY(outcomes[0] > 0 && outcomes[2] > 0);
    }

    void fourMationVerdictComesTrue_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<bool>("official");
        QTest::newRow("5x5") << 5 << false;
        QTest::newRow("5x5 official") << 5 << true;
        QTest::newRow("6x6 official") << 6 << true;
    }
    void fourMationVerdictComesTrue()
    {
        QFETCH(int, size);
        QFETCH(bool, official);
        int decided = 0;
        for (const FourMation &position : fourMationPositions(25, size, official, size + 3, 5)) {
            const Verdict v = checkPlayOut(std::make_unique<FourMation>(position), fourMationRules());
            QVERIFY2(v.outcome >= -1, position.toText().c_str());
            decided += v.outcome != 0;
        }
        QVERIFY(decided > 0);
    }

    void expertsExactVerdictNamesTheWinner()
    {
        ConnectFourSolver solver(6, 7);
        AiConfig expert{AiLevel::Expert};
        expert.maxDepth = 12;
        int checked = 0;
        for (const std::string &moves : referenceMoves("Test_L3_R1", 100)) {
            const ConnectFour game = std::get<ConnectFour>(ConnectFour::fromText(6, 7, moves));
            SearchControl control;
            const AiDecision d = connectFourRules().makeAi(expert)->chooseMove(game, control);
            QCOMPARE(d.exact, d.verdict.has_value());
            if (!d.verdict)
                continue;
            const int score = *solver.solve(game);
            QCOMPARE(d.verdict->outcome, (score > 0) - (score < 0));
            if (d.verdict->outcome < 0) // all moves lose: the slowest loss is the solver's
                QCOMPARE(d.verdict->plies, ConnectFourSolver::verdictOf(game, score).plies);
            ++checked;
        }
        QVERIFY(checked > 20);
    }
};

QTEST_APPLESS_MAIN(TestVerdict)
#include "tst_verdict.moc"
