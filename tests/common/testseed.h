// The seed of a test's random generator: a fixed default so that CI runs are
// reproducible, or QUATRE_TEST_SEED from the environment to explore other
// sequences or to replay a failure. Every test that draws random numbers
// prints the seed it used, so a failure's log says how to replay it.
#pragma once

#include <QString>
#include <QtGlobal>

#include <cstdint>

namespace quatre::test {

inline std::uint64_t testSeed(std::uint64_t fallback)
{
    bool ok = false;
    const std::uint64_t fromEnvironment = qEnvironmentVariable("QUATRE_TEST_SEED").toULongLong(&ok);
    const std::uint64_t seed = ok ? fromEnvironment : fallback;
    qInfo("random seed %llu (replay with QUATRE_TEST_SEED=%llu)", static_cast<unsigned long long>(seed),
          static_cast<unsigned long long>(seed));
    return seed;
}

} // namespace quatre::test
