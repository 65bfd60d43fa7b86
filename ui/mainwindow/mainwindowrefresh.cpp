// What the window shows of the game: the title, the board's state, the seat
// cards, the move list, the status bar and the actions, brought up to date
// after a change (refresh()), and the AI's search as it starts and ends.
// Kept apart from mainwindow.cpp, which builds the window and answers its
// commands.
#include "ui/mainwindow/mainwindow.h"

#include "ui/ai/aicontroller.h"
#include "ui/board/boardview.h"
#include "ui/browse/gamebrowser.h"
#include "ui/document/gamedocument.h"
#include "ui/mainwindow/historycontroller.h"
#include "ui/mainwindow/mainactions.h"
#include "ui/mainwindow/movelist.h"
#include "ui/mainwindow/seatvoices.h"
#include "ui/mainwindow/sidepanel.h"
#include "ui/mainwindow/turntext.h"
#include "ui/networkplay/networkplay.h"
#include "ui/registry/gameregistry.h"
#include "ui/registry/gametext.h"
#include "ui/review/reviewchart.h"
#include "ui/session/gamesession.h"

#include <QFileInfo>
#include <QLabel>
#include <QStatusBar>

namespace quatre::ui {

void MainWindow::onMoveChosen(Move move)
{
    if (!m_session->isHumanToMove()
        || (m_network->state() != NetworkPlay::State::Idle && !m_network->allowsLocalMove()))
        return;
    QString error;
    if (!m_session->play(move, &error))
        statusBar()->showMessage(error, 4000);
}

void MainWindow::onThinking(bool thinking)
{
    if (thinking) {
        onProgress(0);
        return;
    }
    // A search's end changes only what said "Thinking…" and what may be done
    // meanwhile: the move it found refreshes the rest when it is played.
    refreshSeatStatuses();
    updateActions();
    refreshStatusBar();
}

void MainWindow::onProgress(int depth)
{
    if (!m_ai->isThinking())
        return;
    const int seat = m_session->seatToMove();
    const QString text = depth > 0 ? tr("Thinking… (depth %1)").arg(depth) : tr("Thinking…");
    m_sidePanel->setSeatStatus(seat, text);
    m_thinkingStatus = tr("%1: %2").arg(m_board->seatName(seat), text);
    statusBar()->showMessage(m_thinkingStatus);
}

void MainWindow::refreshSeats()
{
    for (int seat = 0; seat < 2; ++seat)
        m_sidePanel->setSeat(seat, m_board->seatName(seat), m_board->seatColour(seat), turnText().player(seat),
                             m_board->seatMarkInk(seat));
    m_sidePanel->setScore(m_session->score(), m_session->humanSeatCount() == 0);
}

bool MainWindow::isNetworkWaiting() const
{
    return m_network->state() == NetworkPlay::State::Hosting || m_network->state() == NetworkPlay::State::Joining;
}

void MainWindow::refreshSeatStatuses()
{
    const bool networkWaiting = isNetworkWaiting();
    for (int seat = 0; seat < 2; ++seat) {
        QString status;
        if (m_session->isOver())
            status = m_session->winnerSeat() == seat ? tr("Winner") : QString();
        else if (seat == m_session->seatToMove())
            status = networkWaiting ? QString() : turnText().turn();
        else
            status = m_voices->verdict(seat);
        m_sidePanel->setSeatStatus(seat, status);
    }
}

TurnText MainWindow::turnText() const
{
    return TurnText(*m_session, *m_board, *m_ai, *currentGame().text, m_network->resignedSeat());
}

QString MainWindow::endMessage() const
{
    return turnText().end();
}

void MainWindow::refresh()
{
    const bool over = m_session->isOver();
    updateTitle();
    const GameText &game = *currentGame().text;
    m_gameLabel->setText(
        tr("%1, %2 × %3").arg(game.name()).arg(m_session->game().rows()).arg(m_session->game().columns()));

    // While a person browses, the board shows an earlier position: nobody
    // plays on it, and the result of the game is not shown over it.
    const bool browsing = m_browser->isBrowsing();
    const GameSession *shown = browsing ? m_browser->shownSession() : m_session;
    const bool networkHeld = m_network->state() != NetworkPlay::State::Idle && !m_network->allowsLocalMove();
    m_board->setInteractive(!browsing && m_session->isHumanToMove() && !networkHeld);
    m_board->setAccessibleName(tr("%1 board").arg(game.name()));
    m_board->setTurnDescription(browsing   ? m_history->browseMessage()
                                    : over ? endMessage()
                                           : turnText().accessibleTurn());
    m_board->setHighlightedCells(shown->isOver() ? shown->winningCells() : std::vector<Cell>{});
    m_board->setBanner(browsing ? QString() : endMessage());

    refreshSeats();
    m_sidePanel->setTurn(over ? -1 : m_session->seatToMove());
    refreshSeatStatuses();
    m_sidePanel->setMoves(moveListEntries(*m_board, m_session->game().history(), m_sidePanel->movePictureSize()),
                          m_session->firstSeat());
    m_sidePanel->setMoveNotationHelp(game.notationHelp());
    m_sidePanel->setShownMove(browsing ? m_browser->shownPlies() - 1 : -1);
    m_sidePanel->setBrowsing(browsing);
    m_sidePanel->reviewChart()->setShownMove(browsing ? m_browser->shownPlies() - 1 : -1);
    m_history->refreshReview();
    updateActions();
    refreshStatusBar();
}

void MainWindow::refreshStatusBar()
{
    // The card stops saying "Thinking…" when the search ends: so does the status bar.
    if (!m_ai->isThinking() && !m_thinkingStatus.isEmpty() && statusBar()->currentMessage() == m_thinkingStatus)
        statusBar()->clearMessage();
    if (m_browser->isBrowsing()) {
        statusBar()->showMessage(m_history->browseMessage());
    } else if (m_session->isOver()) {
        // Quarto also names what the winning four share ("all tall").
        const QString detail = m_board->outcomeDetail();
        statusBar()->showMessage(detail.isEmpty() ? endMessage() : tr("%1 (%2)").arg(endMessage(), detail));
    } else if (const QString turn = turnText().turn(); !turn.isEmpty() && !isNetworkWaiting())
        statusBar()->showMessage(
            m_session->isHumanToMove() ? turn : tr("%1: %2").arg(m_board->seatName(m_session->seatToMove()), turn));
}

void MainWindow::updateActions()
{
    m_actions->update(*m_session, *m_browser, *m_network, *m_ai);
}

void MainWindow::updateTitle()
{
    const QString title = tr("Quatre — %1").arg(currentGame().text->name());
    const QString file = m_document->filePath();
    if (file.isEmpty()) {
        setWindowModified(false);
        setWindowTitle(title);
        return;
    }
    //: %1 is a file name, %2 the window's usual title; keep [*], where the modified mark goes
    setWindowTitle(tr("%1[*] — %2").arg(QFileInfo(file).fileName(), title));
    setWindowModified(!m_session->isClean());
}

} // namespace quatre::ui
