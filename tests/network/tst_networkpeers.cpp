// Two real processes over 127.0.0.1: `quatre-cli host` and `quatre-cli join`,
// each an AI level, play whole games of each game and print the same moves
// and result; a joiner killed mid-game (SIGKILL) is reported by the host at
// once; a wrong join code is refused. Every process is bounded in time.
#include "ui/games/gamelist.h"
#include "ui/registry/gameregistry.h"

#include "core/games/gamerules.h"

#include "testpaths.h"

#include <QProcess>
#include <QTest>

using namespace quatre;

namespace {

constexpr int kGameMs = 60000;

struct Hosting {
    QProcess process;
    QString port, code;

    bool start(const QStringList &extra)
    {
        process.start(quatre::testpaths::cliProgram(),
                      QStringList{QStringLiteral("host"), QStringLiteral("--address"), QStringLiteral("127.0.0.1"),
                                  QStringLiteral("--port"), QStringLiteral("0"), QStringLiteral("--wait"),
                                  QStringLiteral("30")}
                          + extra);
        if (!process.waitForStarted(5000))
            return false;
        // "port <P> code <C> addresses <A>"
        if (!process.waitForReadyRead(10000))
            return false;
        const QStringList words = QString::fromUtf8(process.readLine()).split(QLatin1Char(' '));
        if (words.size() < 4)
            return false;
        port = words.at(1);
        code = words.at(3);
        return true;
    }
};

QStringList joinArguments(const Hosting &host, const QString &level, const QString &code)
{
    return {QStringLiteral("join"), QStringLiteral("--level"), level, QStringLiteral("127.0.0.1"), host.port, code};
}

} // namespace

class TestNetworkPeers : public QObject {
    Q_OBJECT

private slots:
    void twoProcessesPlayAWholeGame_data()
    {
        QTest::addColumn<QString>("game");
        for (const ui::GameEntry &game : ui::builtInGames().games())
            QTest::newRow(game.id().data()) << QString::fromLatin1(game.id().data(), qsizetype(game.id().size()));
    }
    void twoProcessesPlayAWholeGame()
    {
        QFETCH(QString, game);
        Hosting host;
        QVERIFY(host.start({QStringLiteral("--game"), game, QStringLiteral("--level"), QStringLiteral("expert:d2"),
                            QStringLiteral("--seat"), QStringLiteral("2")}));
        QProcess joiner;
        joiner.start(quatre::testpaths::cliProgram(), joinArguments(host, QStringLiteral("expert:d3"), host.code));
        QVERIFY(joiner.waitForFinished(kGameMs));
        QVERIFY(host.process.waitForFinished(kGameMs));
        QCOMPARE(joiner.exitCode(), 0);
        QCOMPARE(host.process.exitCode(), 0);
        const QString atJoiner = QString::fromUtf8(joiner.readAllStandardOutput()).trimmed();
        const QString atHost = QString::fromUtf8(host.process.readAllStandardOutput()).trimmed();
        QCOMPARE(atJoiner, atHost);
        // The moves replay legally to the end the result says.
        const qsizetype space = atHost.lastIndexOf(QLatin1Char(' '));
        const GameOptions options = ui::builtInGames().find(game.toStdString())->rules->defaultOptions();
        auto played = gameFromText(options, atHost.left(space).toStdString());
        QVERIFY(std::holds_alternative<std::unique_ptr<Game>>(played));
        const Game &end = *std::get<std::unique_ptr<Game>>(played);
        QVERIFY(end.isOver());
        const QString result = atHost.mid(space + 1);
        // Seat 1 (the joiner) began: side 0 is seat 1.
        const QString expected = end.outcome() == Outcome::Draw ? QStringLiteral("draw")
            : end.outcome() == winFor(0)                        ? QStringLiteral("1-0")
                                                                : QStringLiteral("0-1");
        QCOMPARE(result, expected);
    }

    void aKilledPeerIsReportedAtOnce()
    {
        Hosting host;
        // Slow moves on a large board, so that the game is surely still on when the joiner dies.
        QVERIFY(host.start({QStringLiteral("--level"), QStringLiteral("expert:300"), QStringLiteral("--rows"),
                            QStringLiteral("10"), QStringLiteral("--cols"), QStringLiteral("10")}));
        QProcess joiner;
        joiner.start(quatre::testpaths::cliProgram(), joinArguments(host, QStringLiteral("expert:300"), host.code));
        QVERIFY(joiner.waitForStarted(5000));
        QByteArray said;
        QVERIFY(QTest::qWaitFor(
            [&] {
                said += host.process.readAllStandardError();
                return said.contains("joined");
            },
            10000));
        QTest::qWait(700);
        QCOMPARE(joiner.state(), QProcess::Running);
        joiner.kill();
        QVERIFY(joiner.waitForFinished(5000));
        QVERIFY(host.process.waitForFinished(10000));
        QCOMPARE(host.process.exitCode(), 1);
        said += host.process.readAllStandardError();
        QVERIFY2(said.contains("The other player left the game"), said.constData());
    }

    void aWrongCodeIsRefused()
    {
        Hosting host;
        QVERIFY(host.start({QStringLiteral("--level"), QStringLiteral("random")}));
        QProcess joiner;
        const QString wrong =
            host.code == QLatin1String("AAAAAA") ? QStringLiteral("BBBBBB") : QStringLiteral("AAAAAA");
        joiner.start(quatre::testpaths::cliProgram(), joinArguments(host, QStringLiteral("random"), wrong));
        QVERIFY(joiner.waitForFinished(10000));
        QCOMPARE(joiner.exitCode(), 1);
        QVERIFY(
            QString::fromUtf8(joiner.readAllStandardError()).contains(QStringLiteral("did not accept the join code")));
        host.process.kill();
        host.process.waitForFinished(5000);
    }
};

QTEST_MAIN(TestNetworkPeers)
#include "tst_networkpeers.moc"
