// The opening books that ship inside the program (Connect Four 6x7 and 7x6,
// 4Mation 7x7 under both rules): they load, every game's or one game's alone;
// each holds every position the Perfect level can meet in its plies as either
// player, the 6x7 book also every position of the first 10 plies whoever
// played them, the 7x6 book of the first 9 and the 4Mation books of the first
// 2; a seeded sample of their entries agrees with the solver, the Perfect
// level answers from them at once, and a damaged book file changes nothing.
#include "ui/games/gamelist.h"
#include "ui/registry/gameregistry.h"
#include "core/games/connectfour/connectfourrules.h"
#include "core/games/fourmation/fourmationrules.h"
#include "ui/books/openingbook.h"

#include "core/ai/ai.h"
#include "core/games/connectfour/connectfourbook.h"
#include "core/games/connectfour/connectfourbookwalk.h"
#include "core/games/fourmation/fourmationbook.h"
#include "core/solver/completebook.h"
#include "core/solver/perfectlines.h"
#include "samplesize.h"

#include <QTemporaryDir>
#include <QtTest>

#include <algorithm>
#include <vector>
#include <random>

using namespace quatre;

namespace {

void uninstallAll()
{
    ConnectFourBook::uninstallAll();
    FourMationBook::install(7, false, nullptr);
    FourMationBook::install(7, true, nullptr);
}

constexpr int kSample = quatre::test::sampleSize(10);

// A position of `plies` moves on a rows x columns board, by seeded random
// moves: a game that ends before is drawn again.
ConnectFour randomPositionAt(int rows, int columns, int plies, std::mt19937 &random)
{
    for (;;) {
        ConnectFour game(rows, columns);
        while (game.plyCount() < plies && !game.isOver()) {
            const std::vector<Move> moves = game.legalMoves();
            game.play(moves[random() % moves.size()]);
        }
        if (!game.isOver())
            return game;
    }
}

} // namespace

class TestOpeningBook : public QObject {
    Q_OBJECT

    // The boards whose books ship, for the tests that take each.
    static void connectFourBoards()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::newRow("6x7") << 6 << 7;
        QTest::newRow("7x6") << 7 << 6;
    }

