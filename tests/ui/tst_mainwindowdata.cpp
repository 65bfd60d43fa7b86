// MainWindow and the player's data: saving, opening (then undoing), the
// recent files, the question before unsaved moves are replaced, copy and
// paste, the autosave offered back at start, and the warnings when settings
// or statistics cannot be read or written. (The window's play itself is
// tested in tst_mainwindow, the counting of games in tst_resultrecorder.)
#include "core/games/connectfour/connectfourrules.h"
#include "core/games/quarto/quartorules.h"
#include "ui/games/gamelist.h"
#include "ui/mainwindow/mainwindow.h"

#include "ui/language/translation.h"
#include "ui/games/fourmation/fourmationboardview.h"
#include "ui/games/quarto/quartoboardview.h"
#include "ui/mainwindow/noticebar.h"
#include "ui/mainwindow/sidepanel.h"
#include "filefaults.h"
#include "namedpipe.h"
#include "ui/startup/startup.h"
#include "ui/savedgame/autosave.h"
#include "ui/savedgame/savedgame.h"
#include "ui/statistics/statisticsdialog.h"
#include "ui/statistics/statisticsstore.h"
#include "ui/storage/datafile.h"
#include "uitestsupport.h"

#include <QAction>
#include <QClipboard>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QGuiApplication>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStatusBar>
#include <QToolButton>

#include <random>

using namespace quatre;
using namespace quatre::ui;
using quatre::ui::test::aiSeat;

namespace {

QAction *action(MainWindow &window, const QString &name)
{
    return window.findChild<QAction *>(name);
}

void clickColumn(MainWindow &window, int column)
{
    BoardView *board = window.boardView();
    QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect({0, column}).center().toPoint());
}

std::unique_ptr<MainWindow> peopleWindow(const QTemporaryDir &dir)
{
    return test::makeWindow(dir, Seat::person(), Seat::person());
}

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

// A game between two people of `plies` random moves (seeded).
SavedGame randomGame(const GameOptions &options, int plies, unsigned seed)
{
    SavedGame saved;
    saved.options = options;
    std::mt19937 random(seed);
    const std::unique_ptr<Game> game = newGame(options);
    for (int i = 0; i < plies && !game->isOver(); ++i) {
        const std::vector<Move> legal = game->legalMoves();
        saved.moves.push_back(legal[random() % legal.size()]);
        game->play(saved.moves.back());
    }
    return saved;
}

QString writeGame(const QTemporaryDir &dir, const QString &name, const SavedGame &game)
{
    const QString path = dir.filePath(name);
    return DataFile::write(path, game.toJson()) ? path : QString();
}

} // namespace

