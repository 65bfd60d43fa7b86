#include "core/analysis/puzzle.h"

#include "core/solver/exactsolver.h"

#include <algorithm>
#include <cassert>
#include <unordered_set>

namespace quatre {

namespace {

// A number below `bound` from the generator alone: std::uniform_int_distribution
// may draw differently from one standard library to the next, and a set must
// come out the same everywhere. The bias of the modulo is far below anything
// a puzzle set could show.
int below(std::mt19937_64 &random, int bound)
{
    return static_cast<int>(random() % static_cast<std::uint64_t>(bound));
}

// The exact value of `move` for the side to move of `game`, in the solver's convention.
int moveScore(ExactSolver &solver, const Game &game, Move move)
{
    const std::unique_ptr<Game> child = game.clone();
    child->play(move);
    if (child->isOver())
        return child->outcome() == winFor(game.sideToMove()) ? solver.winNowScore(game) : 0;
    return -*solver.solve(*child);
}

bool anyChildUnsolvable(const ExactSolver &solver, const Game &game)
{
    for (Move move : game.legalMoves()) {
        const std::unique_ptr<Game> child = game.clone();
        child->play(move);
        if (!child->isOver() && solver.unsolvable(*child))
            return true;
    }
    return false;
}

// The puzzle's position, or what is wrong with its moves.
std::variant<std::unique_ptr<Game>, std::string> positionOf(const Puzzle &puzzle)
{
    auto parsed = gameFromText(puzzle.options, puzzle.moves);
    if (const auto *error = std::get_if<ParseError>(&parsed))
        return "bad moves: " + error->message;
    return std::get<std::unique_ptr<Game>>(std::move(parsed));
}

struct Field {
    std::string_view text;
    std::size_t position = 0;
};

// The next field of `line` from `from` (skipping blanks), empty at the end.
Field nextField(std::string_view line, std::size_t &from)
{
    while (from < line.size() && (line[from] == ' ' || line[from] == '\t'))
        ++from;
    const std::size_t start = from;
    while (from < line.size() && line[from] != ' ' && line[from] != '\t')
        ++from;
    return {line.substr(start, from - start), start};
}

std::variant<Puzzle, ParseError> readLine(std::string_view line, const std::vector<const GameRules *> &games)
{
    std::size_t at = 0;
    const Field id = nextField(line, at);
    const Field options = nextField(line, at);
    const Field movesToWin = nextField(line, at);
    const Field solution = nextField(line, at);
    if (solution.text.empty())
        return makeParseError(PuzzleProblem::TooFewFields, line.size());
    while (at < line.size() && (line[at] == ' ' || line[at] == '\t'))
        ++at;
    const std::string_view moves = line.substr(at);

    const auto rules =
        std::find_if(games.begin(), games.end(), [&](const GameRules *game) { return game->id() == id.text; });
    if (rules == games.end())
        return makeParseError(ParseProblem::UnknownGame, id.position);
    Puzzle puzzle;
    puzzle.options = (*rules)->defaultOptions();
    if (options.text != "-") {
        std::size_t start = 0;
        while (start <= options.text.size()) {
            const std::size_t end = std::min(options.text.find(',', start), options.text.size());
            const std::string_view item = options.text.substr(start, end - start);
            const std::size_t equals = item.find('=');
            const std::optional<int> value =
                equals == std::string_view::npos ? std::nullopt : parseWholeNumber(item.substr(equals + 1));
            if (!value || (*rules)->optionIndex(item.substr(0, equals)) < 0)
                return makeParseError(PuzzleProblem::BadOption, options.position + start, {std::string(item)});
            puzzle.options.setValue(item.substr(0, equals), *value);
            start = end + 1;
        }
    }
    if (std::optional<ParseError> error = optionsError(puzzle.options)) {
        error->position = options.position;
        return *error;
    }
    const std::optional<int> grade = parseWholeNumber(movesToWin.text);
    if (!grade || *grade < 1)
        return makeParseError(PuzzleProblem::BadMovesToWin, movesToWin.position, {std::string(movesToWin.text)});
    puzzle.movesToWin = *grade;
    puzzle.solution = solution.text;
    puzzle.moves = moves;

    auto position = gameFromText(puzzle.options, moves);
    if (auto *error = std::get_if<ParseError>(&position)) {
        error->position += at;
        return *error;
    }
    const auto answer = moveFromText(*std::get<std::unique_ptr<Game>>(position), solution.text);
    if (const auto *error = std::get_if<ParseError>(&answer))
        return makeParseError(PuzzleProblem::BadSolution, solution.position,
                              {std::string(solution.text), error->message});
    return puzzle;
}

} // namespace

std::vector<int> evenGradeCounts(int count, int maxMovesToWin)
{
    std::vector<int> counts;
    for (int grade = 1; grade <= maxMovesToWin; ++grade)
        counts.push_back(count / maxMovesToWin + (grade <= count % maxMovesToWin ? 1 : 0));
    return counts;
}

std::optional<int> quickestWin(ExactSolver &solver, const Game &game, int maxMovesToWin)
{
    for (int moves = 1; moves <= maxMovesToWin; ++moves)
        if (*solver.scoreAtLeast(game, solver.winWithinScore(game, moves)))
            return moves;
    return std::nullopt;
}

std::optional<Puzzle> puzzleOf(const GameOptions &options, const Game &game, ExactSolver &solver, int maxMovesToWin)
{
    if (game.isOver() || solver.unsolvable(game) || anyChildUnsolvable(solver, game))
        return std::nullopt;
    const std::vector<Move> moves = game.legalMoves();
    if (moves.size() < 2)
        return std::nullopt;
    const std::optional<int> grade = quickestWin(solver, game, maxMovesToWin);
    if (!grade)
        return std::nullopt;
    // A move wins that fast if the position after it is worth at most minus
    // that score to the opponent: one null window each, as cheap as the grade's.
    const int fastScore = solver.winWithinScore(game, *grade);
    Move fastest = kNoMove;
    for (Move move : moves) {
        const std::unique_ptr<Game> child = game.clone();
        child->play(move);
        const bool winsThatFast = child->isOver() ? child->outcome() == winFor(game.sideToMove())
                                                  : !*solver.scoreAtLeast(*child, -fastScore + 1);
        if (!winsThatFast)
            continue;
        if (fastest != kNoMove)
            return std::nullopt; // two ways to win as fast: no puzzle
        fastest = move;
    }
    assert(fastest != kNoMove);
    return Puzzle{options, game.toText(), *grade, game.moveToText(fastest)};
}

PuzzleSet generatePuzzles(const GameOptions &options, const PuzzleRequest &request,
                          const std::function<void(const Puzzle &)> &onPuzzle)
{
    const std::unique_ptr<ExactSolver> solver = options.rules->makeSolver(options);
    assert(solver);
    std::mt19937_64 random(request.seed);
    std::vector<std::vector<Puzzle>> found(request.counts.size());
    const auto full = [&](int grade) {
        return grade > static_cast<int>(found.size())
            || static_cast<int>(found[grade - 1].size()) >= request.counts[grade - 1];
    };
    const auto allFull = [&] {
        for (int grade = 1; grade <= static_cast<int>(found.size()); ++grade)
            if (!full(grade))
                return false;
        return true;
    };
    // A position met twice is one puzzle, not two.
    std::unordered_set<std::uint64_t> seen;
    PuzzleSet set;
    while (!allFull()) {
        if (request.maxAttempts != 0 && set.attempts >= request.maxAttempts) {
            set.complete = false;
            break;
        }
        ++set.attempts;
        const std::unique_ptr<Game> game = newGame(options);
        const int longest = request.maxPlies > 0 ? request.maxPlies : game->pliesLeftAtMost();
        const int plies = request.minPlies + below(random, std::max(1, longest - request.minPlies + 1));
        while (game->plyCount() < plies && !game->isOver()) {
            const std::vector<Move> moves = game->legalMoves();
            game->play(moves[below(random, static_cast<int>(moves.size()))]);
        }
        if (game->isOver() || !seen.insert(game->hash()).second || solver->unsolvable(*game))
            continue;
        // The grade first; the moves are asked only for a grade still wanted.
        const std::optional<int> grade = quickestWin(*solver, *game, static_cast<int>(found.size()));
        if (!grade || full(*grade))
            continue;
        if (std::optional<Puzzle> puzzle = puzzleOf(options, *game, *solver, *grade)) {
            if (onPuzzle)
                onPuzzle(*puzzle);
            found[puzzle->movesToWin - 1].push_back(*std::move(puzzle));
        }
    }
    for (const std::vector<Puzzle> &grade : found)
        set.puzzles.insert(set.puzzles.end(), grade.begin(), grade.end());
    return set;
}

std::optional<std::string> checkPuzzle(const Puzzle &puzzle)
{
    auto parsed = positionOf(puzzle);
    if (const auto *error = std::get_if<std::string>(&parsed))
        return *error;
    const Game &game = *std::get<std::unique_ptr<Game>>(parsed);
    if (game.isOver())
        return "the game is over";
    const std::unique_ptr<ExactSolver> solver = puzzle.options.rules->makeSolver(puzzle.options);
    if (!solver)
        return "the game has no solver";
    const auto answer = moveFromText(game, puzzle.solution);
    if (const auto *error = std::get_if<ParseError>(&answer))
        return "bad winning move: " + error->message;
    // Asked only up to the grade it claims, so a wrong claim on an early
    // position costs no full solve.
    if (solver->unsolvable(game) || anyChildUnsolvable(*solver, game))
        return "the solver cannot take the position";
    if (game.legalMoves().size() < 2)
        return "the position has only one legal move";
    const std::optional<int> grade = quickestWin(*solver, game, puzzle.movesToWin);
    if (!grade)
        return "the side to move does not win in " + std::to_string(puzzle.movesToWin)
            + (puzzle.movesToWin == 1 ? " move" : " moves");
    if (*grade != puzzle.movesToWin)
        return "the fastest win takes " + std::to_string(*grade) + " moves, not " + std::to_string(puzzle.movesToWin);
    const std::optional<Puzzle> found = puzzleOf(puzzle.options, game, *solver, *grade);
    if (!found)
        return "more than one move wins fastest (in " + std::to_string(*grade) + ")";
    if (std::get<Move>(moveFromText(game, found->solution)) != std::get<Move>(answer))
        return "the fastest win is " + found->solution + ", not " + puzzle.solution;
    return std::nullopt;
}

AnswerKind answerKind(const Puzzle &puzzle, const Verdict &verdict)
{
    if (verdict.outcome <= 0)
        return AnswerKind::NotWinning;
    return verdict.winnerMoves() <= puzzle.movesToWin ? AnswerKind::Fastest : AnswerKind::WinsSlower;
}

AnswerJudgement judgeAnswer(const Puzzle &puzzle, const Game &position, Move answer, ExactSolver &solver)
{
    assert(position.isLegal(answer));
    AnswerJudgement judgement;
    judgement.score = moveScore(solver, position, answer);
    judgement.verdict = solver.verdictOf(position, judgement.score);
    judgement.kind = answerKind(puzzle, judgement.verdict);
    const std::unique_ptr<Game> after = position.clone();
    after->play(answer);
    if (after->isOver())
        return judgement;
    std::optional<int> best;
    for (Move reply : after->legalMoves()) {
        const int score = moveScore(solver, *after, reply);
        if (!best || score > *best) {
            best = score;
            judgement.bestReply = reply;
        }
    }
    return judgement;
}

std::string optionsText(const GameOptions &options)
{
    const std::vector<OptionSpec> &specs = options.rules->options();
    if (specs.empty())
        return "-";
    std::string text;
    for (std::size_t i = 0; i < specs.size(); ++i) {
        if (i > 0)
            text += ',';
        text += std::string(specs[i].key) + '=' + std::to_string(options.values[i]);
    }
    return text;
}

std::string puzzleLine(const Puzzle &puzzle)
{
    std::string line = std::string(puzzle.options.rules->id()) + ' ' + optionsText(puzzle.options) + ' '
        + std::to_string(puzzle.movesToWin) + ' ' + puzzle.solution;
    if (!puzzle.moves.empty())
        line += ' ' + puzzle.moves;
    return line;
}

std::variant<std::vector<Puzzle>, PuzzleSetError> readPuzzles(std::string_view text,
                                                              const std::vector<const GameRules *> &games,
                                                              std::vector<int> *lineNumbers)
{
    std::vector<Puzzle> puzzles;
    int number = 0;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = std::min(text.find('\n', start), text.size());
        std::string_view line = text.substr(start, end - start);
        start = end + 1;
        ++number;
        if (!line.empty() && line.back() == '\r')
            line.remove_suffix(1);
        const std::size_t first = line.find_first_not_of(" \t");
        if (first == std::string_view::npos || line[first] == '#')
            continue;
        auto read = readLine(line, games);
        if (auto *error = std::get_if<ParseError>(&read))
            return PuzzleSetError{number, *std::move(error)};
        puzzles.push_back(std::get<Puzzle>(std::move(read)));
        if (lineNumbers)
            lineNumbers->push_back(number);
    }
    return puzzles;
}

} // namespace quatre
