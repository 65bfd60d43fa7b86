#include "ui/networkpeer/printabletext.h"

namespace quatre::ui {

QString printableText(QString text)
{
    for (QChar &c : text)
        if (c.category() == QChar::Other_Control && c != QLatin1Char('\t'))
            c = QLatin1Char('?');
    return text;
}

} // namespace quatre::ui
