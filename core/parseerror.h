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

// Where a text could not be read: `position` is the 0-based byte index of the
// offending character in the text, and `message` says what is wrong with it.
// The message counts characters, not bytes: a person who typed "４４" (two
// full-width digits, three bytes each) is told of character 1, '４'.
struct ParseError {
    std::size_t position = 0;
    std::string message;
    ParseProblem problem = ParseProblem::Other;
    std::vector<std::string> args;
};

// The number of bytes of the UTF-8 character that starts at text[index]: 1
// for ASCII and for a byte that starts no well-formed sequence (a stray byte
// is then a character of its own, as a decoder replacing it would count it).
std::size_t utf8CharacterBytes(std::string_view text, std::size_t index);

// The characters of `text` before byte `index`, plus one: the number a
// message gives the character there.
std::size_t characterNumber(std::string_view text, std::size_t index);

// The whole character that starts at byte `index` (empty past the end), so
// that a message never quotes a piece of one.
std::string characterAt(std::string_view text, std::size_t index);

// The whole of `text` as a decimal integer, or nullopt.
std::optional<int> parseWholeNumber(std::string_view text);

// `templateText` with each "%n" replaced by args[n - 1].
std::string fillTemplate(std::string_view templateText, const std::vector<std::string> &args);

// A ParseError whose message is the problem's template filled in.
ParseError makeParseError(ParseProblem problem, std::size_t position, std::vector<std::string> args = {});

} // namespace quatre
