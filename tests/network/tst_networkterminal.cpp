// A person at the terminal over the network: `quatre-cli join` (or `host`)
// without --level, its standard input written by the test, against the other
// command with an AI level, as two real processes over 127.0.0.1. A whole game
// is played with a refused move, a chat line and a declined undo; a
// resignation typed at the prompt ends both sides alike; the end of the input
// mid-game is the person leaving. Every process is bounded in time and killed
// if still running at the end.
#include "ui/games/gamelist.h"
#include "ui/registry/gameregistry.h"

#include "core/games/gamerules.h"

#include "testpaths.h"

#include <QProcess>
#include <QTest>

#include <functional>

using namespace quatre;

namespace {

constexpr int kStepMs = 20000; // one exchange, with room for a loaded machine

// One quatre-cli process, with everything it printed so far.
struct Peer {
    QProcess process;
    QByteArray out, err;

    Peer()
    {
        // The English the assertions read, whatever the machine's language.
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C.UTF-8"));
        environment.remove(QStringLiteral("LANGUAGE"));
        process.setProcessEnvironment(environment);
    }
    ~Peer()
    {
        if (process.state() != QProcess::NotRunning) {
            process.kill();
            process.waitForFinished(5000);
        }
    }

    void start(const QStringList &arguments) { process.start(quatre::testpaths::cliProgram(), arguments); }
    void collect()
    {
        out += process.readAllStandardOutput();
        err += process.readAllStandardError();
    }
    // Waits until `done` holds of what was printed, or the process ended.
    bool waitUntil(const std::function<bool()> &done, int ms = kStepMs)
    {
        return QTest::qWaitFor(
            [&] {
                collect();
                return done() || process.state() == QProcess::NotRunning;
            },
            ms);
    }
    bool finish(int ms = kStepMs)
    {
        // waitForFinished() is false for a process that has already finished.
        const bool finished = process.state() == QProcess::NotRunning || process.waitForFinished(ms);
        collect();
        return finished;
    }
    void type(const QByteArray &line) { process.write(line + '\n'); }
    QString lastLine() const
    {
        const QList<QByteArray> lines = out.trimmed().split('\n');
        return QString::fromUtf8(lines.constLast());
    }
};

// Starts `quatre-cli host` on a free port of 127.0.0.1 and reads its first
// line, "port <P> code <C> addresses <A>", into `port` and `code`.
bool startHost(Peer &host, const QStringList &extra, QString *port, QString *code)
{
    host.start(QStringList{QStringLiteral("host"), QStringLiteral("--address"), QStringLiteral("127.0.0.1"),
                           QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--wait"),
                           QStringLiteral("30")}
               + extra);
    if (!host.waitUntil([&] { return host.out.contains('\n'); }, 10000) || !host.out.contains('\n'))
        return false;
    const qsizetype end = host.out.indexOf('\n');
    const QStringList words = QString::fromUtf8(host.out.left(end)).split(QLatin1Char(' '));
    host.out.remove(0, end + 1);
    if (words.size() < 4 || words.at(0) != QLatin1String("port"))
        return false;
    *port = words.at(1);
    *code = words.at(3);
    return true;
}

// Checks that "<moves> <result>" replays legally to a finished game that the
// result describes, player 1 (the host's AI, seat 1) having begun.
void verifyFinishedGame(const QString &line)
{
    const qsizetype space = line.lastIndexOf(QLatin1Char(' '));
    GameOptions options = ui::builtInGames().first().rules->defaultOptions();
    options.setValue("rows", 4);
    options.setValue("columns", 4);
    auto played = gameFromText(options, line.left(space).toStdString());
    QVERIFY2(std::holds_alternative<std::unique_ptr<Game>>(played), qPrintable(line));
    const Game &end = *std::get<std::unique_ptr<Game>>(played);
    QVERIFY2(end.isOver(), qPrintable(line));
    const QString expected = end.outcome() == Outcome::Draw ? QStringLiteral("draw")
        : end.outcome() == winFor(0)                        ? QStringLiteral("1-0")
                                                            : QStringLiteral("0-1");
    QCOMPARE(line.mid(space + 1), expected);
}

} // namespace

