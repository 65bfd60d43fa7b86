// `quatre-cli host` and `quatre-cli join`: an AI level (--level) or a person
// at the terminal (TerminalPlayer) at a network seat, over the window's
// protocol, so that two machines or two processes can play one another (and
// the tests have a real peer). They play on a GameSession through
// NetworkMatch, as the window does, so they live beside the window's library
// and quatre-cli's main() hands them over (cli::Context).
#pragma once

#include <QtContainerFwd>

class QTextStream;

namespace quatre::ui {

class GameRegistry;

// `arguments` after the command's name (program name first). Prints the join
// code (host), then the game's moves and its result from player 1's view
// ("1-0", "0-1", "draw", or who resigned); exit code 0 when the game was
// played to its end (or resigned), 1 when the connection ended first or the
// person left, 2 on bad arguments.
int hostCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &out, QTextStream &err);
int joinCommand(const GameRegistry &games, const QStringList &arguments, QTextStream &out, QTextStream &err);

} // namespace quatre::ui
