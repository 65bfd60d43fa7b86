#include "ui/mainwindow/windowfit.h"

#include "ui/mainwindow/sidepanel.h"

#include <QAction>
#include <QEvent>
#include <QMainWindow>
#include <QSettings>
#include <QToolBar>

namespace quatre::ui {

namespace {
constexpr auto kShowPanelKey = "window/sidePanel";
}

WindowFit::WindowFit(QMainWindow *window, QToolBar *toolBar, SidePanel *panel, QAction *showPanel, QSettings *store)
    : QObject(window)
    , m_window(window)
    , m_toolBar(toolBar)
    , m_panel(panel)
    , m_showPanel(showPanel)
    , m_store(store)
{
    if (m_store)
        m_showPanel->setChecked(m_store->value(QLatin1String(kShowPanelKey), true).toBool());
    connect(m_showPanel, &QAction::toggled, this, [this](bool on) {
        if (m_store)
            m_store->setValue(QLatin1String(kShowPanelKey), on);
        fit();
    });
    m_window->installEventFilter(this);
    m_toolBar->installEventFilter(this);
    fit();
}

bool WindowFit::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window) {
        switch (event->type()) {
        case QEvent::LanguageChange:
        case QEvent::FontChange: m_textsWidth = -1; [[fallthrough]];
        case QEvent::Resize:
        case QEvent::Show: fitSoon(); break;
        default: break;
        }
    } else if (watched == m_toolBar) {
        // An action added or taken away, or its text set (the window names
        // its actions after this is made) or shown; not the many changes
        // that leave the widths as they are (enabled after every move).
        switch (event->type()) {
        case QEvent::ActionAdded:
        case QEvent::ActionRemoved:
            m_iconsWidth = -1;
            m_textsWidth = -1;
            fitSoon();
            break;
        case QEvent::ActionChanged:
            if (shownTexts() != m_textsMeasured) {
                m_textsWidth = -1;
                fitSoon();
            }
            break;
        default: break;
        }
    }
    return QObject::eventFilter(watched, event);
}

// Once the window has handled the event: it retranslates its actions after
// this filter has seen a change of language, and a first show may still
// bring a size the window manager adjusted.
void WindowFit::fitSoon()
{
    if (m_fitPending)
        return;
    m_fitPending = true;
    QMetaObject::invokeMethod(
        this,
        [this] {
            m_fitPending = false;
            fit();
        },
        Qt::QueuedConnection);
}

void WindowFit::fit()
{
    fitToolBar();
    fitPanel();
}

// With the texts under the icons the tool bar needs the width of each
// button's widest part; when the window is narrower, the icons alone (each
// with its tooltip, and every action is in a menu too). The width is read
// whenever the texts show, and kept for when they do not.
void WindowFit::fitToolBar()
{
    // The window is never narrower than the icons alone: at its smallest,
    // no action hides in the tool bar's overflow menu.
    if (m_iconsWidth < 0) {
        const Qt::ToolButtonStyle style = m_toolBar->toolButtonStyle();
        m_toolBar->setToolButtonStyle(Qt::ToolButtonIconOnly);
        m_iconsWidth = m_toolBar->sizeHint().width();
        m_toolBar->setToolButtonStyle(style);
        m_toolBar->setMinimumWidth(m_iconsWidth);
    }
    if (m_toolBar->toolButtonStyle() == Qt::ToolButtonTextUnderIcon) {
        m_textsWidth = m_toolBar->sizeHint().width();
    } else if (m_textsWidth < 0) {
        m_toolBar->setToolButtonStyle(Qt::ToolButtonTextUnderIcon);
        m_textsWidth = m_toolBar->sizeHint().width();
    }
    m_textsMeasured = shownTexts();
    // A short window keeps the texts' line for the board too.
    const bool roomForTexts = m_textsWidth <= m_window->width() && m_window->height() >= kTallWindowHeight;
    const Qt::ToolButtonStyle wanted = roomForTexts ? Qt::ToolButtonTextUnderIcon : Qt::ToolButtonIconOnly;
    if (m_toolBar->toolButtonStyle() != wanted)
        m_toolBar->setToolButtonStyle(wanted);
}

QString WindowFit::shownTexts() const
{
    QString texts;
    for (const QAction *action : m_toolBar->actions())
        if (action->isVisible())
            texts += action->iconText() + QLatin1Char('\n');
    return texts;
}

void WindowFit::fitPanel()
{
    // The room for the board and the panel: the window's width (the central
    // area spans it) less the margin on the right and the gap between the
    // two (MainWindow's, 6 px each).
    const int room = m_window->width() - 12;
    m_panel->setWidthLimit(room - kComfortableBoardWidth);
    m_folded = room - kPlayableBoardWidth < SidePanel::kNarrowWidth;
    m_panel->setVisible(m_showPanel->isChecked() && !m_folded);
}

} // namespace quatre::ui
