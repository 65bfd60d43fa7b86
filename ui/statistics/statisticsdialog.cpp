#include "ui/statistics/statisticsdialog.h"

#include "ui/registry/gameregistry.h"
#include "ui/registry/gametext.h"
#include "ui/statistics/statisticsstore.h"
#include "ui/widgets/question.h"

#include <QDialogButtonBox>
#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace quatre::ui {

namespace {

enum Column { GameColumn, OpponentColumn, GamesColumn, WinsColumn, LossesColumn, DrawsColumn, ColumnCount };

QTableWidgetItem *item(const QString &text, Qt::Alignment alignment = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *cell = new QTableWidgetItem(text);
    cell->setTextAlignment(alignment);
    cell->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable);
    return cell;
}

QTableWidgetItem *number(int value)
{
    return item(QString::number(value), Qt::AlignRight | Qt::AlignVCenter);
}

} // namespace

StatisticsDialog::StatisticsDialog(StatisticsStore *store, QWidget *parent)
    : QDialog(parent)
    , m_store(store)
    , m_table(new QTableWidget(0, ColumnCount, this))
    , m_note(new QLabel(this))
    , m_empty(new QLabel(this))
{
    setObjectName(QStringLiteral("statisticsDialog"));
    m_table->setObjectName(QStringLiteral("statisticsTable"));
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionMode(QAbstractItemView::NoSelection);
    m_table->setFocusPolicy(Qt::NoFocus);
    // The names take what they need; the four counts share the rest evenly.
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(GameColumn, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(OpponentColumn, QHeaderView::ResizeToContents);
    m_note->setObjectName(QStringLiteral("statisticsNote"));
    m_note->setWordWrap(true);
    // A side remark: set apart by italics, not greyed out like a disabled
    // control, which would leave it too faint to read.
    QFont remarkFont = m_note->font();
    remarkFont.setItalic(true);
    m_note->setFont(remarkFont);
    m_empty->setObjectName(QStringLiteral("statisticsEmpty"));
    m_empty->setAlignment(Qt::AlignCenter);
    m_empty->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(this);
    m_reset = buttons->addButton(QString(), QDialogButtonBox::ResetRole);
    m_reset->setObjectName(QStringLiteral("resetButton"));
    m_close = buttons->addButton(QDialogButtonBox::Close);
    connect(m_reset, &QPushButton::clicked, this, &StatisticsDialog::confirmReset);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addWidget(m_empty);
    layout->addWidget(m_note);
    layout->addWidget(buttons);
    resize(560, 360);

    connect(m_store, &StatisticsStore::changed, this, &StatisticsDialog::refresh);
    retranslate();
}

bool StatisticsDialog::confirmReset()
{
    const auto answer =
        Question::ask(this, tr("Reset the statistics?"),
                      tr("Every win, loss and draw counted so far will be forgotten. This cannot be undone."),
                      QMessageBox::Reset | QMessageBox::Cancel, QMessageBox::Cancel);
    if (answer != QMessageBox::Reset)
        return false;
    QString error;
    if (!m_store->reset(&error))
        Question::warn(this, tr("The statistics were reset, but could not be saved."), error);
    return true;
}

void StatisticsDialog::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QDialog::changeEvent(event);
}

void StatisticsDialog::retranslate()
{
    setWindowTitle(tr("Statistics"));
    m_table->setHorizontalHeaderLabels(
        {tr("Game"), tr("Opponent"), tr("Games"), tr("Wins"), tr("Losses"), tr("Draws")});
    m_note->setText(
        tr("Games against an AI player and network games against a person count, each once, when it ends."));
    m_empty->setText(tr("No game against an AI player or over the network has ended yet."));
    m_reset->setText(tr("&Reset…"));
    m_close->setText(tr("Close"));
    refresh();
}

void StatisticsDialog::refresh()
{
    const std::vector<Statistics::Row> &rows = m_store->statistics().rows();
    m_table->setRowCount(int(rows.size()));
    for (int i = 0; i < int(rows.size()); ++i) {
        const Statistics::Row &row = rows[std::size_t(i)];
        const GameEntry *game = m_store->games().find(row.game);
        m_table->setItem(i, GameColumn, item(game->text->name()));
        m_table->setItem(
            i, OpponentColumn,
            item(row.opponent == kNetworkOpponent ? tr("A person (network)") : game->text->levelName(row.opponent)));
        m_table->setItem(i, GamesColumn, number(row.record.games()));
        m_table->setItem(i, WinsColumn, number(row.record.wins));
        m_table->setItem(i, LossesColumn, number(row.record.losses));
        m_table->setItem(i, DrawsColumn, number(row.record.draws));
    }
    m_empty->setVisible(rows.empty());
    m_reset->setEnabled(!rows.empty());
}

} // namespace quatre::ui
