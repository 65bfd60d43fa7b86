// The Quarto rules, checked against a slow, obviously-correct reference on many
// seeded random games with and without the square rule, plus the notation,
// undo and the hash.
#include "core/games/quarto/quartorules.h"
#include "core/games/quarto/quarto.h"
#include "samplesize.h"

#include <QtTest>

#include <algorithm>
#include <random>
#include <set>

using namespace quatre;

namespace {

// A plain 4x4 array of pieces (-1 empty) and the lines written out by hand;
// a line wins when, for some attribute, its four pieces all have the same bit.
struct ReferenceQuarto {
    bool squareRule;
    int grid[4][4];
    int hand = -1;
    bool used[16] = {}; // on the board or in hand
    int moves = 0;
    int lastRow = -1, lastColumn = -1;
    bool over = false;
    int winner = -1;

    explicit ReferenceQuarto(bool square)
        : squareRule(square)
    {
        for (auto &row : grid)
            for (int &cell : row)
                cell = -1;
    }

    std::vector<std::vector<std::pair<int, int>>> lines() const
    {
        std::vector<std::vector<std::pair<int, int>>> all;
        for (int i = 0; i < 4; ++i) {
            all.push_back({{i, 0}, {i, 1}, {i, 2}, {i, 3}});
            all.push_back({{0, i}, {1, i}, {2, i}, {3, i}});
        }
        all.push_back({{0, 0}, {1, 1}, {2, 2}, {3, 3}});
        all.push_back({{0, 3}, {1, 2}, {2, 1}, {3, 0}});
        if (squareRule)
            for (int r = 0; r < 3; ++r)
                for (int c = 0; c < 3; ++c)
                    all.push_back({{r, c}, {r, c + 1}, {r + 1, c}, {r + 1, c + 1}});
        return all;
    }

    // For each attribute shared by the whole line: bit a of `set` or of `clear`.
    static bool shares(const ReferenceQuarto &q, const std::vector<std::pair<int, int>> &line, unsigned *set,
                       unsigned *clear)
    {
        *set = *clear = 0;
        for (const auto &[r, c] : line)
            if (q.grid[r][c] < 0)
                return false;
        for (int a = 0; a < 4; ++a) {
            int ones = 0;
            for (const auto &[r, c] : line)
                ones += (q.grid[r][c] >> a) & 1;
            if (ones == 4)
                *set |= 1u << a;
            if (ones == 0)
                *clear |= 1u << a;
        }
        return (*set | *clear) != 0;
    }

    bool anyWinningLine() const
    {
        unsigned set, clear;
        for (const auto &line : lines())
            if (shares(*this, line, &set, &clear))
                return true;
        return false;
    }

    bool full() const
    {
        for (const auto &row : grid)
            for (int cell : row)
                if (cell < 0)
                    return false;
        return true;
    }

    std::vector<Move> legal() const
    {
        std::vector<Move> result;
        if (over)
            return result;
        if (moves == 0) {
            for (int p = 0; p < 16; ++p)
                result.push_back(Quarto::firstMove(p));
            return result;
        }
        for (int r = 0; r < 4; ++r)
            for (int c = 0; c < 4; ++c) {
                if (grid[r][c] >= 0)
                    continue;
                ReferenceQuarto after = *this;
                after.grid[r][c] = hand;
                if (after.anyWinningLine() || after.full()) {
                    result.push_back(Quarto::lastMove(r * 4 + c));
                    continue;
                }
                for (int p = 0; p < 16; ++p)
                    if (!used[p])
                        result.push_back(Quarto::makeMove(r * 4 + c, p));
            }
        return result;
    }

    void play(Move m)
    {
        const int square = m / 17, given = m % 17;
        if (square < 16) {
            lastRow = square / 4;
            lastColumn = square % 4;
            grid[lastRow][lastColumn] = hand;
            hand = -1;
            if (anyWinningLine()) {
                over = true;
                winner = moves % 2;
            } else if (full()) {
                over = true;
            }
        }
        if (given < 16) {
            hand = given;
            used[given] = true;
        }
        ++moves;
    }

