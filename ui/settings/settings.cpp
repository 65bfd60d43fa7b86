#include "ui/settings/settings.h"

#include "ui/language/translation.h"
#include "ui/session/levelkeys.h"

#include "core/games/connectfour/connectfour.h"
#include "core/games/fourmation/fourmation.h"

#include <QSettings>

#include <algorithm>

namespace quatre::ui {

namespace {

// Stored names, kept stable across versions and languages (the levels'
// are in session/levelkeys.h, shared with the saved games).
const char *speedKey(AnimationSpeed speed)
{
    switch (speed) {
    case AnimationSpeed::Off: return "off";
    case AnimationSpeed::Fast: return "fast";
    case AnimationSpeed::Normal: return "normal";
    case AnimationSpeed::Slow: return "slow";
    }
    return "normal";
}

const char *firstMoveKey(FirstMove first)
{
    switch (first) {
    case FirstMove::Seat1: return "player1";
    case FirstMove::Seat2: return "player2";
    case FirstMove::Alternate: return "alternate";
    }
    return "player1";
}

// Notes a stored entry that cannot be used (one that is absent is not a
// problem: it simply takes its default).
void noteUnreadable(const QSettings &store, const QString &key, QStringList *unreadable)
{
    if (unreadable && store.contains(key) && !unreadable->contains(key))
        unreadable->append(key);
}

// The stored int if it is a number within [low, high], else the fallback.
int readInt(const QSettings &store, const QString &key, int low, int high, int fallback,
            QStringList *unreadable = nullptr)
{
    bool ok = false;
    const int value = store.value(key).toInt(&ok);
    if (ok && value >= low && value <= high)
        return value;
    noteUnreadable(store, key, unreadable);
    return fallback;
}

// QSettings' INI files keep booleans as the words true and false.
bool readBool(const QSettings &store, const QString &key, bool fallback, QStringList *unreadable)
{
    const QString text = store.value(key).toString();
    if (text == QLatin1String("true") || text == QLatin1String("1"))
        return true;
    if (text == QLatin1String("false") || text == QLatin1String("0"))
        return false;
    noteUnreadable(store, key, unreadable);
    return fallback;
}

template<typename Enum, typename Namer>
Enum readEnum(const QSettings &store, const QString &key, std::initializer_list<Enum> values, Namer name, Enum fallback,
              QStringList *unreadable = nullptr)
{
    const QString text = store.value(key).toString();
    for (Enum value : values)
        if (text == QLatin1String(name(value)))
            return value;
    noteUnreadable(store, key, unreadable);
    return fallback;
}

Seat readSeat(const QSettings &store, const QString &group, GameKind game, const Seat &fallback,
              QStringList *unreadable)
{
    const QString typeKey = group + QLatin1String("/type");
    const QString type = store.value(typeKey).toString();
    if (type == QLatin1String("human"))
        return Seat::person();
    if (type != QLatin1String("ai")) {
        noteUnreadable(store, typeKey, unreadable);
        return fallback;
    }
    AiConfig config;
    config.level = readEnum(store, group + QLatin1String("/level"),
                            {AiLevel::Random, AiLevel::Greedy, AiLevel::Minimax, AiLevel::Expert, AiLevel::Hardcore,
                             AiLevel::Perfect},
                            levelKey, Settings::defaultAiSeat().ai.level, unreadable);
    // (A level of another game, such as Hardcore after switching to Connect
    // Four, is no damage: the game changed, not the file.)
    if (!isLevelAvailable(game, config.level))
        config.level = Settings::defaultAiSeat().ai.level;
    config.depth = readInt(store, group + QLatin1String("/depth"), AiConfig::kMinDepth, AiConfig::kMaxDepth,
                           AiConfig::kDefaultDepth, unreadable);
    config.budget = std::chrono::milliseconds(readInt(store, group + QLatin1String("/budgetMs"),
                                                      Settings::kMinBudgetMs, Settings::kMaxBudgetMs,
                                                      AiConfig::kDefaultBudgetMs, unreadable));
    return Seat::computer(config);
}

void writeSeat(QSettings &store, const QString &group, const Seat &seat)
{
    store.setValue(group + QLatin1String("/type"), seat.human ? QStringLiteral("human") : QStringLiteral("ai"));
    store.setValue(group + QLatin1String("/level"), QLatin1String(levelKey(seat.ai.level)));
    store.setValue(group + QLatin1String("/depth"), seat.ai.depth);
    store.setValue(group + QLatin1String("/budgetMs"), qlonglong(seat.ai.budget.count()));
}

} // namespace

Seat Settings::defaultAiSeat()
{
    AiConfig config;
    config.level = AiLevel::Minimax;
    config.depth = AiConfig::kDefaultDepth;
    return Seat::computer(config);
}

int Settings::animationMs(AnimationSpeed speed)
{
    switch (speed) {
    case AnimationSpeed::Off: return 0;
    case AnimationSpeed::Fast: return 110;
    case AnimationSpeed::Normal: return 190;
    case AnimationSpeed::Slow: return 320;
    }
    return 190;
}

void Settings::load(const QSettings &store, QStringList *unreadable)
{
    const Settings defaults;
    if (unreadable)
        unreadable->clear();
    GameKind kind = defaults.game.kind;
    const std::string name = store.value(QStringLiteral("game/kind")).toString().toStdString();
    if (!gameKindFromName(name, &kind)) {
        kind = defaults.game.kind;
        noteUnreadable(store, QStringLiteral("game/kind"), unreadable);
    }
    game.kind = kind;
    game.rows = readInt(store, QStringLiteral("connect4/rows"), ConnectFour::kMinSize, ConnectFour::kMaxSize,
                        defaults.game.rows, unreadable);
    game.columns = readInt(store, QStringLiteral("connect4/columns"), ConnectFour::kMinSize, ConnectFour::kMaxSize,
                           defaults.game.columns, unreadable);
    game.squareRule = readBool(store, QStringLiteral("quarto/squareRule"), defaults.game.squareRule, unreadable);
    game.size = readInt(store, QStringLiteral("4mation/size"), FourMation::kImpossibleSize, FourMation::kMaxSize,
                        defaults.game.size, unreadable);
    game.officialRule = readBool(store, QStringLiteral("4mation/officialRule"), defaults.game.officialRule, unreadable);
    seats[0] = readSeat(store, QStringLiteral("player1"), kind, defaults.seats[0], unreadable);
    seats[1] = readSeat(store, QStringLiteral("player2"), kind, defaults.seats[1], unreadable);
    firstMove = readEnum(store, QStringLiteral("game/firstMove"),
                         {FirstMove::Seat1, FirstMove::Seat2, FirstMove::Alternate}, firstMoveKey, defaults.firstMove,
                         unreadable);
    animationSpeed = readEnum(store, QStringLiteral("display/animationSpeed"),
                              {AnimationSpeed::Off, AnimationSpeed::Fast, AnimationSpeed::Normal, AnimationSpeed::Slow},
                              speedKey, defaults.animationSpeed, unreadable);
    pacingMs = readInt(store, QStringLiteral("ai/pacingMs"), kMinPacingMs, kMaxPacingMs, defaults.pacingMs, unreadable);
    highContrast = readBool(store, QStringLiteral("display/highContrast"), defaults.highContrast, unreadable);
    // Empty means the system's language; a hand-written "pt" or "ro-RO" is
    // taken as the language it names, and an unknown code falls back to the
    // system's language with a warning.
    const QString stored = store.value(QStringLiteral("display/language")).toString();
    language = interfaceLanguageFor(stored);
    if (language.isEmpty() && !stored.isEmpty())
        noteUnreadable(store, QStringLiteral("display/language"), unreadable);
}

void Settings::save(QSettings &store) const
{
    store.setValue(QStringLiteral("game/kind"), QString::fromStdString(std::string(gameName(game.kind))));
    store.setValue(QStringLiteral("connect4/rows"), game.rows);
    store.setValue(QStringLiteral("connect4/columns"), game.columns);
    store.setValue(QStringLiteral("quarto/squareRule"), game.squareRule);
    store.setValue(QStringLiteral("4mation/size"), game.size);
    store.setValue(QStringLiteral("4mation/officialRule"), game.officialRule);
    writeSeat(store, QStringLiteral("player1"), seats[0]);
    writeSeat(store, QStringLiteral("player2"), seats[1]);
    store.setValue(QStringLiteral("game/firstMove"), QLatin1String(firstMoveKey(firstMove)));
    store.setValue(QStringLiteral("display/animationSpeed"), QLatin1String(speedKey(animationSpeed)));
    store.setValue(QStringLiteral("ai/pacingMs"), pacingMs);
    store.setValue(QStringLiteral("display/highContrast"), highContrast);
    if (!language.isEmpty())
        store.setValue(QStringLiteral("display/language"), language);
    store.sync();
}

} // namespace quatre::ui
