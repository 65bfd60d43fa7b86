#include "ui/mainwindow/historycontroller.h"

#include "ui/ai/aicontroller.h"
#include "ui/analysis/analysiscontroller.h"
#include "ui/board/boardview.h"
#include "ui/browse/gamebrowser.h"
#include "ui/document/gamedocument.h"
#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/sidepanel.h"
#include "ui/review/reviewchart.h"
#include "ui/review/reviewcontroller.h"
#include "ui/review/reviewtext.h"
#include "ui/session/gamesession.h"
#include "ui/widgets/question.h"

#include <QAction>

namespace quatre::ui {

namespace {

// The longest a running review's progress waits to be shown.
constexpr int kReviewRefreshMs = 100;

} // namespace

HistoryController::HistoryController(QWidget *window, GameSession *session, GameBrowser *browser,
                                     ReviewController *review, AiController *ai, AnalysisController *analysis,
                                     GameDocument *document, SidePanel *sidePanel, MainActions *actions)
    : QObject(window)
    , m_window(window)
    , m_session(session)
    , m_browser(browser)
    , m_review(review)
    , m_ai(ai)
    , m_analysis(analysis)
    , m_document(document)
    , m_sidePanel(sidePanel)
    , m_actions(actions)
{
    connect(actions->playFromHere, &QAction::triggered, this, &HistoryController::playFromHere);
    connect(actions->backToGame, &QAction::triggered, browser, &GameBrowser::leave);
    connect(browser, &GameBrowser::shownChanged, this, &HistoryController::onBrowsingChanged);
    sidePanel->setBrowseActions(actions->playFromHere, actions->backToGame);
    connect(sidePanel, &SidePanel::moveClicked, browser, [browser](int ply) { browser->show(ply + 1); });
    connect(sidePanel, &SidePanel::browseKeyPressed, this, &HistoryController::onBrowseKey);
    sidePanel->setReviewAction(actions->review);
    connect(actions->review, &QAction::triggered, review, &ReviewController::start);
    // A book answers a review's moves faster than the window can show each:
    // redone for every one of a 42-move game's results, the side panel's
    // summary, chart and marks kept the window's thread busy for up to 12 ms
    // at a time (bench --window --trace-stalls, the review row).
    m_reviewRefresh.setSingleShot(true);
    m_reviewRefresh.setInterval(kReviewRefreshMs);
    connect(&m_reviewRefresh, &QTimer::timeout, this, &HistoryController::refreshReview);
    connect(review, &ReviewController::changed, this, &HistoryController::onReviewChanged);
    connect(document, &GameDocument::fileChanged, this, &HistoryController::refreshReview);
    connect(sidePanel->reviewChart(), &ReviewChart::moveClicked, browser,
            [browser](int ply) { browser->show(ply + 1); });
}

void HistoryController::onBrowsingChanged()
{
    const bool browsing = m_browser->isBrowsing();
    GameSession *shown = browsing ? m_browser->shownSession() : m_session;
    // Suspended before the board leaves the game: leaving it ends its
    // animation, which releases an AI move held for it.
    if (browsing)
        m_ai->setSuspended(true);
    if (m_board->session() != shown)
        m_board->setSession(shown);
    if (!browsing)
        m_ai->setSuspended(false);
    m_analysis->setSession(shown);
    emit changed();
    if (!browsing)
        m_board->setFocus();
}

void HistoryController::onReviewChanged()
{
    // A review that ends or is dropped is shown at once; its start and the
    // results in between, gathered.
    if (m_review->isRunning()) {
        if (!m_reviewRefresh.isActive())
            m_reviewRefresh.start();
        return;
    }
    refreshReview();
}

void HistoryController::refreshReview()
{
    m_reviewRefresh.stop();
    const bool reviewed = m_review->hasReview();
    const std::vector<Move> &history = m_session->game().history();
    m_sidePanel->setReviewShown(reviewed);
    m_actions->review->setEnabled(!history.empty() && !m_review->isRunning());
    // Offered once a game is over or opened from a file, until it is reviewed.
    m_sidePanel->setReviewOffered(!reviewed && !history.empty()
                                  && (m_session->isOver() || !m_document->filePath().isEmpty()));
    if (!reviewed) {
        m_sidePanel->setMoveReviews({}, {});
        return;
    }
    m_sidePanel->reviewChart()->setMoves(m_review->reviews(), m_review->playedValues());
    const ReviewText text = ReviewText::of(*m_review, *m_board, *m_session);
    if (!m_review->isRunning())
        m_document->setReviewSummary(m_review->moves(), text.summary);
    QStringList lines = text.summary;
    if (!text.progress.isEmpty())
        lines << text.progress;
    m_sidePanel->setReviewSummary(lines.join(QLatin1Char('\n')));
    m_sidePanel->setMoveReviews(text.marks, text.tips);
}

void HistoryController::onBrowseKey(int key)
{
    const int shown = m_browser->shownPlies();
    switch (key) {
    case Qt::Key_Home: m_browser->show(0); break;
    case Qt::Key_Left:
    case Qt::Key_Up: m_browser->show(shown - 1); break;
    case Qt::Key_Right:
    case Qt::Key_Down: m_browser->show(shown + 1); break;
    default: m_browser->leave(); break; // End, Escape
    }
}

void HistoryController::playFromHere()
{
    if (!m_browser->isBrowsing())
        return;
    const int shown = m_browser->shownPlies();
    const int later = m_session->game().plyCount() - shown;
    if (later > 0
        && Question::ask(m_window, tr("Play on from the position after %1?").arg(moveName(shown)),
                         tr("The %n later move(s) of this game will be dropped.", nullptr, later),
                         QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Yes,
                         {{QMessageBox::Yes, m_actions->playFromHere->text()}})
            != QMessageBox::Yes)
        return;
    m_browser->playFromHere();
}

QString HistoryController::moveName(int ply) const
{
    // As the move list shows it: a row of the list is a move of each player,
    // numbered from 1, so the 7th move played is the first player's 4th.
    const int seat = m_session->seatForSide((ply - 1) % 2);
    return tr("%1's move %2").arg(m_board ? m_board->seatName(seat) : QString::number(seat + 1)).arg((ply + 1) / 2);
}

QString HistoryController::browseMessage() const
{
    const int shown = m_browser->shownPlies();
    const int total = m_session->game().plyCount();
    return shown == 0 ? tr("Browsing the game: the start, before the first move")
                      : tr("Browsing the game: the position after %1 (%2 of the game's %3 moves)")
                            .arg(moveName(shown))
                            .arg(shown)
                            .arg(total);
}

} // namespace quatre::ui
