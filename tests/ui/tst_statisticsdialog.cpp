// StatisticsDialog: one row per game and opponent with translated headers,
// live updates, and a Reset that asks first.
#include "ui/games/gamelist.h"
#include "core/games/fourmation/fourmationhardcore.h"
#include "ui/statistics/statisticsdialog.h"

#include "ui/statistics/statisticsstore.h"
#include "uitestsupport.h"

#include <QEvent>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QTranslator>

using namespace quatre;
using namespace quatre::ui;

namespace {

QStringList headers(QTableWidget *table)
{
    QStringList texts;
    for (int column = 0; column < table->columnCount(); ++column)
        texts << table->horizontalHeaderItem(column)->text();
    return texts;
}

QStringList rowTexts(QTableWidget *table, int row)
{
    QStringList texts;
    for (int column = 0; column < table->columnCount(); ++column)
        texts << table->item(row, column)->text();
    return texts;
}

// Brackets every text of the dialog's context: shows which texts go through tr().
class BracketTranslator : public QTranslator {
public:
    bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *source, const char *, int) const override
    {
        if (QByteArrayView(context) != "quatre::ui::StatisticsDialog")
            return {};
        return QLatin1Char('[') + QString::fromUtf8(source) + QLatin1Char(']');
    }
};

} // namespace

class TestStatisticsDialog : public QObject {
    Q_OBJECT

private slots:
    void showsOneRowPerGameAndOpponent()
    {
        StatisticsStore store{QString(), builtInGames()};
        store.record("quarto", AiLevel::Expert, GameResult::Loss);
        store.record("connect4", AiLevel::Minimax, GameResult::Win);
        store.record("connect4", AiLevel::Minimax, GameResult::Draw);
        StatisticsDialog dialog(&store);
        QTableWidget *table = dialog.table();
        QCOMPARE(headers(table),
                 (QStringList{QStringLiteral("Game"), QStringLiteral("Opponent"), QStringLiteral("Games"),
                              QStringLiteral("Wins"), QStringLiteral("Losses"), QStringLiteral("Draws")}));
        QCOMPARE(table->rowCount(), 2);
        QCOMPARE(rowTexts(table, 0),
                 (QStringList{QStringLiteral("Connect Four"), QStringLiteral("Minimax"), QStringLiteral("2"),
                              QStringLiteral("1"), QStringLiteral("0"), QStringLiteral("1")}));
        QCOMPARE(rowTexts(table, 1),
                 (QStringList{QStringLiteral("Quarto"), QStringLiteral("Expert"), QStringLiteral("1"),
                              QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("0")}));
        // A game that ends while the dialog is open shows at once.
        store.record("4mation", kHardcoreLevel, GameResult::Win);
        QCOMPARE(table->rowCount(), 3);
        QCOMPARE(table->item(2, 1)->text(), QStringLiteral("Hardcore"));
    }

    void saysSoWhenEmpty()
    {
        StatisticsStore store{QString(), builtInGames()};
        StatisticsDialog dialog(&store);
        dialog.show();
        QCOMPARE(dialog.table()->rowCount(), 0);
        QVERIFY(dialog.findChild<QLabel *>(QStringLiteral("statisticsEmpty"))->isVisible());
        QVERIFY(!dialog.resetButton()->isEnabled());
        store.record("quarto", AiLevel::Random, GameResult::Win);
        QVERIFY(!dialog.findChild<QLabel *>(QStringLiteral("statisticsEmpty"))->isVisible());
        QVERIFY(dialog.resetButton()->isEnabled());
    }

    // The note on which games count is a remark, not a disabled control: it
    // must be as readable as the rest (it once had a contrast of 1.6).
    void theNoteIsReadable()
    {
        StatisticsStore store{QString(), builtInGames()};
        StatisticsDialog dialog(&store);
        const auto *note = dialog.findChild<QLabel *>(QStringLiteral("statisticsNote"));
        QVERIFY(note);
        QVERIFY(!note->text().isEmpty());
        QVERIFY2(test::textContrast(note) >= 4.5, qPrintable(QString::number(test::textContrast(note))));
    }

    void resetAsksFirst()
    {
        QTemporaryDir dir;
        StatisticsStore store(dir.filePath(QStringLiteral("statistics.json")), builtInGames());
        store.record("connect4", AiLevel::Expert, GameResult::Win);
        StatisticsDialog dialog(&store);
        dialog.show();

        auto answer = test::answerNextMessageBox(QMessageBox::Cancel);
        QTest::mouseClick(dialog.resetButton(), Qt::LeftButton);
        QVERIFY(answer->asked);
        QCOMPARE(answer->text, QStringLiteral("Reset the statistics?"));
        QVERIFY(answer->buttons.contains(QStringLiteral("&Reset")));
        QCOMPARE(store.statistics().of("connect4", AiLevel::Expert).wins, 1);
        QCOMPARE(dialog.table()->rowCount(), 1);

        answer = test::answerNextMessageBox(QMessageBox::Reset);
        QTest::mouseClick(dialog.resetButton(), Qt::LeftButton);
        QVERIFY(answer->asked);
        QVERIFY(store.statistics().isEmpty());
        QCOMPARE(dialog.table()->rowCount(), 0);
        StatisticsStore reread(store.path(), builtInGames());
        reread.load();
        QVERIFY(reread.statistics().isEmpty());
    }

    void textsFollowTheLanguage()
    {
        StatisticsStore store{QString(), builtInGames()};
        StatisticsDialog dialog(&store);
        BracketTranslator translator;
        QCoreApplication::installTranslator(&translator);
        QTRY_COMPARE(headers(dialog.table()).value(3), QStringLiteral("[Wins]"));
        QCOMPARE(dialog.windowTitle(), QStringLiteral("[Statistics]"));
        QCOMPARE(dialog.resetButton()->text(), QStringLiteral("[&Reset…]"));
        QCoreApplication::removeTranslator(&translator);
        QTRY_COMPARE(headers(dialog.table()).value(3), QStringLiteral("Wins"));
    }
};

QTEST_MAIN(TestStatisticsDialog)
#include "tst_statisticsdialog.moc"
