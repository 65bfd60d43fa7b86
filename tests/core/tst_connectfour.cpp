// The Connect Four rules, checked against a slow, obviously-correct reference
// on many seeded random games, plus the text notation and undo.
#include "core/games/connectfour/connectfour.h"
#include "core/games/connectfour/connectfourrules.h"

#include <QtTest>

#include <algorithm>
#include <random>
#include <set>

using namespace quatre;

namespace {

// A plain grid: grid[row][column], row 0 at the top as on screen, -1 empty.
// Wins are found by looking at every cell in every direction.
struct ReferenceBoard {
    int rows, columns;
    std::vector<std::vector<int>> grid;
    int moves = 0;

    ReferenceBoard(int r, int c)
        : rows(r)
        , columns(c)
        , grid(static_cast<std::size_t>(r), std::vector<int>(static_cast<std::size_t>(c), -1))
    {}

    int &at(int r, int c) { return grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]; }
    int at(int r, int c) const { return grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(c)]; }

    int winner() const
    {
        const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (int r = 0; r < rows; ++r)
            for (int c = 0; c < columns; ++c)
                for (const auto &d : dirs) {
                    const int who = at(r, c);
                    if (who < 0)
                        continue;
                    int k = 1;
                    while (k < 4) {
                        const int rr = r + k * d[0], cc = c + k * d[1];
                        if (rr < 0 || rr >= rows || cc < 0 || cc >= columns || at(rr, cc) != who)
                            break;
                        ++k;
                    }
                    if (k == 4)
                        return who;
                }
        return -1;
    }
    bool full() const { return moves == rows * columns; }
    std::vector<Move> legal() const
    {
        std::vector<Move> m;
        if (winner() >= 0 || full())
            return m;
        for (int c = 0; c < columns; ++c)
            if (at(0, c) < 0)
                m.push_back(c);
        return m;
    }
    void drop(int c)
    {
        int r = rows - 1;
        while (at(r, c) >= 0)
            --r;
        at(r, c) = moves % 2;
        ++moves;
    }
    // Every cell lying on four or more in a row of the winner's discs that
    // passes through `last`.
    std::set<std::pair<int, int>> winningCellsThrough(int lr, int lc) const
    {
        std::set<std::pair<int, int>> cells;
        const int who = at(lr, lc);
        const int dirs[4][2] = {{0, 1}, {1, 0}, {1, 1}, {1, -1}};
        for (const auto &d : dirs) {
            // Every window of four containing `last` that is all `who`.
            for (int start = -3; start <= 0; ++start) {
                bool all = true;
                for (int k = 0; k < 4 && all; ++k) {
                    const int r = lr + (start + k) * d[0], c = lc + (start + k) * d[1];
                    all = r >= 0 && r < rows && c >= 0 && c < columns && at(r, c) == who;
                }
                if (!all)
                    continue;
                // Extend to the whole run so long lines are highlighted whole.
                for (int sign : {1, -1})
                    for (int k = 0;; ++k) {
                        const int r = lr + sign * k * d[0], c = lc + sign * k * d[1];
                        if (r < 0 || r >= rows || c < 0 || c >= columns || at(r, c) != who)
                            break;
                        cells.insert({r, c});
                    }
            }
        }
        return cells;
    }
};

void compare(const ConnectFour &game, const ReferenceBoard &ref)
{
    for (int r = 0; r < ref.rows; ++r)
        for (int c = 0; c < ref.columns; ++c)
            QCOMPARE(game.discAt({r, c}), ref.at(r, c));
    const int w = ref.winner();
    const Outcome expected = w >= 0 ? winFor(w) : ref.full() ? Outcome::Draw : Outcome::Ongoing;
    QCOMPARE(game.outcome(), expected);
    QCOMPARE(game.legalMoves(), ref.legal());
    QCOMPARE(game.sideToMove(), ref.moves % 2);
}

} // namespace

