// `quatre-cli bench --window`: the real main window, off screen, while two AI
// players think at the top levels, for the games of the registry. It needs a
// QApplication, so it lives with the window and quatre-cli's main() hands it
// to the command-line tool (cli::Context).
#pragma once

class QTextStream;

namespace quatre::cli {
struct WindowBenchOptions;
}

namespace quatre::ui {

class GameRegistry;

// The worst gaps of a 5 ms timer on the event loop, the frame intervals of
// the board while a piece moves, how far each search overran its budget as
// the window saw it, and the main thread's own CPU time in each gap; with
// `traceStalls`, each gap over a frame printed to `err` with the events
// that filled it.
int windowBenchmark(const GameRegistry &games, const cli::WindowBenchOptions &options, QTextStream &out,
                    QTextStream &err);

} // namespace quatre::ui
