// Qt's own visible strings that Quatre translates itself. Debian ships Qt's
// catalogues for Catalan but not for European Portuguese or Romanian, so
// without these a Portuguese dialog would still say "Cancel". Our catalogue
// carries them under Qt's own contexts ("QPlatformTheme", ...), and since our
// translator is installed after Qt's, ours are the ones shown.
#pragma once

#include <vector>

namespace quatre::ui {

struct QtString {
    const char *context;
    struct {
        const char *source;
        const char *disambiguation; // empty when Qt passes none
    } text;
};

// Every Qt string listed in our catalogues, for the tests.
const std::vector<QtString> &translatedQtStrings();

} // namespace quatre::ui