class TestConnectFour : public QObject {
    Q_OBJECT

private slots:
    void rulesMatchReferenceOnRandomGames_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("games");
        // 100,000 games in all, over square, wide, tall and extreme sizes.
        QTest::newRow("6x7") << 6 << 7 << 40000;
        QTest::newRow("4x4") << 4 << 4 << 15000;
        QTest::newRow("4x10") << 4 << 10 << 10000;
        QTest::newRow("10x4") << 10 << 4 << 10000;
        QTest::newRow("7x9") << 7 << 9 << 10000;
        QTest::newRow("10x10") << 10 << 10 << 15000;
    }
    void rulesMatchReferenceOnRandomGames()
    {
        QFETCH(int, rows);
        QFETCH(int, columns);
        QFETCH(int, games);
        std::mt19937_64 random(20261122u + static_cast<unsigned>(rows * 16 + columns));
        int wins = 0, draws = 0;
        for (int g = 0; g < games; ++g) {
            ConnectFour game(rows, columns);
            ReferenceBoard ref(rows, columns);
            while (true) {
                const std::vector<Move> legal = ref.legal();
                if (legal.empty())
                    break;
                const Move m = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)];
                QVERIFY(game.isLegal(m));
                const Cell landing = game.landingCell(m);
                game.play(m);
                ref.drop(m);
                QCOMPARE(game.discAt(landing), 1 - game.sideToMove());
                // The full comparison is slow; do it every move of a tenth of the
                // games and at the end of every game.
                if (g % 10 == 0)
                    compare(game, ref);
                else
                    QCOMPARE(game.outcome() == Outcome::Ongoing, ref.winner() < 0 && !ref.full());
            }
            compare(game, ref);
            if (winnerOf(game.outcome()) >= 0) {
                ++wins;
                const int last = game.history().back();
                const Cell lastCell{rows - game.height(last), last};
                std::set<std::pair<int, int>> cells;
                for (const Cell &c : game.winningCells())
                    cells.insert({c.row, c.column});
                QCOMPARE(cells, ref.winningCellsThrough(lastCell.row, lastCell.column));
                QVERIFY(cells.size() >= 4);
            } else {
                ++draws;
                QVERIFY(game.winningCells().empty());
            }
        }
        // The sample must exercise both endings, or it proves little.
        QVERIFY(wins > 0);
        QVERIFY(rows * columns > 16 || draws > 0);
    }

    void undoRestoresTheExactPosition()
    {
        std::mt19937_64 random(7);
        for (int g = 0; g < 2000; ++g) {
            const int rows = 4 + static_cast<int>(random() % 7), columns = 4 + static_cast<int>(random() % 7);
            ConnectFour game(rows, columns);
            std::vector<ConnectFour> before;
            while (!game.isOver()) {
                const auto legal = game.legalMoves();
                before.push_back(game);
                game.play(legal[random() % legal.size()]);
            }
            while (game.plyCount() > 0) {
                game.undo();
                const ConnectFour &expected = before.back();
                QCOMPARE(game.hash(), expected.hash());
                QCOMPARE(game.toText(), expected.toText());
                QCOMPARE(game.outcome(), expected.outcome());
                QCOMPARE(game.legalMoves(), expected.legalMoves());
                for (int r = 0; r < rows; ++r)
                    for (int c = 0; c < columns; ++c)
                        QCOMPARE(game.discAt({r, c}), expected.discAt({r, c}));
                before.pop_back();
            }
        }
    }

    void hashDependsOnThePositionOnly()
    {
        // Transposed move orders reach the same position.
        auto a = std::get<ConnectFour>(ConnectFour::fromText(6, 7, "4455"));
        auto b = std::get<ConnectFour>(ConnectFour::fromText(6, 7, "5544"));
        auto c = std::get<ConnectFour>(ConnectFour::fromText(6, 7, "4545"));
        QCOMPARE(a.hash(), b.hash());
        QVERIFY(a.hash() != c.hash());
    }

    void textRoundTrips()
    {
        const auto parsed = ConnectFour::fromText(10, 10, "a1a1a5");
        QVERIFY(std::holds_alternative<ConnectFour>(parsed));
        const auto &game = std::get<ConnectFour>(parsed);
        QCOMPARE(game.toText(), std::string("a1a1a5"));
        QCOMPARE(game.history(), (std::vector<Move>{9, 0, 9, 0, 9, 4}));
        QCOMPARE(game.discAt({9, 9}), 0);
        QCOMPARE(game.discAt({9, 0}), 1);
        QCOMPARE(game.moveToText(9), std::string("a"));
    }

    void malformedTextNamesTheCharacter_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("position");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("letter") << 6 << 7 << "44x3" << 2 << "'x'";
        QTest::newRow("zero") << 6 << 7 << "0" << 0 << "not a column";
        QTest::newRow("space") << 6 << 7 << "4 4" << 1 << "character 2";
        QTest::newRow("beyond width") << 6 << 7 << "448" << 2 << "column 8 does not exist";
        QTest::newRow("column 10 on 7") << 6 << 7 << "a" << 0 << "column 10";
        QTest::newRow("full column") << 4 << 4 << "11111" << 4 << "column 1 is full";
        QTest::newRow("after the end") << 6 << 7 << "12121211" << 7 << "already over";
        QTest::newRow("bad size") << 3 << 7 << "" << 0 << "4x4..10x10";
    }
    void malformedTextNamesTheCharacter()
    {
        QFETCH(int, rows);
        QFETCH(int, columns);
        QFETCH(QString, text);
        QFETCH(int, position);
        QFETCH(QString, mentions);
        const auto parsed = ConnectFour::fromText(rows, columns, text.toStdString());
        QVERIFY(std::holds_alternative<ParseError>(parsed));
        const ParseError &error = std::get<ParseError>(parsed);
        QCOMPARE(static_cast<int>(error.position), position);
        QVERIFY2(QString::fromStdString(error.message).contains(mentions), error.message.c_str());
    }

    void factoryBuildsAndRejects()
    {
        const GameRules &rules = connectFourRules();
        GameOptions options = connectFourOptions(5, 9);
        QVERIFY(!rules.optionsError(options));
        auto game = rules.newGame(options);
        QCOMPARE(game->rows(), 5);
        QCOMPARE(game->columns(), 9);
        options.setValue("columns", 11);
        QVERIFY(rules.optionsError(options));
        QVERIFY(std::holds_alternative<ParseError>(rules.gameFromText(options, "1")));
        options.setValue("columns", 7);
        auto parsed = rules.gameFromText(options, "4453");
        QVERIFY(std::holds_alternative<std::unique_ptr<Game>>(parsed));
        QCOMPARE(std::get<std::unique_ptr<Game>>(parsed)->toText(), std::string("4453"));
    }

    void illegalMovesAreRejected()
    {
        auto game = std::get<ConnectFour>(ConnectFour::fromText(4, 4, "1111"));
        QVERIFY(!game.isLegal(0));
        QVERIFY(!game.isLegal(-1));
        QVERIFY(!game.isLegal(4));
        QVERIFY(game.isLegal(1));
        auto won = std::get<ConnectFour>(ConnectFour::fromText(6, 7, "1212121"));
        QCOMPARE(won.outcome(), Outcome::FirstPlayerWins);
        QVERIFY(won.legalMoves().empty());
        QVERIFY(!won.isLegal(3));
    }
};

QTEST_APPLESS_MAIN(TestConnectFour)
#include "tst_connectfour.moc"
