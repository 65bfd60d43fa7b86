// The 4Mation opening table: one key for the 8 images of a position under
// the symmetries of the square (and different keys otherwise), moves mapped
// back into the asking position's frame, the text format and every way a
// line can be wrong, a whole small table against the solver, and the Perfect
// level answering from an installed table.
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/fourmation/fourmationbook.h"
#include "core/solver/perfectlines.h"

#include "core/ai/ai.h"

#include <QtTest>

#include <random>
#include <set>

using namespace quatre;

namespace {

// The image of a game under one of the 8 symmetries, by replaying its moves:
// the slow, obvious way, independent of the table's own transform.
FourMation imageOf(const FourMation &game, int symmetry)
{
    const int n = game.size();
    const auto map = [&](Move move) {
        int row = move / n, column = move % n;
        if (symmetry & 1)
            std::swap(row, column); // the main diagonal
        if (symmetry & 2)
            row = n - 1 - row;
        if (symmetry & 4)
            column = n - 1 - column;
        return row * n + column;
    };
    FourMation image(n, game.officialRule());
    for (Move move : game.history())
        image.play(map(move));
    return image;
}

Move imageOfMove(const FourMation &game, int symmetry, Move move)
{
    FourMation withMove = game;
    withMove.play(move);
    return imageOf(withMove, symmetry).history().back();
}

std::vector<FourMation> randomGames(int count, std::uint64_t seed, int size, bool official, int minCubes, int maxCubes)
{
    std::mt19937_64 random(seed);
    std::vector<FourMation> games;
    while (static_cast<int>(games.size()) < count) {
        FourMation game(size, official);
        const int cubes = minCubes + static_cast<int>(random() % static_cast<std::uint64_t>(maxCubes - minCubes + 1));
        while (game.plyCount() < cubes && !game.isOver()) {
            const auto moves = game.legalMoves();
            game.play(moves[random() % moves.size()]);
        }
        if (!game.isOver())
            games.push_back(game);
    }
    return games;
}

FourMationBook smallBook(int size, bool official, int plies)
{
    FourMationBook book(size, official, plies);
    FourMationSolver solver(size, official);
    for (int side : {0, 1}) {
        walkPerfectLinesOf(FourMation(size, official), side, plies, FourMationBook::canonicalKey,
                           [&](const FourMation &game) {
                               auto choice = book.find(game);
                               if (!choice) {
                                   choice = solver.bestMove(game);
                                   book.insert(game, *choice);
                               }
                               return std::optional<Move>(choice->move);
                           });
    }
    return book;
}

} // namespace

class TestFourMationBook : public QObject {
    Q_OBJECT

private slots:
    void imagesShareOneKeyAndOthersDoNot()
    {
        for (int size : {4, 5, 7}) {
            const auto games = randomGames(60, 11 + static_cast<std::uint64_t>(size), size, false, 1, size * size / 2);
            std::map<std::string, std::set<std::string>> classes; // key -> the image texts of its positions
            for (const FourMation &game : games) {
                const std::string key = FourMationBook::canonicalKey(game);
                for (int symmetry = 0; symmetry < 8; ++symmetry)
                    QCOMPARE(FourMationBook::canonicalKey(imageOf(game, symmetry)), key);
                std::set<std::string> images;
                for (int symmetry = 0; symmetry < 8; ++symmetry) {
                    const FourMation image = imageOf(game, symmetry);
                    std::string cells;
                    for (Move m = 0; m < size * size; ++m)
                        cells += static_cast<char>('1' + image.ownerAt(image.cellOf(m)));
                    images.insert(cells + '@' + std::to_string(image.lastMove()));
                }
                const auto [it, added] = classes.emplace(key, images);
                QVERIFY(added || it->second == images); // one key, one class
            }
        }
        // The last cube is part of the position.
        const auto a = std::get<FourMation>(FourMation::fromText(5, false, "c3b2b3"));
        const auto b = std::get<FourMation>(FourMation::fromText(5, false, "b3b2c3"));
        QVERIFY(FourMationBook::canonicalKey(a) != FourMationBook::canonicalKey(b));
    }

    void findsMovesInTheAskingFrame()
    {
        // One entry, asked from each of its 8 images: the answer is the
        // image of the stored move, and it is legal there.
        for (const FourMation &game : randomGames(20, 5, 7, true, 1, 12)) {
            FourMationBook book(7, true, 12);
            const auto legal = game.legalMoves();
            const Move move = legal[legal.size() / 2];
            book.insert(game, {move, -3});
            QCOMPARE(book.size(), std::size_t{1});
            for (int symmetry = 0; symmetry < 8; ++symmetry) {
                const FourMation image = imageOf(game, symmetry);
                const auto found = book.find(image);
                QVERIFY(found);
                QCOMPARE(found->score, -3);
                // A symmetric position may answer with another image of the
                // move: it must lead to the same position class.
                FourMation expected = image, got = image;
                expected.play(imageOfMove(game, symmetry, move));
                got.play(found->move);
                QCOMPARE(FourMationBook::canonicalKey(got), FourMationBook::canonicalKey(expected));
            }
            QVERIFY(!FourMationBook(7, false).find(game)); // another rule
            QVERIFY(!FourMationBook(6, true).find(FourMation(6, true)));
        }
    }

