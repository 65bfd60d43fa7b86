// MainWindow when the player's data is damaged or cannot be written:
// settings and statistics that cannot be read or saved, the leftovers of a
// killed write, named pipes where files should be; each gives a notice that
// says what happened, and the window goes on with what it could keep.
#include "ui/mainwindow/mainwindow.h"

#include "ui/games/gamelist.h"
#include "ui/language/translation.h"
#include "ui/mainwindow/noticebar.h"
#include "ui/statistics/statisticsstore.h"
#include "ui/storage/datafile.h"
#include "namedpipe.h"
#include "uitestsupport.h"

#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QRegularExpression>
#include <QStatusBar>
#include <QToolButton>

using namespace quatre;
using namespace quatre::ui;
using quatre::ui::test::aiSeat;
using quatre::ui::test::clickColumn;
using quatre::ui::test::peopleWindow;

class TestMainWindowWarnings : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }
    // A test that fails while another language is shown must not leave it to the next.
    void cleanup() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }

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
};

QTEST_MAIN(TestMainWindowWarnings)
#include "tst_mainwindowwarnings.moc"
