// The game review: each move of a game judged by the exact values of the
// moves that could have been played instead, and a summary per player.
#pragma once

#include "core/analysis/movevalue.h"

#include <array>
#include <functional>
#include <optional>
#include <vector>

namespace quatre {

// Ordered from the best kind of move to the worst; NotAnalysed last.
enum class MoveClass {
    Best, // the position's value kept: the fastest win, the slowest loss, or a draw kept
    Good, // the outcome kept (still a win, or still a loss), more slowly
    Mistake, // a win turned into a draw, or a draw into a loss
    Blunder, // a win turned into a loss
    NotAnalysed, // a value beyond the solver's reach: never guessed
};
inline constexpr int kMoveClassCount = 5;

struct ReviewedMove {
    Move played = kNoMove;
    MoveClass moveClass = MoveClass::NotAnalysed;
    // Both set when the move was analysed: the value of the move played and
    // of the best move (the first of equals in the order of the legal moves).
    std::optional<MoveValue> playedValue;
    std::optional<MoveValue> bestValue;
};

// `values` are every legal move's values in the position the move was
// played in (as Analyst::analyse gives them). Precondition: `played` is among them.
ReviewedMove reviewMove(const std::vector<MoveValue> &values, Move played);

class Analyst;
struct AnalysisBudget;
struct SearchControl;

// Reviews a game played from the start with `moves` (legal for the
// analyst's options): each position is analysed in turn, within `budget`.
// `onMove(index, review, played)` hears each move's review and the played
// move's value (exact or not) as soon as it is known. nullopt if cancelled.
using MoveReviewReport = std::function<void(std::size_t index, const ReviewedMove &, const MoveValue &played)>;
std::optional<std::vector<ReviewedMove>> reviewGame(Analyst &analyst, const std::vector<Move> &moves,
                                                    SearchControl &control, const AnalysisBudget &budget,
                                                    const MoveReviewReport &onMove = {});

struct ReviewSummary {
    std::array<int, kMoveClassCount> counts{};

    int count(MoveClass moveClass) const { return counts[static_cast<std::size_t>(moveClass)]; }
    void add(MoveClass moveClass) { ++counts[static_cast<std::size_t>(moveClass)]; }
    int analysed() const;
    // The share of analysed moves that kept the outcome (best or good), in
    // percent rounded down; nullopt when no move was analysed.
    std::optional<int> accuracyPercent() const;
};

// The summary of one seat's moves: `moves` are a whole game's, the first
// player's moves at even indices.
ReviewSummary summaryOf(const std::vector<ReviewedMove> &moves, int seat);

// The value for the first player of the position after a move, from the
// value of that move for the player who made it: for the chart of a game.
MoveValue forFirstPlayer(const MoveValue &value, int mover);

} // namespace quatre
