// The board symmetries of Quarto: the permutations of the squares that map
// the lines of a rule onto themselves, so that wins and draws are preserved.
// The solver keys its table by a canonical form under them (quartosolver.cpp).
#pragma once

#include "core/games/quarto/quartolines.h"

#include <array>
#include <cstdint>
#include <vector>

namespace quatre {

// A board symmetry: square s goes to square map[s].
using QuartoSquarePermutation = std::array<std::uint8_t, kSquareCount>;

// The 32 permutations that map the ten standard lines onto themselves, or
// the 8 of the square itself that also keep the 2x2 blocks (the square rule).
// The identity comes first.
const std::vector<QuartoSquarePermutation> &quartoBoardSymmetries(bool squareRule);

} // namespace quatre
