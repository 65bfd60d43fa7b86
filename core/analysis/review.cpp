#include "core/analysis/review.h"

#include "core/analysis/analyst.h"

#include <algorithm>
#include <cassert>
#include <memory>

namespace quatre {

namespace {

int signOf(int score)
{
    return (score > 0) - (score < 0);
}

} // namespace

ReviewedMove reviewMove(const std::vector<MoveValue> &values, Move played)
{
    const auto it = std::find_if(values.begin(), values.end(), [&](const MoveValue &v) { return v.move == played; });
    assert(it != values.end());
    ReviewedMove review;
    review.played = played;
    const std::optional<MoveValue> best = bestExactValue(values);
    if (it == values.end() || !best)
        return review;
    review.playedValue = *it;
    review.bestValue = best;
    const int before = signOf(best->score), after = signOf(it->score);
    if (it->score == best->score)
        review.moveClass = MoveClass::Best;
    else if (after == before)
        review.moveClass = MoveClass::Good;
    else if (before > 0 && after < 0)
        review.moveClass = MoveClass::Blunder;
    else
        review.moveClass = MoveClass::Mistake;
    return review;
}

std::optional<std::vector<ReviewedMove>> reviewGame(Analyst &analyst, const std::vector<Move> &moves,
                                                    SearchControl &control, const AnalysisBudget &budget,
                                                    const MoveReviewReport &onMove)
{
    const std::unique_ptr<Game> game = newGame(analyst.options());
    std::vector<ReviewedMove> reviewed;
    reviewed.reserve(moves.size());
    for (std::size_t i = 0; i < moves.size(); ++i) {
        const Move move = moves[i];
        assert(game->isLegal(move));
        const std::optional<std::vector<MoveValue>> values = analyst.analyse(*game, control, budget);
        if (!values)
            return std::nullopt;
        reviewed.push_back(reviewMove(*values, move));
        if (onMove)
            onMove(i, reviewed.back(),
                   *std::find_if(values->begin(), values->end(), [&](const MoveValue &v) { return v.move == move; }));
        game->play(move);
    }
    return reviewed;
}

int ReviewSummary::analysed() const
{
    int total = 0;
    for (int i = 0; i < kMoveClassCount; ++i)
        if (static_cast<MoveClass>(i) != MoveClass::NotAnalysed)
            total += counts[static_cast<std::size_t>(i)];
    return total;
}

std::optional<int> ReviewSummary::accuracyPercent() const
{
    const int total = analysed();
    if (total == 0)
        return std::nullopt;
    return 100 * (count(MoveClass::Best) + count(MoveClass::Good)) / total;
}

ReviewSummary summaryOf(const std::vector<ReviewedMove> &moves, int seat)
{
    ReviewSummary summary;
    for (std::size_t i = static_cast<std::size_t>(seat); i < moves.size(); i += 2)
        summary.add(moves[i].moveClass);
    return summary;
}

MoveValue forFirstPlayer(const MoveValue &value, int mover)
{
    if (mover == kFirstPlayer)
        return value;
    MoveValue flipped = value;
    flipped.score = -value.score;
    flipped.verdict.outcome = -value.verdict.outcome;
    return flipped;
}

} // namespace quatre
