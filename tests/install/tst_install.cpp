// `cmake --install` into a temporary prefix, then what a desktop needs to list
// and start Quatre: the executables, the launcher with its translations, the
// icon and the AppStream description, each checked by the freedesktop tools.
#include "testpaths.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QtTest>

namespace {

const QString kAppId = QStringLiteral("org.quatre.Quatre");

struct RunResult {
    int exitCode = -1;
    QString output; // stdout and stderr together, for the failure message
};

RunResult run(const QString &program, const QStringList &arguments)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    RunResult result;
    if (!process.waitForFinished(120000)) {
        result.output = QStringLiteral("%1 did not finish: %2").arg(program, process.errorString());
        return result;
    }
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.output = QString::fromUtf8(process.readAll());
    return result;
}

// The keys of a .desktop file's [Desktop Entry] group, localised ones
// ("Comment[ca]") included as written.
QHash<QString, QString> desktopEntry(const QString &path)
{
    QHash<QString, QString> entry;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return entry;
    bool inEntry = false;
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'));
    for (const QString &line : lines) {
        if (line.startsWith(QLatin1Char('[')))
            inEntry = line == QLatin1String("[Desktop Entry]");
        else if (inEntry && line.contains(QLatin1Char('=')))
            entry.insert(line.section(QLatin1Char('='), 0, 0), line.section(QLatin1Char('='), 1));
    }
    return entry;
}

QString readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

} // namespace

class TestInstall : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void installsTheExecutables();
    void launcherIsValidAndTranslated();
    void metainfoIsValidAndDescribesTheLauncher();
    void iconIsCrispFromSmallToLarge();
    void savedGamesOpenWithTheLauncher();

private:
    QString installed(const QString &relative) const { return m_prefix.filePath(relative); }
    QString tool(const QString &name) const;

    QTemporaryDir m_prefix;
};

QString TestInstall::tool(const QString &name) const
{
    const QString path = QStandardPaths::findExecutable(name);
    if (path.isEmpty())
        qWarning("%s is missing: .ci/setup installs it", qPrintable(name));
    return path;
}

void TestInstall::initTestCase()
{
    QVERIFY(m_prefix.isValid());
    const RunResult result =
        run(quatre::testpaths::cmakeProgram(),
            {QStringLiteral("--install"), quatre::testpaths::buildDir(), QStringLiteral("--prefix"), m_prefix.path()});
    QVERIFY2(result.exitCode == 0, qPrintable(result.output));
}

void TestInstall::installsTheExecutables()
{
    for (const QString &name : {QStringLiteral("quatre"), QStringLiteral("quatre-cli")}) {
        const QFileInfo info(installed(QStringLiteral("bin/") + name));
        QVERIFY2(info.exists(), qPrintable(info.filePath()));
        QVERIFY2(info.isExecutable(), qPrintable(info.filePath()));
    }
    // The installed tool runs on its own, away from the build tree.
    const RunResult version = run(installed(QStringLiteral("bin/quatre-cli")), {QStringLiteral("--version")});
    QCOMPARE(version.exitCode, 0);
    QVERIFY2(version.output.contains(QStringLiteral(QUATRE_VERSION)), qPrintable(version.output));
    QVERIFY(QFile::exists(installed(QStringLiteral("share/licenses/quatre/LICENSE"))));
}

void TestInstall::launcherIsValidAndTranslated()
{
    const QString path = installed(QStringLiteral("share/applications/%1.desktop").arg(kAppId));
    QVERIFY2(QFile::exists(path), qPrintable(path));

    const QString validator = tool(QStringLiteral("desktop-file-validate"));
    QVERIFY(!validator.isEmpty());
    const RunResult check = run(validator, {path});
    QVERIFY2(check.exitCode == 0 && check.output.trimmed().isEmpty(), qPrintable(check.output));

    const QHash<QString, QString> entry = desktopEntry(path);
    // %f: a launcher passes the file chosen, which Quatre opens as a saved game.
    QCOMPARE(entry.value(QStringLiteral("Exec")), QStringLiteral("quatre %f"));
    QCOMPARE(entry.value(QStringLiteral("MimeType")), QStringLiteral("application/x-quatre-game;"));
    QCOMPARE(entry.value(QStringLiteral("Icon")), kAppId);
    QVERIFY(entry.value(QStringLiteral("Categories")).split(QLatin1Char(';')).contains(QStringLiteral("BoardGame")));
    for (const QString &language : {QStringLiteral("ca"), QStringLiteral("pt"), QStringLiteral("ro")}) {
        for (const QString &key : {QStringLiteral("GenericName"), QStringLiteral("Comment")}) {
            const QString localised = entry.value(QStringLiteral("%1[%2]").arg(key, language));
            QVERIFY2(!localised.isEmpty(), qPrintable(QStringLiteral("%1[%2]").arg(key, language)));
            QVERIFY2(localised != entry.value(key), qPrintable(localised));
        }
    }
}

