// quatre-cli puzzles, run in-process: the lines it prints are the core's
// set for the seed, the same on every run; --check passes a right file, names
// the wrong line of another (exit 1), and a malformed file or bad option is
// one line with exit code 2.
#include "ui/cli/cli.h"

#include "clicontext.h"

#include "core/analysis/puzzle.h"
#include "core/games/connectfour/connectfourrules.h"

#include <QTemporaryDir>
#include <QtTest>

using namespace quatre;

namespace {

QString writeFile(const QTemporaryDir &dir, const QString &name, const QStringList &lines)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        qFatal("cannot write %s", qPrintable(path));
    file.write((lines.join(QLatin1Char('\n')) + QLatin1Char('\n')).toUtf8());
    return path;
}

const QStringList kMake = {
    QStringLiteral("puzzles"), QStringLiteral("--game"),      QStringLiteral("connect4"), QStringLiteral("--count"),
    QStringLiteral("6"),       QStringLiteral("--max-moves"), QStringLiteral("3"),        QStringLiteral("--min-plies"),
    QStringLiteral("14"),      QStringLiteral("--seed"),      QStringLiteral("3")};

} // namespace

class TestPuzzles : public QObject {
    Q_OBJECT

private slots:
    void printsTheCoresSetForTheSeed()
    {
        const CliRun run = runCli(kMake);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        QCOMPARE(run.out.size(), 7);
        QVERIFY(run.out.front().startsWith(QLatin1String("# connect4 rows=6,columns=7: seed 3")));
        PuzzleRequest request;
        request.counts = evenGradeCounts(6, 3);
        request.minPlies = 14;
        request.seed = 3;
        const PuzzleSet set = generatePuzzles(connectFourOptions(6, 7), request);
        for (std::size_t i = 0; i < set.puzzles.size(); ++i)
            QCOMPARE(run.out.at(int(i) + 1), QString::fromStdString(puzzleLine(set.puzzles[i])));
        QCOMPARE(runCli(kMake).out, run.out);
    }

    void checkPassesARightFileAndNamesAWrongLine()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QStringList lines = runCli(kMake).out;
        const CliRun right = runCli(
            {QStringLiteral("puzzles"), QStringLiteral("--check"), writeFile(dir, QStringLiteral("right.txt"), lines)});
        QCOMPARE(right.exitCode, 0);
        QCOMPARE(right.out, QStringList{QStringLiteral("6 puzzles, all right")});

        // Line 4 (the third puzzle, a win in 2) said to be a win in 3.
        QStringList fields = lines[3].split(QLatin1Char(' '));
        QCOMPARE(fields[2], QStringLiteral("2"));
        fields[2] = QStringLiteral("3");
        lines[3] = fields.join(QLatin1Char(' '));
        const QString path = writeFile(dir, QStringLiteral("wrong.txt"), lines);
        const CliRun wrong = runCli({QStringLiteral("puzzles"), QStringLiteral("--check"), path});
        QCOMPARE(wrong.exitCode, 1);
        QCOMPARE(wrong.err, path + QStringLiteral(":4: the fastest win takes 2 moves, not 3\n"));
    }

    // A grade the positions never reach: what was found, and one line saying so.
    void givesUpAfterTheAttempts()
    {
        const CliRun run = runCli({QStringLiteral("puzzles"), QStringLiteral("--game"), QStringLiteral("quarto"),
                                   QStringLiteral("--count"), QStringLiteral("9"), QStringLiteral("--max-moves"),
                                   QStringLiteral("9"), QStringLiteral("--min-plies"), QStringLiteral("12"),
                                   QStringLiteral("--attempts"), QStringLiteral("50")});
        QCOMPARE(run.exitCode, 1);
        QVERIFY2(run.err.startsWith(QLatin1String("quatre-cli: only ")), qPrintable(run.err));
        QVERIFY(run.err.endsWith(QLatin1String(" of 9 puzzles found in 50 random positions\n")));
    }

    // The sets built into the program (resources/puzzles) are right.
    void theBuiltInSetsPassTheCheck_data()
    {
        QTest::addColumn<QString>("path");
        for (const char *file : {"connect4.txt", "quarto.txt", "4mation.txt"})
            QTest::newRow(file) << QStringLiteral(":/puzzles/") + QLatin1String(file);
    }
    void theBuiltInSetsPassTheCheck()
    {
        QFETCH(QString, path);
        const CliRun run = runCli({QStringLiteral("puzzles"), QStringLiteral("--check"), path});
        QVERIFY2(run.err.isEmpty(), qPrintable(run.err));
        QCOMPARE(run.exitCode, 0);
    }

    void badInputIsOneLineWithExitCode2_data()
    {
        QTest::addColumn<QStringList>("arguments");
        QTest::addColumn<QString>("error");
        QTest::newRow("count") << QStringList{QStringLiteral("puzzles"), QStringLiteral("--count"), QStringLiteral("0")}
                               << QStringLiteral("--count must be");
        QTest::newRow("seed") << QStringList{QStringLiteral("puzzles"), QStringLiteral("--seed"), QStringLiteral("x")}
                              << QStringLiteral("--seed must be");
        QTest::newRow("no file") << QStringList{QStringLiteral("puzzles"), QStringLiteral("--check"),
                                                QStringLiteral("/nonexistent/puzzles.txt")}
                                 << QStringLiteral("cannot read");
        QTest::newRow("position") << QStringList{QStringLiteral("puzzles"), QStringLiteral("4453")}
                                  << QStringLiteral("no position");
    }
    void badInputIsOneLineWithExitCode2()
    {
        QFETCH(QStringList, arguments);
        QFETCH(QString, error);
        const CliRun run = runCli(arguments);
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
        QVERIFY2(run.err.contains(error), qPrintable(run.err));
    }

    void aMalformedFileNamesItsLine()
    {
        QTemporaryDir dir;
        const QString path = writeFile(
            dir, QStringLiteral("bad.txt"),
            {QStringLiteral("# puzzles"), QStringLiteral("connect4 - 1 4 444"), QStringLiteral("connect4 - x 4 444")});
        const CliRun run = runCli({QStringLiteral("puzzles"), QStringLiteral("--check"), path});
        QCOMPARE(run.exitCode, 2);
        QCOMPARE(run.err, QStringLiteral("quatre-cli: %1:3: 'x' is no number of moves to win (1 or more)\n").arg(path));
    }
};

QTEST_GUILESS_MAIN(TestPuzzles)
#include "tst_puzzles.moc"
