// quatre-cli given what nobody should give it: a line of megabytes, text that
// is not ASCII, a folder as standard input, an output nobody can write to, a
// position that would take hours, files that are no files.
#include "ui/cli/cli.h"
#include "ui/cli/linereader.h"
#include "ui/storage/datafile.h"

#include "clicontext.h"
#include "testpaths.h"

#include <QBuffer>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

#include <cstdio>
#include <fcntl.h>
#include <unistd.h>

namespace {

// A Connect Four position near its end, solved at once (-1: the side to move
// loses on its last disc), and the line solve prints for it.
const char *const kLate = "2252576253462244111563365343671351441";
const QString kLateSolved = QString::fromLatin1(kLate) + QStringLiteral(" -1");

CliRun runWith(QStringList arguments, QTextStream &in, QTextStream &out)
{
    arguments.prepend(QStringLiteral("quatre-cli"));
    CliRun run;
    QTextStream err(&run.err);
    run.exitCode = quatre::cli::run(cliContext(), arguments, in, out, err);
    err.flush();
    return run;
}

// Every line LineReader gives for `text`, with "<too long>" for one skipped.
QStringList readAll(QTextStream &in, qsizetype maxLineBytes, QList<int> *numbers = nullptr)
{
    quatre::cli::LineReader reader(in, maxLineBytes);
    QStringList lines;
    QString line;
    for (quatre::cli::LineReader::Result result;
         (result = reader.next(&line)) != quatre::cli::LineReader::Result::End;) {
        lines << (result == quatre::cli::LineReader::Result::TooLong ? QStringLiteral("<too long>") : line);
        if (numbers)
            *numbers << reader.lineNumber();
    }
    return lines;
}

// A device whose every write fails, as a closed standard output does.
class BrokenOutput : public QIODevice {
public:
    BrokenOutput() { open(QIODevice::WriteOnly); }

protected:
    qint64 readData(char *, qint64) override { return -1; }
    qint64 writeData(const char *, qint64) override
    {
        setErrorString(QStringLiteral("Bad file descriptor"));
        return -1;
    }
};

} // namespace

class TestHostileInput : public QObject {
    Q_OBJECT

private slots:
    // (a) Long lines