    std::set<std::pair<int, int>> winningCells(unsigned *set, unsigned *clear) const
    {
        std::set<std::pair<int, int>> cells;
        *set = *clear = 0;
        for (const auto &line : lines()) {
            unsigned s, c;
            if (shares(*this, line, &s, &c)) {
                cells.insert(line.begin(), line.end());
                *set |= s;
                *clear |= c;
            }
        }
        return cells;
    }
};

void compare(const Quarto &game, const ReferenceQuarto &ref)
{
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c)
            QCOMPARE(game.pieceAt({r, c}), ref.grid[r][c]);
    QCOMPARE(game.pieceInHand(), ref.over ? -1 : ref.hand);
    PieceSet remaining = 0;
    for (int p = 0; p < 16; ++p)
        if (!ref.used[p])
            remaining = static_cast<PieceSet>(remaining | (1u << p));
    QCOMPARE(game.remainingPieces(), remaining);
    const Outcome expected = ref.winner >= 0 ? winFor(ref.winner) : ref.over ? Outcome::Draw : Outcome::Ongoing;
    QCOMPARE(game.outcome(), expected);
    QCOMPARE(game.legalMoves(), ref.legal());
    QCOMPARE(game.sideToMove(), ref.moves % 2);
    QVERIFY(game.pliesLeftAtMost() >= static_cast<int>(!ref.over));
}

Quarto randomGame(std::mt19937_64 &random, bool squareRule, int maxPlies = 17)
{
    Quarto game(squareRule);
    for (int i = 0; i < maxPlies && !game.isOver(); ++i) {
        const auto legal = game.legalMoves();
        game.play(legal[random() % legal.size()]);
    }
    return game;
}

} // namespace

class TestQuarto : public QObject {
    Q_OBJECT

private slots:
    void rulesMatchReferenceOnRandomGames_data()
    {
        QTest::addColumn<bool>("squareRule");
        QTest::addColumn<int>("games");
        // 100,000 games with each rule.
        QTest::newRow("lines only") << false << quatre::test::sampleSize(100000);
        QTest::newRow("square rule") << true << quatre::test::sampleSize(100000);
    }
    void rulesMatchReferenceOnRandomGames()
    {
        QFETCH(bool, squareRule);
        QFETCH(int, games);
        std::mt19937_64 random(squareRule ? 20260202u : 20260101u);
        int wins[2] = {0, 0}, draws = 0, blockWins = 0, doubleLines = 0;
        for (int g = 0; g < games; ++g) {
            Quarto game(squareRule);
            ReferenceQuarto ref(squareRule);
            std::vector<std::uint64_t> hashes{game.hash()};
            while (!ref.over) {
                // The full comparison (legal moves by brute force) is slow: every
                // move of a tenth of the games, and at the end of every game.
                const bool full = g % 10 == 0;
                if (full)
                    compare(game, ref);
                const std::vector<Move> legal = full ? ref.legal() : game.legalMoves();
                const Move m = legal[std::uniform_int_distribution<std::size_t>(0, legal.size() - 1)(random)];
                QVERIFY(game.isLegal(m));
                game.play(m);
                ref.play(m);
                hashes.push_back(game.hash());
                QCOMPARE(game.isOver(), ref.over);
            }
            compare(game, ref);
            unsigned set = 0, clear = 0;
            const auto expectedCells = ref.winningCells(&set, &clear);
            std::set<std::pair<int, int>> cells;
            for (const Cell &c : game.winningCells())
                QVERIFY(cells.insert({c.row, c.column}).second); // no repeats
            QCOMPARE(cells, expectedCells);
            QCOMPARE(game.winningAttributes(), (SharedAttributes{set, clear}));
            if (ref.winner >= 0) {
                ++wins[ref.winner];
                QVERIFY(cells.count({ref.lastRow, ref.lastColumn}) == 1);
                doubleLines += game.winningLines().size() > 1;
                // A 2x2 block: two cells on one row, the other two on the next.
                for (const auto &line : game.winningLines())
                    blockWins += line.cells[1].row == line.cells[0].row && line.cells[2].row == line.cells[0].row + 1;
            } else {
                ++draws;
                QVERIFY(game.winningCells().empty());
            }
            // Undo walks back through exactly the same hashes.
            if (g % 10 == 1) {
                hashes.pop_back();
                while (game.plyCount() > 0) {
                    game.undo();
                    QCOMPARE(game.hash(), hashes.back());
                    hashes.pop_back();
                }
                QCOMPARE(game.legalMoves(), ReferenceQuarto(squareRule).legal());
            }
        }
        qInfo("%s: first player %d, second %d, draws %d, 2x2 wins %d, double lines %d",
              squareRule ? "square rule" : "lines only", wins[0], wins[1], draws, blockWins, doubleLines);
        // The sample must exercise every ending, or it proves little.
        QVERIFY(wins[0] > 0 && wins[1] > 0 && draws > 0 && doubleLines > 0);
        QCOMPARE(blockWins > 0, squareRule);
    }

