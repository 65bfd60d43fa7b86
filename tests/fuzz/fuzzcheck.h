// The one way a fuzz target reports a broken invariant. The same target
// source is built twice: as a libFuzzer executable (QUATRE_FUZZ builds),
// where a failure prints and aborts so that libFuzzer saves the input, and
// into a Qt Test that replays the corpus and the regression inputs in every
// build, where a failure becomes a test failure naming the input file.
#pragma once

#include <string>

namespace quatre::fuzz {

// Defined once per executable: fuzzabort.cpp (libFuzzer) or tst_fuzzreplay.cpp.
[[noreturn]] void fail(const std::string &what, const char *file, int line);

} // namespace quatre::fuzz

// Checks an invariant of the code under test; `what` says which, in words.
#define QUATRE_FUZZ_CHECK(condition, what)                                                                             \
    do {                                                                                                               \
        if (!(condition))                                                                                              \
            ::quatre::fuzz::fail(std::string(what) + " [" #condition "]", __FILE__, __LINE__);                         \
    } while (false)
