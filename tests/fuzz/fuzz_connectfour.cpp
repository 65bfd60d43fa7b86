// Connect Four's move strings ("4453", column 10 is "a") on every board size.
// The options byte picks the size: rows 4 + b % 7, columns 4 + (b / 7) % 7;
// from 245 on, an impossible size that every text must report at position 0.
#include "core/games/connectfour/connectfourrules.h"
#include "fuzzgame.h"

using namespace quatre;

namespace {

// Each character is one move: an error is about the character it points at.
std::size_t moveStart(std::string_view, std::size_t errorPosition)
{
    return errorPosition;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const fuzz::Input input = fuzz::splitInput(data, size);
    GameOptions options = connectFourOptions();
    options.setValue("rows", 4 + input.options % 7);
    options.setValue("columns", 4 + (input.options / 7) % 7);
    if (input.options >= 245)
        options.setValue("rows", input.options % 2 ? 3 : 11);
    const std::unique_ptr<Game> game = fuzz::checkGameText(options, input.position, moveStart);
    if (game && input.move)
        fuzz::checkMoveText(*game, *input.move);
    return 0;
}
