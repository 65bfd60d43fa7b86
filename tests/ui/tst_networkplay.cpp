// NetworkPlay in the window: two windows of one process play Connect Four
// over 127.0.0.1 by clicking their boards, each only on its own turn; the
// seat cards name the opponent; undo by consent through the bar's buttons;
// chat as plain text; a window that closes says goodbye, the other keeps the
// game, and a new window joining with the same code resumes it; an AI may
// take the seat of a lost opponent; and a window plays a whole game
// against `quatre-cli join --level` in another process. Loopback only,
// every wait bounded.
#include "ui/ai/aicontroller.h"
#include "ui/language/translation.h"
#include "ui/mainwindow/seatcard.h"
#include "ui/mainwindow/sidepanel.h"
#include "ui/network/networkmatch.h"
#include "ui/networkplay/chatbox.h"
#include "ui/networkplay/joindialog.h"
#include "ui/networkplay/networkbar.h"
#include "ui/networkplay/networkplay.h"
#include "ui/sound/gamesounds.h"
#include "ui/statistics/statisticsstore.h"
#include "testpaths.h"
#include "testseed.h"
#include "uitestsupport.h"

#include <QAction>
#include <QLineEdit>
#include <QListWidget>
#include <QSpinBox>
#include <QUdpSocket>

#include <random>
#include <QProcess>
#include <QPushButton>
#include <QTest>

using namespace quatre;
using namespace quatre::ui;
using quatre::ui::test::clickColumn;

namespace {

constexpr int kWaitMs = 10000;

HostChoice hostChoice(int rows, int columns)
{
    HostChoice choice;
    choice.options = builtInGames().find("connect4")->rules->defaultOptions();
    choice.options.setValue("rows", rows);
    choice.options.setValue("columns", columns);
    choice.localSeat = 0;
    choice.firstSeat = 0;
    choice.port = 0;
    choice.name = QStringLiteral("Horia");
    choice.listenAddress = QHostAddress(QHostAddress::LocalHost);
    // The announcements go to a socket of this process's on loopback, never to the network.
    static QUdpSocket sink;
    if (sink.state() != QAbstractSocket::BoundState)
        sink.bind(QHostAddress(QHostAddress::LocalHost), 0);
    choice.announceTo = QHostAddress(QHostAddress::LocalHost);
    choice.announcePort = sink.localPort();
    return choice;
}

JoinChoice joinChoice(const MainWindow &host, const QString &name)
{
    return {QStringLiteral("127.0.0.1"), host.networkPlay()->port(), host.networkPlay()->joinCode(), name};
}

bool playing(const MainWindow &window)
{
    return window.networkPlay()->state() == NetworkPlay::State::Playing;
}

// Both windows hold the same moves, `plies` of them.
bool inStep(const MainWindow &a, const MainWindow &b, int plies)
{
    return a.session()->moveTexts() == b.session()->moveTexts() && a.session()->game().plyCount() == plies;
}

} // namespace

