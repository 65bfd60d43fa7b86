#include "ui/text/movevaluetext.h"

#include <QCoreApplication>
#include <QStringList>

namespace quatre::ui {

QString moveValueText(const MoveValue &value)
{
    if (!value.exact) {
        if (value.score > 0)
            return QCoreApplication::translate("MoveValueText", "≈ +", "estimate: better for the player");
        if (value.score < 0)
            return QCoreApplication::translate("MoveValueText", "≈ −", "estimate: worse for the player");
        return QCoreApplication::translate("MoveValueText", "≈ =", "estimate: even");
    }
    const int moves = value.verdict.winnerMoves();
    if (value.verdict.outcome > 0)
        return QCoreApplication::translate("MoveValueText", "wins in %n", "own moves, this one included", moves);
    if (value.verdict.outcome < 0)
        return QCoreApplication::translate("MoveValueText", "loses in %n", "own moves, this one included", moves);
    return QCoreApplication::translate("MoveValueText", "draw");
}

QString moveValueExplanation(const MoveValue &value)
{
    if (!value.exact)
        return QCoreApplication::translate("MoveValueText",
                                           "An estimate by the Expert search: the exact value was out of reach "
                                           "within the time allowed.");
    const int moves = value.verdict.winnerMoves();
    if (value.verdict.outcome > 0)
        return QCoreApplication::translate(
            "MoveValueText", "Exact: with perfect play this move wins in %n move(s) of this player, this one included.",
            nullptr, moves);
    if (value.verdict.outcome < 0)
        return QCoreApplication::translate(
            "MoveValueText",
            "Exact: with perfect play this move loses in %n move(s) of this player, this one included.", nullptr,
            moves);
    return QCoreApplication::translate("MoveValueText", "Exact: with perfect play this move leads to a draw.");
}

QString moveClassText(MoveClass moveClass)
{
    switch (moveClass) {
    case MoveClass::Best: return QCoreApplication::translate("MoveValueText", "best");
    case MoveClass::Good: return QCoreApplication::translate("MoveValueText", "good");
    case MoveClass::Mistake: return QCoreApplication::translate("MoveValueText", "mistake");
    case MoveClass::Blunder: return QCoreApplication::translate("MoveValueText", "blunder");
    case MoveClass::NotAnalysed: break;
    }
    return QCoreApplication::translate("MoveValueText", "not analysed");
}

QString reviewSummaryText(const ReviewSummary &summary)
{
    QStringList parts;
    if (const int n = summary.count(MoveClass::Mistake))
        parts << QCoreApplication::translate("MoveValueText", "%n mistake(s)", nullptr, n);
    if (const int n = summary.count(MoveClass::Blunder))
        parts << QCoreApplication::translate("MoveValueText", "%n blunder(s)", nullptr, n);
    if (parts.isEmpty() && summary.analysed() > 0)
        parts << QCoreApplication::translate("MoveValueText", "no mistakes");
    if (const int n = summary.count(MoveClass::NotAnalysed))
        parts << QCoreApplication::translate("MoveValueText", "%n move(s) not analysed", nullptr, n);
    QString text = parts.join(QStringLiteral(", "));
    if (const std::optional<int> accuracy = summary.accuracyPercent())
        text += QCoreApplication::translate("MoveValueText", "; accuracy %1%").arg(*accuracy);
    return text;
}

} // namespace quatre::ui
