// The settings file, as openSettings() and Settings::load() read it: any
// bytes at all in the INI file. Beyond "it does not crash":
//  - every setting read is usable: the game is one of the registry's, its
//    options valid, each seat's level one that game offers with its depth
//    and budget in range, the pacing in range, the language one of ours;
//  - an entry refused is named in the list the window shows;
//  - what is read, saved and read again is the same settings, unrefused.
#include "fuzzcheck.h"

#include "ui/games/gamelist.h"
#include "ui/language/translation.h"
#include "ui/registry/gameregistry.h"
#include "ui/settings/settings.h"
#include "ui/startup/startup.h"

#include <QByteArray>
#include <QFile>
#include <QSettings>
#include <QString>
#include <QTemporaryDir>

#include <algorithm>
#include <cstddef>
#include <cstdint>

using namespace quatre;
using namespace quatre::ui;

namespace {

const QTemporaryDir &folder()
{
    static const QTemporaryDir dir;
    return dir;
}

void checkUsable(const Settings &settings)
{
    const GameEntry *game = builtInGames().find(settings.game);
    QUATRE_FUZZ_CHECK(game != nullptr, "the game chosen is one of the registry's");
    for (const GameOptions &options : settings.gameOptions)
        QUATRE_FUZZ_CHECK(!optionsError(options), "every game's options are valid");
    for (const Seat &seat : settings.seats) {
        if (seat.human)
            continue;
        const std::vector<AiLevel> levels = game->rules->levels();
        QUATRE_FUZZ_CHECK(std::find(levels.begin(), levels.end(), seat.ai.level) != levels.end(),
                          "an AI seat's level is one the game offers");
        QUATRE_FUZZ_CHECK(seat.ai.budget.count() >= Seat::kMinBudgetMs && seat.ai.budget.count() <= Seat::kMaxBudgetMs,
                          "an AI seat's budget is in range");
        QUATRE_FUZZ_CHECK(seat.ai.depth >= AiConfig::kMinDepth && seat.ai.depth <= AiConfig::kMaxDepth,
                          "an AI seat's depth is in range");
    }
    QUATRE_FUZZ_CHECK(settings.pacingMs >= Settings::kMinPacingMs && settings.pacingMs <= Settings::kMaxPacingMs,
                      "the pacing is in range");
    QUATRE_FUZZ_CHECK(settings.language.isEmpty() || interfaceLanguageFor(settings.language) == settings.language,
                      "the language is one of the translations");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString path = folder().filePath(QStringLiteral("fuzzed.ini"));
    {
        QFile file(path);
        QUATRE_FUZZ_CHECK(file.open(QIODevice::WriteOnly | QIODevice::Truncate), "the input can be written");
        file.write(reinterpret_cast<const char *>(data), qsizetype(size));
    }
    QString error;
    const std::unique_ptr<QSettings> store = openSettings(path, &error);
    QUATRE_FUZZ_CHECK(store != nullptr, "a small regular file is always opened: " + error.toStdString());

    Settings settings(builtInGames());
    QStringList unreadable;
    settings.load(*store, builtInGames(), &unreadable);
    checkUsable(settings);
    for (const QString &key : unreadable)
        QUATRE_FUZZ_CHECK(store->contains(key), "an entry named as refused is one the file holds");

    const QString copyPath = folder().filePath(QStringLiteral("saved.ini"));
    QFile::remove(copyPath);
    {
        QSettings copy(copyPath, QSettings::IniFormat);
        settings.save(copy);
    }
    QSettings copy(copyPath, QSettings::IniFormat);
    Settings reread(builtInGames());
    QStringList refusedAgain;
    reread.load(copy, builtInGames(), &refusedAgain);
    QUATRE_FUZZ_CHECK(refusedAgain.isEmpty(), "nothing saved is refused when read back");
    QUATRE_FUZZ_CHECK(reread == settings, "what is saved reads back as the same settings");
    return 0;
}
