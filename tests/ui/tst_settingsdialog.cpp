// SettingsDialog: shows the settings it is given, returns what was edited,
// and through the main window its values reach the next game (not the
// running one) and are saved in QSettings.
#include "ui/games/gamelist.h"
#include "ui/settings/settingsdialog.h"

#include "core/games/connectfour/connectfour.h"
#include "ui/settings/seateditor.h"
#include "ui/mainwindow/seatcard.h"
#include "ui/mainwindow/sidepanel.h"
#include "ui/sound/gamesounds.h"
#include "uitestsupport.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QSpinBox>
#include <QStackedWidget>
#include <QCheckBox>
#include <QTest>

using namespace quatre;
using namespace quatre::ui;

namespace {

void chooseData(QComboBox *combo, const QVariant &data)
{
    const int index = combo->findData(data);
    QVERIFY(index >= 0);
    combo->setCurrentIndex(index);
}

} // namespace

class TestSettingsDialog : public QObject {
    Q_OBJECT

private slots:
    void showsTheGivenSettings()
    {
        Settings settings(builtInGames());
        settings.optionsOf("connect4").setValue("rows", 9);
        settings.optionsOf("connect4").setValue("columns", 5);
        settings.seats = {test::aiSeat(AiLevel::Minimax, 7), test::aiSeat(AiLevel::Expert, 4, 3000)};
        settings.firstMove = FirstMove::Seat2;
        settings.pacingMs = 800;
        SettingsDialog dialog(settings, builtInGames());
        QCOMPARE(dialog.numberOption("connect4", "rows")->value(), 9);
        QCOMPARE(dialog.numberOption("connect4", "columns")->value(), 5);
        QCOMPARE(dialog.seatEditor(0)->depthSpin()->value(), 7);
        QCOMPARE(dialog.seatEditor(1)->budgetSpin()->value(), 3.0);
        QCOMPARE(dialog.pacingSpin()->value(), 800);
        QCOMPARE(dialog.settings(), settings);
    }

    // The note on when changes apply is a remark, not a disabled control: it
    // must be as readable as the rest (it once had a contrast of 1.6).
    void theNoteIsReadable()
    {
        SettingsDialog dialog{Settings(builtInGames()), builtInGames()};
        const auto *note = dialog.findChild<QLabel *>(QStringLiteral("settingsNote"));
        QVERIFY(note);
        QVERIFY(note->text().startsWith(QStringLiteral("Changes")));
        QVERIFY2(test::textContrast(note) >= 4.5, qPrintable(QString::number(test::textContrast(note))));
    }

    // Choosing another game inside the dialog must not leave it at the last
    // game's height, with its rows squashed (Quarto's page is the shortest).
    void theDialogFitsEachGamesOptions()
    {
        Settings settings(builtInGames());
        settings.game = "quarto";
        SettingsDialog dialog(settings, builtInGames());
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        for (const char *game : {"4mation", "connect4", "quarto", "connect4"}) {
            chooseData(dialog.gameCombo(), QString::fromLatin1(game));
            QTest::qWait(50);
            QVERIFY2(dialog.height() >= dialog.minimumSizeHint().height(), game);
            for (const QWidget *child : dialog.findChildren<QWidget *>()) {
                // Qt's own parts of a control (a spin box's line edit) are the control's to size.
                if (!child->isVisible() || qobject_cast<const QStackedWidget *>(child)
                    || child->objectName().startsWith(QLatin1String("qt_")))
                    continue;
                QVERIFY2(child->height() >= child->minimumSizeHint().height(),
                         qPrintable(QStringLiteral("%1 squashed after choosing %2: %3 < %4")
                                        .arg(child->objectName(), QLatin1String(game))
                                        .arg(child->height())
                                        .arg(child->minimumSizeHint().height())));
            }
        }
    }

    void sizesAreLimitedToTheRules()
    {
        SettingsDialog dialog(Settings(builtInGames()), builtInGames());
        dialog.numberOption("connect4", "rows")->setValue(2);
        dialog.numberOption("connect4", "columns")->setValue(50);
        QCOMPARE(dialog.settings().optionsOf("connect4").value("rows"), ConnectFour::kMinSize);
        QCOMPARE(dialog.settings().optionsOf("connect4").value("columns"), ConnectFour::kMaxSize);
    }

    void listsOnlyPlayableGamesWithAnOptionsPageEach()
    {
        SettingsDialog dialog(Settings(builtInGames()), builtInGames());
        QCOMPARE(dialog.gameCombo()->count(), 3);
        QCOMPARE(dialog.gameCombo()->itemData(0).toString(), QStringLiteral("connect4"));
        QCOMPARE(dialog.gameCombo()->itemData(1).toString(), QStringLiteral("quarto"));
        QCOMPARE(dialog.gameCombo()->itemData(2).toString(), QStringLiteral("4mation"));
        auto *pages = dialog.findChild<QStackedWidget *>();
        QVERIFY(pages);
        QCOMPARE(pages->count(), dialog.gameCombo()->count());
    }

