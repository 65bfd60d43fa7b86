// The side panel's move list: the columns fit the moves, the pictures follow
// the text with the move's code as the tooltip, the review marks and the
// browsed move show, and a click is mapped to the right move.
#include "ui/mainwindow/movelist.h"

#include <QHeaderView>
#include <QPainter>
#include <QTest>

using namespace quatre::ui;

namespace {

QPixmap square(QColor colour, QSize size)
{
    QPixmap picture(size);
    picture.fill(colour);
    return picture;
}

} // namespace

class TestMoveList : public QObject {
    Q_OBJECT

private slots:
    void theNumberColumnIsNarrowAndTheMovesShareTheRest()
    {
        MoveList list;
        list.resize(220, 300);
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        QList<MoveListEntry> moves;
        for (int ply = 0; ply < 24; ++ply)
            moves.append({QStringLiteral("a4 → DSQF"), {}, {}});
        list.setMoves(moves, {QStringLiteral("Yellow"), QStringLiteral("Red")});
        QCOMPARE(list.topLevelItemCount(), 12);
        QTRY_VERIFY(list.columnWidth(0) > 0);
        // The number column takes what "12" needs, far less than a third.
        QVERIFY2(list.columnWidth(0) < list.viewport()->width() / 4, qPrintable(QString::number(list.columnWidth(0))));
        QVERIFY(qAbs(list.columnWidth(1) - list.columnWidth(2)) <= 1);
        const QFontMetrics metrics = list.fontMetrics();
        // What used to be clipped fits whole: the longest move and the header's names.
        QVERIFY(list.columnWidth(1) >= metrics.horizontalAdvance(QStringLiteral("a4 → DSQF")));
        QVERIFY(list.columnWidth(1) >= metrics.horizontalAdvance(QStringLiteral("Yellow")));
        QCOMPARE(list.headerItem()->text(1), QStringLiteral("Yellow"));
        QCOMPARE(list.headerItem()->toolTip(2), QStringLiteral("Red"));
        QCOMPARE(list.topLevelItem(11)->text(0), QStringLiteral("12"));
    }

    void theNumberColumnFitsItsWidestNumberAsTheHeaderWould()
    {
        MoveList list;
        list.resize(220, 300);
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        // The view's own measure of every row: what the header's
        // ResizeToContents would give.
        QAbstractItemView &view = list;
        const auto everyRow = [&] { return std::max(list.header()->sectionSizeHint(0), view.sizeHintForColumn(0)); };
        int previous = 0;
        for (const int plies : {0, 3, 24, 250, 5}) {
            QList<MoveListEntry> moves;
            for (int ply = 0; ply < plies; ++ply)
                moves.append({QStringLiteral("d%1").arg(ply % 7 + 1), {}, {}});
            list.setMoves(moves, {QStringLiteral("Red"), QStringLiteral("Yellow")});
            QCOMPARE(list.columnWidth(0), everyRow());
            if (plies == 250)
                QVERIFY(list.columnWidth(0) > previous); // "125" needs more room than "12"
            previous = list.columnWidth(0);
        }
        QFont larger = list.font();
        larger.setPointSizeF(larger.pointSizeF() * 2);
        list.setFont(larger);
        QCOMPARE(list.columnWidth(0), everyRow());
    }