    void aSmallBookAgreesWithTheSolver_data()
    {
        QTest::addColumn<bool>("official");
        QTest::newRow("draw-when-stuck rule") << false;
        QTest::newRow("official rule") << true;
    }
    void aSmallBookAgreesWithTheSolver()
    {
        QFETCH(bool, official);
        const FourMationBook book = smallBook(5, official, 6);
        QVERIFY(book.size() > 100);
        FourMationSolver solver(5, official);
        std::size_t checked = 0;
        for (int side : {0, 1}) {
            QVERIFY(walkPerfectLinesOf(
                FourMation(5, official), side, 6, FourMationBook::canonicalKey, [&](const FourMation &game) {
                    const auto choice = book.find(game);
                    if (!choice)
                        return std::optional<Move>();
                    const auto scores = solver.scoreMoves(game);
                    int best = -100;
                    for (const auto &score : *scores)
                        best = std::max(best, score.value_or(-100));
                    checked += choice->score == best && (*scores)[static_cast<std::size_t>(choice->move)] == best;
                    return std::optional<Move>(choice->move);
                }));
        }
        QCOMPARE(checked, book.size());
    }

    void textRoundTrips()
    {
        const FourMationBook book = smallBook(5, true, 4);
        const std::string text = book.toText();
        QVERIFY(text.rfind("# quatre 4mation book 1 size 5 rule official plies 4 sides both\n- ", 0) == 0);
        auto read = FourMationBook::fromText(text);
        QVERIFY(std::holds_alternative<FourMationBook>(read));
        const FourMationBook &copy = std::get<FourMationBook>(read);
        QCOMPARE(copy.size(), book.size());
        QCOMPARE(copy.maxPlies(), 4);
        QVERIFY(copy.officialRule());
        QCOMPARE(copy.toText(), text);

        FourMationBook firstOnly(5, false, 3);
        firstOnly.setMaxPlies(1, 0);
        QVERIFY(firstOnly.toText().rfind("# quatre 4mation book 1 size 5 rule seed plies 3 sides first\n", 0) == 0);
        auto firstOnlyRead = FourMationBook::fromText(firstOnly.toText());
        QCOMPARE(std::get<FourMationBook>(firstOnlyRead).maxPlies(0), 3);
        QVERIFY(!std::get<FourMationBook>(firstOnlyRead).coversSeat(1));

        // Each side's own depth, when they differ.
        FourMationBook uneven(5, true, 6);
        uneven.setMaxPlies(1, 2);
        QVERIFY(uneven.toText().rfind("# quatre 4mation book 1 size 5 rule official plies first 6 second 2\n", 0) == 0);
        auto unevenRead = FourMationBook::fromText(uneven.toText());
        QVERIFY(std::holds_alternative<FourMationBook>(unevenRead));
        QCOMPARE(std::get<FourMationBook>(unevenRead).maxPlies(0), 6);
        QCOMPARE(std::get<FourMationBook>(unevenRead).maxPlies(1), 2);
        QCOMPARE(std::get<FourMationBook>(unevenRead).maxPlies(), 6);
        QVERIFY(std::get<FourMationBook>(unevenRead).coversSeat(1));
        auto secondOnly = FourMationBook::fromText("# quatre 4mation book 1 size 5 rule seed plies 4 sides second\n");
        QCOMPARE(std::get<FourMationBook>(secondOnly).maxPlies(0), 0);
        QCOMPARE(std::get<FourMationBook>(secondOnly).maxPlies(1), 4);

        // The promise of every position to some ply, after either form.
        QCOMPARE(book.completePlies(), 0);
        uneven.setCompletePlies(2);
        QVERIFY(
            uneven.toText().rfind("# quatre 4mation book 1 size 5 rule official plies first 6 second 2 complete 2\n", 0)
            == 0);
        QCOMPARE(std::get<FourMationBook>(FourMationBook::fromText(uneven.toText())).completePlies(), 2);
        auto complete =
            FourMationBook::fromText("# quatre 4mation book 1 size 5 rule seed plies 4 sides both complete 3\n");
        QCOMPARE(std::get<FourMationBook>(complete).completePlies(), 3);
        QCOMPARE(std::get<FourMationBook>(complete).maxPlies(), 4);
    }

