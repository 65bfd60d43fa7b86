#include "text/quartowords.h"

#include <QCoreApplication>
#include <QStringList>

namespace quatre::ui {

namespace {

QString word(int attribute, bool set)
{
    switch (attribute) {
    case 0: return set ? QCoreApplication::translate("QuartoWords", "dark") : QCoreApplication::translate("QuartoWords", "light");
    case 1: return set ? QCoreApplication::translate("QuartoWords", "tall") : QCoreApplication::translate("QuartoWords", "short");
    case 2: return set ? QCoreApplication::translate("QuartoWords", "round") : QCoreApplication::translate("QuartoWords", "square");
    default: return set ? QCoreApplication::translate("QuartoWords", "hollow") : QCoreApplication::translate("QuartoWords", "solid");
    }
}

} // namespace

QString sharedAttributesText(SharedAttributes shared)
{
    QStringList words;
    for (int a = 0; a < kAttributeCount; ++a) {
        const unsigned bit = 1u << a;
        if (((shared.set | shared.clear) & bit) != 0)
            words << word(a, (shared.set & bit) != 0);
    }
    if (words.isEmpty())
        return {};
    if (words.size() == 1)
        return QCoreApplication::translate("QuartoWords", "all %1").arg(words.first());
    const QString last = words.takeLast();
    return QCoreApplication::translate("QuartoWords", "all %1 and %2")
        .arg(words.join(QCoreApplication::translate("QuartoWords", ", ")), last);
}

} // namespace quatre::ui
