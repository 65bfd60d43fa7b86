// The shape of the source tree, checked from its #include lines: the rules a
// newcomer relies on to find their way, kept true by the build rather than
// by review. A part is a folder under core/ or ui/ (each game's folder,
// core/games/<game> or ui/games/<game>, being a part of its own).
#include "testpaths.h"

#include <QDirIterator>
#include <QFile>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

#include <functional>

namespace {

struct SourceFile {
    QString path; // relative to the source tree, e.g. "ui/cli/cli.cpp"
    QStringList includes; // the quoted ones, as written
    QStringList systemIncludes;
    QString text;
};

QList<SourceFile> sourcesUnder(const QString &top)
{
    static const QRegularExpression quoted(QStringLiteral("^\\s*#\\s*include\\s+\"([^\"]+)\""),
                                           QRegularExpression::MultilineOption);
    static const QRegularExpression angled(QStringLiteral("^\\s*#\\s*include\\s+<([^>]+)>"),
                                           QRegularExpression::MultilineOption);
    const QString root = quatre::testpaths::sourceDir();
    QList<SourceFile> files;
    QDirIterator it(root + QLatin1Char('/') + top, {QStringLiteral("*.h"), QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly))
            qFatal("cannot read %s", qPrintable(path));
        SourceFile source{path.mid(root.size() + 1), {}, {}, QString::fromUtf8(file.readAll())};
        for (const auto &m : quoted.globalMatch(source.text))
            source.includes << m.captured(1);
        for (const auto &m : angled.globalMatch(source.text))
            source.systemIncludes << m.captured(1);
        files << source;
    }
    return files;
}

// "core/games/quarto/quarto.h" -> "core/games/quarto"; "ui/cli/cli.h" -> "ui/cli".
QString partOf(const QString &path)
{
    const QStringList parts = path.split(QLatin1Char('/'));
    if (parts.size() > 3 && parts[1] == QLatin1String("games"))
        return parts.mid(0, 3).join(QLatin1Char('/'));
    if (parts.size() > 2)
        return parts.mid(0, 2).join(QLatin1Char('/'));
    return parts[0];
}

bool isGameFolder(const QString &part)
{
    return part.count(QLatin1Char('/')) == 2 && part.section(QLatin1Char('/'), 1, 1) == QLatin1String("games");
}

// A cycle in `graph`, as the parts along it, or empty.
QStringList findCycle(const QMap<QString, QSet<QString>> &graph)
{
    QMap<QString, int> state; // 1: on the current path, 2: done
    QStringList path;
    std::function<QStringList(const QString &)> visit = [&](const QString &part) -> QStringList {
        state[part] = 1;
        path << part;
        for (const QString &next : graph.value(part)) {
            if (state.value(next) == 1)
                return path.mid(path.indexOf(next)) << next;
            if (state.value(next) == 0)
                if (QStringList cycle = visit(next); !cycle.isEmpty())
                    return cycle;
        }
        path.removeLast();
        state[part] = 2;
        return {};
    };
    for (auto it = graph.begin(); it != graph.end(); ++it)
        if (state.value(it.key()) == 0)
            if (QStringList cycle = visit(it.key()); !cycle.isEmpty())
                return cycle;
    return {};
}

} // namespace

class TestLayout : public QObject {
    Q_OBJECT

private slots:
    void theTreeIsThere()
    {
        // Guards the checks below against passing on an empty tree.
        QVERIFY(sourcesUnder(QStringLiteral("core")).size() > 30);
        QVERIFY(sourcesUnder(QStringLiteral("ui")).size() > 60);
        QVERIFY(!sourcesUnder(QStringLiteral("app")).isEmpty());
    }

    void coreNeverIncludesQtOrTheInterface()
    {
        for (const SourceFile &file : sourcesUnder(QStringLiteral("core"))) {
            for (const QString &include : file.systemIncludes)
                QVERIFY2(!include.startsWith(QLatin1Char('Q')) && !include.startsWith(QLatin1String("qt")),
                         qPrintable(file.path + QLatin1String(" includes <") + include + QLatin1Char('>')));
            for (const QString &include : file.includes)
                QVERIFY2(include.startsWith(QLatin1String("core/")),
                         qPrintable(file.path + QLatin1String(" includes \"") + include + QLatin1Char('"')));
        }
    }

    void includesNameTheirPartFromTheTop()
    {
        for (const QString &top : {QStringLiteral("core"), QStringLiteral("ui"), QStringLiteral("app")})
            for (const SourceFile &file : sourcesUnder(top))
                for (const QString &include : file.includes)
                    QVERIFY2(include.startsWith(QLatin1String("core/")) || include.startsWith(QLatin1String("ui/")),
                             qPrintable(file.path + QLatin1String(" includes \"") + include + QLatin1Char('"')));
    }

    // Each part can be read knowing only the parts below it.
    void thePartsFormNoCycle()
    {
        QMap<QString, QSet<QString>> graph;
        for (const QString &top : {QStringLiteral("core"), QStringLiteral("ui")})
            for (const SourceFile &file : sourcesUnder(top))
                for (const QString &include : file.includes)
                    if (partOf(include) != partOf(file.path))
                        graph[partOf(file.path)].insert(partOf(include));
        QVERIFY(graph.value(QStringLiteral("ui/mainwindow")).contains(QStringLiteral("ui/session")));
        const QStringList cycle = findCycle(graph);
        QVERIFY2(cycle.isEmpty(), qPrintable(cycle.join(QLatin1String(" -> "))));
    }

    // A game is its own two folders plus one line in the list of games:
    // nothing else includes a game's files.
    void onlyTheListOfGamesNamesAGame()
    {
        const QString list = QStringLiteral("ui/games/gamelist.cpp");
        int listed = 0;
        for (const QString &top : {QStringLiteral("core"), QStringLiteral("ui"), QStringLiteral("app")}) {
            for (const SourceFile &file : sourcesUnder(top)) {
                for (const QString &include : file.includes) {
                    const QString part = partOf(include);
                    if (!isGameFolder(part)
                        || part.section(QLatin1Char('/'), 2) == partOf(file.path).section(QLatin1Char('/'), 2))
                        continue;
                    if (file.path == list && include.startsWith(QLatin1String("ui/games/"))) {
                        ++listed;
                        continue;
                    }
                    QFAIL(qPrintable(file.path + QLatin1String(" includes a game's file: ") + include));
                }
            }
        }
        QCOMPARE(listed, 3);
    }

    // app/ holds only the main() files: everything else is in a library the tests link.
    void appHoldsOnlyMainFiles()
    {
        static const QRegularExpression main(QStringLiteral("\\bint\\s+main\\s*\\("));
        for (const SourceFile &file : sourcesUnder(QStringLiteral("app")))
            QVERIFY2(file.path.endsWith(QLatin1String(".cpp")) && main.match(file.text).hasMatch(),
                     qPrintable(file.path));
    }

    void theCheckerSeesACycle()
    {
        QMap<QString, QSet<QString>> graph;
        graph[QStringLiteral("a")] = {QStringLiteral("b")};
        graph[QStringLiteral("b")] = {QStringLiteral("c")};
        QVERIFY(findCycle(graph).isEmpty());
        graph[QStringLiteral("c")] = {QStringLiteral("a")};
        QCOMPARE(findCycle(graph).size(), 4);
    }
};

QTEST_GUILESS_MAIN(TestLayout)
#include "tst_layout.moc"
