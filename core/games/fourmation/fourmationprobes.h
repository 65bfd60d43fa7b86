// The binary search of null windows on top of the 4Mation solver's
// negamax (fourmationsearch.h): which window to ask next, so that the
// probes that are cheap come first and fill the table for the others, and
// which scores can be exact at all.
#pragma once

#include <algorithm>
#include <optional>

namespace quatre::fourmation_detail {

class ScoreProbes {
public:
    ScoreProbes(int cells, bool officialRule)
        : m_cells(cells)
        , m_officialRule(officialRule)
    {}

    // The exact score of a position with `plies` cubes placed (its sign
    // when `weak`), from `nullWindow(med)`: the fail-soft score of a search
    // of the window [med, med + 1] ("is the score above med?"), or nullopt
    // if the search was stopped, which this then returns.
    template <class NullWindow>
    std::optional<int> solve(int plies, bool weak, const NullWindow &nullWindow) const
    {
        int min = plies + 1 - m_cells, max = m_cells - plies;
        if (weak) {
            min = -1;
            max = 1;
        }
        // Narrow [min, max] with null windows, in the order next() picks;
        // the bounds skip the scores that cannot happen (possibleScore()).
        const auto narrowToPossible = [&] {
            if (weak) // [-1, 1] stands for the signs, not for scores
                return;
            while (min < max && !possibleScore(min, plies))
                ++min;
            while (min < max && !possibleScore(max, plies))
                --max;
        };
        narrowToPossible();
        bool bisect = m_officialRule;
        int step = 1;
        while (min < max) {
            const int med = next(min, max, step, bisect, weak, plies);
            const std::optional<int> r = nullWindow(med);
            if (!r)
                return std::nullopt;
            const bool overshot = (min > 0 && *r <= med) || (max < 0 && *r > med);
            if (*r <= med)
                max = *r;
            else
                min = *r;
            step *= 2;
            bisect = bisect || overshot;
            narrowToPossible();
        }
        return min;
    }

private:
    // Under the official rule, the two probes next to 0 come first once
    // the scores left around 0 span this many or fewer. On 7 x 7 after 8
    // cubes the halving probes leave [-4, 9] after five probes: with 14 the
    // draws go straight to 0 from there instead of asking about a win by
    // 4 first (the slowest positions 5 % fewer nodes, the mean the same;
    // with 8, the value before the move order counted open lines, the
    // draws paid for that probe; with 30 the mean is 10 to 20 % higher).
    static constexpr int kDrawProbeSpan = 14;

    // The next null window, "is the score above med?", for the
    // scores [min, max] still open. Under the draw-when-stuck rule most
    // positions are draws (every board up to 6 x 6 is): the two probes
    // around 0 settle a draw, so those come first, and a win or a loss is
    // then found from its slow end outwards, doubling the step. Under the
    // official rule most positions are won or lost: there the probes from
    // the far ends (`bisect`), cheap because only quick wins count, fill the
    // table with the cutting moves and bounds that make the probes near 0
    // cheap (measured: twice fewer nodes on 6 x 6 for the draw-when-stuck
    // rule one way, six times fewer for the official rule the other way);
    // the draw-when-stuck rule switches to them once a probe overshoots.
    //
    // Under the official rule, once what is left around 0 is narrow
    // (kDrawProbeSpan), the two probes next to 0 come first, as a draw (the
    // commonest result there) needs both and nothing else; and a probe that
    // would ask whether the root survives past a possible loss asks instead
    // whether it survives up to it. Both measured on three sets of 200
    // 7 x 7 positions after 8 cubes: 8 % fewer nodes in all, the slow
    // losses a third fewer (see core/solver/README.md).
    int next(int min, int max, int step, bool bisect, bool weak, int plies) const
    {
        if (bisect && !weak && min <= 0 && max >= 0 && max - min <= kDrawProbeSpan)
            return min < 0 ? -1 : 0;
        if (bisect) {
            int med = min + (max - min) / 2;
            if (med <= 0 && min / 2 < med)
                med = min / 2;
            else if (med >= 0 && max / 2 > med)
                med = max / 2;
            if (med < 0 && possibleScore(med, plies) && med - 1 >= min) // never when weak: med is 0 or -1 there
                --med;
            return med;
        }
        if (min <= 0 && max > 0)
            return 0;
        if (min < 0 && max == 0)
            return -1;
        if (min > 0)
            return std::min(min + step - 1, max - 1);
        return std::max(max - step, min);
    }

    // Whether `score` can be exact for a position with `plies` cubes placed.
    // Cubes alternate, so the side to move's wins come with every other
    // cube from plies + 1 and its losses with every other one from plies +
    // 2: each kind has one parity, the parity of its soonest score.
    bool possibleScore(int score, int plies) const
    {
        if (score == 0)
            return true;
        const int soonest = score > 0 ? m_cells - plies : plies + 1 - m_cells;
        return (score - soonest) % 2 == 0;
    }

    int m_cells;
    bool m_officialRule;
};

} // namespace quatre::fourmation_detail
