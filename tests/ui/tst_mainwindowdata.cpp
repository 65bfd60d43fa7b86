// MainWindow and the player's games: saving, opening (then undoing), the
// recent files, the question before unsaved moves are replaced, copy and
// paste, and the statistics dialog. (The window's play itself is tested in
// tst_mainwindow, the autosave in tst_mainwindowautosave, the warnings about
// damaged or unwritable data in tst_mainwindowwarnings, the counting of
// games in tst_resultrecorder.)
#include "core/games/connectfour/connectfourrules.h"
#include "core/games/quarto/quartorules.h"
#include "ui/games/gamelist.h"
#include "ui/mainwindow/mainwindow.h"

#include "ui/language/translation.h"
#include "ui/games/fourmation/fourmationboardview.h"
#include "ui/games/quarto/quartoboardview.h"
#include "ui/mainwindow/sidepanel.h"
#include "filefaults.h"
#include "ui/savedgame/savedgame.h"
#include "ui/statistics/statisticsdialog.h"
#include "ui/storage/datafile.h"
#include "uitestsupport.h"

#include <QAction>
#include <QClipboard>
#include <QFile>
#include <QGuiApplication>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QStatusBar>

#include <random>

using namespace quatre;
using namespace quatre::ui;
using quatre::ui::test::aiSeat;
using quatre::ui::test::clickColumn;
using quatre::ui::test::contents;
using quatre::ui::test::peopleWindow;

namespace {

QAction *action(MainWindow &window, const QString &name)
{
    return window.findChild<QAction *>(name);
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
