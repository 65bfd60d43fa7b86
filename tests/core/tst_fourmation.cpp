// The 4Mation rules, checked against a slow, obviously-correct reference on
// many seeded random games over several sizes and both rules, plus the text
// notation, the official rule's fallback, undo and the hash.
#include "core/games/fourmation/fourmation.h"
#include "core/games/fourmation/fourmationrules.h"

#include <QtTest>

#include <algorithm>
#include <random>
#include <set>

using namespace quatre;

namespace {

// A plain grid: grid[row][column], row 0 at the top, -1 empty. Legal cells
// are found by looking at the 8 cells around the last cube (or around every
// opponent cube for the official rule's fallback), wins by looking at every
// cube in every direction.
struct ReferenceBoard {
    int size;
    bool official;
    std::vector<std::vector<int>> grid;
    int moves = 0;
    int lastRow = -1, lastColumn = -1;

    ReferenceBoard(int n, bool officialRule)
        : size(n)
        , official(officialRule)
        , grid(static_cast<std::size_t>(n), std::vector<int>(static_cast<std::size_t>(n), -1))
    {}

    bool inside(int r, int c) const { return r >= 0 && r < size && c >= 0 && c < size; }
    int at(int r, int c) const { return grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]; }
    static bool touching(int r1, int c1, int r2, int c2)
    {
        return std::abs(r1 - r2) <= 1 && std::abs(c1 - c2) <= 1 && (r1 != r2 || c1 != c2);
    }

    int winner() const
    {
        const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (int r = 0; r < size; ++r)
            for (int c = 0; c < size; ++c) {
                const int who = at(r, c);
                if (who < 0)
                    continue;
                for (const auto &d : dirs) {
                    int k = 1;
                    while (k < 4 && inside(r + k * d[0], c + k * d[1]) && at(r + k * d[0], c + k * d[1]) == who)
                        ++k;
                    if (k == 4)
                        return who;
                }
            }
        return -1;
    }

    // The legal cells (row-major) and whether they come from the fallback.
    std::pair<std::vector<Move>, bool> legal() const
    {
        std::vector<Move> result;
        if (winner() >= 0)
            return {result, false};
        for (int r = 0; r < size; ++r)
            for (int c = 0; c < size; ++c)
                if (at(r, c) < 0 && (moves == 0 || touching(r, c, lastRow, lastColumn)))
                    result.push_back(r * size + c);
        if (!result.empty() || !official || moves == 0)
            return {result, false};
        const int opponent = 1 - moves % 2;
        for (int r = 0; r < size; ++r)
            for (int c = 0; c < size; ++c) {
                bool nextToOpponent = false;
                for (int r2 = 0; r2 < size; ++r2)
                    for (int c2 = 0; c2 < size; ++c2)
                        nextToOpponent = nextToOpponent || (at(r2, c2) == opponent && touching(r, c, r2, c2));
                if (at(r, c) < 0 && nextToOpponent)
                    result.push_back(r * size + c);
            }
        return {result, !result.empty()};
    }

    Outcome outcome() const
    {
        const int w = winner();
        if (w >= 0)
            return winFor(w);
        return legal().first.empty() ? Outcome::Draw : Outcome::Ongoing;
    }

    void place(Move m)
    {
        lastRow = m / size;
        lastColumn = m % size;
        grid[static_cast<std::size_t>(lastRow)][static_cast<std::size_t>(lastColumn)] = moves % 2;
        ++moves;
    }

    // Every cell of a run of four or more of the last cube's owner through it.
    std::set<std::pair<int, int>> winningCellsThroughLast() const
    {
        std::set<std::pair<int, int>> cells;
        const int who = at(lastRow, lastColumn);
        const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (const auto &d : dirs) {
            std::vector<std::pair<int, int>> run;
            for (int k = -size; k <= size; ++k) {
                const int r = lastRow + k * d[0], c = lastColumn + k * d[1];
                if (inside(r, c) && at(r, c) == who) {
                    run.push_back({r, c});
                } else if (k > 0) {
                    break;
                } else {
                    run.clear();
                }
            }
            if (run.size() >= 4)
                cells.insert(run.begin(), run.end());
        }
        return cells;
    }
};