class TestNetworkTerminal : public QObject {
    Q_OBJECT

private slots:
    void aPersonPlaysAWholeGameAgainstAnAi()
    {
        Peer host, person;
        QString port, code;
        // The AI begins; random is seeded (1 unless told), so the game replays.
        QVERIFY(startHost(host,
                          {QStringLiteral("--level"), QStringLiteral("random"), QStringLiteral("--rows"),
                           QStringLiteral("4"), QStringLiteral("--cols"), QStringLiteral("4")},
                          &port, &code));
        person.start({QStringLiteral("join"), QStringLiteral("127.0.0.1"), port, code});

        // A line for each prompt: first a move off the board, then a chat
        // line, then a column at a time, and an undo once a move of ours is
        // on the board. A full column is refused and the next one tried.
        const QList<QByteArray> opening{"9", "say hello, good luck", "1", "undo"};
        const QByteArray prompt = "Your move: ";
        int answered = 0, column = 0;
        while (person.waitUntil([&] { return person.out.count(prompt) > answered; })
               && person.process.state() == QProcess::Running) {
            if (person.out.count(prompt) <= answered)
                break; // the time ran out
            ++answered;
            person.type(answered <= opening.size() ? opening.at(answered - 1) : QByteArray::number(column++ % 4 + 1));
            QVERIFY2(answered < 200, person.out.constData());
        }
        QVERIFY(person.finish());
        QVERIFY(host.finish());
        QCOMPARE(person.process.exitCode(), 0);
        QCOMPARE(host.process.exitCode(), 0);

        const QString transcript = QString::fromUtf8(person.out);
        // The move off the board was refused and asked again, nothing played.
        QVERIFY2(transcript.contains(QStringLiteral("'9' is not a move here")), person.out.constData());
        const qsizetype refused = transcript.indexOf(QStringLiteral("'9' is not a move here"));
        QVERIFY(transcript.indexOf(QString::fromLatin1(prompt), refused) > refused);
        // The AI declines every undo, and says so.
        QVERIFY2(transcript.contains(QStringLiteral("quatre-cli declined to undo.")), person.out.constData());
        // The board after the moves, and the AI's moves announced.
        QVERIFY(transcript.contains(QStringLiteral("quatre-cli played ")));
        QVERIFY(transcript.contains(QStringLiteral("You are player 2, playing against quatre-cli.")));
        // The chat did not disturb the game: both sides end on the same moves.
        QCOMPARE(person.lastLine(), host.lastLine());
        verifyFinishedGame(host.lastLine());
    }

    void aResignationTypedAtTheTerminalEndsBothSides()
    {
        Peer person, ai;
        QString port, code;
        // The AI joiner moves first and slowly on a large board, so that a
        // move typed while it thinks is out of turn.
        QVERIFY(startHost(person,
                          {QStringLiteral("--first"), QStringLiteral("2"), QStringLiteral("--rows"),
                           QStringLiteral("10"), QStringLiteral("--cols"), QStringLiteral("10")},
                          &port, &code));
        ai.start({QStringLiteral("join"), QStringLiteral("--level"), QStringLiteral("expert:2000"),
                  QStringLiteral("127.0.0.1"), port, code});
        QVERIFY2(person.waitUntil([&] { return person.out.contains("Waiting for quatre-cli to move."); }),
                 person.out.constData());
        person.type("5");
        QVERIFY2(person.waitUntil([&] { return person.out.contains("Your move: "); }), person.out.constData());
        QVERIFY2(person.out.contains("5\nNot your turn: waiting for quatre-cli."), person.out.constData());
        QVERIFY(person.out.contains("quatre-cli played "));
        person.type("resign");
        QVERIFY(person.finish());
        QVERIFY(ai.finish());
        QCOMPARE(person.process.exitCode(), 0);
        QCOMPARE(ai.process.exitCode(), 0);
        QVERIFY(person.out.contains("You resigned."));
        // One AI move, then the host (seat 1) resigned: the same line on both sides.
        QVERIFY2(person.lastLine().endsWith(QLatin1String(" resigned 1")), person.out.constData());
        QCOMPARE(person.lastLine().split(QLatin1Char(' ')).size(), 3);
        QCOMPARE(ai.lastLine(), person.lastLine());
    }

    void theEndOfInputIsThePersonLeaving()
    {
        Peer host, person;
        QString port, code;
        QVERIFY(startHost(host, {QStringLiteral("--level"), QStringLiteral("random")}, &port, &code));
        person.start({QStringLiteral("join"), QStringLiteral("127.0.0.1"), port, code});
        QVERIFY2(person.waitUntil([&] { return person.out.contains("Your move: "); }), person.out.constData());
        person.process.closeWriteChannel();
        QVERIFY(person.finish());
        QVERIFY(host.finish());
        QCOMPARE(person.process.exitCode(), 1);
        QVERIFY2(person.out.contains("Goodbye."), person.out.constData());
        QCOMPARE(host.process.exitCode(), 1);
        QVERIFY2(host.err.contains("The other player left the game"), host.err.constData());
        // No result line: the game was not played to its end.
        QVERIFY(!host.out.contains("1-0") && !host.out.contains("0-1") && !host.out.contains("draw"));
    }
};

QTEST_MAIN(TestNetworkTerminal)
#include "tst_networkterminal.moc"