class TestNetworkPlay : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }

    void twoWindowsPlayAGameByClickingTheirBoards()
    {
        QTemporaryDir hostDir, joinDir;
        auto host = ui::test::makeWindow(hostDir, Seat::person(), Seat::person());
        auto joiner = ui::test::makeWindow(joinDir, Seat::person(), Seat::person(), 6, 7);
        QVERIFY(host && joiner);
        QVERIFY(host->networkPlay()->host(hostChoice(4, 5)));
        QCOMPARE(host->networkPlay()->state(), NetworkPlay::State::Hosting);
        QVERIFY(host->networkBar()->isVisible());
        QVERIFY(host->networkBar()->text().contains(host->networkPlay()->joinCode()));
        QVERIFY(!host->findChild<QAction *>(QStringLiteral("actionHostGame"))->isEnabled());

        joiner->networkPlay()->join(joinChoice(*host, QStringLiteral("Joana")));
        QVERIFY(QTest::qWaitFor([&] { return playing(*host) && playing(*joiner); }, kWaitMs));
        // The joiner's window took the host's game: 4 x 5 Connect Four.
        QCOMPARE(joiner->session()->game().columns(), 5);
        QCOMPARE(host->sidePanel()->seatCard(1)->player(), QStringLiteral("Joana — Opponent (network)"));
        QCOMPARE(joiner->sidePanel()->seatCard(0)->player(), QStringLiteral("Horia — Opponent (network)"));
        QCOMPARE(joiner->sidePanel()->seatCard(1)->player(), QStringLiteral("You"));
        QVERIFY(host->boardView()->isInteractive());
        QVERIFY(!joiner->boardView()->isInteractive());

        // A click out of turn does nothing on either side.
        clickColumn(*joiner, 2);
        QTest::qWait(100);
        QVERIFY(inStep(*host, *joiner, 0));

        // Host in column 0, joiner in column 1, until four stand in column 0.
        for (int ply = 0; ply < 7; ++ply) {
            MainWindow &mover = ply % 2 == 0 ? *host : *joiner;
            QVERIFY2(QTest::qWaitFor([&] { return mover.boardView()->isInteractive(); }, kWaitMs),
                     qPrintable(QStringLiteral("ply %1").arg(ply)));
            clickColumn(mover, ply % 2);
            QVERIFY(QTest::qWaitFor([&] { return inStep(*host, *joiner, ply + 1); }, kWaitMs));
        }
        QVERIFY(host->session()->isOver());
        QCOMPARE(host->endMessage(), QStringLiteral("Winner!!! Good Job"));
        QCOMPARE(joiner->endMessage(), QStringLiteral("Game OVER! - You've lost!"));
        // Counted as a game against a person over the network.
        QCOMPARE(host->statistics()->statistics().networkRecord("connect4").wins, 1);
        QCOMPARE(joiner->statistics()->statistics().networkRecord("connect4").losses, 1);

        // A rematch by agreement: the joiner begins it.
        joiner->findChild<QAction *>(QStringLiteral("actionNew"))->trigger();
        QVERIFY(QTest::qWaitFor([&] { return host->networkBar()->acceptButton()->isVisible(); }, kWaitMs));
        QVERIFY(host->networkBar()->text().contains(QStringLiteral("Joana asks for a rematch")));
        host->networkBar()->acceptButton()->click();
        QVERIFY(QTest::qWaitFor([&] { return !joiner->session()->isOver() && !host->session()->isOver(); }, kWaitMs));
        QCOMPARE(host->session()->firstSeat(), 1);
        QVERIFY(QTest::qWaitFor([&] { return joiner->boardView()->isInteractive(); }, kWaitMs));
        QVERIFY(!host->boardView()->isInteractive());

        // The host resigns: both windows ring the end of a game, and count it.
        for (MainWindow *window : {host.get(), joiner.get()}) {
            window->sounds()->setEnabled(true);
            window->sounds()->setVolumePercent(100);
        }
        const std::size_t hostHeard = host->sounds()->requests().size();
        const std::size_t joinerHeard = joiner->sounds()->requests().size();
        host->networkPlay()->resign();
        QVERIFY(QTest::qWaitFor([&] { return joiner->networkPlay()->resignedSeat() == 0; }, kWaitMs));
        QCOMPARE(host->networkPlay()->resignedSeat(), 0);
        QCOMPARE(host->sounds()->requests().size(), hostHeard + 1);
        QCOMPARE(joiner->sounds()->requests().size(), joinerHeard + 1);
        QCOMPARE(host->sounds()->lastRequest()->sound, sound::SoundId::Win);
        QCOMPARE(joiner->sounds()->lastRequest()->sound, sound::SoundId::Win);
        QCOMPARE(host->statistics()->statistics().networkRecord("connect4").losses, 1);
        QCOMPARE(joiner->statistics()->statistics().networkRecord("connect4").wins, 1);
    }

    void theJoinDialogListsAGameHostedOnTheLocalNetwork()
    {
        JoinDialog dialog(builtInGames(), nullptr);
        QVERIFY(dialog.listenForGames(QHostAddress(QHostAddress::LocalHost), 0));
        QTemporaryDir hostDir;
        auto host = ui::test::makeWindow(hostDir, Seat::person(), Seat::person());
        QVERIFY(host);
        HostChoice choice = hostChoice(6, 7);
        choice.announceTo = QHostAddress(QHostAddress::LocalHost);
        choice.announcePort = dialog.gamesPort();
        QVERIFY(host->networkPlay()->host(choice));
        QVERIFY(QTest::qWaitFor([&] { return dialog.gameList()->count() == 1; }, kWaitMs));
        QListWidgetItem *item = dialog.gameList()->item(0);
        QCOMPARE(item->text(),
                 QStringLiteral("Horia — Connect Four (127.0.0.1, port %1)").arg(host->networkPlay()->port()));
        dialog.gameList()->itemClicked(item);
        QCOMPARE(dialog.addressEdit()->text(), QStringLiteral("127.0.0.1"));
        QCOMPARE(dialog.portSpin()->value(), int(host->networkPlay()->port()));
        // Once someone plays, the game is no longer announced and leaves the list.
        auto joiner = ui::test::makeWindow(hostDir, Seat::person(), Seat::person());
        joiner->networkPlay()->join(joinChoice(*host, QStringLiteral("Joana")));
        QVERIFY(QTest::qWaitFor([&] { return playing(*host); }, kWaitMs));
        QVERIFY(QTest::qWaitFor([&] { return dialog.gameList()->count() == 0; }, 3 * kWaitMs));
    }

    void theJoinerTakesTheHostsGameAndItsBoard_data()
    {
        QTest::addColumn<QString>("game");
        for (const GameEntry &game : builtInGames().games())
            QTest::newRow(game.id().data()) << QString::fromLatin1(game.id().data(), qsizetype(game.id().size()));
    }
    void theJoinerTakesTheHostsGameAndItsBoard()
    {
        QFETCH(QString, game);
        QTemporaryDir hostDir, joinDir;
        auto host = ui::test::makeWindow(hostDir, Seat::person(), Seat::person());
        auto joiner = ui::test::makeWindow(joinDir, Seat::person(), Seat::person());
        QVERIFY(host && joiner);
        HostChoice choice = hostChoice(6, 7);
        choice.options = builtInGames().find(game.toStdString())->rules->defaultOptions();
        choice.localSeat = 1;
        choice.firstSeat = 1;
        QVERIFY(host->networkPlay()->host(choice));
        joiner->networkPlay()->join(joinChoice(*host, QStringLiteral("Joana")));
        QVERIFY(QTest::qWaitFor([&] { return playing(*host) && playing(*joiner); }, kWaitMs));
        QCOMPARE(joiner->session()->options(), choice.options);
        QCOMPARE(joiner->networkPlay()->localSeat(), 0);
        // The window drew the game's own board before the game came.
        QCOMPARE(joiner->boardView()->metaObject(), host->boardView()->metaObject());
        QCOMPARE(joiner->boardView()->session(), joiner->session());
        // Seeded moves by whoever is to move, until the end.
        std::mt19937 random(quatre::test::testSeed(11));
        for (int ply = 0; !host->session()->isOver(); ++ply) {
            QVERIFY(ply < 120);
            MainWindow &mover = host->networkPlay()->allowsLocalMove() ? *host : *joiner;
            QVERIFY(mover.networkPlay()->allowsLocalMove());
            const std::vector<Move> legal = mover.session()->game().legalMoves();
            QVERIFY(mover.session()->play(legal[random() % legal.size()]));
            QVERIFY(QTest::qWaitFor([&] { return inStep(*host, *joiner, ply + 1); }, kWaitMs));
        }
        QVERIFY(joiner->session()->isOver());
        QCOMPARE(joiner->session()->winnerSeat(), host->session()->winnerSeat());
    }

    void undoNeedsTheOthersConsentAndChatIsPlainText()
    {
        QTemporaryDir hostDir, joinDir;
        auto host = ui::test::makeWindow(hostDir, Seat::person(), Seat::person());
        auto joiner = ui::test::makeWindow(joinDir, Seat::person(), Seat::person());
        QVERIFY(host && joiner);
        QVERIFY(host->networkPlay()->host(hostChoice(6, 7)));
        joiner->networkPlay()->join(joinChoice(*host, QStringLiteral("Joana")));
        QVERIFY(QTest::qWaitFor([&] { return playing(*host) && playing(*joiner); }, kWaitMs));
        clickColumn(*host, 3);
        QVERIFY(QTest::qWaitFor([&] { return inStep(*host, *joiner, 1); }, kWaitMs));

        // Declined: nothing changes.
        QAction *undo = host->findChild<QAction *>(QStringLiteral("actionUndo"));
        QVERIFY(undo->isEnabled());
        undo->trigger();
        QVERIFY(!undo->isEnabled()); // one question at a time
        QVERIFY(QTest::qWaitFor([&] { return joiner->networkBar()->declineButton()->isVisible(); }, kWaitMs));
        joiner->networkBar()->declineButton()->click();
        QVERIFY(!joiner->networkBar()->isVisible()); // answered: nothing more to say
        QVERIFY(QTest::qWaitFor([&] { return undo->isEnabled(); }, kWaitMs));
        QVERIFY(inStep(*host, *joiner, 1));
        // Accepted: the move is taken back on both sides.
        undo->trigger();
        QVERIFY(QTest::qWaitFor([&] { return joiner->networkBar()->acceptButton()->isVisible(); }, kWaitMs));
        joiner->networkBar()->acceptButton()->click();
        QVERIFY(QTest::qWaitFor([&] { return inStep(*host, *joiner, 0); }, kWaitMs));
        QVERIFY(!joiner->networkBar()->acceptButton()->isVisible());

        QVERIFY(joiner->chatBox()->isVisible());
        QLineEdit *line = host->chatBox()->lineEdit();
        line->setText(QStringLiteral("<b>hello</b> <a href=\"http://example.com\">x</a>"));
        QTest::keyClick(line, Qt::Key_Return);
        QVERIFY(QTest::qWaitFor([&] { return !joiner->chatBox()->transcript().isEmpty(); }, kWaitMs));
        QCOMPARE(joiner->chatBox()->transcript(),
                 QStringLiteral("Horia: <b>hello</b> <a href=\"http://example.com\">x</a>"));
        QCOMPARE(host->chatBox()->transcript(),
                 QStringLiteral("You: <b>hello</b> <a href=\"http://example.com\">x</a>"));
    }

    void aLostConnectionKeepsTheGameAndTheSamePersonMayComeBack()
    {
        QTemporaryDir hostDir, joinDir, againDir;
        auto host = ui::test::makeWindow(hostDir, Seat::person(), Seat::person());
        auto joiner = ui::test::makeWindow(joinDir, Seat::person(), Seat::person());
        QVERIFY(host && joiner);
        QVERIFY(host->networkPlay()->host(hostChoice(6, 7)));
        joiner->networkPlay()->join(joinChoice(*host, QStringLiteral("Joana")));
        QVERIFY(QTest::qWaitFor([&] { return playing(*host) && playing(*joiner); }, kWaitMs));
        clickColumn(*host, 3);
        QVERIFY(QTest::qWaitFor([&] { return joiner->boardView()->isInteractive(); }, kWaitMs));
        clickColumn(*joiner, 4);
        QVERIFY(QTest::qWaitFor([&] { return inStep(*host, *joiner, 2); }, kWaitMs));
        const QStringList moves = host->session()->moveTexts();

        // Closing the window says goodbye; the host is told, keeps the game and listens on.
        joiner->close();
        QVERIFY(QTest::qWaitFor([&] { return host->networkPlay()->state() == NetworkPlay::State::Lost; }, kWaitMs));
        QVERIFY2(host->networkBar()->text().contains(QStringLiteral("The other player left the game")),
                 qPrintable(host->networkBar()->text()));
        QCOMPARE(host->session()->moveTexts(), moves);
        QVERIFY(!host->boardView()->isInteractive()); // no move while nobody is there to see it
        QVERIFY(host->networkBar()->aiButton()->isVisible());

        auto again = ui::test::makeWindow(againDir, Seat::person(), Seat::person());
        QVERIFY(again);
        again->networkPlay()->join(joinChoice(*host, QStringLiteral("Joana")));
        QVERIFY(QTest::qWaitFor([&] { return playing(*host) && playing(*again); }, kWaitMs));
        QCOMPARE(again->session()->moveTexts(), moves);
        QVERIFY(host->boardView()->isInteractive());
    }

    void anAiMayTakeTheSeatOfALostOpponent()
    {
        QTemporaryDir hostDir, joinDir;
        auto host = ui::test::makeWindow(hostDir, Seat::person(), Seat::person());
        auto joiner = ui::test::makeWindow(joinDir, Seat::person(), Seat::person());
        QVERIFY(host && joiner);
        QVERIFY(host->networkPlay()->host(hostChoice(6, 7)));
        joiner->networkPlay()->join(joinChoice(*host, QStringLiteral("Joana")));
        QVERIFY(QTest::qWaitFor([&] { return playing(*host) && playing(*joiner); }, kWaitMs));
        clickColumn(*host, 3);
        QVERIFY(QTest::qWaitFor([&] { return inStep(*host, *joiner, 1); }, kWaitMs));
        // The host leaves: the joiner keeps the game and can reconnect.
        host->networkPlay()->leave();
        QVERIFY(QTest::qWaitFor([&] { return joiner->networkPlay()->state() == NetworkPlay::State::Lost; }, kWaitMs));
        QVERIFY(joiner->networkBar()->reconnectButton()->isVisible());
        // Nobody listens any more: reconnecting fails and keeps the game.
        joiner->networkBar()->reconnectButton()->click();
        QVERIFY(QTest::qWaitFor([&] { return joiner->networkPlay()->state() == NetworkPlay::State::Lost; }, kWaitMs));
        QCOMPARE(joiner->session()->game().plyCount(), 1);
        joiner->networkBar()->aiButton()->click();
        QCOMPARE(joiner->networkPlay()->state(), NetworkPlay::State::Idle);
        QVERIFY(!joiner->session()->seat(0).human);
        // The AI plays the lost player's seat on the joiner's next move.
        clickColumn(*joiner, 2);
        QVERIFY(QTest::qWaitFor([&] { return joiner->session()->game().plyCount() == 3; }, kWaitMs));
    }

    void aKilledPeerIsNoticedAndAnotherResumesTheGame()
    {
        QTemporaryDir hostDir;
        auto host = ui::test::makeWindow(hostDir, Seat::person(), Seat::person());
        QVERIFY(host);
        QVERIFY(host->networkPlay()->host(hostChoice(6, 7)));
        const auto joinArguments = [&](const QString &level) {
            return QStringList{QStringLiteral("join"),
                               QStringLiteral("--level"),
                               level,
                               QStringLiteral("127.0.0.1"),
                               QString::number(host->networkPlay()->port()),
                               host->networkPlay()->joinCode()};
        };
        QProcess first;
        first.start(quatre::testpaths::cliProgram(), joinArguments(QStringLiteral("greedy")));
        QVERIFY(first.waitForStarted(5000));
        QVERIFY(QTest::qWaitFor([&] { return playing(*host); }, kWaitMs));
        for (int column : {0, 6}) {
            QVERIFY(QTest::qWaitFor([&] { return host->boardView()->isInteractive(); }, kWaitMs));
            clickColumn(*host, column);
        }
        QVERIFY(QTest::qWaitFor([&] { return host->session()->game().plyCount() == 4; }, kWaitMs));
        const QStringList moves = host->session()->moveTexts();
        first.kill(); // SIGKILL: no goodbye
        QVERIFY(first.waitForFinished(5000));
        QVERIFY(QTest::qWaitFor([&] { return host->networkPlay()->state() == NetworkPlay::State::Lost; }, kWaitMs));
        QCOMPARE(host->session()->moveTexts(), moves);

        // Another program with the same code takes the game where it was.
        QProcess second;
        second.start(quatre::testpaths::cliProgram(), joinArguments(QStringLiteral("greedy")));
        QVERIFY(second.waitForStarted(5000));
        QVERIFY(QTest::qWaitFor([&] { return playing(*host); }, kWaitMs));
        QCOMPARE(host->session()->moveTexts(), moves);
        QVERIFY(host->boardView()->isInteractive());
        clickColumn(*host, 0);
        QVERIFY(QTest::qWaitFor([&] { return host->session()->game().plyCount() == 6; }, kWaitMs));
        host->networkPlay()->leave();
        QVERIFY(second.waitForFinished(kWaitMs));
        QCOMPARE(second.exitCode(), 1); // the other player left before the end
    }

    void aWindowPlaysAGameAgainstACommandLineAi()
    {
        QTemporaryDir hostDir;
        auto host = ui::test::makeWindow(hostDir, Seat::person(), Seat::person());
        QVERIFY(host);
        QVERIFY(host->networkPlay()->host(hostChoice(4, 4)));
        QProcess joiner;
        joiner.start(quatre::testpaths::cliProgram(),
                     {QStringLiteral("join"), QStringLiteral("--level"), QStringLiteral("greedy"),
                      QStringLiteral("127.0.0.1"), QString::number(host->networkPlay()->port()),
                      host->networkPlay()->joinCode()});
        QVERIFY(joiner.waitForStarted(5000));
        QVERIFY(QTest::qWaitFor([&] { return playing(*host); }, kWaitMs));
        QCOMPARE(host->sidePanel()->seatCard(1)->player(), QStringLiteral("quatre-cli — Opponent (network)"));
        // The window plays the first legal column each turn, to the end.
        for (int turn = 0; turn < 16 && !host->session()->isOver(); ++turn) {
            QVERIFY(QTest::qWaitFor([&] { return host->boardView()->isInteractive() || host->session()->isOver(); },
                                    kWaitMs));
            if (host->session()->isOver())
                break;
            const int before = host->session()->game().plyCount();
            for (int column = 0; column < 4 && host->session()->game().plyCount() == before; ++column) {
                clickColumn(*host, column);
                QTest::qWait(20);
            }
        }
        QVERIFY(QTest::qWaitFor([&] { return host->session()->isOver(); }, kWaitMs));
        QVERIFY(joiner.waitForFinished(kWaitMs));
        QCOMPARE(joiner.exitCode(), 0);
        // The peer printed the same moves.
        const QString printed = QString::fromUtf8(joiner.readAllStandardOutput()).trimmed();
        QVERIFY2(printed.startsWith(host->session()->movesText()), qPrintable(printed));
    }
};

QTEST_MAIN(TestNetworkPlay)
#include "tst_networkplay.moc"
