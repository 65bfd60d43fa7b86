// Autosave: the game left unfinished is written to the data folder (made if
// needed), read back whole, and forgotten on request; one that cannot be
// read is moved aside, never over an earlier one; without a folder nothing
// is kept.
#include "core/games/fourmation/fourmationrules.h"
#include "ui/games/gamelist.h"
#include "ui/savedgame/autosave.h"

#include <QFile>
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