void TestInstall::metainfoIsValidAndDescribesTheLauncher()
{
    const QString path = installed(QStringLiteral("share/metainfo/%1.metainfo.xml").arg(kAppId));
    QVERIFY2(QFile::exists(path), qPrintable(path));

    const QString validator = tool(QStringLiteral("appstreamcli"));
    QVERIFY(!validator.isEmpty());
    const RunResult check = run(validator, {QStringLiteral("validate"), QStringLiteral("--no-net"), path});
    QVERIFY2(check.exitCode == 0, qPrintable(check.output));

    const QString xml = readAll(path);
    QVERIFY(xml.contains(QStringLiteral("<id>%1</id>").arg(kAppId)));
    QVERIFY(xml.contains(QStringLiteral("<launchable type=\"desktop-id\">%1.desktop</launchable>").arg(kAppId)));
    // Releases are listed newest first: the first one must be this version.
    const qsizetype firstRelease = xml.indexOf(QStringLiteral("<release "));
    QVERIFY(firstRelease >= 0);
    QVERIFY2(
        xml.mid(firstRelease).startsWith(QStringLiteral("<release version=\"%1\"").arg(QStringLiteral(QUATRE_VERSION))),
        "the newest release in the metainfo must be this version");
    for (const QString &language : {QStringLiteral("ca"), QStringLiteral("pt"), QStringLiteral("ro")})
        QVERIFY(xml.contains(QStringLiteral("<summary xml:lang=\"%1\">").arg(language)));
}

void TestInstall::iconIsCrispFromSmallToLarge()
{
    const QString path = installed(QStringLiteral("share/icons/hicolor/scalable/apps/%1.svg").arg(kAppId));
    QSvgRenderer renderer(path);
    QVERIFY2(renderer.isValid(), qPrintable(path));
    QCOMPARE(renderer.defaultSize().width(), renderer.defaultSize().height());
    for (int size : {16, 24, 32, 48, 64, 128, 256}) {
        QImage image(size, size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::transparent);
        QPainter painter(&image);
        renderer.render(&painter);
        painter.end();
        // The board fills the square (a small icon is not a speck in a
        // corner) and the red and yellow discs are still told apart.
        int opaque = 0;
        bool red = false;
        bool yellow = false;
        for (int y = 0; y < size; ++y) {
            for (int x = 0; x < size; ++x) {
                const QColor c = image.pixelColor(x, y);
                opaque += c.alpha() > 200;
                red = red || (c.red() > 180 && c.green() < 90 && c.blue() < 90);
                yellow = yellow || (c.red() > 200 && c.green() > 160 && c.blue() < 90);
            }
        }
        QVERIFY2(opaque >= size * size * 3 / 4, qPrintable(QStringLiteral("%1 px: %2 opaque").arg(size).arg(opaque)));
        QVERIFY2(red && yellow, qPrintable(QStringLiteral("%1 px").arg(size)));
    }
}

// The type the launcher names is installed, and the freedesktop tool
// builds it into a database where *.quatre files are of that type.
void TestInstall::savedGamesOpenWithTheLauncher()
{
    const QString package = installed(QStringLiteral("share/mime/packages/%1.xml").arg(kAppId));
    QVERIFY2(QFile::exists(package), qPrintable(package));
    const QString updater = tool(QStringLiteral("update-mime-database"));
    QVERIFY(!updater.isEmpty());
    const RunResult update = run(updater, {installed(QStringLiteral("share/mime"))});
    QVERIFY2(update.exitCode == 0 && !update.output.contains(QLatin1String("rror")), qPrintable(update.output));
    const QString globs = readAll(installed(QStringLiteral("share/mime/globs2")));
    QVERIFY2(globs.contains(QStringLiteral(":application/x-quatre-game:*.quatre")), qPrintable(globs));
    const QString type = readAll(installed(QStringLiteral("share/mime/application/x-quatre-game.xml")));
    QVERIFY2(type.contains(QStringLiteral("<comment xml:lang=\"pt\">")), qPrintable(type));
}

QTEST_GUILESS_MAIN(TestInstall)
#include "tst_install.moc"
