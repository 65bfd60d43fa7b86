// Autosave: the game left unfinished is written to the data folder (made if
// needed), read back whole, and forgotten on request; one that cannot be
// read is moved aside, never over an earlier one; without a folder nothing
// is kept. Each run has a slot of its own, and the games of runs that have
// ended (quit or killed) are the ones offered.
#include "core/games/fourmation/fourmationrules.h"
#include "ui/games/gamelist.h"
#include "ui/savedgame/autosave.h"

#include <QFile>
#include <QLockFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace quatre;
using namespace quatre::ui;

class TestAutosave : public QObject {
    Q_OBJECT

private slots:
    void writesReadsAndDiscards()
    {
        QTemporaryDir dir;
        const Autosave autosave(dir.filePath(QStringLiteral("Quatre/data")));
        QVERIFY(!autosave.exists());
        SavedGame game;
        game.options = fourMationOptions();
        game.options.setValue("size", 5);
        const std::unique_ptr<Game> board = newGame(game.options);
        for (int i = 0; i < 3; ++i) {
            game.moves.push_back(board->legalMoves().back());
            board->play(game.moves.back());
        }
        QString error;
        QVERIFY2(autosave.write(game, &error), qPrintable(error));
        QVERIFY(autosave.exists());
        const std::optional<SavedGame> read = autosave.read(builtInGames(), &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(*read, game);
        autosave.discard();
        QVERIFY(!autosave.exists());
        QVERIFY(!autosave.read(builtInGames(), &error));
    }

    void aDamagedAutosaveIsReported()
    {
        QTemporaryDir dir;
        const Autosave autosave(dir.path());
        QFile file(autosave.path());
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("{\"format\": \"quatre-saved-game\", \"version\": 1, \"game\": \"conn");
        file.close();
        QString error;
        QVERIFY(!autosave.read(builtInGames(), &error));
        QVERIFY2(error.contains(QLatin1String("ends too early")), qPrintable(error));
    }

    void anUnreadableAutosaveIsKeptAside()
    {
        QTemporaryDir dir;
        const Autosave autosave(dir.path());
        {
            QFile file(autosave.path());
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{\"version\": 2}");
        }
        QString error;
        const QString kept = autosave.keepAside(&error);
        QCOMPARE(kept, autosave.path() + QStringLiteral(".unreadable"));
        QVERIFY(!autosave.exists());
        {
            QFile file(autosave.path());
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("{\"version\": 3}");
        }
        QCOMPARE(autosave.keepAside(&error), autosave.path() + QStringLiteral(".unreadable.2"));
        QFile first(kept);
        QVERIFY(first.open(QIODevice::ReadOnly));
        QCOMPARE(first.readAll(), QByteArray("{\"version\": 2}"));
    }

    void eachRunHasASlotOfItsOwn()
    {
        QTemporaryDir dir;
        SavedGame game;
        game.options = fourMationOptions();
        game.moves.push_back(newGame(game.options)->legalMoves().front());
        auto first = std::make_unique<Autosave>(dir.path());
        const Autosave second(dir.path());
        QCOMPARE(first->path(), dir.filePath(QStringLiteral("autosave.quatre")));
        QCOMPARE(second.path(), dir.filePath(QStringLiteral("autosave-2.quatre")));
        QVERIFY(first->write(game));
        // A running one's game is not left behind: nobody else offers it.
        QVERIFY(second.claimLeftGames().empty());
        first.reset(); // that run ends
        std::vector<std::unique_ptr<AutosaveSlot>> left = second.claimLeftGames();
        QCOMPARE(left.size(), std::size_t(1));
        QCOMPARE(left[0]->path(), dir.filePath(QStringLiteral("autosave.quatre")));
        // While this run offers it, a third start does not offer it too,
        // and takes a slot that holds no file.
        const Autosave third(dir.path());
        QCOMPARE(third.path(), dir.filePath(QStringLiteral("autosave-3.quatre")));
        QVERIFY(third.claimLeftGames().empty());
        left.clear(); // not continued: free for the next start
        QCOMPARE(third.claimLeftGames().size(), std::size_t(1));
    }

    void theLockOfAKilledRunIsTakenOver()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("autosave.quatre"));
        QVERIFY(QFile(path).open(QIODevice::WriteOnly));
        // A lock file as QLockFile writes it, naming a process that has ended.
        QProcess ended;
        ended.start(QStringLiteral("true"));
        QVERIFY(ended.waitForStarted());
        const qint64 pid = ended.processId();
        QVERIFY(ended.waitForFinished());
        QFile lock(path + QStringLiteral(".lock"));
        QVERIFY(lock.open(QIODevice::WriteOnly));
        lock.write(QByteArray::number(pid) + "\nquatre\n" + QSysInfo::machineHostName().toUtf8() + "\n");
        lock.close();
        const Autosave next(dir.path());
        QCOMPARE(next.path(), dir.filePath(QStringLiteral("autosave-2.quatre")));
        const std::vector<std::unique_ptr<AutosaveSlot>> left = next.claimLeftGames();
        QCOMPARE(left.size(), std::size_t(1));
        QCOMPARE(left[0]->path(), path);
    }

    void theNewestGameIsOfferedFirst()
    {
        QTemporaryDir dir;
        for (const QString &name : {QStringLiteral("autosave-3.quatre"), QStringLiteral("autosave.quatre"),
                                    QStringLiteral("autosave-2.quatre")}) {
            QFile file(dir.filePath(name));
            QVERIFY(file.open(QIODevice::WriteOnly));
            QTest::qWait(20);
        }
        const Autosave autosave(dir.path());
        QCOMPARE(autosave.path(), dir.filePath(QStringLiteral("autosave-4.quatre")));
        const std::vector<std::unique_ptr<AutosaveSlot>> left = autosave.claimLeftGames();
        QCOMPARE(left.size(), std::size_t(3));
        QCOMPARE(QFileInfo(left[0]->path()).fileName(), QStringLiteral("autosave-2.quatre"));
        QCOMPARE(QFileInfo(left[1]->path()).fileName(), QStringLiteral("autosave.quatre"));
        QCOMPARE(QFileInfo(left[2]->path()).fileName(), QStringLiteral("autosave-3.quatre"));
    }

    void withoutAFolderNothingIsKept()
    {
        const Autosave autosave{QString()};
        QVERIFY(autosave.path().isEmpty());
        QVERIFY(autosave.write(SavedGame{}));
        QVERIFY(!autosave.exists());
    }
};

QTEST_GUILESS_MAIN(TestAutosave)
#include "tst_autosave.moc"
