// What `quatre-cli solve` makes of a line of its input: the position it
// names. Its own header so that the fuzz target reads lines exactly as the
// command does.
#pragma once

#include "core/games/gamerules.h"

#include <QString>

#include <memory>
#include <variant>

namespace quatre::cli {

class SolveInput {
public:
    explicit SolveInput(const GameOptions &game);

    struct Position {
        QString moves; // the move list the line gives, as the output repeats it
        std::variant<std::unique_ptr<Game>, ParseError> game;
    };
    // A number after the move list is ignored (a score from a reference
    // file). An empty line or "-" is the empty board, whose moves are "-"
    // (in Quarto, a position before the first give, which is no position to
    // solve).
    Position read(const QString &line) const;

private:
    GameOptions m_game;
    bool m_spacesBetweenMoves;
};

} // namespace quatre::cli