    void depthAndBudgetShowOnlyForTheirLevel()
    {
        SettingsDialog dialog(Settings(builtInGames()), builtInGames());
        dialog.show();
        SeatEditor *seat = dialog.seatEditor(0);
        chooseData(seat->typeCombo(), SeatEditor::levelData(AiLevel::Minimax));
        QVERIFY(seat->depthSpin()->isVisible());
        QVERIFY(!seat->budgetSpin()->isVisible());
        chooseData(seat->typeCombo(), SeatEditor::levelData(AiLevel::Expert));
        QVERIFY(!seat->depthSpin()->isVisible());
        QVERIFY(seat->budgetSpin()->isVisible());
        chooseData(seat->typeCombo(), SeatEditor::humanData());
        QVERIFY(seat->seat().human);
    }

    // A demo's players are chosen here, and only AIs are on offer.
    void theDemoPlayersAreAisChosenHere()
    {
        Settings settings(builtInGames());
        settings.demoSeats = {test::aiSeat(AiLevel::Expert, 4, 1500), test::aiSeat(AiLevel::Minimax, 6)};
        SettingsDialog dialog(settings, builtInGames());
        for (int seat = 0; seat < 2; ++seat) {
            QComboBox *type = dialog.demoSeatEditor(seat)->typeCombo();
            QCOMPARE(type->findData(SeatEditor::humanData()), -1);
            QVERIFY(type->count() >= 4);
        }
        QCOMPARE(dialog.demoSeatEditor(0)->budgetSpin()->value(), 1.5);
        QCOMPARE(dialog.demoSeatEditor(1)->depthSpin()->value(), 6);
        QCOMPARE(dialog.seatEditor(0)->typeCombo()->findData(SeatEditor::humanData()), 0);

        chooseData(dialog.demoSeatEditor(1)->typeCombo(), SeatEditor::levelData(AiLevel::Random));
        QCOMPARE(dialog.settings().demoSeats[1].ai.level, AiLevel::Random);
        QCOMPARE(dialog.settings().demoSeats[0], settings.demoSeats[0]);

        // 4Mation's own levels are offered to the demo once it is the game.
        chooseData(dialog.gameCombo(), QStringLiteral("4mation"));
        QVERIFY(dialog.demoSeatEditor(0)->typeCombo()->findData(QStringLiteral("hardcore")) >= 0);
        QCOMPARE(dialog.demoSeatEditor(0)->typeCombo()->findData(SeatEditor::humanData()), -1);
    }

    // The colour scheme is a display setting: it applies at once, to the
    // window and the board, and System gives the platform's palette back.
    void colourSchemeAppliesAtOnce()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        const QColor platformWindow = QApplication::palette().color(QPalette::Window);
        window->findChild<QAction *>(QStringLiteral("actionSettings"))->trigger();
        SettingsDialog *dialog = window->settingsDialog();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        QCOMPARE(dialog->colourSchemeCombo()->currentData().toInt(), int(ColourScheme::System));
        chooseData(dialog->colourSchemeCombo(), int(ColourScheme::Dark));
        dialog->accept();
        QCoreApplication::processEvents(); // the widgets hear of the new palette through the event loop
        QCOMPARE(window->settings().colourScheme, ColourScheme::Dark);
        QVERIFY(isDarkPalette(window->palette()));
        QVERIFY(window->boardView()->isDarkScheme());
        QSettings store(dir.filePath(QStringLiteral("quatre.ini")), QSettings::IniFormat);
        QCOMPARE(store.value(QStringLiteral("display/colourScheme")).toString(), QStringLiteral("dark"));

