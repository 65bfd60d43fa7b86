// Why a move list or a move could not be read, in words of the interface
// language: the core explains in English (core/parseerror.h), and this says
// the same in the language shown.
#pragma once

#include "core/parseerror.h"

#include <QString>

namespace quatre::ui {

// The error's explanation, translated; in English it is the core's message.
QString parseErrorText(const ParseError &error);

} // namespace quatre::ui
