#include "core/games/gamefactory.h"

#include "core/games/connectfour/connectfour.h"
#include "core/games/fourmation/fourmation.h"
#include "core/games/quarto/quarto.h"

namespace quatre {

std::optional<ParseError> optionsError(const GameOptions &options)
{
    switch (options.kind) {
    case GameKind::ConnectFour:
        if (!ConnectFour::isValidSize(options.rows, options.columns))
            return makeParseError(ParseProblem::BoardSizeOutOfRange, 0,
                                  {std::to_string(options.rows), std::to_string(options.columns)});
        return std::nullopt;
    case GameKind::FourMation:
        if (!FourMation::isValidSize(options.size))
            return makeParseError(ParseProblem::FourMationSizeOutOfRange, 0, {std::to_string(options.size)});
        return std::nullopt;
    case GameKind::Quarto:
        return std::nullopt;
    }
    return makeParseError(ParseProblem::UnknownGame, 0);
}

std::string validate(const GameOptions &options)
{
    const std::optional<ParseError> error = optionsError(options);
    return error ? error->message : std::string();
}

std::unique_ptr<Game> newGame(const GameOptions &options)
{
    switch (options.kind) {
    case GameKind::ConnectFour:
        return std::make_unique<ConnectFour>(options.rows, options.columns);
    case GameKind::FourMation:
        return std::make_unique<FourMation>(options.size, options.officialRule);
    case GameKind::Quarto:
        return std::make_unique<Quarto>(options.squareRule);
    }
    return nullptr;
}

std::variant<std::unique_ptr<Game>, ParseError> gameFromText(const GameOptions &options, std::string_view text)
{
    if (std::optional<ParseError> error = optionsError(options))
        return *std::move(error);
    switch (options.kind) {
    case GameKind::ConnectFour: {
        auto parsed = ConnectFour::fromText(options.rows, options.columns, text);
        if (auto *error = std::get_if<ParseError>(&parsed))
            return *error;
        return std::unique_ptr<Game>(std::make_unique<ConnectFour>(std::get<ConnectFour>(std::move(parsed))));
    }
    case GameKind::FourMation: {
        auto parsed = FourMation::fromText(options.size, options.officialRule, text);
        if (auto *error = std::get_if<ParseError>(&parsed))
            return *error;
        return std::unique_ptr<Game>(std::make_unique<FourMation>(std::get<FourMation>(std::move(parsed))));
    }
    case GameKind::Quarto: {
        auto parsed = Quarto::fromText(options.squareRule, text);
        if (auto *error = std::get_if<ParseError>(&parsed))
            return *error;
        return std::unique_ptr<Game>(std::make_unique<Quarto>(std::get<Quarto>(std::move(parsed))));
    }
    }
    return makeParseError(ParseProblem::UnknownGame, 0);
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

std::string_view gameName(GameKind kind)
{
    switch (kind) {
    case GameKind::ConnectFour: return "connect4";
    case GameKind::Quarto: return "quarto";
    case GameKind::FourMation: return "4mation";
    }
    return "?";
}

bool gameKindFromName(std::string_view name, GameKind *kind)
{
    for (GameKind k : {GameKind::ConnectFour, GameKind::Quarto, GameKind::FourMation}) {
        if (gameName(k) == name) {
            *kind = k;
            return true;
        }
    }
    return false;
}

} // namespace quatre
