// Checks that the AI suite of every game makes the same way: its Minimax
// level against the plain minimax of plainminimax.h, its Random level's seed,
// a search's cancellation, and a match between two levels. Like QCOMPARE, a
// check records the first failure and returns; the test that calls it has
// nothing after it to skip.
#pragma once

#include "core/ai/ai.h"
#include "core/ai/searchais.h"
#include "core/games/gamerules.h"
#include "core/match/match.h"

#include "plainminimax.h"

#include <QElapsedTimer>
#include <QString>
#include <QtTest>

#include <chrono>
#include <thread>
#include <vector>

namespace quatre::testing {

// On every position, the Minimax level at each depth from 1 to `maxDepth`
// chooses the move and the value that plainMinimaxRoot() finds with the same
// evaluation.
template <class G, class Traits, class Evaluate>
void checkMinimaxAgainstPlain(const std::vector<G> &positions, int maxDepth, const Evaluate &evaluate)
{
    for (const G &g : positions) {
        for (int depth = 1; depth <= maxDepth; ++depth) {
            AiConfig config = level("minimax:1");
            config.depth = depth;
            MinimaxAi<G, Traits> ai(config);
            SearchControl control;
            const AiDecision d = ai.chooseMove(g, control);
            const auto [move, score] = plainMinimaxRoot(g, depth, evaluate);
            QCOMPARE(d.move, move);
            QCOMPARE(d.score, score);
        }
    }
}

// The Random level of `rules` plays legal moves on `positions`: the same moves
// for the same seed, other moves for another.
template <class G>
void checkRandomIsSeededAndLegal(const GameRules &rules, const std::vector<G> &positions)
{
    auto a = rules.makeAi(level("random"));
    auto b = rules.makeAi(level("random"));
    AiConfig other = level("random");
    other.seed = 99;
    auto c = rules.makeAi(other);
    std::vector<Move> ma, mb, mc;
    for (const G &g : positions) {
        SearchControl control;
        ma.push_back(a->chooseMove(g, control).move);
        mb.push_back(b->chooseMove(g, control).move);
        mc.push_back(c->chooseMove(g, control).move);
        QVERIFY(g.isLegal(ma.back()));
        QVERIFY(g.isLegal(mc.back()));
    }
    QCOMPARE(ma, mb);
    QVERIFY(ma != mc);
}

// A search of `position` that would run for minutes or more returns, marked
// cancelled, once asked to stop (how soon is the benchmark's to measure).
inline void checkSearchStopsWhenCancelled(Ai &ai, const Game &position)
{
    SearchControl control;
    AiDecision decision;
    std::thread worker([&] { decision = ai.chooseMove(position, control); });
    std::this_thread::sleep_for(std::chrono::milliseconds(30));
    control.cancel = true;
    worker.join();
    QVERIFY(decision.cancelled);
    QVERIFY(decision.nodes > 0);
}

// The level `stronger` scores at least `minScore` (a win 1, a draw 0.5) in 20
// games against `weaker`, each pair from the same seeded random opening of 2
// plies with the first move swapped. `board` names the game in the log line.
inline void checkStrongerWins(const GameOptions &game, const char *board, const QString &stronger,
                              const QString &weaker, double minScore)
{
    MatchOptions options;
    options.game = game;
    options.first = level(stronger.toLatin1().constData());
    options.second = level(weaker.toLatin1().constData());
    options.games = 20;
    options.alternate = true;
    options.openingPlies = 2;
    options.seed = 2026;
    QElapsedTimer timer;
    timer.start();
    const MatchSummary summary = playMatch(options);
    qInfo("%s, %s vs %s: %s (%.0f%%) in %lld ms", board, qPrintable(stronger), qPrintable(weaker),
          summary.summaryLine().c_str(), 100 * summary.p1Score(), static_cast<long long>(timer.elapsed()));
    QVERIFY2(summary.p1Score() >= minScore, summary.summaryLine().c_str());
}

} // namespace quatre::testing
