// BackgroundWriter: the files come out as the last write of each said, in
// order, whatever the thread; nothing given is lost by destroying it; a
// write that cannot be done is reported, not dropped in silence; its thread
// runs below the window's.
#include "ui/storage/backgroundwriter.h"
#include "ui/scheduling/backgroundpriority.h"

#include "threadpriority.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QtTest>

#if defined(Q_OS_LINUX)
#include <sched.h>
#include <unistd.h> // gettid()
#endif

using quatre::ui::BackgroundWriter;

namespace {

QByteArray contents(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray("(no file)");
}

} // namespace

class TestBackgroundWriter : public QObject {
    Q_OBJECT

private slots:
    void itsThreadGivesWayToTheWindows()
    {
#if !defined(Q_OS_LINUX)
        QSKIP("per-thread scheduling classes and nice values are Linux's");
#else
        using namespace quatre::ui::test;
        const std::map<int, ThreadPriority> before = threadPriorities();
        QVERIFY(!before.empty());
        QTemporaryDir dir;
        BackgroundWriter writer;
        writer.write(dir.filePath(QStringLiteral("a.txt")), "a");
        writer.finish(); // its thread has run
        const std::map<int, ThreadPriority> after = threadPriorities();
        QVERIFY(
            prioritiesOfNewThreads(before, after).contains(ThreadPriority{SCHED_BATCH, quatre::ui::kBackgroundNice}));
        // The calling thread, the window's, keeps its own.
        QCOMPARE(after.at(static_cast<int>(gettid())), before.at(static_cast<int>(gettid())));
#endif
    }

    void theLastWriteOfEachFileStands()
    {
        QTemporaryDir dir;
        const QString a = dir.filePath(QStringLiteral("a.txt"));
        const QString b = dir.filePath(QStringLiteral("sub/folder/b.txt")); // folders made as needed
        BackgroundWriter writer;
        for (int i = 0; i < 200; ++i) {
            writer.write(a, QByteArray("a") + QByteArray::number(i));
            writer.write(b, QByteArray("b") + QByteArray::number(i));
        }
        writer.finish();
        QCOMPARE(contents(a), QByteArray("a199"));
        QCOMPARE(contents(b), QByteArray("b199"));
    }

    void aRemovalComesAfterTheWritesBeforeIt()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("kept.txt"));
        BackgroundWriter writer;
        writer.write(path, "first");
        writer.remove(path);
        writer.finish();
        QVERIFY(!QFile::exists(path));
        writer.remove(path);
        writer.write(path, "again");
        writer.finish();
        QCOMPARE(contents(path), QByteArray("again"));
    }

    void settleLeavesTheFileToTheCaller()
    {
        // After settle() the writer's thread touches the file no more, so a
        // write made at once is not overwritten by an older one.
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("settled.txt"));
        BackgroundWriter writer;
        for (int round = 0; round < 50; ++round) {
            writer.write(path, "old");
            writer.settle(path);
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write("new");
            file.close();
            writer.finish();
            QCOMPARE(contents(path), QByteArray("new"));
        }
    }

    void destroyingItFinishesEveryWrite()
    {
        QTemporaryDir dir;
        {
            BackgroundWriter writer;
            for (int i = 0; i < 20; ++i)
                writer.write(dir.filePath(QStringLiteral("f%1.txt").arg(i)), QByteArray::number(i));
        }
        for (int i = 0; i < 20; ++i)
            QCOMPARE(contents(dir.filePath(QStringLiteral("f%1.txt").arg(i))), QByteArray::number(i));
    }

    void aFailedWriteIsReported()
    {
        QTemporaryDir dir;
        const QString blocker = dir.filePath(QStringLiteral("blocker"));
        QVERIFY(QFile(blocker).open(QIODevice::WriteOnly)); // a file where a folder should be
        const QString path = blocker + QStringLiteral("/game.quatre");
        BackgroundWriter writer;
        QSignalSpy failed(&writer, &BackgroundWriter::failed);
        writer.write(path, "lost?");
        QVERIFY(failed.wait(5000));
        QCOMPARE(failed.count(), 1);
        QCOMPARE(failed.at(0).at(0).toString(), path);
        QVERIFY2(failed.at(0).at(1).toString().contains(QLatin1String("game.quatre")),
                 qPrintable(failed.at(0).at(1).toString()));
    }
};

QTEST_GUILESS_MAIN(TestBackgroundWriter)
#include "tst_backgroundwriter.moc"
