// The interface part of the test-only game (see threeinarow.h): its words,
// its terminal game, its board widget and its registry entry, in English
// only, as a fixture of the tests.
#pragma once

#include "ui/registry/gameentry.h"

namespace quatre::test {

ui::GameEntry threeInARowEntry();

} // namespace quatre::test
