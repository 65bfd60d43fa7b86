// libFuzzer's side of fuzzcheck.h: say what broke and abort, so that the
// fuzzer stops and writes the input to crash-<sha1> in its working directory.
#include "fuzzcheck.h"

#include <cstdio>
#include <cstdlib>

namespace quatre::fuzz {

void fail(const std::string &what, const char *file, int line)
{
    std::fprintf(stderr, "\n%s:%d: invariant broken: %s\n", file, line, what.c_str());
    std::fflush(stderr);
    std::abort();
}

} // namespace quatre::fuzz
