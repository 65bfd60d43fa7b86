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

#include <QString>

namespace quatre::testpaths {

QString sourceDir(); // the checkout's root
QString buildDir(); // the build's root
QString appProgram(); // quatre
QString cliProgram(); // quatre-cli
QString playerProgram(); // quatre-test-player
QString cmakeProgram(); // the cmake that configured the build
QString fuzzCorpusDir(); // the fuzz target's seed inputs
QString fuzzRegressionsDir(); // the inputs that once broke the fuzz target

// tests/data: the reference positions (a test given sourceDir).
inline QString testDataDir()
{
    return sourceDir() + QStringLiteral("/tests/data");
}

} // namespace quatre::testpaths
