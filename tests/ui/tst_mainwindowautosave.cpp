// MainWindow and the autosave: the unfinished game kept at close and
// offered back at the next start, a damaged or newer autosave moved aside
// with a word, starts that must leave it alone (--moves, a file given), and
// the question when it cannot be written at close.
#include "ui/mainwindow/mainwindow.h"

#include "ui/language/translation.h"
#include "ui/mainwindow/noticebar.h"
#include "ui/savedgame/autosave.h"
#include "ui/savedgame/savedgame.h"
#include "ui/startup/startup.h"
#include "ui/storage/datafile.h"
#include "filefaults.h"
#include "uitestsupport.h"

#include <QDir>
#include <QFileInfo>
#include <QRegularExpression>

using namespace quatre;
using namespace quatre::ui;
using quatre::ui::test::clickColumn;
using quatre::ui::test::contents;
using quatre::ui::test::peopleWindow;

class TestMainWindowAutosave : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }

    void theLastGameIsOfferedBack()
    {
        QTemporaryDir dir;
        {
            auto window = peopleWindow(dir);
            QVERIFY(window);
            QVERIFY(!window->document()->offerToContinue()); // nothing to offer, nothing asked
            QVERIFY(window->loadMoves(QStringLiteral("4453")));
            window->close();
            QVERIFY(QFileInfo::exists(window->document()->autosavePath()));
            QCOMPARE(QFileInfo(window->document()->autosavePath()).absolutePath(),
                     QFileInfo(dir.path()).absoluteFilePath());
        }
        {
            auto window = peopleWindow(dir);
            QVERIFY(window);
            auto answer = test::answerNextMessageBox(QMessageBox::Yes);
            QVERIFY(window->document()->offerToContinue());
            QVERIFY(answer->asked);
            QCOMPARE(answer->text, QStringLiteral("Continue the last game?"));
            // ("4 moves" once the English plural forms are in; the source says "4 move(s)".)
            QVERIFY2(
                answer->details.startsWith(QLatin1String("A game of Connect Four was left unfinished after 4 move")),
                qPrintable(answer->details));
            QCOMPARE(window->session()->movesText(), QStringLiteral("4453"));
            QVERIFY(window->session()->canUndo());
            QVERIFY(window->document()->filePath().isEmpty());
            window->close(); // still unfinished: kept again
        }
        {
            auto window = peopleWindow(dir);
            QVERIFY(window);
            auto answer = test::answerNextMessageBox(QMessageBox::No);
            QVERIFY(!window->document()->offerToContinue());
            QVERIFY(answer->asked);
            QCOMPARE(window->session()->game().plyCount(), 0);
            QVERIFY(!QFileInfo::exists(window->document()->autosavePath()));
            // A finished game is no game in progress: nothing is kept.
            QVERIFY(window->loadMoves(QStringLiteral("1212121")));
            QVERIFY(window->session()->isOver());
            window->close();
            QVERIFY(!QFileInfo::exists(window->document()->autosavePath()));
        }
    }

    void aWindowPosingForAPictureKeepsNothing()
    {
        QTemporaryDir dir;
        auto window = peopleWindow(dir);
        QVERIFY(window);
        window->document()->setAutosaveEnabled(false);
        QVERIFY(window->loadMoves(QStringLiteral("4453")));
        window->close();
        QVERIFY(!QFileInfo::exists(window->document()->autosavePath()));
    }

    void aContinuedGameKeepsItsFile()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.quatre"));
        {
            auto window = peopleWindow(dir);
            QVERIFY(window);
            QVERIFY(window->loadMoves(QStringLiteral("44")));
            QVERIFY(window->document()->saveGame(path));
            clickColumn(*window, 4);
            QTRY_COMPARE(window->session()->movesText(), QStringLiteral("445"));
            window->close();
        }
        auto window = peopleWindow(dir);
        QVERIFY(window);
        auto answer = test::answerNextMessageBox(QMessageBox::Yes);
        QVERIFY(window->document()->offerToContinue());
        QCOMPARE(window->document()->filePath(), path);
        QCOMPARE(window->session()->movesText(), QStringLiteral("445"));
        QVERIFY(window->isWindowModified()); // the file does not hold the last move
        window->undo();
        QVERIFY(window->isWindowModified());
    }

    void aDamagedAutosaveIsKeptAsideWithAWord()
    {
        QTemporaryDir dir;
        const QByteArray damaged = "{\"format\": \"quatre-saved-game\", \"vers";
        const QString autosave = dir.filePath(QStringLiteral("autosave.quatre"));
        QVERIFY(DataFile::write(autosave, damaged));
        auto window = peopleWindow(dir);
        QVERIFY(window);
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("ends too early")));
        QVERIFY(!window->document()->offerToContinue());
        const QString notices = window->noticeBar()->notices().join(QString());
        QVERIFY2(notices.contains(QLatin1String("could not be restored")), qPrintable(notices));
        QVERIFY2(notices.contains(QDir::toNativeSeparators(autosave + QStringLiteral(".unreadable"))),
                 qPrintable(notices));
        QVERIFY(!QFileInfo::exists(autosave));
        QCOMPARE(contents(autosave + QStringLiteral(".unreadable")), damaged);
    }

    // A file from a newer Quatre is not lost on the next start of this one:
    // it is moved aside (never over an earlier one), and the person told where.
    void anAutosaveOfANewerVersionIsKeptAside()
    {
        QTemporaryDir dir;
        const auto newer = [](int run) {
            return QByteArray("{\"format\": \"quatre-saved-game\", \"version\": 2, \"game\": \"connect4\", "
                              "\"moves\": [\"4\"], \"boardsOfTheFuture\": ")
                + QByteArray::number(run) + '}';
        };
        const QString autosave = dir.filePath(QStringLiteral("autosave.quatre"));
        QStringList kept;
        for (int run = 1; run <= 2; ++run) {
            QVERIFY(DataFile::write(autosave, newer(run)));
            auto window = peopleWindow(dir);
            QVERIFY(window);
            QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("newer version of Quatre")));
            auto answer = test::answerNextMessageBox(QMessageBox::Yes, 300);
            QVERIFY(!window->document()->offerToContinue());
            QVERIFY(!answer->asked);
            kept << autosave + (run == 1 ? QStringLiteral(".unreadable") : QStringLiteral(".unreadable.2"));
            const QStringList notices = window->noticeBar()->notices();
            QCOMPARE(notices.size(), 1);
            QVERIFY2(notices[0].contains(QLatin1String("newer version of Quatre")), qPrintable(notices[0]));
            QVERIFY2(notices[0].contains(QDir::toNativeSeparators(kept.last())), qPrintable(notices[0]));
            // This run's game goes on being kept, in its own file.
            QVERIFY(window->loadMoves(QStringLiteral("44")));
            window->close();
            const std::optional<SavedGame> saved =
                AutosaveSlot(window->document()->autosavePath()).read(builtInGames());
            QVERIFY(saved);
            QCOMPARE(saved->moves.size(), std::size_t(2));
            QFile::remove(window->document()->autosavePath());
        }
        QCOMPARE(contents(kept[0]), newer(1));
        QCOMPARE(contents(kept[1]), newer(2));
    }

    // A start that does not offer the autosaves (--moves, --screenshot)
    // must not replace or remove them: it keeps its own game in a file of
    // its own, and the next ordinary start offers every game, newest first.
    void aStartThatSkipsTheOfferLeavesTheAutosaveAlone()
    {
        QTemporaryDir dir;
        {
            auto window = peopleWindow(dir);
            QVERIFY(window);
            QVERIFY(window->loadMoves(QStringLiteral("4453")));
            window->close();
        }
        const QString autosave = dir.filePath(QStringLiteral("autosave.quatre"));
        const QByteArray kept = contents(autosave);
        QVERIFY(!kept.isEmpty());
        // `quatre --moves 12`, then Quit; then a start on a finished game,
        // which would otherwise remove the autosave as no game in progress.
        for (const QString &moves : {QStringLiteral("12"), QStringLiteral("1212121")}) {
            auto window = peopleWindow(dir);
            QVERIFY(window);
            StartupOptions options;
            options.moves = moves;
            auto answer = test::answerNextMessageBox(QMessageBox::Yes, 300);
            QVERIFY(applyStartupOptions(*window, options));
            QTest::qWait(350); // what the start schedules has run, and the answer has given up
            QVERIFY(!answer->asked);
            QCOMPARE(window->session()->movesText(), moves);
            window->close();
            QCOMPARE(contents(autosave), kept);
        }
        auto window = peopleWindow(dir);
        QVERIFY(window);
        test::MessageBoxAnswers answers({QMessageBox::No, QMessageBox::Yes});
        QVERIFY(window->document()->offerToContinue());
        QCOMPARE(answers.details.size(), 2);
        QVERIFY2(answers.details[0].contains(QLatin1String("after 2 move")), qPrintable(answers.details[0]));
        QVERIFY2(answers.details[0].contains(QLatin1String("1 more unfinished game")), qPrintable(answers.details[0]));
        QCOMPARE(window->session()->movesText(), QStringLiteral("4453"));
    }

    // The file a desktop launcher passes opens as the game on the board,
    // and such a start asks nothing.
    void aFileGivenAtStartIsOpened()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("given.quatre"));
        {
            auto window = peopleWindow(dir);
            QVERIFY(window);
            QVERIFY(window->loadMoves(QStringLiteral("3345")));
            QVERIFY(window->document()->saveGame(path));
            window->close(); // leaves its game for the next start too
        }
        auto window = peopleWindow(dir);
        QVERIFY(window);
        StartupOptions options;
        options.gameFile = path;
        auto answer = test::answerNextMessageBox(QMessageBox::Yes, 300);
        QVERIFY(applyStartupOptions(*window, options));
        QTest::qWait(350);
        QVERIFY(!answer->asked);
        QCOMPARE(window->session()->movesText(), QStringLiteral("3345"));
        QCOMPARE(window->document()->filePath(), QFileInfo(path).absoluteFilePath());
    }

    // A file given at start that cannot be opened (a file manager passes
    // whatever was double-clicked): the window starts with its usual game,
    // says why above the board, and offers the unfinished game as an
    // ordinary start does.
    void anUnreadableFileGivenAtStartIsANotice()
    {
        QTemporaryDir dir;
        {
            auto window = peopleWindow(dir);
            QVERIFY(window);
            QVERIFY(window->loadMoves(QStringLiteral("3345")));
            window->close(); // leaves its game for the next start
        }
        const QString path = dir.filePath(QStringLiteral("cut.quatre"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"quatre-saved-game\", \"version\": 1, \"game\": \"conn");
        file.close();
        auto window = peopleWindow(dir);
        QVERIFY(window);
        StartupOptions options;
        options.gameFile = path;
        auto answer = test::answerNextMessageBox(QMessageBox::Yes, 2000);
        QVERIFY(applyStartupOptions(*window, options));
        QTRY_VERIFY(answer->asked);
        QCOMPARE(window->session()->movesText(), QStringLiteral("3345"));
        QVERIFY(window->document()->filePath().isEmpty());
        const QString notices = window->noticeBar()->notices().join(QString());
        QVERIFY2(notices.contains(QLatin1String("Cannot open the saved game")), qPrintable(notices));
        QVERIFY2(notices.contains(QLatin1String("cut.quatre")), qPrintable(notices));
        QVERIFY(window->noticeBar()->isVisible());
    }

    // When the autosave cannot be written at close (a full disk, a
    // read-only folder), the person is asked before the moves are lost:
    // Cancel keeps the window, Quit Anyway closes it. A close for a signal
    // asks nothing: nobody may be there to answer.
    void aFailedAutosaveAtCloseAsksFirst()
    {
        QTemporaryDir dir;
        auto window = peopleWindow(dir);
        QVERIFY(window);
        QVERIFY(window->loadMoves(QStringLiteral("4453")));
        const QString autosave = window->document()->autosavePath();
        // The moves' own writes go on a thread of their own; this one is
        // done when it returns, and none is left behind it.
        QVERIFY(window->document()->writeAutosave());
        QVERIFY(QFile::remove(autosave));
        QVERIFY(QDir().mkpath(autosave)); // no file can replace a folder

        auto stay = test::answerNextMessageBox(QMessageBox::Cancel);
        QVERIFY(!window->close());
        QVERIFY(stay->asked);
        QCOMPARE(stay->text, QStringLiteral("The unfinished game could not be kept for the next start."));
        QVERIFY2(stay->details.contains(QDir::toNativeSeparators(autosave)), qPrintable(stay->details));
        QVERIFY(stay->buttons.contains(QStringLiteral("Save &As…")));
        QVERIFY(stay->buttons.contains(QStringLiteral("&Quit Anyway")));
        QVERIFY(window->isVisible());

        auto quit = test::answerNextMessageBox(QMessageBox::Discard);
        QVERIFY(window->close());
        QVERIFY(quit->asked);
        QVERIFY(!window->isVisible());

        window->show();
        auto unattended = test::answerNextMessageBox(QMessageBox::Cancel, 300);
        window->closeUnattended();
        QTest::qWait(400);
        QVERIFY(!unattended->asked);
        QVERIFY(!window->isVisible());
    }
};

QTEST_MAIN(TestMainWindowAutosave)
#include "tst_mainwindowautosave.moc"
