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

QString pieceAttributesText(Piece piece)
{
    return QCoreApplication::translate("QuartoWords", "%1, %2, %3, %4")
        .arg(word(0, piece & 1), word(1, piece & 2), word(2, piece & 4), word(3, piece & 8));
}

} // namespace quatre::ui