private slots:
    void init() { uninstallAll(); }
    void cleanup() { uninstallAll(); }

    void theShippedBooksLoad()
    {
        QString error;
        QVERIFY2(ui::installOpeningBooks(ui::builtInGames(), &error), qPrintable(error));
        QVERIFY(error.isEmpty());
        for (auto [rows, columns] : {std::pair(6, 7), std::pair(7, 6)}) {
            const auto connectFour = ConnectFourBook::installed(rows, columns);
            QVERIFY(connectFour);
            QCOMPARE(connectFour->rows(), rows);
            QCOMPARE(connectFour->columns(), columns);
            QVERIFY(connectFour->maxPlies() >= 8);
            QVERIFY(connectFour->size() > 1000);
        }
        for (bool official : {false, true}) {
            const auto fourMation = FourMationBook::installed(7, official);
            QVERIFY(fourMation);
            QCOMPARE(fourMation->officialRule(), official);
            QVERIFY(fourMation->maxPlies() >= 4);
            QVERIFY(fourMation->size() > 50);
        }
    }

    void oneGamesBooksAlone()
    {
        QString error;
        QVERIFY2(ui::installOpeningBooks(ui::builtInGames(), &error, "4mation"), qPrintable(error));
        QVERIFY(FourMationBook::installed(7, false) && FourMationBook::installed(7, true));
        QVERIFY(!ConnectFourBook::installed(6, 7) && !ConnectFourBook::installed(7, 6));

        uninstallAll();
        QVERIFY(ui::installOpeningBooks(ui::builtInGames(), &error, "connect4"));
        QVERIFY(ConnectFourBook::installed(6, 7) && ConnectFourBook::installed(7, 6));
        QVERIFY(!FourMationBook::installed(7, false) && !FourMationBook::installed(7, true));

        // A game without books, and an id no game has: nothing, and no error.
        uninstallAll();
        for (const char *game : {"quarto", "chess"}) {
            QVERIFY(ui::installOpeningBooks(ui::builtInGames(), &error, game));
            QVERIFY(error.isEmpty());
            QVERIFY(!ConnectFourBook::installed(6, 7) && !FourMationBook::installed(7, false));
        }
    }

    void connectFourHoldsEveryPositionOfItsWalk_data() { connectFourBoards(); }
    void connectFourHoldsEveryPositionOfItsWalk()
    {
        QFETCH(int, rows);
        QFETCH(int, columns);
        QVERIFY(ui::installOpeningBooks(ui::builtInGames()));
        const auto book = ConnectFourBook::installed(rows, columns);
        QVERIFY(book);
        for (int side : {0, 1}) {
            int found = 0;
            QString missing;
            const bool complete = walkPerfectLines(rows, columns, side, book->maxPlies(), [&](const ConnectFour &game) {
                const auto choice = book->find(game);
                if (choice)
                    ++found;
                else
                    missing = QString::fromStdString(game.toText());
                return choice;
            });
            QVERIFY2(complete, qPrintable(QStringLiteral("missing: '%1'").arg(missing)));
            QVERIFY(found > 100);
        }
    }

    void connectFourHoldsEveryPositionToItsCompletePly_data()
    {
        // The positions of each ply, mirror images once, counted by a
        // separate enumeration (resources/book/README.md): 6x7 has 399,029
        // to ply 9 and 809,464 more at ply 10, 1,208,493 in all; 7x6 has
        // 54,657 to ply 8 and 103,172 more at ply 9, 157,829 in all.
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::addColumn<std::vector<std::size_t>>("expected");
        // Under the sanitizers, 7x6's row alone: the same walk and checks, on
        // an eighth of the positions (what they look for is in the code, and
        // the plain build checks the 6x7 book's data).
        const std::vector<std::size_t> sixBySeven{1, 4, 25, 121, 568, 2144, 8231, 27109, 91295, 269531, 809464};
        if (!quatre::test::kSanitizedBuild)
            QTest::newRow("6x7") << 6 << 7 << sixBySeven;
        QTest::newRow("7x6") << 7 << 6 << std::vector<std::size_t>{1, 3, 18, 78, 330, 1128, 3938, 11979, 37182, 103172};
    }
    void connectFourHoldsEveryPositionToItsCompletePly()
    {
        // Every position to the book's complete ply, whoever played them:
        // each one is there (a position and its mirror image share one
        // entry), and each above the deepest ply has the best of its
        // children's scores and a move that keeps it.
        QFETCH(int, rows);
        QFETCH(int, columns);
        QFETCH(std::vector<std::size_t>, expected);
        QVERIFY(ui::installOpeningBooks(ui::builtInGames()));
        const auto book = ConnectFourBook::installed(rows, columns);
        QCOMPARE(book->completePlies(), static_cast<int>(expected.size()) - 1);
        const auto levels =
            everyPositionByPly(ConnectFour(rows, columns), book->completePlies(), ConnectFourBook::canonicalKey);
        std::size_t positions = 0;
        for (std::size_t ply = 0; ply < levels.size(); ++ply) {
            for (const ConnectFour &game : levels[ply]) {
                const auto choice = book->find(game);
                QVERIFY2(choice, game.toText().c_str());
                if (ply + 1 < levels.size())
                    QVERIFY2(agreesWithChildren(*book, game, *choice) == true, game.toText().c_str());
                ++positions;
            }
        }
        QCOMPARE(levels.size(), expected.size());
        std::size_t expectedPositions = 0;
        for (std::size_t ply = 0; ply < levels.size(); ++ply) {
            QCOMPARE(levels[ply].size(), expected[ply]);
            expectedPositions += expected[ply];
        }
        QCOMPARE(positions, expectedPositions);
    }

    void aSampleOfTheCompletePlyAgreesWithTheSolver_data() { connectFourBoards(); }
    void aSampleOfTheCompletePlyAgreesWithTheSolver()
    {
        // The deepest complete ply is the only one made by the solver alone:
        // a seeded sample of it, solved again.
        QFETCH(int, rows);
        QFETCH(int, columns);
        QVERIFY(ui::installOpeningBooks(ui::builtInGames()));
        const auto book = ConnectFourBook::installed(rows, columns);
        std::mt19937 random(20261124);
        ConnectFourSolver solver(rows, columns, 22);
        for (int i = 0; i < kSample; ++i) {
            const ConnectFour game = randomPositionAt(rows, columns, book->completePlies(), random);
            const auto choice = book->find(game);
            QVERIFY(choice);
            QCOMPARE(*solver.solve(game), choice->score);
            if (game.isWinningMove(choice->move))
                continue;
            ConnectFour after = game;
            after.play(choice->move);
            QCOMPARE(after.isOver() ? 0 : -*solver.solve(after), choice->score);
        }
    }

    void fourMationHoldsEveryPositionOfItsWalk_data()
    {
        QTest::addColumn<bool>("official");
        QTest::newRow("draw-when-stuck rule") << false;
        QTest::newRow("official rule") << true;
    }
    void fourMationHoldsEveryPositionOfItsWalk()
    {
        QFETCH(bool, official);
        QVERIFY(ui::installOpeningBooks(ui::builtInGames()));
        const auto book = FourMationBook::installed(7, official);
        QVERIFY(book->coversSeat(0)); // the second player's lines may be left out (see resources/book/README.md)
        for (int side : {0, 1}) {
            if (!book->coversSeat(side))
                continue;
            QString missing;
            const bool complete =
                walkPerfectLinesOf(FourMation(7, official), side, book->maxPlies(side), FourMationBook::canonicalKey,
                                   [&](const FourMation &game) -> std::optional<Move> {
                                       const auto choice = book->find(game);
                                       if (!choice) {
                                           missing = QString::fromStdString(game.toText());
                                           return std::nullopt;
                                       }
                                       return choice->move;
                                   });
            QVERIFY2(complete, qPrintable(QStringLiteral("missing: '%1'").arg(missing)));
        }
    }

    void fourMationHoldsEveryPositionToItsCompletePly_data() { fourMationHoldsEveryPositionOfItsWalk_data(); }
    void fourMationHoldsEveryPositionToItsCompletePly()
    {
        // Every position of up to two cubes, whoever played them (1 + 10 +
        // 45 up to the symmetries of the square), each above the deepest ply
        // as its children's entries say.
        QFETCH(bool, official);
        QVERIFY(ui::installOpeningBooks(ui::builtInGames()));
        const auto book = FourMationBook::installed(7, official);
        QVERIFY(book->completePlies() >= 2);
        const auto levels =
            everyPositionByPly(FourMation(7, official), book->completePlies(), FourMationBook::canonicalKey);
        QCOMPARE(levels.size(), std::size_t(book->completePlies() + 1));
        QCOMPARE(levels[1].size(), std::size_t(10));
        QCOMPARE(levels[2].size(), std::size_t(45));
        for (std::size_t ply = 0; ply < levels.size(); ++ply) {
            for (const FourMation &game : levels[ply]) {
                const auto choice = book->find(game);
                QVERIFY2(choice, game.toText().c_str());
                if (ply + 1 < levels.size())
                    QVERIFY2(
                        agreesWithChildrenOf(*book, game, *choice, FourMationSolver::winScore(7, game.plyCount() + 1))
                            == true,
                        game.toText().c_str());
            }
        }
    }

    void aConnectFourSampleAgreesWithTheSolver_data() { connectFourBoards(); }
    void aConnectFourSampleAgreesWithTheSolver()
    {
        // Entries of the last two plies (the cheapest to solve), picked with
        // a fixed seed: the stored score must be the position's, and the
        // stored move must keep it.
        QFETCH(int, rows);
        QFETCH(int, columns);
        QVERIFY(ui::installOpeningBooks(ui::builtInGames()));
        const auto book = ConnectFourBook::installed(rows, columns);
        QVERIFY(book);
        std::vector<std::pair<ConnectFour, ConnectFourSolver::Choice>> deepest;
        for (int side : {0, 1}) {
            walkPerfectLines(rows, columns, side, book->maxPlies(), [&](const ConnectFour &game) {
                const auto choice = book->find(game);
                if (choice && game.plyCount() >= book->maxPlies() - 1)
                    deepest.emplace_back(game, *choice);
                return choice;
            });
        }
        QVERIFY(deepest.size() > 100);
        std::mt19937 random(20261123);
        std::shuffle(deepest.begin(), deepest.end(), random);
        ConnectFourSolver solver(rows, columns, 22);
        for (int i = 0; i < kSample; ++i) {
            const auto &[game, choice] = deepest[static_cast<std::size_t>(i)];
            QCOMPARE(*solver.solve(game), choice.score);
            if (game.isWinningMove(choice.move))
                continue;
            ConnectFour after = game;
            after.play(choice.move);
            QCOMPARE(after.isOver() ? 0 : -*solver.solve(after), choice.score);
        }
    }

    void aFourMationSampleAgreesWithTheSolver_data() { fourMationHoldsEveryPositionOfItsWalk_data(); }
    void aFourMationSampleAgreesWithTheSolver()
    {
        QFETCH(bool, official);
        QVERIFY(ui::installOpeningBooks(ui::builtInGames()));
        const auto book = FourMationBook::installed(7, official);
        std::vector<std::pair<FourMation, FourMationSolver::Choice>> deepest;
        for (int side : {0, 1}) {
            if (!book->coversSeat(side))
                continue;
            // The book's deepest plies only: the first plies take the solver
            // minutes each (the official rule's second player after one
            // cube, up to 42).
            walkPerfectLinesOf(FourMation(7, official), side, book->maxPlies(side), FourMationBook::canonicalKey,
                               [&](const FourMation &game) -> std::optional<Move> {
                                   const auto choice = book->find(game);
                                   if (!choice)
                                       return std::nullopt;
                                   if (game.plyCount() >= book->maxPlies() - 1)
                                       deepest.emplace_back(game, *choice);
                                   return choice->move;
                               });
        }
        QVERIFY(deepest.size() > 20);
        std::mt19937 random(20261123);
        std::shuffle(deepest.begin(), deepest.end(), random);
        FourMationSolver solver(7, official, 20);
        for (int i = 0; i < kSample; ++i) {
            const auto &[game, choice] = deepest[static_cast<std::size_t>(i)];
            QCOMPARE(*solver.solve(game), choice.score);
            if (game.isWinningMove(choice.move))
                continue;
            FourMation after = game;
            after.play(choice.move);
            QCOMPARE(after.isOver() ? 0 : -*solver.solve(after), choice.score);
        }
    }

    void thePerfectLevelAnswersTheOpeningAtOnce()
    {
        QVERIFY(ui::installOpeningBooks(ui::builtInGames()));
        auto ai = connectFourRules().makeAi(*aiConfigFromText("perfect:1"));
        SearchControl control;
        // The empty board, and a second-player answer to each first move.
        AiDecision d = ai->chooseMove(ConnectFour(), control);
        QVERIFY(d.exact);
        QCOMPARE(d.nodes, std::uint64_t{0});
        QCOMPARE(d.move, Move{3});
        QCOMPARE(d.score, 1); // the first player wins with its 21st disc
        for (Move first = 0; first < 7; ++first) {
            ConnectFour game;
            game.play(first);
            d = ai->chooseMove(game, control);
            QVERIFY(d.exact);
            QVERIFY(game.isLegal(d.move));
            QCOMPARE(d.nodes, std::uint64_t{0});
        }
        // Positions nobody reached by the book's lines: random moves of
        // both players, up to the book's complete ply (a pasted game).
        std::mt19937 random(20261124);
        for (int i = 0; i < 200; ++i) {
            ConnectFour game;
            const int plies =
                std::uniform_int_distribution<int>(0, ConnectFourBook::installed(6, 7)->completePlies())(random);
            while (game.plyCount() < plies && !game.isOver()) {
                const std::vector<Move> moves = game.legalMoves();
                game.play(moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(random)]);
            }
            if (game.isOver())
                continue;
            d = ai->chooseMove(game, control);
            QVERIFY2(d.exact && d.nodes == 0 && game.isLegal(d.move), game.toText().c_str());
        }
        // 4Mation: the empty 7x7 board, and every position of the second
        // player's lines up to the book's last ply for that player, whatever
        // the first player played.
        for (bool official : {false, true}) {
            ai = fourMationRules().makeAi(*aiConfigFromText("perfect:1"));
            d = ai->chooseMove(FourMation(7, official), control);
            QVERIFY(d.exact);
            QCOMPARE(d.nodes, std::uint64_t{0});
            const auto book = FourMationBook::installed(7, official);
            QVERIFY(book->coversSeat(1)); // both shipped tables hold the second player's lines
            int answered = 0;
            const bool complete =
                walkPerfectLinesOf(FourMation(7, official), 1, book->maxPlies(1), FourMationBook::canonicalKey,
                                   [&](const FourMation &game) -> std::optional<Move> {
                                       const AiDecision answer = ai->chooseMove(game, control);
                                       if (!answer.exact || answer.nodes != 0 || !game.isLegal(answer.move))
                                           return std::nullopt;
                                       ++answered;
                                       return answer.move;
                                   });
            // Every kind of first cube (10 under the symmetries of the
            // square), and under the official rule the second player's
            // answers up to its fifth cube (6,555 positions).
            QVERIFY(complete);
            QVERIFY2(answered >= (official ? 6000 : 10), qPrintable(QString::number(answered)));
        }
    }

    void aDamagedBookChangesNothing_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        QTest::newRow("empty") << "connect4" << QByteArray() << "not a Connect Four opening book";
        QTest::newRow("text") << "connect4" << QByteArray("4453 4 1\n") << "not a Connect Four opening book";
        QTest::newRow("truncated") << "connect4" << QByteArray("Q4BK\x01\x06\x07\x08\x02\0\0\0abcdefgh", 20)
                                   << "should hold 2 entries";
        QTest::newRow("4Mation, bad header")
            << "4mation" << QByteArray("# quatre 4mation book 1 size 7\n") << "line 1: the header";
        QTest::newRow("4Mation, bad line")
            << "4mation" << QByteArray("# quatre 4mation book 1 size 7 rule seed plies 2 sides both\n- d4 0\nd4 a1 0\n")
            << "line 3: 'a1' is not a cell";
        QTest::newRow("missing") << "connect4" << QByteArray("-") << "No such file";
    }
    void aDamagedBookChangesNothing()
    {
        QFETCH(QString, game);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        QVERIFY(ui::installOpeningBooks(ui::builtInGames()));
        const auto connectFour = ConnectFourBook::installed(6, 7);
        const auto fourMation = FourMationBook::installed(7, false);
        QTemporaryDir dir;
        const QString fileName = dir.filePath(QStringLiteral("book"));
        if (bytes != "-") {
            QFile file(fileName);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(bytes);
        }
        QString error;
        QVERIFY(!ui::installOpeningBook(*ui::builtInGames().find(game.toStdString())->rules, fileName, &error));
        QVERIFY2(error.contains(message) && error.contains(fileName), qPrintable(error));
        QCOMPARE(ConnectFourBook::installed(6, 7), connectFour);
        QCOMPARE(FourMationBook::installed(7, false), fourMation);
    }
};

QTEST_GUILESS_MAIN(TestOpeningBook)
#include "tst_openingbook.moc"
