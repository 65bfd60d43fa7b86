// quatre-cli's commands, run in-process: their output format, reproducibility
// and the one-line errors with exit code 2. (book has tst_book; solve for
// Quarto and 4Mation tst_solve; analyse and review tst_analyse.)
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/quarto/quartorules.h"
#include "ui/cli/cli.h"

#include "clicontext.h"
#include "testpaths.h"

#include "core/games/connectfour/connectfour.h"
#include "core/games/connectfour/connectfourbook.h"
#include "core/games/connectfour/connectfoursolver.h"
#include "core/games/connectfour/connectfourbookwalk.h"
#include "core/solver/perfectlines.h"
#include "core/games/gamerules.h"

#include <QtTest>

#include <algorithm>
#include <optional>
#include <string>
#include <vector>

namespace {

// A match's result for p1 ("1-0", "0-1" or "draw") when p1 sits in `p1Seat`.
QString resultForP1(quatre::Outcome outcome, int p1Seat)
{
    if (outcome == quatre::Outcome::Draw)
        return QStringLiteral("draw");
    const bool firstWins = outcome == quatre::Outcome::FirstPlayerWins;
    return firstWins == (p1Seat == 0) ? QStringLiteral("1-0") : QStringLiteral("0-1");
}

} // namespace

class TestCli : public QObject {
    Q_OBJECT

private slots:
    void matchPrintsOneLinePerGameAndTheScore()
    {
        const QStringList args = {QStringLiteral("match"),      QStringLiteral("--game"), QStringLiteral("connect4"),
                                  QStringLiteral("--rows"),     QStringLiteral("5"),      QStringLiteral("--cols"),
                                  QStringLiteral("8"),          QStringLiteral("--p1"),   QStringLiteral("greedy"),
                                  QStringLiteral("--p2"),       QStringLiteral("random"), QStringLiteral("--games"),
                                  QStringLiteral("6"),          QStringLiteral("--seed"), QStringLiteral("11"),
                                  QStringLiteral("--alternate")};
        const CliRun run = runCli(args);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        const QStringList out = lines(run.output);
        QCOMPARE(out.size(), 7);
        int p1 = 0, p2 = 0, draws = 0;
        for (int i = 0; i < 6; ++i) {
            const QStringList parts = out.at(i).split(QLatin1Char(' '));
            QCOMPARE(parts.size(), 2);
            // The moves replay to a finished game on the chosen board...
            auto game = quatre::ConnectFour::fromText(5, 8, parts.at(0).toStdString());
            QVERIFY(std::holds_alternative<quatre::ConnectFour>(game));
            const auto &board = std::get<quatre::ConnectFour>(game);
            QVERIFY(board.isOver());
            // ...whose result, from p1's view (p1 moves first in even games), is printed.
            const int winner = quatre::winnerOf(board.outcome());
            const QString expected = winner < 0 ? QStringLiteral("draw")
                : (winner == i % 2)             ? QStringLiteral("1-0")
                                                : QStringLiteral("0-1");
            QCOMPARE(parts.at(1), expected);
            p1 += expected == QLatin1String("1-0");
            p2 += expected == QLatin1String("0-1");
            draws += expected == QLatin1String("draw");
        }
        QCOMPARE(out.at(6), QStringLiteral("p1 %1 p2 %2 draws %3").arg(p1).arg(p2).arg(draws));
        // The same seed replays the same match.
        QCOMPARE(runCli(args).output, run.output);
    }

