#include "ui/text/visibletext.h"

namespace quatre::ui {

QString visibleText(QStringView text)
{
    QString shown;
    shown.reserve(text.size());
    for (const QChar c : text) {
        // Format characters include the bidirectional overrides, which would
        // turn the rest of a message around.
        const bool hidden = c.category() == QChar::Other_Control || c.category() == QChar::Other_Format;
        if (!hidden)
            shown += c;
        else if (c.unicode() < 0x100)
            shown += QStringLiteral("\\x%1").arg(c.unicode(), 2, 16, QLatin1Char('0'));
        else
            shown += QStringLiteral("\\u%1").arg(c.unicode(), 4, 16, QLatin1Char('0'));
    }
    return shown;
}

} // namespace quatre::ui
