// The window's menus in every interface language: within one menu no two
// visible entries share an accelerator (the letter after a single '&'), nor
// do the menu bar's titles, whatever the game chosen (each fills the Demo
// Presets menu with its own matches) and whether the AI is paused (Pause then
// reads Resume).
#include "ui/games/gamelist.h"
#include "ui/language/translation.h"
#include "uitestsupport.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QSet>
#include <QTest>

using namespace quatre;
using namespace quatre::ui;

namespace {

// The accelerator of a menu text, lower case: the character after the first
// single '&' ("&&" is a literal ampersand); null when there is none.
QChar accelerator(const QString &text)
{
    for (qsizetype i = 0; i + 1 < text.size(); ++i) {
        if (text[i] != QLatin1Char('&'))
            continue;
        if (text[i + 1] == QLatin1Char('&')) {
            ++i; // a literal '&'
            continue;
        }
        return text[i + 1].toLower();
    }
    return {};
}

// "Menu: 'A' in '&Apple' and '&Avocado'" for every accelerator shared by two
// of the visible `actions`.
QStringList clashes(const QString &menuName, const QList<QAction *> &actions)
{
    QStringList problems;
    QHash<QChar, QString> owner;
    for (const QAction *action : actions) {
        if (action->isSeparator() || !action->isVisible())
            continue;
        const QChar key = accelerator(action->text());
        if (key.isNull())
            continue;
        if (owner.contains(key))
            problems << QStringLiteral("%1: '%2' in \"%3\" and \"%4\"")
                            .arg(menuName, QString(key), owner.value(key), action->text());
        else
            owner.insert(key, action->text());
    }
    return problems;
}

// The clashes of `menu` and of its visible submenus, each named by its path.
QStringList menuClashes(const QMenu *menu, const QString &path)
{
    QStringList problems = clashes(path, menu->actions());
    for (const QAction *action : menu->actions())
        if (action->menu() && action->isVisible())
            problems << menuClashes(action->menu(), path + QStringLiteral(" > ") + action->text());
    return problems;
}

QStringList windowClashes(const MainWindow &window)
{
    QStringList problems = clashes(QStringLiteral("menu bar"), window.menuBar()->actions());
    QSet<QString> titles;
    for (const QAction *action : window.menuBar()->actions()) {
        if (!action->isVisible())
            continue;
        if (titles.contains(action->text()))
            problems << QStringLiteral("menu bar: the title \"%1\" twice").arg(action->text());
        titles.insert(action->text());
        if (action->menu())
            problems << menuClashes(action->menu(), action->text());
    }
    return problems;
}

} // namespace

class TestMenuAccelerators : public QObject {
    Q_OBJECT

private slots:
    void cleanup() { installTranslations(*QCoreApplication::instance(), QStringLiteral("en")); }

    void theAcceleratorOfAText()
    {
        QCOMPARE(accelerator(QStringLiteral("&Resume")), QLatin1Char('r'));
        QCOMPARE(accelerator(QStringLiteral("Res&ume")), QLatin1Char('u'));
        QCOMPARE(accelerator(QStringLiteral("Copy && &Paste")), QLatin1Char('p'));
        QCOMPARE(accelerator(QStringLiteral("Copy && Paste")), QChar());
        QCOMPARE(accelerator(QStringLiteral("Demonstrații p&redefinite")), QLatin1Char('r'));
        QCOMPARE(accelerator(QStringLiteral("C&ontinuă")), QLatin1Char('o'));
        QCOMPARE(accelerator(QStringLiteral("Trailing &")), QChar());
        QCOMPARE(clashes(QStringLiteral("m"), {}).size(), 0);
    }

    void everyMenuHasUniqueAccelerators_data()
    {
        QTest::addColumn<QString>("code");
        for (const InterfaceLanguage &language : interfaceLanguages())
            QTest::newRow(qPrintable(language.code)) << language.code;
    }
    void everyMenuHasUniqueAccelerators()
    {
        QFETCH(QString, code);
        QTemporaryDir dir;
        auto window = test::makeWindow(dir, Seat::person(), Seat::person());
        QVERIFY(window);
        window->setLanguage(code);
        QCoreApplication::processEvents();
        QAction *pause = window->findChild<QAction *>(QStringLiteral("actionPause"));
        QVERIFY(pause);

        QStringList problems;
        int gamesWithPresets = 0;
        for (const GameEntry &game : window->games().games()) {
            Settings settings = window->settings();
            settings.game = std::string(game.id());
            window->applySettings(settings);
            QCoreApplication::processEvents();
            if (window->demoPresetsMenu()->menuAction()->isVisible())
                ++gamesWithPresets;
            for (const bool paused : {false, true}) {
                const QString pauseText = pause->text();
                pause->setChecked(paused);
                QCoreApplication::processEvents();
                // Paused, the same entry reads Resume: both must be seen.
                if (paused)
                    QVERIFY2(pause->text() != pauseText, qPrintable(pauseText));
                for (const QString &problem : windowClashes(*window))
                    if (!problems.contains(problem))
                        problems << problem;
            }
            pause->setChecked(false);
            QCoreApplication::processEvents();
        }
        // 4Mation has demo presets: their menu was checked too.
        QVERIFY(gamesWithPresets > 0);
        QVERIFY2(problems.isEmpty(),
                 qPrintable(code + QStringLiteral(":\n  ") + problems.join(QStringLiteral("\n  "))));
    }
};

QTEST_MAIN(TestMenuAccelerators)
#include "tst_menuaccelerators.moc"
