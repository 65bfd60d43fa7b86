// Everything the rest of the program knows of one game, behind one interface:
// its name, its options, how to set up a board and read a move list, the AI
// levels it offers, and its exact solver and opening books where it has them.
//
// Each game implements it once, in its own folder (ConnectFourRules in
// core/games/connectfour/, and so on), and enters the program through one
// line of the game list (ui/games/gamelist.cpp). Code outside a game's folder
// reaches the game only through this interface and quatre::Game.
#pragma once

#include "core/ai/ai.h"
#include "core/game.h"
#include "core/parseerror.h"
#include "core/solver/bookmaker.h"
#include "core/solver/exactsolver.h"

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace quatre {

class GameRules;

// One setting of a game, such as Connect Four's number of rows. A flag is 0
// or 1. `key` names it in saved games and settings ("rows"), `commandLineName`
// on the command line ("--cols"): both are part of formats people use, never
// translated or renamed.
struct OptionSpec {
    enum class Kind { Number, Flag };

    std::string_view key;
    std::string_view commandLineName;
    Kind kind = Kind::Number;
    int minimum = 0;
    int maximum = 1;
    int defaultValue = 0;

    static constexpr OptionSpec flag(std::string_view key, std::string_view commandLineName)
    {
        return {key, commandLineName, Kind::Flag, 0, 1, 0};
    }
};

// A game (its rules) and a value for each of its options, in the order of its specs.
struct GameOptions {
    const GameRules *rules = nullptr;
    std::vector<int> values;

    // Precondition: the game has an option of that key.
    int value(std::string_view key) const;
    bool isOn(std::string_view key) const { return value(key) != 0; }
    void setValue(std::string_view key, int value);

    friend bool operator==(const GameOptions &, const GameOptions &) = default;
};

// A named set of positions for `quatre-cli bench --solver`: games reached by
// seeded random play (`plies` plies on `options`, nobody able to win at once),
// or (`fromReferenceFile`) the first lines of a reference file of the same
// name, "<moves> <exact score>". `knownSign` is the value every position is
// known to have (-1, 0, 1), if any; `usesTableBits` says the solver's table
// size follows --table-bits.
struct SolverBenchSet {
    GameOptions options;
    int plies = 0;
    int defaultCount = 20;
    std::optional<int> knownSign;
    bool fromReferenceFile = false;
    bool usesTableBits = false;
};

class GameRules {
public:
    virtual ~GameRules() = default;

    // The game's name in files, settings and on the command line: "connect4".
    virtual std::string_view id() const = 0;

    virtual const std::vector<OptionSpec> &options() const = 0;
    GameOptions defaultOptions() const;
    // Why the options describe no game that can be played, or nullopt.
    // By default: a value outside its spec's range (as ParseProblem::Other).
    virtual std::optional<ParseError> optionsError(const GameOptions &options) const;

    // Precondition: !optionsError(options).
    virtual std::unique_ptr<Game> newGame(const GameOptions &options) const = 0;
    // The position `text` (the game's notation) reaches from the start.
    std::variant<std::unique_ptr<Game>, ParseError> gameFromText(const GameOptions &options,
                                                                 std::string_view text) const;
    // Every problem of the game's notation, for the tests and translations.
    virtual std::vector<ParseProblem> parseProblems() const = 0;

    // The levels it offers, in the order menus list them.
    virtual std::vector<AiLevel> levels() const = 0;
    bool offers(const AiLevel &level) const;
    // nullptr for a level the game does not offer.
    virtual std::unique_ptr<Ai> makeAi(const AiConfig &config) const = 0;

    // Moves a person makes in two steps share the group of their first step
    // (Quarto's square, before the piece to give): the analysis board shows
    // each group's best value first, so the Analyst finds those first. By
    // default each move is its own group.
    virtual int moveGroupOf(Move move) const { return static_cast<int>(move); }

    // The exact solver of `quatre-cli solve` and `bench --solver`, with a
    // table of 2^tableBits slots (0: the solver's own size); nullptr if the
    // game has none.
    virtual std::unique_ptr<ExactSolver> makeSolver(const GameOptions &options, int tableBits = 0) const;
    // What makes and checks the game's opening books (`quatre-cli book`), or
    // why the game has none (for these options).
    virtual std::variant<std::unique_ptr<BookMaker>, ParseError> makeBookMaker(const GameOptions &options,
                                                                               int tableBits) const;
    // The bench set of that name (see SolverBenchSet), if it is this game's,
    // and the sets `bench --solver` runs unless told otherwise.
    virtual std::optional<SolverBenchSet> solverBenchSet(std::string_view name) const;
    virtual std::vector<std::string_view> defaultSolverBenchSets() const { return {}; }

    // The opening books shipped with the program (file names under
    // resources/book/), and installing one for the Perfect level from the
    // bytes of its file: an explanation if they are no book of this game.
    virtual std::vector<std::string_view> bookFiles() const { return {}; }
    virtual std::string installBook(std::string_view bytes) const;
    // Takes every installed book of the game away (to measure play without them).
    virtual void uninstallBooks() const {}

    // The index of an option in options(), or -1.
    int optionIndex(std::string_view key) const;
};

// The same as asking the options' rules, for code that holds only the options;
// options without a game are ParseProblem::UnknownGame.
std::optional<ParseError> optionsError(const GameOptions &options);
// Precondition: !optionsError(options).
std::unique_ptr<Game> newGame(const GameOptions &options);
std::variant<std::unique_ptr<Game>, ParseError> gameFromText(const GameOptions &options, std::string_view text);

// Exactly one move written in the game's notation, read in the position
// `game`: for a person typing a move. Error positions count from text's start.
std::variant<Move, ParseError> moveFromText(const Game &game, std::string_view text);

} // namespace quatre
