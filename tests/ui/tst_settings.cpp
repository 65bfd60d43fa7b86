// Settings: saved and read back through QSettings (a temporary INI file);
// out-of-range or unreadable entries fall back to their defaults.
#include "ui/games/gamelist.h"
#include "ui/language/translation.h"
#include "ui/settings/settings.h"

#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace quatre;
using namespace quatre::ui;

class TestSettings : public QObject {
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString iniFile() const { return m_dir.filePath(QStringLiteral("settings.ini")); }

private slots:
    void init() { QFile::remove(iniFile()); }

    void emptyStoreGivesDefaults()
    {
        QSettings store(iniFile(), QSettings::IniFormat);
        Settings settings(builtInGames());
        settings.seats[0] = Settings::defaultAiSeat(); // must be overwritten by load()
        settings.load(store, builtInGames());
        QCOMPARE(settings, Settings(builtInGames()));
        QCOMPARE(settings.optionsOf("connect4").value("rows"), 6);
        QCOMPARE(settings.optionsOf("connect4").value("columns"), 7);
        QVERIFY(settings.seats[0].human);
        QVERIFY(!settings.seats[1].human);
        QCOMPARE(settings.pacingMs, 500);
    }

    void roundTrip()
    {
        Settings saved(builtInGames());
        saved.optionsOf("connect4").setValue("rows", 10);
        saved.optionsOf("connect4").setValue("columns", 4);
        AiConfig expert;
        expert.level = AiLevel::Expert;
        expert.budget = std::chrono::milliseconds(2500);
        AiConfig minimax;
        minimax.level = AiLevel::Minimax;
        minimax.depth = 9;
        saved.seats = {Seat::computer(expert), Seat::computer(minimax)};
        AiConfig random;
        random.level = AiLevel::Random;
        saved.demoSeats = {Seat::computer(random), Seat::computer(expert)};
        saved.firstMove = FirstMove::Alternate;
        saved.animationSpeed = AnimationSpeed::Slow;
        saved.pacingMs = 1200;
        saved.language = QStringLiteral("ca");
        saved.highContrast = true;
        saved.colourScheme = ColourScheme::Dark;
        {
            QSettings store(iniFile(), QSettings::IniFormat);
            saved.save(store);
        }
        QSettings store(iniFile(), QSettings::IniFormat);
        Settings loaded(builtInGames());
        loaded.load(store, builtInGames());
        QCOMPARE(loaded.colourScheme, ColourScheme::Dark);
        QCOMPARE(loaded.game, saved.game);
        QCOMPARE(loaded.seats[0], saved.seats[0]);
        QCOMPARE(loaded.seats[1], saved.seats[1]);
        QCOMPARE(loaded.demoSeats[0].ai.level, AiLevel::Random);
        QCOMPARE(loaded.demoSeats[1], saved.demoSeats[1]);
        QCOMPARE(loaded, saved);
    }

    void outOfRangeValuesFallBackToDefaults()
    {
        {
            QSettings store(iniFile(), QSettings::IniFormat);
            store.setValue(QStringLiteral("connect4/rows"), 3);
            store.setValue(QStringLiteral("connect4/columns"), 11);
            store.setValue(QStringLiteral("player1/type"), QStringLiteral("ai"));
            store.setValue(QStringLiteral("player1/level"), QStringLiteral("minimax"));
            store.setValue(QStringLiteral("player1/depth"), 42);
            store.setValue(QStringLiteral("player1/budgetMs"), -5);
            store.setValue(QStringLiteral("player2/type"), QStringLiteral("robot"));
            store.setValue(QStringLiteral("game/firstMove"), QStringLiteral("whoever"));
            store.setValue(QStringLiteral("game/kind"), QStringLiteral("chess"));
            store.setValue(QStringLiteral("display/animationSpeed"), QStringLiteral("warp"));
            store.setValue(QStringLiteral("ai/pacingMs"), QStringLiteral("soon"));
            // A demo is played by two AIs: a person there is no setting the window wrote.
            store.setValue(QStringLiteral("demo1/type"), QStringLiteral("human"));
            store.setValue(QStringLiteral("demo2/type"), QStringLiteral("ai"));
            store.setValue(QStringLiteral("demo2/level"), QStringLiteral("oracle"));
            store.setValue(QStringLiteral("display/colourScheme"), QStringLiteral("sepia"));
        }
        QSettings store(iniFile(), QSettings::IniFormat);
        Settings loaded(builtInGames());
        QStringList unreadable;
        loaded.load(store, builtInGames(), &unreadable);
        const Settings defaults(builtInGames());
        QCOMPARE(loaded.game, defaults.game);
        // Each damaged entry is named, so that the window can say which.
        unreadable.sort();
        QCOMPARE(unreadable,
                 QStringList({QStringLiteral("ai/pacingMs"), QStringLiteral("connect4/columns"),
                              QStringLiteral("connect4/rows"), QStringLiteral("demo1/type"),
                              QStringLiteral("demo2/level"), QStringLiteral("display/animationSpeed"),
                              QStringLiteral("display/colourScheme"), QStringLiteral("game/firstMove"),
                              QStringLiteral("game/kind"), QStringLiteral("player1/budgetMs"),
                              QStringLiteral("player1/depth"), QStringLiteral("player2/type")}));
        QVERIFY(!loaded.seats[0].human);
        QCOMPARE(loaded.seats[0].ai.level, AiLevel::Minimax);
        QCOMPARE(loaded.seats[0].ai.depth, AiConfig::kDefaultDepth);
        QCOMPARE(loaded.seats[0].ai.budget.count(), qint64(AiConfig::kDefaultBudgetMs));
        QCOMPARE(loaded.seats[1], defaults.seats[1]);
        QCOMPARE(loaded.demoSeats[0], defaults.demoSeats[0]);
        QVERIFY(!loaded.demoSeats[1].human);
        QCOMPARE(loaded.demoSeats[1].ai.level, Settings::defaultAiSeat().ai.level);
        QCOMPARE(loaded.firstMove, defaults.firstMove);
        QCOMPARE(loaded.animationSpeed, defaults.animationSpeed);
        QCOMPARE(loaded.pacingMs, defaults.pacingMs);
        QCOMPARE(loaded.colourScheme, ColourScheme::System);
    }