    void undoRestoresTheExactPosition()
    {
        std::mt19937_64 random(7);
        for (int g = 0; g < 3000; ++g) {
            Quarto game(g % 2 == 1);
            std::vector<Quarto> before;
            while (!game.isOver()) {
                const auto legal = game.legalMoves();
                before.push_back(game);
                game.play(legal[random() % legal.size()]);
            }
            while (game.plyCount() > 0) {
                game.undo();
                const Quarto &expected = before.back();
                QCOMPARE(game.hash(), expected.hash());
                QCOMPARE(game.toText(), expected.toText());
                QCOMPARE(game.outcome(), expected.outcome());
                QCOMPARE(game.pieceInHand(), expected.pieceInHand());
                QCOMPARE(game.remainingPieces(), expected.remainingPieces());
                QCOMPARE(game.occupiedSquares(), expected.occupiedSquares());
                QCOMPARE(game.legalMoves(), expected.legalMoves());
                for (int s = 0; s < kSquareCount; ++s)
                    QCOMPARE(game.pieceOnSquare(s), expected.pieceOnSquare(s));
                before.pop_back();
            }
        }
    }

    void hashIdentifiesThePosition()
    {
        // The same pieces on the same squares with the same piece in hand,
        // reached in another order, hash equally.
        auto a = std::get<Quarto>(Quarto::fromText(false, "LSQF a1DSQF b1LTQF c2LSRF"));
        auto b = std::get<Quarto>(Quarto::fromText(false, "DSQF b1LSQF a1LTQF c2LSRF"));
        QCOMPARE(a.hash(), b.hash());
        // The piece in hand is part of the position.
        auto c = std::get<Quarto>(Quarto::fromText(false, "LSQF a1DSQF b1LTQF c2LSRH"));
        QVERIFY(a.hash() != c.hash());
        // So is the side to move: the empty board vs the empty board with a piece in hand.
        QVERIFY(Quarto().hash() != std::get<Quarto>(Quarto::fromText(false, "LSQF")).hash());
        // Hashes of distinct positions of random games rarely collide.
        std::mt19937_64 random(3);
        std::set<std::uint64_t> seen;
        std::set<std::string> positions;
        for (int i = 0; i < 5000; ++i) {
            const Quarto g = randomGame(random, false, 1 + static_cast<int>(random() % 10));
            std::string key;
            for (int s = 0; s < kSquareCount; ++s)
                key += static_cast<char>('A' + g.pieceOnSquare(s) + 1);
            key += static_cast<char>('A' + g.pieceInHand() + 1);
            if (positions.insert(key).second)
                QVERIFY(seen.insert(g.hash()).second);
        }
    }

    void textRoundTrips()
    {
        std::mt19937_64 random(11);
        for (int i = 0; i < 3000; ++i) {
            const bool squareRule = i % 2 == 1;
            const Quarto game = randomGame(random, squareRule, static_cast<int>(random() % 18));
            const auto parsed = Quarto::fromText(squareRule, game.toText());
            QVERIFY(std::holds_alternative<Quarto>(parsed));
            const Quarto &again = std::get<Quarto>(parsed);
            QCOMPARE(again.history(), game.history());
            QCOMPARE(again.hash(), game.hash());
            QCOMPARE(again.outcome(), game.outcome());
            // Every legal move reads back from its own text.
            for (Move m : game.legalMoves()) {
                const auto move = game.moveFromText(game.moveToText(m));
                QVERIFY(std::holds_alternative<Move>(move));
                QCOMPARE(std::get<Move>(move), m);
            }
        }
        // The documented examples: the first move gives only, then place and
        // give, the board's corners, letters in any case and extra spaces.
        const auto game = std::get<Quarto>(Quarto::fromText(false, "  dtrh a1LSQF   d4DSQF "));
        QCOMPARE(game.toText(), std::string("DTRH a1LSQF d4DSQF"));
        QCOMPARE(game.pieceAt({3, 0}), 15);
        QCOMPARE(game.pieceAt({0, 3}), 0);
        QCOMPARE(game.pieceInHand(), 1);
        QCOMPARE(game.sideToMove(), 1);
        QCOMPARE(game.history().front(), Quarto::firstMove(15));
        QCOMPARE(game.history().back(), Quarto::makeMove(3, 1));
        QCOMPARE(Quarto::squareToText(12), std::string("a1"));
        QCOMPARE(pieceToText(0b1010), std::string("LTQH"));
        QCOMPARE(describe({0b0010, 0b0100}), std::string("tall and square"));
    }

