// The alpha-beta window of the Connect Four and 4Mation solvers' negamax: a
// node is asked only whether its score is at most alpha, at least beta, or
// which score in between. A bound the node is known to respect (from the
// table, or proved without a search) narrows the window; when nothing is
// left of it, that bound answers the question and the node returns it
// without a search.
#pragma once

namespace quatre {

struct SearchWindow {
    int alpha;
    int beta;

    // For a score known to be at least `lower`: true when that answers the
    // window (the node then returns `lower`).
    bool raiseTo(int lower)
    {
        if (alpha >= lower)
            return false;
        alpha = lower;
        return alpha >= beta;
    }
    // For a score known to be at most `upper`: true when that answers the
    // window (the node then returns `upper`).
    bool lowerTo(int upper)
    {
        if (beta <= upper)
            return false;
        beta = upper;
        return alpha >= beta;
    }
};

} // namespace quatre
