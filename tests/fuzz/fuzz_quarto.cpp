// Quarto's notation ("DTRH a1LSQF d4DSQF": a square and the piece given,
// separated by spaces), with and without the square rule (the options
// byte's lowest bit).
#include "core/games/quarto/quartorules.h"
#include "fuzzgame.h"

using namespace quatre;

namespace {

bool isSeparator(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

// An error is about the space-separated word it points into (or just past,
// for a word that ends too soon): the word starts after the last separator.
std::size_t moveStart(std::string_view text, std::size_t errorPosition)
{
    std::size_t start = errorPosition;
    while (start > 0 && !isSeparator(text[start - 1]))
        --start;
    return start;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const fuzz::Input input = fuzz::splitInput(data, size);
    GameOptions options = quartoOptions();
    options.setValue("squareRule", (input.options & 1) != 0);
    const std::unique_ptr<Game> game = fuzz::checkGameText(options, input.position, moveStart);
    if (game && input.move)
        fuzz::checkMoveText(*game, *input.move);
    return 0;
}
