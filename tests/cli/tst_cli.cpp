// quatre-cli's commands, run in-process: their output format, reproducibility
// and the one-line errors with exit code 2.
#include "core/games/fourmation/fourmationrules.h"
#include "core/games/quarto/quartorules.h"
#include "ui/cli/cli.h"

#include "clicontext.h"
#include "namedpipe.h"

#include "core/games/connectfour/connectfour.h"
#include "core/games/connectfour/connectfourbook.h"
#include "core/games/connectfour/connectfoursolver.h"
#include "core/games/connectfour/connectfourbookwalk.h"
#include "core/solver/perfectlines.h"
#include "core/games/gamerules.h"

#include <QtTest>

#include <algorithm>
#include <optional>
#include <vector>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run runCli(QStringList arguments)
{
    arguments.prepend(QStringLiteral("quatre-cli"));
    Run run;
    QString input;
    QTextStream in(&input), out(&run.out), err(&run.err);
    run.exitCode = quatre::cli::run(cliContext(), arguments, in, out, err);
    out.flush();
    err.flush();
    return run;
}

// A match's result for p1 ("1-0", "0-1" or "draw") when p1 sits in `p1Seat`.
QString resultForP1(quatre::Outcome outcome, int p1Seat)
{
    if (outcome == quatre::Outcome::Draw)
        return QStringLiteral("draw");
    const bool firstWins = outcome == quatre::Outcome::FirstPlayerWins;
    return firstWins == (p1Seat == 0) ? QStringLiteral("1-0") : QStringLiteral("0-1");
}

