// The one interface through which every AI level of every game answers, shared
// by the window's worker thread, the command-line tool and the tests.
#pragma once

#include "core/game.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>

namespace quatre {

// Hardcore is 4Mation's only: seed 003's bot (block, else a bounded search for
// a forced win, else greedy), which says which of the three chose its move.
enum class AiLevel { Random = 1, Greedy = 2, Minimax = 3, Expert = 4, Perfect = 5, Hardcore = 6 };

struct AiConfig {
    static constexpr int kMinDepth = 1;
    static constexpr int kMaxDepth = 9;
    static constexpr int kDefaultDepth = 4;
    static constexpr int kDefaultBudgetMs = 1000;

    AiLevel level = AiLevel::Greedy;
    int depth = kDefaultDepth;                                      // Minimax: plies searched
    std::chrono::milliseconds budget{kDefaultBudgetMs};             // Expert: time per move
    int maxDepth = 0;                                               // Expert: 0 = no cap; a cap makes it deterministic
    std::uint64_t seed = 1;                                         // Random and tie-breaking

    friend bool operator==(const AiConfig &, const AiConfig &) = default;
};

// Text form used by the command line: "random", "greedy", "minimax:D",
// "expert:MS" (and "expert" for the default budget), "hardcore" (4Mation).
std::string toText(const AiConfig &config);
// nullopt and an explanation in `error` if the text is not a level.
std::optional<AiConfig> aiConfigFromText(const std::string &text, std::string *error = nullptr);

// Why a move was chosen, for the AIs that say so (4Mation's Hardcore bot).
enum class MoveReason { None, ImmediateWin, Block, Search, Greedy };

struct SearchProgress {
    int depth = 0;   // last depth completed
    int score = 0;   // for the side to move
    Move best = kNoMove;
};

// Shared by the caller and a running search. The caller may set `cancel` from
// any thread; searches poll it (and the deadline) every few hundred nodes.
struct SearchControl {
    std::atomic<bool> cancel{false};
    // Called on the searching thread after each completed iteration.
    std::function<void(const SearchProgress &)> onProgress;

    bool isCancelled() const { return cancel.load(std::memory_order_relaxed); }
};

// How the game ends with perfect play on both sides, from the side to move's
// view, as a search proved it. Each search scores in its own units; this is
// the one form the window and the command line show ("win in 7 moves").
struct Verdict {
    int outcome = 0; // 1: the side to move wins, 0: a draw, -1: it loses
    int plies = 0;   // moves of both sides until the game ends, the last included (0 for a draw)

    // The moves the winner still has to make, its winning move included.
    int winnerMoves() const { return outcome > 0 ? (plies + 1) / 2 : plies / 2; }
    friend bool operator==(const Verdict &, const Verdict &) = default;
};

struct AiDecision {
    Move move = kNoMove;
    int score = 0;          // heuristic or exact value for the side to move
    bool exact = false;     // true when `score` is a proven game value
    std::optional<Verdict> verdict; // set whenever `exact` is
    int depth = 0;          // deepest completed search
    std::uint64_t nodes = 0;
    bool cancelled = false; // the search was stopped; `move` may still be a usable fallback
    MoveReason reason = MoveReason::None;
};

class Ai {
public:
    virtual ~Ai() = default;
    virtual const AiConfig &config() const = 0;
    // Precondition: the game is not over. Always returns a legal move unless
    // cancelled before any move was found.
    virtual AiDecision chooseMove(const Game &game, SearchControl &control) = 0;
};

// nullptr if the level is not available for that game (yet).
std::unique_ptr<Ai> makeAi(GameKind game, const AiConfig &config);
bool isLevelAvailable(GameKind game, AiLevel level);

} // namespace quatre
