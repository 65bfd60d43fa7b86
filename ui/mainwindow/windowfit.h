// Keeps a small window playable. As the window narrows, the side panel gives
// way first (down to its narrow width), then the board shrinks to a playable
// width, and below that the panel folds away; the tool bar drops its button
// texts when they no longer fit, so that no action hides in its overflow
// menu. View > Side Panel (remembered) hides the panel at any size.
#pragma once

#include <QObject>
#include <QString>

class QAction;
class QMainWindow;
class QSettings;
class QToolBar;

namespace quatre::ui {

class SidePanel;

class WindowFit : public QObject {
    Q_OBJECT

public:
    // Board widths: below the first the panel narrows, below the second it folds away.
    static constexpr int kComfortableBoardWidth = 480;
    static constexpr int kPlayableBoardWidth = 360;
    // Below this height the tool bar shows its icons alone.
    static constexpr int kTallWindowHeight = 600;

    // `store` (may be null) keeps whether the person wants the panel.
    WindowFit(QMainWindow *window, QToolBar *toolBar, SidePanel *panel, QAction *showPanel, QSettings *store);

    // Whether the panel is folded away for want of room (the person still wants it).
    bool isPanelFolded() const { return m_folded; }

    // Lays out again now (also done on every resize and change of language or font).
    void fit();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void fitSoon();
    void fitToolBar();
    void fitPanel();
    // The texts of the tool bar's shown actions: what its width with texts depends on.
    QString shownTexts() const;

    QMainWindow *m_window;
    QToolBar *m_toolBar;
    SidePanel *m_panel;
    QAction *m_showPanel;
    QSettings *m_store;
    bool m_folded = false;
    bool m_fitPending = false;
    int m_iconsWidth = -1; // the tool bar's with its icons alone
    int m_textsWidth = -1; // the tool bar's with texts under its icons; -1: to be read
    QString m_textsMeasured; // shownTexts() when m_textsWidth was read
};

} // namespace quatre::ui
