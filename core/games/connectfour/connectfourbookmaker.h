// Making and checking Connect Four's opening books (see bookmaker.h and
// connectfourbook.h): one depth for both seats' lines, and optionally every
// position of the first plies.
#pragma once

#include "core/solver/bookmaker.h"

#include <memory>

namespace quatre {

// Precondition: ConnectFourBook::supportsSize(rows, columns).
std::unique_ptr<BookMaker> makeConnectFourBookMaker(int rows, int columns, int tableBits);

} // namespace quatre
