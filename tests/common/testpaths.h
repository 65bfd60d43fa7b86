// Where a test finds the files it reads and the programs it starts.
//
// These paths name the checkout's and the build's folders, so they are not
// compile definitions: a flag that differs between two clones would make the
// test's object differ too, and ccache could not reuse it from another clone
// (CI builds each run in a fresh one). quatre_test_paths() in
// tests/CMakeLists.txt writes the paths a test is given into a small source
// file of that test's own, the only one compiled again in another clone.
// A test that calls a function it was not given fails to link.
#pragma once

#include "testpathliterals.h"

#include <QString>

namespace quatre::testpaths {

// the checkout's root
inline QString sourceDir()
{
    return QString::fromUtf8(literal::sourceDir());
}
// the build's root
inline QString buildDir()
{
    return QString::fromUtf8(literal::buildDir());
}
// quatre
inline QString appProgram()
{
    return QString::fromUtf8(literal::appProgram());
}
// quatre-cli
inline QString cliProgram()
{
    return QString::fromUtf8(literal::cliProgram());
}
// quatre-test-player
inline QString playerProgram()
{
    return QString::fromUtf8(literal::playerProgram());
}
// the cmake that configured the build
inline QString cmakeProgram()
{
    return QString::fromUtf8(literal::cmakeProgram());
}
// the fuzz target's seed inputs
inline QString fuzzCorpusDir()
{
    return QString::fromUtf8(literal::fuzzCorpusDir());
}
// the inputs that once broke the fuzz target
inline QString fuzzRegressionsDir()
{
    return QString::fromUtf8(literal::fuzzRegressionsDir());
}

// tests/data: the reference positions (a test given sourceDir).
inline QString testDataDir()
{
    return sourceDir() + QStringLiteral("/tests/data");
}

} // namespace quatre::testpaths
