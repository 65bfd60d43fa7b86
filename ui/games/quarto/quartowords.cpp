#include "ui/games/quarto/quartowords.h"

#include <QCoreApplication>
#include <QStringList>

namespace quatre::ui {

namespace {

QString word(int attribute, bool set)
{
    switch (attribute) {
    case 0:
        return set ? QCoreApplication::translate("QuartoWords", "dark")
                   : QCoreApplication::translate("QuartoWords", "light");
    case 1:
        return set ? QCoreApplication::translate("QuartoWords", "tall")
                   : QCoreApplication::translate("QuartoWords", "short");
    case 2:
        return set ? QCoreApplication::translate("QuartoWords", "round")
                   : QCoreApplication::translate("QuartoWords", "square");
    default:
        return set ? QCoreApplication::translate("QuartoWords", "hollow")
                   : QCoreApplication::translate("QuartoWords", "solid");
    }
}

// The same words for a single piece: languages with gender and number agree
// with "piece" here and with "all (pieces)" above, hence separate entries.
QString singularWord(int attribute, bool set)
{
    switch (attribute) {
    case 0:
        return set ? QCoreApplication::translate("QuartoWords", "dark", "one piece")
                   : QCoreApplication::translate("QuartoWords", "light", "one piece");
    case 1:
        return set ? QCoreApplication::translate("QuartoWords", "tall", "one piece")
                   : QCoreApplication::translate("QuartoWords", "short", "one piece");
    case 2:
        return set ? QCoreApplication::translate("QuartoWords", "round", "one piece")
                   : QCoreApplication::translate("QuartoWords", "square", "one piece");
    default:
        return set ? QCoreApplication::translate("QuartoWords", "hollow", "one piece")
                   : QCoreApplication::translate("QuartoWords", "solid", "one piece");
    }
}

} // namespace

QString attributeText(int attribute, bool set)
{
    return singularWord(attribute, set);
}

QString pieceText(Piece piece)
{
    QStringList words;
    for (int a = 0; a < kAttributeCount; ++a)
        words << singularWord(a, (piece & (1 << a)) != 0);
    return words.join(QCoreApplication::translate("QuartoWords", ", "));
}

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
