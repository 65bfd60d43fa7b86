// Statistics: counting per game and opponent level, the order of the rows,
// the JSON form and its refusal of anything malformed.
#include "ui/games/gamelist.h"
#include "core/games/fourmation/fourmationhardcore.h"
#include "ui/statistics/statistics.h"

#include <QTest>

using namespace quatre;
using namespace quatre::ui;

class TestStatistics : public QObject {
    Q_OBJECT

private slots:
    void countsPerGameAndOpponent()
    {
        Statistics statistics(builtInGames());
        QVERIFY(statistics.isEmpty());
        statistics.record("connect4", AiLevel::Expert, GameResult::Win);
        statistics.record("connect4", AiLevel::Expert, GameResult::Loss);
        statistics.record("connect4", AiLevel::Expert, GameResult::Loss);
        statistics.record("connect4", AiLevel::Greedy, GameResult::Draw);
        statistics.record("quarto", AiLevel::Expert, GameResult::Win);
        QCOMPARE(statistics.of("connect4", AiLevel::Expert), (StatisticsRecord{1, 2, 0}));
        QCOMPARE(statistics.of("connect4", AiLevel::Greedy), (StatisticsRecord{0, 0, 1}));
        QCOMPARE(statistics.of("quarto", AiLevel::Expert), (StatisticsRecord{1, 0, 0}));
        QCOMPARE(statistics.of("4mation", AiLevel::Expert), StatisticsRecord{});
        QCOMPARE(statistics.of("connect4", AiLevel::Expert).games(), 3);
    }

    void rowsAreOrderedByGameThenLevel()
    {
        Statistics statistics(builtInGames());
        statistics.record("4mation", kHardcoreLevel, GameResult::Win);
        statistics.record("connect4", AiLevel::Perfect, GameResult::Loss);
        statistics.record("quarto", AiLevel::Random, GameResult::Win);
        statistics.record("connect4", AiLevel::Random, GameResult::Win);
        std::vector<std::pair<std::string, AiLevel>> order;
        for (const Statistics::Row &row : statistics.rows())
            order.emplace_back(row.game, row.opponent);
        const std::vector<std::pair<std::string, AiLevel>> expected{{"connect4", AiLevel::Random},
                                                                    {"connect4", AiLevel::Perfect},
                                                                    {"quarto", AiLevel::Random},
                                                                    {"4mation", kHardcoreLevel}};
        QVERIFY(order == expected);
    }

    void networkGamesHaveARowAfterTheGamesLevels()
    {
        Statistics statistics(builtInGames());
        statistics.record("connect4", kNetworkOpponent, GameResult::Win);
        statistics.record("connect4", AiLevel::Perfect, GameResult::Loss);
        statistics.record("quarto", kNetworkOpponent, GameResult::Draw);
        statistics.record("connect4", kNetworkOpponent, GameResult::Loss);
        QCOMPARE(statistics.networkRecord("connect4"), (StatisticsRecord{1, 1, 0}));
        QCOMPARE(statistics.networkRecord("4mation"), StatisticsRecord{});
        std::vector<std::pair<std::string, AiLevel>> order;
        for (const Statistics::Row &row : statistics.rows())
            order.emplace_back(row.game, row.opponent);
        const std::vector<std::pair<std::string, AiLevel>> expected{
            {"connect4", AiLevel::Perfect}, {"connect4", kNetworkOpponent}, {"quarto", kNetworkOpponent}};
        QVERIFY(order == expected);
        const QByteArray json = statistics.toJson();
        QVERIFY2(json.contains("\"opponent\": \"network\""), json.constData());
        QString error;
        const std::optional<Statistics> read = Statistics::fromJson(json, builtInGames(), &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(*read, statistics);
    }

    void roundTripsThroughJson()
    {
        Statistics statistics(builtInGames());
        statistics.record("connect4", AiLevel::Minimax, GameResult::Win);
        statistics.record("4mation", kHardcoreLevel, GameResult::Draw);
        statistics.record("quarto", AiLevel::Perfect, GameResult::Loss);
        const QByteArray json = statistics.toJson();
        QVERIFY2(json.contains("\"opponent\": \"hardcore\""), json.constData());
        QString error;
        const std::optional<Statistics> read = Statistics::fromJson(json, builtInGames(), &error);
        QVERIFY2(read, qPrintable(error));
        QCOMPARE(*read, statistics);
        QCOMPARE(Statistics::fromJson(Statistics(builtInGames()).toJson(), builtInGames()).value_or(statistics),
                 Statistics(builtInGames()));
    }

    void refusesMalformedFiles_data()
    {
        QTest::addColumn<QByteArray>("data");
        QTest::addColumn<QString>("expected");
        const QByteArray head = "{\"format\": \"quatre-statistics\", \"version\": 1, \"records\": [";
        QTest::newRow("not JSON") << QByteArray("wins: 3") << "not valid JSON";
        QTest::newRow("cut short") << head << "not valid JSON";
        QTest::newRow("a saved game") << QByteArray("{\"format\": \"quatre-saved-game\", \"version\": 1}")
                                      << "does not hold Quatre statistics";
        QTest::newRow("future version") << QByteArray(
            "{\"format\": \"quatre-statistics\", \"version\": 2, \"records\": []}")
                                        << "unknown format version";
        QTest::newRow("no records") << QByteArray("{\"format\": \"quatre-statistics\", \"version\": 1}")
                                    << "no list of records";
        QTest::newRow("negative count") << head
                + "{\"game\": \"connect4\", \"opponent\": \"expert\", \"wins\": -1, \"losses\": 0, \"draws\": 0}]}"
                                        << "Record 1 is malformed";
        QTest::newRow("fractional count")
            << head + "{\"game\": \"connect4\", \"opponent\": \"expert\", \"wins\": 1.5, \"losses\": 0, \"draws\": 0}]}"
            << "Record 1 is malformed";
        QTest::newRow("unknown game") << head
                + "{\"game\": \"go\", \"opponent\": \"expert\", \"wins\": 1, \"losses\": 0, \"draws\": 0}]}"
                                      << "Record 1 is malformed";
        QTest::newRow("unknown level") << head
                + "{\"game\": \"quarto\", \"opponent\": \"god\", \"wins\": 1, \"losses\": 0, \"draws\": 0}]}"
                                       << "Record 1 is malformed";
        QTest::newRow("a number as record") << head + "7]}"
                                            << "Record 1 is malformed";
        const QByteArray record =
            "{\"game\": \"quarto\", \"opponent\": \"random\", \"wins\": 1, \"losses\": 0, \"draws\": 0}";
        QTest::newRow("repeated") << head + record + "," + record + "]}"
                                  << "Record 2 repeats an earlier one";
    }
    void refusesMalformedFiles()
    {
        QFETCH(QByteArray, data);
        QFETCH(QString, expected);
        QString error;
        QVERIFY(!Statistics::fromJson(data, builtInGames(), &error));
        QVERIFY2(error.contains(expected), qPrintable(error));
    }
};

QTEST_GUILESS_MAIN(TestStatistics)
#include "tst_statistics.moc"