    // Each scheme under its stored name; a name in another case or a number
    // is not one of them and falls back to System.
    void colourSchemeNames_data()
    {
        QTest::addColumn<QString>("stored");
        QTest::addColumn<int>("scheme");
        QTest::addColumn<bool>("warned");
        QTest::newRow("system") << QStringLiteral("system") << int(ColourScheme::System) << false;
        QTest::newRow("light") << QStringLiteral("light") << int(ColourScheme::Light) << false;
        QTest::newRow("dark") << QStringLiteral("dark") << int(ColourScheme::Dark) << false;
        QTest::newRow("Dark") << QStringLiteral("Dark") << int(ColourScheme::System) << true;
        QTest::newRow("2") << QStringLiteral("2") << int(ColourScheme::System) << true;
        QTest::newRow("empty") << QString() << int(ColourScheme::System) << true;
    }

    void colourSchemeNames()
    {
        QFETCH(QString, stored);
        QFETCH(int, scheme);
        QFETCH(bool, warned);
        {
            QSettings store(iniFile(), QSettings::IniFormat);
            store.setValue(QStringLiteral("display/colourScheme"), stored);
        }
        QSettings store(iniFile(), QSettings::IniFormat);
        Settings loaded(builtInGames());
        loaded.colourScheme = ColourScheme::Light;
        QStringList unreadable;
        loaded.load(store, builtInGames(), &unreadable);
        QCOMPARE(int(loaded.colourScheme), scheme);
        QCOMPARE(unreadable.contains(QStringLiteral("display/colourScheme")), warned);
    }

    void savedSettingsReadWithoutComplaint()
    {
        Settings changed(builtInGames());
        changed.game = "4mation";
        changed.optionsOf("4mation").setValue("officialRule", true);
        changed.seats[1] = Settings::defaultAiSeat();
        changed.highContrast = true;
        changed.colourScheme = ColourScheme::Light;
        changed.language = QStringLiteral("ro");
        {
            QSettings store(iniFile(), QSettings::IniFormat);
            changed.save(store);
        }
        QSettings store(iniFile(), QSettings::IniFormat);
        Settings loaded(builtInGames());
        QStringList unreadable{QStringLiteral("left over")};
        loaded.load(store, builtInGames(), &unreadable);
        QCOMPARE(loaded, changed);
        QCOMPARE(unreadable, QStringList());
    }

    void damagedWordsAndBinaryGarbageGiveDefaults()
    {
        {
            QFile file(iniFile());
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(
                "[display]\nhighContrast=maybe\nlanguage=xx\n[quarto]\nsquareRule=2\n\x89PNG\r\n\x1a\n\0\0\xff\xfe",
                75);
        }
        QSettings store(iniFile(), QSettings::IniFormat);
        Settings loaded(builtInGames());
        QStringList unreadable;
        loaded.load(store, builtInGames(), &unreadable);
        QCOMPARE(loaded, Settings(builtInGames()));
        unreadable.sort();
        QCOMPARE(unreadable,
                 QStringList({QStringLiteral("display/highContrast"), QStringLiteral("display/language"),
                              QStringLiteral("quarto/squareRule")}));
    }

