// The Connect Four opening book: its file format (and every way a file can be
// damaged), one entry shared by a position and its mirror image, the walk of
// the positions a book must hold (against a slow enumeration), a whole small
// book against the solver, a book of every position (completeBook) against
// the solver, and the Perfect level answering from a book.
#include "core/games/connectfour/connectfourrules.h"
#include "core/games/connectfour/connectfourbook.h"
#include "core/games/connectfour/connectfourbookwalk.h"
#include "core/games/connectfour/connectfoursolver.h"

#include "core/ai/ai.h"
#include "core/solver/perfectlines.h"

#include <QtTest>

#include <functional>
#include <set>
#include <string>

using namespace quatre;

namespace {

ConnectFour position(int rows, int columns, const char *moves)
{
    return std::get<ConnectFour>(ConnectFour::fromText(rows, columns, moves));
}

ConnectFour mirrorOf(const ConnectFour &game)
{
    ConnectFour mirror(game.rows(), game.columns());
    for (Move column : game.history())
        mirror.play(game.columns() - 1 - column);
    return mirror;
}

// A book of every position the Perfect level meets on a small board, made
// the way `quatre-cli book` makes one.
ConnectFourBook smallBook(int rows, int columns, int plies)
{
    ConnectFourBook book(rows, columns, plies);
    ConnectFourSolver solver(rows, columns);
    for (int side : {0, 1}) {
        walkPerfectLines(rows, columns, side, plies, [&](const ConnectFour &game) {
            if (const auto known = book.find(game))
                return known;
            const auto choice = solver.bestMove(game);
            book.insert(game, *choice);
            return choice;
        });
    }
    return book;
}

// The slow way to the walk's positions: every game where seat `side` always
// plays `choose`'s move, by plain recursion, then as a set of canonical keys.
void enumerate(ConnectFour &game, int side, int maxPlies, const BookChooser &choose, std::set<std::uint64_t> &decisions)
{
    if (game.isOver() || game.plyCount() > maxPlies)
        return;
    if (game.plyCount() % 2 == side) {
        decisions.insert(std::min(ConnectFourBook::keyOf(game), ConnectFourBook::keyOf(mirrorOf(game))));
        game.play(choose(game)->move);
        enumerate(game, side, maxPlies, choose, decisions);
        game.undo();
        return;
    }
    for (Move column : game.legalMoves()) {
        game.play(column);
        enumerate(game, side, maxPlies, choose, decisions);
        game.undo();
    }
}

std::string withEntry(std::string bytes, int index, std::uint64_t entry)
{
    for (int i = 0; i < 8; ++i)
        bytes[static_cast<std::size_t>(16 + 8 * index + i)] = static_cast<char>(entry >> (8 * i) & 0xff);
    return bytes;
}

} // namespace

