// The tip above the board the first time each game is started: once per
// game, remembered in the settings, never in a demo, dismissable, and its
// Rules button opens Help > Rules on that game.
#include "uitestsupport.h"

#include "ui/registry/gameregistry.h"
#include "ui/registry/rulespage.h"
#include "ui/rules/firsttimetip.h"
#include "ui/rules/rulesdialog.h"

#include <QPushButton>
#include <QToolButton>

using namespace quatre;
using namespace quatre::ui;

namespace {

QString tipOf(std::string_view id)
{
    return builtInGames().find(id)->rulesPage().firstTimeTip;
}

bool tipShown(MainWindow &window)
{
    return window.firstTimeTip()->isVisibleTo(&window);
}

void play(MainWindow &window, std::string_view id)
{
    Settings settings = window.settings();
    settings.game = std::string(id);
    window.applySettings(settings);
    window.newGame();
}

} // namespace

class TestFirstTimeTip : public QObject {
    Q_OBJECT

private slots:
    void showsOnAGamesFirstStartOnly()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), test::aiSeat(AiLevel::Random));
        QVERIFY(window);
        QVERIFY(tipShown(*window));
        QCOMPARE(window->firstTimeTip()->shownGame(), QStringLiteral("connect4"));
        QCOMPARE(window->firstTimeTip()->text(), tipOf("connect4"));
        // Closed, it stays closed through the next games of that game.
        window->firstTimeTip()->findChild<QToolButton *>(QStringLiteral("tipClose"))->click();
        QVERIFY(!tipShown(*window));
        window->newGame();
        QVERIFY(!tipShown(*window));
        window->restartGame();
        QVERIFY(!tipShown(*window));
    }

    void eachGameHasItsOwnTip()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        play(*window, "quarto");
        QVERIFY(tipShown(*window));
        QCOMPARE(window->firstTimeTip()->shownGame(), QStringLiteral("quarto"));
        QCOMPARE(window->firstTimeTip()->text(), tipOf("quarto"));
        // Still shown for a second game of Quarto until it is closed.
        window->newGame();
        QCOMPARE(window->firstTimeTip()->shownGame(), QStringLiteral("quarto"));
        play(*window, "4mation");
        QCOMPARE(window->firstTimeTip()->text(), tipOf("4mation"));
        // Back to a game whose tip was shown: none.
        play(*window, "connect4");
        QVERIFY(!tipShown(*window));
        play(*window, "quarto");
        QVERIFY(!tipShown(*window));
    }

    void isRememberedAcrossWindows()
    {
        QTemporaryDir dir;
        {
            auto first = test::makeWindow(dir, Seat::person(), Seat::person());
            QVERIFY(first);
            QVERIFY(tipShown(*first));
        }
        QSettings store(dir.filePath(QStringLiteral("quatre.ini")), QSettings::IniFormat);
        QVERIFY(store.value(FirstTimeTip::shownKey("connect4")).toBool());
        QVERIFY(!store.contains(FirstTimeTip::shownKey("quarto")));
        auto second = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(second);
        QVERIFY(!tipShown(*second));
        play(*second, "quarto");
        QVERIFY(tipShown(*second));
    }

    void aNarrowWindowMakesRoomForItsLines()
    {
        // Wrapped on more lines, the bar asks for their height: the window
        // grows rather than squeezing what is under it.
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        play(*window, "quarto");
        FirstTimeTip *tip = window->firstTimeTip();
        const int wide = tip->height();
        window->resize(1, 1);
        QTRY_VERIFY(tip->height() >= tip->heightForWidth(tip->width()));
        QVERIFY(tip->height() > wide);
        QCOMPARE(tip->minimumHeight(), tip->heightForWidth(tip->width()));
    }

    void aDemoShowsNone()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, test::aiSeat(AiLevel::Random), test::aiSeat(AiLevel::Random));
        QVERIFY(window);
        QVERIFY(!tipShown(*window));
        QSettings store(dir.filePath(QStringLiteral("quatre.ini")), QSettings::IniFormat);
        QVERIFY(!store.contains(FirstTimeTip::shownKey("connect4")));
    }

    void itsButtonOpensTheRules()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        play(*window, "4mation");
        QVERIFY(tipShown(*window));
        window->firstTimeTip()->findChild<QPushButton *>(QStringLiteral("tipRules"))->click();
        auto *dialog = window->findChild<RulesDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->currentPage(), 2);
        QVERIFY(!tipShown(*window));
    }

    void aPosedPictureForgetsIt()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        QVERIFY(tipShown(*window));
        window->firstTimeTip()->withdraw();
        QVERIFY(!tipShown(*window));
        play(*window, "quarto");
        QVERIFY(!tipShown(*window));
        QSettings store(dir.filePath(QStringLiteral("quatre.ini")), QSettings::IniFormat);
        QVERIFY(!store.contains(FirstTimeTip::shownKey("connect4")));
        QVERIFY(!store.contains(FirstTimeTip::shownKey("quarto")));
    }
};

QTEST_MAIN(TestFirstTimeTip)
#include "tst_firsttimetip.moc"
