// DataFile: writes are atomic (a failed one leaves the old file whole and
// says why), reads refuse what does not exist, what is not a regular file
// and what is too large before opening or reading it; a file kept aside
// never replaces an earlier one; the leftovers of a killed write go.
#include "ui/storage/datafile.h"

#include "filefaults.h"
#include "namedpipe.h"

#include <QBuffer>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QLockFile>
#include <QTemporaryDir>
#include <QTest>

using namespace quatre::ui;
using quatre::ui::test::contents;

namespace {

void put(const QString &path, const QByteArray &data)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(data);
}

// A file last written `seconds` ago.
void putOld(const QString &path, int seconds)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"quatre-sta");
    QVERIFY(file.flush()); // else the write at close() would make it new again
    QVERIFY(file.setFileTime(QDateTime::currentDateTime().addSecs(-seconds), QFileDevice::FileModificationTime));
}

} // namespace

class TestDataFile : public QObject {
    Q_OBJECT

private slots:
    void writesAndReadsBack()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.quatre"));
        QString error;
        QVERIFY2(DataFile::write(path, "first", &error), qPrintable(error));
        QCOMPARE(DataFile::read(path, &error).value_or(QByteArray()), QByteArray("first"));
        QVERIFY2(DataFile::write(path, "second, longer", &error), qPrintable(error));
        QCOMPARE(DataFile::read(path).value_or(QByteArray()), QByteArray("second, longer"));
        // Nothing but the file is left in the folder.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("game.quatre")});
    }

    void aMissingFolderIsReported()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("no/such/folder/game.quatre"));
        QString error;
        QVERIFY(!DataFile::write(path, "data", &error));
        QVERIFY2(error.contains(QLatin1String("does not exist")), qPrintable(error));
        QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
        QVERIFY(!QFileInfo::exists(path));
    }

    void aFullDiskLeavesTheOldFileWhole()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.quatre"));
        const QByteArray old = "the good old game";
        put(path, old);
        QString error;
        {
            test::FileSizeLimit limit(64);
            QVERIFY(limit.isActive());
            QVERIFY(!DataFile::write(path, QByteArray(4096, 'x'), &error));
        }
        QCOMPARE(contents(path), old);
        QVERIFY2(error.contains(QLatin1String("previous file")), qPrintable(error));
        QVERIFY2(error.contains(QDir::toNativeSeparators(path)), qPrintable(error));
        // The half-written temporary file is gone too.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("game.quatre")});
        // With room again, the same write succeeds.
        QVERIFY(DataFile::write(path, QByteArray(4096, 'x'), &error));
        QCOMPARE(contents(path).size(), 4096);
    }

    void aFolderInTheWayIsReported()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("folder"));
        QVERIFY(QDir(dir.path()).mkdir(QStringLiteral("folder")));
        QString error;
        QVERIFY(!DataFile::write(path, "data", &error));
        QVERIFY(!error.isEmpty());
        QVERIFY(QFileInfo(path).isDir());
        QVERIFY(!DataFile::read(path, &error));
        QVERIFY2(error.contains(QLatin1String("is a folder")), qPrintable(error));
    }

    void aMissingFileIsReported()
    {
        QTemporaryDir dir;
        QString error;
        QVERIFY(!DataFile::read(dir.filePath(QStringLiteral("gone.quatre")), &error));
        QVERIFY2(error.contains(QLatin1String("does not exist")), qPrintable(error));
    }

    void theSizeLimitHolds()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("file"));
        put(path, QByteArray(100, 'a'));
        QString error;
        QVERIFY(DataFile::read(path, &error, 100));
        QVERIFY(!DataFile::read(path, &error, 99));
        QVERIFY2(error.contains(QLatin1String("too large")), qPrintable(error));
    }

    void readAtMostStopsOneBytePastTheLimit()
    {
        // Several of its chunks, each byte telling where it stands.
        QByteArray data(3 * 1024 * 1024 + 17, Qt::Uninitialized);
        for (qsizetype i = 0; i < data.size(); ++i)
            data[i] = static_cast<char>(i * 7 % 251);
        QBuffer buffer(&data);
        QVERIFY(buffer.open(QIODevice::ReadOnly));
        QCOMPARE(DataFile::readAtMost(buffer, data.size()), data);
        QVERIFY(buffer.seek(0));
        QCOMPARE(DataFile::readAtMost(buffer, data.size() - 1), data);
        QVERIFY(buffer.seek(0));
        const qint64 limit = 2 * 1024 * 1024 + 5;
        QCOMPARE(DataFile::readAtMost(buffer, limit), data.first(limit + 1));
        QCOMPARE(buffer.pos(), limit + 1);
        QVERIFY(buffer.seek(0));
        QCOMPARE(DataFile::readAtMost(buffer, 0), data.first(1));
    }

    void aHugeFileIsRefusedWithoutReadingIt()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("huge.quatre"));
        {
            // Sparse: 8 GiB that take no room on the disk.
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            QVERIFY(file.resize(qint64(8) << 30));
        }
        QString error;
        QVERIFY(!DataFile::read(path, &error));
        QVERIFY2(error.contains(QLatin1String("too large")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("1024 KiB")), qPrintable(error));
    }

    void aNamedPipeIsRefusedUnopened()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("game.quatre"));
        const quatre::testing::NamedPipe pipe(path);
        QVERIFY(pipe.isMade());
        const QString link = dir.filePath(QStringLiteral("link.quatre"));
        QVERIFY(QFile::link(path, link));
        for (const QString &name : {path, link}) {
            QString error;
            QVERIFY(!DataFile::isRegularFile(name, &error));
            QVERIFY(!DataFile::read(name, &error));
            QCOMPARE(error, QStringLiteral("\"%1\" is not a regular file.").arg(QDir::toNativeSeparators(name)));
        }
        // A link to a regular file is read through.
        const QString real = dir.filePath(QStringLiteral("real.quatre"));
        put(real, "moves");
        QVERIFY(QFile::link(real, link + QStringLiteral("2")));
        QCOMPARE(DataFile::read(link + QStringLiteral("2")).value_or(QByteArray()), QByteArray("moves"));
    }

    void aFileKeptAsideNeverReplacesAnEarlierOne()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("statistics.json"));
        QStringList kept;
        for (const QByteArray &data : {QByteArray("first"), QByteArray("second"), QByteArray("third")}) {
            put(path, data);
            QString error;
            kept << DataFile::keepAside(path, QStringLiteral("corrupt"), &error);
            QVERIFY2(!kept.last().isEmpty(), qPrintable(error));
            QVERIFY(!QFileInfo::exists(path));
        }
        QCOMPARE(kept,
                 (QStringList{path + QStringLiteral(".corrupt"), path + QStringLiteral(".corrupt.2"),
                              path + QStringLiteral(".corrupt.3")}));
        QCOMPARE(contents(kept[0]), QByteArray("first"));
        QCOMPARE(contents(kept[1]), QByteArray("second"));
        QCOMPARE(contents(kept[2]), QByteArray("third"));

        // A named pipe is moved as it is, without being opened.
        const quatre::testing::NamedPipe pipe(path);
        QVERIFY(pipe.isMade());
        QCOMPARE(DataFile::keepAside(path, QStringLiteral("corrupt")), path + QStringLiteral(".corrupt.4"));
        QVERIFY(!QFileInfo(path + QStringLiteral(".corrupt.4")).isFile());

        // What is not there cannot be moved: said, not pretended.
        QString error;
        QVERIFY(DataFile::keepAside(path, QStringLiteral("corrupt"), &error).isEmpty());
        QVERIFY2(error.contains(QLatin1String("could not be moved aside")), qPrintable(error));
    }

    void theLeftoversOfAKilledWriteAreRemoved()
    {
        QTemporaryDir dir;
        const QString autosave = dir.filePath(QStringLiteral("autosave.quatre"));
        const QString statistics = dir.filePath(QStringLiteral("statistics.json"));
        put(autosave, "the autosave");
        put(statistics, "the statistics");
        // QSaveFile's names for them, as a kill in the middle of a write leaves them.
        putOld(autosave + QStringLiteral(".QxWvEr"), 3600);
        putOld(statistics + QStringLiteral(".aBcDeF"), 120);
        // Not ours, or not left over: another Quatre may be writing the
        // young one; the others are names a person may have given.
        const QStringList others{
            statistics + QStringLiteral(".GhIjKl"),           statistics + QStringLiteral(".backup"),
            statistics + QStringLiteral(".BACKUP"),           statistics + QStringLiteral(".corrupt"),
            autosave + QStringLiteral(".unreadable"),         statistics + QStringLiteral(".AbCdE"),
            dir.filePath(QStringLiteral("other.json.MnOpQr"))};
        for (const QString &other : others)
            putOld(other, 3600);
        putOld(others[0], 5);
        QStringList removed = DataFile::removeLeftovers({autosave, statistics, QString()});
        removed.sort();
        QCOMPARE(removed, (QStringList{autosave + QStringLiteral(".QxWvEr"), statistics + QStringLiteral(".aBcDeF")}));
        QCOMPARE(contents(autosave), QByteArray("the autosave"));
        QCOMPARE(contents(statistics), QByteArray("the statistics"));
        for (const QString &other : others)
            QVERIFY2(QFileInfo::exists(other), qPrintable(other));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files).size(), 2 + others.size());
    }

    // A lock file a kill left empty names no owner: QLockFile would wait
    // its whole stale time. No live owner holds it with flock(): it goes.
    void anAbandonedLockIsRemoved()
    {
        QTemporaryDir dir;
        const QString abandoned = dir.filePath(QStringLiteral("statistics.json.lock"));
        QVERIFY(QFile(abandoned).open(QIODevice::WriteOnly));
        QVERIFY(!DataFile::removeAbandonedLock(abandoned)); // too young to judge
        QTest::qWait(150);
        QVERIFY(DataFile::removeAbandonedLock(abandoned));
        QVERIFY(!QFileInfo::exists(abandoned));
        QVERIFY(!DataFile::removeAbandonedLock(abandoned)); // none

        const QString held = dir.filePath(QStringLiteral("autosave.quatre.lock"));
        QLockFile owner(held);
        QVERIFY(owner.tryLock(0));
        QTest::qWait(150);
        QVERIFY(!DataFile::removeAbandonedLock(held));
        QVERIFY(QFileInfo::exists(held));
    }
};

QTEST_GUILESS_MAIN(TestDataFile)
#include "tst_datafile.moc"