    void bestPrintsALegalMove()
    {
        CliRun run = runCli(
            {QStringLiteral("best"), QStringLiteral("--level"), QStringLiteral("greedy"), QStringLiteral("121213")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.output, QStringLiteral("1\n")); // the winning column
        run = runCli({QStringLiteral("best"), QStringLiteral("--rows"), QStringLiteral("10"), QStringLiteral("--cols"),
                      QStringLiteral("10"), QStringLiteral("--level"), QStringLiteral("minimax:2"),
                      QStringLiteral("a1a1a")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.output, QStringLiteral("a\n")); // must block column 10
        run = runCli({QStringLiteral("best"), QStringLiteral("--level"), QStringLiteral("expert:d4")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.output, QStringLiteral("4\n")); // the centre of the empty board
    }

    void quartoAnd4MationMatchesAndBestMoves()
    {
        CliRun run = runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("quarto"),
                             QStringLiteral("--square-rule"), QStringLiteral("--p1"), QStringLiteral("greedy"),
                             QStringLiteral("--p2"), QStringLiteral("random"), QStringLiteral("--games"),
                             QStringLiteral("4"), QStringLiteral("--alternate")});
        QCOMPARE(run.exitCode, 0);
        QStringList out = lines(run.output);
        QCOMPARE(out.size(), 5);
        for (int i = 0; i < 4; ++i) {
            // "<moves> <result>": the moves have spaces in Quarto; the result is the last word.
            const QString result = out.at(i).section(QLatin1Char(' '), -1);
            QVERIFY2(result == QLatin1String("1-0") || result == QLatin1String("0-1")
                         || result == QLatin1String("draw"),
                     qPrintable(out.at(i)));
            quatre::GameOptions options;
            options = quatre::quartoOptions();
            options.setValue("squareRule", true);
            auto game = quatre::gameFromText(options, out.at(i).section(QLatin1Char(' '), 0, -2).toStdString());
            QVERIFY(std::holds_alternative<std::unique_ptr<quatre::Game>>(game));
            QVERIFY(std::get<std::unique_ptr<quatre::Game>>(game)->isOver());
            // --alternate: p1 moves first in games 1 and 3.
            QCOMPARE(result, resultForP1(std::get<std::unique_ptr<quatre::Game>>(game)->outcome(), i % 2));
        }
        QVERIFY(out.at(4).startsWith(QStringLiteral("p1 ")));

        run = runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("4mation"),
                      QStringLiteral("--size"), QStringLiteral("5"), QStringLiteral("--official-rule"),
                      QStringLiteral("--p1"), QStringLiteral("hardcore"), QStringLiteral("--p2"),
                      QStringLiteral("random"), QStringLiteral("--games"), QStringLiteral("3")});
        QCOMPARE(run.exitCode, 0);
        out = lines(run.output);
        QCOMPARE(out.size(), 4);
        quatre::GameOptions official;
        official = quatre::fourMationOptions();
        official.setValue("size", 5);
        official.setValue("officialRule", true);
        for (int i = 0; i < 3; ++i) {
            // "<moves> <result>", replayed on the 5x5 board under the official rule.
            auto game = quatre::gameFromText(official, out.at(i).section(QLatin1Char(' '), 0, 0).toStdString());
            QVERIFY2(std::holds_alternative<std::unique_ptr<quatre::Game>>(game), qPrintable(out.at(i)));
            QVERIFY(std::get<std::unique_ptr<quatre::Game>>(game)->isOver());
            QCOMPARE(out.at(i).section(QLatin1Char(' '), 1),
                     resultForP1(std::get<std::unique_ptr<quatre::Game>>(game)->outcome(), 0));
        }
        QVERIFY(out.at(3).startsWith(QStringLiteral("p1 ")));

