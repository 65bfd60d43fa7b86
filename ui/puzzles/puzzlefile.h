// A set of puzzles read from a file (the format: core/analysis/puzzle.h), for
// the Puzzles window and `quatre-cli puzzles --check`. Quatre ships one set a
// game, built into the program (resources/puzzles/README.md); a game offers
// puzzles exactly when its set is there, so a game brings them by adding a file.
#pragma once

#include "core/analysis/puzzle.h"

#include <QString>

#include <string_view>
#include <variant>
#include <vector>

namespace quatre::ui {

class GameRegistry;

struct PuzzleFile {
    std::vector<Puzzle> puzzles;
    std::vector<int> lineNumbers; // each puzzle's line in the file, from 1
};

// The puzzles of the file at `path`, of games among `games`, or why not in
// one line ("<path>:<line>: <problem>").
std::variant<PuzzleFile, QString> readPuzzleFile(const QString &path, const GameRegistry &games);

// Where the program keeps the puzzles it ships for a game.
QString shippedPuzzlesPath(std::string_view gameId);

} // namespace quatre::ui
