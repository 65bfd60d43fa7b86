// Text from elsewhere (the other player's name and chat, a typed line shown
// back) made safe to print on a terminal.
#pragma once

#include <QString>

namespace quatre::ui {

// `text` with its control characters (but tabs) as '?': an escape sequence
// from a function key or a hostile peer would otherwise drive the terminal.
QString printableText(QString text);

} // namespace quatre::ui
