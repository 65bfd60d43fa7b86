// The saved-game reader, SavedGame::fromJson(): a file's bytes, whatever
// they are. Beyond "it does not crash":
//  - a refused file comes with a message saying why;
//  - a file read is a playable game (its moves, then its redo tail, replay
//    legally from the empty board of its options), and writing it out and
//    reading that back gives the same game and the very same bytes.
#include "fuzzcheck.h"

#include "ui/games/gamelist.h"
#include "ui/savedgame/savedgame.h"

#include <QByteArray>
#include <QString>

#include <cstddef>
#include <cstdint>

using namespace quatre;
using namespace quatre::ui;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    QString error;
    const std::optional<SavedGame> saved = SavedGame::fromJson(bytes, builtInGames(), &error);
    if (!saved) {
        QUATRE_FUZZ_CHECK(!error.isEmpty(), "a refused file says why");
        return 0;
    }
    QUATRE_FUZZ_CHECK(!optionsError(saved->options), "the options read are valid");
    QUATRE_FUZZ_CHECK(saved->firstSeat == 0 || saved->firstSeat == 1, "the first seat is one of the two");

    const std::unique_ptr<Game> game = newGame(saved->options);
    for (const auto *moves : {&saved->moves, &saved->redo})
        for (Move move : *moves) {
            QUATRE_FUZZ_CHECK(game->outcome() == Outcome::Ongoing, "no move after the end of the game");
            QUATRE_FUZZ_CHECK(game->isLegal(move), "every move read is legal where it is played");
            game->play(move);
        }

    const QByteArray written = saved->toJson();
    QString again;
    const std::optional<SavedGame> reread = SavedGame::fromJson(written, builtInGames(), &again);
    QUATRE_FUZZ_CHECK(reread.has_value(), "what was written reads back: " + again.toStdString());
    QUATRE_FUZZ_CHECK(*reread == *saved, "what was written reads back as the same game");
    QUATRE_FUZZ_CHECK(reread->toJson() == written, "writing is deterministic");
    return 0;
}