void compare(const FourMation &game, const ReferenceBoard &ref)
{
    for (int r = 0; r < ref.size; ++r)
        for (int c = 0; c < ref.size; ++c)
            QCOMPARE(game.ownerAt({r, c}), ref.at(r, c));
    const auto [legal, fallback] = ref.legal();
    QCOMPARE(game.legalMoves(), legal);
    QCOMPARE(game.legalCellsFromFallback(), fallback);
    QCOMPARE(game.outcome(), ref.outcome());
    QCOMPARE(game.sideToMove(), ref.moves % 2);
    QVERIFY(game.pliesLeftAtMost() >= (legal.empty() ? 0 : 1));
    if (ref.moves > 0)
        QCOMPARE(game.lastCell(), std::optional<Cell>(Cell{ref.lastRow, ref.lastColumn}));
    else
        QVERIFY(!game.lastCell());
}

FourMation parse(int size, bool official, const char *text)
{
    auto parsed = FourMation::fromText(size, official, text);
    if (auto *error = std::get_if<ParseError>(&parsed))
        qFatal("cannot parse '%s': %s", text, error->message.c_str());
    return std::get<FourMation>(std::move(parsed));
}

// Every position reachable on the board, depth first; calls `visit` on each.
template <class Visit>
void everyGame(FourMation &game, const Visit &visit)
{
    visit(game);
    for (Move m : game.legalMoves()) {
        game.play(m);
        everyGame(game, visit);
        game.undo();
    }
}

} // namespace