    // A settings file edited by hand names a language as people write it.
    void handWrittenLanguageCodes_data()
    {
        QTest::addColumn<QString>("written");
        QTest::addColumn<QString>("language");
        QTest::addColumn<bool>("warned");
        QTest::newRow("bare Portuguese") << "pt"
                                         << "pt_PT" << false;
        QTest::newRow("Brazilian, with a dash") << "pt-BR"
                                                << "pt_PT" << false;
        QTest::newRow("upper case") << "RO"
                                    << "ro" << false;
        QTest::newRow("with a country") << "ca_ES"
                                        << "ca" << false;
        QTest::newRow("the stored form") << "pt_PT"
                                         << "pt_PT" << false;
        QTest::newRow("English") << "en-GB"
                                 << "en" << false;
        QTest::newRow("a POSIX locale") << "ro_RO.UTF-8"
                                        << "ro" << false;
        QTest::newRow("a variant") << "ca@valencia"
                                   << "ca" << false;
        QTest::newRow("unknown") << "de"
                                 << "" << true;
        QTest::newRow("a country alone") << "_PT"
                                         << "" << true;
        QTest::newRow("not set: the system's") << ""
                                               << "" << false;
    }
    void handWrittenLanguageCodes()
    {
        QFETCH(QString, written);
        QFETCH(QString, language);
        QFETCH(bool, warned);
        QSettings store(iniFile(), QSettings::IniFormat);
        if (!written.isEmpty())
            store.setValue(QStringLiteral("display/language"), written);
        Settings loaded(builtInGames());
        loaded.language = QStringLiteral("ro");
        QStringList unreadable;
        loaded.load(store, builtInGames(), &unreadable);
        QCOMPARE(loaded.language, language);
        QCOMPARE(unreadable.contains(QStringLiteral("display/language")), warned);
        QCOMPARE(interfaceLanguageFor(written), language);
    }

    void animationSpeedsAreOrdered()
    {
        QCOMPARE(Settings::animationMs(AnimationSpeed::Off), 0);
        QVERIFY(Settings::animationMs(AnimationSpeed::Fast) < Settings::animationMs(AnimationSpeed::Normal));
        QVERIFY(Settings::animationMs(AnimationSpeed::Normal) < Settings::animationMs(AnimationSpeed::Slow));
    }

    void soundIsOffAtSeventyPercentByDefault()
    {
        const Settings defaults(builtInGames());
        QVERIFY(!defaults.sound);
        QCOMPARE(defaults.volume, 70);
    }

    void soundSettingsRoundTrip_data()
    {
        QTest::addColumn<bool>("sound");
        QTest::addColumn<int>("volume");
        QTest::newRow("off, silent") << false << 0;
        QTest::newRow("on, half") << true << 50;
        QTest::newRow("on, full") << true << 100;
    }

    void soundSettingsRoundTrip()
    {
        QFETCH(bool, sound);
        QFETCH(int, volume);
        Settings saved(builtInGames());
        saved.sound = sound;
        saved.volume = volume;
        {
            QSettings store(iniFile(), QSettings::IniFormat);
            saved.save(store);
        }
        QSettings store(iniFile(), QSettings::IniFormat);
        Settings loaded(builtInGames());
        QStringList unreadable;
        loaded.load(store, builtInGames(), &unreadable);
        QCOMPARE(loaded.sound, sound);
        QCOMPARE(loaded.volume, volume);
        QCOMPARE(loaded, saved);
        QCOMPARE(unreadable, QStringList());
    }

    void badSoundSettingsFallBackToDefaults_data()
    {
        QTest::addColumn<QString>("enabled");
        QTest::addColumn<QString>("volume");
        QTest::newRow("too loud") << QStringLiteral("true") << QStringLiteral("101");
        QTest::newRow("negative") << QStringLiteral("false") << QStringLiteral("-1");
        QTest::newRow("words") << QStringLiteral("loud") << QStringLiteral("quiet");
        QTest::newRow("fraction") << QStringLiteral("yes") << QStringLiteral("50.5");
    }

    void badSoundSettingsFallBackToDefaults()
    {
        QFETCH(QString, enabled);
        QFETCH(QString, volume);
        {
            QSettings store(iniFile(), QSettings::IniFormat);
            store.setValue(QStringLiteral("sound/enabled"), enabled);
            store.setValue(QStringLiteral("sound/volume"), volume);
        }
        QSettings store(iniFile(), QSettings::IniFormat);
        Settings loaded(builtInGames());
        loaded.sound = !loaded.sound;
        loaded.volume = 5;
        QStringList unreadable;
        loaded.load(store, builtInGames(), &unreadable);
        const Settings defaults(builtInGames());
        const bool enabledReadable = enabled == QLatin1String("true") || enabled == QLatin1String("false");
        QCOMPARE(loaded.sound, enabledReadable ? enabled == QLatin1String("true") : defaults.sound);
        QCOMPARE(loaded.volume, defaults.volume);
        QVERIFY(unreadable.contains(QStringLiteral("sound/volume")));
        QCOMPARE(unreadable.contains(QStringLiteral("sound/enabled")), !enabledReadable);
    }
};

QTEST_MAIN(TestSettings)
#include "tst_settings.moc"
