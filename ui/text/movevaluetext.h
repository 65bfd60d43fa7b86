// A move's value and a review's judgement in the words of the interface
// language, shared by the analysis board, the review and quatre-cli.
#pragma once

#include "core/analysis/movevalue.h"
#include "core/analysis/review.h"

#include <QString>

namespace quatre::ui {

// Short enough to stand under a column: "wins in 5", "draw", "loses in 12"
// (the moves counted are the player's own, this one included); an estimate
// is "≈ +", "≈ −" or "≈ =" (better, worse or even for the player).
QString moveValueText(const MoveValue &value);
// A sentence for the tooltip, saying where the value comes from.
QString moveValueExplanation(const MoveValue &value);

// "best", "good", "mistake", "blunder", "not analysed".
QString moveClassText(MoveClass moveClass);
// "2 mistakes, 1 blunder; accuracy 87%" (without the player's name).
QString reviewSummaryText(const ReviewSummary &summary);

} // namespace quatre::ui
