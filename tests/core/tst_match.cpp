// Whole matches between AIs: reproducible from the seed, fair openings when
// alternating, and the summary the command line prints.
#include "core/games/connectfour/connectfourrules.h"
#include "core/match/match.h"

#include <QtTest>

using namespace quatre;

class TestMatch : public QObject {
    Q_OBJECT

    static MatchOptions randomVsRandom(std::uint64_t seed)
    {
        MatchOptions options;
        options.game = connectFourOptions();
        options.first = *aiConfigFromText("random");
        options.second = *aiConfigFromText("random");
        options.games = 30;
        options.seed = seed;
        return options;
    }

private slots:
    void sameSeedSameGames()
    {
        const MatchSummary a = playMatch(randomVsRandom(5));
        const MatchSummary b = playMatch(randomVsRandom(5));
        const MatchSummary c = playMatch(randomVsRandom(6));
        QCOMPARE(a.games.size(), std::size_t{30});
        for (std::size_t i = 0; i < a.games.size(); ++i)
            QCOMPARE(a.games[i].moves, b.games[i].moves);
        QVERIFY(a.games[0].moves != c.games[0].moves);
        QCOMPARE(a.p1Wins + a.p2Wins + a.draws, 30);
    }

    void resultsAreFromP1sView()
    {
        int streamed = 0;
        const MatchSummary s = playMatch(randomVsRandom(8), [&](const GameRecord &) { ++streamed; });
        QCOMPARE(streamed, 30);
        int p1Wins = 0;
        for (const GameRecord &g : s.games) {
            QCOMPARE(g.p1Seat, 0);
            // Without alternation p1 moves first: p1 wins exactly when the first player does.
            QCOMPARE(g.resultText() == "1-0", g.outcome == Outcome::FirstPlayerWins);
            QCOMPARE(g.resultText() == "draw", g.outcome == Outcome::Draw);
            p1Wins += g.resultText() == "1-0";
        }
        QCOMPARE(p1Wins, s.p1Wins);
        QCOMPARE(s.summaryLine(),
                 "p1 " + std::to_string(s.p1Wins) + " p2 " + std::to_string(s.p2Wins) + " draws "
                     + std::to_string(s.draws));
    }

    void alternatingSwapsSeatsAndSharesOpenings()
    {
        MatchOptions options;
        options.game = connectFourOptions();
        options.first = *aiConfigFromText("greedy");
        options.second = *aiConfigFromText("minimax:2");
        options.games = 6;
        options.alternate = true;
        options.openingPlies = 3;
        options.seed = 42;
        const MatchSummary s = playMatch(options);
        QCOMPARE(s.games.size(), std::size_t{6});
        for (std::size_t i = 0; i < s.games.size(); ++i) {
            QCOMPARE(s.games[i].p1Seat, static_cast<int>(i % 2));
            if (i % 2 == 1)
                QCOMPARE(s.games[i].moves.substr(0, 3), s.games[i - 1].moves.substr(0, 3));
        }
        QVERIFY(s.games[0].moves.substr(0, 3) != s.games[2].moves.substr(0, 3));
        // Each result from p1's view: with the seats swapped, a first-player
        // win is a p1 loss; the summary counts them.
        int p1Wins = 0, p2Wins = 0, draws = 0;
        for (const GameRecord &g : s.games) {
            QVERIFY(g.outcome != Outcome::Ongoing);
            const bool firstWins = g.outcome == Outcome::FirstPlayerWins;
            const std::string expected = g.outcome == Outcome::Draw ? "draw"
                : firstWins == (g.p1Seat == 0)                      ? "1-0"
                                                                    : "0-1";
            QCOMPARE(g.resultText(), expected);
            p1Wins += expected == "1-0";
            p2Wins += expected == "0-1";
            draws += expected == "draw";
        }
        QCOMPARE(s.p1Wins, p1Wins);
        QCOMPARE(s.p2Wins, p2Wins);
        QCOMPARE(s.draws, draws);
    }
};

QTEST_APPLESS_MAIN(TestMatch)
#include "tst_match.moc"