QStringList lines(const QString &text)
{
    return text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
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
        const Run run = runCli(args);
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.err.isEmpty());
        const QStringList out = lines(run.out);
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
        QCOMPARE(runCli(args).out, run.out);
    }

    void bestPrintsALegalMove()
    {
        Run run = runCli(
            {QStringLiteral("best"), QStringLiteral("--level"), QStringLiteral("greedy"), QStringLiteral("121213")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("1\n")); // the winning column
        run = runCli({QStringLiteral("best"), QStringLiteral("--rows"), QStringLiteral("10"), QStringLiteral("--cols"),
                      QStringLiteral("10"), QStringLiteral("--level"), QStringLiteral("minimax:2"),
                      QStringLiteral("a1a1a")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("a\n")); // must block column 10
        run = runCli({QStringLiteral("best"), QStringLiteral("--level"), QStringLiteral("expert:d4")});
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringLiteral("4\n")); // the centre of the empty board
    }

    void quartoAnd4MationMatchesAndBestMoves()
    {
        Run run = runCli({QStringLiteral("match"), QStringLiteral("--game"), QStringLiteral("quarto"),
                          QStringLiteral("--square-rule"), QStringLiteral("--p1"), QStringLiteral("greedy"),
                          QStringLiteral("--p2"), QStringLiteral("random"), QStringLiteral("--games"),
                          QStringLiteral("4"), QStringLiteral("--alternate")});
        QCOMPARE(run.exitCode, 0);
        QStringList out = lines(run.out);
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
        out = lines(run.out);
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
        QVERIFY(std::holds_alternative<quatre::Move>(
            quatre::moveFromText(*std::get<std::unique_ptr<quatre::Game>>(position), run.out.trimmed().toStdString())));
        run = runCli({QStringLiteral("best"), QStringLiteral("--game"), QStringLiteral("quarto"),
                      QStringLiteral("--level"), QStringLiteral("greedy"), QStringLiteral("DTRH"),
                      QStringLiteral("a1LSQF")});
        QCOMPARE(run.exitCode, 0);
        quatre::GameOptions quarto; // the printed move (a square and a piece, e.g. b2DSQF) is legal there
        quarto = quatre::quartoOptions();
        position = quatre::gameFromText(quarto, "DTRH a1LSQF");
        QVERIFY(std::holds_alternative<quatre::Move>(
            quatre::moveFromText(*std::get<std::unique_ptr<quatre::Game>>(position), run.out.trimmed().toStdString())));
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
        const Run run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.out.isEmpty());
        QVERIFY2(run.err.contains(mentions), qPrintable(run.err));
        if (!arguments.isEmpty())
            QCOMPARE(lines(run.err).size(), 1);
    }

    void benchPrintsItsThreeTables()
    {
        const Run run =
            runCli({QStringLiteral("bench"), QStringLiteral("--runs"), QStringLiteral("1"), QStringLiteral("--rows"),
                    QStringLiteral("4"), QStringLiteral("--cols"), QStringLiteral("5")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(QStringLiteral("# connect4 4x5, 1 seeded random positions")));
        for (const char *heading : {"## Time per move", "## Cancellation latency", "## Expert time budget overrun"})
            QVERIFY2(run.out.contains(QLatin1String(heading)), heading);
        for (const char *level : {"| random |", "| minimax:6 |", "| expert:250 |", "| minimax:9 |"})
            QVERIFY2(run.out.contains(QLatin1String(level)), level);
        QCOMPARE(runCli({QStringLiteral("bench"), QStringLiteral("--runs"), QStringLiteral("0")}).exitCode, 2);
    }

    void benchSolverChecksTheReferenceScores()
    {
        const Run run = runCli({QStringLiteral("bench"), QStringLiteral("--solver"),
                                QStringLiteral(QUATRE_TEST_DATA_DIR), QStringLiteral("--limit"), QStringLiteral("5"),
                                QStringLiteral("--sets"), QStringLiteral("Test_L3_R1,Test_L2_R1")});
        QCOMPARE(run.exitCode, 0);
        const QStringList rows = lines(run.out).filter(QStringLiteral("| Test_"));
        QCOMPARE(rows.size(), 2);
        for (const QString &row : rows) {
            QVERIFY2(row.contains(QStringLiteral("| 5 |")), qPrintable(row));
            // No wrong score, and the scores found add up to the file's.
            QFile file(QStringLiteral(QUATRE_TEST_DATA_DIR "/") + row.section(QLatin1Char(' '), 1, 1));
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
        const Run run =
            runCli({QStringLiteral("bench"), QStringLiteral("--solver"), QStringLiteral(QUATRE_TEST_DATA_DIR),
                    QStringLiteral("--runs"), QStringLiteral("2"), QStringLiteral("--sets"),
                    QStringLiteral("quarto-6:3,quarto-square-6:2,4mation-4,4mation-official-4,4mation-5-14:2")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.contains(QLatin1String("median over 2 runs")));
        const QStringList rows = lines(run.out).filter(QRegularExpression(QStringLiteral("^\\| (quarto|4mation)")));
        QCOMPARE(rows.size(), 5);
        QVERIFY2(rows[0].startsWith(QLatin1String("| quarto-6 | 3 |")) && rows[0].contains(QLatin1String("| - |")),
                 qPrintable(rows[0]));
        QVERIFY2(rows[1].startsWith(QLatin1String("| quarto-square-6 | 2 |")), qPrintable(rows[1]));
        // The empty 4x4 board is a draw under both rules: no wrong score, and a score of 0.
        QVERIFY2(rows[2].startsWith(QLatin1String("| 4mation-4 | 1 |")) && rows[2].endsWith(QLatin1String("| 0 | 0 |")),
                 qPrintable(rows[2]));
        QVERIFY2(rows[3].endsWith(QLatin1String("| 0 | 0 |")), qPrintable(rows[3]));
        QVERIFY2(rows[4].startsWith(QLatin1String("| 4mation-5-14 | 2 |")), qPrintable(rows[4]));
        QVERIFY(run.out.contains(QLatin1String("VmHWM")));

        for (const char *bad : {"quarto-0", "4mation-11", "4mation-4-16", "chess-3", "Test_L9_R9"}) {
            const Run failed =
                runCli({QStringLiteral("bench"), QStringLiteral("--solver"), QStringLiteral(QUATRE_TEST_DATA_DIR),
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
        const Run run = runCli({QStringLiteral("bench"), QStringLiteral("--exact-share"), QStringLiteral("--up-to"),
                                QStringLiteral("5"), QStringLiteral("--count"), QStringLiteral("3")});
        QCOMPARE(run.exitCode, 0);
        const QStringList rows = lines(run.out).filter(QRegularExpression(QStringLiteral("^\\| \\dx\\d")));
        QCOMPARE(rows.size(), 4);
        const QStringList boards = {QStringLiteral("4x4"), QStringLiteral("4x5"), QStringLiteral("5x4"),
                                    QStringLiteral("5x5")};
        for (int i = 0; i < 4; ++i)
            QVERIFY2(rows[i].startsWith(QStringLiteral("| %1 | 0-").arg(boards[i]))
                         && rows[i].contains(QLatin1String(" | 3 | 3 | 100 % | - | ")),
                     qPrintable(rows[i]));
        // Another game's boards: 4Mation's sizes 3 and 4.
        const Run fourMation = runCli({QStringLiteral("bench"), QStringLiteral("--exact-share"),
                                       QStringLiteral("--game"), QStringLiteral("4mation"), QStringLiteral("--up-to"),
                                       QStringLiteral("4"), QStringLiteral("--count"), QStringLiteral("2")});
        QCOMPARE(fourMation.exitCode, 0);
        const QStringList fourMationRows =
            lines(fourMation.out).filter(QRegularExpression(QStringLiteral("^\\| \\dx\\d")));
        QCOMPARE(fourMationRows.size(), 2);
        QVERIFY2(fourMationRows[0].startsWith(QLatin1String("| 3x3 |")), qPrintable(fourMationRows[0]));
        QVERIFY2(fourMationRows[1].startsWith(QLatin1String("| 4x4 |")), qPrintable(fourMationRows[1]));
        for (const char *bad : {"11", "2", "x"})
            QCOMPARE(runCli({QStringLiteral("bench"), QStringLiteral("--exact-share"), QStringLiteral("--up-to"),
                             QLatin1String(bad)})
                         .exitCode,
                     2);
        for (const char *option : {"--count", "--plies"})
            QCOMPARE(runCli({QStringLiteral("bench"), QStringLiteral("--exact-share"), QLatin1String(option),
                             QStringLiteral("-1")})
                         .exitCode,
                     2);
        // Without --up-to, the board of the options alone; --plies bounds the
        // positions: at 0 plies, the empty board only.
        const Run empty =
            runCli({QStringLiteral("bench"), QStringLiteral("--exact-share"), QStringLiteral("--rows"),
                    QStringLiteral("5"), QStringLiteral("--cols"), QStringLiteral("4"), QStringLiteral("--plies"),
                    QStringLiteral("0"), QStringLiteral("--count"), QStringLiteral("2")});
        QCOMPARE(empty.exitCode, 0);
        const QStringList emptyRows = lines(empty.out).filter(QRegularExpression(QStringLiteral("^\\| \\dx\\d")));
        QCOMPARE(emptyRows.size(), 1);
        QVERIFY2(emptyRows[0].startsWith(QLatin1String("| 5x4 | 0-0 | 2 | 2 | 100 % | - | ")), qPrintable(empty.out));
    }

    void onlyTheCommandsThatPlayOrAnalyseLoadTheBooks()
    {
        auto needs = [](std::vector<const char *> argv) {
            return quatre::cli::needsOpeningBooks(static_cast<int>(argv.size()), const_cast<char **>(argv.data()));
        };
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
    }

    void benchWindowNeedsAWidgetApplication()
    {
        // This test runs without one: a clear error, not a crash.
        const Run run = runCli({QStringLiteral("bench"), QStringLiteral("--window")});
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

    void bookMakesResumesAndChecksAFourMationTable()
    {
        // 5x5 under the official rule solves in milliseconds: the first
        // player's lines to ply 4, the second player's to ply 2 only.
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("solved.log"));
        const QString table = dir.filePath(QStringLiteral("table.txt"));
        const QStringList make{QStringLiteral("book"),
                               QStringLiteral("--game"),
                               QStringLiteral("4mation"),
                               QStringLiteral("--size"),
                               QStringLiteral("5"),
                               QStringLiteral("--official-rule"),
                               QStringLiteral("--plies"),
                               QStringLiteral("4"),
                               QStringLiteral("--second-plies"),
                               QStringLiteral("2"),
                               QStringLiteral("--log"),
                               log,
                               QStringLiteral("--table-bits"),
                               QStringLiteral("16"),
                               QStringLiteral("--output"),
                               table};
        Run run = runCli(make);
        QCOMPARE(run.exitCode, 0);
        QFile file(table);
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList written = lines(QString::fromUtf8(file.readAll()));
        QCOMPARE(written.first(),
                 QStringLiteral("# quatre 4mation book 1 size 5 rule official plies first 4 second 2"));
        // The empty board, the answers to the 3 kinds of second cube and the
        // positions after one cube (6 kinds on 5x5: a1 b1 c1 b2 c2 c3), at least.
        QVERIFY2(written.size() > 1 + 1 + 3 + 6, qPrintable(written.join(QLatin1Char('\n'))));
        for (const QString &entry : written.mid(1))
            QVERIFY2(entry.count(QLatin1Char(' ')) == 2, qPrintable(entry));
        // Every ply-1 position is there, and no deeper second-player one.
        QCOMPARE(std::count_if(written.begin(), written.end(),
                               [](const QString &l) { return l.indexOf(QLatin1Char(' ')) == 2; }),
                 6);
        QCOMPARE(std::count_if(written.begin(), written.end(),
                               [](const QString &l) { return l.indexOf(QLatin1Char(' ')) == 6; }),
                 0);

        // A second run reads the log back and solves nothing.
        run = runCli(make);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("%1 from the logs, 0 solved").arg(written.size() - 1)),
                 qPrintable(run.out));

        // The check walks each side to its own depth and solves every entry.
        run = runCli({QStringLiteral("book"), QStringLiteral("--game"), QStringLiteral("4mation"),
                      QStringLiteral("--size"), QStringLiteral("5"), QStringLiteral("--official-rule"),
                      QStringLiteral("--check"), table});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(
            run.out.contains(QStringLiteral("0 positions of the walk missing; %1 checked against the solver, 0 wrong")
                                 .arg(written.size() - 1)),
            qPrintable(run.out));

        // --second-plies belongs to 4Mation and cannot go past --plies.
        run = runCli({QStringLiteral("book"), QStringLiteral("--plies"), QStringLiteral("4"),
                      QStringLiteral("--second-plies"), QStringLiteral("2")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("4Mation")));
        run = runCli({QStringLiteral("book"), QStringLiteral("--game"), QStringLiteral("4mation"),
                      QStringLiteral("--size"), QStringLiteral("5"), QStringLiteral("--plies"), QStringLiteral("4"),
                      QStringLiteral("--second-plies"), QStringLiteral("5")});
        QCOMPARE(run.exitCode, 2);
        QVERIFY(run.err.contains(QStringLiteral("--second-plies")));
    }

    void fourMationBookOfEveryPositionIsMadeAndChecked()
    {
        // 5x5 4Mation, every position of up to 2 cubes (the 8 images of a
        // position count once) on top of the Perfect level's lines to ply 4:
        // the header promises it, the check finds each position and each
        // entry above the deepest ply agreeing with its children.
        QTemporaryDir dir;
        const QString book = dir.filePath(QStringLiteral("book.txt"));
        const QStringList board{QStringLiteral("book"), QStringLiteral("--game"), QStringLiteral("4mation"),
                                QStringLiteral("--size"), QStringLiteral("5")};
        Run run = runCli(board
                         + QStringList{QStringLiteral("--all-plies"), QStringLiteral("2"), QStringLiteral("--plies"),
                                       QStringLiteral("4"), QStringLiteral("--output"), book});
        QCOMPARE(run.exitCode, 0);
        QFile file(book);
        QVERIFY(file.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList text = lines(QString::fromUtf8(file.readAll()));
        file.close();
        QCOMPARE(text.value(0),
                 QStringLiteral("# quatre 4mation book 1 size 5 rule seed plies 4 sides both complete 2"));
        // Every two-cube position once: a first cube anywhere, the second
        // next to it, 22 up to the symmetries of the square (counted apart).
        QCOMPARE(text.filter(QRegularExpression(QStringLiteral("^[a-e][1-5][a-e][1-5] "))).size(), 22);
        run = runCli(
            board + QStringList{QStringLiteral("--check"), book, QStringLiteral("--check-from"), QStringLiteral("2")});
        QCOMPARE(run.exitCode, 0);
        const QString complete =
            QStringLiteral("every position to ply 2: %1 positions, 0 missing, 0 disagreeing with their children");
        // The empty board, 6 first cubes and the 22 two-cube positions.
        QVERIFY2(run.out.contains(complete.arg(29)), qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral(", 0 wrong")), qPrintable(run.out));

        // A lost entry of ply 1 is missing; a changed score above the deepest ply disagrees.
        QStringList damaged = text;
        const int ofPly1 = damaged.indexOf(QRegularExpression(QStringLiteral("[a-e][1-5] .*")));
        QVERIFY(ofPly1 > 0);
        damaged.removeAt(ofPly1);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text));
        file.write(damaged.join(QLatin1Char('\n')).toUtf8() + '\n');
        file.close();
        run = runCli(board + QStringList{QStringLiteral("--check"), book});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(QStringLiteral(" missing")), qPrintable(run.out));

        // A header that promises nothing readable is refused.
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text));
        file.write("# quatre 4mation book 1 size 5 rule seed plies 4 sides both complete x\n");
        file.close();
        run = runCli(board + QStringList{QStringLiteral("--check"), book});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QStringLiteral("complete C")), qPrintable(run.err));
    }

    void bookOfEveryPositionIsSharedBetweenRunsAndChecked()
    {
        // 4x5 to ply 6: two runs share the deepest ply, a third completes the
        // book from their logs and adds the Perfect level's lines to ply 8.
        QTemporaryDir dir;
        const auto path = [&](const char *name) { return dir.filePath(QString::fromLatin1(name)); };
        const QStringList board{QStringLiteral("book"),   QStringLiteral("--rows"), QStringLiteral("4"),
                                QStringLiteral("--cols"), QStringLiteral("5"),      QStringLiteral("--table-bits"),
                                QStringLiteral("16")};
        const QStringList every = board + QStringList{QStringLiteral("--all-plies"), QStringLiteral("6")};
        Run run = runCli(
            every
            + QStringList{QStringLiteral("--part"), QStringLiteral("1/2"), QStringLiteral("--log"), path("a.log")});
        QCOMPARE(run.exitCode, 0);
        run = runCli(
            every
            + QStringList{QStringLiteral("--part"), QStringLiteral("2/2"), QStringLiteral("--log"), path("b.log")});
        QCOMPARE(run.exitCode, 0);
        const auto logLines = [&](const char *name) {
            QFile file(path(name));
            return file.open(QIODevice::ReadOnly | QIODevice::Text) ? lines(QString::fromUtf8(file.readAll()))
                                                                    : QStringList();
        };
        const QStringList a = logLines("a.log"), b = logLines("b.log");
        QVERIFY(!a.isEmpty() && !b.isEmpty());
        for (const QString &line : a + b)
            QVERIFY2(line.indexOf(QLatin1Char(' ')) == 6, qPrintable(line)); // only positions of 6 plies are solved

        run = runCli(every
                     + QStringList{QStringLiteral("--plies"), QStringLiteral("8"), QStringLiteral("--log"),
                                   path("c.log"), QStringLiteral("--log"), path("a.log"), QStringLiteral("--log"),
                                   path("b.log"), QStringLiteral("--output"), path("book.q4bk")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("%1 from the logs").arg(a.size() + b.size())), qPrintable(run.out));
        const QStringList c = logLines("c.log");
        QVERIFY(!c.isEmpty()); // the lines past ply 6
        for (const QString &line : c)
            QVERIFY2(line.indexOf(QLatin1Char(' ')) > 6,
                     qPrintable(line)); // the shallower plies come from the children
        QFile file(path("book.q4bk"));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        file.close();
        auto read = quatre::ConnectFourBook::fromBytes(
            std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        QVERIFY(std::holds_alternative<quatre::ConnectFourBook>(read));
        quatre::ConnectFourBook book = std::get<quatre::ConnectFourBook>(read);
        QCOMPARE(book.completePlies(), 6);
        QCOMPARE(book.maxPlies(), 8);

        // The check: every position to ply 6 there, each shallower entry as
        // its children say, the ply-6 ones and the lines' as the solver says.
        const QStringList check = board
            + QStringList{QStringLiteral("--check"), path("book.q4bk"), QStringLiteral("--check-from"),
                          QStringLiteral("6")};
        run = runCli(check);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("0 positions of the walk missing"))
                     && run.out.contains(QStringLiteral(", 0 wrong")),
                 qPrintable(run.out));
        std::size_t toPly6 = 0;
        for (const auto &ply :
             quatre::everyPositionByPly(quatre::ConnectFour(4, 5), 6, quatre::ConnectFourBook::canonicalKey))
            toPly6 += ply.size();
        const QString complete =
            QStringLiteral("every position to ply 6: %1 positions, %2 missing, %3 disagreeing with their children");
        QVERIFY2(run.out.contains(complete.arg(toPly6).arg(0).arg(0)), qPrintable(run.out));

        // --base starts from a book whose logs are gone: nothing to solve.
        run = runCli(board
                     + QStringList{QStringLiteral("--plies"), QStringLiteral("8"), QStringLiteral("--base"),
                                   path("book.q4bk"), QStringLiteral("--output"), path("copy.q4bk")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("0 solved")), qPrintable(run.out));
        QFile copy(path("copy.q4bk"));
        QVERIFY(copy.open(QIODevice::ReadOnly));
        QCOMPARE(copy.readAll(), bytes);

        // One ply deeper on top of it, as the shipped book grows: the runs
        // read the book (--base), whose moves one ply up tell them the scores
        // of some positions; the merge solves nothing more, and the check
        // agrees with every entry.
        const QStringList deeper = board
            + QStringList{QStringLiteral("--all-plies"), QStringLiteral("7"), QStringLiteral("--base"),
                          path("book.q4bk")};
        run = runCli(
            deeper
            + QStringList{QStringLiteral("--part"), QStringLiteral("1/2"), QStringLiteral("--log"), path("d1.log")});
        QCOMPARE(run.exitCode, 0);
        run = runCli(
            deeper
            + QStringList{QStringLiteral("--part"), QStringLiteral("2/2"), QStringLiteral("--log"), path("d2.log")});
        QCOMPARE(run.exitCode, 0);
        const QStringList d1 = logLines("d1.log"), d2 = logLines("d2.log");
        QVERIFY(!d1.isEmpty() && !d2.isEmpty());
        for (const QString &line : d1 + d2)
            QVERIFY2(line.indexOf(QLatin1Char(' ')) == 7, qPrintable(line));
        run = runCli(deeper
                     + QStringList{QStringLiteral("--log"), path("d3.log"), QStringLiteral("--log"), path("d1.log"),
                                   QStringLiteral("--log"), path("d2.log"), QStringLiteral("--output"),
                                   path("deeper.q4bk")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("0 solved")), qPrintable(run.out));
        run = runCli(board
                     + QStringList{QStringLiteral("--check"), path("deeper.q4bk"), QStringLiteral("--check-from"),
                                   QStringLiteral("7")});
        QCOMPARE(run.exitCode, 0);
        std::size_t toPly7 = 0;
        for (const auto &ply :
             quatre::everyPositionByPly(quatre::ConnectFour(4, 5), 7, quatre::ConnectFourBook::canonicalKey))
            toPly7 += ply.size();
        QVERIFY2(run.out.contains(
                     QStringLiteral("every position to ply 7: %1 positions, 0 missing, 0 disagreeing").arg(toPly7))
                     && run.out.contains(QStringLiteral(", 0 wrong")),
                 qPrintable(run.out));

        // A wrong score above the deepest ply is caught from the children.
        const quatre::ConnectFour position = std::get<quatre::ConnectFour>(quatre::ConnectFour::fromText(4, 5, "323"));
        const auto entry = book.find(position);
        QVERIFY(entry);
        book.insert(position, {entry->move, entry->score + 1});
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        const std::string damaged = book.toBytes();
        file.write(damaged.data(), static_cast<qint64>(damaged.size()));
        file.close();
        run = runCli(check);
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.out.contains(QStringLiteral("323 book")) && run.out.contains(QStringLiteral("children")),
                 qPrintable(run.out));
        QVERIFY2(run.out.contains(complete.arg(toPly6).arg(0).arg(1)), qPrintable(run.out));
        QVERIFY2(run.out.contains(QStringLiteral(", 0 wrong")),
                 qPrintable(run.out)); // the solver's part is still right

        // Options that do not go together.
        const auto refused = [&](const QStringList &arguments, const char *message) {
            const Run bad = runCli(arguments);
            QCOMPARE(bad.exitCode, 2);
            QVERIFY2(bad.err.contains(QString::fromLatin1(message)), qPrintable(bad.err));
        };
        const QStringList log{QStringLiteral("--log"), path("x.log")};
        refused(board + log + QStringList{QStringLiteral("--part"), QStringLiteral("1/2")}, "must then be at least 1");
        refused(every + log + QStringList{QStringLiteral("--part"), QStringLiteral("3/2")}, "--part must be K/N");
        refused(every + log + QStringList{QStringLiteral("--part"), QStringLiteral("1/1")}, "--part must be K/N");
        refused(every + log + QStringList{QStringLiteral("--part"), QStringLiteral("one/two")}, "--part must be K/N");
        refused(
            every + log
                + QStringList{QStringLiteral("--part"), QStringLiteral("1/2"), QStringLiteral("--output"), path("x")},
            "makes no book");
        refused(every + QStringList{QStringLiteral("--part"), QStringLiteral("1/2")}, "give --log");
        refused(board + QStringList{QStringLiteral("--base"), path("missing.q4bk")}, "cannot read");
        refused({QStringLiteral("book"), QStringLiteral("--base"), path("book.q4bk")}, "another board");
    }

    void aBookIsTheSameOnAnyNumberOfThreads()
    {
        // 5x6 to ply 6: searches long enough for the helper threads to join.
        QTemporaryDir dir;
        QByteArray books[2];
        const int threads[2] = {1, 3};
        for (int i = 0; i < 2; ++i) {
            const QString output = dir.filePath(QStringLiteral("book-%1.q4bk").arg(threads[i]));
            const Run run =
                runCli({QStringLiteral("book"), QStringLiteral("--rows"), QStringLiteral("5"), QStringLiteral("--cols"),
                        QStringLiteral("6"), QStringLiteral("--plies"), QStringLiteral("6"),
                        QStringLiteral("--table-bits"), QStringLiteral("20"), QStringLiteral("--threads"),
                        QString::number(threads[i]), QStringLiteral("--output"), output});
            QCOMPARE(run.exitCode, 0);
            QFile file(output);
            QVERIFY(file.open(QIODevice::ReadOnly));
            books[i] = file.readAll();
        }
        QVERIFY(books[0].size() > 1000);
        QCOMPARE(books[1], books[0]);
        const Run refused = runCli({QStringLiteral("book"), QStringLiteral("--threads"), QStringLiteral("0")});
        QCOMPARE(refused.exitCode, 2);
        QVERIFY2(refused.err.contains(QLatin1String("--threads must be a whole number from 1 to 256")),
                 qPrintable(refused.err));
    }

    // A named pipe given as a book or a log is refused before it is opened
    // (opening it would wait for a writer for ever).
    void bookRefusesANamedPipe()
    {
        QTemporaryDir dir;
        const QString pipePath = dir.filePath(QStringLiteral("book.q4bk"));
        const quatre::testing::NamedPipe pipe(pipePath);
        QVERIFY(pipe.isMade());
        const QStringList board{QStringLiteral("book"),   QStringLiteral("--rows"), QStringLiteral("4"),
                                QStringLiteral("--cols"), QStringLiteral("5"),      QStringLiteral("--plies"),
                                QStringLiteral("2")};
        for (const QString &option : {QStringLiteral("--check"), QStringLiteral("--base"), QStringLiteral("--log")}) {
            const Run run = runCli(board + QStringList{option, pipePath});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains(QStringLiteral("\"%1\" is not a regular file.").arg(pipePath)),
                     qPrintable(option + QLatin1Char(' ') + run.err));
        }
    }

    void bookCompletesABookMadeBeforeAndKeepsItsLines()
    {
        // A book of the Perfect level's lines to ply 8 first (4x5), then
        // every position to ply 6 added to it: the lines are kept (nothing
        // past ply 6 is solved again), and the check, solving the deepest
        // complete ply too, agrees with every entry, including those the
        // lines made for a mirror image. A log made without the base (here
        // one line, another move for a position of the lines at ply 6) does
        // not replace the base's entry either.
        QTemporaryDir dir;
        const auto path = [&](const char *name) { return dir.filePath(QString::fromLatin1(name)); };
        const auto readBook = [&](const char *name) {
            QFile file(path(name));
            const QByteArray bytes = file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
            return quatre::ConnectFourBook::fromBytes(
                std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())));
        };
        const QStringList board{QStringLiteral("book"),   QStringLiteral("--rows"), QStringLiteral("4"),
                                QStringLiteral("--cols"), QStringLiteral("5"),      QStringLiteral("--table-bits"),
                                QStringLiteral("16")};
        Run run = runCli(board
                         + QStringList{QStringLiteral("--plies"), QStringLiteral("8"), QStringLiteral("--output"),
                                       path("lines.q4bk")});
        QCOMPARE(run.exitCode, 0);
        const auto lines8 = readBook("lines.q4bk");
        QVERIFY(std::holds_alternative<quatre::ConnectFourBook>(lines8));
        const auto &base = std::get<quatre::ConnectFourBook>(lines8);
        std::optional<quatre::ConnectFour> onTheLines;
        quatre::walkPerfectLines(4, 5, 0, 6, [&](const quatre::ConnectFour &game) {
            if (game.plyCount() == 6 && !onTheLines)
                onTheLines = game;
            return base.find(game);
        });
        QVERIFY(onTheLines);
        const auto baseChoice = *base.find(*onTheLines);
        const std::vector<quatre::Move> moves = onTheLines->legalMoves();
        const auto other =
            std::find_if(moves.begin(), moves.end(), [&](quatre::Move m) { return m != baseChoice.move; });
        QVERIFY(other != moves.end());
        QFile otherLog(path("other.log"));
        QVERIFY(otherLog.open(QIODevice::WriteOnly | QIODevice::Text));
        otherLog.write(QStringLiteral("%1 %2 %3\n")
                           .arg(QString::fromStdString(onTheLines->toText()),
                                QString::fromStdString(onTheLines->moveToText(*other)))
                           .arg(baseChoice.score)
                           .toUtf8());
        otherLog.close();
        run =
            runCli(board
                   + QStringList{QStringLiteral("--all-plies"), QStringLiteral("6"), QStringLiteral("--base"),
                                 path("lines.q4bk"), QStringLiteral("--log"), path("more.log"), QStringLiteral("--log"),
                                 path("other.log"), QStringLiteral("--output"), path("book.q4bk")});
        QCOMPARE(run.exitCode, 0);
        QFile log(path("more.log"));
        QVERIFY(log.open(QIODevice::ReadOnly | QIODevice::Text));
        const QStringList solved = lines(QString::fromUtf8(log.readAll()));
        QVERIFY(!solved.isEmpty());
        for (const QString &line : solved)
            QVERIFY2(line.indexOf(QLatin1Char(' ')) == 6, qPrintable(line));

        const auto read = readBook("book.q4bk");
        QVERIFY(std::holds_alternative<quatre::ConnectFourBook>(read));
        QCOMPARE(std::get<quatre::ConnectFourBook>(read).maxPlies(), 8); // the base's, as --plies was not given
        QCOMPARE(std::get<quatre::ConnectFourBook>(read).completePlies(), 6);
        QCOMPARE(std::get<quatre::ConnectFourBook>(read).find(*onTheLines)->move, baseChoice.move);

        run = runCli(board
                     + QStringList{QStringLiteral("--check"), path("book.q4bk"), QStringLiteral("--check-from"),
                                   QStringLiteral("6")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QStringLiteral("0 positions of the walk missing"))
                     && run.out.contains(QStringLiteral(", 0 wrong")),
                 qPrintable(run.out));
    }

    // An argument repeated in an error keeps its control characters as escapes.
    void controlCharactersInAnArgumentAreShownAsEscapes()
    {
        const Run best = runCli({QStringLiteral("best"), QStringLiteral("\x1b[2J")});
        QCOMPARE(best.exitCode, 2);
        QVERIFY2(!best.err.contains(QChar(0x1b)), qPrintable(best.err));
        QVERIFY2(best.err.contains(QStringLiteral("bad position '\\x1b[2J'")), qPrintable(best.err));
        const Run side = runCli({QStringLiteral("book"), QStringLiteral("--side"), QStringLiteral("\u202eboth")});
        QVERIFY2(side.err.contains(QStringLiteral("not '\\u202eboth'")), qPrintable(side.err));
    }

    void helpGoesToStandardOutput()
    {
        const Run run = runCli({QStringLiteral("match"), QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY(run.out.startsWith(QStringLiteral("Usage: quatre-cli match")));
        QVERIFY(run.out.contains(QStringLiteral("--alternate")));
    }

    // The overview is made from the game list: every game with its options,
    // a game's own levels with the game that offers them, the games with books.
    void theOverviewListsTheGames()
    {
        const Run run = runCli({});
        QCOMPARE(run.exitCode, 2);
        const QString usage = run.out + run.err;
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
