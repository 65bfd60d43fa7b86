#include "ui/mainwindow/sidepanel.h"

#include "ui/mainwindow/seatcard.h"
#include "ui/review/reviewchart.h"

#include <QEvent>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QTextDocument>
#include <QToolButton>
#include <QtMath>
#include <QTreeWidget>
#include <QVBoxLayout>

namespace quatre::ui {

SidePanel::SidePanel(QWidget *parent)
    : QWidget(parent)
    , m_score(new QLabel(this))
    , m_moves(new QTreeWidget(this))
    , m_chart(new ReviewChart(this))
    , m_reviewSummary(new QLabel(this))
    , m_reviewButton(new QToolButton(this))
    , m_browseBar(new QWidget(this))
    , m_playFromHere(new QToolButton(m_browseBar))
    , m_backToGame(new QToolButton(m_browseBar))
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
    // A click gives the list the keyboard, for Home, End and the arrows;
    // Tab never stops there (the board keeps it for playing).
    m_moves->setFocusPolicy(Qt::ClickFocus);
    m_moves->installEventFilter(this);
    connect(m_moves, &QTreeWidget::itemClicked, this, &SidePanel::onItemClicked);
    // One above the other: side by side, their words do not fit the panel's width in every language.
    auto *browseRow = new QVBoxLayout(m_browseBar);
    browseRow->setContentsMargins(0, 0, 0, 0);
    for (QToolButton *button : {m_playFromHere, m_backToGame}) {
        button->setToolButtonStyle(Qt::ToolButtonTextOnly);
        button->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
        browseRow->addWidget(button);
    }
    m_playFromHere->setObjectName(QStringLiteral("playFromHereButton"));
    m_backToGame->setObjectName(QStringLiteral("backToGameButton"));
    m_browseBar->hide();
    m_chart->setObjectName(QStringLiteral("reviewChart"));
    m_reviewSummary->setObjectName(QStringLiteral("reviewSummary"));
    m_reviewSummary->setTextFormat(Qt::PlainText); // seat names are the players' own words
    m_reviewSummary->setWordWrap(true);
    m_reviewButton->setObjectName(QStringLiteral("reviewButton"));
    m_reviewButton->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_reviewButton->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_chart->hide();
    m_reviewSummary->hide();
    m_reviewButton->hide();
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
    layout->addWidget(m_chart);
    layout->addWidget(m_reviewSummary);
    layout->addWidget(m_moves, 1);
    layout->addWidget(m_reviewButton);
    layout->addWidget(m_browseBar);
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
    m_scoreHeading->setText(m_demoScore ? tr("Demo score") : tr("Score"));
    m_movesHeading->setText(tr("Moves"));
    m_moves->setAccessibleName(tr("Moves"));
    m_score->setAccessibleName(m_scoreHeading->text());
    updateWidth();
}

void SidePanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    else if (event->type() == QEvent::FontChange)
        updateWidth();
    else if (event->type() == QEvent::PaletteChange && m_moves)
        setShownMove(m_shownMove); // the shown move's highlight, in the new scheme's colours
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

void SidePanel::setScore(const Score &score, bool demo)
{
    m_score->setText(scoreLine(score));
    if (demo != m_demoScore) {
        m_demoScore = demo;
        retranslate();
    }
}

QString SidePanel::scoreHeading() const
{
    return m_scoreHeading->text();
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

void SidePanel::addSection(QWidget *section)
{
    static_cast<QVBoxLayout *>(layout())->addWidget(section, 1);
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
        item->setData(1, Qt::UserRole, moves[ply]);
        if (ply + 1 < moves.size()) {
            item->setText(2, moves[ply + 1]);
            item->setData(2, Qt::UserRole, moves[ply + 1]);
        }
        for (int column = 0; column < 3; ++column)
            item->setTextAlignment(column, Qt::AlignCenter);
    }
    m_moves->scrollToBottom();
    setShownMove(m_shownMove);
}

void SidePanel::setShownMove(int ply)
{
    m_shownMove = ply;
    const QPalette palette = m_moves->palette();
    for (int row = 0; row < m_moves->topLevelItemCount(); ++row) {
        QTreeWidgetItem *item = m_moves->topLevelItem(row);
        for (int column = 1; column < 3; ++column) {
            const int move = row * 2 + column - 1;
            const bool shown = move == ply;
            item->setBackground(column, shown ? palette.highlight() : QBrush());
            item->setForeground(column, shown ? palette.highlightedText() : QBrush());
            // The move's own text, then its review mark.
            QString text = item->data(column, Qt::UserRole).toString();
            const QString mark = m_reviewMarks.value(move);
            if (!mark.isEmpty())
                text += QLatin1Char(' ') + mark;
            item->setText(column, text);
            item->setToolTip(column, m_reviewTips.value(move));
        }
    }
    if (ply >= 0 && ply / 2 < m_moves->topLevelItemCount())
        m_moves->scrollToItem(m_moves->topLevelItem(ply / 2));
}

void SidePanel::setBrowseActions(QAction *playFromHere, QAction *backToGame)
{
    m_playFromHere->setDefaultAction(playFromHere);
    m_backToGame->setDefaultAction(backToGame);
}

void SidePanel::setReviewShown(bool shown)
{
    m_chart->setVisible(shown);
    m_reviewSummary->setVisible(shown);
}

void SidePanel::setReviewSummary(const QString &text)
{
    m_reviewSummary->setText(text);
}

void SidePanel::setMoveReviews(const QStringList &marks, const QStringList &tips)
{
    m_reviewMarks = marks;
    m_reviewTips = tips;
    setShownMove(m_shownMove);
}

void SidePanel::setReviewAction(QAction *review)
{
    m_reviewButton->setDefaultAction(review);
}

void SidePanel::setReviewOffered(bool offered)
{
    m_reviewButton->setVisible(offered);
}

void SidePanel::setBrowsing(bool browsing)
{
    m_browseBar->setVisible(browsing);
}

void SidePanel::onItemClicked(QTreeWidgetItem *item, int column)
{
    const int row = m_moves->indexOfTopLevelItem(item);
    // The number column stands for its row's first move.
    const int ply = row * 2 + std::max(0, column - 1);
    if (row >= 0 && !item->text(1 + ply % 2).isEmpty())
        emit moveClicked(ply);
}

bool SidePanel::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_moves && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        switch (key) {
        case Qt::Key_Home:
        case Qt::Key_End:
        case Qt::Key_Left:
        case Qt::Key_Right:
        case Qt::Key_Up:
        case Qt::Key_Down:
        case Qt::Key_Escape: emit browseKeyPressed(key); return true;
        default: break;
        }
    }
    return QWidget::eventFilter(watched, event);
}

int SidePanel::moveRowCount() const
{
    return m_moves->topLevelItemCount();
}

} // namespace quatre::ui
