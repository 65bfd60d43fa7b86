// Making and checking 4Mation's opening tables (see bookmaker.h and
// fourmationbook.h): each seat's lines to a depth of its own.
#pragma once

#include "core/solver/bookmaker.h"

#include <memory>

namespace quatre {

std::unique_ptr<BookMaker> makeFourMationBookMaker(int size, bool officialRule, int tableBits);

} // namespace quatre
