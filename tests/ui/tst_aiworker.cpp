// The AI worker: the Perfect level keeps its solver's table from one request
// to the next (a position asked again is answered from the table), while
// every other level starts afresh each time, so its answers replay.
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
    r.rules = &connectFourRules();
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

    void otherLevelsStartAfresh()
    {
        const auto game = std::get<ConnectFour>(ConnectFour::fromText(6, 7, "4453"));
        AiWorker worker;
        QSignalSpy decided(&worker, &AiWorker::decided);
        worker.search(request(1, game, "expert:d6"));
        worker.search(request(2, game, "expert:d6"));
        QCOMPARE(decided.count(), 2);
        QCOMPARE(decisionOf(decided, 1).nodes, decisionOf(decided, 0).nodes);
        QCOMPARE(decisionOf(decided, 1).move, decisionOf(decided, 0).move);
    }
};

QTEST_GUILESS_MAIN(TestAiWorker)
#include "tst_aiworker.moc"
