// How many random games or positions a sampling test tries in this build.
//
// Under the sanitizers the code runs about ten times slower, and what they
// look for (a bad read or write, an undefined operation, a leak, a race)
// shows on the first positions through a path as well as on the thousandth:
// there a sample is a tenth as large. The plain build, which checks the
// rules and the searches, takes the whole sample.
#pragma once

#include <algorithm>

namespace quatre::test {

#ifdef QUATRE_SANITIZED_BUILD
inline constexpr bool kSanitizedBuild = true;
#else
inline constexpr bool kSanitizedBuild = false;
#endif

constexpr int sampleSize(int whole)
{
    return kSanitizedBuild ? std::max(1, whole / 10) : whole;
}

} // namespace quatre::test