        // The printed cell is a legal move after d4 c4 (next to c4).
        run = runCli({QStringLiteral("best"), QStringLiteral("--game"), QStringLiteral("4mation"),
                      QStringLiteral("--level"), QStringLiteral("greedy"), QStringLiteral("d4"), QStringLiteral("c4")});
        QCOMPARE(run.exitCode, 0);
        quatre::GameOptions fourMation;
        fourMation = quatre::fourMationOptions();
        auto position = quatre::gameFromText(fourMation, "d4c4");
        QVERIFY(std::holds_alternative<quatre::Move>(quatre::moveFromText(
            *std::get<std::unique_ptr<quatre::Game>>(position), run.output.trimmed().toStdString())));
        run = runCli({QStringLiteral("best"), QStringLiteral("--game"), QStringLiteral("quarto"),
                      QStringLiteral("--level"), QStringLiteral("greedy"), QStringLiteral("DTRH"),
                      QStringLiteral("a1LSQF")});
        QCOMPARE(run.exitCode, 0);
        quatre::GameOptions quarto; // the printed move (a square and a piece, e.g. b2DSQF) is legal there
        quarto = quatre::quartoOptions();
        position = quatre::gameFromText(quarto, "DTRH a1LSQF");
        QVERIFY(std::holds_alternative<quatre::Move>(quatre::moveFromText(
            *std::get<std::unique_ptr<quatre::Game>>(position), run.output.trimmed().toStdString())));
        run = runCli({QStringLiteral("best"), QStringLiteral("--game"), QStringLiteral("4mation"),
                      QStringLiteral("--size"), QStringLiteral("11")});
        QCOMPARE(run.exitCode, 2);
    }

    void badArgumentsGiveOneLineAndExitCode2_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("mentions");
        QTest::newRow("no command") << QStringList{} << QStringLiteral("Usage");
        QTest::newRow("unknown command") << QStringList{QStringLiteral("frob")} << QStringLiteral("frob");
        QTest::newRow("unknown option") << QStringList{QStringLiteral("match"), QStringLiteral("--bogus")}
                                        << QStringLiteral("bogus");
        QTest::newRow("bad level") << QStringList{QStringLiteral("match"), QStringLiteral("--p1"),
                                                  QStringLiteral("minimax:12")}
                                   << QStringLiteral("depth");
        QTest::newRow("bad rows") << QStringList{QStringLiteral("best"), QStringLiteral("--rows"), QStringLiteral("11")}
                                  << QStringLiteral("--rows");
        QTest::newRow("bad cols") << QStringList{QStringLiteral("match"), QStringLiteral("--cols"), QStringLiteral("x")}
                                  << QStringLiteral("--cols");
        // Every game's options are parsed, but only the game's own are taken.
        QTest::newRow("another game's option")
            << QStringList{QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("connect4"),
                           QStringLiteral("--size"), QStringLiteral("9")}
            << QStringLiteral("--size is not an option of connect4 (its options: --rows, --cols)");
        QTest::newRow("another game's flag")
            << QStringList{QStringLiteral("best"), QStringLiteral("--game"), QStringLiteral("4mation"),
                           QStringLiteral("--square-rule"), QStringLiteral("d4")}
            << QStringLiteral("--square-rule is not an option of 4mation (its options: --size, --official-rule)");
        QTest::newRow("an option given twice")
            << QStringList{QStringLiteral("solve"), QStringLiteral("--rows"), QStringLiteral("6"),
                           QStringLiteral("--rows"), QStringLiteral("7")}
            << QStringLiteral("--rows is given 2 times; give it once");
        QTest::newRow("two games") << QStringList{QStringLiteral("best"), QStringLiteral("--game"),
                                                  QStringLiteral("connect4"), QStringLiteral("--game"),
                                                  QStringLiteral("quarto")}
                                   << QStringLiteral("--game is given 2 times; give it once");
        QTest::newRow("a flag given twice")
            << QStringList{QStringLiteral("best"),          QStringLiteral("--game"),        QStringLiteral("quarto"),
                           QStringLiteral("--square-rule"), QStringLiteral("--square-rule"), QStringLiteral("DTRH")}
            << QStringLiteral("--square-rule is given 2 times");
        QTest::newRow("bad game") << QStringList{QStringLiteral("best"), QStringLiteral("--game"),
                                                 QStringLiteral("chess")}
                                  << QStringLiteral("chess");
        QTest::newRow("bad games") << QStringList{QStringLiteral("match"), QStringLiteral("--games"),
                                                  QStringLiteral("0")}
                                   << QStringLiteral("--games");
        QTest::newRow("bad seed") << QStringList{QStringLiteral("match"), QStringLiteral("--seed"),
                                                 QStringLiteral("-1")}
                                  << QStringLiteral("--seed");
        QTest::newRow("bad position") << QStringList{QStringLiteral("best"), QStringLiteral("44x3")}
                                      << QStringLiteral("character 3 ('x')");
        QTest::newRow("full column") << QStringList{QStringLiteral("best"), QStringLiteral("1111111")}
                                     << QStringLiteral("full");
        QTest::newRow("game over") << QStringList{QStringLiteral("best"), QStringLiteral("1212121")}
                                   << QStringLiteral("over");
        QTest::newRow("two positions") << QStringList{QStringLiteral("best"), QStringLiteral("1"), QStringLiteral("2")}
                                       << QStringLiteral("at most one");
    }
    void badArgumentsGiveOneLineAndExitCode2()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, mentions);
        const CliRun run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.output.isEmpty());
        QVERIFY2(run.err.contains(mentions), qPrintable(run.err));
        if (!arguments.isEmpty())
            QCOMPARE(lines(run.err).size(), 1);
    }

    void benchPrintsItsThreeTables()
    {
        const CliRun run =
            runCli({QStringLiteral("bench"), QStringLiteral("--runs"), QStringLiteral("1"), QStringLiteral("--rows"),
                    QStringLiteral("4"), QStringLiteral("--cols"), QStringLiteral("5")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.output.startsWith(QStringLiteral("# connect4 4x5, 1 seeded random positions")));
        for (const char *heading : {"## Time per move", "## Cancellation latency", "## Expert time budget overrun"})
            QVERIFY2(run.output.contains(QLatin1String(heading)), heading);
        for (const char *level : {"| random |", "| minimax:6 |", "| expert:250 |", "| minimax:9 |"})
            QVERIFY2(run.output.contains(QLatin1String(level)), level);
        QCOMPARE(runCli({QStringLiteral("bench"), QStringLiteral("--runs"), QStringLiteral("0")}).exitCode, 2);
    }

    void benchSolverChecksTheReferenceScores()
    {
        const CliRun run = runCli({QStringLiteral("bench"), QStringLiteral("--solver"),
                                   quatre::testpaths::testDataDir(), QStringLiteral("--limit"), QStringLiteral("5"),
                                   QStringLiteral("--sets"), QStringLiteral("Test_L3_R1,Test_L2_R1")});
        QCOMPARE(run.exitCode, 0);
        const QStringList rows = lines(run.output).filter(QStringLiteral("| Test_"));
        QCOMPARE(rows.size(), 2);
        for (const QString &row : rows) {
            QVERIFY2(row.contains(QStringLiteral("| 5 |")), qPrintable(row));
            // No wrong score, and the scores found add up to the file's.
            QFile file(quatre::testpaths::testDataDir() + QLatin1Char('/') + row.section(QLatin1Char(' '), 1, 1));
            QVERIFY(file.open(QIODevice::ReadOnly));
            int sum = 0;
            for (int i = 0; i < 5; ++i)
                sum += QString::fromLatin1(file.readLine()).simplified().section(QLatin1Char(' '), 1, 1).toInt();
            QVERIFY2(row.endsWith(QStringLiteral("| 0 | %1 |").arg(sum)), qPrintable(row));
        }
        QCOMPARE(runCli({QStringLiteral("bench"), QStringLiteral("--solver"), QStringLiteral("/nonexistent")}).exitCode,
                 2);
    }

    void benchSolverRunsTheQuartoAndFourMationSets()
    {
        // Small sets, each twice: one row per set, the known values of the
        // empty 4Mation boards checked, Quarto's unknown ones shown as "-".
        const CliRun run =
            runCli({QStringLiteral("bench"), QStringLiteral("--solver"), quatre::testpaths::testDataDir(),
                    QStringLiteral("--runs"), QStringLiteral("2"), QStringLiteral("--sets"),
                    QStringLiteral("quarto-6:3,quarto-square-6:2,4mation-4,4mation-official-4,4mation-5-14:2")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.output.contains(QLatin1String("median over 2 runs")));
        const QStringList rows = lines(run.output).filter(QRegularExpression(QStringLiteral("^\\| (quarto|4mation)")));
        QCOMPARE(rows.size(), 5);
        QVERIFY2(rows[0].startsWith(QLatin1String("| quarto-6 | 3 |")) && rows[0].contains(QLatin1String("| - |")),
                 qPrintable(rows[0]));
        QVERIFY2(rows[1].startsWith(QLatin1String("| quarto-square-6 | 2 |")), qPrintable(rows[1]));
        // The empty 4x4 board is a draw under both rules: no wrong score, and a score of 0.
        QVERIFY2(rows[2].startsWith(QLatin1String("| 4mation-4 | 1 |")) && rows[2].endsWith(QLatin1String("| 0 | 0 |")),
                 qPrintable(rows[2]));
        QVERIFY2(rows[3].endsWith(QLatin1String("| 0 | 0 |")), qPrintable(rows[3]));
        QVERIFY2(rows[4].startsWith(QLatin1String("| 4mation-5-14 | 2 |")), qPrintable(rows[4]));
        QVERIFY(run.output.contains(QLatin1String("VmHWM")));

        for (const char *bad : {"quarto-0", "4mation-11", "4mation-4-16", "chess-3", "Test_L9_R9"}) {
            const CliRun failed =
                runCli({QStringLiteral("bench"), QStringLiteral("--solver"), quatre::testpaths::testDataDir(),
                        QStringLiteral("--sets"), QLatin1String(bad)});
            QVERIFY2(failed.exitCode == 2 && failed.err.contains(QLatin1String(bad)), bad);
        }
        QCOMPARE(runCli({QStringLiteral("bench"), QStringLiteral("--solver"), QStringLiteral("."),
                         QStringLiteral("--table-bits"), QStringLiteral("30")})
                     .exitCode,
                 2);
    }

    void benchExactShareCoversEveryBoardUpToItsSize()
    {
        // The small boards, each solved at once: every board from 4x4 to 5x5,
        // rows varying slowest, and every position answered exactly.
        const CliRun run = runCli({QStringLiteral("bench"), QStringLiteral("--exact-share"), QStringLiteral("--up-to"),
                                   QStringLiteral("5"), QStringLiteral("--count"), QStringLiteral("3")});
        QCOMPARE(run.exitCode, 0);
        const QStringList rows = lines(run.output).filter(QRegularExpression(QStringLiteral("^\\| \\dx\\d")));
        QCOMPARE(rows.size(), 4);
        const QStringList boards = {QStringLiteral("4x4"), QStringLiteral("4x5"), QStringLiteral("5x4"),
                                    QStringLiteral("5x5")};
        for (int i = 0; i < 4; ++i)
            QVERIFY2(rows[i].startsWith(QStringLiteral("| %1 | 0-").arg(boards[i]))
                         && rows[i].contains(QLatin1String(" | 3 | 3 | 100 % | - | ")),
                     qPrintable(rows[i]));
        // Another game's boards: 4Mation's sizes 3 and 4.
        const CliRun fourMation =
            runCli({QStringLiteral("bench"), QStringLiteral("--exact-share"), QStringLiteral("--game"),
                    QStringLiteral("4mation"), QStringLiteral("--up-to"), QStringLiteral("4"),
                    QStringLiteral("--count"), QStringLiteral("2")});
        QCOMPARE(fourMation.exitCode, 0);
        const QStringList fourMationRows =
            lines(fourMation.output).filter(QRegularExpression(QStringLiteral("^\\| \\dx\\d")));
        QCOMPARE(fourMationRows.size(), 2);
        QVERIFY2(fourMationRows[0].startsWith(QLatin1String("| 3x3 |")), qPrintable(fourMationRows[0]));
        QVERIFY2(fourMationRows[1].startsWith(QLatin1String("| 4x4 |")), qPrintable(fourMationRows[1]));
        for (const char *bad : {"11", "2", "x"})
            QCOMPARE(runCli({QStringLiteral("bench"), QStringLiteral("--exact-share"), QStringLiteral("--up-to"),
                             QLatin1String(bad)})
                         .exitCode,
                     2);
        for (const char *option : {"--count", "--plies", "--min-plies"})
            QCOMPARE(runCli({QStringLiteral("bench"), QStringLiteral("--exact-share"), QLatin1String(option),
                             QStringLiteral("-1")})
                         .exitCode,
                     2);
        // Without --up-to, the board of the options alone; --plies bounds the
        // positions: at 0 plies, the empty board only.
        const CliRun empty =
            runCli({QStringLiteral("bench"), QStringLiteral("--exact-share"), QStringLiteral("--rows"),
                    QStringLiteral("5"), QStringLiteral("--cols"), QStringLiteral("4"), QStringLiteral("--plies"),
                    QStringLiteral("0"), QStringLiteral("--count"), QStringLiteral("2")});
        QCOMPARE(empty.exitCode, 0);
        const QStringList emptyRows = lines(empty.output).filter(QRegularExpression(QStringLiteral("^\\| \\dx\\d")));
        QCOMPARE(emptyRows.size(), 1);
        QVERIFY2(emptyRows[0].startsWith(QLatin1String("| 5x4 | 0-0 | 2 | 2 | 100 % | - | ")),
                 qPrintable(empty.output));
        // --min-plies and --plies together: positions of exactly 3 plies; no
        // more than --plies.
        const CliRun three = runCli({QStringLiteral("bench"), QStringLiteral("--exact-share"), QStringLiteral("--rows"),
                                     QStringLiteral("5"), QStringLiteral("--cols"), QStringLiteral("4"),
                                     QStringLiteral("--min-plies"), QStringLiteral("3"), QStringLiteral("--plies"),
                                     QStringLiteral("3"), QStringLiteral("--count"), QStringLiteral("2")});
        QCOMPARE(three.exitCode, 0);
        const QStringList threeRows = lines(three.output).filter(QRegularExpression(QStringLiteral("^\\| \\dx\\d")));
        QCOMPARE(threeRows.size(), 1);
        QVERIFY2(threeRows[0].startsWith(QLatin1String("| 5x4 | 3-3 | 2 | 2 | 100 % | - | ")),
                 qPrintable(three.output));
        QCOMPARE(runCli({QStringLiteral("bench"), QStringLiteral("--exact-share"), QStringLiteral("--min-plies"),
                         QStringLiteral("4"), QStringLiteral("--plies"), QStringLiteral("3")})
                     .exitCode,
                 2);
    }

    void onlyTheCommandsThatPlayOrAnalyseLoadTheBooks()
    {
        auto books = [](std::vector<const char *> argv) {
            return quatre::cli::openingBooksNeeded(static_cast<int>(argv.size()), const_cast<char **>(argv.data()));
        };
        auto needs = [&books](std::vector<const char *> argv) { return books(std::move(argv)).has_value(); };
        QVERIFY(!needs({"quatre-cli"}));
        QVERIFY(!needs({"quatre-cli", "solve", "--weak"}));
        QVERIFY(!needs({"quatre-cli", "bench", "--solver", "tests/data"}));
        QVERIFY(!needs({"quatre-cli", "bench", "--long-line", "64"}));
        for (const char *asked : {"--version", "-v", "--help", "-h", "help"})
            QVERIFY2(!needs({"quatre-cli", asked}), asked);
        QVERIFY(!needs({"quatre-cli", "play", "--help"}));
        QVERIFY(!needs({"quatre-cli", "analyse", "--game", "quarto", "-h"}));
        QVERIFY(!needs({"quatre-cli", "bench", "--help-all"}));
        QVERIFY(!needs({"quatre-cli", "slove", "4453"})); // a mistyped command is refused at once
        for (const char *command : {"play", "match", "best", "analyse", "review", "puzzles", "book", "host", "join"})
            QVERIFY2(needs({"quatre-cli", command}), command);
        QVERIFY(needs({"quatre-cli", "bench", "--perfect"}));
        QVERIFY(needs({"quatre-cli", "bench", "--analysis"}));
        QVERIFY(needs({"quatre-cli", "bench", "--exact-share"}));
        QVERIFY(needs({"quatre-cli", "bench"}));

        // Without --game, every game's books; with it, that game's alone.
        using Books = std::optional<std::string>;
        QCOMPARE(books({"quatre-cli", "review", "game.q4"}), Books(""));
        QCOMPARE(books({"quatre-cli", "analyse", "--game", "quarto", "DTQF"}), Books("quarto"));
        QCOMPARE(books({"quatre-cli", "match", "--game=4mation", "--games", "2"}), Books("4mation"));
        QCOMPARE(books({"quatre-cli", "bench", "--analysis", "--game", "connect4", "--count", "3"}), Books("connect4"));
        QCOMPARE(books({"quatre-cli", "best", "--game", "quarto", "--game", "connect4"}), Books("connect4"));
        // An option's value is the next argument, whatever it is; "--" ends the options.
        QCOMPARE(books({"quatre-cli", "play", "--game", "--help"}), Books("--help"));
        QCOMPARE(books({"quatre-cli", "analyse", "--", "--game", "quarto", "--help"}), Books(""));
        QCOMPARE(books({"quatre-cli", "analyse", "--game"}), Books(""));
    }

    void benchWindowNeedsAWidgetApplication()
    {
        // This test runs without one: a clear error, not a crash.
        const CliRun run = runCli({QStringLiteral("bench"), QStringLiteral("--window")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QLatin1String("--window")));

        auto needs = [](std::vector<const char *> argv) {
            return quatre::cli::needsWidgets(static_cast<int>(argv.size()), const_cast<char **>(argv.data()));
        };
        QVERIFY(needs({"quatre-cli", "bench", "--seconds", "3", "--window"}));
        QVERIFY(!needs({"quatre-cli", "bench", "--solver", "tests/data"}));
        QVERIFY(!needs({"quatre-cli", "match", "--window"}));
        QVERIFY(!needs({"quatre-cli"}));
    }

    void solveReadsPositionsAndReportsBadLines()
    {
        QString input =
            QStringLiteral("2252576253462244111563365343671351441 -1\nxyz\n1212121\n44455554221 -15 trailing words\n");
        QStringList args = {QStringLiteral("quatre-cli"), QStringLiteral("solve")};
        QString output, errors;
        QTextStream in(&input), out(&output), err(&errors);
        const int code = quatre::cli::run(cliContext(), args, in, out, err);
        out.flush();
        err.flush();
        QCOMPARE(code, 1);
        QCOMPARE(lines(output),
                 (QStringList{QStringLiteral("2252576253462244111563365343671351441 -1"),
                              QStringLiteral("44455554221 -15")}));
        QCOMPARE(lines(errors).size(), 2);
        QVERIFY(errors.contains(QStringLiteral("line 2")));
        QVERIFY(errors.contains(QStringLiteral("line 3")));
        // --weak prints only the sign.
        input = QStringLiteral("44455554221\n");
        output.clear();
        QTextStream in2(&input), out2(&output);
        QCOMPARE(quatre::cli::run(cliContext(),
                                  {QStringLiteral("quatre-cli"), QStringLiteral("solve"), QStringLiteral("--weak")},
                                  in2, out2, err),
                 0);
        out2.flush();
        QCOMPARE(output, QStringLiteral("44455554221 -1\n"));
    }

    void solveTakesAnEmptyLineOrADashForTheEmptyBoard()
    {
        // 4x4 is a draw; 4x6 (four rows) a loss for the first player, to the
        // second player's last disc.
        for (const auto &[rows, columns] : {std::pair{4, 4}, std::pair{4, 6}}) {
            quatre::ConnectFourSolver solver(rows, columns);
            const int score = *solver.solve(quatre::ConnectFour(rows, columns));
            QCOMPARE(score, columns == 6 ? -1 : 0);
            QString input = QStringLiteral("-\n\n   \n- 99 a score to ignore\n");
            QString output, errors;
            QTextStream in(&input), out(&output), err(&errors);
            QCOMPARE(quatre::cli::run(cliContext(),
                                      {QStringLiteral("quatre-cli"), QStringLiteral("solve"), QStringLiteral("--rows"),
                                       QString::number(rows), QStringLiteral("--cols"), QString::number(columns)},
                                      in, out, err),
                     0);
            out.flush();
            const QString expected = QStringLiteral("- %1").arg(score);
            QCOMPARE(lines(output), (QStringList{expected, expected, expected, expected}));
            QVERIFY2(errors.isEmpty(), qPrintable(errors));
        }
    }

    // An argument repeated in an error keeps its control characters as escapes.
    void controlCharactersInAnArgumentAreShownAsEscapes()
    {
        const CliRun best = runCli({QStringLiteral("best"), QStringLiteral("\x1b[2J")});
        QCOMPARE(best.exitCode, 2);
        QVERIFY2(!best.err.contains(QChar(0x1b)), qPrintable(best.err));
        QVERIFY2(best.err.contains(QStringLiteral("bad position '\\x1b[2J'")), qPrintable(best.err));
        const CliRun side = runCli({QStringLiteral("book"), QStringLiteral("--side"), QStringLiteral("\u202eboth")});
        QVERIFY2(side.err.contains(QStringLiteral("not '\\u202eboth'")), qPrintable(side.err));
    }

    void helpGoesToStandardOutput()
    {
        const CliRun run = runCli({QStringLiteral("match"), QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.output.startsWith(QStringLiteral("Usage: quatre-cli match")));
        QVERIFY(run.output.contains(QStringLiteral("--alternate")));
    }

    // The overview is made from the game list: every game with its options,
    // a game's own levels with the game that offers them, the games with books.
    void theOverviewListsTheGames()
    {
        const CliRun run = runCli({});
        QCOMPARE(run.exitCode, 2);
        const QString usage = run.output + run.err;
        QVERIFY2(usage.contains(QStringLiteral("Games: --game connect4 (--rows, --cols), quarto (--square-rule), "
                                               "4mation (--size, --official-rule).")),
                 qPrintable(usage));
        QVERIFY2(usage.contains(QStringLiteral("a game's own: hardcore (4mation).")), qPrintable(usage));
        QVERIFY2(usage.contains(QStringLiteral("make or check an opening book (Connect Four, 4Mation)\n")),
                 qPrintable(usage));
    }
};

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