class TestMainWindowData : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }
    // A test that fails while another language is shown must not leave it to the next.
    void cleanup() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }

    void saveOpenThenUndo()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), aiSeat(AiLevel::Greedy));
        QVERIFY(window);
        clickColumn(*window, 3);
        QTRY_COMPARE(window->session()->game().plyCount(), 2);
        QTRY_VERIFY(window->session()->isHumanToMove());
        clickColumn(*window, 0);
        QTRY_COMPARE(window->session()->game().plyCount(), 4);
        QTRY_VERIFY(window->session()->isHumanToMove());
        QVERIFY(window->document()->hasUnsavedMoves());
        const QString moves = window->session()->movesText();

        const QString path = dir.filePath(QStringLiteral("game.quatre"));
        QString error;
        QVERIFY2(window->document()->saveGame(path, &error), qPrintable(error));
        QCOMPARE(window->document()->filePath(), path);
        QVERIFY(!window->document()->hasUnsavedMoves());
        QVERIFY(window->windowTitle().startsWith(QLatin1String("game.quatre[*]")));
        QVERIFY(!window->isWindowModified());

        window->newGame();
        QCOMPARE(window->session()->game().plyCount(), 0);
        QVERIFY(window->document()->filePath().isEmpty());
        QVERIFY(!window->windowTitle().contains(QLatin1String("game.quatre")));

        QVERIFY2(window->document()->openGame(path, &error), qPrintable(error));
        QCOMPARE(window->session()->movesText(), moves);
        QVERIFY(!window->session()->seat(1).human);
        QCOMPARE(window->session()->seat(1).ai.level, AiLevel::Greedy);
        QCOMPARE(window->document()->filePath(), path);
        QVERIFY(!window->isWindowModified());
        QVERIFY(window->session()->isHumanToMove());

        // Undo works after loading, and marks the game as changed.
        QAction *undo = action(*window, QStringLiteral("actionUndo"));
        QAction *redo = action(*window, QStringLiteral("actionRedo"));
        QVERIFY(undo->isEnabled());
        undo->trigger();
        QCOMPARE(window->session()->game().plyCount(), 2);
        QVERIFY(window->isWindowModified());
        QVERIFY(window->document()->hasUnsavedMoves());
        redo->trigger();
        QCOMPARE(window->session()->movesText(), moves);
        QVERIFY(!window->isWindowModified()); // back to what the file holds

        // Saved after an undo, the moves taken back come back as Redo.
        undo->trigger();
        action(*window, QStringLiteral("actionSave"))->trigger(); // the game has a file: no dialog
        QVERIFY(!window->isWindowModified());
        window->newGame();
        QVERIFY(window->document()->openGame(path));
        QCOMPARE(window->session()->game().plyCount(), 2);
        QVERIFY(redo->isEnabled());
        redo->trigger();
        QCOMPARE(window->session()->movesText(), moves);
    }

    void opensEveryGame_data()
    {
        QTest::addColumn<QString>("game");
        QTest::newRow("Quarto with the square rule") << "quarto";
        QTest::newRow("4Mation 5x5, official rule") << "4mation";
        QTest::newRow("Connect Four 8x9") << "connect4";
    }
    void opensEveryGame()
    {
        QFETCH(QString, game);
        QTemporaryDir dir;
        auto window = peopleWindow(dir);
        QVERIFY(window);
        GameOptions options = builtInGames().find(game.toStdString())->rules->defaultOptions();
        for (const auto &[key, value] : {std::pair<const char *, int>{"squareRule", 1},
                                         {"size", 5},
                                         {"officialRule", 1},
                                         {"rows", 8},
                                         {"columns", 9}})
            if (options.rules->optionIndex(key) >= 0)
                options.setValue(key, value);
        SavedGame saved = randomGame(options, 7, 11);
        saved.firstSeat = 1;
        const QString path = writeGame(dir, QStringLiteral("game.quatre"), saved);
        QVERIFY(!path.isEmpty());
        QString error;
        QVERIFY2(window->document()->openGame(path, &error), qPrintable(error));
        QCOMPARE(window->session()->options().rules, options.rules);
        QCOMPARE(window->session()->game().history(), saved.moves);
        QCOMPARE(window->session()->firstSeat(), 1);
        QCOMPARE(window->boardView()->session(), window->session());
        if (game == QLatin1String("quarto")) {
            QVERIFY(qobject_cast<QuartoBoardView *>(window->boardView()));
            QVERIFY(window->session()->options().isOn("squareRule"));
        } else if (game == QLatin1String("4mation")) {
            QVERIFY(qobject_cast<FourMationBoardView *>(window->boardView()));
            QCOMPARE(window->session()->game().rows(), 5);
            QVERIFY(window->session()->options().isOn("officialRule"));
        } else {
            QCOMPARE(window->session()->game().columns(), 9);
        }
        QVERIFY(window->sidePanel()->moveRowCount() > 0);
        window->undo();
        QCOMPARE(window->session()->game().plyCount(), 6);
    }

    void badFilesChangeNothing_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("expected");
        SavedGame good = randomGame(connectFourOptions(), 5, 3);
        const QByteArray valid = good.toJson();
        QTest::newRow("not JSON") << QByteArray("this is not a game") << "not valid JSON";
        QTest::newRow("truncated") << valid.left(valid.size() - 20) << "ends too early";
        QByteArray future = valid;
        future.replace("\"version\": 1", "\"version\": 7");
        QTest::newRow("future version") << future << "newer version of Quatre (format 7)";
        QByteArray illegal = valid;
        illegal.replace("\"moves\": [", "\"moves\": [\n        \"9\",");
        QTest::newRow("illegal move") << illegal << "Move 1, \"9\", cannot be played";
        QByteArray size = valid;
        size.replace("\"rows\": 6", "\"rows\": 42");
        QTest::newRow("board size") << size << "42 × 7 is out of range";
        QByteArray kind = valid;
        kind.replace("\"game\": \"connect4\"", "\"game\": \"checkers\"");
        QTest::newRow("unknown game") << kind << "Unknown game \"checkers\"";
        QTest::newRow("huge") << QByteArray(DataFile::kMaxBytes + 10, '\n') << "too large";
    }
    void badFilesChangeNothing()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, expected);
        QTemporaryDir dir;
        auto window = peopleWindow(dir);
        QVERIFY(window);
        QVERIFY(window->loadMoves(QStringLiteral("4453")));
        const QString good = dir.filePath(QStringLiteral("good.quatre"));
        QVERIFY(window->document()->saveGame(good));
        const QString title = window->windowTitle();
        const QString bad = dir.filePath(QStringLiteral("bad.quatre"));
        QVERIFY(DataFile::write(bad, data));

        QString error;
        QVERIFY(!window->document()->openGame(bad, &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
        QVERIFY(window->statusBar()->currentMessage().contains(error));
        QCOMPARE(window->session()->movesText(), QStringLiteral("4453"));
        QCOMPARE(window->document()->filePath(), good);
        QCOMPARE(window->windowTitle(), title);
        QVERIFY(!window->document()->recentFiles().contains(bad));
        QVERIFY(!window->document()->openGame(dir.filePath(QStringLiteral("missing.quatre")), &error));
        QVERIFY2(error.contains(QLatin1String("does not exist")), qPrintable(error));
        QCOMPARE(window->session()->movesText(), QStringLiteral("4453"));
    }

    void aFailedSaveKeepsTheOldFile()
    {
        QTemporaryDir dir;
        auto window = peopleWindow(dir);
        QVERIFY(window);
        QVERIFY(window->loadMoves(QStringLiteral("44")));
        const QString path = dir.filePath(QStringLiteral("game.quatre"));
        QVERIFY(window->document()->saveGame(path));
        const QByteArray before = contents(path);
        QVERIFY(window->loadMoves(QStringLiteral("4453")));
        QString error;
        {
            test::FileSizeLimit limit(32);
            QVERIFY(limit.isActive());
            QVERIFY(!window->document()->saveGame(path, &error));
        }
        QVERIFY2(error.contains(QLatin1String("game.quatre")), qPrintable(error));
        QCOMPARE(contents(path), before);
        QVERIFY(window->document()->hasUnsavedMoves());
        QVERIFY(!window->document()->saveGame(dir.filePath(QStringLiteral("nowhere/game.quatre")), &error));
        QVERIFY2(error.contains(QLatin1String("does not exist")), qPrintable(error));
        QVERIFY(window->document()->filePath().isEmpty()); // the pasted moves have no file
    }

    void recentFilesAreListedAndMissingOnesDropped()
    {
        QTemporaryDir dir;
        auto window = peopleWindow(dir);
        QVERIFY(window);
        QVERIFY(window->loadMoves(QStringLiteral("1")));
        const QString a = dir.filePath(QStringLiteral("a.quatre"));
        const QString b = dir.filePath(QStringLiteral("b.quatre"));
        QVERIFY(window->document()->saveGame(a));
        QVERIFY(window->loadMoves(QStringLiteral("12")));
        QVERIFY(window->document()->saveGame(b));
        QCOMPARE(window->document()->recentFiles(), (QStringList{b, a}));
        QMenu *menu = window->recentFilesMenu();
        QVERIFY(menu->menuAction()->isEnabled());
        QCOMPARE(action(*window, QStringLiteral("actionRecent1"))->text(), QStringLiteral("&1 b.quatre"));

        // Chosen from the menu: opened (no unsaved moves, so no question).
        action(*window, QStringLiteral("actionRecent2"))->trigger();
        QCOMPARE(window->document()->filePath(), a);
        QCOMPARE(window->session()->movesText(), QStringLiteral("1"));
        QCOMPARE(window->document()->recentFiles(), (QStringList{a, b}));

        // A file that has gone is dropped when the Game menu opens, with a word.
        QVERIFY(QFile::remove(b));
        emit window->menuBar()->actions().value(0)->menu()->aboutToShow();
        QCOMPARE(window->document()->recentFiles(), QStringList{a});
        QVERIFY2(window->statusBar()->currentMessage().contains(QLatin1String("1 file")),
                 qPrintable(window->statusBar()->currentMessage()));
        QVERIFY(!action(*window, QStringLiteral("actionRecent2")));

        // One that goes between the menu and the click: a warning, and dropped too.
        QVERIFY(QFile::remove(a));
        auto warning = test::answerNextMessageBox(QMessageBox::Ok);
        action(*window, QStringLiteral("actionRecent1"))->trigger();
        QVERIFY(warning->asked);
        QVERIFY2(warning->details.contains(QLatin1String("does not exist")), qPrintable(warning->details));
        QVERIFY(window->document()->recentFiles().isEmpty());
        QVERIFY(!menu->menuAction()->isEnabled());
        QCOMPARE(window->session()->movesText(), QStringLiteral("1"));

        // Kept in the settings between runs.
        QVERIFY(window->document()->saveGame(b));
        window.reset();
        auto next = peopleWindow(dir);
        QCOMPARE(next->document()->recentFiles(), QStringList{b});
        action(*next, QStringLiteral("actionClearRecent"))->trigger();
        QVERIFY(next->document()->recentFiles().isEmpty());
    }

    void unsavedMovesAreOfferedASaveFirst()
    {
        QTemporaryDir dir;
        auto window = peopleWindow(dir);
        QVERIFY(window);
        QVERIFY(window->loadMoves(QStringLiteral("44")));
        const QString other = dir.filePath(QStringLiteral("other.quatre"));
        QVERIFY(window->document()->saveGame(other));
        const QString path = dir.filePath(QStringLiteral("game.quatre"));
        QVERIFY(window->loadMoves(QStringLiteral("4453")));
        QVERIFY(window->document()->saveGame(path));
        // game.quatre is first in the list, other.quatre second.
        clickColumn(*window, 0);
        QTRY_COMPARE(window->session()->movesText(), QStringLiteral("44531"));
        QVERIFY(window->isWindowModified());
        QAction *openOther = action(*window, QStringLiteral("actionRecent2"));
        QCOMPARE(openOther->data().toString(), other);

        auto answer = test::answerNextMessageBox(QMessageBox::Cancel);
        openOther->trigger();
        QVERIFY(answer->asked);
        QCOMPARE(answer->text, QStringLiteral("Save the current game first?"));
        QCOMPARE(answer->buttons.size(), 3);
        QCOMPARE(window->session()->movesText(), QStringLiteral("44531"));
        QCOMPARE(window->document()->filePath(), path);

        answer = test::answerNextMessageBox(QMessageBox::Save);
        action(*window, QStringLiteral("actionRecent2"))->trigger();
        QVERIFY(answer->asked);
        QCOMPARE(window->document()->filePath(), other);
        QCOMPARE(window->session()->movesText(), QStringLiteral("44"));
        QVERIFY(contents(path).contains("\"1\"")); // the fifth move was saved first

        clickColumn(*window, 6);
        QTRY_COMPARE(window->session()->movesText(), QStringLiteral("447"));
        answer = test::answerNextMessageBox(QMessageBox::Discard);
        action(*window, QStringLiteral("actionRecent2"))->trigger(); // game.quatre now
        QVERIFY(answer->asked);
        QCOMPARE(window->session()->movesText(), QStringLiteral("44531"));
        QVERIFY(!contents(other).contains("\"7\""));

        // Nothing unsaved: no question.
        answer = test::answerNextMessageBox(QMessageBox::Cancel, 300);
        action(*window, QStringLiteral("actionRecent2"))->trigger();
        QCOMPARE(window->document()->filePath(), other);
        QTest::qWait(400);
        QVERIFY(!answer->asked);
    }

    void copyAndPaste()
    {
        QTemporaryDir dir;
        auto window = peopleWindow(dir);
        QVERIFY(window);
        QClipboard *clipboard = QGuiApplication::clipboard();
        QVERIFY(window->loadMoves(QStringLiteral("4453")));
        action(*window, QStringLiteral("actionCopy"))->trigger();
        QCOMPARE(clipboard->text(), QStringLiteral("4453"));

        window->newGame();
        QString error;
        QVERIFY2(window->document()->pastePosition(&error), qPrintable(error));
        QCOMPARE(window->session()->movesText(), QStringLiteral("4453"));
        QVERIFY(window->document()->filePath().isEmpty());
        QVERIFY(window->document()->hasUnsavedMoves());
        window->undo();
        QCOMPARE(window->session()->movesText(), QStringLiteral("445"));

        // Bad text: a clear message, and the game stays.
        for (const QString &bad :
             {QStringLiteral("44x5"), QStringLiteral("11111111"), QString(), QString(5000, QLatin1Char('1'))}) {
            clipboard->setText(bad);
            QVERIFY(!window->document()->pastePosition(&error));
            QVERIFY(!error.isEmpty());
            QCOMPARE(window->session()->movesText(), QStringLiteral("445"));
        }
        clipboard->setText(QStringLiteral("{\"format\": \"quatre-saved-game\", \"version\": 9}"));
        QVERIFY(!window->document()->pastePosition(&error));
        QVERIFY2(error.contains(QLatin1String("newer version")), qPrintable(error));

        // A whole saved game pastes too, here a Quarto game, copied in its own notation.
        SavedGame quarto = randomGame(quartoOptions(), 3, 5);
        clipboard->setText(QString::fromUtf8(quarto.toJson()));
        QVERIFY2(window->document()->pastePosition(&error), qPrintable(error));
        QCOMPARE(window->session()->options().rules, &quartoRules());
        QCOMPARE(window->session()->game().history(), quarto.moves);
        window->document()->copyPosition();
        const QString notation = clipboard->text();
        QCOMPARE(notation.count(QLatin1Char(' ')), 2);
        QVERIFY2(QRegularExpression(
                     QStringLiteral("^[LD][ST][QR][FH] [a-d][1-4][LD][ST][QR][FH] [a-d][1-4][LD][ST][QR][FH]$"))
                     .match(notation)
                     .hasMatch(),
                 qPrintable(notation));
        window->undo();
        QVERIFY(window->document()->pastePosition());
        QCOMPARE(window->session()->movesText(), notation);

        // From the menu, unsaved moves are offered a save first.
        clipboard->setText(notation.section(QLatin1Char(' '), 0, 1));
        auto answer = test::answerNextMessageBox(QMessageBox::Discard);
        action(*window, QStringLiteral("actionPaste"))->trigger();
        QVERIFY(answer->asked);
        QCOMPARE(window->session()->game().plyCount(), 2);
    }

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

    // Settings that cannot be written are not lost in silence.
    void settingsThatCannotBeSavedAreReported()
    {
        QTemporaryDir dir;
        QVERIFY(QFile(dir.filePath(QStringLiteral("blocker"))).open(QIODevice::WriteOnly));
        const QString ini = dir.filePath(QStringLiteral("blocker/quatre.ini"));
        MainWindow window(std::make_unique<QSettings>(ini, QSettings::IniFormat), builtInGames());
        Settings settings = window.settings();
        settings.pacingMs = 123;
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("could not be saved")));
        window.applySettings(settings);
        const QString notices = window.noticeBar()->notices().join(QString());
        QVERIFY2(notices.contains(
                     QStringLiteral("The settings could not be saved in %1.").arg(QDir::toNativeSeparators(ini))),
                 qPrintable(notices));
    }

    // QSaveFile's temporary files, as a kill in the middle of a write leaves
    // them, are gone at the next start once a minute old; a younger one may
    // be another running Quatre's write.
    void theLeftoversOfAKilledWriteGoAtStart()
    {
        QTemporaryDir dir;
        const auto leave = [&](const QString &name, int age) {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{\"format\": \"quatre-sa");
            QVERIFY(file.flush()); // else the write at close() would make it new again
            QVERIFY(file.setFileTime(QDateTime::currentDateTime().addSecs(-age), QFileDevice::FileModificationTime));
        };
        leave(QStringLiteral("autosave.quatre.QxWvEr"), 600);
        leave(QStringLiteral("statistics.json.aBcDeF"), 600);
        leave(QStringLiteral("statistics.json.GhIjKl"), 2);
        auto window = peopleWindow(dir);
        QVERIFY(window);
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("autosave.quatre.QxWvEr"))));
        QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("statistics.json.aBcDeF"))));
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("statistics.json.GhIjKl"))));
    }

    // Named pipes in the place of a saved game, the autosave or the
    // statistics are refused before they are opened (open() would block the
    // window for good); the autosave and statistics are moved aside.
    void namedPipesAreRefusedUnopened()
    {
        QTemporaryDir dir;
        const QString game = dir.filePath(QStringLiteral("game.quatre"));
        const QString autosave = dir.filePath(QStringLiteral("autosave.quatre"));
        const QString statistics = dir.filePath(QStringLiteral("statistics.json"));
        const quatre::testing::NamedPipe gamePipe(game), autosavePipe(autosave), statisticsPipe(statistics);
        QVERIFY(gamePipe.isMade() && autosavePipe.isMade() && statisticsPipe.isMade());
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^The statistics could not be read")));
        auto window = peopleWindow(dir);
        QVERIFY(window);
        QCOMPARE(window->document()->autosavePath(), dir.filePath(QStringLiteral("autosave-2.quatre")));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("is not a regular file")));
        QVERIFY(!window->document()->offerToContinue());
        const QStringList notices = window->noticeBar()->notices();
        QCOMPARE(notices.size(), 2);
        for (const QString &notice : notices)
            QVERIFY2(notice.contains(QLatin1String("is not a regular file")), qPrintable(notice));
        QVERIFY(QFileInfo::exists(autosave + QStringLiteral(".unreadable")));
        QVERIFY(QFileInfo::exists(statistics + QStringLiteral(".corrupt")));

        QVERIFY(window->loadMoves(QStringLiteral("44")));
        QString error;
        QVERIFY(!window->document()->openGame(game, &error));
        QCOMPARE(error, QStringLiteral("\"%1\" is not a regular file.").arg(QDir::toNativeSeparators(game)));
        QCOMPARE(window->session()->movesText(), QStringLiteral("44"));
    }

    void aCorruptStatisticsFileGivesAWarning()
    {
        QTemporaryDir dir;
        QVERIFY(DataFile::write(dir.filePath(QStringLiteral("statistics.json")),
                                "{\"format\": \"quatre-statistics\", \"records\": ["));
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^The statistics could not be read")));
        auto window = test::makeWindow(dir, Seat::person(), aiSeat(AiLevel::Greedy));
        QVERIFY(window);
        QVERIFY(window->statistics()->statistics().isEmpty());
        const QStringList notices = window->noticeBar()->notices();
        QCOMPARE(notices.size(), 1);
        QVERIFY2(notices[0].contains(QLatin1String("start again from zero")), qPrintable(notices[0]));
        QVERIFY(QFileInfo::exists(dir.filePath(QStringLiteral("statistics.json.corrupt"))));
    }

    void damagedSettingsGiveDefaultsAndAWarning()
    {
        QTemporaryDir dir;
        {
            QSettings store(dir.filePath(QStringLiteral("quatre.ini")), QSettings::IniFormat);
            store.setValue(QStringLiteral("connect4/rows"), QStringLiteral("lots"));
            store.setValue(QStringLiteral("player2/type"), QStringLiteral("robot"));
        }
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^Some settings could not be read")));
        MainWindow window(std::make_unique<QSettings>(dir.filePath(QStringLiteral("quatre.ini")), QSettings::IniFormat),
                          builtInGames());
        QCOMPARE(window.settings().optionsOf("connect4").value("rows"),
                 Settings(builtInGames()).optionsOf("connect4").value("rows"));
        QCOMPARE(window.settings().seats[1], Settings(builtInGames()).seats[1]);
        const QStringList notices = window.noticeBar()->notices();
        QCOMPARE(notices.size(), 1);
        QVERIFY2(notices[0].contains(QLatin1String("connect4/rows"))
                     && notices[0].contains(QLatin1String("player2/type")),
                 qPrintable(notices[0]));
        QCOMPARE(window.session()->game().rows(), Settings(builtInGames()).optionsOf("connect4").value("rows"));
    }

    // The status bar's message gives way to the next "Thinking…" within a
    // second; a warning at start-up must still be there when the player looks,
    // follow the language, and go only when closed.
    void aStartUpWarningOutlivesTheAiPlayers()
    {
        QTemporaryDir dir;
        {
            QSettings store(dir.filePath(QStringLiteral("quatre.ini")), QSettings::IniFormat);
            store.setValue(QStringLiteral("display/language"), QStringLiteral("tlh"));
            store.setValue(QStringLiteral("ai/pacingMs"), 0);
            for (const QString &seat : {QStringLiteral("player1"), QStringLiteral("player2")}) {
                store.setValue(seat + QStringLiteral("/type"), QStringLiteral("ai"));
                store.setValue(seat + QStringLiteral("/level"), QStringLiteral("greedy"));
            }
        }
        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("^Some settings could not be read")));
        MainWindow window(std::make_unique<QSettings>(dir.filePath(QStringLiteral("quatre.ini")), QSettings::IniFormat),
                          builtInGames());
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        NoticeBar *bar = window.noticeBar();
        QTRY_VERIFY_WITH_TIMEOUT(window.session()->game().plyCount() >= 4, 10000);
        QVERIFY(bar->isVisible());
        QCOMPARE(bar->notices().size(), 1);
        QVERIFY2(bar->notices()[0].contains(QLatin1String("display/language")), qPrintable(bar->notices()[0]));
        const QLabel *text = nullptr;
        for (const QLabel *label : bar->findChildren<QLabel *>())
            if (label->text() == bar->notices()[0])
                text = label;
        QVERIFY(text);

        window.setLanguage(QStringLiteral("ca"));
        QVERIFY2(bar->notices()[0].startsWith(QStringLiteral("No s'han pogut llegir")), qPrintable(bar->notices()[0]));
        QVERIFY(bar->notices()[0].contains(QLatin1String("display/language")));
        QTRY_COMPARE(text->text(), bar->notices()[0]); // LanguageChange is a posted event
        auto *close = bar->findChild<QToolButton *>(QStringLiteral("noticeClose"));
        QVERIFY(close);
        QCOMPARE(close->toolTip(), QStringLiteral("Tanca aquest missatge"));
        window.setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(close->toolTip(), QStringLiteral("Close this message"));
        QCOMPARE(text->text(), bar->notices()[0]);
        QVERIFY(bar->notices()[0].startsWith(QLatin1String("Some settings could not be read")));

        close->click();
        QVERIFY(!bar->isVisible());
        QVERIFY(bar->notices().isEmpty());
        window.aiController()->cancel();
    }

    void statisticsThatCannotBeSavedGiveANotice()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), aiSeat(AiLevel::Greedy));
        QVERIFY(window);
        // A folder where the file should be: the store cannot replace it.
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("statistics.json/blocked")));
        QVERIFY(window->noticeBar()->notices().isEmpty());
        QVERIFY(window->loadMoves(QStringLiteral("121212")));
        clickColumn(*window, 0);
        QVERIFY(window->session()->isOver());
        // The count is written on the store's thread: the notice follows.
        QTRY_COMPARE(window->noticeBar()->notices().size(), 1);
        const QStringList notices = window->noticeBar()->notices();
        QVERIFY2(notices[0].startsWith(QLatin1String("The statistics could not be saved")), qPrintable(notices[0]));
        // The end of the game is still said on the status bar.
        QVERIFY(window->statusBar()->currentMessage().startsWith(window->endMessage()));
    }

    void statisticsDialogFromTheMenu()
    {
        QTemporaryDir dir;
        auto window = peopleWindow(dir);
        QVERIFY(window);
        QVERIFY(!window->statisticsDialog());
        action(*window, QStringLiteral("actionStatistics"))->trigger();
        QVERIFY(window->statisticsDialog());
        QTRY_VERIFY(window->statisticsDialog()->isVisible());
        action(*window, QStringLiteral("actionStatistics"))->trigger(); // the same one again
        QCOMPARE(window->findChildren<StatisticsDialog *>().size(), 1);
    }
};

QTEST_MAIN(TestMainWindowData)
#include "tst_mainwindowdata.moc"
