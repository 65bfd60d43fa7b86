#include "ui/mainwindow/movelist.h"

#include "ui/board/boardview.h"

#include <QEvent>
#include <QApplication>
#include <QHeaderView>
#include <QPainter>
#include <QStyledItemDelegate>

#include <algorithm>
#include <memory>

namespace quatre::ui {

namespace {

// Draws a move with a picture as one group, the text then the picture,
// centred in its cell like the moves without one.
class PicturedMoveDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override
    {
        QStyleOptionViewItem item = option;
        initStyleOption(&item, index);
        if (item.icon.isNull()) {
            QStyledItemDelegate::paint(painter, option, index);
            return;
        }
        const QString text = item.text;
        const QIcon picture = item.icon;
        // The cell's background and frame as usual, without its contents.
        item.text.clear();
        item.icon = QIcon();
        item.features &= ~QStyleOptionViewItem::HasDecoration;
        QStyle *style = item.widget ? item.widget->style() : QApplication::style();
        style->drawControl(QStyle::CE_ItemViewItem, &item, painter, item.widget);

        constexpr int kGap = 3;
        const QRect cell = item.rect.adjusted(2, 0, -2, 0);
        const QSize size = item.decorationSize;
        const QFontMetrics metrics(item.font);
        // (A pixel more than the advance: elidedText() cuts a text given just its advance.)
        const int wanted = metrics.horizontalAdvance(text) + 1;
        const int textWidth = std::min(wanted, cell.width() - size.width() - kGap);
        const int left = cell.left() + std::max(0, (cell.width() - textWidth - kGap - size.width()) / 2);
        painter->save();
        painter->setFont(item.font);
        painter->setPen(item.palette.color(QPalette::Text));
        painter->drawText(QRect(left, cell.top(), textWidth, cell.height()), Qt::AlignVCenter | Qt::AlignLeft,
                          textWidth < wanted ? metrics.elidedText(text, Qt::ElideMiddle, textWidth) : text);
        picture.paint(painter, QRect(QPoint(left + textWidth + kGap, cell.center().y() - size.height() / 2), size));
        painter->restore();
    }
};

} // namespace

QList<MoveListEntry> moveListEntries(const BoardView &board, const std::vector<Move> &moves, QSize pictureSize)
{
    QList<MoveListEntry> entries;
    for (Move move : moves) {
        QPixmap picture = board.movePicture(move, pictureSize);
        QString tip = picture.isNull() ? QString() : board.moveLabel(move);
        entries.append({board.moveListText(move), std::move(picture), std::move(tip)});
    }
    return entries;
}

MoveList::MoveList(QWidget *parent)
    : QTreeWidget(parent)
{
    setColumnCount(3);
    setRootIsDecorated(false);
    setUniformRowHeights(true);
    setSelectionMode(QAbstractItemView::NoSelection);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setTextElideMode(Qt::ElideMiddle);
    // The number takes what its digits need; the two players share the rest.
    header()->setStretchLastSection(false);
    header()->setMinimumSectionSize(1);
    header()->setSectionResizeMode(0, QHeaderView::Fixed); // fitNumberColumn() sets it
    header()->setSectionResizeMode(1, QHeaderView::Stretch);
    header()->setSectionResizeMode(2, QHeaderView::Stretch);
    header()->setDefaultAlignment(Qt::AlignCenter);
    header()->setTextElideMode(Qt::ElideRight);
    setIconSize(pictureSize());
    setItemDelegate(new PicturedMoveDelegate(this));
    fitNumberColumn();
}

QSize MoveList::pictureSize() const
{
    // Tall enough for a short piece to read beside a tall one.
    const int height = fontMetrics().height() * 8 / 5;
    return {height * 4 / 5, height};
}

void MoveList::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange)
        setIconSize(pictureSize());
    else if (event->type() == QEvent::LanguageChange)
        setHeaderLabels({tr("#"), m_names[0], m_names[1]});
    else if (event->type() == QEvent::PaletteChange)
        refreshCells(); // the shown move's highlight, in the new scheme's colours
    QTreeWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange || event->type() == QEvent::LanguageChange
        || event->type() == QEvent::StyleChange)
        fitNumberColumn();
}

