// RecentFiles: newest first, no repeats, at most eight, missing files
// dropped, and a corrupt settings entry read as a clean list.
#include "ui/savedgame/recentfiles.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace quatre::ui;

class TestRecentFiles : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString touch(const QString &name)
    {
        QFile file(m_dir.filePath(name));
        if (file.open(QIODevice::WriteOnly))
            file.write("{}");
        return m_dir.filePath(name);
    }
    std::unique_ptr<QSettings> store()
    {
        return std::make_unique<QSettings>(m_dir.filePath(QStringLiteral("quatre.ini")), QSettings::IniFormat);
    }

private slots:
    void init() { QFile::remove(m_dir.filePath(QStringLiteral("quatre.ini"))); }

    void newestFirstWithoutRepeats()
    {
        auto settings = store();
        RecentFiles recent(settings.get());
        QVERIFY(recent.files().isEmpty());
        const QString a = touch(QStringLiteral("a.quatre"));
        const QString b = touch(QStringLiteral("b.quatre"));
        recent.add(a);
        recent.add(b);
        recent.add(a);
        QCOMPARE(recent.files(), (QStringList{a, b}));
        // Kept in the settings.
        auto again = store();
        QCOMPARE(RecentFiles(again.get()).files(), (QStringList{a, b}));
        recent.remove(a);
        QCOMPARE(recent.files(), QStringList{b});
        recent.clear();
        QVERIFY(recent.files().isEmpty());
    }

    void atMostEight()
    {
        auto settings = store();
        RecentFiles recent(settings.get());
        QStringList added;
        for (int i = 0; i < 12; ++i) {
            added.prepend(touch(QStringLiteral("%1.quatre").arg(i)));
            recent.add(added.first());
        }
        QCOMPARE(recent.files().size(), RecentFiles::kMaxFiles);
        QCOMPARE(recent.files(), added.mid(0, RecentFiles::kMaxFiles));
    }

    void missingFilesAreDropped()
    {
        auto settings = store();
        RecentFiles recent(settings.get());
        const QString kept = touch(QStringLiteral("kept.quatre"));
        const QString gone = touch(QStringLiteral("gone.quatre"));
        recent.add(kept);
        recent.add(gone);
        QVERIFY(QFile::remove(gone));
        QCOMPARE(recent.removeMissing(), QStringList{gone});
        QCOMPARE(recent.files(), QStringList{kept});
        QVERIFY(recent.removeMissing().isEmpty());
    }

    void aCorruptEntryGivesACleanList()
    {
        auto settings = store();
        const QString a = touch(QStringLiteral("a.quatre"));
        settings->setValue(QStringLiteral("files/recent"),
                           QStringList{QString(), a, a, QStringLiteral("relative.quatre")});
        RecentFiles recent(settings.get());
        const QStringList files = recent.files();
        QCOMPARE(files.size(), 2);
        QCOMPARE(files[0], a);
        QVERIFY(QFileInfo(files[1]).isAbsolute());
        // Not a list at all: no files (and no crash).
        settings->setValue(QStringLiteral("files/recent"), 42);
        QCOMPARE(recent.files(), QStringList{});
    }

    void withoutAStoreNothingIsKept()
    {
        RecentFiles recent(nullptr);
        recent.add(touch(QStringLiteral("a.quatre")));
        QVERIFY(recent.files().isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestRecentFiles)
#include "tst_recentfiles.moc"
