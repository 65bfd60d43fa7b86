// `quatre --help` and `--version` answer without a display and in the
// interface language the settings hold; bad options (the window
// benchmark's among them), and a settings file that is not a regular file,
// fail with code 2.
#include "namedpipe.h"
#include "testpaths.h"

#include <QDir>
#include <QFileInfo>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

// `platform` empty: no display at all, for the requests that must not need one.
Run start(const QString &program, const QStringList &arguments, const QString &platform = QString(),
          int timeoutMs = 30000, const QString &configHome = QString())
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    if (!configHome.isEmpty()) // where the person's own settings are
        environment.insert(QStringLiteral("XDG_CONFIG_HOME"), configHome);
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    if (!platform.isEmpty())
        environment.insert(QStringLiteral("QT_QPA_PLATFORM"), platform);
    environment.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    environment.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    Run run;
    if (!process.waitForFinished(timeoutMs))
        return run; // QProcess's destructor kills it
    run.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    run.out = QString::fromUtf8(process.readAllStandardOutput());
    run.err = QString::fromUtf8(process.readAllStandardError());
    return run;
}

} // namespace

class TestCommandLine : public QObject {
    Q_OBJECT

private slots:
    void versionNamesTheRelease();
    void helpSpeaksTheStoredLanguage_data();
    void helpSpeaksTheStoredLanguage();
    void badOptionsFailWithCodeTwo();
    void theWindowsOptionErrorsSpeakTheStoredLanguage();
    void aSettingsFileThatIsNoFileIsRefused();
    void aSettingsFileTooLargeIsRefused();
    void thePersonsUnreadableSettingsAreKeptAside();
    void aPictureThatCannotBeWrittenFails();
    void aFileArgumentIsOpenedAsASavedGame();

private:
    QString settingsFileFor(const QString &language);
    QTemporaryDir m_dir;
};

QString TestCommandLine::settingsFileFor(const QString &language)
{
    const QString path = m_dir.filePath(language + QStringLiteral(".ini"));
    QFile file(path);
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(QStringLiteral("[display]\nlanguage=%1\n").arg(language).toUtf8());
    return path;
}

void TestCommandLine::versionNamesTheRelease()
{
    const Run gui = start(quatre::testpaths::appProgram(), {QStringLiteral("--version")});
    QCOMPARE(gui.exitCode, 0);
    QCOMPARE(gui.out.trimmed(), QStringLiteral("Quatre " QUATRE_VERSION));
    const Run cli = start(quatre::testpaths::cliProgram(), {QStringLiteral("--version")});
    QCOMPARE(cli.exitCode, 0);
    QCOMPARE(cli.out.trimmed(), QStringLiteral("quatre-cli " QUATRE_VERSION));
}

void TestCommandLine::helpSpeaksTheStoredLanguage_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("description"); // our own text
    QTest::addColumn<QString>("qtText"); // Qt's, which we translate too
    QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("four-in-a-row games against people")
                        << QStringLiteral("Displays version information.");
    QTest::newRow("ca") << QStringLiteral("ca") << QStringLiteral("jocs de fer quatre en ratlla")
                        << QStringLiteral("Mostra la informació de la versió.");
    QTest::newRow("pt") << QStringLiteral("pt_PT") << QStringLiteral("jogos de quatro em linha")
                        << QStringLiteral("Mostra informações sobre a versão.");
    QTest::newRow("ro") << QStringLiteral("ro") << QStringLiteral("jocuri în care aliniezi patru")
                        << QStringLiteral("Afișează informații despre versiune.");
}