        window->findChild<QAction *>(QStringLiteral("actionSettings"))->trigger();
        dialog = window->settingsDialog();
        QTRY_VERIFY(dialog && dialog->isVisible());
        QCOMPARE(dialog->colourSchemeCombo()->currentData().toInt(), int(ColourScheme::Dark));
        chooseData(dialog->colourSchemeCombo(), int(ColourScheme::System));
        dialog->accept();
        QCoreApplication::processEvents();
        QCOMPARE(QApplication::palette().color(QPalette::Window), platformWindow);
        QVERIFY(!window->boardView()->isDarkScheme());
    }

    void valuesReachTheNextGameAndAreSaved()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        window->findChild<QAction *>(QStringLiteral("actionSettings"))->trigger();
        SettingsDialog *dialog = window->settingsDialog();
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->isVisible());
        dialog->numberOption("connect4", "rows")->setValue(8);
        dialog->numberOption("connect4", "columns")->setValue(10);
        chooseData(dialog->seatEditor(1)->typeCombo(), SeatEditor::levelData(AiLevel::Minimax));
        dialog->seatEditor(1)->depthSpin()->setValue(2);
        chooseData(dialog->firstMoveCombo(), int(FirstMove::Seat1));
        chooseData(dialog->animationCombo(), int(AnimationSpeed::Fast));
        dialog->pacingSpin()->setValue(1000);
        QVERIFY(!dialog->highContrastCheck()->isChecked());
        dialog->highContrastCheck()->setChecked(true);
        dialog->accept();
        // The piece set is a display setting: it applies at once.
        QVERIFY(window->boardView()->highContrast());
        QCOMPARE(window->sidePanel()->seatCard(0)->name(), QStringLiteral("Orange"));

        // The running game is untouched.
        GameSession *session = window->session();
        QCOMPARE(session->game().rows(), 6);
        QCOMPARE(session->game().columns(), 7);
        QVERIFY(session->seat(1).human);

        window->findChild<QAction *>(QStringLiteral("actionNew"))->trigger();
        QCOMPARE(session->game().rows(), 8);
        QCOMPARE(session->game().columns(), 10);
        QVERIFY(session->seat(0).human);
        QVERIFY(!session->seat(1).human);
        QCOMPARE(session->seat(1).ai.level, AiLevel::Minimax);
        QCOMPARE(session->seat(1).ai.depth, 2);
        QCOMPARE(session->firstSeat(), 0);
        QCOMPARE(window->aiController()->pacingMs(), 1000);
        QCOMPARE(window->boardView()->animationMs(), Settings::animationMs(AnimationSpeed::Fast));

        QSettings store(dir.filePath(QStringLiteral("quatre.ini")), QSettings::IniFormat);
        Settings saved(builtInGames());
        saved.load(store, builtInGames());
        QCOMPARE(saved, window->settings());
        QCOMPARE(saved.optionsOf("connect4").value("columns"), 10);
        QCOMPARE(saved.seats[1].ai.depth, 2);
    }

    void cancelChangesNothing()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        const Settings before = window->settings();
        window->showSettings();
        SettingsDialog *dialog = window->settingsDialog();
        QVERIFY(dialog);
        dialog->numberOption("connect4", "rows")->setValue(4);
        dialog->reject();
        QCOMPARE(window->settings(), before);
        window->newGame();
        QCOMPARE(window->session()->game().rows(), 6);
    }

    void showsAndReturnsTheSoundSettings()
    {
        Settings settings(builtInGames());
        settings.sound = false;
        settings.volume = 30;
        SettingsDialog dialog(settings, builtInGames());
        QVERIFY(!dialog.soundCheck()->isChecked());
        QCOMPARE(dialog.volumeSpin()->value(), 30);
        QCOMPARE(dialog.volumeSpin()->minimum(), 0);
        QCOMPARE(dialog.volumeSpin()->maximum(), 100);
        // The volume of sounds that are off means nothing.
        QVERIFY(!dialog.volumeSpin()->isEnabled());
        dialog.soundCheck()->setChecked(true);
        QVERIFY(dialog.volumeSpin()->isEnabled());
        dialog.volumeSpin()->setValue(90);
        QVERIFY(dialog.settings().sound);
        QCOMPARE(dialog.settings().volume, 90);
        dialog.soundCheck()->setChecked(false);
        QVERIFY(!dialog.settings().sound);
    }

    // Sound is a display setting: it applies at once, and is saved.
    void soundSettingsApplyAtOnce()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        QVERIFY(!window->sounds()->isEnabled());
        window->showSettings();
        SettingsDialog *dialog = window->settingsDialog();
        QVERIFY(dialog);
        dialog->soundCheck()->setChecked(true);
        dialog->volumeSpin()->setValue(40);
        dialog->accept();
        QVERIFY(window->sounds()->isEnabled());
        QCOMPARE(window->sounds()->volumePercent(), 40);
        QTRY_VERIFY(!window->settingsDialog()); // closed dialogs are deleted later

        window->showSettings();
        dialog = window->settingsDialog();
        QVERIFY(dialog);
        QCOMPARE(dialog->volumeSpin()->value(), 40);
        dialog->soundCheck()->setChecked(false);
        dialog->accept();
        QVERIFY(!window->sounds()->isEnabled());

        QSettings store(dir.filePath(QStringLiteral("quatre.ini")), QSettings::IniFormat);
        Settings saved(builtInGames());
        saved.load(store, builtInGames());
        QVERIFY(!saved.sound);
        QCOMPARE(saved.volume, 40);
    }
};

QTEST_MAIN(TestSettingsDialog)
#include "tst_settingsdialog.moc"
