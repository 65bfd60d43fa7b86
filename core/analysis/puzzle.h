// "Find the winning move" puzzles: a position whose side to move wins, with
// exactly one move that wins fastest. Made from seeded random play and
// proven by the game's ExactSolver (core/solver/exactsolver.h), so any game
// with a solver gets them through its GameRules; nothing here names a game.
//
// A set of puzzles is a text file, one puzzle a line (resources/puzzles/README.md):
//
//     # a comment, or an empty line
//     <game> <options> <own moves to win> <winning move> <moves>
//     connect4 rows=6,columns=7 2 5 4453445
//
// <options> is every option of the game as key=value, comma-separated ("-"
// for a game without options); the moves, in the game's notation, come last,
// so that a notation with spaces (Quarto's) is simply the rest of the line.
#pragma once

#include "core/games/gamerules.h"
#include "core/parseerror.h"

#include <cstdint>
#include <functional>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

namespace quatre {

struct Puzzle {
    GameOptions options;
    // From the start of the game to the puzzle's position, in the game's notation.
    std::string moves;
    // The moves the side to move makes to win against the best defence, the
    // winning move included: 1 wins at once, 2 in three plies, and so on.
    int movesToWin = 0;
    // The one move that wins in movesToWin, in the game's notation.
    std::string solution;

    friend bool operator==(const Puzzle &, const Puzzle &) = default;
};

// How a set is made: `count` puzzles of each grade from 1 to the size of the
// vector (counts[g - 1] of grade g), from random positions of minPlies to
// maxPlies plies (maxPlies 0: as long as the game lasts).
struct PuzzleRequest {
    std::vector<int> counts;
    int minPlies = 0;
    int maxPlies = 0;
    std::uint64_t seed = 1;
    // Random positions tried at most, so that a grade too rare for the plies
    // asked cannot run forever; 0 means no limit.
    std::uint64_t maxAttempts = 0;
};

struct PuzzleSet {
    // Ordered by grade, each grade in the order found.
    std::vector<Puzzle> puzzles;
    std::uint64_t attempts = 0;
    // False when maxAttempts ran out before every grade was full.
    bool complete = true;
};

// `count` puzzles spread evenly over the grades 1 to maxMovesToWin, the
// lower grades getting the remainder: 10 over 3 grades is 4, 3, 3.
std::vector<int> evenGradeCounts(int count, int maxMovesToWin);

// Precondition: options.rules->makeSolver(options) is not null. The same
// options and request give the same set on every machine: the random
// generator is std::mt19937_64, drawn through nothing whose results the
// standard leaves to the library, and no search has a deadline. `onPuzzle`,
// if given, hears each puzzle as it is found.
PuzzleSet generatePuzzles(const GameOptions &options, const PuzzleRequest &request,
                          const std::function<void(const Puzzle &)> &onPuzzle = {});

// The fewest own moves in which the side to move of `game` (not over, one the
// solver takes) wins, if it wins within `maxMovesToWin`; nullopt otherwise.
// A null window per grade, each looking no deeper than that grade's moves, so
// an early position costs no full solve.
std::optional<int> quickestWin(ExactSolver &solver, const Game &game, int maxMovesToWin);

// The puzzle the position `game` is, if its side to move wins within
// `maxMovesToWin` of its moves, exactly one move wins fastest, and the
// position is no give-away (more than one legal move); nullopt otherwise.
std::optional<Puzzle> puzzleOf(const GameOptions &options, const Game &game, ExactSolver &solver, int maxMovesToWin);

// Nullopt if a fresh solver finds the puzzle as it says (a legal position not
// over, won by the side to move in movesToWin with `solution` its only move
// that fast), or what is wrong with it.
std::optional<std::string> checkPuzzle(const Puzzle &puzzle);

// How an answer to a puzzle does: the fastest win, a win but a slower one,
// or no win at all (a draw or a loss with best play).
enum class AnswerKind { Fastest, WinsSlower, NotWinning };

struct AnswerJudgement {
    AnswerKind kind = AnswerKind::NotWinning;
    // The answer's exact value for the side that made it.
    int score = 0;
    Verdict verdict;
    // The opponent's best reply to the answer (its highest value; the first
    // in the order of the legal moves among equals): for a wrong answer the
    // refutation. kNoMove when the answer ends the game.
    Move bestReply = kNoMove;
};

// How an answer does, from its exact verdict for the side that made it (the
// analysis board's value of that move, or a solve).
AnswerKind answerKind(const Puzzle &puzzle, const Verdict &verdict);

// Precondition: the puzzle's position is legal and not over, `answer` is a
// legal move there. Uses `solver` (of the puzzle's options).
AnswerJudgement judgeAnswer(const Puzzle &puzzle, const Game &position, Move answer, ExactSolver &solver);

// The problems of a set's text; the error's position counts from the start of its line.
struct PuzzleProblem {
    static constexpr ParseProblem TooFewFields{"expected <game> <options> <moves to win> <winning move> <moves>"};
    static constexpr ParseProblem BadOption{"'%1' is no option of the game (expected key=value)"};
    static constexpr ParseProblem BadMovesToWin{"'%1' is no number of moves to win (1 or more)"};
    static constexpr ParseProblem BadSolution{"'%1' is no legal move of the position: %2"};
};

inline constexpr ParseProblem kPuzzleParseProblems[] = {PuzzleProblem::TooFewFields, PuzzleProblem::BadOption,
                                                        PuzzleProblem::BadMovesToWin, PuzzleProblem::BadSolution};

struct PuzzleSetError {
    int line = 0; // from 1
    ParseError error;
};

// The options as a set's line writes them: "rows=6,columns=7", "-" for none.
std::string optionsText(const GameOptions &options);
// A puzzle as one line of a set (no newline).
std::string puzzleLine(const Puzzle &puzzle);

// Every puzzle of a set's text, the games found by id among `games`; the
// first malformed line's number and problem otherwise. Checks the notation
// and that the solution is a legal move, not that the puzzle is right
// (checkPuzzle()). `lineNumbers`, if given, gets each puzzle's line number (from 1).
std::variant<std::vector<Puzzle>, PuzzleSetError> readPuzzles(std::string_view text,
                                                              const std::vector<const GameRules *> &games,
                                                              std::vector<int> *lineNumbers = nullptr);

} // namespace quatre
