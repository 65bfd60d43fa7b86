// The translation sources stay complete: every message of every language is
// translated (no unfinished, obsolete or empty entry), keeps the source's
// placeholders, and has one plural form per form the language has.
#include "testpaths.h"

#include <QtTest>

#include <QFile>
#include <QRegularExpression>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context;
    QString source;
    QStringList translations; // one, or one per plural form
    QString type; // "unfinished", "obsolete", "vanished" or empty
    bool numerus = false;
};

// The messages of `fileName` in the checkout's translations/ folder.
std::vector<Message> readTs(const QString &fileName, QString *language)
{
    QFile file(quatre::testpaths::sourceDir() + QStringLiteral("/translations/") + fileName);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QXmlStreamReader xml(&file);
    std::vector<Message> messages;
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("TS")) {
            *language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current =
                Message{context, {}, {}, {}, xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes")};
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            current.type = xml.attributes().value(QLatin1String("type")).toString();
            if (!current.numerus)
                current.translations.append(xml.readElementText());
            messages.push_back(current);
        } else if (name == QLatin1String("numerusform")) {
            messages.back().translations.append(xml.readElementText());
        }
    }
    if (xml.hasError())
        qWarning("%s: %s", qPrintable(file.fileName()), qPrintable(xml.errorString()));
    return messages;
}

QStringList placeholders(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("%L?[0-9n]"));
    QStringList found;
    for (auto it = pattern.globalMatch(text); it.hasNext();)
        found.append(it.next().captured());
    found.sort();
    found.removeDuplicates();
    return found;
}

} // namespace

class TestTsFiles : public QObject {
    Q_OBJECT

private slots:
    void everyMessageIsTranslated_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("pluralForms");
        QTest::newRow("Catalan") << "quatre_ca.ts"
                                 << "ca" << 2;
        QTest::newRow("Portuguese") << "quatre_pt.ts"
                                    << "pt_PT" << 2;
        QTest::newRow("Romanian") << "quatre_ro.ts"
                                  << "ro" << 3;
    }
    void everyMessageIsTranslated()
    {
        QFETCH(QString, file);
        QFETCH(QString, language);
        QFETCH(int, pluralForms);
        QString declared;
        const std::vector<Message> messages = readTs(file, &declared);
        QVERIFY2(messages.size() > 100, qPrintable(file));
        QVERIFY2(declared.startsWith(language), qPrintable(declared));
        QStringList problems;
        for (const Message &m : messages) {
            const QString where = m.context + QStringLiteral(": \"") + m.source.left(60) + QStringLiteral("\"");
            if (!m.type.isEmpty())
                problems << where + QStringLiteral(" is ") + m.type;
            if (m.numerus && m.translations.size() != pluralForms)
                problems << where
                        + QStringLiteral(" has %1 plural forms, not %2").arg(m.translations.size()).arg(pluralForms);
            for (const QString &t : m.translations) {
                if (t.trimmed().isEmpty() && !m.source.trimmed().isEmpty())
                    problems << where + QStringLiteral(" has an empty translation");
                else if (placeholders(t) != placeholders(m.source))
                    problems << where + QStringLiteral(" changes the placeholders: ") + t;
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // English's catalogue holds the plural forms of exactly the messages with
    // a %n, which lupdate -pluralonly puts there.
    void englishHasThePluralFormsOfEveryCountingMessage()
    {
        QString declared, unused;
        const std::vector<Message> english = readTs(QStringLiteral("quatre_en.ts"), &declared);
        QVERIFY(declared.startsWith(QLatin1String("en")));
        QStringList counting, plural;
        for (const Message &m : readTs(QStringLiteral("quatre_ca.ts"), &unused))
            if (m.numerus)
                counting << m.context + QLatin1Char('|') + m.source;
        for (const Message &m : english) {
            QVERIFY2(m.numerus && m.type.isEmpty() && m.translations.size() == 2, qPrintable(m.source));
            for (const QString &t : m.translations)
                QVERIFY2(!t.trimmed().isEmpty() && placeholders(t) == placeholders(m.source), qPrintable(t));
            plural << m.context + QLatin1Char('|') + m.source;
        }
        counting.sort();
        plural.sort();
        QVERIFY(!counting.isEmpty());
        QCOMPARE(plural, counting);
    }

    void theThreeLanguagesHaveTheSameMessages()
    {
        QString unused;
        auto keys = [&](const char *file) {
            QStringList k;
            for (const Message &m : readTs(QLatin1String(file), &unused))
                k << m.context + QLatin1Char('|') + m.source;
            k.sort();
            return k;
        };
        const QStringList ca = keys("quatre_ca.ts");
        QCOMPARE(keys("quatre_pt.ts"), ca);
        QCOMPARE(keys("quatre_ro.ts"), ca);
    }
};

QTEST_GUILESS_MAIN(TestTsFiles)
#include "tst_tsfiles.moc"
