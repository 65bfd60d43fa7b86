// `quatre-cli solve` against the published reference sets (tests/data): every
// line of Test_L3_R1, Test_L2_R1, Test_L2_R2, Test_L1_R1 and Test_L1_R2 and
// the first 100 of Test_L1_R3 must come back with the file's exact score,
// and every tenth line with its sign under --weak.
//
// Each row below is registered as its own ctest test (tests/cli/CMakeLists.txt
// passes the row's tag), so that `ctest -j` runs the long ones side by side
// and a failure names the part of the file it is in; the Test_L1_R3 parts
// take minutes and run only with `ctest -C slow`. Correctness only: the time
// they take is the benchmark's business (`quatre-cli bench --solver`).
#include "ui/cli/cli.h"

#include "clicontext.h"
#include "testpaths.h"

#include <QFile>
#include <QtTest>

namespace {

struct Line {
    QString moves;
    int score = 0;
};

// Lines first..last (1-based, inclusive) of a reference file.
std::vector<Line> readLines(const QString &set, int first, int last)
{
    QFile file(quatre::testpaths::testDataDir() + QLatin1Char('/') + set);
    std::vector<Line> lines;
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return lines;
    QTextStream in(&file);
    QString text;
    for (int number = 1; number <= last && in.readLineInto(&text); ++number) {
        const QStringList words = text.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        if (number >= first && words.size() == 2)
            lines.push_back({words[0], words[1].toInt()});
    }
    return lines;
}

// What `quatre-cli solve [extra]` prints for these positions, one per line,
// with its exit code and what it wrote to standard error.
struct Solved {
    QStringList lines;
    int exitCode = 0;
    QString errors;
};
Solved solve(const std::vector<Line> &lines, const QStringList &extra)
{
    QString input, output, errors;
    for (const Line &line : lines)
        input += line.moves + QLatin1Char('\n');
    QTextStream in(&input), out(&output), err(&errors);
    const int code = quatre::cli::run(
        cliContext(), QStringList{QStringLiteral("quatre-cli"), QStringLiteral("solve")} + extra, in, out, err);
    out.flush();
    err.flush();
    return {output.split(QLatin1Char('\n'), Qt::SkipEmptyParts), code, errors};
}

} // namespace

class TestSolveSets : public QObject {
    Q_OBJECT

private slots:
    void agreesWithTheSet_data()
    {
        QTest::addColumn<QString>("set");
        QTest::addColumn<int>("first");
        QTest::addColumn<int>("last");
        QTest::newRow("Test_L3_R1") << "Test_L3_R1" << 1 << 1000;
        QTest::newRow("Test_L2_R1") << "Test_L2_R1" << 1 << 1000;
        QTest::newRow("Test_L2_R2") << "Test_L2_R2" << 1 << 1000;
        QTest::newRow("Test_L1_R1") << "Test_L1_R1" << 1 << 1000;
        // The longer files in parts that take about as long as each other.
        QTest::newRow("Test_L1_R2_1") << "Test_L1_R2" << 1 << 500;
        QTest::newRow("Test_L1_R2_2") << "Test_L1_R2" << 501 << 1000;
        QTest::newRow("Test_L1_R3_1") << "Test_L1_R3" << 1 << 25;
        QTest::newRow("Test_L1_R3_2") << "Test_L1_R3" << 26 << 50;
        QTest::newRow("Test_L1_R3_3") << "Test_L1_R3" << 51 << 75;
        QTest::newRow("Test_L1_R3_4") << "Test_L1_R3" << 76 << 100;
    }
    void agreesWithTheSet()
    {
        QFETCH(QString, set);
        QFETCH(int, first);
        QFETCH(int, last);
        const std::vector<Line> lines = readLines(set, first, last);
        QCOMPARE(static_cast<int>(lines.size()), last - first + 1);

        const Solved solved = solve(lines, {});
        QVERIFY2(solved.errors.isEmpty(), qPrintable(solved.errors));
        QCOMPARE(solved.exitCode, 0);
        const QStringList &scores = solved.lines;
        QCOMPARE(scores.size(), static_cast<qsizetype>(lines.size()));
        for (std::size_t i = 0; i < lines.size(); ++i) {
            const QString expected = QStringLiteral("%1 %2").arg(lines[i].moves).arg(lines[i].score);
            if (scores[static_cast<qsizetype>(i)] != expected)
                QFAIL(qPrintable(QStringLiteral("%1 line %2: got '%3', expected '%4'")
                                     .arg(set)
                                     .arg(first + static_cast<int>(i))
                                     .arg(scores[static_cast<qsizetype>(i)], expected)));
        }

        // --weak on every tenth line: only who wins.
        std::vector<Line> sample;
        for (std::size_t i = 0; i < lines.size(); i += 10)
            sample.push_back(lines[i]);
        const Solved weak = solve(sample, {QStringLiteral("--weak")});
        QVERIFY2(weak.errors.isEmpty(), qPrintable(weak.errors));
        QCOMPARE(weak.exitCode, 0);
        const QStringList &signs = weak.lines;
        QCOMPARE(signs.size(), static_cast<qsizetype>(sample.size()));
        for (std::size_t i = 0; i < sample.size(); ++i) {
            const int sign = (sample[i].score > 0) - (sample[i].score < 0);
            QCOMPARE(signs[static_cast<qsizetype>(i)], QStringLiteral("%1 %2").arg(sample[i].moves).arg(sign));
        }
    }
};

QTEST_GUILESS_MAIN(TestSolveSets)
#include "tst_solvesets.moc"
