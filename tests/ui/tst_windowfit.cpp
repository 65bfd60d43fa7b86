// A small window stays playable: the side panel narrows first, then folds
// away, the board keeps a playable width, the tool bar drops its texts so
// that none of its actions hides in the overflow menu, and View > Side Panel
// hides the panel at any size, remembered.
#include "uitestsupport.h"

#include "ui/mainwindow/sidepanel.h"
#include "ui/mainwindow/windowfit.h"

#include <QMenu>
#include <QStandardPaths>
#include <QToolBar>
#include <QToolButton>

using namespace quatre;
using namespace quatre::ui;

namespace {

// Asks for the size until the window has it, as a person's drag asks again
// and again: a window shrinking past the side panel's fold only gets there
// once the panel has folded, which comes after the resize that brings it.
bool resizeTo(MainWindow &window, int width, int height)
{
    const QSize wanted(width, height);
    return QTest::qWaitFor(
        [&] {
            if (window.size() != wanted)
                window.resize(wanted);
            return window.size() == wanted;
        },
        5000);
}

// Every tool bar action has a button the window shows (none only in the overflow menu).
bool toolBarShowsEveryAction(QToolBar *toolBar)
{
    for (QAction *action : toolBar->actions()) {
        if (action->isSeparator())
            continue;
        QWidget *button = toolBar->widgetForAction(action);
        if (!button || !button->isVisible())
            return false;
        const QRect shown = button->geometry().intersected(toolBar->rect());
        if (shown != button->geometry())
            return false;
    }
    return true;
}

std::unique_ptr<MainWindow> quartoWindow(const QTemporaryDir &dir)
{
    Settings settings(builtInGames());
    settings.game = "quarto";
    auto window = std::make_unique<MainWindow>(test::settingsStore(dir, settings), builtInGames());
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

QAction *action(MainWindow &window, const char *name)
{
    return window.findChild<QAction *>(QLatin1String(name));
}

} // namespace

class TestWindowFit : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void theSidePanelGivesWayFirstThenFolds()
    {
        QTemporaryDir dir;
        auto window = quartoWindow(dir);
        QVERIFY(window);
        SidePanel *panel = window->sidePanel();
        BoardView *board = window->boardView();

        QVERIFY(resizeTo(*window, 1000, 720));
        QTRY_VERIFY(panel->isVisible());
        QTRY_COMPARE(panel->width(), panel->preferredWidth());

        // 640x480: the panel is narrower than it likes, the board wider than at its preferred width.
        QVERIFY(resizeTo(*window, 640, 480));
        QTRY_VERIFY(panel->width() < panel->preferredWidth());
        QVERIFY(panel->width() >= SidePanel::kNarrowWidth);
        QVERIFY(panel->isVisible());
        QTRY_VERIFY2(board->width() >= WindowFit::kPlayableBoardWidth, qPrintable(QString::number(board->width())));
        // A short window gives the tool bar's line of texts to the board.
        auto *toolBar = window->findChild<QToolBar *>(QStringLiteral("mainToolBar"));
        QTRY_COMPARE(toolBar->toolButtonStyle(), Qt::ToolButtonIconOnly);
        QTRY_VERIFY(toolBarShowsEveryAction(toolBar));

        // Narrower still: the panel folds away and the board takes the width.
        QVERIFY(resizeTo(*window, 500, 480));
        QTRY_VERIFY(!panel->isVisible());
        QVERIFY(window->windowFit()->isPanelFolded());
        QTRY_VERIFY(board->width() >= 500 - 12);
        QVERIFY(action(*window, "actionSidePanel")->isChecked()); // still wanted: back when there is room

        QVERIFY(resizeTo(*window, 1000, 720));
        QTRY_VERIFY(panel->isVisible());
        QTRY_COMPARE(panel->width(), panel->preferredWidth());
    }

