// The paths of testpaths.h as the build wrote them: UTF-8 text, without Qt,
// so that the one file of a test compiled again in every clone (written by
// quatre_test_paths() in tests/CMakeLists.txt) includes nothing and compiles
// in a few milliseconds instead of a second.
#pragma once

namespace quatre::testpaths::literal {

const char *sourceDir();
const char *buildDir();
const char *appProgram();
const char *cliProgram();
const char *playerProgram();
const char *cmakeProgram();
const char *fuzzCorpusDir();
const char *fuzzRegressionsDir();

} // namespace quatre::testpaths::literal
