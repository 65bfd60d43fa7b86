// Reading a person's move at the terminal: asked again, with the reason the
// core's parser gives (moveFromText), until it is one, so that the terminal
// and the window explain a bad move alike.
#pragma once

#include "core/games/gamerules.h"
#include "ui/terminal/terminalinput.h"
#include "ui/text/parseerrortext.h"

#include <QString>

#include <optional>

namespace quatre::ui {

// Asks with `prompt` until moveFromText accepts what `toMoveText` makes of the
// answer; nullopt at the end of input.
template <typename ToMoveText>
std::optional<Move> askMove(const Game &game, TerminalInput &input, const QString &prompt, ToMoveText toMoveText)
{
    for (;;) {
        const std::optional<QString> answer = input.ask(prompt);
        if (!answer)
            return std::nullopt;
        const auto parsed = moveFromText(game, toMoveText(*answer).toStdString());
        if (const Move *move = std::get_if<Move>(&parsed))
            return *move;
        input.refuse(parseErrorText(std::get<ParseError>(parsed)));
    }
}

} // namespace quatre::ui
