#include "ui/mainwindow/sidepanel.h"

#include "ui/mainwindow/seatcard.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QTextDocument>
#include <QtMath>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace quatre::ui {

SidePanel::SidePanel(QWidget *parent)
    : QWidget(parent)
    , m_score(new QLabel(this))
    , m_moves(new QTreeWidget(this))
{
    for (auto &card : m_cards)
        card = new SeatCard(this);
    m_cards[0]->setObjectName(QStringLiteral("seatCard1"));
    m_cards[1]->setObjectName(QStringLiteral("seatCard2"));

    auto heading = [this] {
        auto *label = new QLabel(this);
        QFont font = label->font();
        font.setBold(true);
        label->setFont(font);
        return label;
    };

    m_score->setObjectName(QStringLiteral("score"));
    m_score->setTextFormat(Qt::RichText);
    m_score->setWordWrap(true);
    m_moves->setObjectName(QStringLiteral("moveList"));
    m_moves->setColumnCount(3);
    m_moves->setRootIsDecorated(false);
    m_moves->setUniformRowHeights(true);
    m_moves->setSelectionMode(QAbstractItemView::NoSelection);
    m_moves->setFocusPolicy(Qt::NoFocus);
    m_moves->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_moves->header()->setSectionResizeMode(QHeaderView::Stretch);
    m_moves->header()->setDefaultAlignment(Qt::AlignCenter);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    m_playersHeading = heading();
    m_scoreHeading = heading();
    m_movesHeading = heading();
    layout->addWidget(m_playersHeading);
    layout->addWidget(m_cards[0]);
    layout->addWidget(m_cards[1]);
    layout->addSpacing(8);
    layout->addWidget(m_scoreHeading);
    layout->addWidget(m_score);
    layout->addSpacing(8);
    layout->addWidget(m_movesHeading);
    layout->addWidget(m_moves, 1);
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Preferred);
    retranslate();
    setScore({});
    setMoves({}, 0);
}

// The score, the move list and the cards are set from outside in the current
// language (MainWindow refreshes them); the headings are this panel's own.
void SidePanel::retranslate()
{
    m_playersHeading->setText(tr("Players"));
    m_scoreHeading->setText(tr("Score"));
    m_movesHeading->setText(tr("Moves"));
    m_moves->setAccessibleName(tr("Moves"));
    m_score->setAccessibleName(tr("Score"));
    updateWidth();
}

void SidePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        updateWidth();
    QWidget::changeEvent(event);
}

// The panel's width would otherwise follow its widest text: the score line
// and the statuses under the seats grow during a match, and each time the
// board beside it would move and shrink. So the width is what a score of
// two figures each takes in the current language and with the current
// names, within 220-300 px, and the panel keeps it whatever the texts: a
// longer score or status wraps onto another line.
void SidePanel::updateWidth()
{
    QTextDocument sample;
    sample.setDocumentMargin(0);
    sample.setDefaultFont(m_score->font());
    sample.setHtml(scoreLine(Score{{99, 99}, 99}));
    const QMargins margins = layout()->contentsMargins();
    const int width = qBound(220, qCeil(sample.idealWidth()) + margins.left() + margins.right() + 2, 300);
    if (width == m_width)
        return;
    m_width = width;
    updateGeometry();
}

QSize SidePanel::sizeHint() const
{
    return {m_width, QWidget::sizeHint().height()};
}

// The layout's own minimum height counts one line for each label: a
// wrapped status or score would be cut in the smallest window. At the fixed
// width the lines are known, so the minimum asks for all of them.
QSize SidePanel::minimumSizeHint() const
{
    return {m_width, std::max(QWidget::minimumSizeHint().height(), layout()->minimumHeightForWidth(m_width))};
}

void SidePanel::setSeat(int seat, const QString &name, const QColor &colour, const QString &player,
                        const QColor &markInk)
{
    if (m_names[static_cast<std::size_t>(seat)] != name) {
        m_names[static_cast<std::size_t>(seat)] = name;
        updateWidth();
    }
    seatCard(seat)->setSeat(name, colour, player, seat, markInk);
}

void SidePanel::setMoveNotationHelp(const QString &text)
{
    if (m_moves->toolTip() != text)
        m_moves->setToolTip(text);
}

void SidePanel::setTurn(int seat)
{
    for (int i = 0; i < 2; ++i)
        seatCard(i)->setActive(i == seat);
}

void SidePanel::setSeatStatus(int seat, const QString &status)
{
    seatCard(seat)->setStatus(status);
}

void SidePanel::setScore(const Score &score)
{
    m_score->setText(scoreLine(score));
}

QString SidePanel::scoreLine(const Score &score) const
{
    return tr("%1: <b>%2</b> &nbsp;·&nbsp; %3: <b>%4</b> &nbsp;·&nbsp; Draws: <b>%5</b>")
        .arg(m_names[0].toHtmlEscaped())
        .arg(score.wins[0])
        .arg(m_names[1].toHtmlEscaped())
        .arg(score.wins[1])
        .arg(score.draws);
}

QString SidePanel::scoreText() const
{
    return m_score->text();
}

void SidePanel::setMoves(const QStringList &moves, int firstSeat)
{
    m_moves->setHeaderLabels(
        {tr("#"), m_names[static_cast<std::size_t>(firstSeat)], m_names[static_cast<std::size_t>(1 - firstSeat)]});
    m_moves->clear();
    for (int ply = 0; ply < moves.size(); ply += 2) {
        auto *item = new QTreeWidgetItem(m_moves);
        item->setText(0, QString::number(ply / 2 + 1));
        item->setText(1, moves[ply]);
        if (ply + 1 < moves.size())
            item->setText(2, moves[ply + 1]);
        for (int column = 0; column < 3; ++column)
            item->setTextAlignment(column, Qt::AlignCenter);
    }
    m_moves->scrollToBottom();
}

int SidePanel::moveRowCount() const
{
    return m_moves->topLevelItemCount();
}

} // namespace quatre::ui