    void aWinAndItsSharedAttribute()
    {
        // Three tall pieces on the bottom row, then a fourth tall one: "all tall".
        const auto game = std::get<Quarto>(Quarto::fromText(false, "LTQF a1DTQF b1LTRF c1DTRH d1"));
        QCOMPARE(game.outcome(), Outcome::FirstPlayerWins);
        QCOMPARE(game.winningAttributes(), (SharedAttributes{0b0010, 0}));
        QCOMPARE(describe(game.winningAttributes()), std::string("tall"));
        const std::vector<Cell> expected{{3, 0}, {3, 1}, {3, 2}, {3, 3}};
        QCOMPARE(game.winningCells(), expected);
        QVERIFY(game.legalMoves().empty());
        QCOMPARE(game.pieceInHand(), kNoPiece);
        QCOMPARE(game.pliesLeftAtMost(), 0);
        // The same four pieces in a 2x2 block win only under the square rule.
        const std::string block = "LTQF a1DTQF b1LTRF a2DTRH";
        QVERIFY(!std::get<Quarto>(Quarto::fromText(false, block + " b2LSQF")).isOver());
        const auto squares = std::get<Quarto>(Quarto::fromText(true, block + " b2"));
        QCOMPARE(squares.outcome(), Outcome::FirstPlayerWins);
        QCOMPARE(squares.winningCells().size(), std::size_t{4});
    }

