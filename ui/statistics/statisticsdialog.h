// The Statistics window: a table of the wins, losses and draws against each
// AI level in each game, and a Reset that asks first. It follows the store,
// so a game that ends while it is open shows at once.
#pragma once

#include <QDialog>

class QLabel;
class QPushButton;
class QTableWidget;

namespace quatre::ui {

class StatisticsStore;

class StatisticsDialog : public QDialog {
    Q_OBJECT

public:
    explicit StatisticsDialog(StatisticsStore *store, QWidget *parent = nullptr);

    QTableWidget *table() const { return m_table; }
    QPushButton *resetButton() const { return m_reset; }

    // Asks, then forgets every result if the person agrees. Returns whether
    // the statistics were reset.
    bool confirmReset();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();

    StatisticsStore *m_store;
    QTableWidget *m_table;
    QLabel *m_note;
    QLabel *m_empty;
    QPushButton *m_reset;
    QPushButton *m_close;
};

} // namespace quatre::ui
