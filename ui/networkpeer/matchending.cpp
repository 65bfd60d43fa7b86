#include "ui/networkpeer/matchending.h"

#include "ui/network/networkmatch.h"
#include "ui/session/gamesession.h"

#include <QEventLoop>
#include <QTextStream>
#include <QTimer>

namespace quatre::ui {

namespace {

constexpr int kFlushMs = 300; // after the last move, for the goodbye to leave before the process does

} // namespace

QString matchResult(const GameSession &session, std::optional<int> resignedSeat)
{
    if (resignedSeat)
        return QStringLiteral("resigned %1").arg(*resignedSeat + 1);
    const int winner = session.winnerSeat();
    return winner < 0 ? QStringLiteral("draw") : winner == 0 ? QStringLiteral("1-0") : QStringLiteral("0-1");
}

void endMatch(net::NetworkMatch &match, const GameSession &session, const QString &result, QTextStream &out)
{
    out << session.movesText() << ' ' << result << '\n';
    out.flush();
    leaveMatch(match);
}

void leaveMatch(net::NetworkMatch &match)
{
    match.leave();
    QEventLoop flush;
    QTimer::singleShot(kFlushMs, &flush, &QEventLoop::quit);
    flush.exec();
}

} // namespace quatre::ui
