// Help > Rules: a page per game of the registry, opening on the window's
// game, each with words and pictures its own board drew; F1 opens it.
#include "uitestsupport.h"

#include "ui/registry/gameregistry.h"
#include "ui/registry/gametext.h"
#include "ui/registry/rulespage.h"
#include "ui/rules/rulesdialog.h"

#include "ui/language/translation.h"

#include <QAction>
#include <QScopeGuard>
#include <QTabWidget>
#include <QSet>

using namespace quatre;
using namespace quatre::ui;

namespace {

// How many colours a picture holds: a blank one has one.
int colourCount(const QImage &image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); y += 2)
        for (int x = 0; x < image.width(); x += 2)
            colours.insert(image.pixel(x, y));
    return int(colours.size());
}

} // namespace

class TestRulesDialog : public QObject {
    Q_OBJECT

private slots:
    void onePagePerGameOpeningOnTheChosenOne()
    {
        const auto &games = builtInGames().games();
        for (std::size_t i = 0; i < games.size(); ++i) {
            RulesDialog dialog(builtInGames(), games[i].id());
            QCOMPARE(dialog.pageCount(), int(games.size()));
            QCOMPARE(dialog.currentPage(), int(i));
        }
        // An unknown game opens on the first page.
        RulesDialog dialog(builtInGames(), "nosuchgame");
        QCOMPARE(dialog.currentPage(), 0);
    }

    void everyPageHasWordsAndPictures()
    {
        RulesDialog dialog(builtInGames(), builtInGames().first().id());
        for (int page = 0; page < dialog.pageCount(); ++page) {
            const GameEntry &game = builtInGames().games()[std::size_t(page)];
            const QString text = dialog.pageText(page);
            QVERIFY2(text.size() > 500, qPrintable(text));
            QVERIFY2(!text.contains(QStringLiteral("No rules")), qPrintable(text));
            QVERIFY(game.rulesPage);
            QVERIFY(!game.rulesPage().firstTimeTip.isEmpty());
            const QList<QImage> pictures = dialog.pagePictures(page);
            int expected = 0;
            for (const RulesSection &section : game.rulesPage().sections)
                expected += int(section.pictures.size());
            // Every picture's moves played: none was left out.
            QCOMPARE(pictures.size(), expected);
            QVERIFY(!pictures.isEmpty());
            if (qEnvironmentVariableIsSet("QUATRE_TEST_PICTURES")) {
                dialog.setCurrentPage(page);
                dialog.resize(660, 2400); // the whole page, to look at
                dialog.grab().save(QStringLiteral("/tmp/rules-%1.png").arg(page));
            }
            for (const QImage &picture : pictures) {
                QVERIFY(!picture.isNull());
                QVERIFY2(colourCount(picture) > 8, qPrintable(QString::number(colourCount(picture))));
            }
        }
    }

    void thePicturesShowWhatTheCaptionsSay()
    {
        // The winning pictures end their game; the others leave it going.
        for (const GameEntry &game : builtInGames().games()) {
            for (const RulesSection &section : game.rulesPage().sections) {
                for (const RulesPicture &picture : section.pictures) {
                    auto played = quatre::gameFromText(picture.options, picture.moves.toStdString());
                    QVERIFY2(std::holds_alternative<std::unique_ptr<Game>>(played), qPrintable(picture.moves));
                    const Game &position = *std::get<std::unique_ptr<Game>>(played);
                    if (picture.caption.contains(QStringLiteral("win")))
                        QVERIFY2(position.isOver() && winnerOf(position.outcome()) >= 0, qPrintable(picture.moves));
                    if (picture.caption.contains(QStringLiteral("a draw")))
                        QVERIFY2(position.isOver() && winnerOf(position.outcome()) < 0, qPrintable(picture.moves));
                }
            }
        }
    }

    void followsTheLanguage()
    {
        RulesDialog dialog(builtInGames(), "quarto");
        auto *tabs = dialog.findChild<QTabWidget *>(QStringLiteral("rulesTabs"));
        QVERIFY(tabs);
        QCOMPARE(tabs->tabText(0), QStringLiteral("Connect Four"));
        const auto backToEnglish =
            qScopeGuard([] { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); });
        installTranslations(*QCoreApplication::instance(), QStringLiteral("ca"));
        QCoreApplication::processEvents(); // the windows hear of it from a posted event
        QCOMPARE(tabs->tabText(0), builtInGames().first().text->name());
        QVERIFY(tabs->tabText(0) != QStringLiteral("Connect Four"));
        // The page stays where it was, its pictures drawn again.
        QCOMPARE(dialog.currentPage(), 1);
        QVERIFY(!dialog.pagePictures(1).isEmpty());
    }

    void aGameWithoutRulesSaysSo()
    {
        GameEntry unwritten = builtInGames().first();
        unwritten.rulesPage = nullptr;
        const GameRegistry games{unwritten};
        RulesDialog dialog(games, unwritten.id());
        QCOMPARE(dialog.pageCount(), 1);
        QVERIFY2(
            dialog.pageText(0).contains(QStringLiteral("No rules are written for %1 yet.").arg(unwritten.text->name())),
            qPrintable(dialog.pageText(0)));
        QVERIFY(dialog.pagePictures(0).isEmpty());
    }

    void f1OpensItOnTheWindowsGame()
    {
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        auto *action = window->findChild<QAction *>(QStringLiteral("actionRules"));
        QVERIFY(action);
        QVERIFY(action->shortcuts().contains(QKeySequence(Qt::Key_F1)));
        window->activateWindow();
        QVERIFY(QTest::qWaitForWindowActive(window.get()));
        QTest::keyClick(window.get(), Qt::Key_F1);
        auto *dialog = window->findChild<RulesDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());
        QCOMPARE(dialog->currentPage(), 0);
        // Asked again on another page, the same dialog turns to the window's game.
        dialog->setCurrentPage(2);
        action->trigger();
        QCOMPARE(window->findChildren<RulesDialog *>().size(), 1);
        QCOMPARE(dialog->currentPage(), 0);
    }
};

QTEST_MAIN(TestRulesDialog)
#include "tst_rulesdialog.moc"
