// Test support shared by the AI suites of every game: the seeds' plain
// minimax, written the slow, obvious way, to check the engine's Minimax level
// against, a short way to write a level, and one AI per level for a test.
#pragma once

#include "core/games/fourmation/fourmationrules.h"
#include "core/ai/ai.h"
#include "core/games/gamerules.h"

#include <QtGlobal>

#include <algorithm>
#include <initializer_list>
#include <memory>
#include <utility>
#include <vector>

namespace quatre::testing {

// The AI maximises, the opponent minimises; a win is worth 1000 plus the plies
// left (sooner is better), a draw 0; at the horizon `evaluate(g)` scores the
// position for the side to move.
template <class G, class Evaluate>
int plainMinimax(G &g, int depthLeft, int aiSide, const Evaluate &evaluate)
{
    if (g.isOver()) {
        const int w = winnerOf(g.outcome());
        return w < 0 ? 0 : (w == aiSide ? 1000 + depthLeft : -(1000 + depthLeft));
    }
    if (depthLeft == 0)
        return g.sideToMove() == aiSide ? evaluate(g) : -evaluate(g);
    const bool maximising = g.sideToMove() == aiSide;
    int best = maximising ? -1'000'000 : 1'000'000;
    for (Move m : g.legalMoves()) {
        g.play(m);
        const int v = plainMinimax(g, depthLeft - 1, aiSide, evaluate);
        g.undo();
        best = maximising ? std::max(best, v) : std::min(best, v);
    }
    return best;
}

// The first move of best value, and that value.
template <class G, class Evaluate>
std::pair<Move, int> plainMinimaxRoot(G g, int depth, const Evaluate &evaluate)
{
    const int ai = g.sideToMove();
    Move bestMove = kNoMove;
    int best = -1'000'000;
    for (Move m : g.legalMoves()) {
        g.play(m);
        const int v = plainMinimax(g, depth - 1, ai, evaluate);
        g.undo();
        if (v > best) {
            best = v;
            bestMove = m;
        }
    }
    return {bestMove, best};
}

// A level from its command-line text, a game's own level included ("hardcore");
// the text must be valid.
inline AiConfig level(const char *text)
{
    const auto config = aiConfigFromText(text, fourMationRules().levels());
    Q_ASSERT(config);
    return *config;
}

// An AI of `rules` for each level of `texts` (valid, as for level()), made
// once for a whole test rather than once per position: a search level
// allocates a table of tens of megabytes, which under AddressSanitizer takes
// far longer than answering a position.
struct LevelAi {
    const char *text;
    std::unique_ptr<Ai> ai;
};

inline std::vector<LevelAi> levelAis(const GameRules &rules, std::initializer_list<const char *> texts)
{
    std::vector<LevelAi> ais;
    for (const char *text : texts)
        ais.push_back({text, rules.makeAi(level(text))});
    return ais;
}

} // namespace quatre::testing
