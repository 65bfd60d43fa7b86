// Start-up translation loading: the compiled-in catalogues are found for
// each language (European and Brazilian Portuguese share quatre_pt), and a
// language without one leaves English.
#include "ui/language/translation.h"
#include "ui/session/seattext.h"
#include "ui/games/gamelist.h"
#include "ui/registry/gametext.h"

#include <QCoreApplication>
#include <QFile>
#include <QTest>

using namespace quatre;
using namespace quatre::ui;

class TestTranslation : public QObject {
    Q_OBJECT

private slots:
    void numbersFollowTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("budget");
        QTest::newRow("en") << QStringLiteral("en") << QStringLiteral("1.5 s");
        QTest::newRow("ca") << QStringLiteral("ca") << QStringLiteral("1,5 s");
        QTest::newRow("pt") << QStringLiteral("pt_PT") << QStringLiteral("1,5 s");
        QTest::newRow("ro") << QStringLiteral("ro") << QStringLiteral("1,5 s");
    }
    void numbersFollowTheLanguage()
    {
        // A time budget on a seat card reads with the language's decimal mark.
        QFETCH(QString, language);
        QFETCH(QString, budget);
        QVERIFY(installTranslations(*QCoreApplication::instance(), language));
        AiConfig expert;
        expert.level = AiLevel::Expert;
        expert.budget = std::chrono::milliseconds(1500);
        const QString text = SeatText::describe(Seat::computer(expert), *builtInGames().first().text);
        QVERIFY2(text.contains(budget), qPrintable(text));
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
    }

    void cataloguesAreCompiledIn()
    {
        for (const char *language : {"ca", "pt", "ro", "en"})
            QVERIFY2(QFile::exists(QStringLiteral(":/i18n/quatre_%1.qm").arg(QLatin1String(language))), language);
    }

    void loadsTheCatalogueOfTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("found");
        QTest::newRow("catalan") << QStringLiteral("ca") << true;
        QTest::newRow("european portuguese") << QStringLiteral("pt_PT") << true;
        QTest::newRow("brazilian portuguese") << QStringLiteral("pt_BR") << true;
        QTest::newRow("romanian") << QStringLiteral("ro_RO") << true;
        QTest::newRow("german") << QStringLiteral("de") << false;
    }

    void loadsTheCatalogueOfTheLanguage()
    {
        QFETCH(QString, language);
        QFETCH(bool, found);
        QCOMPARE(installTranslations(*QCoreApplication::instance(), language), found);
    }

    // The verdict line counts moves: English has two forms, Romanian three
    // (1; 0 and 2-19, also past each hundred as in 101; the rest take "de").
    void pluralFormsFollowTheLanguage_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<int>("n");
        QTest::addColumn<QString>("expected");
        QTest::newRow("en 1") << QStringLiteral("en") << 1 << QStringLiteral("Wins in 1 move");
        QTest::newRow("en 2") << QStringLiteral("en") << 2 << QStringLiteral("Wins in 2 moves");
        QTest::newRow("de falls back to en") << QStringLiteral("de") << 3 << QStringLiteral("Wins in 3 moves");
        QTest::newRow("ro 1") << QStringLiteral("ro") << 1 << QStringLiteral("Câștigă în 1 mutare");
        QTest::newRow("ro 2") << QStringLiteral("ro") << 2 << QStringLiteral("Câștigă în 2 mutări");
        QTest::newRow("ro 19") << QStringLiteral("ro") << 19 << QStringLiteral("Câștigă în 19 mutări");
        QTest::newRow("ro 20") << QStringLiteral("ro") << 20 << QStringLiteral("Câștigă în 20 de mutări");
        QTest::newRow("ro 101") << QStringLiteral("ro") << 101 << QStringLiteral("Câștigă în 101 mutări");
        QTest::newRow("ca 1") << QStringLiteral("ca") << 1 << QStringLiteral("Guanya en 1 jugada");
        QTest::newRow("pt 7") << QStringLiteral("pt_PT") << 7 << QStringLiteral("Ganha em 7 jogadas");
    }
    void pluralFormsFollowTheLanguage()
    {
        QFETCH(QString, language);
        QFETCH(int, n);
        QFETCH(QString, expected);
        // Each call replaces the translators of the one before.
        installTranslations(*QCoreApplication::instance(), language);
        QCOMPARE(QCoreApplication::translate("VerdictText", "Wins in %n move(s)", nullptr, n), expected);
    }
};

QTEST_MAIN(TestTranslation)
#include "tst_translation.moc"
