#include "core/games/gamerules.h"

#include <algorithm>
#include <cassert>

namespace quatre {

int GameOptions::value(std::string_view key) const
{
    const int index = rules->optionIndex(key);
    assert(index >= 0 && static_cast<std::size_t>(index) < values.size());
    return values[static_cast<std::size_t>(index)];
}

void GameOptions::setValue(std::string_view key, int value)
{
    const int index = rules->optionIndex(key);
    assert(index >= 0 && static_cast<std::size_t>(index) < values.size());
    values[static_cast<std::size_t>(index)] = value;
}

int GameRules::optionIndex(std::string_view key) const
{
    const std::vector<OptionSpec> &specs = options();
    const auto found =
        std::find_if(specs.begin(), specs.end(), [&](const OptionSpec &spec) { return spec.key == key; });
    return found == specs.end() ? -1 : static_cast<int>(found - specs.begin());
}

GameOptions GameRules::defaultOptions() const
{
    GameOptions defaults{this, {}};
    for (const OptionSpec &spec : options())
        defaults.values.push_back(spec.defaultValue);
    return defaults;
}

std::optional<ParseError> GameRules::optionsError(const GameOptions &options) const
{
    if (options.rules != this || options.values.size() != this->options().size())
        return makeParseError(ParseProblem::UnknownGame, 0);
    for (std::size_t i = 0; i < options.values.size(); ++i) {
        const OptionSpec &spec = this->options()[i];
        const int value = options.values[i];
        if (value < spec.minimum || value > spec.maximum)
            return makeParseError(ParseProblem::Other, 0,
                                  {std::string(spec.key) + " must be from " + std::to_string(spec.minimum) + " to "
                                   + std::to_string(spec.maximum) + ", not " + std::to_string(value)});
    }
    return std::nullopt;
}

std::variant<std::unique_ptr<Game>, ParseError> GameRules::gameFromText(const GameOptions &options,
                                                                        std::string_view text) const
{
    if (std::optional<ParseError> error = optionsError(options))
        return *std::move(error);
    std::unique_ptr<Game> game = newGame(options);
    if (std::optional<ParseError> error = game->playText(text))
        return *std::move(error);
    return game;
}

bool GameRules::offers(const AiLevel &level) const
{
    const std::vector<AiLevel> offered = levels();
    return std::find(offered.begin(), offered.end(), level) != offered.end();
}

std::unique_ptr<ExactSolver> GameRules::makeSolver(const GameOptions &, int) const
{
    return nullptr;
}

std::variant<std::unique_ptr<BookMaker>, ParseError> GameRules::makeBookMaker(const GameOptions &, int) const
{
    return makeParseError(ParseProblem::NoOpeningBook, 0);
}

std::optional<SolverBenchSet> GameRules::solverBenchSet(std::string_view) const
{
    return std::nullopt;
}

std::string GameRules::installBook(std::string_view) const
{
    return "this game has no opening book";
}

std::optional<ParseError> optionsError(const GameOptions &options)
{
    if (!options.rules)
        return makeParseError(ParseProblem::UnknownGame, 0);
    return options.rules->optionsError(options);
}

std::unique_ptr<Game> newGame(const GameOptions &options)
{
    return options.rules->newGame(options);
}

std::variant<std::unique_ptr<Game>, ParseError> gameFromText(const GameOptions &options, std::string_view text)
{
    if (!options.rules)
        return makeParseError(ParseProblem::UnknownGame, 0);
    return options.rules->gameFromText(options, text);
}

std::variant<Move, ParseError> moveFromText(const Game &game, std::string_view text)
{
    if (text.find_first_not_of(" \t") == std::string_view::npos)
        return makeParseError(ParseProblem::NoMoveGiven, 0);
    const std::unique_ptr<Game> after = game.clone();
    if (auto error = after->playText(text))
        return *error;
    if (after->plyCount() != game.plyCount() + 1)
        return makeParseError(ParseProblem::OneMoveAtATime, 0);
    return after->history().back();
}

} // namespace quatre
