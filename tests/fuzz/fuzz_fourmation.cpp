// 4Mation's cells ("d4e5": a column letter and a row number, spaces allowed
// between moves) on every board size, with and without the official rule.
// The options byte picks the size 3 + b % 8 and the rule (b / 8) % 2; from
// 250 on, an impossible size that every text must report at position 0.
#include "core/games/fourmation/fourmationrules.h"
#include "fuzzgame.h"

using namespace quatre;

namespace {

bool isLetter(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

// A move is a letter and digits. An error points at the letter (a bad or
// unplayable cell), or just after it (no row number, a row off the board):
// then the move started one character earlier.
std::size_t moveStart(std::string_view text, std::size_t errorPosition)
{
    return errorPosition > 0 && isLetter(text[errorPosition - 1]) ? errorPosition - 1 : errorPosition;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const fuzz::Input input = fuzz::splitInput(data, size);
    GameOptions options = fourMationOptions();
    options.setValue("size", 3 + input.options % 8);
    options.setValue("officialRule", (input.options / 8) % 2 != 0);
    if (input.options >= 250)
        options.setValue("size", input.options % 2 ? 2 : 11);
    const std::unique_ptr<Game> game = fuzz::checkGameText(options, input.position, moveStart);
    if (game && input.move)
        fuzz::checkMoveText(*game, *input.move);
    return 0;
}