    void refusesBadText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("message");
        const QString header = QStringLiteral("# quatre 4mation book 1 size 5 rule seed plies 4 sides both\n");
        QTest::newRow("empty") << QString() << "not a 4Mation opening book";
        QTest::newRow("another file") << "4453 4 1\n"
                                      << "not a 4Mation opening book";
        QTest::newRow("bad size") << "# quatre 4mation book 1 size 12 rule seed plies 4 sides both\n"
                                  << "line 1: the header";
        QTest::newRow("bad sides") << "# quatre 4mation book 1 size 5 rule seed plies 4 sides all\n"
                                   << "line 1: the header";
        QTest::newRow("no sides") << "# quatre 4mation book 1 size 5 rule seed plies 4\n"
                                  << "line 1: the header";
        QTest::newRow("header too long") << "# quatre 4mation book 1 size 5 rule seed plies 4 sides both x\n"
                                         << "line 1: the header";
        QTest::newRow("bad rule") << "# quatre 4mation book 1 size 5 rule house plies 4 sides both\n"
                                  << "line 1: the header";
        QTest::newRow("no plies") << "# quatre 4mation book 1 size 5 rule seed\n"
                                  << "line 1: the header";
        QTest::newRow("plies per side, no second") << "# quatre 4mation book 1 size 5 rule seed plies first 4\n"
                                                   << "line 1: the header";
        QTest::newRow("plies per side, bad word") << "# quatre 4mation book 1 size 5 rule seed plies first 4 other 2\n"
                                                  << "line 1: the header";
        QTest::newRow("plies per side, not a number")
            << "# quatre 4mation book 1 size 5 rule seed plies first 4 second two\n"
            << "line 1: the header";
        QTest::newRow("plies per side, too many")
            << "# quatre 4mation book 1 size 5 rule seed plies first 4 second 26\n"
            << "line 1: the header";
        QTest::newRow("plies per side, one word more")
            << "# quatre 4mation book 1 size 5 rule seed plies first 4 second 2 x\n"
            << "line 1: the header";
        QTest::newRow("negative plies") << "# quatre 4mation book 1 size 5 rule seed plies -1 sides both\n"
                                        << "line 1: the header";
        QTest::newRow("complete, not a number")
            << "# quatre 4mation book 1 size 5 rule seed plies 4 sides both complete all\n"
            << "line 1: the header";
        QTest::newRow("complete, too many")
            << "# quatre 4mation book 1 size 5 rule seed plies 4 sides both complete 26\n"
            << "line 1: the header";
        QTest::newRow("complete, no number") << "# quatre 4mation book 1 size 5 rule seed plies 4 complete\n"
                                             << "line 1: the header";
        QTest::newRow("missing score") << header + "- c3\n"
                                       << "line 2: expected";
        QTest::newRow("extra word") << header + "- c3 0 0\n"
                                    << "line 2: expected";
        QTest::newRow("score not a number") << header + "- c3 zero\n"
                                            << "line 2: the score 'zero'";
        QTest::newRow("score out of range") << header + "- c3 26\n"
                                            << "from -25 to 25";
        QTest::newRow("bad moves") << header + "- c3 0\nc3z9 b2 0\n"
                                   << "line 3: the moves:";
        QTest::newRow("not adjacent") << header + "c3 e5 0\n"
                                      << "line 2: 'e5' is not a cell";
        QTest::newRow("occupied") << header + "c3 c3 0\n"
                                  << "line 2: 'c3' is not a cell";
        QTest::newRow("two cells") << header + "c3 b2b3 0\n"
                                   << "line 2: 'b2b3' is not a cell";
        QTest::newRow("game over") << header + "a1b1a2b2a3b3a4 c1 0\n"
                                   << "the game is over";
    }
    void refusesBadText()
    {
        QFETCH(QString, text);
        QFETCH(QString, message);
        const auto read = FourMationBook::fromText(text.toStdString());
        QVERIFY(std::holds_alternative<std::string>(read));
        const QString error = QString::fromStdString(std::get<std::string>(read));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void perfectLevelAnswersFromTheInstalledBook()
    {
        // One entry for the empty 7x7 board: the answer comes at once, with
        // no node searched; other boards and rules are not affected.
        auto book = std::make_shared<FourMationBook>(7, false, 0);
        book->insert(FourMation(7, false), {24, 5});
        FourMationBook::install(7, false, book);
        auto ai = fourMationRules().makeAi(*aiConfigFromText("perfect:1"));
        SearchControl control;
        AiDecision d = ai->chooseMove(FourMation(7, false), control);
        QVERIFY(d.exact);
        QCOMPARE(d.move, Move{24});
        QCOMPARE(d.score, 5);
        QCOMPARE(d.nodes, std::uint64_t{0});
        QCOMPARE(FourMationBook::installed(7, true), nullptr);
        d = ai->chooseMove(FourMation(7, true), control);
        QVERIFY(!d.exact);
        FourMationBook::install(7, false, nullptr);
        d = ai->chooseMove(FourMation(7, false), control);
        QVERIFY(!d.exact);
    }
};

QTEST_APPLESS_MAIN(TestFourMationBook)
#include "tst_fourmationbook.moc"
