// quatre-cli book: it makes a book and goes on from its log after a stop,
// completes a book made before and keeps its lines, shares the positions of
// a ply between runs (--part), gives the same book on any number of threads,
// checks a book against the solver, and refuses what is not a regular file.
#include "clicontext.h"
#include "namedpipe.h"

#include "core/games/connectfour/connectfour.h"
#include "core/games/connectfour/connectfourbook.h"
#include "core/games/connectfour/connectfourbookwalk.h"
#include "core/solver/perfectlines.h"

#include <QtTest>

#include <algorithm>
#include <optional>
#include <string>
#include <utility>
#include <variant>
#include <vector>

class TestBook : public QObject {
    Q_OBJECT

private slots:
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
        CliRun run = runCli(make);
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
        QVERIFY2(run.output.contains(QStringLiteral("%1 from the logs, 0 solved").arg(written.size() - 1)),
                 qPrintable(run.output));

        // The check walks each side to its own depth and solves every entry.
        run = runCli({QStringLiteral("book"), QStringLiteral("--game"), QStringLiteral("4mation"),
                      QStringLiteral("--size"), QStringLiteral("5"), QStringLiteral("--official-rule"),
                      QStringLiteral("--table-bits"), QStringLiteral("16"), QStringLiteral("--check"), table});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.output.contains(
                     QStringLiteral("0 positions of the walk missing; %1 checked against the solver, 0 wrong")
                         .arg(written.size() - 1)),
                 qPrintable(run.output));

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

    // A run stopped while writing a line of its log leaves it unfinished:
    // "2 1 -1" of "2 1 -12 40" would read as another score. The next run
    // drops it and solves its position again, so the book checks out; and a
    // book that cannot be written is said before any solving.
    void aLogLineLeftUnfinishedIsSolvedAgain()
    {
        QTemporaryDir dir;
        const QString log = dir.filePath(QStringLiteral("stopped.log"));
        const QString book = dir.filePath(QStringLiteral("book.q4bk"));
        const QStringList board{QStringLiteral("book"),   QStringLiteral("--game"),  QStringLiteral("connect4"),
                                QStringLiteral("--rows"), QStringLiteral("4"),       QStringLiteral("--cols"),
                                QStringLiteral("4"),      QStringLiteral("--plies"), QStringLiteral("2")};
        for (const char *tail : {"2 1 0", "2 1", "2"}) {
            QFile file(log);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write(QByteArray("- 1 0 2\n1 4 0 0\n") + tail);
            file.close();
            CliRun run = runCli(board + QStringList{QStringLiteral("--log"), log, QStringLiteral("--output"), book});
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(run.err.contains(QStringLiteral("left unfinished")), qPrintable(run.err));
            QVERIFY2(run.output.contains(QStringLiteral("2 from the logs")), qPrintable(run.output));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray written = file.readAll();
            file.close();
            QVERIFY(written.startsWith("- 1 0 2\n1 4 0 0\n"));
            QVERIFY(written.endsWith('\n'));
            for (const QByteArray &line : written.trimmed().split('\n'))
                QVERIFY2(line.count(' ') == 3, line.constData()); // <moves> <move> <score> <ms>
            run = runCli(board + QStringList{QStringLiteral("--check"), book});
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(run.output.contains(QStringLiteral(", 0 wrong")), qPrintable(run.output));
            // A log that ends well is read whole, and left as it is.
            run = runCli(board + QStringList{QStringLiteral("--log"), log});
            QCOMPARE(run.exitCode, 0);
            QVERIFY2(!run.err.contains(QStringLiteral("left unfinished")), qPrintable(run.err));
            QVERIFY2(run.output.contains(QStringLiteral(", 0 solved")), qPrintable(run.output));
        }
        // What no run writes is no unfinished line: refused, and kept.
        {
            QFile file(log);
            QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
            file.write("- 1 0 2\n\x01\x02");
            file.close();
            const CliRun run = runCli(board + QStringList{QStringLiteral("--log"), log});
            QCOMPARE(run.exitCode, 2);
            QVERIFY2(run.err.contains(QStringLiteral("line 2 is not")), qPrintable(run.err));
            QVERIFY(file.open(QIODevice::ReadOnly));
            QCOMPARE(file.readAll(), QByteArray("- 1 0 2\n\x01\x02"));
        }
        const CliRun nowhere =
            runCli(board + QStringList{QStringLiteral("--output"), dir.filePath(QStringLiteral("no/folder/b.q4bk"))});
        QCOMPARE(nowhere.exitCode, 2);
        QVERIFY2(nowhere.err.contains(QStringLiteral("cannot write")), qPrintable(nowhere.err));
        QVERIFY2(!nowhere.output.contains(QStringLiteral("solved")), qPrintable(nowhere.output));
    }

    void fourMationBookOfEveryPositionIsMadeAndChecked()
    {
        // 5x5 4Mation, every position of up to 2 cubes (the 8 images of a
        // position count once) on top of the Perfect level's lines to ply 4:
        // the header promises it, the check finds each position and each
        // entry above the deepest ply agreeing with its children.
        QTemporaryDir dir;
        const QString book = dir.filePath(QStringLiteral("book.txt"));
        // A small table: the default (2^24 slots a thread) takes seconds to
        // allocate, and these positions need little of it.
        const QStringList board{QStringLiteral("book"),   QStringLiteral("--game"), QStringLiteral("4mation"),
                                QStringLiteral("--size"), QStringLiteral("5"),      QStringLiteral("--table-bits"),
                                QStringLiteral("18")};
        CliRun run = runCli(board
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
        QVERIFY2(run.output.contains(complete.arg(29)), qPrintable(run.output));
        QVERIFY2(run.output.contains(QStringLiteral(", 0 wrong")), qPrintable(run.output));

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
        QVERIFY2(run.output.contains(QStringLiteral(" missing")), qPrintable(run.output));

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
        const auto logLines = [&](const char *name) {
            QFile file(path(name));
            return file.open(QIODevice::ReadOnly | QIODevice::Text) ? lines(QString::fromUtf8(file.readAll()))
                                                                    : QStringList();
        };
        // `options` run as parts 1/2 and 2/2, one log each; each part must
        // solve some positions, and only positions of the deepest ply.
        const auto solveInTwoParts = [&](const QStringList &options, const char *log1, const char *log2,
                                         int deepestPly) {
            for (const auto &[part, log] : {std::pair{"1/2", log1}, std::pair{"2/2", log2}}) {
                const CliRun partRun = runCli(options
                                              + QStringList{QStringLiteral("--part"), QString::fromLatin1(part),
                                                            QStringLiteral("--log"), path(log)});
                QCOMPARE(partRun.exitCode, 0);
                const QStringList solved = logLines(log);
                QVERIFY(!solved.isEmpty());
                for (const QString &line : solved)
                    QVERIFY2(line.indexOf(QLatin1Char(' ')) == deepestPly, qPrintable(line));
            }
        };
        solveInTwoParts(every, "a.log", "b.log", 6);
        if (QTest::currentTestFailed())
            return;
        const QStringList a = logLines("a.log"), b = logLines("b.log");

        CliRun run =
            runCli(every
                   + QStringList{QStringLiteral("--plies"), QStringLiteral("8"), QStringLiteral("--log"), path("c.log"),
                                 QStringLiteral("--log"), path("a.log"), QStringLiteral("--log"), path("b.log"),
                                 QStringLiteral("--output"), path("book.q4bk")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.output.contains(QStringLiteral("%1 from the logs").arg(a.size() + b.size())),
                 qPrintable(run.output));
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
        QVERIFY2(run.output.contains(QStringLiteral("0 positions of the walk missing"))
                     && run.output.contains(QStringLiteral(", 0 wrong")),
                 qPrintable(run.output));
        std::size_t toPly6 = 0;
        for (const auto &ply :
             quatre::everyPositionByPly(quatre::ConnectFour(4, 5), 6, quatre::ConnectFourBook::canonicalKey))
            toPly6 += ply.size();
        const QString complete =
            QStringLiteral("every position to ply 6: %1 positions, %2 missing, %3 disagreeing with their children");
        QVERIFY2(run.output.contains(complete.arg(toPly6).arg(0).arg(0)), qPrintable(run.output));

        // --base starts from a book whose logs are gone: nothing to solve.
        run = runCli(board
                     + QStringList{QStringLiteral("--plies"), QStringLiteral("8"), QStringLiteral("--base"),
                                   path("book.q4bk"), QStringLiteral("--output"), path("copy.q4bk")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.output.contains(QStringLiteral("0 solved")), qPrintable(run.output));
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
        solveInTwoParts(deeper, "d1.log", "d2.log", 7);
        if (QTest::currentTestFailed())
            return;
        run = runCli(deeper
                     + QStringList{QStringLiteral("--log"), path("d3.log"), QStringLiteral("--log"), path("d1.log"),
                                   QStringLiteral("--log"), path("d2.log"), QStringLiteral("--output"),
                                   path("deeper.q4bk")});
        QCOMPARE(run.exitCode, 0);
        QVERIFY2(run.output.contains(QStringLiteral("0 solved")), qPrintable(run.output));
        run = runCli(board
                     + QStringList{QStringLiteral("--check"), path("deeper.q4bk"), QStringLiteral("--check-from"),
                                   QStringLiteral("7")});
        QCOMPARE(run.exitCode, 0);
        std::size_t toPly7 = 0;
        for (const auto &ply :
             quatre::everyPositionByPly(quatre::ConnectFour(4, 5), 7, quatre::ConnectFourBook::canonicalKey))
            toPly7 += ply.size();
        QVERIFY2(run.output.contains(
                     QStringLiteral("every position to ply 7: %1 positions, 0 missing, 0 disagreeing").arg(toPly7))
                     && run.output.contains(QStringLiteral(", 0 wrong")),
                 qPrintable(run.output));

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
        QVERIFY2(run.output.contains(QStringLiteral("323 book")) && run.output.contains(QStringLiteral("children")),
                 qPrintable(run.output));
        QVERIFY2(run.output.contains(complete.arg(toPly6).arg(0).arg(1)), qPrintable(run.output));
        QVERIFY2(run.output.contains(QStringLiteral(", 0 wrong")),
                 qPrintable(run.output)); // the solver's part is still right

        // Options that do not go together.
        const auto refused = [&](const QStringList &arguments, const char *message) {
            const CliRun bad = runCli(arguments);
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
            const CliRun run =
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
        const CliRun refused = runCli({QStringLiteral("book"), QStringLiteral("--threads"), QStringLiteral("0")});
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
            const CliRun run = runCli(board + QStringList{option, pipePath});
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
        CliRun run = runCli(board
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
        QVERIFY2(run.output.contains(QStringLiteral("0 positions of the walk missing"))
                     && run.output.contains(QStringLiteral(", 0 wrong")),
                 qPrintable(run.output));
    }
};

QTEST_MAIN(TestBook)
#include "tst_book.moc"
