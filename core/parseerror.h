// Why a text (a move list, a move, a board size) could not be read.
//
// The core speaks English: `message` is the whole explanation, for the
// terminal tools and the logs. A program that speaks another language
// rebuilds it from `problem` and `args` (ui/text/parseerrortext.h), so every
// problem has one fixed template, with its arguments in a fixed order, and
// the message is that template filled in.
//
// Each game declares its own problems beside its rules (ConnectFourProblem,
// QuartoProblem, FourMationProblem); the ones below belong to no game.
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace quatre {

// One kind of problem: its English template, where "%n" stands for
// args[n - 1] (most start with the character at fault: its number from 1 and
// the character itself). The template is the problem's identity, and the key
// under which a translation is found. `wordArgs` marks the arguments (bit n-1
// for %n) that are English words rather than notation, to be said in the
// reader's language too (Quarto's "tall" in "expected S (short) or T (tall)").
struct ParseProblem {
    std::string_view text;
    std::uint32_t wordArgs = 0;

    friend bool operator==(const ParseProblem &a, const ParseProblem &b) { return a.text == b.text; }
    friend bool operator<(const ParseProblem &a, const ParseProblem &b) { return a.text < b.text; }

    // Only the message says what (a ParseError made by hand, not by makeParseError).
    static const ParseProblem Other;
    static const ParseProblem NoMoveGiven;
    static const ParseProblem OneMoveAtATime;
    static const ParseProblem UnknownGame;
    static const ParseProblem NoOpeningBook;
};

inline constexpr ParseProblem ParseProblem::Other{"%1"};
inline constexpr ParseProblem ParseProblem::NoMoveGiven{"no move given"};
inline constexpr ParseProblem ParseProblem::OneMoveAtATime{"give one move at a time"};
inline constexpr ParseProblem ParseProblem::UnknownGame{"unknown game"};
inline constexpr ParseProblem ParseProblem::NoOpeningBook{"this game has no opening book"};

// The problems of no game in particular that the core makes.
inline constexpr ParseProblem kGeneralParseProblems[] = {ParseProblem::NoMoveGiven, ParseProblem::OneMoveAtATime,
                                                         ParseProblem::UnknownGame, ParseProblem::NoOpeningBook};

// Where a text could not be read: `position` is the 0-based index of the
// offending character in the text, and `message` says what is wrong with it.
struct ParseError {
    std::size_t position = 0;
    std::string message;
    ParseProblem problem = ParseProblem::Other;
    std::vector<std::string> args;
};

// The whole of `text` as a decimal integer, or nullopt.
std::optional<int> parseWholeNumber(std::string_view text);

// `templateText` with each "%n" replaced by args[n - 1].
std::string fillTemplate(std::string_view templateText, const std::vector<std::string> &args);

// A ParseError whose message is the problem's template filled in.
ParseError makeParseError(ParseProblem problem, std::size_t position, std::vector<std::string> args = {});

} // namespace quatre
