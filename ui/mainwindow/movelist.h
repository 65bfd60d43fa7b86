// The side panel's list of the game's moves: a row per pair of moves, the
// move number first, then each player's move in a column headed with their
// name. A move may carry a picture (a Quarto piece) after its text, a review
// mark ("?", "??") and a tooltip; the move whose position the board shows
// while a person browses is highlighted.
#pragma once

#include "core/game.h"

#include <QList>
#include <QPixmap>
#include <QStringList>
#include <QTreeWidget>

#include <array>
#include <vector>

namespace quatre::ui {

struct MoveListEntry {
    QString text;
    QPixmap picture; // drawn after the text; null: none
    QString toolTip; // what the short form stands for; empty: nothing
};

class BoardView;

// The entries of `moves` as `board` shows them, pictures at `pictureSize`.
QList<MoveListEntry> moveListEntries(const BoardView &board, const std::vector<Move> &moves, QSize pictureSize);

class MoveList : public QTreeWidget {
    Q_OBJECT

public:
    explicit MoveList(QWidget *parent = nullptr);

    // `moves` in playing order; `names` head the two move columns, the
    // first mover's first.
    void setMoves(const QList<MoveListEntry> &moves, const std::array<QString, 2> &names);
    // A mark after each move judged and its judgement in words as the
    // tooltip; empty strings for none.
    void setReviews(const QStringList &marks, const QStringList &tips);
    // The move (0 is the first) shown highlighted; -1 none.
    void setShownMove(int ply);
    int shownMove() const { return m_shownMove; }
    // The move of a cell (0 is the first): the number column stands for its
    // row's first move; -1 for an empty cell.
    int moveAt(QTreeWidgetItem *item, int column) const;

    // The size a move's picture is drawn at: about the height of a line.
    QSize pictureSize() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    // Every cell's text, highlight and tooltip. A value a cell already holds
    // is ignored by its item, so only what changed reaches the view.
    void refreshCells();
    // The number column as wide as its widest number or its heading.
    void fitNumberColumn();
    static bool isSameEntry(const MoveListEntry &a, const MoveListEntry &b);

    QList<MoveListEntry> m_entries;
    std::array<QString, 2> m_names;
    QStringList m_marks;
    QStringList m_tips;
    int m_shownMove = -1;
};

} // namespace quatre::ui
