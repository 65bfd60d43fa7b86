// Beside the board: the two seats (whose turn, who is thinking), the score of
// the sitting and the list of moves of the current game.
#pragma once

#include "ui/mainwindow/movelist.h"
#include "ui/session/score.h"

#include <QColor>
#include <QStringList>
#include <QWidget>

#include <array>

class QAction;
class QLabel;
class QToolButton;
class QTreeWidgetItem;

namespace quatre::ui {

class ReviewChart;
class SeatCard;

class SidePanel : public QWidget {
    Q_OBJECT

public:
    explicit SidePanel(QWidget *parent = nullptr);

    SeatCard *seatCard(int seat) const { return m_cards[static_cast<std::size_t>(seat)]; }
    // `markInk`: see SeatCard::setSeat().
    void setSeat(int seat, const QString &name, const QColor &colour, const QString &player,
                 const QColor &markInk = {});
    // -1: nobody (the game is over).
    void setTurn(int seat);
    void setSeatStatus(int seat, const QString &status);
    // `demo`: the tally of two AI players, headed as a demo's own.
    void setScore(const Score &score, bool demo = false);
    QString scoreHeading() const;
    // `moves` in playing order; the first belongs to `firstSeat`.
    void setMoves(const QList<MoveListEntry> &moves, int firstSeat);
    // The size of the moves' pictures (MoveListEntry::picture).
    QSize movePictureSize() const;
    // How to read the moves, shown when the pointer rests on the list (empty: nothing).
    void setMoveNotationHelp(const QString &text);
    // Marks the move (0 is the first) whose position the board shows while a
    // person browses the game; -1 marks none.
    void setShownMove(int ply);
    int shownMove() const;
    // The buttons under the move list while a person browses the game.
    void setBrowseActions(QAction *playFromHere, QAction *backToGame);
    void setBrowsing(bool browsing);

    // The game review: the chart above the move list and a summary line per
    // player under it, shown while a review exists.
    ReviewChart *reviewChart() const { return m_chart; }
    void setReviewShown(bool shown);
    void setReviewSummary(const QString &text);
    // A mark after each move judged ("?" a mistake, "??" a blunder) and its
    // judgement in words as the tooltip; empty strings for none.
    void setMoveReviews(const QStringList &marks, const QStringList &tips);
    // The button that offers a review (a finished or opened game not yet reviewed).
    void setReviewAction(QAction *review);
    void setReviewOffered(bool offered);

    // A section under the move list, sharing its height (the network game's chat).
    void addSection(QWidget *section);

    QString scoreText() const;
    int moveRowCount() const;

    // The width the panel takes when there is room (see updateWidth()),
    // the least it narrows to when the window is small, and the limit the
    // window sets between the two.
    int preferredWidth() const { return m_width; }
    static constexpr int kNarrowWidth = 160;
    void setWidthLimit(int width);

    // The width does not follow the texts (see updateWidth()).
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

signals:
    // A move of the list was clicked (0 is the first).
    void moveClicked(int ply);
    // Home, End, Left, Right (or Up, Down) or Escape was pressed on the move list.
    void browseKeyPressed(int key);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void retranslate();
    QString scoreLine(const Score &score) const;
    void updateWidth();
    int shownWidth() const;
    void onItemClicked(QTreeWidgetItem *item, int column);

    QLabel *m_playersHeading = nullptr;
    QLabel *m_scoreHeading = nullptr;
    QLabel *m_movesHeading = nullptr;
    std::array<SeatCard *, 2> m_cards{};
    std::array<QString, 2> m_names;
    QLabel *m_score;
    MoveList *m_moves = nullptr;
    ReviewChart *m_chart;
    QLabel *m_reviewSummary;
    QToolButton *m_reviewButton;
    QWidget *m_browseBar;
    QToolButton *m_playFromHere;
    QToolButton *m_backToGame;
    bool m_demoScore = false;
    int m_width = 0;
    int m_widthLimit = 1 << 20;
};

} // namespace quatre::ui
