// Switching the interface language at run time: the texts of the main window
// and of the settings dialog change at once, the game in progress goes on
// untouched, the choice is remembered, and on a first start the system's
// language decides.
#include "ui/games/gamelist.h"
#include "ui/about/aboutdialog.h"
#include "ui/language/translation.h"
#include "ui/mainwindow/seatcard.h"
#include "ui/mainwindow/sidepanel.h"
#include "ui/settings/settingsdialog.h"
#include "uitestsupport.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QPushButton>
#include <QTabWidget>
#include <QGroupBox>
#include <QLabel>
#include <QMenuBar>
#include <QTest>
#include <QTreeWidget>

using namespace quatre;
using namespace quatre::ui;
using quatre::ui::test::aiSeat;

namespace {

QAction *action(MainWindow &window, const QString &name)
{
    return window.findChild<QAction *>(name);
}

QStringList labelTexts(QWidget *parent)
{
    QStringList texts;
    for (const QLabel *label : parent->findChildren<QLabel *>())
        texts << label->text();
    return texts;
}

QStringList groupTitles(QWidget *parent)
{
    QStringList titles;
    for (const QGroupBox *group : parent->findChildren<QGroupBox *>())
        titles << group->title();
    return titles;
}

} // namespace

class TestLanguageSwitch : public QObject {
    Q_OBJECT

private slots:
    void cleanup()
    {
        installTranslations(*QCoreApplication::instance(), QStringLiteral("en"));
        QLocale::setDefault(QLocale::c());
    }

