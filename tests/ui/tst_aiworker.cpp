// The AI worker: the levels with a table (Expert, Perfect) keep it from one
// request to the next (a position asked again is answered from the table)
// while they are asked for the same game options and level; two are kept.
#include "core/games/connectfour/connectfourrules.h"
#include "ui/ai/aiworker.h"

#include "core/games/connectfour/connectfour.h"

#include <QSignalSpy>
#include <QtTest>

using namespace quatre;
using namespace quatre::ui;

namespace {

AiRequest request(quint64 generation, const ConnectFour &game, const char *level)
{
    AiRequest r;
    r.generation = generation;
    r.game = std::make_shared<ConnectFour>(game);
    r.options = connectFourRules().defaultOptions();
    r.options.setValue("rows", game.rows());
    r.options.setValue("columns", game.columns());
    r.config = *aiConfigFromText(level);
    r.control = std::make_shared<SearchControl>();
    return r;
}

AiDecision decisionOf(const QSignalSpy &spy, int index)
{
    return spy.at(index).at(1).value<AiDecision>();
}

} // namespace

class TestAiWorker : public QObject {
    Q_OBJECT

private slots:
    void perfectKeepsItsTableBetweenRequests()
    {
        // A 6x7 middle-game position (Test_L2_R2's first line): tens of
        // thousands of nodes the first time, a handful from the table after.
        const auto game = std::get<ConnectFour>(ConnectFour::fromText(6, 7, "274552224131661"));
        AiWorker worker;
        QSignalSpy decided(&worker, &AiWorker::decided);
        worker.search(request(1, game, "perfect:60000"));
        AiRequest again = request(2, game, "perfect:60000");
        again.config.seed = 7; // the other seat of a Perfect-against-Perfect game
        worker.search(again);
        QCOMPARE(decided.count(), 2);
        const AiDecision first = decisionOf(decided, 0), second = decisionOf(decided, 1);
        QVERIFY(first.exact && second.exact);
        QCOMPARE(second.move, first.move);
        QCOMPARE(second.score, first.score);
        QVERIFY2(second.nodes * 10 < first.nodes,
                 qPrintable(QStringLiteral("%1 then %2 nodes").arg(first.nodes).arg(second.nodes)));

        // Another budget is another AI: a fresh table, the same answer.
        worker.search(request(3, game, "perfect:50000"));
        QCOMPARE(decisionOf(decided, 2).nodes, first.nodes);
        QCOMPARE(decisionOf(decided, 2).move, first.move);
    }

    void expertKeepsItsTableBetweenRequests()
    {
        const auto game = std::get<ConnectFour>(ConnectFour::fromText(6, 7, "4453"));
        AiWorker worker;
        QSignalSpy decided(&worker, &AiWorker::decided);
        worker.search(request(1, game, "expert:d7"));
        worker.search(request(2, game, "expert:d7"));
        QCOMPARE(decided.count(), 2);
        const AiDecision first = decisionOf(decided, 0), second = decisionOf(decided, 1);
        QCOMPARE(second.move, first.move);
        QVERIFY2(second.nodes * 2 < first.nodes,
                 qPrintable(QStringLiteral("%1 then %2 nodes").arg(first.nodes).arg(second.nodes)));
    }

    void anotherBoardIsAnotherAi()
    {
        // The same moves on 6x7 and 7x6: their first column's positions have
        // the same keys on both boards, so a table kept across the change
        // would answer the 7x6 search with 6x7 values.
        const auto wide = std::get<ConnectFour>(ConnectFour::fromText(6, 7, "11"));
        const auto tall = std::get<ConnectFour>(ConnectFour::fromText(7, 6, "11"));
        AiWorker fresh;
        QSignalSpy freshDecided(&fresh, &AiWorker::decided);
        fresh.search(request(1, tall, "expert:d7"));
        AiWorker worker;
        QSignalSpy decided(&worker, &AiWorker::decided);
        worker.search(request(1, wide, "expert:d7"));
        worker.search(request(2, tall, "expert:d7"));
        QCOMPARE(decided.count(), 2);
        QCOMPARE(decisionOf(decided, 1).nodes, decisionOf(freshDecided, 0).nodes);
        QCOMPARE(decisionOf(decided, 1).move, decisionOf(freshDecided, 0).move);
    }

    void theLeastRecentlyUsedGoes()
    {
        const auto game = std::get<ConnectFour>(ConnectFour::fromText(6, 7, "4453"));
        AiWorker worker;
        QSignalSpy decided(&worker, &AiWorker::decided);
        worker.search(request(1, game, "expert:d7")); // 0: kept
        worker.search(request(2, game, "expert:d6")); // 1: kept beside it
        worker.search(request(3, game, "expert:d7")); // 2: from the table of 0
        worker.search(request(4, game, "expert:d5")); // 3: takes the place of d6's
        worker.search(request(5, game, "expert:d6")); // 4: afresh
        QCOMPARE(decided.count(), 5);
        QVERIFY(decisionOf(decided, 2).nodes * 2 < decisionOf(decided, 0).nodes);
        QCOMPARE(decisionOf(decided, 4).nodes, decisionOf(decided, 1).nodes);
    }

    void otherLevelsStartAfresh()
    {
        // Random draws from its seed anew for each request: the same move
        // every time (a kept one would go on drawing).
        const auto game = std::get<ConnectFour>(ConnectFour::fromText(6, 7, ""));
        AiWorker worker;
        QSignalSpy decided(&worker, &AiWorker::decided);
        for (int i = 0; i < 8; ++i)
            worker.search(request(static_cast<quint64>(i + 1), game, "random"));
        QCOMPARE(decided.count(), 8);
        for (int i = 1; i < 8; ++i)
            QCOMPARE(decisionOf(decided, i).move, decisionOf(decided, 0).move);
    }
};

QTEST_GUILESS_MAIN(TestAiWorker)
#include "tst_aiworker.moc"