    void malformedTextNamesTheCharacter_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("position");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("bad letter") << "DTXH" << 2 << "expected Q (square) or R (round)";
        QTest::newRow("bad column") << "DTRH e1LSQF" << 5 << "'e') is not a column";
        QTest::newRow("bad row") << "DTRH a5LSQF" << 6 << "'5') is not a row";
        QTest::newRow("code too long") << "DTRHL" << 4 << "only 4 letters";
        QTest::newRow("code too short") << "DTRH a1LS" << 9 << "too short, expected Q (square) or R (round)";
        QTest::newRow("square first") << "a1DTRH" << 0 << "first move only gives";
        QTest::newRow("no square") << "DTRH LSQF" << 5 << "place the piece in hand (DTRH)";
        QTest::newRow("taken") << "DTRH a1LSQF a1DSQF" << 12 << "a1 is already taken";
        QTest::newRow("used") << "DTRH a1LSQF b1DTRH" << 14 << "DTRH is already on the board";
        QTest::newRow("in hand") << "DTRH a1LSQF b1LSQF" << 14 << "is the one being placed";
        QTest::newRow("give missing") << "DTRH a1LSQF b1" << 14 << "a piece must be given";
        QTest::newRow("give after win") << "LTQF a1DTQF b1LTRF c1DTRH d1LSQF" << 28 << "wins, so the game ends";
        QTest::newRow("after the end") << "LTQF a1DTQF b1LTRF c1DTRH d1 a2" << 29 << "already over";
        QTest::newRow("digit piece") << "DTRH a113" << 7 << "expected L (light) or D (dark)";
        QTest::newRow("unicode") << "DTRH \xc3\xa9"
                                    "1LSQF"
                                 << 5 << "expected L (light) or D (dark)";
    }
    void malformedTextNamesTheCharacter()
    {
        QFETCH(QString, text);
        QFETCH(int, position);
        QFETCH(QString, mentions);
        const std::string input = text.toStdString();
        const auto parsed = Quarto::fromText(false, input);
        QVERIFY(std::holds_alternative<ParseError>(parsed));
        const ParseError &error = std::get<ParseError>(parsed);
        QVERIFY2(QString::fromStdString(error.message).contains(mentions), error.message.c_str());
        QCOMPARE(static_cast<int>(error.position), position);
        QVERIFY2(QString::fromStdString(error.message).contains(QString("character %1").arg(position + 1)),
                 error.message.c_str());
    }

    void aRejectedMoveLeavesTheGameUnchanged()
    {
        // Read as one move (moveFromText) and played as text (playText, on a
        // copy): refused, and the copy is as it was.
        const auto game = std::get<Quarto>(Quarto::fromText(false, "DTRH a1LSQF"));
        const std::uint64_t hash = game.hash();
        for (const char *bad : {"a1DSQF", "zz", "", "b2", "b2LSQF", "b2DSQFX", "b9DSQF"}) {
            QVERIFY2(std::holds_alternative<ParseError>(game.moveFromText(bad)), bad);
            if (*bad == '\0')
                continue; // as a move list, no text is no move: nothing to refuse
            Quarto copy = game;
            QVERIFY2(copy.playText(bad).has_value(), bad);
            QCOMPARE(copy.hash(), hash);
            QCOMPARE(copy.plyCount(), game.plyCount());
            QCOMPARE(copy.toText(), std::string("DTRH a1LSQF"));
        }
        QVERIFY(std::holds_alternative<Move>(game.moveFromText("b2DSQF")));
    }

    void garbageNeverCrashes()
    {
        // Seeded random strings over the notation's own characters and others:
        // each either parses or fails at a position inside (or just past) it.
        std::mt19937_64 random(5);
        const std::string alphabet = "abcdeABCD0123459LDSTQRFHxz \t-\xff";
        int parsed = 0;
        for (int i = 0; i < 20000; ++i) {
            std::string text;
            const int length = static_cast<int>(random() % 40);
            for (int k = 0; k < length; ++k)
                text += alphabet[random() % alphabet.size()];
            const auto result = Quarto::fromText(i % 2 == 0, text);
            if (const auto *error = std::get_if<ParseError>(&result)) {
                QVERIFY(error->position <= text.size());
                QVERIFY(!error->message.empty());
            } else {
                ++parsed;
            }
        }
        QVERIFY(parsed > 0);
    }

    void illegalMovesAreRejected()
    {
        const Quarto empty;
        QVERIFY(empty.isLegal(Quarto::firstMove(3)));
        QVERIFY(!empty.isLegal(Quarto::makeMove(0, 3)));
        QVERIFY(!empty.isLegal(Quarto::firstMove(Quarto::kNoGive)));
        QVERIFY(!empty.isLegal(-1));
        QVERIFY(!empty.isLegal(Quarto::kMoveCount));
        QCOMPARE(empty.pliesLeftAtMost(), 17);
        const auto game = std::get<Quarto>(Quarto::fromText(false, "DTRH a1LSQF"));
        QVERIFY(game.isLegal(Quarto::makeMove(0, 1)));
        QVERIFY(!game.isLegal(Quarto::makeMove(12, 1))); // a1 is taken
        QVERIFY(!game.isLegal(Quarto::makeMove(0, 15))); // on the board
        QVERIFY(!game.isLegal(Quarto::makeMove(0, 0))); // in hand
        QVERIFY(!game.isLegal(Quarto::lastMove(0))); // must give
        QVERIFY(!game.isLegal(Quarto::firstMove(1))); // must place
        QCOMPARE(game.pliesLeftAtMost(), 15);
    }

    void factoryBuildsQuarto()
    {
        const GameRules &rules = quartoRules();
        GameOptions options = quartoOptions(true);
        QVERIFY(!rules.optionsError(options));
        const auto game = rules.newGame(options);
        QVERIFY(dynamic_cast<const Quarto *>(game.get()));
        QVERIFY(static_cast<const Quarto &>(*game).squareRule());
        QCOMPARE(game->legalMoves().size(), std::size_t{16});
        auto parsed = rules.gameFromText(options, "LTQF a1DTQF b1LTRF a2DTRH b2");
        QVERIFY(std::holds_alternative<std::unique_ptr<Game>>(parsed));
        QCOMPARE(std::get<std::unique_ptr<Game>>(parsed)->outcome(), Outcome::FirstPlayerWins);
        options.setValue("squareRule", false);
        auto bad = rules.gameFromText(options, "LTQF a1DTQF b1LTRF a2DTRH b2");
        QVERIFY(std::holds_alternative<ParseError>(bad));
        QCOMPARE(std::get<ParseError>(bad).position, std::size_t{28});
    }
};

QTEST_APPLESS_MAIN(TestQuarto)
#include "tst_quarto.moc"
