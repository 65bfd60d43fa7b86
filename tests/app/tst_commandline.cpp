// `quatre --help` and `--version` answer without a display and in the
// interface language the settings hold; bad options fail with code 2.
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

namespace {

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run start(const QString &program, const QStringList &arguments)
{
    QProcess process;
    // No display at all: the information requests must not need one.
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("DISPLAY"));
    environment.remove(QStringLiteral("QT_QPA_PLATFORM"));
    environment.insert(QStringLiteral("LANG"), QStringLiteral("C.UTF-8"));
    environment.insert(QStringLiteral("LANGUAGE"), QStringLiteral("en"));
    process.setProcessEnvironment(environment);
    process.start(program, arguments);
    Run run;
    if (!process.waitForFinished(30000))
        return run;
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

QTEST_GUILESS_MAIN(TestCommandLine)
#include "tst_commandline.moc"