// What the header's ResizeToContents gives, from the one row that can be
// the widest (the last, with the most digits) instead of every row: the
// header measures them all each time the view lays out its rows, which it
// does after every move.
void MoveList::fitNumberColumn()
{
    int width = header()->sectionSizeHint(0);
    if (const int rows = topLevelItemCount(); rows > 0)
        width = std::max(width, sizeHintForIndex(indexFromItem(topLevelItem(rows - 1), 0)).width());
    if (header()->sectionSize(0) != width)
        header()->resizeSection(0, width);
}

void MoveList::setMoves(const QList<MoveListEntry> &moves, const std::array<QString, 2> &names)
{
    if (names != m_names) {
        m_names = names;
        setHeaderLabels({tr("#"), names[0], names[1]});
        // A long name is elided in the header: the tooltip holds all of it.
        headerItem()->setToolTip(1, names[0]);
        headerItem()->setToolTip(2, names[1]);
        fitNumberColumn(); // "#" may be wider than the numbers
    }
    // The window gives the whole list after every change, and nearly always
    // it is the list it holds with one move more, or the same: only the rows
    // from the first changed move are made again (making them all cost up to
    // about 1 ms of the window's thread on a long game, several times a move).
    qsizetype same = 0;
    while (same < std::min(moves.size(), m_entries.size()) && isSameEntry(moves[same], m_entries[same]))
        ++same;
    if (same == moves.size() && same == m_entries.size())
        return;
    m_entries = moves;
    const int keptRows = static_cast<int>(same / 2); // a row is kept when both its moves are
    while (topLevelItemCount() > keptRows) {
        const std::unique_ptr<QTreeWidgetItem> removed(takeTopLevelItem(topLevelItemCount() - 1));
    }
    for (int ply = keptRows * 2; ply < moves.size(); ply += 2) {
        auto *item = new QTreeWidgetItem(this);
        item->setText(0, QString::number(ply / 2 + 1));
        for (int column = 0; column < 3; ++column)
            item->setTextAlignment(column, Qt::AlignCenter);
        // Set once: an icon never compares equal to the one it replaces, so
        // setting it again would make the view redo every cell (about 3 ms
        // a review result on a 42-move game).
        for (int column = 1; column < 3; ++column) {
            const int cellPly = ply + column - 1;
            if (cellPly < moves.size() && !moves[cellPly].picture.isNull())
                item->setIcon(column, QIcon(moves[cellPly].picture));
        }
    }
    refreshCells();
    fitNumberColumn();
    scrollToBottom();
}

bool MoveList::isSameEntry(const MoveListEntry &a, const MoveListEntry &b)
{
    if (a.text != b.text || a.toolTip != b.toolTip || a.picture.isNull() != b.picture.isNull())
        return false;
    // Pictures are drawn anew for each list, so only their pixels can tell
    // (a new piece set or colour scheme changes them).
    return a.picture.isNull() || a.picture.toImage() == b.picture.toImage();
}

void MoveList::setReviews(const QStringList &marks, const QStringList &tips)
{
    m_marks = marks;
    m_tips = tips;
    refreshCells();
}

void MoveList::setShownMove(int ply)
{
    m_shownMove = ply;
    refreshCells();
    if (ply >= 0 && ply / 2 < topLevelItemCount())
        scrollToItem(topLevelItem(ply / 2));
}

int MoveList::moveAt(QTreeWidgetItem *item, int column) const
{
    const int row = indexOfTopLevelItem(item);
    if (row < 0)
        return -1;
    const int ply = row * 2 + std::max(0, column - 1);
    return ply < m_entries.size() ? ply : -1;
}

void MoveList::refreshCells()
{
    const QPalette palette = this->palette();
    for (int row = 0; row < topLevelItemCount(); ++row) {
        QTreeWidgetItem *item = topLevelItem(row);
        for (int column = 1; column < 3; ++column) {
            const int ply = row * 2 + column - 1;
            if (ply >= m_entries.size())
                continue;
            const MoveListEntry &entry = m_entries[ply];
            const bool shown = ply == m_shownMove;
            item->setBackground(column, shown ? palette.highlight() : QBrush());
            item->setForeground(column, shown ? palette.highlightedText() : QBrush());
            const QString mark = m_marks.value(ply);
            item->setText(column, mark.isEmpty() ? entry.text : entry.text + QLatin1Char(' ') + mark);
            QStringList tip;
            if (!entry.toolTip.isEmpty())
                tip << entry.toolTip;
            if (!m_tips.value(ply).isEmpty())
                tip << m_tips.value(ply);
            item->setToolTip(column, tip.join(QLatin1Char('\n')));
        }
    }
}

} // namespace quatre::ui
