#include "core/parseerror.h"

#include <charconv>

namespace quatre {

std::optional<int> parseWholeNumber(std::string_view text)
{
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size() || text.empty())
        return std::nullopt;
    return value;
}

std::string fillTemplate(std::string_view templateText, const std::vector<std::string> &args)
{
    std::string text;
    for (std::size_t i = 0; i < templateText.size(); ++i) {
        const char next = i + 1 < templateText.size() ? templateText[i + 1] : '\0';
        if (templateText[i] == '%' && next >= '1' && next <= '9'
            && static_cast<std::size_t>(next - '1') < args.size()) {
            text += args[static_cast<std::size_t>(next - '1')];
            ++i;
        } else {
            text += templateText[i];
        }
    }
    return text;
}

ParseError makeParseError(ParseProblem problem, std::size_t position, std::vector<std::string> args)
{
    ParseError error;
    error.position = position;
    error.message = fillTemplate(problem.text, args);
    error.problem = problem;
    error.args = std::move(args);
    return error;
}

} // namespace quatre
