// bench --window: one row per match-up of the game asked for, and with the
// analysis board on, the positions the board was given and valued in full.
// Only what the table says is checked here; its figures are the machine's.
#include "ui/benchmark/windowbenchmark.h"

#include "ui/cli/cli.h"
#include "ui/games/gamelist.h"

#include <QRegularExpression>
#include <QTextStream>
#include <QtTest>

using namespace quatre::ui;

namespace {

struct BenchRun {
    int exitCode = -1;
    QString out;
    QString err;
};

BenchRun runWindowBenchmark(const quatre::cli::WindowBenchOptions &options)
{
    BenchRun run;
    QTextStream out(&run.out), err(&run.err);
    run.exitCode = windowBenchmark(builtInGames(), options, out, err);
    out.flush();
    err.flush();
    return run;
}

// The table's rows (not its header), each split into its cells.
QList<QStringList> tableRows(const QString &text)
{
    QList<QStringList> rows;
    for (const QString &line : text.split(QLatin1Char('\n'))) {
        if (!line.startsWith(QLatin1String("| ")) || line.startsWith(QLatin1String("| game ")))
            continue;
        QStringList cells = line.split(QLatin1Char('|'));
        cells = cells.mid(1, cells.size() - 2); // the empty texts outside the first and last bar
        for (QString &cell : cells)
            cell = cell.trimmed();
        rows << cells;
    }
    return rows;
}

} // namespace

class TestWindowBenchmark : public QObject {
    Q_OBJECT

private slots:
    void theAnalysisBoardValuesEveryPositionItIsGiven()
    {
        quatre::cli::WindowBenchOptions options;
        options.seconds = 2;
        options.game = QStringLiteral("4mation");
        options.analysisBoard = true;
        const BenchRun run = runWindowBenchmark(options);
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.out.contains(QLatin1String(", the analysis board on)")), qPrintable(run.out));

        const QList<QStringList> rows = tableRows(run.out);
        QCOMPARE(rows.size(), 2); // 4Mation's two match-ups, Expert and Perfect
        const QRegularExpression share(QStringLiteral("^(\\d+) of (\\d+)$"));
        for (const QStringList &row : rows) {
            QCOMPARE(row.first(), QStringLiteral("4mation 7x7"));
            const QRegularExpressionMatch analysed = share.match(row.last());
            QVERIFY2(analysed.hasMatch(), qPrintable(row.join(QLatin1Char('|'))));
            // The window's first position goes to the analysis as it opens,
            // so every row gave it at least one.
            const int inFull = analysed.captured(1).toInt(), given = analysed.captured(2).toInt();
            QVERIFY2(given >= 1, qPrintable(row.last()));
            QVERIFY2(inFull <= given, qPrintable(row.last()));
        }
    }
};

QTEST_MAIN(TestWindowBenchmark)
#include "tst_windowbenchmark.moc"