    void theReaderCutsAtTheCapInBytes_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("lines");
        const char *const tooLong = "<too long>";
        QTest::newRow("at the cap") << QStringLiteral("12345678\n1\n") << strings({"12345678", "1"});
        QTest::newRow("one byte over") << QStringLiteral("123456789\n1\n") << strings({tooLong, "1"});
        QTest::newRow("a whole number of pieces over")
            << QString(QString(16 * 1024 + 9, QLatin1Char('x')) + QStringLiteral("\n1\n")) << strings({tooLong, "1"});
        QTest::newRow("empty lines around") << QStringLiteral("\n123456789\n\n") << strings({"", tooLong, ""});
        QTest::newRow("over at the very end") << QStringLiteral("1\n123456789") << strings({"1", tooLong});
        QTest::newRow("Windows ends of line")
            << QStringLiteral("1234\r\n123456789\r\n5\r\n") << strings({"1234", tooLong, "5"});
        // Three characters of three bytes each: under the cap in characters, over it in bytes.
        QTest::newRow("two full-width digits fit") << QStringLiteral("\uff14\uff14\n") << strings({"\uff14\uff14"});
        QTest::newRow("three do not") << QStringLiteral("\uff14\uff14\uff14\n4\n") << strings({tooLong, "4"});
        QTest::newRow("two emoji fit") << QStringLiteral("\U0001F600\U0001F600\n") << strings({"\U0001F600\U0001F600"});
        QTest::newRow("three emoji do not")
            << QStringLiteral("\U0001F600\U0001F600\U0001F600\n4\n") << strings({tooLong, "4"});
    }

    void theReaderCutsAtTheCapInBytes()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, lines);
        QString fromString = text;
        QTextStream stringIn(&fromString);
        QCOMPARE(readAll(stringIn, 8), lines);
        // A device is read in its own chunks: the same lines.
        QByteArray bytes = text.toUtf8();
        QBuffer buffer(&bytes);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        QTextStream deviceIn(&buffer);
        QCOMPARE(readAll(deviceIn, 8), lines);
    }

    void theReaderNumbersSkippedLinesToo()
    {
        QString text = QStringLiteral("1\n123456789\n3\n");
        QTextStream in(&text);
        QList<int> numbers;
        readAll(in, 8, &numbers);
        QCOMPARE(numbers, (QList<int>{1, 2, 3}));
    }

    void aLineOfMegabytesIsSkippedAndTheNextSolved()
    {
        // 5 MB with no newline, then a position: from a string and from a device.
        const QByteArray longLine(5 * 1024 * 1024, '4');
        const QByteArray input = QByteArray(kLate) + "\n" + longLine + "\n" + kLate + " -1 a score\n";
        for (bool fromDevice : {false, true}) {
            QString inputText = QString::fromLatin1(input);
            QByteArray bytes = input;
            QBuffer buffer(&bytes);
            QVERIFY(buffer.open(QIODevice::ReadOnly));
            QTextStream in(&inputText);
            if (fromDevice)
                in.setDevice(&buffer);
            QString output;
            QTextStream out(&output);
            const CliRun run = runWith({QStringLiteral("solve")}, in, out);
            out.flush();
            QCOMPARE(run.exitCode, 1);
            QCOMPARE(output.split(QLatin1Char('\n'), Qt::SkipEmptyParts), (QStringList{kLateSolved, kLateSolved}));
            QCOMPARE(run.err, QStringLiteral("quatre-cli solve: line 2: longer than 64 KiB, skipped\n"));
        }
    }

    void aLineJustUnderTheCapIsRead()
    {
        // Spaces and a position, 64 KiB in all: read, and solved.
        const QString late = QString::fromLatin1(kLate);
        const CliRun run = runCli({QStringLiteral("solve")},
                                  QString(64 * 1024 - late.size(), QLatin1Char(' ')) + late + QLatin1Char('\n'));
        QCOMPARE(run.exitCode, 0);
        QCOMPARE(run.out, QStringList{kLateSolved});
    }

    // (b) Characters, not bytes

    void errorsNameTheWholeCharacter_data()
    {
        QTest::addColumn<QStringList>("game");
        QTest::addColumn<QString>("moves");
        QTest::addColumn<QString>("expected");
        const QStringList connectFour{QStringLiteral("--game"), QStringLiteral("connect4")};
        const QStringList quarto{QStringLiteral("--game"), QStringLiteral("quarto")};
        const QStringList fourMation{QStringLiteral("--game"), QStringLiteral("4mation")};
        QTest::newRow("Connect Four, full-width digits") << connectFour << QStringLiteral("\uff14\uff14")
                                                         << QStringLiteral("character 1 ('\uff14') is not a column");
        QTest::newRow("Connect Four, emoji") << connectFour << QStringLiteral("44\U0001F600")
                                             << QStringLiteral("character 3 ('\U0001F600') is not a column");
        QTest::newRow("Quarto, full-width letter")
            << quarto << QStringLiteral("DT\uff31F") << QStringLiteral("character 3 ('\uff31'): expected Q");
        QTest::newRow("Quarto, emoji in the second move")
            << quarto << QStringLiteral("DTQF b3DT\U0001F600H") << QStringLiteral("character 10 ('\U0001F600')");
        QTest::newRow("4Mation, full-width digit")
            << fourMation << QStringLiteral("d\uff14") << QStringLiteral("character 2 ('\uff14') is not a row number");
        QTest::newRow("4Mation, emoji") << fourMation << QStringLiteral("d4 \U0001F600")
                                        << QStringLiteral("character 4 ('\U0001F600') is not a column letter");
    }

    void errorsNameTheWholeCharacter()
    {
        QFETCH(QStringList, game);
        QFETCH(QString, moves);
        QFETCH(QString, expected);
        const CliRun best = runCli(QStringList{QStringLiteral("best")} + game + QStringList{moves});
        QCOMPARE(best.exitCode, 2);
        QVERIFY2(best.err.contains(expected), qPrintable(best.err));
        QVERIFY2(!best.err.contains(QChar::ReplacementCharacter), qPrintable(best.err));
        const CliRun solve = runCli(QStringList{QStringLiteral("solve")} + game, moves);
        QCOMPARE(solve.exitCode, 1);
        QVERIFY2(solve.err.startsWith(QStringLiteral("quatre-cli solve: line 1: ")) && solve.err.contains(expected),
                 qPrintable(solve.err));
    }

    // (c) Where the input or the output is not what it should be

    void aFolderAsStandardInputFails()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        // As the shell's `< folder` gives it: a descriptor that opened, and fails at the first read.
        const int descriptor = ::open(QFile::encodeName(dir.path()).constData(), O_RDONLY);
        QVERIFY(descriptor >= 0);
        FILE *folder = ::fdopen(descriptor, "r");
        QVERIFY(folder);
        QString output;
        {
            QTextStream in(folder, QIODevice::ReadOnly), out(&output);
            const CliRun run = runWith({QStringLiteral("solve")}, in, out);
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.startsWith(QStringLiteral("quatre-cli solve: cannot read the input: ")),
                     qPrintable(run.err));
            QVERIFY2(run.err.contains(QLatin1String("directory")), qPrintable(run.err));
        }
        std::fclose(folder);
        QVERIFY(output.isEmpty());
    }

    void anOutputThatCannotBeWrittenFails()
    {
        BrokenOutput device;
        QString input = QString::fromLatin1(kLate) + QLatin1Char('\n');
        QTextStream in(&input), out(&device);
        const CliRun run = runWith({QStringLiteral("solve")}, in, out);
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err, QStringLiteral("quatre-cli: cannot write the output: Bad file descriptor\n"));
        // Every command, not only solve.
        QTextStream helpOut(&device);
        const CliRun help = runWith({QStringLiteral("--help")}, in, helpOut);
        QCOMPARE(help.exitCode, 1);
        QVERIFY2(help.err.contains(QLatin1String("cannot write the output")), qPrintable(help.err));
    }

    void aFullDiskFails()
    {
        FILE *full = std::fopen("/dev/full", "w");
        if (!full)
            QSKIP("no /dev/full here");
        QString input = QString::fromLatin1(kLate) + QLatin1Char('\n');
        {
            QTextStream in(&input), out(full, QIODevice::WriteOnly);
            const CliRun run = runWith({QStringLiteral("solve")}, in, out);
            QCOMPARE(run.exitCode, 1);
            QVERIFY2(run.err.startsWith(QStringLiteral("quatre-cli: cannot write the output: ")), qPrintable(run.err));
        }
        std::fclose(full);
    }

    void closedStandardStreamsFail_data()
    {
        QTest::addColumn<int>("closed");
        QTest::addColumn<QString>("error");
        QTest::newRow("output") << 1 << QStringLiteral("quatre-cli: cannot write the output: Bad file descriptor");
        QTest::newRow("input") << 0 << QStringLiteral("quatre-cli solve: cannot read the input: Bad file descriptor");
    }

    void closedStandardStreamsFail()
    {
        // As `quatre-cli solve >&-` or `<&-` starts it. The answer, "4453 -2\n",
        // is 8 bytes: what an eventfd that took descriptor 1 would accept.
        QFETCH(int, closed);
        QFETCH(QString, error);
        QProcess process;
        process.setChildProcessModifier([closed] { ::close(closed); });
        process.start(quatre::testpaths::cliProgram(), {QStringLiteral("solve")});
        QVERIFY(process.waitForStarted());
        if (closed != 0)
            process.write("4453\n");
        process.closeWriteChannel();
        QVERIFY(process.waitForFinished(60000));
        QCOMPARE(process.exitStatus(), QProcess::NormalExit);
        QCOMPARE(process.exitCode(), 1);
        QCOMPARE(QString::fromUtf8(process.readAllStandardError()).trimmed(), error);
    }

    void aTimeoutGivesUpOnAPositionAndGoesOn()
    {
        // One disc on 10 x 10 or two Quarto moves: hours of search. The
        // position after them wins at once.
        const CliRun connectFour =
            runCli({QStringLiteral("solve"), QStringLiteral("--rows"), QStringLiteral("10"), QStringLiteral("--cols"),
                    QStringLiteral("10"), QStringLiteral("--timeout"), QStringLiteral("0.2")},
                   QStringLiteral("5\n121212\n"));
        QCOMPARE(connectFour.exitCode, 1);
        QCOMPARE(connectFour.out.size(), 1);
        QVERIFY2(connectFour.out[0].startsWith(QLatin1String("121212 ")), qPrintable(connectFour.out[0]));
        QVERIFY2(
            connectFour.err.startsWith(QStringLiteral("quatre-cli solve: line 1: unknown: no result within 0.2 s (")),
            qPrintable(connectFour.err));
        QVERIFY2(connectFour.err.endsWith(QStringLiteral(" nodes searched)\n")), qPrintable(connectFour.err));

        const CliRun quarto = runCli({QStringLiteral("solve"), QStringLiteral("--game"), QStringLiteral("quarto"),
                                      QStringLiteral("--timeout"), QStringLiteral("0.2"), QStringLiteral("--weak")},
                                     QStringLiteral("DTQF b3DTQH\n"));
        QCOMPARE(quarto.exitCode, 1);
        QVERIFY(quarto.out.isEmpty());
        QVERIFY2(quarto.err.contains(QLatin1String("line 1: unknown: no result within 0.2 s")), qPrintable(quarto.err));
    }

    void badTimeoutsAreUsageErrors_data()
    {
        QTest::addColumn<QString>("value");
        for (const char *value : {"0", "-1", "soon", "1e9", "nan", "inf"})
            QTest::newRow(value) << QString::fromLatin1(value);
    }

    void badTimeoutsAreUsageErrors()
    {
        QFETCH(QString, value);
        const CliRun run =
            runCli({QStringLiteral("solve"), QStringLiteral("--timeout"), value}, QStringLiteral("4453\n"));
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("--timeout must be")), qPrintable(run.err));
        QVERIFY(run.out.isEmpty());
    }

    void solveHelpTellsOfTheLimits()
    {
        const CliRun run = runCli({QStringLiteral("solve"), QStringLiteral("--help")});
        QCOMPARE(run.exitCode, 0);
        const QString help = run.out.join(QLatin1Char('\n'));
        QVERIFY2(help.contains(QLatin1String("--timeout <seconds>")), qPrintable(help));
        QVERIFY2(help.contains(QLatin1String("longer than 64 KiB")), qPrintable(help));
    }

    void filesThatAreNoFiles()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString a = dir.filePath(QStringLiteral("a.book")), b = dir.filePath(QStringLiteral("b.book"));
        QVERIFY(QFile::link(b, a) && QFile::link(a, b));
        const CliRun loop = runCli({QStringLiteral("book"), QStringLiteral("--check"), a});
        QCOMPARE(loop.exitCode, 2);
        QVERIFY2(loop.err.contains(QLatin1String("symbolic links")), qPrintable(loop.err));
        QVERIFY2(!loop.err.contains(QLatin1String("does not exist")), qPrintable(loop.err));

        QString error;
        QVERIFY(!quatre::ui::DataFile::isRegularFile(a, &error));
        QCOMPARE(error, QStringLiteral("\"%1\" is a loop of symbolic links, not a regular file.").arg(a));
        // A link to nothing is still nothing.
        const QString dangling = dir.filePath(QStringLiteral("dangling.book"));
        QVERIFY(QFile::link(dir.filePath(QStringLiteral("gone")), dangling));
        QVERIFY(!quatre::ui::DataFile::isRegularFile(dangling, &error));
        QCOMPARE(error, QStringLiteral("The file \"%1\" does not exist.").arg(dangling));

        // A file whose size says 0 and that holds more: its size is not shown as 0 KiB.
        if (QFileInfo(QStringLiteral("/proc/self/maps")).isFile()) {
            QVERIFY(!quatre::ui::DataFile::read(QStringLiteral("/proc/self/maps"), &error, 1024));
            QCOMPARE(error, QStringLiteral("\"/proc/self/maps\" is too large: Quatre reads files of at most 1 KiB."));
        }

        if (!QFileInfo::exists(QStringLiteral("/dev/zero")))
            QSKIP("no /dev/zero here");
        QVERIFY(!quatre::ui::DataFile::read(QStringLiteral("/dev/zero"), &error));
        QCOMPARE(error, QStringLiteral("\"/dev/zero\" is a device, not a regular file."));
        for (const QString &option : {QStringLiteral("--check"), QStringLiteral("--base"), QStringLiteral("--log")}) {
            const CliRun zero = runCli({QStringLiteral("book"), QStringLiteral("--plies"), QStringLiteral("1"), option,
                                        QStringLiteral("/dev/zero")});
            QCOMPARE(zero.exitCode, 2);
            QCOMPARE(zero.err, QStringLiteral("quatre-cli: \"/dev/zero\" is a device, not a regular file.\n"));
        }
    }

    void aLogLineOfMegabytesIsRefusedByNumber()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString log = dir.filePath(QStringLiteral("book.log"));
        QFile file(log);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(QByteArray(2 * 1024 * 1024, '4'));
        file.close();
        const CliRun run = runCli(
            {QStringLiteral("book"), QStringLiteral("--plies"), QStringLiteral("1"), QStringLiteral("--log"), log});
        QCOMPARE(run.exitCode, 2);
        QVERIFY2(run.err.contains(QLatin1String("line 1 is not")), qPrintable(run.err));
    }
};

QTEST_GUILESS_MAIN(TestHostileInput)
#include "tst_hostileinput.moc"