    void everyToolBarActionStaysReachable()
    {
        QTemporaryDir dir;
        auto window = quartoWindow(dir);
        QVERIFY(window);
        auto *toolBar = window->findChild<QToolBar *>(QStringLiteral("mainToolBar"));
        QVERIFY(toolBar);
        QVERIFY(resizeTo(*window, 1000, 720));
        QTRY_COMPARE(toolBar->toolButtonStyle(), Qt::ToolButtonTextUnderIcon);
        QTRY_VERIFY(toolBarShowsEveryAction(toolBar));

        // The smallest window: as small as it lets itself be made, until the
        // panel folds away, and then once more, since that lets it shrink
        // further.
        QVERIFY(QTest::qWaitFor(
            [&] {
                window->resize(1, 1);
                return !window->sidePanel()->isVisible();
            },
            5000));
        window->resize(1, 1);
        QVERIFY2(window->width() < 500, qPrintable(QString::number(window->width())));
        QTRY_COMPARE(toolBar->toolButtonStyle(), Qt::ToolButtonIconOnly);
        QTRY_VERIFY(toolBarShowsEveryAction(toolBar));
        QVERIFY(window->boardView()->width() >= window->boardView()->minimumSizeHint().width());
        // The settings are in the Game menu as well as on the tool bar.
        auto *gameMenu = window->findChild<QMenu *>(QStringLiteral("gameMenu"));
        QVERIFY(gameMenu);
        QVERIFY(gameMenu->actions().contains(action(*window, "actionSettings")));

        QVERIFY(resizeTo(*window, 1000, 720));
        QTRY_COMPARE(toolBar->toolButtonStyle(), Qt::ToolButtonTextUnderIcon);
    }

    // A window that opens narrower than the tool bar with its texts, and
    // wider than with its icons alone, shows the icons alone: the width with
    // the texts is read again once the window has named its actions.
    void aWindowOpenedNarrowerThanTheTextsShowsEveryAction()
    {
        int textsWidth = 0;
        {
            QTemporaryDir dir;
            auto window = quartoWindow(dir);
            QVERIFY(window);
            QVERIFY(resizeTo(*window, 1400, 720));
            auto *toolBar = window->findChild<QToolBar *>(QStringLiteral("mainToolBar"));
            QTRY_COMPARE(toolBar->toolButtonStyle(), Qt::ToolButtonTextUnderIcon);
            textsWidth = toolBar->sizeHint().width();
            QVERIFY(textsWidth > toolBar->minimumWidth() + 40);
        }
        QTemporaryDir dir;
        Settings settings(builtInGames());
        settings.game = "quarto";
        MainWindow window(test::settingsStore(dir, settings), builtInGames());
        window.resize(textsWidth - 20, 720);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QCOMPARE(window.width(), textsWidth - 20);
        auto *toolBar = window.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
        QTRY_COMPARE(toolBar->toolButtonStyle(), Qt::ToolButtonIconOnly);
        QTRY_VERIFY(toolBarShowsEveryAction(toolBar));
    }

    void theSidePanelActionHidesItAndIsRemembered()
    {
        QTemporaryDir dir;
        {
            auto window = quartoWindow(dir);
            QVERIFY(window);
            QVERIFY(resizeTo(*window, 1000, 720));
            QTRY_VERIFY(window->sidePanel()->isVisible());
            action(*window, "actionSidePanel")->trigger();
            QVERIFY(!action(*window, "actionSidePanel")->isChecked());
            QTRY_VERIFY(!window->sidePanel()->isVisible());
            QVERIFY(!window->windowFit()->isPanelFolded());
            QTRY_VERIFY(window->boardView()->width() >= 1000 - 12);
        }
        auto again = quartoWindow(dir);
        QVERIFY(again);
        QVERIFY(!action(*again, "actionSidePanel")->isChecked());
        QTRY_VERIFY(!again->sidePanel()->isVisible());
        action(*again, "actionSidePanel")->trigger();
        QTRY_VERIFY(again->sidePanel()->isVisible());
    }
};

QTEST_MAIN(TestWindowFit)
#include "tst_windowfit.moc"