class TestConnectFourBook : public QObject {
    Q_OBJECT

private slots:
    void walkMeetsEachDecisionOnce_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("side");
        QTest::addColumn<int>("plies");
        QTest::newRow("4x4 first") << 4 << 4 << 0 << 16;
        QTest::newRow("4x4 second") << 4 << 4 << 1 << 16;
        QTest::newRow("5x6 first, 8 plies") << 5 << 6 << 0 << 8;
        QTest::newRow("6x7 second, 7 plies") << 6 << 7 << 1 << 7;
    }
    void walkMeetsEachDecisionOnce()
    {
        QFETCH(int, rows);
        QFETCH(int, columns);
        QFETCH(int, side);
        QFETCH(int, plies);
        // A made-up but deterministic choice: the column nearest the centre,
        // the left one on a tie; and, as with a book, a position's mirror
        // image gets the mirrored move.
        const auto leftNearCentre = [](const ConnectFour &game) {
            const std::vector<Move> legal = game.legalMoves();
            Move best = legal.front();
            for (Move column : legal) {
                if (std::abs(2 * column - (game.columns() - 1)) < std::abs(2 * best - (game.columns() - 1)))
                    best = column;
            }
            return best;
        };
        const BookChooser nearCentre = [&](const ConnectFour &game) {
            const ConnectFour mirror = mirrorOf(game);
            const Move column = ConnectFourBook::keyOf(mirror) < ConnectFourBook::keyOf(game)
                ? game.columns() - 1 - leftNearCentre(mirror)
                : leftNearCentre(game);
            return std::optional<ConnectFourSolver::Choice>({column, 0});
        };
        std::multiset<std::uint64_t> walked;
        QVERIFY(walkPerfectLines(rows, columns, side, plies, [&](const ConnectFour &game) {
            walked.insert(std::min(ConnectFourBook::keyOf(game), ConnectFourBook::keyOf(mirrorOf(game))));
            return nearCentre(game);
        }));
        std::set<std::uint64_t> expected;
        ConnectFour empty(rows, columns);
        enumerate(empty, side, plies, nearCentre, expected);
        QCOMPARE(walked.size(), expected.size()); // each once...
        QVERIFY(std::equal(walked.begin(), walked.end(), expected.begin(), expected.end())); // ...and all of them
        QVERIFY(!expected.empty());
    }

    void walkStopsWhenAskedTo()
    {
        int asked = 0;
        QVERIFY(!walkPerfectLines(6, 7, 0, 10, [&](const ConnectFour &) -> std::optional<ConnectFourSolver::Choice> {
            ++asked;
            return std::nullopt;
        }));
        QCOMPARE(asked, 1);
    }

    void aSmallBookAgreesWithTheSolver()
    {
        // Every entry of a complete 4x5 book: the stored score is the
        // position's, and the stored move keeps it.
        const ConnectFourBook book = smallBook(4, 5, 19);
        QVERIFY(book.size() > 1000);
        ConnectFourSolver solver(4, 5);
        int checked = 0;
        for (int side : {0, 1}) {
            QVERIFY(walkPerfectLines(4, 5, side, 19, [&](const ConnectFour &game) {
                const auto choice = book.find(game);
                if (!choice)
                    return choice;
                const auto scores = solver.scoreMoves(game);
                int best = -100;
                for (const auto &score : *scores)
                    best = std::max(best, score.value_or(-100));
                if (choice->score == best && (*scores)[static_cast<std::size_t>(choice->move)] == best)
                    ++checked;
                return choice;
            }));
        }
        QCOMPARE(static_cast<std::size_t>(checked), book.size());
    }

    void mirrorImagesShareOneEntry()
    {
        ConnectFourBook book(6, 7, 4);
        const ConnectFour game = position(6, 7, "1214");
        book.insert(game, {0, -3});
        QCOMPARE(book.size(), std::size_t{1});
        QCOMPARE(book.find(game), std::optional<ConnectFourSolver::Choice>({0, -3}));
        QCOMPARE(book.find(mirrorOf(game)), std::optional<ConnectFourSolver::Choice>({6, -3}));
        book.insert(mirrorOf(game), {5, 2}); // replaces: the same entry
        QCOMPARE(book.size(), std::size_t{1});
        QCOMPARE(book.find(game), std::optional<ConnectFourSolver::Choice>({1, 2}));
        QVERIFY(!book.find(position(6, 7, "1215")));
        QVERIFY(!book.find(position(6, 7, "")));
    }

    void findsOnlyItsOwnBoardAndOnlyLegalMoves()
    {
        ConnectFourBook book(6, 7, 0);
        book.insert(ConnectFour(6, 7), {3, 1});
        QVERIFY(book.find(ConnectFour(6, 7)));
        QVERIFY(!book.find(ConnectFour(7, 6)));
        QVERIFY(!book.find(ConnectFour(6, 6)));
        QVERIFY(ConnectFourBook::supportsSize(6, 7));
        QVERIFY(ConnectFourBook::supportsSize(7, 6));
        QVERIFY(!ConnectFourBook::supportsSize(7, 7)); // 56 key bits
        QVERIFY(!ConnectFourBook::supportsSize(10, 10));
    }

    void keysAreUniqueOnSmallBoards()
    {
        // Every position of 4x4 reached by some move order, with its key:
        // two different boards never share one.
        std::map<std::uint64_t, std::string> boards;
        std::vector<ConnectFour> level{ConnectFour(4, 4)};
        while (!level.empty()) {
            std::vector<ConnectFour> next;
            for (const ConnectFour &game : level) {
                std::string cells;
                for (int r = 0; r < 4; ++r)
                    for (int c = 0; c < 4; ++c)
                        cells += static_cast<char>('1' + game.discAt({r, c}) + 10 * game.sideToMove());
                const auto [it, added] = boards.emplace(ConnectFourBook::keyOf(game), cells);
                QVERIFY2(it->second == cells, game.toText().c_str());
                if (!added || game.isOver())
                    continue;
                for (Move column : game.legalMoves()) {
                    ConnectFour child = game;
                    child.play(column);
                    next.push_back(child);
                }
            }
            level = std::move(next);
        }
        QVERIFY(boards.size() > 10000);
    }

    void bytesRoundTrip()
    {
        const ConnectFourBook book = smallBook(4, 5, 7);
        const std::string bytes = book.toBytes();
        QCOMPARE(bytes.size(), 16 + 8 * book.size());
        auto read = ConnectFourBook::fromBytes(bytes);
        QVERIFY(std::holds_alternative<ConnectFourBook>(read));
        const ConnectFourBook &copy = std::get<ConnectFourBook>(read);
        QCOMPARE(copy.size(), book.size());
        QCOMPARE(copy.maxPlies(), 7);
        QCOMPARE(copy.completePlies(), 0);
        QCOMPARE(copy.toBytes(), bytes);
        QVERIFY(walkPerfectLines(4, 5, 1, 7, [&](const ConnectFour &game) {
            const auto choice = copy.find(game);
            return choice == book.find(game) ? choice : std::nullopt;
        }));
    }

    void everyPositionByPlyMatchesASlowEnumeration_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("plies");
        QTest::newRow("4x5, 9 plies") << 4 << 5 << 9;
        QTest::newRow("6x7, 6 plies") << 6 << 7 << 6;
    }
    void everyPositionByPlyMatchesASlowEnumeration()
    {
        QFETCH(int, rows);
        QFETCH(int, columns);
        QFETCH(int, plies);
        // The slow way: every game by plain recursion, each position as its
        // canonical key, by ply.
        std::vector<std::set<std::uint64_t>> expected(static_cast<std::size_t>(plies) + 1);
        ConnectFour game(rows, columns);
        const std::function<void()> visit = [&] {
            if (game.isOver() || game.plyCount() > plies)
                return;
            expected[static_cast<std::size_t>(game.plyCount())].insert(
                std::min(ConnectFourBook::keyOf(game), ConnectFourBook::keyOf(mirrorOf(game))));
            for (Move column : game.legalMoves()) {
                game.play(column);
                visit();
                game.undo();
            }
        };
        visit();

        const auto levels = everyPositionByPly(ConnectFour(rows, columns), plies, ConnectFourBook::canonicalKey);
        QCOMPARE(levels.size(), expected.size());
        for (std::size_t ply = 0; ply < levels.size(); ++ply) {
            std::set<std::uint64_t> keys;
            std::string previous;
            for (const ConnectFour &position : levels[ply]) {
                QCOMPARE(position.plyCount(), static_cast<int>(ply));
                QVERIFY(!position.isOver());
                QVERIFY2(keys.insert(ConnectFourBook::canonicalKey(position)).second,
                         "a class of positions listed twice");
                QVERIFY2(ply == 0 || previous < position.toText(), "each ply is sorted by text");
                previous = position.toText();
            }
            QVERIFY2(keys == expected[ply],
                     qPrintable(QStringLiteral("ply %1: %2 classes, %3 expected")
                                    .arg(ply)
                                    .arg(keys.size())
                                    .arg(expected[ply].size())));
        }
        if (rows == 6 && columns == 7) // the count resources/book/README.md gives for 6 x 7
            QCOMPARE(levels[6].size(), std::size_t{8231});
    }

    void aCompleteBookAgreesWithTheSolver_data()
    {
        QTest::addColumn<int>("rows");
        QTest::addColumn<int>("columns");
        QTest::addColumn<int>("plies");
        QTest::newRow("4x5, 7 plies") << 4 << 5 << 7;
        QTest::newRow("5x4, 7 plies") << 5 << 4 << 7;
        QTest::newRow("4x6, 5 plies") << 4 << 6 << 5;
    }
    void aCompleteBookAgreesWithTheSolver()
    {
        QFETCH(int, rows);
        QFETCH(int, columns);
        QFETCH(int, plies);
        ConnectFourSolver solver(rows, columns);
        std::set<std::uint64_t> solvedKeys;
        int shallowSolves = 0, repeatedSolves = 0;
        int toldScores = 0; // a book made from nothing has no ply above to tell them
        const DeepestChooser solve = [&](const ConnectFour &game, std::optional<int> knownScore) {
            toldScores += knownScore.has_value();
            shallowSolves += game.plyCount() != plies;
            repeatedSolves += !solvedKeys.insert(ConnectFourBook::canonicalKey(game)).second;
            return solver.bestMove(game);
        };
        // Shared between two runs, then completed by a third from their
        // results, as `quatre-cli book --all-plies --part` does with logs.
        ConnectFourBook first(rows, columns), second(rows, columns);
        QVERIFY(completeBook(first, plies, solve, 0, 2));
        QVERIFY(completeBook(second, plies, solve, 1, 2));
        QCOMPARE(first.completePlies(), 0);
        QVERIFY(first.size() > 0 && second.size() > 0);
        const std::size_t solvedByParts = solvedKeys.size();
        ConnectFourBook book(rows, columns);
        const auto levels = everyPositionByPly(ConnectFour(rows, columns), plies, ConnectFourBook::canonicalKey);
        for (const ConnectFourBook *part : {&first, &second}) {
            for (const ConnectFour &game : levels.back()) {
                if (const auto choice = part->find(game))
                    book.insert(game, *choice);
            }
        }
        QCOMPARE(book.size(), first.size() + second.size());
        QVERIFY(completeBook(book, plies, solve));
        QCOMPARE(solvedKeys.size(), solvedByParts); // nothing solved again
        QCOMPARE(repeatedSolves, 0);
        QCOMPARE(shallowSolves, 0); // only the deepest ply is solved
        QCOMPARE(toldScores, 0);
        QCOMPARE(book.completePlies(), plies);

        // Every position to `plies`, even ones no Perfect line reaches, gets
        // the solver's own choice: its score, and among moves of that score
        // the one bestMove() prefers (asked of the position the book's entry
        // was made for: on its mirror image bestMove() may prefer the image
        // of another move as good, as its last tie-break is the lower move).
        std::size_t checked = 0, classes = 0;
        for (const auto &level : levels) {
            classes += level.size();
            for (const ConnectFour &game : level) {
                const auto entry = book.find(game);
                QVERIFY2(entry, game.toText().c_str());
                QVERIFY2(*entry == *solver.bestMove(game), game.toText().c_str());
                const ConnectFour mirror = mirrorOf(game);
                const auto mirrored = book.find(mirror);
                QVERIFY(mirrored);
                if (ConnectFourBook::keyOf(mirror) != ConnectFourBook::keyOf(game))
                    QCOMPARE(mirrored->move, columns - 1 - entry->move);
                ++checked;
            }
        }
        QCOMPARE(book.size(), classes);
        QVERIFY(checked > 1000);

        // A stop leaves the book incomplete.
        ConnectFourBook stopped(rows, columns);
        QVERIFY(!completeBook(stopped, plies, [](const ConnectFour &, std::optional<int>) {
            return std::optional<ConnectFourSolver::Choice>();
        }));
        QCOMPARE(stopped.completePlies(), 0);
        QCOMPARE(stopped.size(), std::size_t{0});
    }

    void aCompletedBookKeepsTheChoicesOfABookMadeBefore()
    {
        // bestMove()'s last tie-break (the lower column) is not mirror
        // symmetric: for some positions the image of its choice for the
        // mirror image is another move of the same score. A book made for the
        // image holds that move; completing the book must keep it (the
        // Perfect level's lines go through it), and fix a wrong entry.
        const int rows = 4, columns = 5, plies = 6;
        ConnectFourSolver solver(rows, columns);
        const auto levels = everyPositionByPly(ConnectFour(rows, columns), plies, ConnectFourBook::canonicalKey);
        std::optional<ConnectFour> tied;
        ConnectFourSolver::Choice fromImage;
        for (std::size_t ply = 1; ply + 1 < levels.size() && !tied; ++ply) {
            for (const ConnectFour &game : levels[ply]) {
                const ConnectFour mirror = mirrorOf(game);
                const auto own = solver.bestMove(game), ofImage = solver.bestMove(mirror);
                if (own->move != columns - 1 - ofImage->move) {
                    tied = game;
                    fromImage = {columns - 1 - ofImage->move, ofImage->score};
                    break;
                }
            }
        }
        QVERIFY2(tied, "no position where the tie-break is not symmetric: the test needs another board");
        const ConnectFour wrongOne = levels[3].front();
        const auto right = solver.bestMove(wrongOne);

        ConnectFourBook book(rows, columns);
        QCOMPARE(agreesWithChildren(book, *tied, fromImage), std::nullopt); // no children yet
        book.insert(mirrorOf(*tied), {columns - 1 - fromImage.move, fromImage.score}); // made for the image
        book.insert(wrongOne, {right->move, right->score + 1});
        QVERIFY(completeBook(book, plies,
                             [&](const ConnectFour &game, std::optional<int>) { return solver.bestMove(game); }));
        QCOMPARE(book.find(*tied), std::optional<ConnectFourSolver::Choice>(fromImage));
        QCOMPARE(agreesWithChildren(book, *tied, fromImage), std::optional<bool>(true));
        QCOMPARE(agreesWithChildren(book, *tied, *solver.bestMove(*tied)), std::optional<bool>(true));
        QCOMPARE(agreesWithChildren(book, *tied, {fromImage.move, fromImage.score - 1}), std::optional<bool>(false));
        QCOMPARE(book.find(wrongOne), right);
        // A move that does not keep the score disagrees, even with the score
        // (the first position of ply 3 that has such a move).
        bool worseMoveChecked = false;
        for (const ConnectFour &game : levels[3]) {
            const auto entry = book.find(game);
            for (Move column : game.legalMoves()) {
                ConnectFour child = game;
                child.play(column);
                if (!worseMoveChecked && !child.isOver() && -book.find(child)->score < entry->score) {
                    QCOMPARE(agreesWithChildren(book, game, {column, entry->score}), std::optional<bool>(false));
                    worseMoveChecked = true;
                }
            }
        }
        QVERIFY(worseMoveChecked);
    }

    void aBookOnePlyDeeperIsToldTheScoresItsParentsGive()
    {
        // Completing a complete book one ply deeper: the deepest positions
        // that an entry's move one ply up leads to come with their score,
        // which must be the solver's, and the book ends up as one made in a
        // single step.
        const int rows = 4, columns = 5, plies = 7;
        ConnectFourSolver solver(rows, columns);
        const auto bestMoveOf = [&](const ConnectFour &game, std::optional<int>) { return solver.bestMove(game); };
        ConnectFourBook inOneStep(rows, columns), inTwoSteps(rows, columns);
        QVERIFY(completeBook(inOneStep, plies, bestMoveOf));
        QVERIFY(completeBook(inTwoSteps, plies - 1, bestMoveOf));
        int told = 0, solved = 0;
        QVERIFY(completeBook(inTwoSteps, plies, [&](const ConnectFour &game, std::optional<int> knownScore) {
            ++solved;
            if (!knownScore)
                return solver.bestMove(game);
            ++told;
            [&] { QCOMPARE(knownScore, solver.solve(game)); }();
            return solver.bestMoveOfScore(game, *knownScore);
        }));
        QVERIFY(!QTest::currentTestFailed());
        // Each position one ply up has one move, and some lead to the same
        // position (or its image): fewer than the positions there.
        const auto levels = everyPositionByPly(ConnectFour(rows, columns), plies, ConnectFourBook::canonicalKey);
        QCOMPARE(solved, static_cast<int>(levels.back().size()));
        QVERIFY2(told > solved / 10 && told <= static_cast<int>(levels[plies - 1].size()),
                 qPrintable(QStringLiteral("%1 of %2").arg(told).arg(solved)));
        for (const auto &level : levels) {
            for (const ConnectFour &game : level)
                QCOMPARE(inTwoSteps.find(game), inOneStep.find(game));
        }
        QCOMPARE(inTwoSteps.size(), inOneStep.size());
        QCOMPARE(inTwoSteps.completePlies(), plies);
    }

    void versionOneBooksStillLoad()
    {
        ConnectFourBook book(6, 7, 2);
        book.setCompletePlies(1);
        book.insert(position(6, 7, "4"), {3, -1});
        book.insert(position(6, 7, "1"), {3, -2});
        const std::string bytes = book.toBytes();
        QCOMPARE(static_cast<int>(bytes[8]), 1);
        const auto read = ConnectFourBook::fromBytes(bytes);
        QVERIFY(std::holds_alternative<ConnectFourBook>(read));
        QCOMPARE(std::get<ConnectFourBook>(read).completePlies(), 1);

        // The version 1 layout: a 12-byte header with no completePlies.
        std::string old = bytes.substr(0, 8) + bytes.substr(12);
        old[4] = 1;
        const auto oldRead = ConnectFourBook::fromBytes(old);
        QVERIFY(std::holds_alternative<ConnectFourBook>(oldRead));
        const ConnectFourBook &copy = std::get<ConnectFourBook>(oldRead);
        QCOMPARE(copy.completePlies(), 0);
        QCOMPARE(copy.maxPlies(), 2);
        QCOMPARE(copy.size(), std::size_t{2});
        QCOMPARE(copy.find(position(6, 7, "7")), std::optional<ConnectFourSolver::Choice>({3, -2}));
        QCOMPARE(copy.find(position(6, 7, "4")), std::optional<ConnectFourSolver::Choice>({3, -1}));
    }

    void refusesDamagedBytes_data()
    {
        ConnectFourBook book(6, 7, 2);
        book.insert(position(6, 7, "4"), {3, -1});
        book.insert(position(6, 7, "1"), {3, -2});
        const std::string good = book.toBytes();
        QVERIFY(std::holds_alternative<ConnectFourBook>(ConnectFourBook::fromBytes(good)));
        const auto entry = [&](int i) {
            std::uint64_t value = 0;
            for (int b = 7; b >= 0; --b)
                value = value << 8 | static_cast<unsigned char>(good[static_cast<std::size_t>(16 + 8 * i + b)]);
            return value;
        };

        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("message");
        const auto row = [](const char *name, const std::string &bytes, const char *message) {
            QTest::newRow(name) << QByteArray(bytes.data(), static_cast<qsizetype>(bytes.size()))
                                << QString::fromLatin1(message);
        };
        row("empty", "", "not a Connect Four opening book");
        row("text", "hello, world", "not a Connect Four opening book");
        std::string bytes = good;
        bytes[4] = 3;
        row("future version", bytes, "book format version 3 is not supported");
        bytes[4] = 0;
        row("version 0", bytes, "book format version 0 is not supported");
        bytes = good;
        bytes[5] = 11;
        row("rows out of range", bytes, "no book can be made for a board of 11 x 7");
        bytes = good;
        bytes[5] = 9;
        bytes[6] = 9;
        row("too wide a key", bytes, "no book can be made for a board of 9 x 9");
        bytes = good;
        bytes[7] = 50;
        row("more plies than cells", bytes, "claims 50 plies");
        bytes = good;
        bytes[8] = 43;
        row("every position to more plies than cells", bytes, "claims 43 plies");
        row("header cut short", good.substr(0, 14), "header is cut short");
        row("truncated", good.substr(0, good.size() - 3), "should hold 2 entries (32 bytes) but has 29 bytes");
        row("trailing bytes", good + "x", "but has 33 bytes");
        bytes = good;
        bytes[12] = 3;
        row("count too large", bytes, "should hold 3 entries");
        // Version 1 had no byte for completePlies and a 12-byte header.
        bytes = good.substr(0, 8) + good.substr(12);
        bytes[4] = 1;
        bytes[8] = 3;
        row("version 1, count too large", bytes, "should hold 3 entries (36 bytes) but has 28 bytes");
        row("out of order", withEntry(withEntry(good, 0, entry(1)), 1, entry(0)), "entry 2 is out of order");
        row("duplicate key", withEntry(good, 1, entry(0)), "entry 2 is out of order");
        row("column off the board", withEntry(good, 0, (entry(0) & ~(std::uint64_t{31} << 7)) | std::uint64_t{7} << 7),
            "entry 1 holds an impossible move or score");
        row("impossible score", withEntry(good, 1, (entry(1) & ~std::uint64_t{127}) | 127),
            "entry 2 holds an impossible move or score");
    }
    void refusesDamagedBytes()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, message);
        const auto read =
            ConnectFourBook::fromBytes(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        QVERIFY(std::holds_alternative<std::string>(read));
        const QString error = QString::fromStdString(std::get<std::string>(read));
        QVERIFY2(error.contains(message), qPrintable(error));
    }

    void perfectLevelAnswersFromTheInstalledBook()
    {
        // One entry, for the empty board: the answer comes from it at once
        // (no node searched), with its verdict; the solver alone could not
        // finish the empty board within a millisecond.
        auto book = std::make_shared<ConnectFourBook>(6, 7, 0);
        book->insert(ConnectFour(), {3, 1});
        ConnectFourBook::install(book);
        auto ai = connectFourRules().makeAi(*aiConfigFromText("perfect:1"));
        SearchControl control;
        AiDecision d = ai->chooseMove(ConnectFour(), control);
        QVERIFY(d.exact);
        QCOMPARE(d.move, Move{3});
        QCOMPARE(d.score, 1);
        QCOMPARE(d.nodes, std::uint64_t{0});
        QCOMPARE(d.verdict, std::optional<Verdict>(Verdict{1, 41})); // the first player wins with its 21st disc
        // Past the book it searches as before; without a book, too.
        d = ai->chooseMove(position(6, 7, "4"), control);
        QVERIFY(!d.exact);
        ConnectFourBook::uninstallAll();
        d = ai->chooseMove(ConnectFour(), control);
        QVERIFY(!d.exact);
    }

    void eachBoardSizeHasABookOfItsOwn()
    {
        // A 7x6 book beside the 6x7 one: each answers its own board only, and
        // installing a size's book again replaces that size's only.
        auto standard = std::make_shared<ConnectFourBook>(6, 7, 0);
        standard->insert(ConnectFour(), {3, 1});
        auto tall = std::make_shared<ConnectFourBook>(7, 6, 0);
        tall->insert(ConnectFour(7, 6), {2, -1});
        ConnectFourBook::install(standard);
        ConnectFourBook::install(tall);
        QCOMPARE(ConnectFourBook::installed(6, 7), std::shared_ptr<const ConnectFourBook>(standard));
        QCOMPARE(ConnectFourBook::installed(7, 6), std::shared_ptr<const ConnectFourBook>(tall));
        QVERIFY(!ConnectFourBook::installed(7, 7));
        auto ai = connectFourRules().makeAi(*aiConfigFromText("perfect:1"));
        SearchControl control;
        AiDecision d = ai->chooseMove(ConnectFour(7, 6), control);
        QVERIFY(d.exact);
        QCOMPARE(d.move, Move{2});
        QCOMPARE(d.score, -1);
        QCOMPARE(d.nodes, std::uint64_t{0});
        d = ai->chooseMove(ConnectFour(), control);
        QCOMPARE(d.move, Move{3});
        QCOMPARE(d.score, 1);
        auto tallAgain = std::make_shared<ConnectFourBook>(7, 6, 0);
        ConnectFourBook::install(tallAgain);
        QCOMPARE(ConnectFourBook::installed(7, 6), std::shared_ptr<const ConnectFourBook>(tallAgain));
        QCOMPARE(ConnectFourBook::installed(6, 7), std::shared_ptr<const ConnectFourBook>(standard));
        ConnectFourBook::uninstallAll();
        QVERIFY(!ConnectFourBook::installed(6, 7));
        QVERIFY(!ConnectFourBook::installed(7, 6));
    }
};

QTEST_APPLESS_MAIN(TestConnectFourBook)
#include "tst_connectfourbook.moc"
