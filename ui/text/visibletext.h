// Text that came from outside (a move list, a command-line argument, a line
// of input) made safe to show: written back raw, a control character would
// drive the terminal (ESC [2J clears it) or garble a message in the window.
#pragma once

#include <QString>
#include <QStringView>

namespace quatre::ui {

// `text` with every control or formatting character written as an escape:
// "\x1b" for one below U+0100, "\u202e" above. Everything else is kept.
QString visibleText(QStringView text);

} // namespace quatre::ui