    void aPictureFollowsItsTextAndTheCodeIsItsTooltip()
    {
        MoveList list;
        const QSize size = list.pictureSize();
        QVERIFY(size.height() >= list.fontMetrics().height());
        QVERIFY(size.width() > 0 && size.width() < size.height());
        list.setMoves({{QStringLiteral("→"), square(Qt::darkRed, size), QStringLiteral("→ DSQF")},
                       {QStringLiteral("a4 →"), square(Qt::darkBlue, size), QStringLiteral("a4 → LTRH")},
                       {QStringLiteral("b2"), {}, {}}},
                      {QStringLiteral("Player 1"), QStringLiteral("Player 2")});
        QTreeWidgetItem *first = list.topLevelItem(0);
        QCOMPARE(first->text(1), QStringLiteral("→"));
        QVERIFY(!first->icon(1).isNull());
        QCOMPARE(first->toolTip(1), QStringLiteral("→ DSQF"));
        QCOMPARE(first->toolTip(2), QStringLiteral("a4 → LTRH"));
        QTreeWidgetItem *second = list.topLevelItem(1);
        QVERIFY(second->icon(1).isNull());
        QCOMPARE(second->toolTip(1), QString());
        QCOMPARE(second->text(2), QString());

        // The picture is drawn after the text, the two centred together:
        // the cell's left part shows the text's colour, its right part the picture's.
        list.resize(260, 200);
        list.show();
        QVERIFY(QTest::qWaitForWindowExposed(&list));
        const QRect cell = list.visualItemRect(first).intersected(
            QRect(list.header()->sectionPosition(2), 0, list.columnWidth(2), list.viewport()->height()));
        const QImage shot = list.viewport()->grab(cell).toImage();
        int blueFrom = -1;
        int blueTo = -1;
        for (int x = 0; x < shot.width(); ++x) {
            const QColor colour = shot.pixelColor(x, shot.height() / 2);
            if (colour == QColor(Qt::darkBlue)) {
                blueFrom = blueFrom < 0 ? x : blueFrom;
                blueTo = x;
            }
        }
        QVERIFY2(blueFrom > 0, "no picture drawn");
        const int textWidth = list.fontMetrics().horizontalAdvance(QStringLiteral("a4 →"));
        // Centred as a group: about as much room on its left as after the picture.
        const int leftRoom = blueFrom - textWidth;
        const int rightRoom = shot.width() - 1 - blueTo;
        QVERIFY2(qAbs(leftRoom - rightRoom) <= 8,
                 qPrintable(QStringLiteral("%1 px before, %2 px after").arg(leftRoom).arg(rightRoom)));
    }

    void reviewMarksAndTheShownMoveAreKeptAcrossNewMoves()
    {
        MoveList list;
        QList<MoveListEntry> moves;
        for (const char *move : {"4", "3", "4", "5"})
            moves.append({QString::fromLatin1(move), {}, {}});
        list.setMoves(moves, {QStringLiteral("Red"), QStringLiteral("Yellow")});
        list.setReviews({QString(), QStringLiteral("??"), QString(), QString()},
                        {QString(), QStringLiteral("Blunder: 4 was best"), QString(), QString()});
        QCOMPARE(list.topLevelItem(0)->text(2), QStringLiteral("3 ??"));
        QCOMPARE(list.topLevelItem(0)->toolTip(2), QStringLiteral("Blunder: 4 was best"));
        list.setShownMove(2);
        QCOMPARE(list.topLevelItem(1)->background(1).color(), list.palette().highlight().color());
        QCOMPARE(list.topLevelItem(0)->background(1).style(), Qt::NoBrush);

        moves.append({QStringLiteral("6"), {}, {}});
        list.setMoves(moves, {QStringLiteral("Red"), QStringLiteral("Yellow")});
        QCOMPARE(list.topLevelItemCount(), 3);
        QCOMPARE(list.topLevelItem(0)->text(2), QStringLiteral("3 ??"));
        QCOMPARE(list.topLevelItem(1)->background(1).color(), list.palette().highlight().color());
        QCOMPARE(list.shownMove(), 2);
    }