void TestCommandLine::helpSpeaksTheStoredLanguage()
{
    QFETCH(QString, language);
    QFETCH(QString, description);
    QFETCH(QString, qtText);
    QVERIFY(m_dir.isValid());
    const Run run = start(quatre::testpaths::appProgram(),
                          {QStringLiteral("--settings-file"), settingsFileFor(language), QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains(description), qPrintable(run.out));
    QVERIFY2(run.out.contains(qtText), qPrintable(run.out));
    QVERIFY2(run.out.contains(QStringLiteral("--settings-file")), qPrintable(run.out));
}

void TestCommandLine::badOptionsFailWithCodeTwo()
{
    // Unknown options and bad values are refused before any window opens.
    const Run unknown =
        start(quatre::testpaths::appProgram(), {QStringLiteral("--no-such-option"), QStringLiteral("--version")});
    QCOMPARE(unknown.exitCode, 2);
    QVERIFY2(unknown.err.contains(QStringLiteral("no-such-option")), qPrintable(unknown.err));
    const Run window =
        start(quatre::testpaths::appProgram(), {QStringLiteral("--frobnicate")}, QStringLiteral("offscreen"));
    QCOMPARE(window.exitCode, 2);
    QVERIFY2(window.err.contains(QStringLiteral("Unknown option 'frobnicate'")), qPrintable(window.err));
    const Run twoFiles = start(quatre::testpaths::appProgram(),
                               {QStringLiteral("a.quatre"), QStringLiteral("b.quatre")}, QStringLiteral("offscreen"));
    QCOMPARE(twoFiles.exitCode, 2);
    const Run cli = start(quatre::testpaths::cliProgram(), {QStringLiteral("--frobnicate")});
    QCOMPARE(cli.exitCode, 2);
    QVERIFY2(cli.err.contains(QStringLiteral("--frobnicate")), qPrintable(cli.err));
    // The window benchmark's settings to compare, before it opens a window.
    for (const QString &share : {QStringLiteral("0"), QStringLiteral("1.5"), QStringLiteral("half")}) {
        const Run bench = start(quatre::testpaths::cliProgram(),
                                {QStringLiteral("bench"), QStringLiteral("--window"), QStringLiteral("--seconds"),
                                 QStringLiteral("2"), QStringLiteral("--helper-share"), QStringLiteral("1,") + share},
                                QStringLiteral("offscreen"));
        QCOMPARE(bench.exitCode, 2);
        QVERIFY2(bench.err.contains(QStringLiteral("--helper-share takes shares from 0.05 to 1, not '%1'").arg(share)),
                 qPrintable(bench.err));
        QVERIFY2(bench.out.isEmpty(), qPrintable(bench.out));
    }
    const Run priority = start(quatre::testpaths::cliProgram(),
                               {QStringLiteral("bench"), QStringLiteral("--window"), QStringLiteral("--seconds"),
                                QStringLiteral("2"), QStringLiteral("--search-priority"), QStringLiteral("high")},
                               QStringLiteral("offscreen"));
    QCOMPARE(priority.exitCode, 2);
    QVERIFY2(priority.err.contains(QStringLiteral("unknown search priority 'high'")), qPrintable(priority.err));
}

// The window's own checks of the options (not Qt's parser) are worded in
// the language of the settings, as --help is.
void TestCommandLine::theWindowsOptionErrorsSpeakTheStoredLanguage()
{
    QVERIFY(m_dir.isValid());
    const Run run = start(quatre::testpaths::appProgram(),
                          {QStringLiteral("--settings-file"), settingsFileFor(QStringLiteral("ca")),
                           QStringLiteral("--size"), QStringLiteral("huge")},
                          QStringLiteral("offscreen"));
    QCOMPARE(run.exitCode, 2);
    QVERIFY2(run.err.contains(QStringLiteral("--size necessita AMPLADAxALÇADA")), qPrintable(run.err));
    const Run english = start(quatre::testpaths::appProgram(),
                              {QStringLiteral("--settings-file"), settingsFileFor(QStringLiteral("en")),
                               QStringLiteral("--screenshot-delay"), QStringLiteral("soon")},
                              QStringLiteral("offscreen"));
    QCOMPARE(english.exitCode, 2);
    QVERIFY2(english.err.contains(QStringLiteral("--screenshot-delay needs a number of milliseconds")),
             qPrintable(english.err));
}

// A named pipe as the settings file would block the first read of the
// settings for ever, before the window even shows.
void TestCommandLine::aSettingsFileThatIsNoFileIsRefused()
{
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(QStringLiteral("pipe.ini"));
    const quatre::testing::NamedPipe pipe(path);
    QVERIFY(pipe.isMade());
    const QString message = QStringLiteral("quatre: \"%1\" is not a regular file.").arg(path);
    const Run help = start(quatre::testpaths::appProgram(),
                           {QStringLiteral("--settings-file"), path, QStringLiteral("--help")}, QString(), 15000);
    QCOMPARE(help.exitCode, 2);
    QCOMPARE(help.err.trimmed(), message);
    const Run window = start(quatre::testpaths::appProgram(), {QStringLiteral("--settings-file"), path},
                             QStringLiteral("offscreen"), 15000);
    QCOMPARE(window.exitCode, 2);
    QVERIFY2(window.err.contains(message), qPrintable(window.err));
}

// QSettings reads a whole file, several times over: a 44 MB one took
// 798 MB and 6 s to start. A file given is refused at once.
void TestCommandLine::aSettingsFileTooLargeIsRefused()
{
    const QString path = m_dir.filePath(QStringLiteral("large.ini"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QByteArray("[display]\n") + QByteArray(2 * 1024 * 1024, 'x'));
    file.close();
    const Run window = start(quatre::testpaths::appProgram(), {QStringLiteral("--settings-file"), path},
                             QStringLiteral("offscreen"), 15000);
    QCOMPARE(window.exitCode, 2);
    QVERIFY2(window.err.contains(QStringLiteral("is too large for a settings file (2049 KiB; at most 1024 KiB)")),
             qPrintable(window.err));
}

// The person's own settings (no --settings-file) that are too large, or a
// folder, are moved aside with a word, and the window starts with the
// defaults (and can save them again).
void TestCommandLine::thePersonsUnreadableSettingsAreKeptAside()
{
    for (const bool folder : {false, true}) {
        QTemporaryDir config;
        const QString path = config.filePath(QStringLiteral("Quatre/Quatre.conf"));
        QVERIFY(QDir().mkpath(folder ? path : config.filePath(QStringLiteral("Quatre"))));
        if (!folder) {
            QFile file(path);
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(QByteArray(3 * 1024 * 1024, '#'));
        }
        const Run window = start(quatre::testpaths::appProgram(),
                                 {QStringLiteral("--screenshot"), config.filePath(QStringLiteral("shot.png")),
                                  QStringLiteral("--screenshot-delay"), QStringLiteral("100")},
                                 QStringLiteral("offscreen"), 30000, config.path());
        QCOMPARE(window.exitCode, 0);
        QVERIFY2(window.err.contains(QStringLiteral("Your settings could not be read")), qPrintable(window.err));
        QVERIFY2(window.err.contains(path + QStringLiteral(".unreadable")), qPrintable(window.err));
        QVERIFY(QFileInfo::exists(path + QStringLiteral(".unreadable")));
        QCOMPARE(QFileInfo(path + QStringLiteral(".unreadable")).isDir(), folder);
        QVERIFY(QFileInfo::exists(config.filePath(QStringLiteral("shot.png"))));
    }
}

void TestCommandLine::aPictureThatCannotBeWrittenFails()
{
    const Run window = start(quatre::testpaths::appProgram(),
                             {QStringLiteral("--settings-file"), settingsFileFor(QStringLiteral("en")),
                              QStringLiteral("--screenshot"), m_dir.filePath(QStringLiteral("no/such/folder.png")),
                              QStringLiteral("--screenshot-delay"), QStringLiteral("100")},
                             QStringLiteral("offscreen"));
    QCOMPARE(window.exitCode, 1);
    QVERIFY2(window.err.contains(QStringLiteral("Cannot write the picture")), qPrintable(window.err));
}

// Desktop launchers pass the file chosen: it is opened as a saved game. One
// that cannot be opened says why on stderr, and a run for a picture (a
// script's) fails with code 2; a person's run starts anyway (see
// tst_mainwindowautosave).
void TestCommandLine::aFileArgumentIsOpenedAsASavedGame()
{
    const QString game = m_dir.filePath(QStringLiteral("game.quatre"));
    QFile file(game);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"quatre-saved-game\", \"version\": 1, \"game\": \"connect4\", "
               "\"options\": {\"rows\": 6, \"columns\": 7}, "
               "\"players\": [{\"type\": \"human\"}, {\"type\": \"human\"}], \"firstPlayer\": 1, "
               "\"moves\": [\"4\", \"4\", \"5\"], \"redo\": [], \"resultRecorded\": false}");
    file.close();
    const QString ini = settingsFileFor(QStringLiteral("en"));
    const Run opened = start(quatre::testpaths::appProgram(),
                             {QStringLiteral("--settings-file"), ini, game, QStringLiteral("--screenshot"),
                              m_dir.filePath(QStringLiteral("opened.png")), QStringLiteral("--screenshot-delay"),
                              QStringLiteral("100")},
                             QStringLiteral("offscreen"));
    QVERIFY2(opened.exitCode == 0, qPrintable(opened.err));
    const QString picture = m_dir.filePath(QStringLiteral("none.png"));
    const Run missing =
        start(quatre::testpaths::appProgram(),
              {QStringLiteral("--settings-file"), ini, m_dir.filePath(QStringLiteral("none.quatre")),
               QStringLiteral("--screenshot"), picture, QStringLiteral("--screenshot-delay"), QStringLiteral("100")},
              QStringLiteral("offscreen"));
    QCOMPARE(missing.exitCode, 2);
    QVERIFY2(missing.err.contains(QStringLiteral("Cannot open the saved game")), qPrintable(missing.err));
    QVERIFY(!QFileInfo::exists(picture));
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