class TestFourMation : public QObject {
    Q_OBJECT

private slots:
    void rulesMatchReferenceOnRandomGames_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<bool>("official");
        QTest::addColumn<int>("games");
        // 100,000 games in all: five sizes, both rules.
        for (bool official : {false, true})
            for (int size : {3, 4, 5, 7, 10})
                QTest::newRow(qPrintable(QStringLiteral("%1x%1 %2").arg(size).arg(official ? "official" : "seed")))
                    << size << official << 10000;
    }
    void rulesMatchReferenceOnRandomGames()
    {
        QFETCH(int, size);
        QFETCH(bool, official);
        QFETCH(int, games);
        std::mt19937_64 random(20261201u + static_cast<unsigned>(size * 2 + official));
        int wins = 0, draws = 0, fallbacks = 0, multiLineWins = 0;
        for (int g = 0; g < games; ++g) {
            FourMation game(size, official);
            ReferenceBoard ref(size, official);
            const bool checkEveryMove = g % 10 == 0;
            std::vector<FourMation> before;
            while (true) {
                const auto [legal, fallback] = ref.legal();
                if (legal.empty())
                    break;
                fallbacks += fallback;
                const Move m = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)];
                QVERIFY(game.isLegal(m));
                if (checkEveryMove)
                    before.push_back(game);
                game.play(m);
                ref.place(m);
                if (checkEveryMove)
                    compare(game, ref);
                else
                    QCOMPARE(game.legalMoves(), ref.legal().first);
            }
            compare(game, ref);
            QCOMPARE(game.pliesLeftAtMost(), 0);
            if (winnerOf(game.outcome()) >= 0) {
                ++wins;
                std::set<std::pair<int, int>> cells;
                for (const Cell &c : game.winningCells())
                    cells.insert({c.row, c.column});
                QCOMPARE(cells, ref.winningCellsThroughLast());
                QVERIFY(cells.size() >= 4);
                multiLineWins += cells.size() > 4;
            } else {
                ++draws;
                QVERIFY(game.winningCells().empty());
            }
            // Undo, move by move, restores each earlier position exactly.
            while (!before.empty()) {
                game.undo();
                const FourMation &expected = before.back();
                QCOMPARE(game.hash(), expected.hash());
                QCOMPARE(game.toText(), expected.toText());
                QCOMPARE(game.outcome(), expected.outcome());
                QCOMPARE(game.legalCells() == expected.legalCells(), true);
                QCOMPARE(game.legalCellsFromFallback(), expected.legalCellsFromFallback());
                QCOMPARE(game.cubes(0) == expected.cubes(0) && game.cubes(1) == expected.cubes(1), true);
                QCOMPARE(game.lastCell(), expected.lastCell());
                before.pop_back();
            }
        }
        qInfo("%dx%d %s: %d wins, %d draws, %d fallback positions, %d wins of more than four cells", size, size,
              official ? "official" : "seed", wins, draws, fallbacks, multiLineWins);
        // The sample must exercise the endings it can, or it proves little.
        // With the fallback a 10 x 10 game almost never runs out of cells.
        if (!official || size < 10)
            QVERIFY(draws > 0);
        if (size == 3)
            QCOMPARE(wins, 0);
        else
            QVERIFY(wins > 0);
        if (official && size >= 4)
            QVERIFY(fallbacks > 0);
        if (!official)
            QCOMPARE(fallbacks, 0);
    }

    void impossibleBoardNeverHasAWinner()
    {
        // Every game on 3 x 3, under both rules, ends in a draw.
        for (bool official : {false, true}) {
            FourMation game(3, official);
            int ended = 0;
            everyGame(game, [&](const FourMation &g) {
                QVERIFY(winnerOf(g.outcome()) < 0);
                ended += g.isOver();
            });
            QVERIFY(ended > 1000);
        }
    }

    void officialRuleFallsBackToOpponentCubes()
    {
        // a1 is the last cube and a2, b1, b2 are all taken.
        const char *text = "b1a2b2a1";
        const FourMation seed = parse(4, false, text);
        QCOMPARE(seed.outcome(), Outcome::Draw);
        QVERIFY(seed.legalMoves().empty());
        const FourMation official = parse(4, true, text);
        QCOMPARE(official.outcome(), Outcome::Ongoing);
        QVERIFY(official.legalCellsFromFallback());
        // Next to the second player's cubes a2 and a1: a3 and b3.
        QCOMPARE(official.legalMoves(), (std::vector<Move>{official.moveAt({2, 0}), official.moveAt({2, 1})}));
        auto next = parse(4, true, "b1a2b2a1b3");
        QVERIFY(!next.legalCellsFromFallback());
        QVERIFY(std::holds_alternative<ParseError>(FourMation::fromText(4, true, "b1a2b2a1c4")));
    }

    void hashCoversTheLastCube()
    {
        // The same cubes reached in another order hash equally only if the last
        // cube is the same, since it decides where the next cube may go.
        const FourMation a = parse(7, false, "d4d5e5e4");
        const FourMation b = parse(7, false, "e5e4d4d5");
        const FourMation c = parse(7, false, "e5d5d4e4");
        QCOMPARE(a.history().size(), std::size_t{4});
        QVERIFY(a.hash() != b.hash());
        QCOMPARE(a.hash(), c.hash());
        QVERIFY(a.legalCells() == c.legalCells());
        QVERIFY(FourMation(7).hash() != parse(7, false, "d4").hash());
    }

    void textRoundTrips()
    {
        std::mt19937_64 random(31);
        for (int g = 0; g < 2000; ++g) {
            const int size = 3 + static_cast<int>(random() % 8);
            const bool official = random() % 2 == 0;
            FourMation game(size, official);
            while (!game.isOver() && random() % 40 != 0) {
                const auto legal = game.legalMoves();
                game.play(legal[random() % legal.size()]);
            }
            const std::string text = game.toText();
            const FourMation back = parse(size, official, text.c_str());
            QCOMPARE(back.history(), game.history());
            QCOMPARE(back.hash(), game.hash());
            // The spaced, upper-case form reads the same.
            std::string spaced;
            for (Move m : game.history())
                spaced += " " + QString::fromStdString(game.moveToText(m)).toUpper().toStdString() + " ";
            QCOMPARE(parse(size, official, spaced.c_str()).history(), game.history());
        }
        const FourMation ten = parse(10, false, "a10b9 c10");
        QCOMPARE(ten.history(), (std::vector<Move>{90, 81, 92}));
        QCOMPARE(ten.toText(), std::string("a10b9c10"));
        QCOMPARE(ten.moveToText(9), std::string("j1"));
        QCOMPARE(FourMation(7).moveToText(24), std::string("d4")); // the centre of 7 x 7
    }

    void malformedTextNamesTheCharacter_data()
    {
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("position");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("not a letter") << 7 << "d4x5" << 2 << "'x'";
        QTest::newRow("dash") << 7 << "-" << 0 << "not a column letter";
        QTest::newRow("comma") << 7 << "d4,e5" << 2 << "character 3";
        QTest::newRow("column off the board") << 7 << "h1" << 0 << "column h does not exist";
        QTest::newRow("row zero") << 7 << "d0" << 1 << "row 0 does not exist";
        QTest::newRow("leading zero") << 7 << "d05" << 1 << "row 05";
        QTest::newRow("row off the board") << 7 << "d4e5f8" << 5 << "row 8 does not exist";
        QTest::newRow("huge row") << 10 << "d99999999999999999999" << 1 << "does not exist";
        QTest::newRow("missing row") << 7 << "d4e" << 2 << "missing";
        QTest::newRow("letter for row") << 7 << "dd4" << 1 << "not a row number";
        QTest::newRow("occupied") << 7 << "d4e5d4" << 4 << "d4 is already occupied";
        QTest::newRow("not adjacent") << 7 << "d4a1" << 2 << "not adjacent to the last cube (d4)";
        QTest::newRow("after the end") << 7 << "a1b1a2b2a3b3a4b4" << 14 << "already over";
        QTest::newRow("after a draw") << 4 << "b1a2b2a1a3" << 8 << "already over";
        QTest::newRow("size 2") << 2 << "" << 0 << "3..10";
        QTest::newRow("size 11") << 11 << "a1" << 0 << "3..10";
    }
    void malformedTextNamesTheCharacter()
    {
        QFETCH(int, size);
        QFETCH(QString, text);
        QFETCH(int, position);
        QFETCH(QString, mentions);
        const auto parsed = FourMation::fromText(size, false, text.toStdString());
        QVERIFY(std::holds_alternative<ParseError>(parsed));
        const ParseError &error = std::get<ParseError>(parsed);
        QCOMPARE(static_cast<int>(error.position), position);
        QVERIFY2(QString::fromStdString(error.message).contains(mentions), error.message.c_str());
    }

    void anyTextParsesOrFailsCleanly()
    {
        // Never a crash: random strings over the characters of the notation and
        // a few others either parse to a game that writes itself back, or fail
        // at an index inside the text.
        const std::string alphabet = "abcdefghijkzABJ0123456789 -\t";
        std::mt19937_64 random(5);
        int parsedCount = 0;
        for (int i = 0; i < 20000; ++i) {
            std::string text;
            const auto length = random() % 16;
            for (std::uint64_t k = 0; k < length; ++k)
                text += alphabet[random() % alphabet.size()];
            const int size = 3 + static_cast<int>(random() % 8);
            const auto parsed = FourMation::fromText(size, random() % 2 == 0, text);
            if (const auto *game = std::get_if<FourMation>(&parsed)) {
                ++parsedCount;
                QCOMPARE(parse(size, game->officialRule(), game->toText().c_str()).history(), game->history());
            } else {
                const ParseError &error = std::get<ParseError>(parsed);
                QVERIFY(error.position < std::max<std::size_t>(text.size(), 1));
                QVERIFY(!error.message.empty());
            }
        }
        QVERIFY(parsedCount > 100);
    }

    void illegalMovesAreRejected()
    {
        const FourMation game = parse(5, false, "c3");
        QVERIFY(!game.isLegal(-1));
        QVERIFY(!game.isLegal(25));
        QVERIFY(!game.isLegal(game.moveAt({2, 2}))); // occupied
        QVERIFY(!game.isLegal(game.moveAt({0, 0}))); // not adjacent
        QVERIFY(game.isLegal(game.moveAt({1, 1})));
        QCOMPARE(game.legalMoves().size(), std::size_t{8});
        const FourMation won = parse(7, false, "a1b1a2b2a3b3a4");
        QCOMPARE(won.outcome(), Outcome::FirstPlayerWins);
        QVERIFY(won.legalMoves().empty());
        QVERIFY(!won.isLegal(won.moveAt({4, 0})));
        QCOMPARE(won.winningCells().size(), std::size_t{4});
        QCOMPARE(won.pliesLeftAtMost(), 0);
        QCOMPARE(FourMation(7).legalMoves().size(), std::size_t{49});
        QCOMPARE(FourMation(7).pliesLeftAtMost(), 49);
    }

    void factoryBuildsAndRejects()
    {
        const GameRules &rules = fourMationRules();
        GameOptions options = fourMationOptions();
        for (int size = 3; size <= 10; ++size) {
            options.setValue("size", size);
            QVERIFY(!rules.optionsError(options));
            const auto game = rules.newGame(options);
            QCOMPARE(game->rows(), size);
            QCOMPARE(game->columns(), size);
            QVERIFY(dynamic_cast<const FourMation *>(game.get()));
        }
        for (int size : {2, 11, -1}) {
            options.setValue("size", size);
            QVERIFY(rules.optionsError(options));
            QVERIFY(std::holds_alternative<ParseError>(rules.gameFromText(options, "a1")));
        }
        options = fourMationOptions(4, true);
        auto parsed = rules.gameFromText(options, "b1 a2 b2 a1");
        QVERIFY(std::holds_alternative<std::unique_ptr<Game>>(parsed));
        const auto &game = std::get<std::unique_ptr<Game>>(parsed);
        QCOMPARE(game->toText(), std::string("b1a2b2a1"));
        QVERIFY(!game->isOver()); // the official rule lets the game go on
        QVERIFY(static_cast<const FourMation &>(*game).officialRule());
    }
};

QTEST_APPLESS_MAIN(TestFourMation)
#include "tst_fourmation.moc"