    void everyTextFollowsTheLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("gameMenu");
        QTest::addColumn<QString>("newGame");
        QTest::addColumn<QString>("players");
        QTest::addColumn<QString>("yourTurn");
        QTest::addColumn<QString>("red");
        QTest::addColumn<QString>("settingsTitle");
        QTest::addColumn<QString>("display");
        QTest::newRow("Català") << "ca"
                                << "&Partida"
                                << "Partida &nova"
                                << "Jugadors"
                                << "El vostre torn"
                                << "Vermell"
                                << "Configuració"
                                << "Visualització";
        QTest::newRow("Português") << "pt_PT"
                                   << "&Jogo"
                                   << "&Novo jogo"
                                   << "Jogadores"
                                   << "É a sua vez"
                                   << "Vermelho"
                                   << "Definições"
                                   << "Visualização";
        QTest::newRow("Română") << "ro"
                                << "&Joc"
                                << "Joc &nou"
                                << "Jucători"
                                << "Rândul tău"
                                << "Roșu"
                                << "Setări"
                                << "Afișare";
        QTest::newRow("English") << "en"
                                 << "&Game"
                                 << "&New Game"
                                 << "Players"
                                 << "Your turn"
                                 << "Red"
                                 << "Settings"
                                 << "Display";
    }
    void everyTextFollowsTheLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QString, gameMenu);
        QFETCH(QString, newGame);
        QFETCH(QString, players);
        QFETCH(QString, yourTurn);
        QFETCH(QString, red);
        QFETCH(QString, settingsTitle);
        QFETCH(QString, display);

        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), aiSeat(AiLevel::Greedy));
        QVERIFY(window);
        // A game in progress: the person played, the AI answered.
        BoardView *board = window->boardView();
        QTest::mouseClick(board, Qt::LeftButton, {}, board->cellRect({0, 3}).center().toPoint());
        QTRY_COMPARE(window->session()->game().plyCount(), 2);
        QTRY_VERIFY(!board->isAnimating());
        const QString moves = window->session()->movesText();
        // Start from another language than the row's, so that every text changes.
        action(*window,
               code == QLatin1String("en") ? QStringLiteral("actionLanguage_ro") : QStringLiteral("actionLanguage_en"))
            ->trigger();
        QTRY_VERIFY(action(*window, QStringLiteral("actionNew"))->text() != newGame);

        QAction *choice = action(*window, QStringLiteral("actionLanguage_%1").arg(code));
        QVERIFY(choice);
        choice->trigger();
        QVERIFY(choice->isChecked());
        // Qt posts the LanguageChange events: the texts change on the next turn of the event loop.
        QTRY_COMPARE(window->menuBar()->actions().value(0)->text(), gameMenu);
        QCOMPARE(action(*window, QStringLiteral("actionNew"))->text(), newGame);
        QVERIFY2(labelTexts(window->sidePanel()).contains(players),
                 qPrintable(labelTexts(window->sidePanel()).join(u'|')));
        QCOMPARE(window->sidePanel()->seatCard(0)->name(), red);
        QCOMPARE(window->sidePanel()->seatCard(0)->status(), yourTurn);
        // The language menu names each language in its own words, whatever is shown.
        QStringList names;
        for (QAction *a : window->findChild<QMenu *>(QStringLiteral("languageMenu"))->actions())
            names << a->text();
        QCOMPARE(names,
                 (QStringList{QStringLiteral("English"), QStringLiteral("Català"), QStringLiteral("Português"),
                              QStringLiteral("Română")}));

        // The game goes on as it was, and the choice is remembered.
        QCOMPARE(window->session()->movesText(), moves);
        QVERIFY(window->session()->isHumanToMove());
        QSettings store(dir.filePath(QStringLiteral("quatre.ini")), QSettings::IniFormat);
        QCOMPARE(store.value(QStringLiteral("display/language")).toString(), code);
        Settings reloaded(builtInGames());
        reloaded.load(store, builtInGames());
        QCOMPARE(reloaded.language, code);

        // The settings dialog opens in the language, showing it as chosen.
        action(*window, QStringLiteral("actionSettings"))->trigger();
        SettingsDialog *dialog = window->settingsDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->windowTitle(), settingsTitle);
        QVERIFY2(groupTitles(dialog).contains(display), qPrintable(groupTitles(dialog).join(u'|')));
        QCOMPARE(dialog->languageCombo()->currentData().toString(), code);
        dialog->reject();
    }

    void theSettingsDialogSwitchesOnOk()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        action(*window, QStringLiteral("actionSettings"))->trigger();
        SettingsDialog *dialog = window->settingsDialog();
        QVERIFY(dialog);
        dialog->languageCombo()->setCurrentIndex(dialog->languageCombo()->findData(QStringLiteral("ro")));
        dialog->accept();
        QTRY_COMPARE(action(*window, QStringLiteral("actionNew"))->text(), QStringLiteral("Joc &nou"));
        QCOMPARE(window->settings().language, QStringLiteral("ro"));
        QVERIFY(action(*window, QStringLiteral("actionLanguage_ro"))->isChecked());
    }

    void firstStartFollowsTheSystem_data()
    {
        QTest::addColumn<QString>("system");
        QTest::addColumn<QString>("stored");
        QTest::addColumn<QString>("shown");
        QTest::newRow("catalan desktop") << "ca_ES"
                                         << ""
                                         << "ca";
        QTest::newRow("brazilian desktop") << "pt_BR"
                                           << ""
                                           << "pt_PT";
        QTest::newRow("romanian desktop") << "ro_RO"
                                          << ""
                                          << "ro";
        QTest::newRow("german desktop: English") << "de_DE"
                                                 << ""
                                                 << "en";
        QTest::newRow("a choice beats the system") << "ca_ES"
                                                   << "ro"
                                                   << "ro";
    }
    void firstStartFollowsTheSystem()
    {
        QFETCH(QString, system);
        QFETCH(QString, stored);
        QFETCH(QString, shown);
        QLocale::setDefault(QLocale(system));
        QCOMPARE(effectiveLanguage(stored), shown);
    }

    // Debian has no Qt catalogue for pt_PT or ro: the standard buttons of
    // every dialog come from ours, and an open dialog follows a switch.
    void standardButtonsSpeakEveryLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("cancel");
        QTest::addColumn<QString>("save");
        QTest::addColumn<QString>("close");
        QTest::newRow("Català") << "ca"
                                << "Cancel·la"
                                << "Desa"
                                << "Tanca";
        QTest::newRow("Português") << "pt_PT"
                                   << "Cancelar"
                                   << "Guardar"
                                   << "Fechar";
        QTest::newRow("Română") << "ro"
                                << "Anulează"
                                << "Salvează"
                                << "Închide";
        QTest::newRow("English") << "en"
                                 << "Cancel"
                                 << "Save"
                                 << "Close";
    }
    void standardButtonsSpeakEveryLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QString, cancel);
        QFETCH(QString, save);
        QFETCH(QString, close);
        QDialogButtonBox buttons(QDialogButtonBox::Cancel | QDialogButtonBox::Save | QDialogButtonBox::Close);
        installTranslations(*QCoreApplication::instance(), code);
        QTRY_COMPARE(buttons.button(QDialogButtonBox::Cancel)->text(), cancel);
        QCOMPARE(buttons.button(QDialogButtonBox::Save)->text(), save);
        QCOMPARE(buttons.button(QDialogButtonBox::Close)->text(), close);
    }

    // Qt's own Open and Save dialog has no pt_PT or ro catalogue either.
    void theFileDialogSpeaksEveryLanguage_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("lookIn");
        QTest::addColumn<QString>("fileName");
        QTest::newRow("Português") << "pt_PT"
                                   << "Procurar em:"
                                   << "&Nome do ficheiro:";
        QTest::newRow("Română") << "ro"
                                << "Caută în:"
                                << "&Numele fișierului:";
    }
    void theFileDialogSpeaksEveryLanguage()
    {
        QFETCH(QString, code);
        QFETCH(QString, lookIn);
        QFETCH(QString, fileName);
        installTranslations(*QCoreApplication::instance(), code);
        QFileDialog dialog;
        dialog.setOption(QFileDialog::DontUseNativeDialog);
        QVERIFY2(labelTexts(&dialog).contains(lookIn), qPrintable(labelTexts(&dialog).join(u'|')));
        QVERIFY2(labelTexts(&dialog).contains(fileName), qPrintable(labelTexts(&dialog).join(u'|')));
    }

    void theAboutBoxFollowsTheLanguage()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        action(*window, QStringLiteral("actionAbout"))->trigger();
        auto *about = window->findChild<AboutDialog *>();
        QVERIFY(about);
        QVERIFY(about->isVisible());
        const auto *summary = about->findChild<QLabel *>(QStringLiteral("aboutSummary"));
        QVERIFY(summary->text().contains(QApplication::applicationVersion()));
        QVERIFY(summary->text().contains(QStringLiteral("GNU General Public License")));
        // The whole licence ships inside the program.
        QVERIFY(AboutDialog::licenceText().contains(QStringLiteral("GNU GENERAL PUBLIC LICENSE")));
        QVERIFY(AboutDialog::licenceText().contains(QStringLiteral("Version 3, 29 June 2007")));

        window->setLanguage(QStringLiteral("ca"));
        QTRY_COMPARE(about->windowTitle(), QStringLiteral("Quant al Quatre"));
        QVERIFY(summary->text().contains(QStringLiteral("programari lliure")));
        const auto *tabs = about->findChild<QTabWidget *>();
        QCOMPARE(tabs->tabText(1), QStringLiteral("Llicència"));
        QCOMPARE(about->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Close)->text(),
                 QStringLiteral("Tanca"));
        window->setLanguage(QStringLiteral("en"));
        QTRY_COMPARE(about->windowTitle(), QStringLiteral("About Quatre"));
    }

    // Quarto's piece codes are notation, the same in every language: the
    // move list says what their letters stand for, in the language shown.
    void quartoMovesExplainTheirNotation()
    {
        QTemporaryDir dir;
        Settings settings(builtInGames());
        settings.game = "quarto";
        MainWindow window(test::settingsStore(dir, settings), builtInGames());
        const auto *list = window.findChild<QTreeWidget *>(QStringLiteral("moveList"));
        QVERIFY(list);
        QVERIFY2(list->toolTip().contains(QStringLiteral("L or D (light or dark)")), qPrintable(list->toolTip()));
        window.setLanguage(QStringLiteral("ca"));
        QTRY_VERIFY2(list->toolTip().contains(QStringLiteral("L o D (clara o fosca)")), qPrintable(list->toolTip()));
        window.setLanguage(QStringLiteral("en"));
        QTRY_VERIFY(list->toolTip().startsWith(QStringLiteral("A move is")));

        QTemporaryDir other;
        auto connectFour = test::makeWindow(other, Seat::person(), Seat::person());
        QVERIFY(connectFour);
        QCOMPARE(connectFour->findChild<QTreeWidget *>(QStringLiteral("moveList"))->toolTip(), QString());
    }

    void anUnknownStoredLanguageFallsBackToTheSystem()
    {
        QTemporaryDir dir;
        QSettings store(dir.filePath(QStringLiteral("quatre.ini")), QSettings::IniFormat);
        store.setValue(QStringLiteral("display/language"), QStringLiteral("tlh"));
        Settings settings(builtInGames());
        settings.load(store, builtInGames());
        QCOMPARE(settings.language, QString());
    }
};

QTEST_MAIN(TestLanguageSwitch)
#include "tst_languageswitch.moc"
