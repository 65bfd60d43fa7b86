// The game's history beside the board: browsing its earlier positions from
// the move list or the review chart (the board shows them, the AI waits,
// the analysis follows), Play from Here, and the review of the game in the
// side panel (its chart, summary and marks, kept in the game's file).
#pragma once

#include <QObject>
#include <QTimer>

class QWidget;

namespace quatre::ui {

class AiController;
class AnalysisController;
class BoardView;
class GameBrowser;
class GameDocument;
class GameSession;
class MainActions;
class ReviewController;
class SidePanel;

class HistoryController : public QObject {
    Q_OBJECT

public:
    // Everything given must outlive the controller; `window` is its parent
    // and the parent of its questions.
    HistoryController(QWidget *window, GameSession *session, GameBrowser *browser, ReviewController *review,
                      AiController *ai, AnalysisController *analysis, GameDocument *document, SidePanel *sidePanel,
                      MainActions *actions);

    // The board the window shows now (a new one for each game kind).
    void setBoard(BoardView *board) { m_board = board; }
    // Which earlier position the board shows, while a person browses.
    QString browseMessage() const;
    // The chart, the summary and the marks of the review in the side panel.
    void refreshReview();
    // Makes the position a person browses the game's, after asking.
    void playFromHere();

signals:
    // What the window shows changed (it refreshes).
    void changed();

private:
    // The move that made `ply` moves (1 or more), in the move list's words.
    QString moveName(int ply) const;
    void onBrowsingChanged();
    void onBrowseKey(int key);
    void onReviewChanged();

    QWidget *m_window;
    GameSession *m_session;
    GameBrowser *m_browser;
    ReviewController *m_review;
    AiController *m_ai;
    AnalysisController *m_analysis;
    GameDocument *m_document;
    SidePanel *m_sidePanel;
    MainActions *m_actions;
    BoardView *m_board = nullptr;
    // Gathers the results of a running review into a few refreshes a second.
    QTimer m_reviewRefresh;
};

} // namespace quatre::ui
