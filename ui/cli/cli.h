// quatre-cli: the core without a window. Each sub-command lives in its own
// file; this is the entry point that dispatches to them.
#pragma once

#include <QStringList>

#include <functional>
#include <optional>
#include <string>

class QTextStream;

namespace quatre::ui {
class GameRegistry;
}

namespace quatre::cli {

// What `bench --window` is asked to do.
struct WindowBenchOptions {
    int seconds = 10; // each match-up is watched this long
    bool traceStalls = false;
    // The search threads' priorities to compare, each match-up run once with
    // each (ui/scheduling/searchpriority.h's names); empty: the window's default.
    QStringList searchPriorities;
    // The shares of a core of the search threads beside the first to compare
    // (SearchControl::shares), as text; empty: the window's default.
    QStringList helperShares;
    QString game; // only this game's match-ups (its registry name); empty: every game's
    bool analysisBoard = false; // the analysis board on in every match-up, as View > Analysis turns it on
};

// What a program gives the commands: the games they know, and for a program
// with a window (quatre-cli), the window benchmark of `bench --window`.
struct Context {
    const ui::GameRegistry &games;
    std::function<int(const WindowBenchOptions &options, QTextStream &out, QTextStream &err)> benchWindow;
    // host and join (ui/networkpeer/networkpeer.h): `command` is either.
    std::function<int(const QString &command, const QStringList &arguments, QTextStream &out, QTextStream &err)>
        networkPeer;
};

// Exit codes: 0 success, 1 a command ran but some input failed or could not be
// read, or its output could not be written, 2 bad arguments.
inline constexpr int kExitOk = 0;
inline constexpr int kExitInputFailed = 1;
inline constexpr int kExitUsage = 2;

// `arguments` as from QCoreApplication::arguments() (program name first).
// `bench --window` needs a QApplication (see needsWidgets()).
int run(const Context &context, const QStringList &arguments, QTextStream &in, QTextStream &out, QTextStream &err);

// Call first in main(), before anything opens a file. A standard stream the
// program was started without (`quatre-cli solve >&-`) is taken by a
// descriptor of /dev/null open the other way, so that reading or writing it
// fails as it should, and a file or pipe opened later cannot take its number
// and receive the output instead (an 8-byte answer fits an eventfd).
void guardStandardStreams();

// True when the command line asks for the main window (`bench --window`
// measures it): main() must then create a QApplication, not a
// QCoreApplication, before calling run().
bool needsWidgets(int argc, char *argv[]);

// Which opening books main() loads, most of the program's start-up time:
// none (nullopt) when the command line never plays the Perfect level nor
// analyses (`solve`, `bench --solver`, `bench --long-line`, no command,
// --version, any --help); the books of the game that `--game` names (its
// id, which a command checks), as every command plays only that game; or,
// without --game, every game's (an empty id), as `review` reads its game
// from a file.
std::optional<std::string> openingBooksNeeded(int argc, char *argv[]);

} // namespace quatre::cli
