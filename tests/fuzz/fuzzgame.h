// What the three games' text fuzzers check, whatever the game. A fuzzer's
// input is one byte choosing the game's options, then the text of a position
// and, after a '|', the text of one more move:
//
//     <options byte><position text>[|<move text>]
//
// gameFromText() reads the position and moveFromText() the move. Beyond "it
// does not crash", every answer must keep the notation's promises:
//  - an error points into the text (or at its end: "the move is too short"),
//    says something, changes nothing, and the moves before the one it is
//    about read fine;
//  - a position read is consistent (legal moves, outcome, winning cells), its
//    toText() reads back to the very same position, replaying its history
//    gives it again, and every legal move's text reads back to that move;
//  - one move read is legal and is what playText() would play.
#pragma once

#include "fuzzcheck.h"
#include "gamedescription.h"

#include "core/games/gamerules.h"

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string_view>
#include <variant>

namespace quatre::fuzz {

struct Input {
    std::uint8_t options = 0;
    std::string_view position;
    std::optional<std::string_view> move;
};

inline Input splitInput(const std::uint8_t *data, std::size_t size)
{
    Input input;
    if (size == 0)
        return input;
    input.options = data[0];
    const std::string_view text(reinterpret_cast<const char *>(data + 1), size - 1);
    const std::size_t bar = text.find('|');
    input.position = text.substr(0, bar);
    if (bar != std::string_view::npos)
        input.move = text.substr(bar + 1);
    return input;
}

// Where the move an error at `errorPosition` is about starts in `text`:
// each game's notation knows (see the fuzz targets).
using MoveStart = std::size_t (*)(std::string_view text, std::size_t errorPosition);

inline std::string quoted(std::string_view text)
{
    return "'" + std::string(text) + "'";
}

// Everything a position read from text must satisfy.
inline void checkPosition(const GameOptions &options, const Game &game)
{
    const std::string described = test::describe(game);
    const std::unique_ptr<Game> made = newGame(options);
    const Game &empty = *made;
    QUATRE_FUZZ_CHECK(typeid(empty) == typeid(game), "the game read is of the kind asked for");

    // Its text reads back to the same position, and writes the same text again.
    const std::string text = game.toText();
    auto reread = gameFromText(options, text);
    QUATRE_FUZZ_CHECK(std::holds_alternative<std::unique_ptr<Game>>(reread), "toText() reads back: " + quoted(text));
    const Game &again = *std::get<std::unique_ptr<Game>>(reread);
    QUATRE_FUZZ_CHECK(test::describe(again) == described,
                      "toText() reads back to the same position: "
                          + test::firstDifference(test::describe(again), described));

    // Replaying its history from the empty board gives it again.
    std::unique_ptr<Game> replayed = newGame(options);
    for (Move m : game.history()) {
        QUATRE_FUZZ_CHECK(replayed->isLegal(m), "every move in the history was legal when played");
        replayed->play(m);
    }
    QUATRE_FUZZ_CHECK(test::describe(*replayed) == described, "replaying the history gives the same position");

    // The rest of the text, played onto the first half of the game, too.
    std::unique_ptr<Game> half = newGame(options);
    for (int i = 0; i < game.plyCount() / 2; ++i)
        half->play(game.history()[static_cast<std::size_t>(i)]);
    const std::string firstHalf = half->toText();
    QUATRE_FUZZ_CHECK(text.compare(0, firstHalf.size(), firstHalf) == 0,
                      "a game's text starts with its first moves' text");
    const std::optional<ParseError> restError = half->playText(std::string_view(text).substr(firstHalf.size()));
    QUATRE_FUZZ_CHECK(!restError, "the second half of the text plays onto the first half");
    QUATRE_FUZZ_CHECK(test::describe(*half) == described, "text read in two parts gives the same position");

    // The position is consistent.
    const std::vector<Move> legal = game.legalMoves();
    QUATRE_FUZZ_CHECK(game.isOver() == legal.empty(), "a game is over exactly when no move is legal");
    QUATRE_FUZZ_CHECK((winnerOf(game.outcome()) >= 0) == !game.winningCells().empty(),
                      "winning cells are shown exactly when someone won");
    QUATRE_FUZZ_CHECK(game.pliesLeftAtMost() >= 0, "no negative number of plies left");
    QUATRE_FUZZ_CHECK(game.plyCount() <= game.rows() * game.columns() + 1, "no more moves than the board holds");
    for (Move m : legal) {
        QUATRE_FUZZ_CHECK(game.isLegal(m), "every legal move is legal");
        const std::string moveText = game.moveToText(m);
        const auto typed = moveFromText(game, moveText);
        QUATRE_FUZZ_CHECK(std::holds_alternative<Move>(typed) && std::get<Move>(typed) == m,
                          "a legal move's text reads back to it: " + quoted(moveText));
    }
}

// Reads a whole position; returns it, or nullptr after checking the error.
inline std::unique_ptr<Game> checkGameText(const GameOptions &options, std::string_view text, MoveStart moveStart)
{
    auto parsed = gameFromText(options, text);
    if (auto *game = std::get_if<std::unique_ptr<Game>>(&parsed)) {
        QUATRE_FUZZ_CHECK(!optionsError(options), "bad options never give a game");
        checkPosition(options, **game);
        return std::move(*game);
    }
    const ParseError error = std::get<ParseError>(parsed);
    QUATRE_FUZZ_CHECK(error.position <= text.size(), "an error points into the text or at its end");
    QUATRE_FUZZ_CHECK(!error.message.empty(), "an error says what is wrong");
    if (optionsError(options)) {
        QUATRE_FUZZ_CHECK(error.position == 0, "bad options are reported at the start");
        return nullptr;
    }

    // The same error from playText() on an empty game, which stays empty.
    std::unique_ptr<Game> fresh = newGame(options);
    const std::string empty = test::describe(*fresh);
    const std::optional<ParseError> again = fresh->playText(text);
    QUATRE_FUZZ_CHECK(again && again->position == error.position && again->message == error.message,
                      "playText() on an empty game reports the same error");
    QUATRE_FUZZ_CHECK(test::describe(*fresh) == empty, "a text with an error changes nothing");

    // The error is the first one: the moves before the one it is about read.
    const std::size_t start = moveStart(text, error.position);
    QUATRE_FUZZ_CHECK(start <= error.position, "a move starts at or before its error");
    auto before = gameFromText(options, text.substr(0, start));
    QUATRE_FUZZ_CHECK(std::holds_alternative<std::unique_ptr<Game>>(before),
                      "the text before the move in error reads: " + quoted(text.substr(0, start))
                          + " (error: " + error.message + ")");
    return nullptr;
}

// Reads one move in `game`, as a person typing it.
inline void checkMoveText(const Game &game, std::string_view text)
{
    const std::string described = test::describe(game);
    const auto result = moveFromText(game, text);
    std::unique_ptr<Game> played = game.clone();
    const std::optional<ParseError> playError = played->playText(text);
    if (const Move *move = std::get_if<Move>(&result)) {
        QUATRE_FUZZ_CHECK(game.isLegal(*move), "a move read is legal");
        QUATRE_FUZZ_CHECK(!playError && played->plyCount() == game.plyCount() + 1 && played->history().back() == *move,
                          "a move read is the one move playText() plays");
        const auto typed = moveFromText(game, game.moveToText(*move));
        QUATRE_FUZZ_CHECK(std::holds_alternative<Move>(typed) && std::get<Move>(typed) == *move,
                          "a move's own text reads back to it");
    } else {
        const ParseError &error = std::get<ParseError>(result);
        QUATRE_FUZZ_CHECK(error.position <= text.size(), "a move's error points into its text or at its end");
        QUATRE_FUZZ_CHECK(!error.message.empty(), "a move's error says what is wrong");
        QUATRE_FUZZ_CHECK(playError || played->plyCount() != game.plyCount() + 1,
                          "a text refused as one move is not exactly one move for playText() either");
        if (playError)
            QUATRE_FUZZ_CHECK(test::describe(*played) == described, "a move text with an error changes nothing");
    }
}

} // namespace quatre::fuzz
