// `quatre --help` and `--version` answer without a display and in the
// interface language the settings hold; bad options, and a settings file
// that is not a regular file, fail with code 2.
#include "namedpipe.h"

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
          int timeoutMs = 30000)
{
    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
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
    void aSettingsFileThatIsNoFileIsRefused();

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
    const Run gui = start(QStringLiteral(QUATRE_GUI_PATH), {QStringLiteral("--version")});
    QCOMPARE(gui.exitCode, 0);
    QCOMPARE(gui.out.trimmed(), QStringLiteral("Quatre " QUATRE_VERSION));
    const Run cli = start(QStringLiteral(QUATRE_CLI_PATH), {QStringLiteral("--version")});
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
    const Run run = start(QStringLiteral(QUATRE_GUI_PATH),
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
        start(QStringLiteral(QUATRE_GUI_PATH), {QStringLiteral("--no-such-option"), QStringLiteral("--version")});
    QVERIFY(unknown.exitCode != 0);
    QVERIFY2(unknown.err.contains(QStringLiteral("no-such-option")), qPrintable(unknown.err));
    const Run cli = start(QStringLiteral(QUATRE_CLI_PATH), {QStringLiteral("--frobnicate")});
    QCOMPARE(cli.exitCode, 2);
    QVERIFY2(cli.err.contains(QStringLiteral("--frobnicate")), qPrintable(cli.err));
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
    const Run help = start(QStringLiteral(QUATRE_GUI_PATH),
                           {QStringLiteral("--settings-file"), path, QStringLiteral("--help")}, QString(), 15000);
    QCOMPARE(help.exitCode, 2);
    QCOMPARE(help.err.trimmed(), message);
    const Run window = start(QStringLiteral(QUATRE_GUI_PATH), {QStringLiteral("--settings-file"), path},
                             QStringLiteral("offscreen"), 15000);
    QCOMPARE(window.exitCode, 2);
    QVERIFY2(window.err.contains(message), qPrintable(window.err));
}

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
