// The one interface through which every AI level of every game answers, shared
// by the window's worker thread, the command-line tool and the tests.
#pragma once

#include "core/game.h"
#include "core/parseerror.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace quatre {

// What the settings let a person tune for a level: nothing, the depth of the
// search (Minimax), or its time budget.
enum class LevelTuning { None, Depth, Budget };

// An AI level, known by the name that saved games, settings, statistics and
// the command line use ("minimax"): part of the file formats, never
// translated or renamed. The five shared levels below mean the same in every
// game (each game plays them its own way, see GameRules::makeAi()); a game
// may offer levels of its own beside them (4Mation's Hardcore bot).
class AiLevel {
public:
    constexpr AiLevel(std::string_view key, LevelTuning tuning)
        : m_key(key)
        , m_tuning(tuning)
    {}

    constexpr std::string_view key() const { return m_key; }
    constexpr LevelTuning tuning() const { return m_tuning; }
    friend constexpr bool operator==(const AiLevel &a, const AiLevel &b) { return a.m_key == b.m_key; }

    static const AiLevel Random; // a uniformly random legal move
    static const AiLevel Greedy; // win, block, else the game's one-move rule
    static const AiLevel Minimax; // plain depth-limited minimax
    static const AiLevel Expert; // alpha-beta, iterative deepening, a time budget
    static const AiLevel Perfect; // exact play where a solver reaches the end

private:
    std::string_view m_key; // points to static storage: levels are made from literals only
    LevelTuning m_tuning;
};

inline constexpr AiLevel AiLevel::Random{"random", LevelTuning::None};
inline constexpr AiLevel AiLevel::Greedy{"greedy", LevelTuning::None};
inline constexpr AiLevel AiLevel::Minimax{"minimax", LevelTuning::Depth};
inline constexpr AiLevel AiLevel::Expert{"expert", LevelTuning::Budget};
inline constexpr AiLevel AiLevel::Perfect{"perfect", LevelTuning::Budget};

// The levels every game offers, weakest first.
inline constexpr AiLevel kSharedLevels[] = {AiLevel::Random, AiLevel::Greedy, AiLevel::Minimax, AiLevel::Expert,
                                            AiLevel::Perfect};

struct AiConfig {
    static constexpr int kMinDepth = 1;
    static constexpr int kMaxDepth = 9;
    static constexpr int kDefaultDepth = 4;
    static constexpr int kDefaultBudgetMs = 1000;

    AiLevel level = AiLevel::Greedy;
    int depth = kDefaultDepth; // Minimax: plies searched
    std::chrono::milliseconds budget{kDefaultBudgetMs}; // Expert: time per move
    int maxDepth = 0; // Expert: 0 = no cap; a cap makes it deterministic
    std::uint64_t seed = 1; // Random and tie-breaking

    friend bool operator==(const AiConfig &, const AiConfig &) = default;
};

// Text form used by the command line: "random", "greedy", "minimax:D",
// "expert:MS" (and "expert" for the default budget), "expert:dN", "perfect",
// "perfect:MS"; a game's own level is its name alone ("hardcore").
std::string toText(const AiConfig &config);
// nullopt and an explanation in `error` if the text is neither a shared
// level nor one of `ownLevels` (the levels games offer beside the shared ones).
std::optional<AiConfig> aiConfigFromText(const std::string &text, const std::vector<AiLevel> &ownLevels,
                                         ParseError *error = nullptr);
// The shared levels only.
std::optional<AiConfig> aiConfigFromText(const std::string &text, ParseError *error = nullptr);

