// Start-up translation loading: the compiled-in catalogues are found for
// each language (European and Brazilian Portuguese share quatre_pt), and a
// language without one leaves English.
#include "app/translation.h"

#include <QCoreApplication>
#include <QFile>
#include <QTest>

using namespace quatre::ui;

class TestTranslation : public QObject {
    Q_OBJECT

private slots:
    void cataloguesAreCompiledIn()
    {
        for (const char *language : {"ca", "pt", "ro"})
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
};

QTEST_MAIN(TestTranslation)
#include "tst_translation.moc"