    void aNewMoveKeepsTheRowsBeforeItAndAChangedMoveRedoesItsRows()
    {
        // The window gives the whole list after each change: the rows
        // whose moves did not change stay as they are.
        MoveList list;
        const QSize size = list.pictureSize();
        QList<MoveListEntry> moves;
        for (int ply = 0; ply < 5; ++ply)
            moves.append({QString::number(ply + 1), ply == 1 ? square(Qt::darkRed, size) : QPixmap(), {}});
        const std::array<QString, 2> names{QStringLiteral("Red"), QStringLiteral("Yellow")};
        list.setMoves(moves, names);
        // A row made again invalidates its index; comparing the items'
        // addresses would not tell, as a new item may get a freed one's.
        const QPersistentModelIndex firstRow(list.model()->index(0, 0));
        const QPersistentModelIndex lastRow(list.model()->index(2, 0));
        int inserted = 0;
        int removed = 0;
        connect(list.model(), &QAbstractItemModel::rowsInserted, &list, [&inserted] { ++inserted; });
        connect(list.model(), &QAbstractItemModel::rowsRemoved, &list, [&removed] { ++removed; });

        list.setMoves(moves, names); // the same list: nothing to do
        QCOMPARE(inserted + removed, 0);
        QVERIFY(lastRow.isValid());

        moves.append({QStringLiteral("6"), {}, {}}); // fills the last row: that row only is made again
        list.setMoves(moves, names);
        QCOMPARE(list.topLevelItemCount(), 3);
        QVERIFY(firstRow.isValid() && !lastRow.isValid());
        QCOMPARE(removed, 1);
        QCOMPARE(list.topLevelItem(2)->text(1), QStringLiteral("5"));
        QCOMPARE(list.topLevelItem(2)->text(2), QStringLiteral("6"));

        // A picture with other pixels (another piece set) is a changed move.
        moves[1].picture = square(Qt::darkBlue, size);
        list.setMoves(moves, names);
        QVERIFY(!firstRow.isValid());
        const QPixmap shown = list.topLevelItem(0)->icon(2).pixmap(size);
        QCOMPARE(shown.toImage().pixelColor(size.width() / 2, size.height() / 2), QColor(Qt::darkBlue));

        // Fewer moves (an undo): the rows after them go.
        moves.resize(2);
        list.setMoves(moves, names);
        QCOMPARE(list.topLevelItemCount(), 1);
        QCOMPARE(list.topLevelItem(0)->text(2), QStringLiteral("2"));
    }

    void aNewReviewMarkChangesOnlyItsCell()
    {
        // A review sends a result per move: each must touch the view only
        // where something changed, or the window redoes every cell each time.
        MoveList list;
        const QSize size = list.pictureSize();
        QList<MoveListEntry> moves;
        for (int ply = 0; ply < 42; ++ply)
            moves.append({QString::number(ply % 7 + 1), ply % 2 ? square(Qt::darkRed, size) : QPixmap(), {}});
        list.setMoves(moves, {QStringLiteral("Red"), QStringLiteral("Yellow")});
        QStringList marks(42);
        QStringList tips(42);
        list.setReviews(marks, tips);
        int changedCells = 0;
        connect(list.model(), &QAbstractItemModel::dataChanged, &list,
                [&changedCells](const QModelIndex &from, const QModelIndex &to) {
                    changedCells += (to.row() - from.row() + 1) * (to.column() - from.column() + 1);
                });
        list.setReviews(marks, tips);
        QCOMPARE(changedCells, 0);
        marks[7] = QStringLiteral("?");
        tips[7] = QStringLiteral("Mistake");
        list.setReviews(marks, tips);
        // Its text and its tooltip.
        QCOMPARE(changedCells, 2);
        QCOMPARE(list.topLevelItem(3)->text(2), QStringLiteral("1 ?"));
        QVERIFY(!list.topLevelItem(3)->icon(2).isNull());
        QVERIFY(list.topLevelItem(3)->icon(1).isNull());
        changedCells = 0;
        list.setShownMove(7);
        // Its background and its text's colour.
        QCOMPARE(changedCells, 2);
    }

    void aCellIsMappedToItsMove()
    {
        MoveList list;
        QList<MoveListEntry> moves;
        for (const char *move : {"4", "3", "4"})
            moves.append({QString::fromLatin1(move), {}, {}});
        list.setMoves(moves, {QStringLiteral("Red"), QStringLiteral("Yellow")});
        QCOMPARE(list.moveAt(list.topLevelItem(0), 0), 0); // the number stands for the row's first move
        QCOMPARE(list.moveAt(list.topLevelItem(0), 2), 1);
        QCOMPARE(list.moveAt(list.topLevelItem(1), 1), 2);
        QCOMPARE(list.moveAt(list.topLevelItem(1), 2), -1); // not played yet
        QCOMPARE(list.moveAt(nullptr, 1), -1);
    }
};

QTEST_MAIN(TestMoveList)
#include "tst_movelist.moc"