// Why a level's text could not be read (aiConfigFromText()); the error's
// position is that of the text's first character at fault.
struct AiLevelProblem {
    // %1 the level, %2 and %3 the range.
    static constexpr ParseProblem BadBudget{"%1 needs a time budget in milliseconds from %2 to %3, as in %1:1000"};
    static constexpr ParseProblem BadDepth{"%1 needs a depth from %2 to %3, as in %1:4"};
    static constexpr ParseProblem BadDepthCap{"%1:dN needs a depth cap N from %2 to %3"};
    static constexpr ParseProblem TakesNoParameter{"level '%1' takes no parameter"};
    static constexpr ParseProblem Unknown{
        "unknown level '%1': use random, greedy, minimax:D, expert:MS, expert:dN, perfect or perfect:MS"};
    // %2 lists the games' own levels.
    static constexpr ParseProblem UnknownOrOwn{"unknown level '%1': use random, greedy, minimax:D, expert:MS, "
                                               "expert:dN, perfect, perfect:MS or a game's own level (%2)"};
};

inline constexpr ParseProblem kAiLevelProblems[] = {AiLevelProblem::BadBudget,   AiLevelProblem::BadDepth,
                                                    AiLevelProblem::BadDepthCap, AiLevelProblem::TakesNoParameter,
                                                    AiLevelProblem::Unknown,     AiLevelProblem::UnknownOrOwn};

// Why a move was chosen, for the AIs that say so (4Mation's Hardcore bot).
enum class MoveReason { None, ImmediateWin, Block, Search, Greedy };

struct SearchProgress {
    int depth = 0; // last depth completed
    int score = 0; // for the side to move
    Move best = kNoMove;
};

// Shared by the caller and a running search. The caller may set `cancel` from
// any thread; searches poll it (and the deadline) every few hundred nodes.
struct SearchControl {
    std::atomic<bool> cancel{false};
    // Called on the searching thread after each completed iteration.
    std::function<void(const SearchProgress &)> onProgress;
    // The share of a core that each thread of the search may use, from 0.05
    // to 1 (core/ai/dutycycle.h): the caller's, and each thread the search
    // starts beside it (a solver's helpers, the Perfect level's Expert
    // fallback). Set before the search starts.
    struct ThreadShares {
        double caller = 1.0;
        double helpers = 1.0;
    } shares;

    bool isCancelled() const { return cancel.load(std::memory_order_relaxed); }
    double shareOf(bool helper) const { return helper ? shares.helpers : shares.caller; }
};

// How the game ends with perfect play on both sides, from the side to move's
// view, as a search proved it. Each search scores in its own units; this is
// the one form the window and the command line show ("win in 7 moves").
struct Verdict {
    int outcome = 0; // 1: the side to move wins, 0: a draw, -1: it loses
    int plies = 0; // moves of both sides until the game ends, the last included (0 for a draw)

    // The moves the winner still has to make, its winning move included.
    int winnerMoves() const { return outcome > 0 ? (plies + 1) / 2 : plies / 2; }
    friend bool operator==(const Verdict &, const Verdict &) = default;
};

struct AiDecision {
    Move move = kNoMove;
    int score = 0; // heuristic or exact value for the side to move
    bool exact = false; // true when `score` is a proven game value
    std::optional<Verdict> verdict; // set whenever `exact` is
    int depth = 0; // deepest completed search
    std::uint64_t nodes = 0;
    bool cancelled = false; // the search was stopped; `move` may still be a usable fallback
    MoveReason reason = MoveReason::None;
};

// A level's move choice, made as `config` says (the factories pick the class
// for the game and level; see GameRules::makeAi()).
class Ai {
public:
    explicit Ai(const AiConfig &config)
        : m_config(config)
    {}
    virtual ~Ai() = default;
    const AiConfig &config() const { return m_config; }
    // The time each later move may take (config().budget), for the levels
    // that search against the clock (Expert, Perfect): an AI kept with its
    // table, as the analysis keeps its Expert, is given another time without
    // being made again. The other levels have no time, and keep their config.
    virtual void setBudget(std::chrono::milliseconds /*budget*/) {}
    // Precondition: the game is not over. Always returns a legal move unless
    // cancelled before any move was found.
    virtual AiDecision chooseMove(const Game &game, SearchControl &control) = 0;

protected:
    // For the overrides of setBudget(): config().budget from now on.
    void keepBudget(std::chrono::milliseconds budget) { m_config.budget = budget; }

private:
    AiConfig m_config;
};

} // namespace quatre
