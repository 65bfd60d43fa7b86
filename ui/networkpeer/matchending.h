// How `quatre-cli host` and `join` end a game, whoever plays the seat (an AI
// level or a person at the terminal): the same machine-readable last line, so
// that scripts and tests read either alike, then the goodbye.
#pragma once

#include <QString>

#include <optional>

class QTextStream;

namespace quatre::ui {

class GameSession;

namespace net {
class NetworkMatch;
}

// "1-0", "0-1" or "draw" from player 1's view, or "resigned <seat>" (from 1).
// Read by scripts and tests: never translated.
QString matchResult(const GameSession &session, std::optional<int> resignedSeat);

// Says goodbye and gives the goodbye time to leave before the process does.
void leaveMatch(net::NetworkMatch &match);

// Prints "<moves> <result>", then leaves.
void endMatch(net::NetworkMatch &match, const GameSession &session, const QString &result, QTextStream &out);

} // namespace quatre::ui
