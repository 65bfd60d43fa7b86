#include "core/parseerror.h"

#include <algorithm>
#include <charconv>

namespace quatre {

std::size_t utf8CharacterBytes(std::string_view text, std::size_t index)
{
    if (index >= text.size())
        return 0;
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(index);
    // The shortest form only, and no surrogates or values past U+10FFFF
    // (RFC 3629): the range the second byte may take says it.
    std::size_t length = 1;
    unsigned char low = 0x80, high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) {
        length = 2;
    } else if (lead >= 0xe0 && lead <= 0xef) {
        length = 3;
        low = lead == 0xe0 ? 0xa0 : 0x80;
        high = lead == 0xed ? 0x9f : 0xbf;
    } else if (lead >= 0xf0 && lead <= 0xf4) {
        length = 4;
        low = lead == 0xf0 ? 0x90 : 0x80;
        high = lead == 0xf4 ? 0x8f : 0xbf;
    } else {
        return 1;
    }
    if (index + length > text.size() || byte(index + 1) < low || byte(index + 1) > high)
        return 1;
    for (std::size_t i = 2; i < length; ++i)
        if (byte(index + i) < 0x80 || byte(index + i) > 0xbf)
            return 1;
    return length;
}

std::size_t characterNumber(std::string_view text, std::size_t index)
{
    std::size_t number = 1;
    for (std::size_t i = 0; i < index && i < text.size(); i += utf8CharacterBytes(text, i))
        ++number;
    return number;
}

std::string characterAt(std::string_view text, std::size_t index)
{
    return std::string(text.substr(std::min(index, text.size()), utf8CharacterBytes(text, index)));
}

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
